import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import * as z from 'zod/mini';
import { parseEvent } from '../../src/core/event.js';

// The zod/mini schema parseEvent replaced (it kept zod off the hook's path): the reference the
// hand-written reader must match, output for output.
const lenient = <T extends z.ZodMiniType>(schema: T) => z.catch(z.optional(schema), undefined);
const zText = () => lenient(z.string());
const ZodEdit = z.looseObject({ old_string: zText(), new_string: zText() });
const ZodToolInput = z.looseObject({
  command: zText(),
  file_path: zText(),
  content: zText(),
  old_string: zText(),
  new_string: zText(),
  edits: lenient(z.array(z.catch(ZodEdit, {}))),
  notebook_path: zText(),
  new_source: zText(),
});
const ZodEvent = z.looseObject({
  hook_event_name: zText(),
  session_id: zText(),
  transcript_path: zText(),
  cwd: zText(),
  source: zText(),
  trigger: zText(),
  prompt: zText(),
  tool_name: zText(),
  tool_use_id: zText(),
  tool_input: lenient(ZodToolInput),
  tool_response: z.optional(z.unknown()),
  stop_hook_active: lenient(z.boolean()),
});

function zodParse(value: unknown): unknown {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return undefined;
  const result = ZodEvent.safeParse(value);
  return result.success ? result.data : undefined;
}

/** Key order, keys present as undefined, and prototypes all count: toEqual would ignore them. */
const exactly = (value: unknown): string =>
  JSON.stringify(
    { value, prototype: value && typeof value === 'object' ? Object.getPrototypeOf(value) === Object.prototype : null },
    (_, each) => (each === undefined ? '<undefined>' : each),
  );

describe('parseEvent is lenient', () => {
  test.each([
    ['an array', [1]],
    ['null', null],
    ['a string', 'PreToolUse'],
    ['a number', 3],
  ])('%s is not an event', (_, value) => {
    expect(parseEvent(value)).toBeUndefined();
  });

  test('a wrong-typed field reads as absent; the rest survives', () => {
    expect(parseEvent({ session_id: 5, cwd: '/p', tool_name: 'Bash', tool_input: { command: ['rm'], description: 'x' } })).toEqual({
      cwd: '/p',
      tool_name: 'Bash',
      tool_input: { description: 'x' },
    });
  });

  test('unknown keys pass through', () => {
    expect(parseEvent({ effort: { level: 'high' }, prompt_id: 'p' })).toEqual({ effort: { level: 'high' }, prompt_id: 'p' });
  });

  test('a tool_input that is not an object reads as absent', () => {
    expect(parseEvent({ tool_input: 'ls' })).toEqual({});
  });

  test('MultiEdit edits: a bad entry reads as empty, the others survive', () => {
    expect(parseEvent({ tool_input: { edits: [{ old_string: 'a', new_string: 'b' }, 7, { new_string: 3 }] } })?.tool_input?.edits).toEqual([
      { old_string: 'a', new_string: 'b' },
      {},
      {},
    ]);
  });
});

describe('parseEvent reads exactly what the zod schema it replaced read', () => {
  test.each([
    ['a plain event', '{"hook_event_name":"PreToolUse","tool_name":"Write","tool_input":{"file_path":"a","content":"b"}}'],
    ['unknown keys before known ones', '{"z":1,"cwd":"/p","a":[2],"session_id":"s"}'],
    ['wrong types everywhere', '{"session_id":5,"cwd":null,"stop_hook_active":"yes","tool_input":[1],"prompt":{}}'],
    ['a tool_input that is an array', '{"tool_input":["ls"]}'],
    ['edits of every kind', '{"tool_input":{"edits":[[],null,7,"x",{"old_string":1,"x":2},{"new_string":"n"}],"z":1,"command":"a"}}'],
    ['edits that are not an array', '{"tool_input":{"edits":{"0":{}}}}'],
    ['a __proto__ key at the top', '{"__proto__":{"polluted":1},"b":2}'],
    ['a __proto__ key in tool_input and in an edit', '{"tool_input":{"__proto__":{"a":1},"command":"x","edits":[{"__proto__":{"b":1}}]}}'],
    ['keys named like Object.prototype members', '{"constructor":1,"toString":"x","hasOwnProperty":null}'],
    ['tool_response of any shape', '{"tool_response":[{"a":null}],"stop_hook_active":false}'],
    ['an empty object', '{}'],
  ])('%s', (_, json) => {
    expect(exactly(parseEvent(JSON.parse(json)))).toBe(exactly(zodParse(JSON.parse(json))));
  });

  const known = ['hook_event_name', 'session_id', 'cwd', 'tool_name', 'tool_input', 'tool_response', 'stop_hook_active', 'prompt'];
  const toolKnown = ['command', 'file_path', 'content', 'old_string', 'new_string', 'edits', 'notebook_path', 'new_source'];
  const value = fc.oneof(fc.jsonValue({ maxDepth: 2 }), fc.string(), fc.boolean());
  const edit = fc.oneof(value, fc.dictionary(fc.constantFrom('old_string', 'new_string', 'x', '__proto__'), value));
  const toolInput = fc.oneof(
    value,
    fc.dictionary(fc.oneof(fc.constantFrom(...toolKnown, '__proto__'), fc.string()), fc.oneof(value, fc.array(edit, { maxLength: 4 }))),
  );
  const event = fc.dictionary(fc.oneof(fc.constantFrom(...known, '__proto__', 'constructor'), fc.string()), fc.oneof(value, toolInput));

  test('on generated events (JSON in, as the hook receives it)', () => {
    fc.assert(
      fc.property(fc.oneof(event, value), (input) => {
        const json = JSON.parse(JSON.stringify(input) ?? 'null');
        expect(exactly(parseEvent(json))).toBe(exactly(zodParse(json)));
      }),
      { numRuns: 2000 },
    );
  });
});
