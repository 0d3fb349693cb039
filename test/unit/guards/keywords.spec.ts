import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { keywordScanner } from '../../../src/guards/lib/keywords.js';

describe('keywordScanner', () => {
  it.each([
    [['sk', 'sk-proj-', 'proj'], 'export k=sk-proj-abc', ['sk', 'sk-proj-', 'proj']],
    [['eval', 'exec'], 'model.evaluate()', ['eval']],
    [['://', 'password='], 'no match here', []],
    [['aa'], 'aaaa', ['aa']],
  ])('%j in %j', (words, text, found) => {
    expect([...keywordScanner(words)(text)].sort()).toEqual([...found].sort());
    expect([...keywordScanner(words, 0)(text)].sort()).toEqual([...found].sort());
  });

  it('answers alike before and after it compiles its alternation (a budget of 12 keyword-characters)', () => {
    const words = ['ab', 'b:', 'sk-'];
    const scan = keywordScanner(words, 12);
    for (const text of ['xab', 'b:ab sk-1', 'zz', 'ab b:', 'sk-', 'nothing here at all']) {
      expect([...scan(text)].sort()).toEqual(words.filter((word) => text.includes(word)).sort());
    }
  });

  // Short texts look each keyword up, long ones run one alternation (searchAlone 0): the same answer.
  it.each([
    ['looked up one by one', undefined],
    ['in one alternation', 0],
  ])('finds exactly the keywords a naive search finds, overlaps included, %s', (_, searchAlone) => {
    const word = fc.string({ unit: fc.constantFrom('a', 'b', '-', ':', '/'), minLength: 1, maxLength: 4 });
    fc.assert(
      fc.property(
        fc.array(word, { minLength: 1, maxLength: 8 }),
        fc.string({ unit: fc.constantFrom('a', 'b', '-', ':', '/', ' '), maxLength: 60 }),
        (words, text) => {
          expect([...keywordScanner(words, searchAlone)(text)].sort()).toEqual(
            [...new Set(words.filter((each) => text.includes(each)))].sort(),
          );
        },
      ),
    );
  });

  // Keywords found early in a long text shrink the alternation for the rest: the answer must not change.
  it('finds exactly the keywords a naive search finds in a long text, where it recompiles as they are found', () => {
    const unit = fc.constantFrom('a', 'b', '-', ':', '/');
    const word = fc.string({ unit, minLength: 1, maxLength: 4 });
    const piece = fc.string({ unit: fc.constantFrom('a', 'b', '-', ':', '/', ' '), maxLength: 60 });
    fc.assert(
      fc.property(fc.array(word, { minLength: 1, maxLength: 12 }), piece, piece, (words, head, tail) => {
        const text = `${head}${'x'.repeat(5000)}${tail}`;
        expect([...keywordScanner(words, 0)(text)].sort()).toEqual([...new Set(words.filter((each) => text.includes(each)))].sort());
      }),
      { numRuns: 200 },
    );
  });
});
