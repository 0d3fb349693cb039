// Which of many literal keywords a text holds: the gate in front of a family's rules (a rule runs
// only on text that names one of its keywords). On a long text one alternation over the lower-cased
// text, in one pass, costs about a seventh of testing each keyword on its own, and stays linear: a
// keyword once found leaves the alternation, so text made of keywords (hostile input) does not make
// every position a match. On the short text of a typical call, compiling that alternation costs
// more than the scan: there each keyword is looked up on its own.

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

const REBUILD_AFTER = 4096;

/** Below this many keyword-characters of search (keywords × text length), look each keyword up on its own. */
const SEARCH_ALONE = 1 << 20;

export type KeywordScan = (lower: string) => ReadonlySet<string>;

function alternation(words: readonly string[]): RegExp {
  return new RegExp([...words].sort((a, b) => b.length - a.length).map(escape).join('|'), 'g');
}

/**
 * A scanner for these (lower-case) keywords: given lower-cased text, the keywords it holds, overlaps
 * included. `searchAlone` is the size of search below which each keyword is looked up on its own.
 */
export function keywordScanner(keywords: Iterable<string>, searchAlone = SEARCH_ALONE): KeywordScan {
  const words = [...new Set(keywords)].filter(Boolean);
  let all: RegExp | undefined;
  return (lower) => {
    if (words.length * lower.length <= searchAlone) return new Set(words.filter((word) => lower.includes(word)));
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
