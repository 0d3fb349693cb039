import { text } from '../text.js';

/**
 * Trims model-visible text to `limit` characters (or UTF-8 bytes) at a line boundary, ending with a
 * marker that says how much was cut. Hosts truncate or drop longer text, each in its own way
 * (DESIGN §1), so nothing over the limit ever leaves waymark. What was cut is not saved anywhere:
 * a call writes state once, and the advice it cut points at its message files.
 */
export function capText(full: string, limit: number, unit: CapUnit = 'chars'): string {
  if (unit === 'bytes') return capBytes(full, limit);
  if (full.length <= limit) return full;
  // Size the marker for the worst case, then cut: the count it prints can only shrink.
  const room = limit - text.capMarker(full.length).length - 1;
  const lineEnd = full.lastIndexOf('\n', room);
  const kept = full.slice(0, lineEnd > 0 ? lineEnd : Math.max(room, 0)).trimEnd();
  return `${kept}\n${text.capMarker(full.length - kept.length)}`;
}

export type CapUnit = 'chars' | 'bytes';

/** The cap counted in UTF-8 bytes: cut in characters, then tighter by what is still over, until it fits. */
function capBytes(full: string, limit: number): string {
  let chars = limit;
  let capped = full;
  for (let tries = 0; tries < 32; tries++) {
    capped = capText(full, chars);
    const over = Buffer.byteLength(capped) - limit;
    if (over <= 0) return capped;
    chars -= Math.max(over, 1);
  }
  return '';
}

/** The text within the vendor's cap, counted in its unit. */
export function cap(full: string, limit: number, unit: CapUnit = 'chars'): string {
  const size = unit === 'bytes' ? Buffer.byteLength(full) : full.length;
  return size > limit ? capText(full, limit, unit) : full;
}
