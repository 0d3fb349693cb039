import { describe, expect, it } from 'vitest';
import { canonical, reply } from './table.js';

const cwd = '/p';

describe('claude inbound: the canonical shape passes through', () => {
  it.each([
    ['SessionStart', { cwd, source: 'startup' }, ['SessionStart cwd=/p']],
    ['PreToolUse', { cwd, tool_name: 'Bash', tool_input: { command: 'ls' } }, ['PreToolUse Bash cwd=/p command=ls']],
    ['PreToolUse', { cwd, tool_name: 'Write', tool_input: { file_path: 'a.ts', content: 'x' } }, ['PreToolUse Write cwd=/p file_path=a.ts content=x']],
    ['PreToolUse', { cwd, tool_name: 'Edit', tool_input: { file_path: 'a.ts', old_string: 'a', new_string: 'b' } }, ['PreToolUse Edit cwd=/p file_path=a.ts old_string=a new_string=b']],
    ['PostToolUse', { cwd, tool_name: 'MultiEdit', tool_input: { file_path: 'a.ts' } }, ['PostToolUse MultiEdit cwd=/p file_path=a.ts']],
    ['PreToolUse', { cwd, tool_name: 'mcp__x__y', tool_input: { path: 'a' } }, ['PreToolUse mcp__x__y cwd=/p']],
    ['PreToolUse', 'not an object', []],
  ])('%s %j → %j', (event, payload, expected) => expect(canonical('claude', event, payload)).toEqual(expected));
});

describe('claude outbound', () => {
  it.each([
    ['SessionStart', 'hi', '{"hookSpecificOutput":{"hookEventName":"SessionStart","additionalContext":"hi"}}'],
    ['UserPromptSubmit', 'hi', '{"hookSpecificOutput":{"hookEventName":"UserPromptSubmit","additionalContext":"hi"}}'],
    ['PreToolUse', 'hi', '{"hookSpecificOutput":{"hookEventName":"PreToolUse","additionalContext":"hi"}}'],
    ['PostToolUse', 'hi', '{"hookSpecificOutput":{"hookEventName":"PostToolUse","additionalContext":"hi"}}'],
    ['Stop', 'hi', ''],
    ['PreCompact', 'hi', ''],
    ['PostCompact', 'hi', ''],
    ['Notification', 'hi', ''],
    ['PreToolUse', '', ''],
  ])('%s %j → %s', (event, text, expected) => expect(reply('claude', event, text)).toBe(expected));
});
