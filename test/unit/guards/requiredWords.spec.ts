import { describe, expect, it } from 'vitest';
import { mayMatch, requiredWords } from '../../../src/guards/engine/requiredWords.js';

describe('requiredWords: what a pattern cannot match without, as any of its conjunctions', () => {
  it.each([
    ['\\bDELETE\\s+FROM\\s+\\w+\\s+WHERE\\b', [['DELETE', 'FROM', 'WHERE']]],
    ['\\bdrop\\s+table', [['DROP', 'TABLE']]],
    ['DELETE\\s+FROM|\\bTRUNCATE\\b', [['DELETE', 'FROM'], ['TRUNCATE']]],
    // What a class or a lookaround holds is not required, nor what a quantifier lets be absent.
    ['DELETE\\s+(?:FROM\\s+)?(?!jobs)\\w+', [['DELETE']]],
    ['[DELETE]+FROM', [['FROM']]],
    ['sessions?\\b', [['SESSION']]],
    ['caches*x', [['CACHE']]],
    ['PURGEE{0,2}', [['PURGE']]],
    ['PURGEE{0}', [['PURGE']]],
    ['RETAINS{1,3}', [['RETAINS']]],
    ['RETAINS+', [['RETAINS']]],
    ['ab{00}cd', [['CD']]],
    ['ab{00,3}cd', [['CD']]],
    // An escape's letters are not the text's; a back-reference or octal escape takes its digits with it.
    ['\\x41BC\\u0041DE\\k<name>FG\\cJKL\\nMN', [['BC', 'DE', 'FG', 'KL', 'MN']]],
    ['(\\w+)\\10abc', [['ABC']]],
    // Digits and signs the pattern spells count with the letters beside them; an escaped sign is itself; one sign alone counts.
    ['session_slots', [['SESSION_SLOTS']]],
    ['x\\.y', [['X.Y']]],
    ['NOW\\s*\\(\\s*\\)', [['NOW', '(', ')']]],
    ['a\\(b|c\\)d', [['A(B'], ['C)D']]],
    ['a{1,x}', [['1,X']]],
    // What this reading does not know exactly requires nothing: empty classes, loose escapes, an unbalanced group.
    ['DELETE|x[^]|[y]TRUNCATE', [[]]],
    ['a[]|b|[c]DROP', [[]]],
    ['\\x(DROP|TRUNCATE)table', [[]]],
    ['\\u{41}DROP', [[]]],
    ['\\c1DROP', [[]]],
    ['\\p{Lu}DROP', [[]]],
    ['DROP)TABLE', [[]]],
    ['(users|rows', [[]]],
    ['(a|b)c', [[]]],
    ['', [[]]],
  ])('%s', (source, filter) => {
    expect(requiredWords(source)).toEqual(filter);
  });

  // "One of": a group that must match, each of whose alternatives needs something.
  it.each([
    ['\\w{0,48}(?:accounts?|customers?|clients?)\\b', [['ACCOUNT'], ['CUSTOMER'], ['CLIENT']]],
    ['DELETE\\s+(users|people)|(?<t>jobs|tasks)x', [['DELETE', [['USERS'], ['PEOPLE']]], ['JOBS'], ['TASKS']]],
    ['WHERE\\s+\\w+\\s*(?:<|>|BETWEEN)', [['WHERE', [['<'], ['>'], ['BETWEEN']]]]],
    // Nested groups nest; a group of one alternative needs all it holds, a group that is all of an alternative adds its own.
    ['(?:old_(?:users|people)|stale_rows)', [['OLD_', [['USERS'], ['PEOPLE']]], ['STALE_ROWS']]],
    ['(?:(?:users|people)|rows)x', [['USERS'], ['PEOPLE'], ['ROWS']]],
    ['(?:DELETE\\s+FROM\\s+\\w{0,48}(?:users|people))|(?:UPDATE(?:x|y)?)', [['DELETE', 'FROM', [['USERS'], ['PEOPLE']]], ['UPDATE']]],
    ['(?:(?:DROP))\\s+TABLE', [['DROP', 'TABLE']]],
    ['(?:<|>)|(?:>|<)', [['<'], ['>']]],
    // A quantifier that keeps it keeps the set.
    ['(?:users|people){1,2}x', [['USERS'], ['PEOPLE']]],
    ['(?:users|people)+?x', [['USERS'], ['PEOPLE']]],
    // A group that may be absent, a lookaround, an inline modifier, an alternative that needs nothing: no set.
    ['(?:users|people)?x', [[]]],
    ['(?:users|people)*x', [[]]],
    ['(?:users|people){0,2}x', [[]]],
    ['(?=users|people)x', [[]]],
    ['(?!users|people)x', [[]]],
    ['(?<=users|people)x', [[]]],
    ['(?<!users|people)x', [[]]],
    ['(?i:users|people)x', [[]]],
    ['(?:users|)x', [[]]],
    ['(?:users|[a-z]+)x', [[]]],
    ['(?:users|id)x', [['USERS'], ['ID']]],
    ['(?:a|b)(?:c|d)', [[]]],
    // Escapes and classes inside a group do not end it early.
    ['(?:\\)users|[)(]rows|\\nlines)x', [[')USERS'], ['ROWS'], ['LINES']]],
  ])('one of: %s', (source, filter) => {
    expect(requiredWords(source)).toEqual(filter);
  });

  it.each([
    ['DELETE FROM t WHERE a > 1', true],
    ['delete from t where a > 1', false],
    ['UPDATE t SET a = 1', false],
  ])('mayMatch on %j (already upper-cased or not)', (text, expected) => {
    expect(mayMatch([['DELETE', 'FROM', 'WHERE']], text)).toBe(expected);
  });

  it.each([
    ['DELETE FROM CUSTOMERS WHERE A', true],
    ['DELETE FROM JOBS WHERE A', false],
    ['UPDATE CLIENTS SET A', false],
    ['TRUNCATE T', true],
    ['DELETE FROM SESSION_SLOTS WHERE STARTS_AT > NOW()', false],
  ])('mayMatch with "one of" on %j', (text, expected) => {
    expect(mayMatch([['DELETE', 'FROM', [['ACCOUNT'], ['CUSTOMER'], ['CLIENT']]], ['TRUNCATE']], text)).toBe(expected);
  });
});
