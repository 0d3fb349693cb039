import { describe, expect, test } from 'vitest';
import { pendingAdvice } from '../../../src/hosts/omp/pendingAdvice.js';

// Steps on a store of max 2 entries and a 100 ms lifetime: `put id@time`, `take id@time` → what take returns.
type Step = [op: 'put' | 'take', id: string, at: number];
const run = (steps: Step[]) => {
  let clock = 0;
  const store = pendingAdvice(2, 100, () => clock);
  const taken: Array<Promise<string> | undefined> = [];
  for (const [op, id, at] of steps) {
    clock = at;
    if (op === 'put') store.put(id, Promise.resolve(`advice ${id}`));
    else taken.push(store.take(id));
  }
  return Promise.all(taken.map((each) => each ?? Promise.resolve(null))).then((values) => ({ values, size: store.size }));
};

describe('pendingAdvice', () => {
  test.each<[string, Step[], Array<string | null>, number]>([
    [
      'taken once by its result',
      [
        ['put', 'a', 0],
        ['take', 'a', 1],
        ['take', 'a', 2],
      ],
      ['advice a', null],
      0,
    ],
    [
      'another call has nothing',
      [
        ['put', 'a', 0],
        ['take', 'b', 1],
      ],
      [null],
      1,
    ],
    [
      'the oldest leaves past max',
      [
        ['put', 'a', 0],
        ['put', 'b', 1],
        ['put', 'c', 2],
        ['take', 'a', 3],
        ['take', 'c', 4],
      ],
      [null, 'advice c'],
      1,
    ],
    [
      'expired: not taken',
      [
        ['put', 'a', 0],
        ['take', 'a', 101],
      ],
      [null],
      0,
    ],
    [
      'expired entries leave on the next put',
      [
        ['put', 'a', 0],
        ['put', 'b', 150],
      ],
      [],
      1,
    ],
    [
      'a repeated id keeps the newest',
      [
        ['put', 'a', 0],
        ['put', 'a', 1],
        ['take', 'a', 2],
      ],
      ['advice a'],
      0,
    ],
  ])('%s', async (_case, steps, values, size) => expect(await run(steps)).toEqual({ values, size }));
});
