import { describe, expect, it } from 'vitest';
import { reroutes } from '../../../src/contracts/contract.js';
import { canonical, contract, reply } from './table.js';

const cwd = '/p';

describe('codebuddy inbound', () => {
  it.each([
    ['SessionStart', { cwd, source: 'startup' }, ['SessionStart cwd=/p']],
    ['PreToolUse', { cwd, tool_name: 'Bash', tool_input: { command: 'ls' }, call_id: 'c' }, ['PreToolUse Bash cwd=/p command=ls']],
    ['PostToolUse', { cwd, tool_name: 'MultiEdit', tool_input: { file_path: 'a' } }, ['PostToolUse MultiEdit cwd=/p file_path=a']],
    ['PostToolUse', { cwd, tool_name: 'execute_command', tool_input: { command: 'ls' } }, ['PostToolUse Bash cwd=/p command=ls']],
    ['PostToolUse', { cwd, tool_name: 'write_to_file', tool_input: { file_path: 'a', content: 'x' } }, ['PostToolUse Write cwd=/p file_path=a content=x']],
    ['PostToolUse', { cwd, tool_name: 'replace_in_file', tool_input: { file_path: 'a' } }, ['PostToolUse Edit cwd=/p file_path=a']],
  ])('%s %j → %j', (event, payload, expected) => expect(canonical('codebuddy', event, payload)).toEqual(expected));
});

describe('codebuddy outbound: hookEventName always equal to the event', () => {
  it.each([
    ['SessionStart', '{"hookSpecificOutput":{"hookEventName":"SessionStart","additionalContext":"hi"}}'],
    ['UserPromptSubmit', '{"hookSpecificOutput":{"hookEventName":"UserPromptSubmit","additionalContext":"hi"}}'],
    ['PostToolUse', '{"hookSpecificOutput":{"hookEventName":"PostToolUse","additionalContext":"hi"}}'],
    ['PostToolUseFailure', '{"hookSpecificOutput":{"hookEventName":"PostToolUseFailure","additionalContext":"hi"}}'],
    ['PreToolUse', ''],
    ['Stop', ''],
    ['PreCompact', ''],
  ])('%s → %s', (event, expected) => expect(reply('codebuddy', event, 'hi')).toBe(expected));

  it('reroutes PreToolUse advice to PostToolUse', () => expect(reroutes(contract('codebuddy'))).toEqual({ PreToolUse: 'PostToolUse' }));
});
