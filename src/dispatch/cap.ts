import { join } from 'node:path';
import type { CanonicalEvent } from '../contracts/event.js';
import { ensureStateDir, stateDir, writeAtomic, type Env } from '../state/state.js';
import { text } from '../text.js';

/**
 * Trims model-visible text to `limit` characters (or UTF-8 bytes) at a line boundary, ending with a marker that
 * says how much was cut and where the whole text is. Hosts truncate or drop longer text, each in
 * its own way (DESIGN §1), so nothing over the limit ever leaves waymark.
 */
export function capText(full: string, limit: number, savedAt: string | undefined, unit: CapUnit = 'chars'): string {
  if (unit === 'bytes') return capBytes(full, limit, savedAt);
  if (full.length <= limit) return full;
  // Size the marker for the worst case, then cut: the count it prints can only shrink.
  const room = limit - text.capMarker(full.length, savedAt).length - 1;
  const lineEnd = full.lastIndexOf('\n', room);
  const kept = full.slice(0, lineEnd > 0 ? lineEnd : Math.max(room, 0)).trimEnd();
  return `${kept}\n${text.capMarker(full.length - kept.length, savedAt)}`;
}

export type CapUnit = 'chars' | 'bytes';

/** The cap counted in UTF-8 bytes: cut in characters, then tighter by what is still over, until it fits. */
function capBytes(full: string, limit: number, savedAt: string | undefined): string {
  let chars = limit;
  let capped = full;
  for (let tries = 0; tries < 32; tries++) {
    capped = capText(full, chars, savedAt);
    const over = Buffer.byteLength(capped) - limit;
    if (over <= 0) return capped;
    chars -= Math.max(over, 1);
  }
  return '';
}

/** Keeps the uncut text where the cap marker can point to it; undefined when it cannot be saved. */
export async function saveOverflow(full: string, event: CanonicalEvent, env: Env): Promise<string | undefined> {
  const session = (event.session_id ?? 'no-session').replace(/[^\w.-]/g, '_').slice(0, 80);
  try {
    const dir = ensureStateDir(stateDir(env), 'overflow');
    const path = join(dir, `${session}-${event.hook_event_name ?? 'event'}.md`);
    writeAtomic(path, full);
    return path;
  } catch {
    return undefined;
  }
}

/** The text within the vendor's cap, the uncut text saved for the marker to point at. */
export async function cap(full: string, limit: number, event: CanonicalEvent, env: Env, unit: CapUnit = 'chars'): Promise<string> {
  const size = unit === 'bytes' ? Buffer.byteLength(full) : full.length;
  return size > limit ? capText(full, limit, await saveOverflow(full, event, env), unit) : full;
}
