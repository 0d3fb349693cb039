import { describe, expect, test } from 'vitest';
import type { CanonicalEvent } from '../../src/core/event.js';
import type { Message } from '../../src/messages/message.js';
import { bindsTo, matcherMatches } from '../../src/core/route.js';

describe('matcherMatches (Claude Code rules)', () => {
  test.each([
    [undefined, 'Bash', true],
    ['', 'Bash', true],
    ['*', 'anything', true],
    ['Bash', 'Bash', true],
    ['Write|Edit', 'Edit', true],
    ['Write|Edit', 'MultiEdit', false],
    ['Edit', 'NotebookEdit', false],
    ['mcp__.*', 'mcp__github__issue', true],
    ['Notebook.*', 'NotebookEdit', true],
    ['Bash', undefined, false],
    ['(', 'Bash', false],
    ['(?=B)Bash', 'Bash', false],
    ['^(?:(?:a|a))*$', `${'a'.repeat(64)}!`, false],
    ['(a|aa)+$', `${'a'.repeat(5000)}!`, false],
    ['mcp__(?P<server>\\w+)__.*', 'mcp__github__x', true],
  ])('%s matches %s: %s', (matcher, target, expected) => {
    expect(matcherMatches(matcher, target)).toBe(expected);
  });
});

const message = (bindings: Message['bindings']): Message => ({ name: 'm', path: '/m.md', body: '', bindings });
const event = (fields: Partial<CanonicalEvent>): CanonicalEvent => fields as CanonicalEvent;

describe('bindsTo', () => {
  test.each([
    [
      'tool event by tool name',
      { event: 'PreToolUse', matcher: 'Bash' },
      { hook_event_name: 'PreToolUse', tool_name: 'Bash' },
      false,
      true,
    ],
    ['other tool', { event: 'PreToolUse', matcher: 'Bash' }, { hook_event_name: 'PreToolUse', tool_name: 'Write' }, false, false],
    ['other event', { event: 'PostToolUse', matcher: 'Bash' }, { hook_event_name: 'PreToolUse', tool_name: 'Bash' }, false, false],
    [
      'SessionStart by source',
      { event: 'SessionStart', matcher: 'compact' },
      { hook_event_name: 'SessionStart', source: 'compact' },
      false,
      true,
    ],
    [
      'SessionStart, other source',
      { event: 'SessionStart', matcher: 'compact' },
      { hook_event_name: 'SessionStart', source: 'startup' },
      false,
      false,
    ],
    ['no event binding, from the library', {}, { hook_event_name: 'Stop' }, false, false],
    ['no event binding, named on the command line', {}, { hook_event_name: 'Stop' }, true, true],
  ])('%s', (_, bindings, fields, named, expected) => {
    expect(bindsTo(message(bindings), event(fields), named)).toBe(expected);
  });
});
