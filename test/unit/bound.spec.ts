import { describe, expect, test } from 'vitest';
import { boundEvents, MAX_EVENTS, MAX_GUARD_TEXT } from '../../src/core/bound.js';

const big = 'x'.repeat(MAX_GUARD_TEXT + 10);
const event = (tool_input: Record<string, unknown>) => ({ hook_event_name: 'PreToolUse', tool_name: 'Bash', tool_input });

describe('boundEvents: what one call may cost the guards (issue 12 item 2)', () => {
  test.each([
    [
      'a command over 512 KiB',
      [event({ command: big })],
      (input: any) => input.command.length,
      MAX_GUARD_TEXT,
      /read only the first 512 KiB/,
    ],
    [
      'a MultiEdit edit over 512 KiB',
      [event({ edits: [{ new_string: big }] })],
      (input: any) => input.edits[0].new_string.length,
      MAX_GUARD_TEXT,
      /read only the first 512 KiB/,
    ],
    ['a small command', [event({ command: 'ls' })], (input: any) => input.command.length, 2, undefined],
  ])('%s', (_, events, measure, length, note) => {
    const bounded = boundEvents(events);
    expect(measure(bounded.events[0]!.tool_input)).toBe(length);
    if (note) expect(bounded.notes.join('\n')).toMatch(note);
    else expect(bounded.notes).toEqual([]);
  });

  test('a patch over 10,000 files is checked on its first 256, and the advice says so', () => {
    const bounded = boundEvents(Array.from({ length: 10_000 }, (_, i) => event({ file_path: `f${i}` })));
    expect(bounded.events).toHaveLength(MAX_EVENTS);
    expect(bounded.notes.join('\n')).toMatch(/first 256 of the 10000 files/);
  });
});
