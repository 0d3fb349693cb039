/** One guard advisory inside a model-visible text: its message and its own lines. */
export interface FoundAdvisory {
  /** The message file's name without `.md`: `pretooluse-destructive-guard`. */
  message: string;
  /** The advisory's text, up to and including its `Full procedure:` line. */
  text: string;
}

// compose (src/dispatch/compose.ts) ends each guard's advisory with this line; several advisories
// are joined by blank lines, base messages (no such line) may sit between them.
const PROCEDURE = /^Full procedure: (?:.*[\\/])?([^\\/\s]+)\.md\s*$/;

/** Each guard advisory a hook's text carries, in order, found by its `Full procedure:` line. */
export function findAdvisories(text: string): FoundAdvisory[] {
  const found: FoundAdvisory[] = [];
  let start = 0;
  const lines = text.split(/\r?\n/);
  for (const [index, line] of lines.entries()) {
    const match = PROCEDURE.exec(line.trim());
    if (!match) continue;
    // The advisory's own lines: back to the blank line that opens its paragraph block.
    let first = index;
    while (first > start && lines[first - 1]!.trim() !== '') first--;
    found.push({ message: match[1]!, text: lines.slice(first, index + 1).join('\n') });
    start = index + 1;
  }
  return found;
}

/** The advice family a guard message speaks for: `pretooluse-outside-project-guard` → `outside-project`. */
export function familyOf(message: string): string {
  const match = /^(?:pretooluse|posttooluse|sessionstart|stop|postcompact)-(.+)-guard$/.exec(message);
  return match ? match[1]! : message;
}
