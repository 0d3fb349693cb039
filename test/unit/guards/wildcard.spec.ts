import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { starMatches } from '../../../src/guards/lib/wildcard.js';

// The star-only glob matcher that replaces regexes built from project globs.

describe('starMatches', () => {
  test.each([
    ['plan*.md', 'plan-2026.md', true],
    ['plan*.md', 'plan.md', true],
    ['plan*.md', 'plan.mdx', false],
    ['*', '', true],
    ['a*b*c', 'axxbyyc', true],
    ['a*b*c', 'axxbyy', false],
  ])('%s ~ %s: %s', (glob, name, expected) => expect(starMatches(glob, name)).toBe(expected));

  test('agrees with the regex it replaces on small inputs', () => {
    const text = fc.stringMatching(/^[ab]{0,8}$/);
    const glob = fc.stringMatching(/^[ab*]{0,6}$/);
    fc.assert(
      fc.property(glob, text, (pattern, name) => {
        const regex = new RegExp(`^${pattern.replace(/\*/g, '.*')}$`);
        expect(starMatches(pattern, name)).toBe(regex.test(name));
      }),
    );
  });

  test('finishes on a glob that makes a backtracking regex hang', () => {
    expect(starMatches('*a*a*a*a*a*a*a*a*a*a*a*a*b', 'a'.repeat(100_000))).toBe(false);
  }, 10_000);
});
