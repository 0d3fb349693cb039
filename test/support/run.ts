import { spawn, spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { TEST_PATH } from './path.js';

export const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
export const DISPATCH = join(ROOT, 'dist/dispatch.cjs');
export const BIN = join(ROOT, 'bin/waymark.cjs');

export interface Run {
  code: number | null;
  stdout: string;
  stderr: string;
}

export interface RunOptions {
  /** Bytes for stdin; with `keepOpen`, stdin is never closed after them. */
  input?: string | Buffer;
  keepOpen?: boolean;
  env?: Record<string, string | undefined>;
  cwd?: string;
  /**
   * A file whose bytes a separate `cat` process pipes into stdin: a real pipe that keeps flowing
   * however busy the test runner's own event loop is (a 50 MB write from it can stall).
   */
  inputFile?: string;
  /** The script to run; the hook entry by default. */
  script?: string;
}

export function tempDir(prefix = 'waymark-test-'): string {
  return mkdtempSync(join(tmpdir(), prefix));
}

/** A temp git repository, with this `.waymark/config.json` when one is given. */
export function tempProject(config?: object): string {
  const dir = tempDir();
  mkdirSync(join(dir, '.git'));
  if (config) {
    mkdirSync(join(dir, '.waymark'));
    writeFileSync(join(dir, '.waymark', 'config.json'), JSON.stringify(config));
  }
  return dir;
}

/** What the spawned process sees: PATH, a HOME of its own (never the runner's), and what the case adds (nothing else leaks in). */
const environment = (options: RunOptions) => ({ PATH: TEST_PATH, HOME: tempDir('waymark-home-'), ...options.env });

/** Spawns the built CLI the way a harness does: real stdin, real env, nothing mocked. */
export function run(args: readonly string[], options: RunOptions = {}): Promise<Run> {
  return new Promise((resolvePromise, reject) => {
    const cat = options.inputFile ? spawn('cat', [options.inputFile], { stdio: ['ignore', 'pipe', 'ignore'] }) : undefined;
    const child = spawn(process.execPath, [options.script ?? DISPATCH, ...args], {
      cwd: options.cwd ?? ROOT,
      env: environment(options),
      stdio: [cat ? cat.stdout : 'pipe', 'pipe', 'pipe'],
    });
    const out: Buffer[] = [];
    const err: Buffer[] = [];
    child.stdout!.on('data', (chunk: Buffer) => out.push(chunk));
    child.stderr!.on('data', (chunk: Buffer) => err.push(chunk));
    // The hook may stop reading early (a payload over its cap): that is its right, not an error.
    child.stdin?.on('error', () => undefined);
    child.on('error', reject);
    child.on('close', (code) =>
      resolvePromise({ code, stdout: Buffer.concat(out).toString('utf8'), stderr: Buffer.concat(err).toString('utf8') }),
    );
    if (options.input !== undefined) child.stdin?.write(options.input);
    if (!options.keepOpen) child.stdin?.end();
  });
}

/** `run`, waiting for the exit: for cases that spawn in a loop or between synchronous steps. */
export function runSync(args: readonly string[], options: Omit<RunOptions, 'keepOpen' | 'inputFile'> = {}): Run {
  const result = spawnSync(process.execPath, [options.script ?? DISPATCH, ...args], {
    cwd: options.cwd ?? ROOT,
    env: environment(options),
    input: options.input,
    encoding: 'utf8',
  });
  return { code: result.status, stdout: result.stdout, stderr: result.stderr };
}

/** A Claude Code-shaped payload with the given fields. */
export function payload(event: string, fields: Record<string, unknown> = {}): string {
  return JSON.stringify({
    session_id: 'test-session',
    transcript_path: '/tmp/none.jsonl',
    cwd: ROOT,
    hook_event_name: event,
    ...fields,
  });
}
