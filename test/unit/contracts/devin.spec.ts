import { describe, expect, it } from 'vitest';
import { canonical, reply } from './table.js';

const env = { DEVIN_PROJECT_DIR: '/proj' };
const base = { session_id: 'brave-otter-42' };

describe('devin inbound: lowercase tools, cwd from DEVIN_PROJECT_DIR', () => {
  it.each([
    ['SessionStart', { ...base, source: 'startup' }, env, ['SessionStart cwd=/proj']],
    ['PreToolUse', { ...base, tool_name: 'exec', tool_input: { command: 'ls' } }, env, ['PreToolUse Bash cwd=/proj command=ls']],
    ['PreToolUse', { ...base, tool_name: 'write', tool_input: { file_path: 'a.ts', content: 'x' } }, env, ['PreToolUse Write cwd=/proj file_path=a.ts content=x']],
    ['PreToolUse', { ...base, tool_name: 'edit', tool_input: { file_path: 'a.ts', old_string: 'a', new_string: 'b' } }, env, ['PreToolUse Edit cwd=/proj file_path=a.ts old_string=a new_string=b']],
    ['PreToolUse', { ...base, tool_name: 'read', tool_input: { path: 'a.ts' } }, env, ['PreToolUse Read cwd=/proj file_path=a.ts']],
    ['PreToolUse', { ...base, tool_name: 'notebook_edit', tool_input: { notebook_path: 'n.ipynb' } }, env, ['PreToolUse NotebookEdit cwd=/proj']],
    ['PreToolUse', { ...base, tool_name: 'ask_user_question', tool_input: {} }, env, ['PreToolUse AskUserQuestion cwd=/proj']],
    ['PreToolUse', { ...base, cwd: '/given', tool_name: 'exec', tool_input: {} }, env, ['PreToolUse Bash cwd=/given']],
    ['PreToolUse', { ...base, tool_name: 'exec', tool_input: {} }, {}, ['PreToolUse Bash']],
    ['PreToolUse', { ...base, tool_name: 'exec', tool_input: {} }, { DEVIN_PROJECT_DIR: 'relative' }, ['PreToolUse Bash']],
  ])('%s %j %j → %j', (event, payload, environment, expected) => expect(canonical('devin', event, payload, environment)).toEqual(expected));
});

describe('devin outbound: Claude-style context where the docs say it is read', () => {
  it.each([
    ['SessionStart', '{"hookSpecificOutput":{"hookEventName":"SessionStart","additionalContext":"hi"}}'],
    ['UserPromptSubmit', '{"hookSpecificOutput":{"hookEventName":"UserPromptSubmit","additionalContext":"hi"}}'],
    ['PreToolUse', ''],
    ['PostToolUse', ''],
    ['Stop', ''],
    ['SessionEnd', ''],
  ])('%s → %s', (event, expected) => expect(reply('devin', event, 'hi')).toBe(expected));
});
