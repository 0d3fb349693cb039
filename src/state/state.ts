import {
  chmodSync,
  closeSync,
  constants,
  linkSync,
  lstatSync,
  mkdirSync,
  openSync,
  renameSync,
  unlinkSync,
  writeFileSync,
  writeSync,
} from 'node:fs';
import type { Stats } from 'node:fs';
import { dirname, isAbsolute, join, resolve } from 'node:path';
import envPaths from 'env-paths';
import type { Env } from '../edge/env.js';
import { readBounded } from '../project/boundedRead.js';

// Per-user state (DESIGN §6). Hooks for one session run concurrently (Claude Code runs matching
// hooks in parallel, tool calls arrive back to back), so a read-modify-write holds a lock file
// created with O_EXCL, and the JSON is replaced by an atomic rename: a reader never sees half a file.
// The dir is the user's alone: created 0700, tightened if looser, refused if another user owns it;
// nothing in it is written or read through a link someone planted there.

export interface SessionState {
  /** Base messages already delivered in this session, by name, with when. */
  delivered: Record<string, string>;
  /** The compaction advisory's budget for the current compaction cycle (src/guards/compaction.ts). */
  compaction?: CompactionState;
  /** When a Stop of this session was answered (at most once: src/core/once.ts). */
  stop_answered?: string;
  /** SessionStart answered, by source, with when: one answer across registrations (src/core/once.ts). */
  started?: Record<string, string>;
  /** Guard advice given, by tool call id and message name: each advisory once per call (src/core/once.ts). */
  calls?: Record<string, Record<string, string>>;
  /** Advice found at a tool event the harness drops, kept for its next event that reaches the model. */
  later?: LaterAdvice[];
  [key: string]: unknown;
}

/** A guard's advice kept for later: the message, and what it found (credentials already redacted). */
export interface LaterAdvice {
  message: string;
  finding: Record<string, string>;
  /** The tool call's working directory: where a project's own message is found again. */
  cwd?: string;
  /** The directory the harness named as its project (the event's `project_dir`), if it named one. */
  project?: string;
  at: string;
}

export interface CompactionState {
  /** The advisory level already given this cycle: 0 none, 1 at the threshold, 2 halfway to full. */
  advised: number;
  /** The largest context measured this cycle; a sharp drop below it means a compaction happened. */
  peak: number;
  /** Without a transcript: tool calls and their output bytes counted this cycle. */
  calls?: number;
  bytes?: number;
}

/** The state directory (created lazily, mode 0700): the override, a Claude plugin's data, or the platform's. */
export function stateDir(env: Env): string {
  const override = env.WAYMARK_HOOK_STATE_DIR;
  if (override && isAbsolute(override)) return ownedOrInside(override);
  const pluginData = env.CLAUDE_PLUGIN_DATA;
  if (pluginData && isAbsolute(pluginData)) return join(pluginData, 'state');
  const paths = envPaths('waymark', { suffix: '' });
  // env-paths' `log` is $XDG_STATE_HOME/waymark on Linux; elsewhere state sits beside the app's data.
  if (process.platform === 'win32') return join(dirname(paths.data), 'state');
  if (process.platform === 'darwin') return join(paths.data, 'state');
  return paths.log;
}

const MAX_DEPTH = 64;

/** A file waymark puts in a state dir it creates: the dir is then its own to keep private. */
export const MARKER = '.waymark-state';

/**
 * The folder named by WAYMARK_HOOK_STATE_DIR when it is waymark's own (missing, so waymark will
 * create it; marked; or already private to this user), else a `waymark` folder inside it: a shared
 * folder such as /tmp is never chmodded or filled with waymark's files.
 */
function ownedOrInside(dir: string): string {
  let stat: Stats | undefined;
  try {
    stat = lstatSync(dir, { throwIfNoEntry: false });
  } catch {
    // Not a folder that can exist (a file on the way): the state writes fail open there.
    return dir;
  }
  if (!stat) return dir;
  if (!stat.isDirectory()) return dir;
  if ((stat.mode & 0o077) === 0 && stat.uid === process.getuid?.()) return dir;
  try {
    if (lstatSync(join(dir, MARKER), { throwIfNoEntry: false })?.isFile()) return dir;
  } catch {
    // unreadable: not known to be waymark's
  }
  return join(dir, 'waymark');
}

