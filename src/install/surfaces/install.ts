import { join } from 'node:path';
import { text, cliText } from '../../text.js';
import { stateDir } from '../../state/state.js';
import { decode } from '../files/bytes.js';
import { codexTrustEntries, projectTrusted, trustEdit, untrusted } from './codexTrust.js';
import { codexHome } from '../harnesses/codex.js';
import { nextRecord, readRecord, writeRecord } from '../files/installRecord.js';
import { keepOutOfGit } from '../files/gitIgnored.js';
import { formerRegistrations } from './former.js';
import { installEdits } from '../files/merge.js';
import { materialise } from '../files/runtimeHome.js';
import { readSettings, Refusal, writeSettings, type SettingsFile } from '../files/settingsFile.js';
import { desiredEntries, loadLibrary, SOURCE_HOME, type Surface } from './surface.js';
import type { Undo } from '../files/undo.js';
import { unifiedDiff } from '../files/unifiedDiff.js';

export interface Output {
  out(line: string): void;
}

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

/** A planned write: nothing is written until every file of the install has been checked. */
interface Change {
  file: SettingsFile;
  next: string;
  edit: { added: Undo[]; removed: Undo[] };
  /** The real path of the settings file this change belongs to (the record's owner). */
  owner: string;
}

/** Codex's trust side of an install: the config.toml change, and what to tell the user. */
async function codexTrust(surface: Surface, file: SettingsFile, next: string, options: InstallOptions, out: Output, result: Installed): Promise<Change | undefined> {
  const { harness, where } = surface;
  // config.toml is TOML: only its type and mode are checked here; trustEdit parses it.
  const config = await readSettings(join(codexHome(where), 'config.toml'), options.trust, false);
  const entries = codexTrustEntries(surface.path, next, harness.template, harness.contract);
  if (surface.scope === 'project' && !projectTrusted(config.text ?? '', where.project)) {
    out.out(cliText.install.codexProjectUntrusted(where.project));
    result.untrusted = true;
  }
  if (!options.trust) {
    if (untrusted(config.text ?? '', entries).length > 0) {
      out.out(cliText.install.codexTrustHint(options.trustCommand));
      result.untrusted = true;
    }
    return undefined;
  }
  const edit = trustEdit(config.text ?? '', entries);
  if (!edit.ok) throw new Refusal(cliText.install.codexTrustRefused(config.path, edit.problem));
  return { file: config, next: edit.text, edit: { added: edit.edits, removed: [] }, owner: file.real ?? file.path };
}

/** What install would write, checked: the settings file, and for Codex with --trust, config.toml. */
async function plan(surface: Surface, options: InstallOptions, out: Output, result: Installed): Promise<{ file: SettingsFile; pending: Change[] }> {
  const { harness } = surface;
  const file = await readSettings(surface.path, true);
  const edit = installEdits(file.text, harness.template, harness.contract, desiredEntries(surface, loadLibrary()), surface.path);
  const changes: Change[] = [{ file, next: edit.text, edit, owner: file.real ?? file.path }];
  if (harness.id === 'codex') {
    const trust = await codexTrust(surface, file, edit.text, options, out, result);
    if (trust) changes.push(trust);
  }
  return { file, pending: changes.filter((change) => change.next !== change.file.text) };
}

/** Writes one change and records what it did, so uninstall can take back exactly that. */
async function commit(surface: Surface, change: Change, out: Output): Promise<void> {
  const env = surface.where.env;
  const path = change.file.real ?? change.file.path;
  const previous = await readRecord(env, path, change.owner);
  const dirs = await writeSettings(change.file, change.next);
  const record = nextRecord(previous, change.file.text, change.next, change.edit, { path, owner: change.owner, dirs });
  if (!(await writeRecord(env, record))) out.out(cliText.install.notRecorded(change.file.path, stateDir(env)));
}

/** The settings side of an install alone, without copying the runtime: what the install property tests exercise. */
export async function installSettings(surface: Surface, options: InstallOptions, out: Output): Promise<void> {
  const { pending } = await plan(surface, options, out, { status: 'up to date', untrusted: false });
  for (const change of pending) await commit(surface, change, out);
}

export async function install(surface: Surface, options: InstallOptions, out: Output): Promise<Installed> {
  const { harness } = surface;
  // A shared file gets no per-user path, and no command the project itself could supply.
  if (surface.command.refusal) throw new Refusal(surface.command.refusal);
  const result: Installed = { status: 'up to date', untrusted: false };
  const { file, pending } = await plan(surface, options, out, result);
  const former = await formerRegistrations(surface, true);
  const moved = former.filter((change) => change.removed > 0);
  out.out(cliText.install.form.chose(surface.path, surface.command.why));
  // A personal file is kept out of git before it is written, so no `git add -A` in between can pick it up.
  const personal = async (dryRun: boolean) => {
    const line = surface.scope === 'project' && harness.personalProjectFile ? await keepOutOfGit(surface.path, surface.where.env, dryRun) : undefined;
    if (line) out.out(line);
  };

  // The PATH form runs whichever waymark the machine has: no runtime copy to make.
  const runtimeCopy = (dryRun: boolean) => (surface.command.form === 'path' ? Promise.resolve([]) : materialise(SOURCE_HOME, surface.waymarkHome, dryRun));
  if (options.dryRun) {
    const runtime = await runtimeCopy(true);
    await personal(true);
    for (const change of [...pending, ...moved]) out.out(unifiedDiff(change.file.path, change.file.text === undefined ? undefined : decode(change.file.text), decode(change.next)).trimEnd());
    if (runtime.length > 0) out.out(cliText.install.wouldCopy(surface.waymarkHome, runtime.length));
    const none = pending.length === 0 && moved.length === 0 && runtime.length === 0;
    if (none) out.out(cliText.install.upToDate(surface.path));
    return { ...result, status: none ? 'up to date' : 'would change' };
  }

  const copied = await runtimeCopy(false);
  if (copied.length > 0) out.out(cliText.install.copied(surface.waymarkHome, copied.length));
  await personal(false);
  for (const change of pending) await commit(surface, change, out);
  for (const change of moved) {
    await writeSettings(change.file, change.next);
    out.out(cliText.install.form.moved(change.file.path, change.removed));
  }
  for (const change of former.filter((each) => each.team)) out.out(cliText.install.form.teamToo(change.file.path, harness.id));
  out.out(pending.some((change) => change.file === file) ? cliText.install.registered(harness.vendor, surface.path) : cliText.install.upToDate(surface.path));
  const trust = pending.find((change) => change.file !== file);
  if (trust) out.out(cliText.install.codexTrusted(trust.file.path));
  for (const note of harness.notes(surface.scope, surface.where)) out.out(note);
  return { ...result, status: pending.length > 0 || moved.length > 0 || copied.length > 0 ? 'installed' : 'up to date' };
}
