import { countScanned } from './opCount.js';
import { escapeRegExp } from './escapeRegExp.js';

// Which of many literal keywords a text holds: the gate in front of a family's rules (a rule runs
// only on text that names one of its keywords). On a long text one alternation over the lower-cased
// text, in one pass, costs about a seventh of testing each keyword on its own, and stays linear: a
// keyword once found leaves the alternation, so text made of keywords (hostile input) does not make
// every position a match. But compiling that alternation costs 0.5-0.9 ms for a family, more than
// looking each keyword up on its own in the short texts of a hook process, which scans a family a
// few times; a long-lived process (oh-my-pi) scans many times, and there the compiled alternation is
// 6-10 times faster. So a scanner looks keywords up one by one until that has cost about what
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
    let remaining = words;
    let any = (all ??= alternation(words));
    any.lastIndex = 0;
    for (let match = any.exec(lower); match; match = any.exec(lower)) {
      const at = match.index;
      const fresh = remaining.filter((word) => lower.startsWith(word, at));
      for (const word of fresh) found.add(word);
      remaining = remaining.filter((word) => !found.has(word));
      if (remaining.length === 0) break;
      // A long rest is searched only for what is still missing (a new alternation is worth its
      // cost only there); a short one goes on with the same.
      if (fresh.length > 0 && lower.length - at > REBUILD_AFTER) any = alternation(remaining);
      any.lastIndex = at + 1;
    }
    return found;
  };
}
