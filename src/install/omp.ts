import { access } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { text, cliText } from '../text.js';
import { decode, encode } from './bytes.js';
import type { Scope, Where } from './harness.js';
import type { Installed, Output } from './install.js';
import { keepOutOfGit } from './gitIgnored.js';
import { deleteRecord, nextRecord, readRecord, removeDirs, takeBack, writeRecord } from './installRecord.js';
import { materialise } from './runtimeHome.js';
import { readSettings, writeSettings } from './settingsFile.js';
import { SOURCE_HOME, whereOf } from './surface.js';
import { unifiedDiff } from './unifiedDiff.js';
import type { SurfaceReport } from './verify.js';

// oh-my-pi runs no command hooks: it imports every `*.js` in its extensions dirs (docs/harnesses/omp.md).
// waymark's entry is one file, `waymark.js`, a one-line shim re-exporting the runtime copy of
// `dist/omp.js`: the bundle finds its messages next to its own `dist/`, and no waymark code lands
// in the project (DESIGN §2, invariant 6).

export const OMP = { id: 'omp', vendor: 'oh-my-pi' } as const;
export type Omp = typeof OMP;

export const isOmp = (harness: { id: string }): harness is Omp => harness.id === OMP.id;

export interface OmpSurface {
  scope: Scope;
  where: Where;
  /** The shim's path. */
  path: string;
  waymarkHome: string;
}

/** Where OMP looks for extensions at each scope (docs/vendors/omp.md#settings-files-and-scopes [source]). */
export function ompShimPath(scope: Scope, { project, home, env }: Where): string {
  // Only the cwd's `.omp` is read for the project; `PI_CONFIG_DIR` replaces `.omp` for the agent dir.
  if (scope === 'project') return join(project, '.omp', 'extensions', 'waymark.js');
  return join(resolve(home, env.PI_CONFIG_DIR || '.omp'), 'agent', 'extensions', 'waymark.js');
}

export function ompSurface(scope: Scope, options: Parameters<typeof whereOf>[0]): OmpSurface {
  const { where, waymarkHome } = whereOf(options);
  return { scope, where, path: ompShimPath(scope, where), waymarkHome };
}

/** The shim's bytes, as a byte string (src/install/bytes.ts). */
export function shimText(waymarkHome: string): string {
  return encode(`export { default } from ${JSON.stringify(join(waymarkHome, 'dist', 'omp.js'))};\n`);
}

/** The module a shim re-exports when the file is waymark's own shim; undefined for anything else. */
export function shimTarget(source: string): string | undefined {
  const quoted = /^export \{ default \} from ("(?:[^"\\\n]|\\.)*");?\s*$/.exec(source)?.[1];
  if (!quoted) return undefined;
  let target: string;
  try {
    target = JSON.parse(decode(quoted)) as string;
  } catch {
    return undefined;
  }
  return /[\\/]dist[\\/]omp\.js$/.test(target) ? target : undefined;
}

const exists = (path: string) => access(path).then(() => true, () => false);

export async function installOmp(surface: OmpSurface, dryRun: boolean, out: Output): Promise<Installed> {
  const file = await readSettings(surface.path, true, false);
  if (file.text !== undefined && shimTarget(file.text) === undefined) throw new Error(cliText.install.ompNotOurs(surface.path));
  const next = shimText(surface.waymarkHome);
  const runtime = await materialise(SOURCE_HOME, surface.waymarkHome, dryRun);
  // The shim holds this user's runtime path, and oh-my-pi has no other way in: at project scope it
  // is kept out of git like a personal file, before it is written (issue 13, item 6).
  if (surface.scope === 'project') {
    out.out(cliText.install.form.chose(surface.path, cliText.install.form.ompShim));
    const line = await keepOutOfGit(surface.path, surface.where.env, dryRun);
    if (line) out.out(line);
  }
  if (dryRun) {
    if (file.text !== next) out.out(unifiedDiff(surface.path, file.text === undefined ? undefined : decode(file.text), decode(next)).trimEnd());
    if (runtime.length > 0) out.out(cliText.install.wouldCopy(surface.waymarkHome, runtime.length));
    if (file.text === next && runtime.length === 0) out.out(cliText.install.upToDate(surface.path));
    return { status: file.text === next && runtime.length === 0 ? 'up to date' : 'would change', untrusted: false };
  }
  if (runtime.length > 0) out.out(cliText.install.copied(surface.waymarkHome, runtime.length));
  if (file.text === next) out.out(cliText.install.upToDate(surface.path));
  else {
    const dirs = await writeSettings({ ...file, mode: file.mode ?? 0o644 }, next);
    const path = file.real ?? file.path;
    const previous = await readRecord(surface.where.env, path, path);
    // The record only says whether install made the shim and its directories: uninstall removes those.
    await writeRecord(surface.where.env, nextRecord(previous, file.text, next, { added: [], removed: [] }, { path, owner: path, dirs }));
    out.out(cliText.install.registered(OMP.vendor, surface.path));
  }
  const other = ompShimPath(surface.scope === 'project' ? 'user' : 'project', surface.where);
  if (await ours(other)) out.out(cliText.install.ompBothScopes(other));
  return { status: file.text === next && runtime.length === 0 ? 'up to date' : 'installed', untrusted: false };
}

async function ours(path: string): Promise<boolean> {
  const file = await readSettings(path, false, false).catch(() => undefined);
  return file?.text !== undefined && shimTarget(file.text) !== undefined;
}

export async function verifyOmp(surface: OmpSurface): Promise<SurfaceReport> {
  const base = { harness: OMP.id, scope: surface.scope, path: surface.path };
  let file;
  try {
    file = await readSettings(surface.path, false, false);
  } catch (error) {
    return { ...base, status: 'unreadable', detail: (error as Error).message, entries: [] };
  }
  if (file.text === undefined) return { ...base, status: 'missing', entries: [] };
  const target = shimTarget(file.text);
  const entry = (status: SurfaceReport['status'], detail: string): SurfaceReport => ({ ...base, status, entries: [{ event: 'extension', status, detail }] });
  if (target === undefined) return entry('missing', cliText.install.ompNotOurs(surface.path));
  if (!(await exists(target))) return entry('stale', cliText.install.ompTargetMissing(target));
  if (file.text !== shimText(surface.waymarkHome)) return entry('stale', cliText.install.renderedFor(target));
  const report = entry('registered', target);
  const other = ompShimPath(surface.scope === 'project' ? 'user' : 'project', surface.where);
  return (await ours(other)) ? { ...report, detail: cliText.install.ompBothScopes(other) } : report;
}

/** Deletes the shim only when it is waymark's; returns false when the file could not be read. */
export async function uninstallOmp(surface: OmpSurface, dryRun: boolean, out: Output): Promise<boolean> {
  let file;
  try {
    file = await readSettings(surface.path, true, false);
  } catch (error) {
    out.out(cliText.install.skipped(surface.path, error));
    return false;
  }
  if (file.text === undefined || shimTarget(file.text) === undefined) {
    out.out(file.text === undefined ? cliText.install.nothingThere(surface.path) : cliText.install.ompNotOurs(surface.path));
    return true;
  }
  if (dryRun) out.out(unifiedDiff(surface.path, decode(file.text), undefined).trimEnd());
  else {
    const path = file.real ?? file.path;
    const record = await readRecord(surface.where.env, path, path);
    await writeSettings(file, undefined);
    if (record?.created && takeBack(record, file.text)) await removeDirs(record.dirs);
    await deleteRecord(surface.where.env, path, path);
    out.out(cliText.install.deleted(surface.path, 1));
  }
  return true;
}
