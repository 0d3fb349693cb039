import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { closingBracket, leadingArguments, splitArguments, splitTopLevel } from '../../src/guards/lib/topLevel.js';

describe('a call read at its top level', () => {
  test.each([
    ['a, b', ['a', 'b']],
    [' f(a, b) , [1, 2], {k: 3} ', ['f(a, b)', '[1, 2]', '{k: 3}']],
    ['"a, b", \'c,d\', `e,${f}`', ['"a, b"', "'c,d'", '`e,${f}`']],
    ['"esc\\", still", x', ['"esc\\", still"', 'x']],
    ['', []],
  ])('splitArguments(%s)', (args, parts) => expect(splitArguments(args)).toEqual(parts));

  test.each([
    ['a)', 0, 1],
    ['f(x), y)', 0, 7],
    ['")", x]', 0, 6],
    ['{a: [1]} }', 0, 9],
    ['"never closed', 0, -1],
  ])('closingBracket(%s)', (text, from, at) => expect(closingBracket(text, from)).toBe(at));

  test.each([
    ["('/etc/hosts', 'a') + 1", ["'/etc/hosts'", " 'a'"]],
    ["  (p, mode='w', encoding='utf8', newline='')", ['p', " mode='w'", " encoding='utf8'"]],
    ['x (a)', []],
    [`(a, b, ${'c'.repeat(2000)})`, ['a', ' b']],
  ])('leadingArguments(%s)', (rest, parts) => expect(leadingArguments(rest)).toEqual(parts));

  test('split at commas and joined back with them, any text is itself', () =>
    fc.assert(
      fc.property(fc.string({ maxLength: 200, unit: fc.constantFrom('a', ',', '(', ')', '[', '"', "'", '\\', ' ') }), (text) => {
        expect(splitTopLevel(text, (t, i) => (t[i] === ',' ? 1 : 0)).join(',')).toBe(text);
      }),
    ));
});
