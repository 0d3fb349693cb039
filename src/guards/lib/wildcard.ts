// Matching a glob made of literals and stars without a backtracking regex: the glob may come from
// the project (a .gitignore line, a plan path in its config), where `*a*a*a*a*a*a*a*a*a*a*a*a*b` as
// a regex takes hours on a long name.

/**
 * Whether the whole of `items` matches the whole of `pattern`, where `isStar` items match any run.
 * Greedy, backtracking only to the last star: correct for star-only wildcards, O(items × pattern).
 */
export function wildcard<P, T>(
  pattern: readonly P[],
  items: ArrayLike<T>,
  isStar: (p: P) => boolean,
  matches: (p: P, item: T) => boolean,
): boolean {
  let p = 0;
  let t = 0;
  let star = -1;
  let resume = 0;
  while (t < items.length) {
    if (p < pattern.length && isStar(pattern[p]!)) {
      star = p++;
      resume = t;
    } else if (p < pattern.length && matches(pattern[p]!, items[t]!)) {
      p++;
      t++;
    } else if (star >= 0) {
      p = star + 1;
      t = ++resume;
    } else return false;
  }
  while (p < pattern.length && isStar(pattern[p]!)) p++;
  return p === pattern.length;
}

/** Whether `name` matches a glob whose only special character is `*` (any run of characters). */
export function starMatches(glob: string, name: string): boolean {
  return wildcard(
    [...glob],
    name,
    (ch) => ch === '*',
    (ch, item) => ch === item,
  );
}
