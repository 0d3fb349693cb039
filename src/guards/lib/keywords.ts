// Which of many literal keywords a text holds, in one pass: the gate in front of a family's rules
// (a rule runs only on text that names one of its keywords). One alternation over the lower-cased
// text costs about a seventh of testing each keyword on its own, and stays linear.

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

export type KeywordScan = (lower: string) => ReadonlySet<string>;

/** A scanner for these (lower-case) keywords: given lower-cased text, the keywords it holds, overlaps included. */
export function keywordScanner(keywords: Iterable<string>): KeywordScan {
  const words = [...new Set(keywords)].filter(Boolean);
  if (words.length === 0) return () => new Set();
  const byFirst = new Map<string, string[]>();
  for (const word of words) byFirst.set(word[0]!, [...(byFirst.get(word[0]!) ?? []), word]);
  const any = new RegExp(words.sort((a, b) => b.length - a.length).map(escape).join('|'), 'g');
  return (lower) => {
    const found = new Set<string>();
    any.lastIndex = 0;
    for (let match = any.exec(lower); match && found.size < words.length; match = any.exec(lower)) {
      for (const word of byFirst.get(lower[match.index]!)!) if (lower.startsWith(word, match.index)) found.add(word);
      any.lastIndex = match.index + 1;
    }
    return found;
  };
}
