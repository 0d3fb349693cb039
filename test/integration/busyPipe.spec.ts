import { execFileSync, spawn, spawnSync } from 'node:child_process';
import { closeSync, constants, mkdirSync, openSync, writeSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, test } from 'vitest';
import { type WriteDeps, writeAll } from '../../src/edge/boundedWrite.js';
import { TEST_PATH } from '../support/path.js';
import { DISPATCH, tempDir } from '../support/run.js';

// A host that stops reading: the hook's stdout (or stderr under WAYMARK_DEBUG=1) is a
// non-blocking pipe that stays full. The hook gives up on the reply after a bounded wait and
// exits 0, instead of retrying EAGAIN forever at 100% of a core.

const base = tempDir('waymark-busy-');
const opened: number[] = [];
afterAll(() => {
  for (const fd of opened) closeSync(fd);
});

/** The write end of a FIFO nobody reads, already full, non-blocking. */
function fullPipe(name: string): number {
  const path = join(base, name);
  execFileSync('mkfifo', [path]);
  // The read end stays open (never read) so writes see a full pipe, not a closed one.
  opened.push(openSync(path, constants.O_RDONLY | constants.O_NONBLOCK));
  const fd = openSync(path, constants.O_WRONLY | constants.O_NONBLOCK);
  opened.push(fd);
  const chunk = Buffer.alloc(65536, 120);
  for (;;) {
    try {
      if (writeSync(fd, chunk) === 0) break;
    } catch {
      break;
    }
  }
  return fd;
}

describe('a full non-blocking pipe', () => {
  const project = join(base, 'proj');
  mkdirSync(join(project, '.git'), { recursive: true });
  const env = {
    PATH: TEST_PATH,
    HOME: join(base, 'home'),
    WAYMARK_HOOK_STATE_DIR: join(base, 'state'),
    XDG_CONFIG_HOME: join(base, 'config'),
  };
  const payload = JSON.stringify({ session_id: 's1', hook_event_name: 'SessionStart', source: 'startup', cwd: project });

  // A child's stdio descriptors are made blocking by the spawn (libuv), so a few lines of perl set
  // O_NONBLOCK on the hook's descriptor, as a host whose end is non-blocking leaves it, then exec it.
  const perl = spawnSync('perl', ['-e', '0']).status === 0;
  const nonBlocking = (handle: string) => [
    '-MFcntl',
    '-e',
    `fcntl(${handle}, F_SETFL, fcntl(${handle}, F_GETFL, 0) | O_NONBLOCK) or die; exec @ARGV`,
    process.execPath,
    DISPATCH,
    'SessionStart',
  ];
  if (!perl) console.log('busyPipe: no perl on this machine to make the descriptor non-blocking; the full-pipe spawns are skipped');

  // Side by side: each waits out the hook's real write deadline (about 2 s), which costs no CPU.
  test.skipIf(!perl).concurrent.each([
    ['stdout', 'STDOUT', (fd: number) => ['pipe', fd, 'pipe'], {}],
    ['stderr under WAYMARK_DEBUG=1', 'STDERR', (fd: number) => ['pipe', 'pipe', fd], { WAYMARK_DEBUG: '1' }],
  ] as const)('as %s: the hook ends, exit 0', async (name, handle, stdio, extra) => {
    const fd = fullPipe(name.replace(/\W+/g, '-'));
    const run = await new Promise<{ status: number | null; signal: NodeJS.Signals | null }>((resolve, reject) => {
      const child = spawn('perl', nonBlocking(handle), { stdio: stdio(fd) as never, env: { ...env, ...extra }, timeout: 25_000 });
      child.on('error', reject);
      child.on('close', (status, signal) => resolve({ status, signal }));
      child.stdin!.end(payload);
    });
    // Killed by the timeout means it spun: signal SIGTERM, status null.
    expect(run.signal).toBeNull();
    expect(run.status).toBe(0);
  });
});

describe('writeAll', () => {
  test('gives up after a bounded number of tries and bounded waiting on a pipe that stays full', () => {
    let tries = 0;
    let slept = 0;
    const full: WriteDeps = {
      write: () => {
        tries++;
        throw Object.assign(new Error('EAGAIN'), { code: 'EAGAIN' });
      },
      pause: (ms) => void (slept += ms),
    };
    expect(writeAll(101, 'reply', full, 2_000)).toBe(false);
    expect(slept).toBeGreaterThanOrEqual(2_000);
    expect(slept).toBeLessThan(2_100);
    expect(tries).toBeLessThan(50);
    // The next write to the same stalled descriptor does not wait again.
    expect(writeAll(101, 'more', full, 2_000)).toBe(false);
    expect(slept).toBeLessThan(2_100);
  });
  test('a reader that takes one byte per 1.5 s of waiting is given up on at three deadlines in all', () => {
    let slept = 0;
    let since = 0;
    const trickle: WriteDeps = {
      write: () => {
        if (since >= 1_500) {
          since = 0;
          return 1;
        }
        throw Object.assign(new Error('EAGAIN'), { code: 'EAGAIN' });
      },
      pause: (ms) => void ((slept += ms), (since += ms)),
    };
    expect(writeAll(102, 'x'.repeat(100), trickle, 2_000)).toBe(false);
    expect(slept).toBeLessThanOrEqual(6_100);
  });
  test('a pipe that frees up gets everything', () => {
    const out: number[] = [];
    let calls = 0;
    const flaky: WriteDeps = {
      write: (_, data) => {
        if (calls++ % 2 === 0) throw Object.assign(new Error('EAGAIN'), { code: 'EAGAIN' });
        out.push(data[0]!);
        return 1;
      },
      pause: () => undefined,
    };
    expect(writeAll(103, 'abc', flaky)).toBe(true);
    expect(Buffer.from(out).toString()).toBe('abc');
  });
});
