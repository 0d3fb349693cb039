import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { globRegex, matchesGlob } from '../../../src/guards/engine/paths.js';

// matchesGlob rules a glob out by its longest literal before compiling its pattern: a shortcut that
// must never change an answer.

const home = '/home/u';
const anchored = (glob: string) => (glob.startsWith('~') ? home + glob.slice(1) : glob.startsWith('/') ? glob : `**/${glob}`);

describe('matchesGlob', () => {
  test.each([
    ['/p/node_modules/x', '**/node_modules/**', true],
    ['/p/node_modules', '**/node_modules/**', false],
    ['/home/u/.ssh/id_rsa', '~/.ssh/*', true],
    ['/home/u/.ssh/keys/id_rsa', '~/.ssh/*', false],
    ['/etc/passwd', '/etc/passwd', true],
    ['/etc/passwd-', '/etc/passwd', false],
    ['/a/b.egg-info', '**/*.egg-info', true],
    ['b.egg-info', '**/*.egg-info', true],
  ])('%s against %s: %s', (path, glob, expected) => {
    expect(matchesGlob(path, [glob], home)).toBe(expected);
  });

  test("answers as the glob's pattern does, on any glob and path", () => {
    const text = (chars: string[]) => fc.array(fc.constantFrom(...chars), { maxLength: 14 }).map((each) => each.join(''));
    fc.assert(
      fc.property(text(['a', 'b', '.', '/', '*', '?', '~']), text(['a', 'b', '.', '/', '\n']), (glob, path) => {
        expect(matchesGlob(path, [glob], home)).toBe(globRegex(anchored(glob)).test(path));
      }),
      { numRuns: 3000 },
    );
  });
});
