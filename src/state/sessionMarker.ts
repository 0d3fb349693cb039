import { mkdir, open, stat, unlink } from 'node:fs/promises';
import { join } from 'node:path';

/** How long one SessionStart marker holds: a later start of the same session (a second compaction) is new. */
export const SESSION_START_HOLD_MS = 10_000;

function safe(part: string): string {
  return part.replace(/[^\w.-]/g, '_').slice(0, 100) || '_';
}

/**
 * Claims SessionStart for one session and source, across the registrations a host runs for it
 * (Cursor and Devin run their own and the Claude Code copy they import). The marker is created
 * with O_EXCL, so of two hooks racing exactly one wins; true means this one delivers. A state dir
 * that cannot be used answers true: a duplicate is better than no recovery context at all.
 */
export async function claimSessionStart(dir: string, session: string, source: string, now = Date.now()): Promise<boolean> {
  const file = join(dir, 'markers', `sessionstart-${safe(session)}-${safe(source)}`);
  for (let attempt = 0; attempt < 2; attempt++) {
    const claimed = await claim(dir, file);
    if (claimed !== 'taken') return true;
    const age = await stat(file).then((s) => now - s.mtimeMs, () => Infinity);
    if (age < SESSION_START_HOLD_MS) return false;
    // An old marker is an earlier start of this session: replace it, and race for the new one.
    await unlink(file).catch(() => undefined);
  }
  return false;
}

/**
 * Claims one guard's advice on one tool call (session, tool call id, event), across the two
 * registrations a host runs for it, as claimSessionStart does. A tool call id is never reused, so
 * a marker does not expire.
 */
export async function claimToolAdvice(dir: string, session: string, toolCall: string, event: string, message: string): Promise<boolean> {
  return (await claim(dir, join(dir, 'markers', `tool-${safe(session)}-${safe(toolCall)}-${safe(event)}-${safe(message)}`))) !== 'taken';
}

/** Creates the marker with O_EXCL: `claimed`, `taken` by another hook, or `unusable` (the caller delivers). */
async function claim(dir: string, file: string): Promise<'claimed' | 'taken' | 'unusable'> {
  try {
    await mkdir(join(dir, 'markers'), { recursive: true, mode: 0o700 });
    await (await open(file, 'wx', 0o600)).close();
    return 'claimed';
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EEXIST' ? 'taken' : 'unusable';
  }
}
