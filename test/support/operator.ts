import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { waymarkInProcess } from './inProcess.js';
import { BIN } from './run.js';

// A user's machine for the operator commands (silence, log, doctor, …): a temp HOME with its own
// XDG config and state homes, a git project, a PATH that holds node and the system tools only, a
// fixed umask and a clock the case sets. The CLI runs in-process with that environment, folder and
// umask (test/support/inProcess.ts); `tty` spawns the built CLI, as only a real terminal can show.

export interface Machine {
  base: string;
  home: string;
  project: string;
  /** The user's config file (`$XDG_CONFIG_HOME/waymark/config.json`). */
  userConfig: string;
  /** waymark's state dir (`$XDG_STATE_HOME/waymark`). */
  state: string;
  env: Record<string, string>;
  /** Writes a file under the project. */
  write(path: string, text: string): string;
  /** Writes the user's config. */
  userSettings(config: object): void;
  /** Writes the project's `.waymark/config.json`. */
  projectSettings(config: object): void;
  /** `waymark <args>` in-process (test/support/inProcess.ts), in the project unless `cwd` says otherwise. */
  cli(
    args: readonly string[],
    options?: { input?: string; env?: Record<string, string | undefined>; cwd?: string; now?: string },
  ): Promise<{ code: number | null; stdout: string; stderr: string }>;
  /** `waymark <args>` with a terminal on stdin (util-linux `script` gives it a pty), as a person types it. */
  tty(
    args: readonly string[],
    options?: { env?: Record<string, string | undefined>; now?: string },
  ): { code: number | null; stdout: string };
  /** One hook call, Claude Code's shape: `waymark dispatch <event>` with this payload. */
  hook(
    event: string,
    fields: Record<string, unknown>,
    options?: { contract?: string; now?: string; env?: Record<string, string | undefined> },
  ): Promise<string>;
  cleanup(): void;
}

export const NOW = '2026-03-02T12:00:00.000Z';

export function machine(): Machine {
  const base = mkdtempSync(join(tmpdir(), 'waymark-op-'));
  const home = join(base, 'home');
  const project = join(base, 'proj');
  for (const dir of [home, join(project, '.git'), join(base, 'tmp')]) mkdirSync(dir, { recursive: true });
  const env: Record<string, string> = {
    PATH: `${dirname(process.execPath)}:/usr/bin:/bin`,
    HOME: home,
    XDG_CONFIG_HOME: join(home, '.config'),
    XDG_STATE_HOME: join(home, '.local', 'state'),
    XDG_DATA_HOME: join(home, '.local', 'share'),
    TMPDIR: join(base, 'tmp'),
    TZ: 'UTC',
    LANG: 'C',
  };
  const userConfig = join(env.XDG_CONFIG_HOME!, 'waymark', 'config.json');
  const write = (path: string, text: string) => {
    const file = path.startsWith('/') ? path : join(project, path);
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, text);
    return file;
  };
  const self: Machine = {
    base,
    home,
    project,
    userConfig,
    state: join(env.XDG_STATE_HOME!, 'waymark'),
    env,
    write,
    userSettings: (config) => void write(userConfig, JSON.stringify(config)),
    projectSettings: (config) => void write(join(project, '.waymark', 'config.json'), JSON.stringify(config)),
    async cli(args, options = {}) {
      const result = await waymarkInProcess(args, {
        cwd: options.cwd ?? project,
        env: { ...env, WAYMARK_NOW: options.now ?? NOW, ...options.env },
        input: options.input ?? '',
        umask: 0o022,
      });
      return { code: result.status, stdout: result.stdout, stderr: result.stderr };
    },
    tty(args, options = {}) {
      const quote = (arg: string) => `'${arg.replace(/'/g, "'\\''")}'`;
      const line = ['umask 022; exec', quote(process.execPath), quote(BIN), ...args.map(quote)].join(' ');
      const result = spawnSync('script', ['-qec', line, '/dev/null'], {
        cwd: project,
        env: { ...env, WAYMARK_NOW: options.now ?? NOW, ...options.env },
        input: '',
        encoding: 'utf8',
      });
      return { code: result.status, stdout: result.stdout.replace(/\r\n/g, '\n') };
    },
    async hook(event, fields, options = {}) {
      const payload = JSON.stringify({ session_id: 'op-session', cwd: project, hook_event_name: event, ...fields });
      const result = await self.cli(['dispatch', ...(options.contract ? ['--contract', options.contract] : []), event], {
        input: payload,
        now: options.now,
        env: options.env,
      });
      if (result.code !== 0) throw new Error(`dispatch exited ${result.code}: ${result.stderr}`);
      return result.stdout;
    },
    cleanup: () => rmSync(base, { recursive: true, force: true }),
  };
  return self;
}
