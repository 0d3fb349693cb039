import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import type { CanonicalEvent } from '../contracts/event.js';
import { stateDir, writeAtomic, type Env } from '../state/state.js';
import { text } from '../text.js';

/**
 * Trims model-visible text to `limit` characters at a line boundary, ending with a marker that
 * says how much was cut and where the whole text is. Hosts truncate or drop longer text, each in
 * its own way (DESIGN §1), so nothing over the limit ever leaves waymark.
 */
export function capText(full: string, limit: number, savedAt: string | undefined): string {
  if (full.length <= limit) return full;
  // Size the marker for the worst case, then cut: the count it prints can only shrink.
  const room = limit - text.capMarker(full.length, savedAt).length - 1;
  const lineEnd = full.lastIndexOf('\n', room);
  const kept = full.slice(0, lineEnd > 0 ? lineEnd : Math.max(room, 0)).trimEnd();
  return `${kept}\n${text.capMarker(full.length - kept.length, savedAt)}`;
}

/** Keeps the uncut text where the cap marker can point to it; undefined when it cannot be saved. */
export async function saveOverflow(full: string, event: CanonicalEvent, env: Env): Promise<string | undefined> {
  const session = (event.session_id ?? 'no-session').replace(/[^\w.-]/g, '_').slice(0, 80);
  const dir = join(stateDir(env), 'overflow');
  const path = join(dir, `${session}-${event.hook_event_name ?? 'event'}.md`);
  try {
    await mkdir(dir, { recursive: true, mode: 0o700 });
    await writeAtomic(path, full);
    return path;
  } catch {
    return undefined;
  }
}

/** The text within the vendor's cap, the uncut text saved for the marker to point at. */
export async function cap(full: string, limit: number, event: CanonicalEvent, env: Env): Promise<string> {
  return full.length > limit ? capText(full, limit, await saveOverflow(full, event, env)) : full;
}
