import { spawn, spawnSync } from 'node:child_process';
import { cp, mkdir, mkdtemp, readdir, readFile, rm, stat, symlink } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Driver, Paths } from './driver.js';
import type { MockServer, RecordedRequest } from './mock/server.js';

/** What one waymark hook process received and answered (recorded by tap.cjs). */
export interface Tap {
  argv: string[];
  started: number;
  exitCode: number;
  stdin: string;
  stdout: string;
}

export interface Run {
  harness: Driver['id'];
  registeredBy: 'installer' | 'hand';
  /** Set when WAYMARK_E2E_CONTRACT made a hand registration name another harness's contract. */
  contractOverride?: string;
  paths: Paths;
  requests: RecordedRequest[];
  taps: Tap[];
  exitCode: number | null;
  timedOut: boolean;
  stdout: string;
  stderr: string;
  ms: number;
}

const TIMEOUT_MS = 120_000;
const TAP = join(import.meta.dirname, 'tap.cjs');

/**
 * The real installer registers waymark, as a user would. Hand registration is exploration only:
 * WAYMARK_E2E_CONTRACT=claude shows what a vendor does with another contract's replies.
 */
async function register(driver: Driver, paths: Paths): Promise<Pick<Run, 'registeredBy' | 'contractOverride'>> {
  const override = process.env.WAYMARK_E2E_CONTRACT;
  if (override) {
    const dispatch = join(paths.root, 'dist/dispatch.cjs');
    await driver.registerByHand(paths, (event) => [process.execPath, dispatch, '--contract', override, event]);
    return { registeredBy: 'hand', contractOverride: override === driver.contract ? undefined : override };
  }
  const args = ['install', '--harness', driver.id, '--scope', 'project', '--project', paths.project];
  if (driver.id === 'codex') args.push('--trust');
  const result = spawnSync(process.execPath, [join(paths.root, 'bin/waymark.cjs'), ...args], {
    env: { PATH: `${paths.globalBin}:${process.env.PATH ?? ''}`, HOME: paths.home, CODEX_HOME: join(paths.home, '.codex') },
    encoding: 'utf8',
  });
  if (result.status !== 0) throw new Error(`waymark ${args.join(' ')} failed (${result.status}): ${result.stderr}`);
  return { registeredBy: 'installer' };
}

/** Runs one harness once against its mock: temp HOME and project, registration, headless run. */
export async function runHarness(driver: Driver, root: string, cache: string): Promise<Run> {
  const started = Date.now();
  const base = await mkdtemp(join(tmpdir(), `waymark-e2e-${driver.id}-`));
  const paths: Paths = { home: join(base, 'home'), project: join(base, 'project'), cache, root, globalBin: join(base, 'global-bin') };
  const tapDir = join(base, 'tap');
  for (const dir of [paths.home, paths.project, tapDir, paths.globalBin]) await mkdir(dir, { recursive: true });
  // waymark installed globally, as a user has it: a project install registers `waymark dispatch …`
  // found on PATH in the files a team shares.
  await symlink(join(root, 'bin', 'waymark.cjs'), join(paths.globalBin, 'waymark'));
  // Copilot loads repository hooks from a git repository; harmless for the others.
  spawnSync('git', ['init', '-q', paths.project]);

  const mock: MockServer = await driver.startMock(driver.tools, paths.project);
  try {
    const registration = await register(driver, paths);
    await driver.prepare?.(paths, mock);
    const launch = driver.launch(paths, mock, registration.registeredBy);
    // A fresh environment: nothing of the caller's (API keys, a parent Claude Code session) leaks in.
    const env = {
      PATH: [...(launch.path ?? []), paths.globalBin, process.env.PATH ?? '/usr/bin:/bin'].join(':'),
      HOME: paths.home,
      TMPDIR: tmpdir(),
      LANG: 'C.UTF-8',
      TERM: 'dumb',
      NO_COLOR: '1',
      WAYMARK_HOOK_STATE_DIR: join(base, 'state'),
      WAYMARK_E2E_TAP: tapDir,
      NODE_OPTIONS: `--require ${TAP}`,
      ...launch.env,
    };
    const result = await spawnBounded(launch.command, launch.args, { cwd: paths.project, env });
    const taps: Tap[] = [];
    for (const file of (await readdir(tapDir)).sort()) taps.push(JSON.parse(await readFile(join(tapDir, file), 'utf8')));
    taps.sort((a, b) => a.started - b.started);
    return { harness: driver.id, ...registration, paths, requests: mock.requests, taps, ...result, ms: Date.now() - started };
  } finally {
    await mock.close();
    // WAYMARK_E2E_KEEP_SESSIONS=<dir>: the session files the harness recorded (its .jsonl under the
    // temp HOME), kept for `replay --heeded` to read as each harness really writes them.
    const keep = process.env.WAYMARK_E2E_KEEP_SESSIONS;
    if (keep)
      await cp(paths.home, join(keep, driver.id), {
        recursive: true,
        filter: async (source) => !/node_modules/.test(source) && ((await stat(source)).isDirectory() || source.endsWith('.jsonl')),
      }).catch(() => undefined);
    // Everything worth keeping is in the returned run; Codex alone leaves megabytes of state.
    await rm(base, { recursive: true, force: true });
  }
}

function spawnBounded(command: string, args: string[], options: { cwd: string; env: Record<string, string> }) {
  return new Promise<{ exitCode: number | null; timedOut: boolean; stdout: string; stderr: string }>((resolve) => {
    // Its own process group, so a timeout also ends whatever the harness started.
    const child = spawn(command, args, { ...options, stdio: ['ignore', 'pipe', 'pipe'], detached: true });
    let stdout = '';
    let stderr = '';
    let timedOut = false;
    child.stdout.on('data', (chunk) => (stdout += chunk));
    child.stderr.on('data', (chunk) => (stderr += chunk));
    const timer = setTimeout(() => {
      timedOut = true;
      process.kill(-child.pid!, 'SIGKILL');
    }, TIMEOUT_MS);
    child.on('error', (error) => (stderr += String(error)));
    child.on('close', (exitCode) => {
      clearTimeout(timer);
      resolve({ exitCode, timedOut, stdout, stderr });
    });
  });
}
