import { join } from 'node:path';
import { text } from '../text.js';
import { codexTrustEntries, projectTrusted, untrusted, withTrust } from './codexTrust.js';
import { codexHome } from './harnesses/codex.js';
import { withEntries } from './merge.js';
import { materialise } from './runtimeHome.js';
import { readSettings, writeSettings, type SettingsFile } from './settingsFile.js';
import { desiredEntries, loadLibrary, SOURCE_HOME, type Surface } from './surface.js';
import { unifiedDiff } from './unifiedDiff.js';

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
  next: string | undefined;
}

/** Codex's trust side of an install: the config.toml change, and what to tell the user. */
async function codexTrust(surface: Surface, next: string, options: InstallOptions, out: Output, result: Installed): Promise<Change | undefined> {
  const { harness, where } = surface;
  // config.toml is TOML: only its type and mode are checked.
  const config = await readSettings(join(codexHome(where), 'config.toml'), options.trust, false);
  const entries = codexTrustEntries(surface.path, next, harness.template, harness.contract);
  if (surface.scope === 'project' && !projectTrusted(config.text ?? '', where.project)) {
    out.out(text.install.codexProjectUntrusted(where.project));
    result.untrusted = true;
  }
  if (!options.trust) {
    if (untrusted(config.text ?? '', entries).length > 0) {
      out.out(text.install.codexTrustHint(options.trustCommand));
      result.untrusted = true;
    }
    return undefined;
  }
  const toml = withTrust(config.text ?? '', entries);
  if (toml === undefined) throw new Error(text.install.codexTrustUnedited(config.path));
  return { file: config, next: toml };
}

export async function install(surface: Surface, options: InstallOptions, out: Output): Promise<Installed> {
  const { harness } = surface;
  const result: Installed = { status: 'up to date', untrusted: false };
  const file = await readSettings(surface.path, true);
  const next = withEntries(file.text, harness.template, harness.contract, desiredEntries(surface, loadLibrary()), surface.path);
  const changes: Change[] = [{ file, next }];
  if (harness.id === 'codex') {
    const trust = await codexTrust(surface, next, options, out, result);
    if (trust) changes.push(trust);
  }
  const pending = changes.filter((change) => change.next !== change.file.text);

  if (options.dryRun) {
    const runtime = await materialise(SOURCE_HOME, surface.waymarkHome, true);
    for (const change of pending) out.out(unifiedDiff(change.file.path, change.file.text, change.next).trimEnd());
    if (runtime.length > 0) out.out(text.install.wouldCopy(surface.waymarkHome, runtime.length));
    if (pending.length === 0 && runtime.length === 0) out.out(text.install.upToDate(surface.path));
    return { ...result, status: pending.length === 0 && runtime.length === 0 ? 'up to date' : 'would change' };
  }

  const copied = await materialise(SOURCE_HOME, surface.waymarkHome, false);
  if (copied.length > 0) out.out(text.install.copied(surface.waymarkHome, copied.length));
  for (const change of pending) await writeSettings(change.file, change.next);
  out.out(pending.some((change) => change.file === file) ? text.install.registered(harness.vendor, surface.path) : text.install.upToDate(surface.path));
  if (pending.some((change) => change.file !== file)) out.out(text.install.codexTrusted(changes[1]!.file.path));
  for (const note of harness.notes(surface.scope, surface.where)) out.out(note);
  return { ...result, status: pending.length > 0 || copied.length > 0 ? 'installed' : 'up to date' };
}
