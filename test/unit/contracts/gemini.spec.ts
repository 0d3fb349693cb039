import { describe, expect, it } from 'vitest';
import { reroutes } from '../../../src/contracts/contract.js';
import { canonical, contract, reply } from './table.js';

const cwd = '/p';
const base = { session_id: 's', transcript_path: '', cwd, timestamp: '2026-11-30T00:00:00.000Z' };

// Payloads as Gemini CLI 0.61.0 sends them (docs/vendors/gemini.md#payload-keys, test/fixtures/gemini/).
describe('gemini inbound: Claude-shaped payload, its own event and tool names', () => {
  it.each([
    ['SessionStart', { ...base, hook_event_name: 'SessionStart', source: 'startup' }, ['SessionStart cwd=/p']],
    ['BeforeAgent', { ...base, hook_event_name: 'BeforeAgent', prompt: 'hi' }, ['UserPromptSubmit cwd=/p']],
    ['BeforeTool', { ...base, hook_event_name: 'BeforeTool', tool_name: 'run_shell_command', tool_input: { command: 'ls', description: 'd' } }, ['PreToolUse Bash cwd=/p command=ls']],
    ['AfterTool', { ...base, hook_event_name: 'AfterTool', tool_name: 'write_file', tool_input: { file_path: 'a', content: 'x' }, tool_response: { llmContent: 'ok' } }, ['PostToolUse Write cwd=/p file_path=a content=x']],
    ['AfterTool', { ...base, tool_name: 'replace', tool_input: { file_path: 'a', old_string: 'o', new_string: 'n', instruction: 'i' } }, ['PostToolUse Edit cwd=/p file_path=a old_string=o new_string=n']],
    ['AfterTool', { ...base, tool_name: 'read_file', tool_input: { file_path: 'a' } }, ['PostToolUse Read cwd=/p file_path=a']],
    ['AfterTool', { ...base, tool_name: 'glob', tool_input: { pattern: '*' } }, ['PostToolUse glob cwd=/p']],
    ['AfterAgent', { ...base, prompt: 'p', prompt_response: 'r', stop_hook_active: false }, ['Stop cwd=/p']],
  ])('%s %j → %j', (event, payload, expected) => expect(canonical('gemini', event, payload)).toEqual(expected));
});

describe('gemini outbound: JSON only, nothing on BeforeTool (dropped) or AfterAgent (re-prompts)', () => {
  it.each([
    ['SessionStart', '{"hookSpecificOutput":{"hookEventName":"SessionStart","additionalContext":"hi"}}'],
    ['BeforeAgent', '{"hookSpecificOutput":{"hookEventName":"BeforeAgent","additionalContext":"hi"}}'],
    ['AfterTool', '{"hookSpecificOutput":{"hookEventName":"AfterTool","additionalContext":"hi"}}'],
    ['BeforeTool', ''],
    ['AfterAgent', ''],
    ['PreCompress', ''],
    ['SessionEnd', ''],
    ['Notification', ''],
    ['PreToolUse', ''],
  ])('%s → %s', (event, expected) => expect(reply('gemini', event, 'hi')).toBe(expected));

  it('reroutes PreToolUse advice to PostToolUse (AfterTool)', () => expect(reroutes(contract('gemini'))).toEqual({ PreToolUse: 'PostToolUse' }));
});
