import { describe, expect, it } from 'vitest';
import { reroutes } from '../../../src/contracts/contract.js';
import { parseMessage } from '../../../src/messages/message.js';
import { bindsTo } from '../../../src/dispatch/route.js';
import { canonical, contract, reply } from './table.js';

const cwd = '/p';

describe('qwen inbound: Claude-shaped, its own tool ids', () => {
  it.each([
    ['SessionStart', { cwd, source: 'startup' }, ['SessionStart cwd=/p']],
    ['PreToolUse', { cwd, tool_name: 'run_shell_command', tool_input: { command: 'ls', description: 'd' } }, ['PreToolUse Bash cwd=/p command=ls']],
    ['PostToolUse', { cwd, tool_name: 'write_file', tool_input: { file_path: 'a', content: 'x' } }, ['PostToolUse Write cwd=/p file_path=a content=x']],
    ['PostToolUse', { cwd, tool_name: 'edit', tool_input: { file_path: 'a', old_string: 'o', new_string: 'n' } }, ['PostToolUse Edit cwd=/p file_path=a old_string=o new_string=n']],
    ['PostToolUse', { cwd, tool_name: 'replace', tool_input: { file_path: 'a', new_string: 'n' } }, ['PostToolUse Edit cwd=/p file_path=a new_string=n']],
    ['PostToolUse', { cwd, tool_name: 'notebook_edit', tool_input: { notebook_path: 'n' } }, ['PostToolUse NotebookEdit cwd=/p']],
    ['PostToolUse', { cwd, tool_name: 'read_file', tool_input: { file_path: 'a' } }, ['PostToolUse Read cwd=/p file_path=a']],
    ['PostToolUse', { cwd, tool_name: 'ask_user_question', tool_input: {} }, ['PostToolUse AskUserQuestion cwd=/p']],
    ['PostToolUse', { cwd, tool_name: 'glob', tool_input: {} }, ['PostToolUse glob cwd=/p']],
  ])('%s %j → %j', (event, payload, expected) => expect(canonical('qwen', event, payload)).toEqual(expected));
});

describe('qwen outbound: nothing on PreToolUse (dropped), its advice rerouted to PostToolUse', () => {
  it.each([
    ['SessionStart', '{"hookSpecificOutput":{"hookEventName":"SessionStart","additionalContext":"hi"}}'],
    ['UserPromptSubmit', '{"hookSpecificOutput":{"hookEventName":"UserPromptSubmit","additionalContext":"hi"}}'],
    ['PostToolUse', '{"hookSpecificOutput":{"hookEventName":"PostToolUse","additionalContext":"hi"}}'],
    ['PostToolUseFailure', '{"hookSpecificOutput":{"hookEventName":"PostToolUseFailure","additionalContext":"hi"}}'],
    ['PreToolUse', ''],
    ['Stop', ''],
    ['PreCompact', ''],
  ])('%s → %s', (event, expected) => expect(reply('qwen', event, 'hi')).toBe(expected));

  it('reroutes PreToolUse advice to PostToolUse', () => expect(reroutes(contract('qwen'))).toEqual({ PreToolUse: 'PostToolUse' }));
});

describe('qwen routing: messages bound to PreToolUse are evaluated on PostToolUse', () => {
  const message = parseMessage('m', '/m.md', '# M\n## Bindings\n- event: PreToolUse\n- matcher: Write\n');
  it.each([
    ['PostToolUse', 'Write', false, true],
    ['PostToolUse', 'Write', true, true],
    ['PostToolUse', 'Bash', false, false],
    ['PreToolUse', 'Write', false, false],
  ])('%s %s (named: %s) → %s', (event, tool, named, expected) =>
    expect(bindsTo(message, { hook_event_name: event, tool_name: tool }, named, reroutes(contract('qwen')))).toBe(expected));

  it('without the reroute (claude) a PreToolUse message stays on PreToolUse', () =>
    expect(bindsTo(message, { hook_event_name: 'PostToolUse', tool_name: 'Write' }, false, reroutes(contract('claude')))).toBe(false));
});
