import { countScanned } from './opCount.js';
import { escapeRegExp } from './escapeRegExp.js';

// Which of many literal keywords a text holds: the gate in front of a family's rules (a rule runs
// only on text that names one of its keywords). On a long text one alternation over the lower-cased
// text, in one pass, costs about a seventh of testing each keyword on its own, and stays linear: at
// a match only the keywords that are prefixes of it are checked (at most one per keyword length), so
// text made of keywords (hostile input) costs a bounded amount per position. But compiling that
// alternation costs 0.5-0.9 ms for a family, more than looking each keyword up on its own in the
// short texts of a hook process, which scans a family a few times; a long-lived process (oh-my-pi)
// scans many times, and there the compiled alternation is 6-10 times faster. So a scanner looks keywords up one by one until that has cost about what
// compiling would (rent, then buy), and then compiles.

const REBUILD_AFTER = 4096;

/** Keyword-characters (keywords × text length, summed over scans) looked up one by one before compiling: about 0.7 ms. */
const SEARCH_ALONE = 4 << 20;

export type KeywordScan = (lower: string) => ReadonlySet<string>;

function alternation(words: readonly string[]): RegExp {
  return new RegExp(
    [...words]
      .sort((a, b) => b.length - a.length)
      .map(escapeRegExp)
      .join('|'),
    'g',
  );
}

/**
 * A scanner for these (lower-case) keywords: given lower-cased text, the keywords it holds, overlaps
 * included. `searchAlone`: how much searching (keywords × text length, summed) is done one keyword at
 * a time before the alternation is compiled.
 */
export function keywordScanner(keywords: Iterable<string>, searchAlone = SEARCH_ALONE): KeywordScan {
  const words = [...new Set(keywords)].filter(Boolean);
  const lengths = [...new Set(words.map((word) => word.length))].sort((a, b) => a - b);
  let all: RegExp | undefined;
  let spent = 0;
  return (lower) => {
    countScanned(lower.length);
    const cost = words.length * lower.length;
    if (all === undefined && spent + cost <= searchAlone) {
      spent += cost;
      return new Set(words.filter((word) => lower.includes(word)));
    }
    const found = new Set<string>();
    const missing = new Set(words);
    let any = (all ??= alternation(words));
    let compiledWith = words.length;
    any.lastIndex = 0;
    for (let match = any.exec(lower); match; match = any.exec(lower)) {
      const at = match.index;
      // The alternation tries longer keywords first, so every keyword starting here is a prefix of this match.
      for (const length of lengths) {
        if (length > match[0].length) break;
        const word = match[0].slice(0, length);
        if (missing.delete(word)) found.add(word);
      }
      if (missing.size === 0) break;
      // A keyword already found still matches, but costs only the prefix check above. A fresh RegExp starts in
      // V8's regexp interpreter, slow on hundreds of alternatives over a long text: so a long rest is searched with
      // a smaller alternation only once half the keywords are found (a handful of rebuilds, not one per keyword).
      if (missing.size <= compiledWith / 2 && lower.length - at > REBUILD_AFTER) {
        any = alternation([...missing]);
        compiledWith = missing.size;
      }
      any.lastIndex = at + 1;
    }
    return found;
  };
}
