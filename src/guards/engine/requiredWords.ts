/**
 * The words a rule's pattern cannot match without, per top-level alternative (`DELETE`, `FROM`, `WHERE`, `SELECT`): a
 * statement that holds none of an alternative's full set cannot match it, so the pattern need not be compiled for it.
 * The SQL packs' patterns are the largest the guards hold, and compiling them is most of what a call with SQL in it
 * costs; a call that reads `DELETE … WHERE starts_at > now()` skips every pattern that needs `UPDATE` or `SELECT`.
 *
 * Conservative by construction: only letters standing at the top level of an alternative count, never one inside a
 * group, a class or a lookaround, nor one a quantifier lets be absent (`sessions?` needs `SESSION`). Words are compared
 * upper-cased, as the patterns are case-insensitive; a longer word holding one (`JOIN` holds `IN`) only lets more through.
 */
export function requiredWords(source: string): string[][] {
  const branches: string[][] = [];
  let words: string[] = [];
  let run = '';
  let depth = 0;
  const flush = () => {
    if (run.length >= 2) words.push(run.toUpperCase());
    run = '';
  };
  for (let i = 0; i < source.length; i++) {
    const c = source[i]!;
    if (c === '\\') {
      if (depth === 0) flush();
      const escaped = source[i + 1];
      const after = source.slice(i + 2, i + 6);
      // An escape's own letters are not the text's: `\k<name>`, `\x41`, `\u0041`, `\cJ`, `\s`. One this reading does not
      // know exactly (`\x` without two hex digits, `\u{…}`, `\c` before a non-letter) makes the pattern require nothing.
      if (escaped === 'k' && after.startsWith('<')) i = source.indexOf('>', i);
      else if (escaped === 'x') i = /^[\dA-Fa-f]{2}/.test(after) ? i + 3 : -1;
      else if (escaped === 'u') i = /^[\dA-Fa-f]{4}/.test(after) ? i + 5 : -1;
      else if (escaped === 'c') i = /^[A-Za-z]/.test(after) ? i + 2 : -1;
      else i += 1;
      if (i < 0) return [[]];
      continue;
    }
    if (c === '[') {
      if (depth === 0) flush();
      i += source[i + 1] === '^' ? 2 : 1;
      // `[]` matches nothing and `[^]` any character: rare enough to give up on rather than read.
      if (source[i] === ']') return [[]];
      for (; i < source.length && source[i] !== ']'; i++) if (source[i] === '\\') i++;
      continue;
    }
    if (c === '(') {
      if (depth === 0) flush();
      depth++;
    } else if (c === ')') {
      if (--depth < 0) return [[]];
    } else if (depth > 0) continue;
    else if (c === '|') {
      flush();
      branches.push(words);
      words = [];
    } else if (c === '?' || c === '*' || (c === '{' && /^\{0*,|^\{0+(?:,\d*)?\}/.test(source.slice(i, i + 12)))) {
      // The letter before may be absent: it is not required, and the run ends.
      run = run.slice(0, -1);
      flush();
    } else if (/[A-Za-z]/.test(c)) run += c;
    else flush();
  }
  flush();
  branches.push(words);
  return branches;
}

/** Whether `upper` (a text, upper-cased) holds every required word of at least one alternative. */
export function mayMatch(branches: readonly (readonly string[])[], upper: string): boolean {
  return branches.some((words) => words.every((word) => upper.includes(word)));
}
