import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import { mayMatch, type Prefilter, requiredWords } from '../../src/guards/engine/requiredWords.js';
import { PACKS } from '../../src/guards/rules/packs.js';
import { ROOT } from '../support/run.js';

// The destructive guard skips a script rule's pattern on a text that lacks the words requiredWords finds in it
// (src/guards/destructive.ts): sound only if no text without them matches. Checked for every shipped script pattern
// on texts we did not write for this: the precision sets and the last twenty held-out rounds, whole and per statement.
const HELDOUT = join(ROOT, 'test', 'fixtures', 'heldout');
const rounds = readdirSync(HELDOUT)
  .filter((file) => /^round\d+-\w[\w-]*\.jsonl$/.test(file))
  .sort((a, b) => Number(/\d+/.exec(b)![0]) - Number(/\d+/.exec(a)![0]))
  .slice(0, 20 * 5)
  .map((file) => join(HELDOUT, file));
const precision = readdirSync(join(ROOT, 'test', 'fixtures', 'precision')).map((file) => join(ROOT, 'test', 'fixtures', 'precision', file));

const texts = new Set<string>();
const collect = (value: unknown): void => {
  if (typeof value === 'string') {
    if (value.length > 8192) return;
    texts.add(value);
    for (const statement of value.split(';')) texts.add(statement);
  } else if (value && typeof value === 'object') for (const inner of Object.values(value)) collect(inner);
};
for (const file of [...rounds, ...precision].filter((path) => path.endsWith('.jsonl')))
  for (const line of readFileSync(file, 'utf8').split('\n'))
    if (line.trim()) collect((JSON.parse(line) as { tool_input?: unknown }).tool_input);
const upper = [...texts].map((text) => [text, text.toUpperCase()] as const);

const scripts = (PACKS.destructive as { rules: { id: string; script?: string }[] }[])
  .flatMap((pack) => pack.rules)
  .filter((rule) => rule.script !== undefined);

describe('requiredWords on every shipped script pattern', () => {
  test('the corpus is large enough to mean something', () => {
    expect(scripts.length).toBeGreaterThan(100);
    expect(upper.length).toBeGreaterThan(20_000);
  });

  // The whole filter: the words every alternative needs, the "one of" sets its groups need, the signs (`,`, `(`).
  test.each(scripts.map((rule) => [rule.id, rule.script!]))('%s: no text its filter turns away matches it', (_, script) => {
    const words = requiredWords(script);
    const pattern = new RegExp(script, 'i');
    const wrong = upper.filter(([text, up]) => !mayMatch(words, up) && pattern.test(text)).map(([text]) => text.slice(0, 120));
    expect(wrong).toEqual([]);
  });

  // Each item on its own, "one of" sets too: for every form of the pattern (a top-level alternative, or one inside a
  // group that is the whole of one), every text the form matches holds each word its filter needs and one conjunction
  // of each set. The check above would miss a set read wrong in one form while another form's filter let the text by.
  test.each(scripts.filter((rule) => !/\\[1-9]|\\k</.test(rule.script!)).map((rule) => [rule.id, rule.script!]))(
    "%s: every text a form of it matches holds each item of that form's filter",
    (_, script) => {
      const wrong = forms(script).flatMap((form) => {
        const filter = requiredWords(form);
        if (filter.length !== 1) return [];
        const pattern = new RegExp(form, 'i');
        return upper
          .filter(([text]) => pattern.test(text))
          .flatMap(([text, up]) =>
            filter[0]!
              .filter((item) => (typeof item === 'string' ? !up.includes(item) : !mayMatch(item, up)))
              .map((item) => `${text.slice(0, 120)} lacks ${JSON.stringify(item).slice(0, 200)}`),
          );
      });
      expect(wrong).toEqual([]);
    },
  );

  test('the filters read "one of" sets in the SQL packs, and turn away most SQL patterns for a plain DELETE', () => {
    const sql = scripts.filter((rule) => /\bDELETE\b/i.test(rule.script!));
    expect(sql.filter((rule) => oneOfSets(requiredWords(rule.script!)).length > 0).length).toBeGreaterThan(10);
    const plain = 'DELETE FROM SESSION_SLOTS WHERE STARTS_AT > NOW()';
    expect(sql.filter((rule) => mayMatch(requiredWords(rule.script!), plain)).length).toBeLessThan(sql.length / 4);
  });
});

/** The pattern's top-level alternatives, and those of a group that is the whole of one (`(?:a|b)|c` gives a, b and c). */
function forms(source: string): string[] {
  const parts: string[] = [];
  let depth = 0;
  let from = 0;
  for (let i = 0; i < source.length; i++) {
    const c = source[i];
    if (c === '\\') i++;
    else if (c === '[') for (i++; i < source.length && source[i] !== ']'; i++) i += source[i] === '\\' ? 1 : 0;
    else if (c === '(') depth++;
    else if (c === ')') depth--;
    else if (c === '|' && depth === 0) {
      parts.push(source.slice(from, i));
      from = i + 1;
    }
  }
  parts.push(source.slice(from));
  return parts.flatMap((part) => {
    const inner = /^\((?:\?:|\?<\w+>)?/.exec(part);
    if (!inner || !part.endsWith(')') || !wholeGroup(part)) return [part];
    return [part, ...forms(part.slice(inner[0].length, -1))];
  });
}

/** Whether the group opening `part` closes at its end. */
function wholeGroup(part: string): boolean {
  let depth = 0;
  for (let i = 0; i < part.length; i++) {
    const c = part[i];
    if (c === '\\') i++;
    else if (c === '[') for (i++; i < part.length && part[i] !== ']'; i++) i += part[i] === '\\' ? 1 : 0;
    else if (c === '(') depth++;
    else if (c === ')' && --depth === 0) return i === part.length - 1;
  }
  return false;
}

/** The "one of" sets a filter holds, wherever they sit. */
function oneOfSets(filter: Prefilter): Prefilter[] {
  return filter.flatMap((items) => items.flatMap((item) => (typeof item === 'string' ? [] : [item, ...oneOfSets(item)])));
}
