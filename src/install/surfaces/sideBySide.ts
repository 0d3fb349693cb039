import { availableParallelism } from 'node:os';

// verify runs every registered hook as its harness would: each is a process of its own with a
// scratch folder of its own, so nothing orders them but the report. They start in order and run
// as many at a time as the machine has cores, which keeps a fifteen-harness verify from waiting on
// one start-up after another without loading the machine more than a harness's own session would.

/** `task` for each item, at most `limit` at a time, started in order; the results in the items' order. */
export async function sideBySide<T, R>(items: readonly T[], task: (item: T) => Promise<R>, limit = availableParallelism()): Promise<R[]> {
  const results: R[] = new Array(items.length);
  let next = 0;
  const worker = async (): Promise<void> => {
    while (next < items.length) {
      const at = next++;
      results[at] = await task(items[at]!);
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, Math.min(limit, items.length)) }, worker));
  return results;
}
