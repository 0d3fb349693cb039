/** How far back, in characters, a receiver chain is read: hostile code can make one as long as it likes. */
const BACK = 200;

/**
 * The chain a method is called on, nearest link first (`s3.Bucket('b').objects.all().delete` → all, objects, Bucket, s3),
 * and where its nearest and its farthest link begin (`all()` and `s3`), for naming the call as written. Links join by
 * `.`, `?.`, `->`, `?->` or `::`, across line breaks; calls' arguments are skipped (balanced, within the window). A PHP
 * namespace stays with its link's start (`\\Storage::`), not in its name.
 */
export function receiverChain(masked: string, start: number): { links: string[]; nearest: number; start: number } {
  const links: string[] = [];
  let i = start;
  let firstStart = start;
  const floor = Math.max(0, start - BACK);
  for (let n = 0; n < 6; n++) {
    let j = i - 1;
    if (masked[j] === '.') j--;
    else if ((masked[j] === '>' && masked[j - 1] === '-') || (masked[j] === ':' && masked[j - 1] === ':')) j -= 2;
    else break;
    if (masked[j] === '?') j--;
    while (j >= floor && /\s/.test(masked[j]!)) j--;
    // Skip `(…)` or `[…]` back to what was called or indexed.
    while (j >= floor && (masked[j] === ')' || masked[j] === ']')) {
      let depth = 0;
      for (; j >= floor; j--) {
        if (masked[j] === ')' || masked[j] === ']') depth++;
        else if (masked[j] === '(' || masked[j] === '[') depth--;
        if (depth === 0) break;
      }
      j--;
    }
    const end = j + 1;
    while (j >= floor && /[\w$\\]/.test(masked[j]!)) j--;
    const link = masked.slice(j + 1, end);
    const name = link.slice(link.lastIndexOf('\\') + 1);
    if (name === '') break;
    links.push(name);
    i = j + 1;
    if (links.length === 1) firstStart = i;
  }
  return { links, nearest: firstStart, start: i };
}
