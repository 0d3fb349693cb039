import { closeSync, openSync, statSync, unlinkSync } from 'node:fs';
import { join } from 'node:path';
import { ensureStateDir } from './state.js';

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
export function claimSessionStart(dir: string, session: string, source: string, now = Date.now()): boolean {
  const file = join(dir, 'markers', `sessionstart-${safe(session)}-${safe(source)}`);
  for (let attempt = 0; attempt < 2; attempt++) {
    if (claim(dir, file) !== 'taken') return true;
    if (ageOf(file, now) < SESSION_START_HOLD_MS) return false;
    // An old marker is an earlier start of this session: replace it, and race for the new one.
    try {
      unlinkSync(file);
    } catch {
      // Another hook replaced it first: the race for the new one decides.
    }
  }
  return false;
}

/** How old a marker is; a marker that cannot be read counts as old, to be replaced. */
function ageOf(file: string, now: number): number {
  try {
    const stat = statSync(file, { throwIfNoEntry: false });
    return stat ? now - stat.mtimeMs : Infinity;
  } catch {
    return Infinity;
  }
}

/**
 * Claims one guard's advice on one tool call (session, tool call id, event), across the two
 * registrations a host runs for it, as claimSessionStart does. A tool call id is never reused, so
 * a marker does not expire.
 */
export function claimToolAdvice(dir: string, session: string, toolCall: string, event: string, message: string): boolean {
  return claim(dir, join(dir, 'markers', `tool-${safe(session)}-${safe(toolCall)}-${safe(event)}-${safe(message)}`)) !== 'taken';
}

/** Creates the marker with O_EXCL: `claimed`, `taken` by another hook, or `unusable` (the caller delivers). */
function claim(dir: string, file: string): 'claimed' | 'taken' | 'unusable' {
  try {
    // One level at a time, 0700, never through a planted link (state.ts), and no spin under /proc.
    ensureStateDir(dir, 'markers');
    closeSync(openSync(file, 'wx', 0o600));
    return 'claimed';
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EEXIST' ? 'taken' : 'unusable';
  }
}
