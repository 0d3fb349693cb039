import { join } from 'node:path';
import { text } from '../text.js';
import { stateDir } from '../state/state.js';
import { decode } from './bytes.js';
import { codexTrustEntries, projectTrusted, trustEdit, untrusted } from './codexTrust.js';
import { codexHome } from './harnesses/codex.js';
import { nextRecord, readRecord, writeRecord } from './installRecord.js';
import { installEdits } from './merge.js';
import { materialise } from './runtimeHome.js';
import { readSettings, Refusal, writeSettings, type SettingsFile } from './settingsFile.js';
import { desiredEntries, loadLibrary, SOURCE_HOME, type Surface } from './surface.js';
import type { Undo } from './undo.js';
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
  const edit = trustEdit(config.text ?? '', entries);
  if (!edit.ok) throw new Refusal(text.install.codexTrustRefused(config.path, edit.problem));
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
  if (!(await writeRecord(env, record))) out.out(text.install.notRecorded(change.file.path, stateDir(env)));
}

/** The settings side of an install alone, without copying the runtime: what the install property tests exercise. */
export async function installSettings(surface: Surface, options: InstallOptions, out: Output): Promise<void> {
  const { pending } = await plan(surface, options, out, { status: 'up to date', untrusted: false });
  for (const change of pending) await commit(surface, change, out);
}

export async function install(surface: Surface, options: InstallOptions, out: Output): Promise<Installed> {
  const { harness } = surface;
  const result: Installed = { status: 'up to date', untrusted: false };
  const { file, pending } = await plan(surface, options, out, result);

  if (options.dryRun) {
    const runtime = await materialise(SOURCE_HOME, surface.waymarkHome, true);
    for (const change of pending) out.out(unifiedDiff(change.file.path, change.file.text === undefined ? undefined : decode(change.file.text), decode(change.next)).trimEnd());
    if (runtime.length > 0) out.out(text.install.wouldCopy(surface.waymarkHome, runtime.length));
    if (pending.length === 0 && runtime.length === 0) out.out(text.install.upToDate(surface.path));
    return { ...result, status: pending.length === 0 && runtime.length === 0 ? 'up to date' : 'would change' };
  }

  const copied = await materialise(SOURCE_HOME, surface.waymarkHome, false);
  if (copied.length > 0) out.out(text.install.copied(surface.waymarkHome, copied.length));
  for (const change of pending) await commit(surface, change, out);
  out.out(pending.some((change) => change.file === file) ? text.install.registered(harness.vendor, surface.path) : text.install.upToDate(surface.path));
  const trust = pending.find((change) => change.file !== file);
  if (trust) out.out(text.install.codexTrusted(trust.file.path));
  for (const note of harness.notes(surface.scope, surface.where)) out.out(note);
  return { ...result, status: pending.length > 0 || copied.length > 0 ? 'installed' : 'up to date' };
}
