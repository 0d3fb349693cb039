import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { cliText } from '../../text.js';
import { childProcess } from '../files/childProcess.js';
import type { Descriptor, Where } from '../harnesses/harness.js';

// Whether the `waymark` a shared registration names is found where the harness runs it (DESIGN §2,
// invariant 9): in its shell (a login shell for Codex, whose profile sets PATH), in the project, with
// the PATH it will have. The registered command itself stays silent when it is not
// (src/install/surfaces/render.ts), so only verify can tell; it asks the same shell.

export interface Launch {
  file: string;
  args: string[];
}

/** How the harness starts a command line (docs/vendors/<id>.md: registration shape). */
export function launcher(harness: Descriptor, line: string, where: Where): Launch {
  if (where.platform === 'win32')
    return {
      file: 'powershell.exe',
      args: ['-NoProfile', '-NonInteractive', '-Command', line.startsWith('&') || line.startsWith('if ') ? line : `& ${line}`],
    };
  if (harness.runs.shell === 'login') return { file: where.env.SHELL || '/bin/sh', args: ['-lc', line] };
  return { file: '/bin/sh', args: ['-c', line] };
}

/** Where `waymark` resolves for the harness with this environment; undefined when it does not. */
export function waymarkFor(harness: Descriptor, where: Where, env: Where['env'] = where.env): string | undefined {
  const probe = where.platform === 'win32' ? '(Get-Command waymark -ErrorAction SilentlyContinue).Source' : 'command -v waymark';
  const { file, args } = launcher(harness, probe, where);
  const run = childProcess.spawnSync(file, args, {
    cwd: where.project,
    env: { ...env },
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'ignore'],
    timeout: 20_000,
  });
  const found = run.status === 0 ? run.stdout.trim().split('\n').at(-1)?.trim() : undefined;
  return found || undefined;
}

/** An npx run's temporary cache: a waymark there is gone once npx exits. */
export const inNpxCache = (path: string): boolean => /[\\/]_npx[\\/]/.test(path);

/**
 * The PATH an app started from the desktop gets: macOS's path_helper list (/etc/paths, then
 * /etc/paths.d/*), or on Linux systemd's default for user services and sessions (systemd.exec(5),
 * "PATH"); undefined where there is no such default to check (Windows reads the registry).
 */
export function systemPath(platform: NodeJS.Platform, root = '/'): string | undefined {
  if (platform === 'darwin') {
    const lines = (file: string) => {
      try {
        return readFileSync(file, 'utf8')
          .split('\n')
          .map((line) => line.trim())
          .filter((line) => line && !line.startsWith('#'));
      } catch {
        return [];
      }
    };
    let extra: string[] = [];
    try {
      extra = readdirSync(join(root, 'etc', 'paths.d'))
        .sort()
        .flatMap((file) => lines(join(root, 'etc', 'paths.d', file)));
    } catch {
      extra = [];
    }
    return [...lines(join(root, 'etc', 'paths')), ...extra].join(':');
  }
  if (platform === 'linux') return '/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin';
  return undefined;
}

export interface Reach {
  /** The waymark the harness will run. */
  found?: string;
  /** Why its registrations cannot run: the failure verify reports on each entry. */
  problem?: string;
  /** A warning that does not fail: only a terminal-started session finds waymark. */
  note?: string;
}

/** Whether the harness finds the waymark a shared (PATH-form) registration runs. */
export function reach(harness: Descriptor, where: Where): Reach {
  const found = waymarkFor(harness, where);
  if (!found) return { problem: cliText.install.notFoundBy(harness.vendor, cliText.install.notFoundFix(harness.runs.shell === 'login')) };
  if (inNpxCache(found)) return { found, problem: cliText.install.notFoundBy(harness.vendor, cliText.install.npxFix(found)) };
  if (!harness.runs.desktop) return { found };
  const system = systemPath(where.platform);
  if (system === undefined || waymarkFor(harness, where, { ...where.env, PATH: system })) return { found };
  return { found, note: cliText.install.terminalOnly(harness.vendor, found, system) };
}
