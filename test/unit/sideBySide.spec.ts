import { expect, test } from 'vitest';
import { sideBySide } from '../../src/install/surfaces/sideBySide.js';

// verify's hooks run side by side: started in order, never more at once than the limit, and the
// report in the registrations' order whichever finishes first.

test('started in order, at most `limit` at once, results in the order given', async () => {
  const started: number[] = [];
  let now = 0;
  let most = 0;
  const ends: (() => void)[] = [];
  const done = sideBySide(
    [0, 1, 2, 3, 4],
    (item) =>
      new Promise<string>((resolve) => {
        started.push(item);
        most = Math.max(most, ++now);
        ends[item] = () => {
          now--;
          resolve(`r${item}`);
        };
      }),
    2,
  );
  await Promise.resolve();
  expect(started).toEqual([0, 1]);
  // The second finishes first: the third starts in its place, and the report keeps its order.
  for (const item of [1, 0, 3, 2, 4]) {
    await new Promise((resolve) => setImmediate(resolve));
    ends[item]!();
  }
  expect(await done).toEqual(['r0', 'r1', 'r2', 'r3', 'r4']);
  expect(started).toEqual([0, 1, 2, 3, 4]);
  expect(most).toBe(2);
});

test('nothing to run, and a limit below one, still answer', async () => {
  expect(await sideBySide([], async () => 1)).toEqual([]);
  expect(await sideBySide([1, 2], async (item) => item * 2, 0)).toEqual([2, 4]);
});
