/** A global pattern's matches in `text` from its start, at most `max` of them: hostile code may hold a name millions of times. */
export function* boundedMatches(pattern: RegExp, text: string, max: number): Generator<RegExpExecArray> {
  pattern.lastIndex = 0;
  for (let seen = 0; seen < max; seen++) {
    const match = pattern.exec(text);
    if (!match) return;
    yield match;
  }
}
