// "Did you mean": the known name nearest to a slip of the keyboard or of the case.

/** Edit distance, for "did you mean": ids are short, so the plain table is cheap. */
function distance(a: string, b: string): number {
  let row = Array.from({ length: b.length + 1 }, (_, i) => i);
  for (let i = 1; i <= a.length; i++) {
    const next = [i];
    for (let j = 1; j <= b.length; j++) next[j] = Math.min(row[j]! + 1, next[j - 1]! + 1, row[j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1));
    row = next;
  }
  return row[b.length]!;
}

/** The known name closest to `wrong`, when it is near enough to be a slip (or a prefix of it). */
export function didYouMean(wrong: string, known: readonly string[]): string | undefined {
  const lower = wrong.toLowerCase();
  const ranked = known
    .map((name) => ({ name, cost: name.toLowerCase().startsWith(lower) && lower.length >= 3 ? 0 : distance(lower, name.toLowerCase()) }))
    .sort((a, b) => a.cost - b.cost);
  const best = ranked[0];
  return best && best.cost <= Math.max(1, Math.floor(best.name.length / 3)) ? best.name : undefined;
}
