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