/**
 * Creates `sub` under the state dir (and the dir itself), each missing folder 0700, one level at a
 * time: Node's recursive mkdir spins forever under /proc. The state dir and `sub` must be real
 * folders (not links) owned by this user; one that is group- or world-accessible is tightened.
 * Throws when the dir cannot be used, so callers fail open.
 */
export function ensureStateDir(dir: string, sub?: string): string {
  const missing: string[] = [];
  let at = resolve(dir);
  for (let depth = 0; ; depth++) {
    try {
      lstatSync(at);
      break;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT' || depth >= MAX_DEPTH || dirname(at) === at) throw error;
      missing.unshift(at);
      at = dirname(at);
    }
  }
  for (const each of missing) {
    try {
      mkdirSync(each, { mode: 0o700 });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
  }
  if (missing.includes(resolve(dir))) {
    try {
      writeFileSync(join(dir, MARKER), '', { mode: 0o600, flag: 'wx' });
    } catch (error) {
      // Two hooks creating it at once: the other one marked it.
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
  }
  ownFolder(dir, missing.includes(resolve(dir)));
  if (sub === undefined) return dir;
  const path = join(dir, sub);
  // It exists on every call but a session's first: asked without an exception.
  if (!lstatSync(path, { throwIfNoEntry: false })) {
    try {
      mkdirSync(path, { mode: 0o700 });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
  }
  ownFolder(path);
  return path;
}

/** Checks a state folder is a real folder of this user's; tightens it only when waymark made it (`mine`) or marked it. */
function ownFolder(path: string, mine = true): void {
  const stat = lstatSync(path);
  if (!stat.isDirectory()) throw new Error(`${path} is not a folder`);
  const uid = process.getuid?.();
  if (uid !== undefined && stat.uid !== uid) throw new Error(`${path} belongs to another user`);
  if (process.platform === 'win32' || (stat.mode & 0o077) === 0) return;
  if (!mine && !lstatSync(join(path, MARKER), { throwIfNoEntry: false })?.isFile())
    throw new Error(`${path} is shared and not waymark's own`);
  chmodSync(path, stat.mode & 0o700);
}

function sessionFile(dir: string, sessionId: string): string {
  const safe = /^[\w-][\w.-]{0,127}$/.test(sessionId) ? sessionId : `h${fnv1a(sessionId)}`;
  return join(dir, 'sessions', `${safe}.json`);
}

/** A file-name-safe digest of an id that is not itself a safe file name (no crypto: it is not a secret, and node:crypto costs startup). */
function fnv1a(text: string): string {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) hash = Math.imul(hash ^ text.charCodeAt(i), 0x01000193) >>> 0;
  return `${hash.toString(16)}${text.length.toString(16)}`;
}

/**
 * Atomic replace: a fresh temp file (O_EXCL, so never through a link planted under its name), then
 * a rename, which replaces a link at `file` rather than writing through it. Mode 0600; nothing else
 * is chmod'ed.
 */
export function writeAtomic(file: string, data: string): void {
  // Synchronous: it runs under the session lock, and a holder that yields to the event loop holds
  // the lock longer on a loaded machine, while every other hook of the session waits.
  const temp = `${file}.${process.pid}.${Math.random().toString(36).slice(2, 10)}.tmp`;
  const fd = openSync(temp, constants.O_WRONLY | constants.O_CREAT | constants.O_EXCL | (constants.O_NOFOLLOW ?? 0), 0o600);
  try {
    writeFileSync(fd, data);
  } finally {
    closeSync(fd);
  }
  try {
    renameSync(temp, file);
  } catch (error) {
    rmSafe(temp);
    throw error;
  }
}

const LOCK_WAIT_MS = 5000;
/** A lock older than this is a crashed holder's: no update takes a fraction of it. */
const LOCK_STALE_MS = 2000;
const MAX_STATE_BYTES = 1024 * 1024;

export type UpdateOutcome<T> = { status: 'ok'; result: T } | { status: 'busy' } | { status: 'unusable'; error: unknown };

/**
 * Reads, updates and rewrites one session's state under its lock. `update` returns the result and
 * whether the state changed. A state dir that cannot be used reports `unusable`; a lock held past
 * the wait reports `busy`; neither throws. The lock is released on every path, and at exit.
 */
export async function updateSessionState<T>(
  dir: string,
  sessionId: string,
  update: (state: SessionState) => { result: T; changed: boolean },
): Promise<UpdateOutcome<T>> {
  const file = sessionFile(dir, sessionId);
  const lock = `${file}.lock`;
  try {
    ensureStateDir(dir, 'sessions');
    if (!(await acquire(lock))) return { status: 'busy' };
  } catch (error) {
    return { status: 'unusable', error };
  }
  try {
    const state = readState(file);
    const { result, changed } = update(state);
    if (changed) writeAtomic(file, `${JSON.stringify(state)}\n`);
    return { status: 'ok', result };
  } catch (error) {
    return { status: 'unusable', error };
  } finally {
    release(lock);
  }
}

/** The session's state as last written, without the lock: read once at the start of a call. */
export async function readSessionState(dir: string, sessionId: string): Promise<SessionState> {
  return readState(sessionFile(dir, sessionId));
}

function readState(file: string): SessionState {
  // Bounded and never through a link: a FIFO or a planted link reads as no state.
  const read = readBounded(file, MAX_STATE_BYTES, { noFollow: true });
  try {
    if (read && !read.partial) {
      const parsed: unknown = JSON.parse(read.text);
      if (parsed && typeof parsed === 'object' && !Array.isArray(parsed)) {
        const state = parsed as SessionState;
        // Names are data: `constructor` or `__proto__` must not be found on a prototype.
        state.delivered = Object.assign(Object.create(null) as Record<string, string>, isRecord(state.delivered) ? state.delivered : {});
        return state;
      }
    }
  } catch {
    // Corrupt: start afresh rather than fail the hook.
  }
  return { delivered: Object.create(null) as Record<string, string> };
}

function isRecord(value: unknown): value is Record<string, string> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

const held = new Set<string>();
let exitHook = false;

/** Locks still held when the process exits (a guard's budget ran out mid-update) are removed. */
function releaseAtExit(): void {
  for (const lock of held) rmSafe(lock);
}

async function acquire(lock: string): Promise<boolean> {
  const deadline = Date.now() + LOCK_WAIT_MS;
  for (let tries = 0; ; ) {
    try {
      const fd = openSync(lock, constants.O_WRONLY | constants.O_CREAT | constants.O_EXCL | (constants.O_NOFOLLOW ?? 0), 0o600);
      try {
        writeSync(fd, `${process.pid} ${Date.now()}\n`);
      } finally {
        closeSync(fd);
      }
      held.add(lock);
      if (!exitHook) {
        exitHook = true;
        process.once('exit', releaseAtExit);
      }
      return true;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
    const judged = stale(lock);
    if (judged !== undefined) {
      // Take the stale lock aside under a unique name before removing it; if what was taken is not
      // the lock judged stale (another recoverer replaced it meanwhile), put it back.
      const aside = `${lock}.${process.pid}.stale`;
      try {
        renameSync(lock, aside);
        if (lstatSync(aside).ino !== judged) linkSync(aside, lock);
      } catch {
        // Someone else recovered it first.
      }
      rmSafe(aside);
      continue;
    }
    if (Date.now() > deadline) return false;
    // Backing off: a crowd of waiters polling fast takes the CPU from the one holding the lock.
    await new Promise((resolve) => setTimeout(resolve, Math.random() * Math.min(100, 5 * 2 ** Math.min(tries++, 5))));
  }
}

/**
 * The lock's inode when it is stale: older than any update takes, or its holder's pid no longer
 * runs on this machine. Undefined while it is live (or gone).
 */
function stale(lock: string): number | undefined {
  let stat: Stats;
  try {
    stat = lstatSync(lock);
  } catch {
    return undefined;
  }
  if (Date.now() - stat.mtimeMs > LOCK_STALE_MS) return stat.ino;
  const pid = Number(readBounded(lock, 64, { noFollow: true })?.text.split(' ')[0]);
  if (!Number.isInteger(pid) || pid <= 0 || pid === process.pid) return undefined;
  try {
    process.kill(pid, 0);
    return undefined;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'ESRCH' ? stat.ino : undefined;
  }
}

function rmSafe(path: string): void {
  try {
    unlinkSync(path);
  } catch {
    // Already gone.
  }
}

function release(lock: string): void {
  held.delete(lock);
  rmSafe(lock);
}
