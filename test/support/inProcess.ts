import { isAbsolute, join } from 'node:path';
import { Readable } from 'node:stream';
import { runCli } from '../../src/cli/runCli.js';
import type { CliIO } from '../../src/edge/cliIO.js';
import { settle } from '../../src/edge/edge.js';
import { dropRelativeFolders } from '../../src/edge/pathEnv.js';

// `waymark <args>` run in this process, as the built binary would run it: the same entry
// (runCli: `dispatch` to the hook, the rest to the commands), the same exit code (settle, which
// the edge exits with), and the process the binary would have had: its environment (nothing of
// the test runner's leaks in), working folder and umask are those of the case for the length of
// the run. Files, folders and env are real; whatever a command spawns (verify runs each hook the
// way its harness does) is spawned for real. What only a process has (stdin left open, a
// deadline, exit, the bin's routing, the runtime copy) stays with the end-to-end tier.

export interface InProcessOptions {
  /** The whole environment of the run; HOME is required (an absolute path). */
  env: Record<string, string | undefined>;
  cwd: string;
  /** Bytes on stdin, which then ends (as spawnSync's `input` does); nothing by default. */
  input?: string | Buffer;
  /** 0o022 unless given, as a login shell's. */
  umask?: number;
  /** Stdin stays open after the input, as a host that never closes it leaves it. */
  keepOpen?: boolean;
}

export interface Ran {
  /** The exit code the binary would exit with. */
  status: number;
  stdout: string;
  stderr: string;
}

/**
 * The folders env-paths derives from HOME, set from the case's HOME: env-paths reads the home folder
 * once, when it is first imported, so in a long-lived test process only these reach it.
 */
function withPlatformFolders(env: Record<string, string>): Record<string, string> {
  const home = env.HOME;
  if (!home || !isAbsolute(home))
    throw new Error('an in-process run needs an absolute HOME: a case that relies on the password database spawns');
  if (process.platform !== 'linux') throw new Error('the in-process runner derives the XDG folders as env-paths does on Linux only');
  return {
    XDG_CONFIG_HOME: join(home, '.config'),
    XDG_STATE_HOME: join(home, '.local', 'state'),
    XDG_DATA_HOME: join(home, '.local', 'share'),
    XDG_CACHE_HOME: join(home, '.cache'),
    ...env,
  };
}

function replaceEnv(next: Record<string, string | undefined>): void {
  for (const key of Object.keys(process.env)) delete process.env[key];
  for (const [key, value] of Object.entries(next)) if (value !== undefined) process.env[key] = value;
}

// One run at a time in a test process: each one owns process.env, the cwd and the umask while it runs.
let queue: Promise<unknown> = Promise.resolve();

/** `waymark <args>` in-process; resolves with the exit code and output the binary would give. */
export function waymarkInProcess(args: readonly string[], options: InProcessOptions): Promise<Ran> {
  const turn = queue.then(() => runOnce(args, options));
  queue = turn.catch(() => undefined);
  return turn;
}

async function runOnce(args: readonly string[], options: InProcessOptions): Promise<Ran> {
  const given: Record<string, string> = {};
  for (const [key, value] of Object.entries(options.env)) if (value !== undefined) given[key] = value;
  // The edge drops relative folder variables first, so the derived folders follow what is left.
  dropRelativeFolders(given);
  const env = withPlatformFolders(given);
  const saved = { ...process.env };
  const savedCwd = process.cwd();
  const savedUmask = process.umask(options.umask ?? 0o022);
  const out: string[] = [];
  const err: string[] = [];
  try {
    replaceEnv(env);
    process.chdir(options.cwd);
    const bytes = options.input === undefined || options.input.length === 0 ? [] : [Buffer.from(options.input)];
    const io: CliIO = {
      stdin: options.keepOpen ? openStdin(bytes) : Readable.from(bytes),
      stdout: (chunk) => void out.push(chunk),
      stderr: (chunk) => void err.push(chunk),
      env: process.env,
      cwd: process.cwd(),
      isTTY: false,
      stderrTTY: false,
      stdinTTY: false,
    };
    const status = await settle(runCli(args, io), io.stderr);
    return { status, stdout: out.join(''), stderr: err.join('') };
  } finally {
    process.chdir(savedCwd);
    process.umask(savedUmask);
    replaceEnv(saved);
  }
}

/** A stdin that gives these bytes and never ends. */
function openStdin(bytes: Buffer[]): Readable {
  const stdin = new Readable({ read: () => undefined });
  for (const chunk of bytes) stdin.push(chunk);
  return stdin;
}
