// Work done on text a repository or a tool call supplies, counted by the scanners that do it, so
// the linear-time tests (test/quality/) assert a bound on work rather than "did not time out". A
// counter bump is one addition: cheap enough to stay on the hook path.

/** Characters scanned, matcher steps and expansions, since the process started (or the last reset). */
export const ops = { scanned: 0, steps: 0, expansions: 0 };

export function countScanned(characters: number): void {
  ops.scanned += characters;
}

export function countSteps(steps: number): void {
  ops.steps += steps;
}

export function countExpansions(expansions: number): void {
  ops.expansions += expansions;
}

/** The total of all counters: what a linear-time test compares between two input sizes. */
export function opTotal(): number {
  return ops.scanned + ops.steps + ops.expansions;
}

export function resetOps(): void {
  ops.scanned = 0;
  ops.steps = 0;
  ops.expansions = 0;
}
