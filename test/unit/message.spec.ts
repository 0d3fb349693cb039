import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import { fillPlaceholders, parseMessage } from '../../src/messages/message.js';

const GUARD = `<!-- SPDX-License-Identifier: MIT -->
<!--
  multi-line maintainer note
-->

# Dependency change

## Advisory
Changing {{file}} ({{kind}}).

## After the call
Changed {{file}} ({{kind}}): check it now.

## Procedure
1. Check the registry.

## Bindings
- event: PreToolUse
- matcher: Write|Edit
- guard: dependency
`;

describe('parseMessage', () => {
  const message = parseMessage('dep', '/abs/dep.md', GUARD);

  test('strips leading comments and the bindings from what the model sees', () => {
    expect(message.body).toBe(
      '# Dependency change\n\n## Advisory\nChanging {{file}} ({{kind}}).\n\n## After the call\nChanged {{file}} ({{kind}}): check it now.\n\n' +
        '## Procedure\n1. Check the registry.',
    );
  });

  test('extracts the advisory section alone', () => {
    expect(message.advisory).toBe('Changing {{file}} ({{kind}}).');
  });

  test('extracts the advice for after the call alone, and the advisory stops before it', () => {
    expect(message.afterCall).toBe('Changed {{file}} ({{kind}}): check it now.');
    expect(parseMessage('d', '/d.md', '## Advisory\nA.\n##   after THE call\nB.\n').afterCall).toBe('B.');
  });

  test("every guard message of waymark's own has its advice for after the call", () => {
    const dir = join(import.meta.dirname, '../../messages');
    const guards = readdirSync(dir).filter((file) => file.endsWith('-guard.md'));
    expect(guards.length).toBeGreaterThan(5);
    for (const file of guards) expect(parseMessage(file, file, readFileSync(join(dir, file), 'utf8')).afterCall, file).toMatch(/\S/);
  });

  test('reads the bindings', () => {
    expect(message.bindings).toEqual({ event: 'PreToolUse', matcher: 'Write|Edit', guard: 'dependency' });
  });

  test('CRLF files parse the same', () => {
    expect(parseMessage('dep', '/abs/dep.md', GUARD.replace(/\n/g, '\r\n'))).toEqual(message);
  });

  test('a base message has no advisory; a file without bindings has none', () => {
    const base = parseMessage('b', '/b.md', '# Hi\n\nText.\n');
    expect(base).toMatchObject({ body: '# Hi\n\nText.', advisory: undefined, afterCall: undefined, bindings: {} });
  });
});

describe('fillPlaceholders', () => {
  test.each([
    ['{{file}} here', { file: 'a.json' }, 'a.json here'],
    ['{{ file }} spaced', { file: 'a' }, 'a spaced'],
    ['{{missing}} gone', {}, ' gone'],
    ['no placeholders', { file: 'x' }, 'no placeholders'],
    ['{{a}}{{a}}', { a: '$&' }, '$&$&'],
    ['{{constructor}}{{toString}} inherited', {}, ' inherited'],
  ])('%s', (template, values, expected) => {
    expect(fillPlaceholders(template, values)).toBe(expected);
  });

  test('each value shown passes through `each`, and only those', () => {
    const seen: string[] = [];
    expect(fillPlaceholders('{{a}} and {{a}}', { a: 'x', b: 'y' }, (value) => (seen.push(value), value.toUpperCase()))).toBe('X and X');
    expect(seen).toEqual(['x', 'x']);
  });
});
