import { cliText } from '../../text.js';
import { keepOutOfGit } from '../files/gitIgnored.js';
import { formerRegistrations } from './former.js';
import { installEdits } from '../files/merge.js';
import { materialise } from '../files/runtimeHome.js';
import { linkRefusal } from '../files/linkedPath.js';
import { readSettings, Refusal, type SettingsFile } from '../files/settingsFile.js';
import { apply, type Change, type Output } from '../files/transaction.js';
import { desiredEntries, loadLibrary, SOURCE_HOME, type Surface } from './surface.js';

export type { Output };

/** What one install did, for the summary at the end of `waymark install`. */
export interface Installed {
  status: 'installed' | 'up to date' | 'would change';
  /** Codex: entries its config.toml does not trust yet, so Codex skips them. */
  untrusted: boolean;
}

export interface InstallOptions {
  trust: boolean;
  dryRun: boolean;
  /** The command line that repeats this install with `--trust`, for the hint Codex users need. */
  trustCommand: string;
}

/** What install would write, checked: the settings file, and each companion's change. */
async function plan(
  surface: Surface,
  options: InstallOptions,
  out: Output,
  result: Installed,
): Promise<{ file: SettingsFile; changes: Change[]; done: string[] }> {
  const { harness } = surface;
  const linked = surface.scope === 'project' ? await linkRefusal(surface.path, surface.where.project) : undefined;
  if (linked) throw new Refusal(linked);
  const file = await readSettings(surface.path, true);
  const edit = installEdits(file.text, harness.template, harness.contract, desiredEntries(surface, loadLibrary()), surface.path);
  const changes: Change[] = [{ file, next: edit.text, owner: file.real ?? file.path, record: { edit } }];
  const done: string[] = [];
  for (const companion of harness.companions ?? []) {
    const part = await companion.install(surface, file, edit.text, options);
    for (const line of part.said) out.out(line);
    if (part.untrusted) result.untrusted = true;
    if (part.change) {
      changes.push(part.change);
      if (part.done && part.change.next !== part.change.file.text) done.push(part.done);
    }
  }
  return { file, changes, done };
}

/** The settings side of an install alone, without copying the runtime: what the install property tests exercise. */
export async function installSettings(surface: Surface, options: InstallOptions, out: Output): Promise<void> {
  const { changes } = await plan(surface, options, out, { status: 'up to date', untrusted: false });
  await apply(changes, { dryRun: false, env: surface.where.env }, out);
}

export async function install(surface: Surface, options: InstallOptions, out: Output): Promise<Installed> {
  const { harness } = surface;
  // A shared file gets no per-user path, and no command the project itself could supply.
  if (surface.command.refusal) throw new Refusal(surface.command.refusal);
  const result: Installed = { status: 'up to date', untrusted: false };
  const { file, changes, done } = await plan(surface, options, out, result);
  const former = await formerRegistrations(surface, true);
  // Entries with this user's paths an earlier version left in a shared file: moved out, not owned.
  const moved: Change[] = former
    .filter((each) => each.removed > 0)
    .map((each) => ({ file: each.file, next: each.next, owner: each.file.real ?? each.file.path, record: 'none' }));
  out.out(cliText.install.form.chose(surface.path, surface.command.why));
  // A personal file is kept out of git before it is written, so no `git add -A` in between can pick it up.
  const personal = async (dryRun: boolean) => {
    const line =
      surface.scope === 'project' && harness.personalProjectFile ? await keepOutOfGit(surface.path, surface.where.env, dryRun) : undefined;
    if (line) out.out(line);
  };

  // The PATH form runs whichever waymark the machine has: no runtime copy to make.
  const runtimeCopy = (dryRun: boolean) =>
    surface.command.form === 'path' ? Promise.resolve([]) : materialise(SOURCE_HOME, surface.waymarkHome, dryRun);
  if (options.dryRun) {
    const runtime = await runtimeCopy(true);
    await personal(true);
    const pending = await apply([...changes, ...moved], { dryRun: true, env: surface.where.env }, out);
    if (runtime.length > 0) out.out(cliText.install.wouldCopy(surface.waymarkHome, runtime.length));
    const none = pending.length === 0 && runtime.length === 0;
    if (none) out.out(cliText.install.upToDate(surface.path));
    return { ...result, status: none ? 'up to date' : 'would change' };
  }

  const copied = await runtimeCopy(false);
  if (copied.length > 0) out.out(cliText.install.copied(surface.waymarkHome, copied.length));
  await personal(false);
  const pending = await apply([...changes, ...moved], { dryRun: false, env: surface.where.env }, out);
  for (const each of former.filter((change) => change.removed > 0)) out.out(cliText.install.form.moved(each.file.path, each.removed));
  for (const change of former.filter((each) => each.team)) out.out(cliText.install.form.teamToo(change.file.path, harness.id));
  out.out(
    pending.some((change) => change.file === file)
      ? cliText.install.registered(harness.vendor, surface.path)
      : cliText.install.upToDate(surface.path),
  );
  for (const line of done) out.out(line);
  for (const note of harness.notes(surface.scope, surface.where)) out.out(note);
  return { ...result, status: pending.length > 0 || copied.length > 0 ? 'installed' : 'up to date' };
}
