import { describe, expect, it } from 'vitest';
import { canonical, reply } from './table.js';

const base = { conversation_id: 'c', session_id: 's', cursor_version: '1.0.32', workspace_roots: ['/ws'] };

describe('cursor inbound', () => {
  it.each([
    ['sessionStart', { ...base, hook_event_name: 'sessionStart' }, ['SessionStart cwd=/ws']],
    ['beforeSubmitPrompt', { ...base, prompt: 'hi' }, ['UserPromptSubmit cwd=/ws']],
    ['preToolUse', { ...base, cwd: '/ws/sub', tool_name: 'Shell', tool_input: { command: 'ls', cwd: '/ws' } }, ['PreToolUse Bash cwd=/ws/sub command=ls']],
    ['preToolUse', { ...base, tool_name: 'Write', tool_input: { file_path: 'a.ts', content: 'x' } }, ['PreToolUse Write cwd=/ws file_path=a.ts content=x']],
    ['postToolUse', { ...base, tool_name: 'Read', tool_input: { file_path: 'a.ts' } }, ['PostToolUse Read cwd=/ws file_path=a.ts']],
    ['postToolUseFailure', { ...base, tool_name: 'Shell', tool_input: { command: 'x' } }, ['PostToolUseFailure Bash cwd=/ws command=x']],
    ['preToolUse', { ...base, tool_name: 'MCP:search', tool_input: {} }, ['PreToolUse MCP:search cwd=/ws']],
    ['stop', { ...base, status: 'completed' }, ['Stop cwd=/ws']],
    ['sessionStart', { session_id: 's', workspace_roots: [] }, ['SessionStart']],
  ])('%s %j → %j', (event, payload, expected) => expect(canonical('cursor', event, payload)).toEqual(expected));
});

describe('cursor outbound: additional_context where Cursor reads it, no permission decision ever', () => {
  it.each([
    ['sessionStart', '{"additional_context":"hi"}'],
    ['beforeSubmitPrompt', '{"additional_context":"hi"}'],
    ['preToolUse', '{"additional_context":"hi"}'],
    ['postToolUse', '{"additional_context":"hi"}'],
    ['postToolUseFailure', '{"additional_context":"hi"}'],
    ['stop', ''],
    ['preCompact', ''],
    ['sessionEnd', ''],
    ['beforeShellExecution', ''],
    ['PreToolUse', ''],
  ])('%s → %s', (event, expected) => expect(reply('cursor', event, 'hi')).toBe(expected));
});
