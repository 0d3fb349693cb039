import { readdir, readFile, rm } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import type { Env } from '../../edge/env.js';
import type { AnyHarness, Scope } from '../harnesses/harness.js';
import { DESCRIPTORS } from '../harnesses/index.js';
import { listRecords } from '../files/installRecord.js';
import { runtimeHome } from '../files/runtimeHome.js';
import { whereOf } from './surface.js';

// Which registrations this user has, in every project: read back from the install records
// (src/install/files/installRecord.ts), which name each file install wrote. A settings file's path
// says its harness, scope and project (each descriptor's `settingsPath`), so records that earlier
// versions kept count too. `upgrade` refreshes them; the runtime copies none of them names go.

export interface Registration {
  harness: AnyHarness;
  scope: Scope;
  project: string;
  path: string;
  /** A companion was recorded with it (Codex trust, installed with --trust). */
  trusted: boolean;
}

const MARK = join(resolve('/'), '\u0000project\u0000');

/** The harness, scope and project a registration file belongs to, when it is one of waymark's surfaces. */
export function registrationOf(path: string, env: Env): Omit<Registration, 'path' | 'trusted'> | undefined {
  const { where } = whereOf({ project: MARK, env });
  for (const harness of DESCRIPTORS) {
    if (harness.settingsPath('user', where) === path) return { harness, scope: 'user', project: where.home };
    const template = harness.settingsPath('project', where);
    if (!template.startsWith(MARK)) continue;
    const rest = template.slice(MARK.length);
    if (path.endsWith(rest) && path.length > rest.length)
      return { harness, scope: 'project', project: path.slice(0, path.length - rest.length) };
  }
  return undefined;
}

/** Registrations whose file names a runtime copy other than this version's: an upgrade left them behind. */
export async function staleRegistrations(registrations: readonly Registration[]): Promise<Registration[]> {
  const current = runtimeHome();
  const root = runtimeRoot();
  const out: Registration[] = [];
  for (const each of registrations) {
    const text = await readFile(each.path, 'utf8').catch(() => '');
    if (text.includes(root) && !text.includes(current)) out.push(each);
  }
  return out;
}

/** Every registration the records name, each once. */
export async function recordedRegistrations(env: Env): Promise<Registration[]> {
  const seen = new Set<string>();
  const out: Registration[] = [];
  const records = await listRecords(env);
  const companions = new Set(records.filter((record) => record.path !== record.owner).map((record) => record.owner));
  for (const record of records) {
    // A companion's record (config.toml) belongs to its settings file's.
    if (record.path !== record.owner || seen.has(record.path)) continue;
    const of = registrationOf(record.path, env);
    if (!of) continue;
    seen.add(record.path);
    out.push({ ...of, path: record.path, trusted: companions.has(record.path) });
  }
  return out.sort((a, b) => (a.path < b.path ? -1 : 1));
}

/** Where every version's runtime copy lives. */
export const runtimeRoot = (): string => dirname(runtimeHome());

/**
 * The runtime copies no registration uses: neither a recorded one nor any user-scope file (which
 * a state dir that was cleared would no longer record).
 */
export async function unusedRuntimes(
  env: Env,
  registrations: readonly Registration[],
  options: { keepCurrent: boolean },
): Promise<string[]> {
  const root = runtimeRoot();
  const versions = await readdir(root).catch(() => [] as string[]);
  if (versions.length === 0) return [];
  const { where } = whereOf({ project: where0(env), env });
  const files = new Set([...registrations.map((each) => each.path), ...DESCRIPTORS.map((harness) => harness.settingsPath('user', where))]);
  const texts = await Promise.all([...files].map((file) => readFile(file, 'utf8').catch(() => '')));
  const used = (dir: string) => texts.some((text) => text.includes(dir) || text.includes(JSON.stringify(dir).slice(1, -1)));
  // install and upgrade keep this version's copy: a registration whose record could not be kept may use it.
  return versions.map((version) => join(root, version)).filter((dir) => !used(dir) && !(options.keepCurrent && dir === runtimeHome()));
}

const where0 = (env: Env) => env.HOME ?? '/';

export async function removeRuntimes(dirs: readonly string[]): Promise<void> {
  for (const dir of dirs) await rm(dir, { recursive: true, force: true });
}

/** Whether any runtime copy is left (one a registration without a record still uses). */
export async function anyRuntime(): Promise<boolean> {
  return (await readdir(runtimeRoot()).catch(() => [] as string[])).length > 0;
}
