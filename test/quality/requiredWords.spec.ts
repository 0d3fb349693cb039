import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import { mayMatch, requiredWords } from '../../src/guards/engine/requiredWords.js';
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

  test.each(scripts.map((rule) => [rule.id, rule.script!]))('%s: no text without its words matches it', (_, script) => {
    const words = requiredWords(script);
    const pattern = new RegExp(script, 'i');
    const wrong = upper.filter(([text, up]) => !mayMatch(words, up) && pattern.test(text)).map(([text]) => text.slice(0, 120));
    expect(wrong).toEqual([]);
  });
});
