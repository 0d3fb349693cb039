import { describe, expect, it } from 'vitest';
import { canonical, reply } from './table.js';

const camel = { sessionId: 's', timestamp: 1, cwd: '/p' };
const pascal = { session_id: 's', timestamp: '2026-11-29T20:25:16.517Z', cwd: '/p' };

describe('copilot inbound: the registration spelling picks the payload', () => {
  it.each([
    ['sessionStart', { ...camel, source: 'new' }, ['SessionStart cwd=/p']],
    ['userPromptSubmitted', { ...camel, prompt: 'hi' }, ['UserPromptSubmit cwd=/p']],
    ['preToolUse', { ...camel, toolName: 'bash', toolArgs: { command: 'ls', description: 'd' } }, ['PreToolUse Bash cwd=/p command=ls']],
    ['preToolUse', { ...camel, toolName: 'bash', toolArgs: '{"command":"ls"}' }, ['PreToolUse Bash cwd=/p command=ls']],
    ['preToolUse', { ...camel, toolName: 'bash', toolArgs: '{not json' }, ['PreToolUse Bash cwd=/p']],
    ['preToolUse', { ...camel, toolName: 'create', toolArgs: { path: 'a.ts', file_text: 'x' } }, ['PreToolUse Write cwd=/p file_path=a.ts content=x']],
    ['preToolUse', { ...camel, toolName: 'edit', toolArgs: { path: 'a.ts', old_str: 'a', new_str: 'b' } }, ['PreToolUse Edit cwd=/p file_path=a.ts old_string=a new_string=b']],
    ['preToolUse', { ...camel, toolName: 'str_replace_editor', toolArgs: '{"command":"create","path":"a.ts","file_text":"x"}' }, ['PreToolUse Write cwd=/p file_path=a.ts content=x']],
    ['preToolUse', { ...camel, toolName: 'str_replace_editor', toolArgs: { command: 'str_replace', path: 'a.ts', old_str: 'a', new_str: 'b' } }, ['PreToolUse Edit cwd=/p file_path=a.ts old_string=a new_string=b']],
    ['postToolUse', { ...camel, toolName: 'view', toolArgs: { path: 'a.ts' }, toolResult: { resultType: 'success' } }, ['PostToolUse Read cwd=/p file_path=a.ts']],
    ['agentStop', { ...camel, stop_hook_active: false }, ['Stop cwd=/p']],
    ['SessionStart', { ...pascal, hook_event_name: 'SessionStart', source: 'new' }, ['SessionStart cwd=/p']],
    ['PreToolUse', { ...pascal, hook_event_name: 'PreToolUse', tool_name: 'Bash', tool_input: { command: 'ls' } }, ['PreToolUse Bash cwd=/p command=ls']],
    ['PreToolUse', { ...pascal, hook_event_name: 'PreToolUse', tool_name: 'Write', tool_input: { path: 'a.ts', file_text: 'x' } }, ['PreToolUse Write cwd=/p file_path=a.ts content=x']],
    ['PostToolUse', { ...pascal, hook_event_name: 'PostToolUse', tool_name: 'Edit', tool_input: { file_path: 'a.ts', new_string: 'b' } }, ['PostToolUse Edit cwd=/p file_path=a.ts new_string=b']],
  ])('%s %j → %j', (event, payload, expected) => expect(canonical('copilot', event, payload)).toEqual(expected));
});

describe('copilot outbound: top-level additionalContext for camelCase, hookSpecificOutput only on PascalCase PreToolUse', () => {
  it.each([
    ['sessionStart', '{"additionalContext":"hi"}'],
    ['userPromptSubmitted', '{"additionalContext":"hi"}'],
    ['preToolUse', '{"additionalContext":"hi"}'],
    ['postToolUse', '{"additionalContext":"hi"}'],
    ['postToolUseFailure', '{"additionalContext":"hi"}'],
    ['agentStop', ''],
    ['preCompact', ''],
    ['PreToolUse', '{"hookSpecificOutput":{"hookEventName":"PreToolUse","additionalContext":"hi"}}'],
    ['SessionStart', ''],
    ['UserPromptSubmit', ''],
    ['PostToolUse', ''],
    ['Stop', ''],
  ])('%s → %s', (event, expected) => expect(reply('copilot', event, 'hi')).toBe(expected));
});
