/**
 * The Wilson score interval for a proportion: `successes` of `trials`, at `z` (1.96: 95%).
 * Unlike the normal approximation it stays inside [0, 1] and is honest on small counts, which
 * is what a per-rule rate over a few sessions has. Undefined for no trials.
 */
export function wilson(successes: number, trials: number, z = 1.96): { low: number; high: number } | undefined {
  if (trials <= 0) return undefined;
  const p = successes / trials;
  const z2 = z * z;
  const denominator = 1 + z2 / trials;
  const centre = (p + z2 / (2 * trials)) / denominator;
  const half = (z * Math.sqrt((p * (1 - p)) / trials + z2 / (4 * trials * trials))) / denominator;
  return { low: Math.max(0, centre - half), high: Math.min(1, centre + half) };
}
