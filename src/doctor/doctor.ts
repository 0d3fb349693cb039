import { spawnSync } from 'node:child_process';
import { lstatSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import envPaths from 'env-paths';
import { version } from '../../package.json';
import { adviceLogFile, adviceLogOn } from '../adviceLog/appendAdvice.js';
import { readAdvice } from '../adviceLog/readAdvice.js';
import { PROJECT_CONFIG, userConfigFile, type ConfigProblem } from '../config/config.js';
import { configReport } from '../cli/report.js';
import type { Scope } from '../install/harnesses/harness.js';
import { onPath } from '../install/files/onPath.js';
import { SELECTABLE } from '../install/harnesses/select.js';
import { verifyHarness } from '../install/surfaces/kinds.js';
import type { SurfaceReport } from '../install/surfaces/verify.js';
import { withFixes, type Checked } from '../install/report/verifyReport.js';
import { now } from '../quiet/clock.js';
import { isExpired, readSilences } from '../quiet/silences.js';
import type { Env } from '../edge/env.js';
import { stateDir } from '../state/state.js';

// `waymark doctor`: one look at everything that decides whether advice reaches the model. Returns
// values only; the command renders them (src/cli/commands/doctorCommand.ts) and docs/doctor.md
// documents the JSON.

export interface PathReport {
  harness: string;
  /** How the harness starts its hooks: `inherited` (its own environment) or `login shell` (Codex: $SHELL -lc). */
  how: 'inherited' | 'login shell';
  PATH: string;
  /** The `waymark` a shared registration runs from that PATH, or null. */
  waymark: string | null;
  /** Its `--version`, or null when it did not answer. */
  version: string | null;
}

export interface DoctorReport {
  version: string;
  /** True when nothing needs the user's attention (warnings may remain). */
  ok: boolean;
  problems: string[];
  warnings: string[];
  install: Checked[];
  paths: PathReport[];
  config: { user: string; project: string; problems: ConfigProblem[] };
  runtimes: { installed: string; copies: string[]; registered: Array<{ path: string; versions: string[] }> };
  state: { dir: string; exists: boolean; mode: string | null; private: boolean; bytes: number; files: number };
  log: { file: string; on: boolean; bytes: number; entries: number; last: string | null };
  silences: { active: number; expired: number };
}

export interface DoctorOptions {
  project: string;
  env: Env;
  /** Told each surface before verify runs its registrations. */
  progress?: (line: string) => void;
}

const MAX_FILES = 10_000;

export async function doctor(options: DoctorOptions): Promise<DoctorReport> {
  const { project, env } = options;
  const problems: string[] = [];
  const warnings: string[] = [];

  const reports: SurfaceReport[] = [];
  for (const harness of SELECTABLE) {
    for (const scope of ['project', 'user'] as Scope[]) {
      options.progress?.(`${harness.id} (${scope})`);
      const report = await verifyHarness(harness, scope, { project, env });
      if (report.status !== 'missing') reports.push(report);
    }
  }
  const install = withFixes(reports);
  for (const report of install)
    if (report.status !== 'registered')
      problems.push(`${report.harness} (${report.scope}): ${report.status}${report.fix ? ` - ${report.fix}` : ''}`);
  if (install.length === 0) warnings.push('waymark is registered in no harness: `waymark install --all`');

  const runtimes = runtimeReport(install);
  const installedIds = new Set(install.map((report) => report.harness));
  const paths = SELECTABLE.filter((harness) => installedIds.has(harness.id)).map((harness) => pathOf(harness.id, env));
  // Only a registration without a per-version copy (the shared form) runs `waymark` from PATH.
  const fromPath = new Set(
    install
      .filter((report) => runtimes.registered.find((each) => each.path === report.path)?.versions.length === 0)
      .map((report) => report.harness),
  );
  for (const path of paths)
    if (path.waymark === null && fromPath.has(path.harness))
      warnings.push(`${path.harness}: no \`waymark\` on the PATH it runs hooks with; a shared (team) registration stays silent there`);
  for (const path of paths)
    if (path.version !== null && path.version !== version)
      problems.push(`${path.harness}: the \`waymark\` on its PATH is ${path.version}, this is ${version}: upgrade one of them`);

  const configProblems = configReport(project);
  for (const problem of configProblems) (problem.warning ? warnings : problems).push(`${problem.file}: ${problem.problem}`);

  for (const each of runtimes.registered) {
    const old = each.versions.filter((v) => v !== version);
    if (old.length > 0)
      problems.push(`${each.path} runs waymark ${old.join(', ')}, this is ${version}: \`waymark doctor --fix\` re-registers it`);
  }

  const dir = stateDir(env);
  const state = stateReport(dir);
  if (state.exists && !state.private)
    problems.push(`${dir} is mode ${state.mode}: it must be 0700 (\`chmod 700 ${dir}\`, or \`waymark doctor --fix\`)`);

  const entries = readAdvice(dir);
  const logFile = adviceLogFile(dir);
  const log = {
    file: logFile,
    on: adviceLogOn(env),
    bytes: sizeOf(logFile) + sizeOf(`${logFile}.1`),
    entries: entries.length,
    last: entries.at(-1)?.time ?? null,
  };
  const at = now(env);
  const all = readSilences(dir);
  const silences = { active: all.filter((each) => !isExpired(each, at)).length, expired: all.filter((each) => isExpired(each, at)).length };
  if (silences.expired > 0)
    warnings.push(`${silences.expired} expired silence${silences.expired === 1 ? '' : 's'} to prune: \`waymark doctor --fix\``);

  return {
    version,
    ok: problems.length === 0,
    problems,
    warnings,
    install,
    paths,
    config: { user: userConfigFile(), project: join(project, PROJECT_CONFIG), problems: configProblems },
    runtimes,
    state,
    log,
    silences,
  };
}

/** The PATH a harness runs its hooks with, and the `waymark` found on it. */
function pathOf(harness: string, env: Env): PathReport {
  let how: PathReport['how'] = 'inherited';
  let PATH = env.PATH ?? '';
  // Codex runs hooks in a login shell, whose profile may set another PATH (docs/vendors/codex.md).
  if (harness === 'codex' && process.platform !== 'win32') {
    how = 'login shell';
    const shell = env.SHELL || '/bin/sh';
    const result = spawnSync(shell, ['-lc', 'printf %s "$PATH"'], { env: { ...env }, encoding: 'utf8', timeout: 5000 });
    if (result.status === 0 && result.stdout) PATH = result.stdout;
  }
  const waymark = onPath('waymark', { ...env, PATH }, process.platform) ?? null;
  let found: string | null = null;
  if (waymark) {
    const result = spawnSync(waymark, ['--version'], { env: { ...env, PATH }, encoding: 'utf8', timeout: 10_000 });
    found = result.status === 0 ? result.stdout.trim() || null : null;
  }
  return { harness, how, PATH, waymark, version: found };
}

/** The per-version runtime copies, and which versions each registered file runs. */
function runtimeReport(install: readonly Checked[]): DoctorReport['runtimes'] {
  const base = join(envPaths('waymark', { suffix: '' }).data, 'runtime');
  let copies: string[] = [];
  try {
    copies = readdirSync(base).sort();
  } catch {
    copies = [];
  }
  const registered = [...new Set(install.map((report) => report.path))].map((path) => {
    let text = '';
    try {
      text = readFileSync(path, 'utf8').slice(0, 1024 * 1024);
    } catch {
      text = '';
    }
    const versions = [...new Set([...text.matchAll(/runtime[\\/]+([0-9][^\\/"'\s]*)[\\/]+/g)].map((match) => match[1]!))];
    return { path, versions };
  });
  return { installed: version, copies, registered };
}

function stateReport(dir: string): DoctorReport['state'] {
  const stat = lstatSync(dir, { throwIfNoEntry: false });
  if (!stat) return { dir, exists: false, mode: null, private: true, bytes: 0, files: 0 };
  const mode = (stat.mode & 0o777).toString(8).padStart(4, '0');
  let bytes = 0;
  let files = 0;
  const walk = (at: string, depth: number) => {
    if (depth > 4 || files >= MAX_FILES) return;
    for (const entry of readdirSync(at, { withFileTypes: true })) {
      const path = join(at, entry.name);
      if (entry.isDirectory()) walk(path, depth + 1);
      else if (entry.isFile()) {
        files++;
        bytes += sizeOf(path);
      }
    }
  };
  try {
    walk(dir, 0);
  } catch {
    // An unreadable corner: the totals are what could be read.
  }
  return { dir, exists: true, mode, private: stat.isDirectory() && (stat.mode & 0o077) === 0, bytes, files };
}

function sizeOf(path: string): number {
  return lstatSync(path, { throwIfNoEntry: false })?.size ?? 0;
}
