import { describe, expect, it } from 'vitest';
import { canonical, reply } from './table.js';

const cwd = '/p';

describe('kiro inbound: v1 hook files (PascalCase) and 2.x agent hooks (camelCase)', () => {
  it.each([
    // v1, as a Kiro IDE 1.0.165 capture sends it (docs/vendors/kiro.md#payload-keys).
    ['SessionStart', { hook_event_name: 'SessionStart', cwd, session_id: 's' }, ['SessionStart cwd=/p']],
    ['UserPromptSubmit', { hook_event_name: 'UserPromptSubmit', cwd, prompt: 'hi' }, ['UserPromptSubmit cwd=/p']],
    ['PostToolUse', { hook_event_name: 'PostToolUse', cwd, tool_name: 'execute_bash', tool_input: { command: 'ls' }, tool_response: {} }, ['PostToolUse Bash cwd=/p command=ls']],
    ['PreToolUse', { cwd, tool_name: 'fs_write', tool_input: { command: 'create', path: 'a', file_text: 'x' } }, ['PreToolUse Write cwd=/p file_path=a content=x']],
    ['agentSpawn', { hook_event_name: 'agentSpawn', cwd }, ['SessionStart cwd=/p']],
    ['userPromptSubmit', { cwd, prompt: 'hi' }, ['UserPromptSubmit cwd=/p']],
    ['preToolUse', { cwd, tool_name: 'execute_bash', tool_input: { command: 'ls' } }, ['PreToolUse Bash cwd=/p command=ls']],
    ['preToolUse', { cwd, tool_name: 'shell', tool_input: { command: 'ls' } }, ['PreToolUse Bash cwd=/p command=ls']],
    ['preToolUse', { cwd, tool_name: 'fs_write', tool_input: { command: 'create', path: 'a', file_text: 'x' } }, ['PreToolUse Write cwd=/p file_path=a content=x']],
    ['preToolUse', { cwd, tool_name: 'fs_write', tool_input: { command: 'str_replace', path: 'a', old_str: 'o', new_str: 'n' } }, ['PreToolUse Edit cwd=/p file_path=a old_string=o new_string=n']],
    ['preToolUse', { cwd, tool_name: 'fs_write', tool_input: { command: 'append', path: 'a', new_str: 'n' } }, ['PreToolUse Edit cwd=/p file_path=a old_string= new_string=n']],
    ['preToolUse', { cwd, tool_name: 'write', tool_input: { command: 'create', path: 'a', file_text: 'x' } }, ['PreToolUse Write cwd=/p file_path=a content=x']],
    ['postToolUse', { cwd, tool_name: 'fs_read', tool_input: { operations: [] } }, ['PostToolUse Read cwd=/p']],
  ])('%s %j → %j', (event, payload, expected) => expect(canonical('kiro', event, payload)).toEqual(expected));
});

describe('kiro outbound: plain stdout where Kiro adds it to context', () => {
  it.each([
    ['SessionStart', 'hi'],
    ['UserPromptSubmit', 'hi'],
    ['PreToolUse', ''],
    ['PostToolUse', ''],
    ['Stop', ''],
    ['agentSpawn', 'hi'],
    ['userPromptSubmit', 'hi'],
    ['preToolUse', ''],
    ['postToolUse', ''],
    ['stop', ''],
    ['sessionStart', ''],
  ])('%s → %j', (event, expected) => expect(reply('kiro', event, 'hi')).toBe(expected));
});
