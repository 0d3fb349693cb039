import fc from 'fast-check';
import { expect, test } from 'vitest';
import { isoTime } from '../../src/quiet/isoTime.js';

test('isoTime writes what toISOString writes, for any time from year 0 to 9999', () => {
  const min = -62_167_219_200_000; // 0000-01-01T00:00:00.000Z (Date.UTC reads years 0–99 as 1900–1999)
  const max = Date.UTC(9999, 11, 31, 23, 59, 59, 999);
  fc.assert(
    fc.property(fc.integer({ min, max }), (ms) => isoTime(ms) === new Date(ms).toISOString()),
    { numRuns: 5000 },
  );
  for (const ms of [0, -1, 951_782_400_000, 4_107_542_400_000, min, max]) expect(isoTime(ms)).toBe(new Date(ms).toISOString());
});
