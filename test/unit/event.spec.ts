import { describe, expect, test } from 'vitest';
import { parseEvent } from '../../src/contracts/event.js';

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
