// Which of many literal keywords a text holds, in one pass: the gate in front of a family's rules
// (a rule runs only on text that names one of its keywords). One alternation over the lower-cased
// text costs about a seventh of testing each keyword on its own, and stays linear: a keyword once
// found leaves the alternation, so text made of keywords (hostile input) does not make every
// position a match.

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

const REBUILD_AFTER = 4096;

export type KeywordScan = (lower: string) => ReadonlySet<string>;

function alternation(words: readonly string[]): RegExp {
  return new RegExp([...words].sort((a, b) => b.length - a.length).map(escape).join('|'), 'g');
}

/** A scanner for these (lower-case) keywords: given lower-cased text, the keywords it holds, overlaps included. */
export function keywordScanner(keywords: Iterable<string>): KeywordScan {
  const words = [...new Set(keywords)].filter(Boolean);
  const all = alternation(words);
  return (lower) => {
    const found = new Set<string>();
    let remaining = words;
    let any = all;
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
