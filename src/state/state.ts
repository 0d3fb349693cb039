import { mkdirSync } from 'node:fs';
import { open, readFile, stat, unlink } from 'node:fs/promises';
import { dirname, isAbsolute, join } from 'node:path';
import envPaths from 'env-paths';

// Per-user state (DESIGN §6). Hooks for one session run concurrently (Claude Code runs matching
// hooks in parallel, tool calls arrive back to back), so a read-modify-write holds a lock file
// created with O_EXCL, and the JSON is replaced by an atomic rename: a reader never sees half a file.

export interface SessionState {
  /** Base messages already delivered in this session, by name, with when. */
  delivered: Record<string, string>;
  /** The compaction advisory's budget for the current compaction cycle (src/guards/compaction.ts). */
  compaction?: CompactionState;
  /** When the Stop guard reminded this session (at most once). */
  stopReminded?: string;
  [key: string]: unknown;
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

export type Env = Readonly<Record<string, string | undefined>>;

/** The state directory (created lazily, mode 0700): the override, a Claude plugin's data, or the platform's. */
export function stateDir(env: Env): string {
  const override = env.WAYMARK_HOOK_STATE_DIR;
  if (override && isAbsolute(override)) return override;
  const pluginData = env.CLAUDE_PLUGIN_DATA;
  if (pluginData && isAbsolute(pluginData)) return join(pluginData, 'state');
  const paths = envPaths('waymark', { suffix: '' });
  // env-paths' `log` is $XDG_STATE_HOME/waymark on Linux; elsewhere state sits beside the app's data.
  if (process.platform === 'win32') return join(dirname(paths.data), 'state');
  if (process.platform === 'darwin') return join(paths.data, 'state');
  return paths.log;
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
 * Atomic replace (write-file-atomic: temp file, then rename). Loaded on first write: it pulls in
 * worker_threads and streams, which most dispatches never need.
 */
export async function writeAtomic(file: string, data: string): Promise<void> {
  const { default: writeFileAtomic } = await import('write-file-atomic');
  await writeFileAtomic(file, data, { mode: 0o600, fsync: false });
}

const LOCK_WAIT_MS = 2000;
const LOCK_STALE_MS = 5000;

export type UpdateOutcome<T> = { status: 'ok'; result: T } | { status: 'busy' } | { status: 'unusable'; error: unknown };

/**
 * Reads, updates and rewrites one session's state under its lock. `update` returns the result and
 * whether the state changed. A state dir that cannot be used reports `unusable`; a lock held past
 * the wait reports `busy`; neither throws.
 */
export async function updateSessionState<T>(
  dir: string,
  sessionId: string,
  update: (state: SessionState) => { result: T; changed: boolean },
): Promise<UpdateOutcome<T>> {
  const file = sessionFile(dir, sessionId);
  const lock = `${file}.lock`;
  try {
    mkdirSync(join(dir, 'sessions'), { recursive: true, mode: 0o700 });
    if (!(await acquire(lock))) return { status: 'busy' };
  } catch (error) {
    return { status: 'unusable', error };
  }
  try {
    const state = await readState(file);
    const { result, changed } = update(state);
    if (changed) await writeAtomic(file, `${JSON.stringify(state)}\n`);
    return { status: 'ok', result };
  } catch (error) {
    return { status: 'unusable', error };
  } finally {
    await unlink(lock).catch(() => undefined);
  }
}

/** The session's state as last written, without the lock: for the common case of nothing to change. */
export function readSessionState(dir: string, sessionId: string): Promise<SessionState> {
  return readState(sessionFile(dir, sessionId));
}

async function readState(file: string): Promise<SessionState> {
  try {
    const parsed: unknown = JSON.parse(await readFile(file, 'utf8'));
    if (parsed && typeof parsed === 'object' && !Array.isArray(parsed)) {
      const state = parsed as SessionState;
      if (!state.delivered || typeof state.delivered !== 'object') state.delivered = {};
      return state;
    }
  } catch {
    // Missing or corrupt: start afresh rather than fail the hook.
  }
  return { delivered: {} };
}

async function acquire(lock: string): Promise<boolean> {
  const deadline = Date.now() + LOCK_WAIT_MS;
  for (;;) {
    try {
      await (await open(lock, 'wx', 0o600)).close();
      return true;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
    const age = await stat(lock).then((s) => Date.now() - s.mtimeMs, () => 0);
    if (age > LOCK_STALE_MS) {
      await unlink(lock).catch(() => undefined);
      continue;
    }
    if (Date.now() > deadline) return false;
    await new Promise((resolve) => setTimeout(resolve, 5 + Math.random() * 15));
  }
}
