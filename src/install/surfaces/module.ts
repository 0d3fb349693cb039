import { readFileSync } from 'node:fs';
import { access, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { WAYMARK_HOME } from '../../home.js';
import { cliText } from '../../text.js';
import { childProcess } from '../files/childProcess.js';
import { commandForm } from './commandForm.js';
import { decode, encode } from '../files/bytes.js';
import type { ModuleHarness, Scope, Where } from '../harnesses/harness.js';
import type { Installed } from './install.js';
import { apply, type Change, type Output } from '../files/transaction.js';
import { ensureNotIgnored, forgetExcluded, ignoredBy } from '../files/gitIgnored.js';
import { readRecord, takeBack } from '../files/installRecord.js';
import { materialise } from '../files/runtimeHome.js';
import { readSettings, type SettingsFile } from '../files/settingsFile.js';
import { SOURCE_HOME, whereOf } from './surface.js';
import type { SurfaceReport } from './verify.js';

// oh-my-pi runs no command hooks: it imports every `*.js` in its extensions dirs (docs/harnesses/omp.md).
// waymark's entry is one file, `waymark.js`. In the user's agent dir it is a one-line shim
// re-exporting the runtime copy of `dist/omp.js`. In a project it is the portable shim of
// templates/omp.js: oh-my-pi's discovery skips every file git ignores (docs/vendors/omp.md), so the
// project shim must not be git-ignored, so the team may commit it, so it names no path of one
// user's: like a shared `waymark dispatch` command it loads the waymark on PATH, and is silent
// without one. No waymark code lands in the project either way (DESIGN §2, invariant 6).

export interface ModuleSurface {
  harness: ModuleHarness;
  scope: Scope;
  where: Where;
  /** The shim's path. */
  path: string;
  waymarkHome: string;
}

/** The project shim: templates/<module>, as a byte string. */
export function portableShim(harness: ModuleHarness): string {
  return encode(readFileSync(join(WAYMARK_HOME, 'templates', harness.module.template), 'utf8'));
}

const SIGNATURE = '// waymark for oh-my-pi: written by `waymark install --harness omp`';

/** Whether a file is waymark's shim: the one-line form naming a runtime copy, or the portable one (any version of it). */
export function isShim(source: string): boolean {
  return shimTarget(source) !== undefined || source.startsWith(SIGNATURE);
}

/** The shim this scope gets. */
export function shimFor(surface: ModuleSurface): string {
  return surface.scope === 'project' ? portableShim(surface.harness) : shimText(surface.waymarkHome, surface.harness.module.entry);
}

export function moduleSurface(harness: ModuleHarness, scope: Scope, options: Parameters<typeof whereOf>[0]): ModuleSurface {
  const { where, waymarkHome } = whereOf(options);
  return { harness, scope, where, path: harness.settingsPath(scope, where), waymarkHome };
}

/** The shim's bytes, as a byte string (src/install/files/bytes.ts). */
export function shimText(waymarkHome: string, entry = join('dist', 'omp.js')): string {
  return encode(`export { default } from ${JSON.stringify(join(waymarkHome, entry))};\n`);
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

const exists = (path: string) =>
  access(path).then(
    () => true,
    () => false,
  );

export async function installModule(surface: ModuleSurface, dryRun: boolean, out: Output): Promise<Installed> {
  const { harness } = surface;
  const file = await readSettings(surface.path, true, false);
  if (file.text !== undefined && !isShim(file.text)) throw new Error(cliText.install.ompNotOurs(surface.path));
  const project = surface.scope === 'project';
  // The project shim loads the waymark on PATH: the same rule as a shared command file.
  const form = project ? commandForm(harness, 'project', surface.where) : undefined;
  if (form?.refusal) throw new Error(form.refusal);
  const next = shimFor(surface);
  const runtime = project ? [] : await materialise(SOURCE_HOME, surface.waymarkHome, dryRun);
  if (project) {
    out.out(cliText.install.form.chose(surface.path, cliText.install.form.ompShim));
    // Earlier versions kept the shim out of git, which hides it from oh-my-pi's discovery.
    for (const line of await ensureNotIgnored(surface.path, surface.where.env, dryRun)) out.out(line);
  }
  if (runtime.length > 0)
    out.out(
      dryRun ? cliText.install.wouldCopy(surface.waymarkHome, runtime.length) : cliText.install.copied(surface.waymarkHome, runtime.length),
    );
  // The record only says whether install made the shim and its directories: uninstall removes those.
  const change: Change = {
    file: { ...file, mode: file.mode ?? 0o644 },
    next,
    owner: file.real ?? file.path,
    record: { edit: { added: [], removed: [] } },
  };
  const pending = await apply([change], { dryRun, env: surface.where.env }, out);
  if (pending.length === 0) out.out(cliText.install.upToDate(surface.path));
  else if (!dryRun) out.out(cliText.install.registered(harness.vendor, surface.path));
  const changed = pending.length > 0 || runtime.length > 0;
  return { status: !changed ? 'up to date' : dryRun ? 'would change' : 'installed', untrusted: false };
}

export async function verifyModule(surface: ModuleSurface): Promise<SurfaceReport> {
  const base = { harness: surface.harness.id, scope: surface.scope, path: surface.path };
  let file: SettingsFile;
  try {
    file = await readSettings(surface.path, false, false);
  } catch (error) {
    return { ...base, status: 'unreadable', detail: (error as Error).message, entries: [] };
  }
  if (file.text === undefined) return { ...base, status: 'missing', entries: [] };
  const target = shimTarget(file.text);
  const entry = (status: SurfaceReport['status'], detail: string): SurfaceReport => ({
    ...base,
    status,
    entries: [{ event: 'extension', status, detail }],
  });
  if (!isShim(file.text)) return entry('missing', cliText.install.ompNotOurs(surface.path));
  if (target !== undefined && !(await exists(target))) return entry('stale', cliText.install.ompTargetMissing(target));
  if (file.text !== shimFor(surface))
    return entry('stale', target === undefined ? cliText.install.differs : cliText.install.renderedFor(target));
  const ignored = await ignoredBy(surface.path, surface.where.env);
  if (ignored) return entry('failed', cliText.install.ompIgnored(surface.path, ignored));
  const loads = target ?? (await shimLoads(surface.path, surface.where));
  if (loads === undefined) return entry('failed', cliText.install.notFoundBy(surface.harness.vendor, cliText.install.ompNotFoundFix));
  return entry('registered', loads);
}

/** Deletes the shim only when it is waymark's; returns false when the file could not be read. */
export async function uninstallModule(surface: ModuleSurface, dryRun: boolean, out: Output): Promise<boolean> {
  let file: SettingsFile;
  try {
    file = await readSettings(surface.path, true, false);
  } catch (error) {
    out.out(cliText.install.skipped(surface.path, error));
    return false;
  }
  if (file.text === undefined || !isShim(file.text)) {
    out.out(file.text === undefined ? cliText.install.nothingThere(surface.path) : cliText.install.ompNotOurs(surface.path));
  } else {
    const path = file.real ?? file.path;
    const record = await readRecord(surface.where.env, path, path);
    const dirs = record?.created && takeBack(record, file.text) ? record.dirs : [];
    await apply([{ file, next: undefined, owner: path, record: 'forget', dirs }], { dryRun, env: surface.where.env }, out);
    if (!dryRun) out.out(cliText.install.deleted(surface.path, 1));
  }
  if (surface.scope === 'project') for (const line of await forgetExcluded(surface.path, surface.where.env, dryRun)) out.out(line);
  return true;
}

/**
 * Which module the project shim loads when oh-my-pi imports it: the shim itself, run by Node in the
 * project with the environment oh-my-pi will have; undefined when it finds no waymark.
 */
export async function shimLoads(shim: string, where: Where): Promise<string | undefined> {
  const scratch = await mkdtemp(join(tmpdir(), 'waymark-verify-omp-'));
  try {
    // A copy named .mjs: the project's package.json may declare CommonJS, which Bun ignores and Node does not.
    const copy = join(scratch, 'shim.mjs');
    await writeFile(copy, readFileSync(shim));
    const probe =
      `import(${JSON.stringify(pathToFileURL(copy).href)}).then((m) => ` +
      `process.stdout.write(JSON.stringify(m.waymarkFound ?? null)), () => process.stdout.write('null'))`;
    const run = childProcess.spawnSync(process.execPath, ['--input-type=module', '-e', probe], {
      cwd: where.project,
      env: { ...where.env },
      encoding: 'utf8',
      timeout: 20_000,
    });
    const found = JSON.parse(run.stdout || 'null') as string | null;
    return found ?? undefined;
  } catch {
    return undefined;
  } finally {
    await rm(scratch, { recursive: true, force: true });
  }
}
