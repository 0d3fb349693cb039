import { describe, expect, it } from 'vitest';
import { mayMatch, requiredWords } from '../../../src/guards/engine/requiredWords.js';

describe('requiredWords: the words a pattern cannot match without, per top-level alternative', () => {
  it.each([
    ['\\bDELETE\\s+FROM\\s+\\w+\\s+WHERE\\b', [['DELETE', 'FROM', 'WHERE']]],
    ['\\bdrop\\s+table', [['DROP', 'TABLE']]],
    ['DELETE\\s+FROM|\\bTRUNCATE\\b', [['DELETE', 'FROM'], ['TRUNCATE']]],
    // What a group, a class or a lookaround holds is not required, nor a letter a quantifier lets be absent.
    ['DELETE\\s+(?:FROM\\s+)?(?!jobs)\\w+', [['DELETE']]],
    ['[DELETE]+FROM', [['FROM']]],
    ['sessions?\\b', [['SESSION']]],
    ['caches*x', [['CACHE']]],
    ['PURGEE{0,2}', [['PURGE']]],
    ['PURGEE{0}', [['PURGE']]],
    ['RETAINS{1,3}', [['RETAINS']]],
    ['RETAINS+', [['RETAINS']]],
    // An escape's letters are not the text's.
    ['\\x41BC\\u0041DE\\k<name>FG\\cJKL\\nMN', [['BC', 'DE', 'FG', 'KL', 'MN']]],
    // What this reading does not know exactly requires nothing: empty classes, loose escapes, an unbalanced group.
    ['DELETE|x[^]|[y]TRUNCATE', [[]]],
    ['a[]|b|[c]DROP', [[]]],
    ['\\x(DROP|TRUNCATE)table', [[]]],
    ['\\u{41}DROP', [[]]],
    ['\\c1DROP', [[]]],
    ['DROP)TABLE', [[]]],
    ['ab{00}cd', [['CD']]],
    ['ab{00,3}cd', [['CD']]],
    ['a\\(b|c\\)d', [[], []]],
    ['(a|b)c', [[]]],
    ['', [[]]],
  ])('%s', (source, words) => {
    expect(requiredWords(source)).toEqual(words);
  });

  it.each([
    ['DELETE FROM t WHERE a > 1', true],
    ['delete from t where a > 1', false],
    ['UPDATE t SET a = 1', false],
  ])('mayMatch on %j (already upper-cased or not)', (text, expected) => {
    expect(mayMatch([['DELETE', 'FROM', 'WHERE']], text)).toBe(expected);
  });
});
