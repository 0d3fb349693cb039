import { describe, expect, it } from 'vitest';
import type { Env } from '../../../src/edge/env.js';
import { canonical } from './table.js';

// Every vendor's payload → the canonical events guards read, one row per case:
// [vendor (contract id), event as the vendor spells it, payload, canonical events as lines, env?].
// A new vendor adds its rows here.

const cwd = '/p';
const codexPatch = (body: string) => ({
  cwd,
  tool_name: 'apply_patch',
  tool_input: { command: `*** Begin Patch\n${body}*** End Patch\n` },
});
const copilotCamel = { sessionId: 's', timestamp: 1, cwd: '/p' };
const copilotPascal = { session_id: 's', timestamp: '2026-11-29T20:25:16.517Z', cwd: '/p' };
const cursorBase = { conversation_id: 'c', session_id: 's', cursor_version: '1.0.32', workspace_roots: ['/ws'] };
const devinBase = { session_id: 'brave-otter-42' };
const devinEnv = { DEVIN_PROJECT_DIR: '/proj' };
// Kiro v1 hook files (PascalCase) and 2.x agent hooks (camelCase): docs/vendors/kiro.md#payload-keys.
// Gemini CLI 0.61.0 (docs/vendors/gemini.md#payload-keys, test/fixtures/gemini/).
const base = { session_id: 's', transcript_path: '', cwd, timestamp: '2026-11-30T00:00:00.000Z' };
// Cline 3.0.65 (docs/vendors/cline.md#payload-keys, test/fixtures/cline/): the SDK envelope.
const clineBase = { clineVersion: '', taskId: 't', workspaceRoots: ['/ws'], hookName: 'tool_call' };
const cline = (name: string, input: unknown) => ({ ...clineBase, tool_call: { id: 'c1', name, input } });
// Antigravity (docs/vendors/antigravity.md#payload-keys [unverified]): no event name, toolCall {name, args}.
const agy = (name: string, args: unknown) => ({ toolCall: { name, args }, stepIdx: 1 });

const INBOUND: Array<[string, string, unknown, string[], Env?]> = [
  ['claude', 'SessionStart', { cwd, source: 'startup' }, ['SessionStart cwd=/p']],
  ['claude', 'PreToolUse', { cwd, tool_name: 'Bash', tool_input: { command: 'ls' } }, ['PreToolUse Bash cwd=/p command=ls']],
  [
    'claude',
    'PreToolUse',
    { cwd, tool_name: 'Write', tool_input: { file_path: 'a.ts', content: 'x' } },
    ['PreToolUse Write cwd=/p file_path=a.ts content=x'],
  ],
  [
    'claude',
    'PreToolUse',
    { cwd, tool_name: 'Edit', tool_input: { file_path: 'a.ts', old_string: 'a', new_string: 'b' } },
    ['PreToolUse Edit cwd=/p file_path=a.ts old_string=a new_string=b'],
  ],
  [
    'claude',
    'PostToolUse',
    { cwd, tool_name: 'MultiEdit', tool_input: { file_path: 'a.ts' } },
    ['PostToolUse MultiEdit cwd=/p file_path=a.ts'],
  ],
  ['claude', 'PreToolUse', { cwd, tool_name: 'mcp__x__y', tool_input: { path: 'a' } }, ['PreToolUse mcp__x__y cwd=/p']],
  ['claude', 'PreToolUse', 'not an object', []],
  ['codex', 'PreToolUse', { cwd, tool_name: 'Bash', tool_input: { command: 'echo hi' } }, ['PreToolUse Bash cwd=/p command=echo hi']],
  [
    'codex',
    'PreToolUse',
    codexPatch('*** Add File: hello.txt\n+hi\n+there\n'),
    ['PreToolUse Write cwd=/p file_path=hello.txt content=hi\nthere'],
  ],
  [
    'codex',
    'PreToolUse',
    codexPatch('*** Update File: a.py\n@@ def f\n ctx\n-old\n+new\n'),
    ['PreToolUse Edit cwd=/p file_path=a.py old_string=old new_string=new'],
  ],
  [
    'codex',
    'PreToolUse',
    codexPatch('*** Update File: a.py\n*** Move to: b.py\n@@\n+x\n'),
    ['PreToolUse Edit cwd=/p file_path=b.py old_string= new_string=x'],
  ],
  ['codex', 'PreToolUse', codexPatch('*** Delete File: old.txt\n'), ['PreToolUse Edit cwd=/p file_path=old.txt old_string= new_string=']],
  [
    'codex',
    'PostToolUse',
    codexPatch('*** Add File: a\n+1\n*** Update File: package.json\n+2\n'),
    ['PostToolUse Write cwd=/p file_path=a content=1', 'PostToolUse Edit cwd=/p file_path=package.json old_string= new_string=2'],
  ],
  [
    'codex',
    'PreToolUse',
    { cwd, tool_name: 'apply_patch', tool_input: { command: 'not a patch' } },
    ['PreToolUse Edit cwd=/p command=not a patch'],
  ],
  ['codex', 'PreToolUse', { cwd, tool_name: 'mcp__s__t', tool_input: {} }, ['PreToolUse mcp__s__t cwd=/p']],
  ['copilot', 'sessionStart', { ...copilotCamel, source: 'new' }, ['SessionStart cwd=/p']],
  ['copilot', 'userPromptSubmitted', { ...copilotCamel, prompt: 'hi' }, ['UserPromptSubmit cwd=/p']],
  [
    'copilot',
    'preToolUse',
    { ...copilotCamel, toolName: 'bash', toolArgs: { command: 'ls', description: 'd' } },
    ['PreToolUse Bash cwd=/p command=ls'],
  ],
  ['copilot', 'preToolUse', { ...copilotCamel, toolName: 'bash', toolArgs: '{"command":"ls"}' }, ['PreToolUse Bash cwd=/p command=ls']],
  ['copilot', 'preToolUse', { ...copilotCamel, toolName: 'bash', toolArgs: '{not json' }, ['PreToolUse Bash cwd=/p']],
  [
    'copilot',
    'preToolUse',
    { ...copilotCamel, toolName: 'create', toolArgs: { path: 'a.ts', file_text: 'x' } },
    ['PreToolUse Write cwd=/p file_path=a.ts content=x'],
  ],
  [
    'copilot',
    'preToolUse',
    { ...copilotCamel, toolName: 'edit', toolArgs: { path: 'a.ts', old_str: 'a', new_str: 'b' } },
    ['PreToolUse Edit cwd=/p file_path=a.ts old_string=a new_string=b'],
  ],
  [
    'copilot',
    'preToolUse',
    { ...copilotCamel, toolName: 'str_replace_editor', toolArgs: '{"command":"create","path":"a.ts","file_text":"x"}' },
    ['PreToolUse Write cwd=/p file_path=a.ts content=x'],
  ],
  [
    'copilot',
    'preToolUse',
    { ...copilotCamel, toolName: 'str_replace_editor', toolArgs: { command: 'str_replace', path: 'a.ts', old_str: 'a', new_str: 'b' } },
    ['PreToolUse Edit cwd=/p file_path=a.ts old_string=a new_string=b'],
  ],
  [
    'copilot',
    'postToolUse',
    { ...copilotCamel, toolName: 'view', toolArgs: { path: 'a.ts' }, toolResult: { resultType: 'success' } },
    ['PostToolUse Read cwd=/p file_path=a.ts'],
  ],
  ['copilot', 'agentStop', { ...copilotCamel, stop_hook_active: false }, ['Stop cwd=/p']],
  ['copilot', 'SessionStart', { ...copilotPascal, hook_event_name: 'SessionStart', source: 'new' }, ['SessionStart cwd=/p']],
  [
    'copilot',
    'PreToolUse',
    { ...copilotPascal, hook_event_name: 'PreToolUse', tool_name: 'Bash', tool_input: { command: 'ls' } },
    ['PreToolUse Bash cwd=/p command=ls'],
  ],
  [
    'copilot',
    'PreToolUse',
    { ...copilotPascal, hook_event_name: 'PreToolUse', tool_name: 'Write', tool_input: { path: 'a.ts', file_text: 'x' } },
    ['PreToolUse Write cwd=/p file_path=a.ts content=x'],
  ],
  [
    'copilot',
    'PostToolUse',
    { ...copilotPascal, hook_event_name: 'PostToolUse', tool_name: 'Edit', tool_input: { file_path: 'a.ts', new_string: 'b' } },
    ['PostToolUse Edit cwd=/p file_path=a.ts new_string=b'],
  ],
  ['cursor', 'sessionStart', { ...cursorBase, hook_event_name: 'sessionStart' }, ['SessionStart cwd=/ws']],
  ['cursor', 'beforeSubmitPrompt', { ...cursorBase, prompt: 'hi' }, ['UserPromptSubmit cwd=/ws']],
  [
    'cursor',
    'preToolUse',
    { ...cursorBase, cwd: '/ws/sub', tool_name: 'Shell', tool_input: { command: 'ls', cwd: '/ws' } },
    ['PreToolUse Bash cwd=/ws/sub command=ls'],
  ],
  [
    'cursor',
    'preToolUse',
    { ...cursorBase, tool_name: 'Write', tool_input: { file_path: 'a.ts', content: 'x' } },
    ['PreToolUse Write cwd=/ws file_path=a.ts content=x'],
  ],
  [
    'cursor',
    'postToolUse',
    { ...cursorBase, tool_name: 'Read', tool_input: { file_path: 'a.ts' } },
    ['PostToolUse Read cwd=/ws file_path=a.ts'],
  ],
  [
    'cursor',
    'postToolUseFailure',
    { ...cursorBase, tool_name: 'Shell', tool_input: { command: 'x' } },
    ['PostToolUseFailure Bash cwd=/ws command=x'],
  ],
  ['cursor', 'preToolUse', { ...cursorBase, tool_name: 'MCP:search', tool_input: {} }, ['PreToolUse MCP:search cwd=/ws']],
  ['cursor', 'stop', { ...cursorBase, status: 'completed' }, ['Stop cwd=/ws']],
  ['cursor', 'sessionStart', { session_id: 's', workspace_roots: [] }, ['SessionStart']],
  ['devin', 'SessionStart', { ...devinBase, source: 'startup' }, ['SessionStart cwd=/proj'], devinEnv],
  [
    'devin',
    'PreToolUse',
    { ...devinBase, tool_name: 'exec', tool_input: { command: 'ls' } },
    ['PreToolUse Bash cwd=/proj command=ls'],
    devinEnv,
  ],
  [
    'devin',
    'PreToolUse',
    { ...devinBase, tool_name: 'write', tool_input: { file_path: 'a.ts', content: 'x' } },
    ['PreToolUse Write cwd=/proj file_path=a.ts content=x'],
    devinEnv,
  ],
  [
    'devin',
    'PreToolUse',
    { ...devinBase, tool_name: 'edit', tool_input: { file_path: 'a.ts', old_string: 'a', new_string: 'b' } },
    ['PreToolUse Edit cwd=/proj file_path=a.ts old_string=a new_string=b'],
    devinEnv,
  ],
  [
    'devin',
    'PreToolUse',
    { ...devinBase, tool_name: 'read', tool_input: { path: 'a.ts' } },
    ['PreToolUse Read cwd=/proj file_path=a.ts'],
    devinEnv,
  ],
  [
    'devin',
    'PreToolUse',
    { ...devinBase, tool_name: 'notebook_edit', tool_input: { notebook_path: 'n.ipynb' } },
    ['PreToolUse NotebookEdit cwd=/proj'],
    devinEnv,
  ],
  [
    'devin',
    'PreToolUse',
    { ...devinBase, tool_name: 'ask_user_question', tool_input: {} },
    ['PreToolUse AskUserQuestion cwd=/proj'],
    devinEnv,
  ],
  ['devin', 'PreToolUse', { ...devinBase, cwd: '/given', tool_name: 'exec', tool_input: {} }, ['PreToolUse Bash cwd=/given'], devinEnv],
  ['devin', 'PreToolUse', { ...devinBase, tool_name: 'exec', tool_input: {} }, ['PreToolUse Bash'], {}],
  ['devin', 'PreToolUse', { ...devinBase, tool_name: 'exec', tool_input: {} }, ['PreToolUse Bash'], { DEVIN_PROJECT_DIR: 'relative' }],
  ['codebuddy', 'SessionStart', { cwd, source: 'startup' }, ['SessionStart cwd=/p']],
  [
    'codebuddy',
    'PreToolUse',
    { cwd, tool_name: 'Bash', tool_input: { command: 'ls' }, call_id: 'c' },
    ['PreToolUse Bash cwd=/p command=ls'],
  ],
  [
    'codebuddy',
    'PostToolUse',
    { cwd, tool_name: 'MultiEdit', tool_input: { file_path: 'a' } },
    ['PostToolUse MultiEdit cwd=/p file_path=a'],
  ],
  [
    'codebuddy',
    'PostToolUse',
    { cwd, tool_name: 'execute_command', tool_input: { command: 'ls' } },
    ['PostToolUse Bash cwd=/p command=ls'],
  ],
  [
    'codebuddy',
    'PostToolUse',
    { cwd, tool_name: 'write_to_file', tool_input: { file_path: 'a', content: 'x' } },
    ['PostToolUse Write cwd=/p file_path=a content=x'],
  ],
  [
    'codebuddy',
    'PostToolUse',
    { cwd, tool_name: 'replace_in_file', tool_input: { file_path: 'a' } },
    ['PostToolUse Edit cwd=/p file_path=a'],
  ],
  ['qwen', 'SessionStart', { cwd, source: 'startup' }, ['SessionStart cwd=/p']],
  [
    'qwen',
    'PreToolUse',
    { cwd, tool_name: 'run_shell_command', tool_input: { command: 'ls', description: 'd' } },
    ['PreToolUse Bash cwd=/p command=ls'],
  ],
  [
    'qwen',
    'PostToolUse',
    { cwd, tool_name: 'write_file', tool_input: { file_path: 'a', content: 'x' } },
    ['PostToolUse Write cwd=/p file_path=a content=x'],
  ],
  [
    'qwen',
    'PostToolUse',
    { cwd, tool_name: 'edit', tool_input: { file_path: 'a', old_string: 'o', new_string: 'n' } },
    ['PostToolUse Edit cwd=/p file_path=a old_string=o new_string=n'],
  ],
  [
    'qwen',
    'PostToolUse',
    { cwd, tool_name: 'replace', tool_input: { file_path: 'a', new_string: 'n' } },
    ['PostToolUse Edit cwd=/p file_path=a new_string=n'],
  ],
  ['qwen', 'PostToolUse', { cwd, tool_name: 'notebook_edit', tool_input: { notebook_path: 'n' } }, ['PostToolUse NotebookEdit cwd=/p']],
  ['qwen', 'PostToolUse', { cwd, tool_name: 'read_file', tool_input: { file_path: 'a' } }, ['PostToolUse Read cwd=/p file_path=a']],
  ['qwen', 'PostToolUse', { cwd, tool_name: 'ask_user_question', tool_input: {} }, ['PostToolUse AskUserQuestion cwd=/p']],
  ['qwen', 'PostToolUse', { cwd, tool_name: 'glob', tool_input: {} }, ['PostToolUse glob cwd=/p']],
  ['kiro', 'SessionStart', { hook_event_name: 'SessionStart', cwd, session_id: 's' }, ['SessionStart cwd=/p']],
  ['kiro', 'UserPromptSubmit', { hook_event_name: 'UserPromptSubmit', cwd, prompt: 'hi' }, ['UserPromptSubmit cwd=/p']],
  [
    'kiro',
    'PostToolUse',
    { hook_event_name: 'PostToolUse', cwd, tool_name: 'execute_bash', tool_input: { command: 'ls' }, tool_response: {} },
    ['PostToolUse Bash cwd=/p command=ls'],
  ],
  [
    'kiro',
    'PreToolUse',
    { cwd, tool_name: 'fs_write', tool_input: { command: 'create', path: 'a', file_text: 'x' } },
    ['PreToolUse Write cwd=/p file_path=a content=x'],
  ],
  ['kiro', 'agentSpawn', { hook_event_name: 'agentSpawn', cwd }, ['SessionStart cwd=/p']],
  ['kiro', 'userPromptSubmit', { cwd, prompt: 'hi' }, ['UserPromptSubmit cwd=/p']],
  ['kiro', 'preToolUse', { cwd, tool_name: 'execute_bash', tool_input: { command: 'ls' } }, ['PreToolUse Bash cwd=/p command=ls']],
  ['kiro', 'preToolUse', { cwd, tool_name: 'shell', tool_input: { command: 'ls' } }, ['PreToolUse Bash cwd=/p command=ls']],
  [
    'kiro',
    'preToolUse',
    { cwd, tool_name: 'fs_write', tool_input: { command: 'create', path: 'a', file_text: 'x' } },
    ['PreToolUse Write cwd=/p file_path=a content=x'],
  ],
  [
    'kiro',
    'preToolUse',
    { cwd, tool_name: 'fs_write', tool_input: { command: 'str_replace', path: 'a', old_str: 'o', new_str: 'n' } },
    ['PreToolUse Edit cwd=/p file_path=a old_string=o new_string=n'],
  ],
  [
    'kiro',
    'preToolUse',
    { cwd, tool_name: 'fs_write', tool_input: { command: 'append', path: 'a', new_str: 'n' } },
    ['PreToolUse Edit cwd=/p file_path=a old_string= new_string=n'],
  ],
  [
    'kiro',
    'preToolUse',
    { cwd, tool_name: 'write', tool_input: { command: 'create', path: 'a', file_text: 'x' } },
    ['PreToolUse Write cwd=/p file_path=a content=x'],
  ],
  ['kiro', 'postToolUse', { cwd, tool_name: 'fs_read', tool_input: { operations: [] } }, ['PostToolUse Read cwd=/p']],
  ['gemini', 'SessionStart', { ...base, hook_event_name: 'SessionStart', source: 'startup' }, ['SessionStart cwd=/p']],
  ['gemini', 'BeforeAgent', { ...base, hook_event_name: 'BeforeAgent', prompt: 'hi' }, ['UserPromptSubmit cwd=/p']],
  [
    'gemini',
    'BeforeTool',
    { ...base, hook_event_name: 'BeforeTool', tool_name: 'run_shell_command', tool_input: { command: 'ls', description: 'd' } },
    ['PreToolUse Bash cwd=/p command=ls'],
  ],
  [
    'gemini',
    'AfterTool',
    {
      ...base,
      hook_event_name: 'AfterTool',
      tool_name: 'write_file',
      tool_input: { file_path: 'a', content: 'x' },
      tool_response: { llmContent: 'ok' },
    },
    ['PostToolUse Write cwd=/p file_path=a content=x'],
  ],
  [
    'gemini',
    'AfterTool',
    { ...base, tool_name: 'replace', tool_input: { file_path: 'a', old_string: 'o', new_string: 'n', instruction: 'i' } },
    ['PostToolUse Edit cwd=/p file_path=a old_string=o new_string=n'],
  ],
  ['gemini', 'AfterTool', { ...base, tool_name: 'read_file', tool_input: { file_path: 'a' } }, ['PostToolUse Read cwd=/p file_path=a']],
  ['gemini', 'AfterTool', { ...base, tool_name: 'glob', tool_input: { pattern: '*' } }, ['PostToolUse glob cwd=/p']],
  ['gemini', 'AfterAgent', { ...base, prompt: 'p', prompt_response: 'r', stop_hook_active: false }, ['Stop cwd=/p']],
  ['cline', 'TaskStart', { ...clineBase, hookName: 'agent_start' }, ['SessionStart cwd=/ws']],
  ['cline', 'PreToolUse', cline('run_commands', { commands: ['ls'] }), ['PreToolUse Bash cwd=/ws command=ls']],
  [
    'cline',
    'PreToolUse',
    cline('run_commands', { commands: ['ls', 'rm -rf x'] }),
    ['PreToolUse Bash cwd=/ws command=ls', 'PreToolUse Bash cwd=/ws command=rm -rf x'],
  ],
  ['cline', 'PreToolUse', cline('editor', { path: 'a', new_text: 'x' }), ['PreToolUse Write cwd=/ws file_path=a content=x']],
  [
    'cline',
    'PreToolUse',
    cline('editor', { path: 'a', old_text: 'o', new_text: 'n' }),
    ['PreToolUse Edit cwd=/ws file_path=a old_string=o new_string=n'],
  ],
  [
    'cline',
    'PreToolUse',
    cline('editor', { path: 'a', old_text: null, new_text: 'n', insert_line: 3 }),
    ['PreToolUse Edit cwd=/ws file_path=a old_string= new_string=n'],
  ],
  [
    'cline',
    'PreToolUse',
    cline('read_files', { files: [{ path: 'a' }, { path: 'b' }] }),
    ['PreToolUse Read cwd=/ws file_path=a', 'PreToolUse Read cwd=/ws file_path=b'],
  ],
  [
    'cline',
    'PreToolUse',
    cline('apply_patch', { input: '*** Begin Patch\n*** Add File: n.txt\n+hi\n*** End Patch\n' }),
    ['PreToolUse Write cwd=/ws file_path=n.txt content=hi'],
  ],
  [
    'cline',
    'PostToolUse',
    { ...clineBase, hookName: 'tool_result', tool_result: { id: 'c1', name: 'run_commands', input: { commands: ['ls'] }, output: [] } },
    ['PostToolUse Bash cwd=/ws command=ls'],
  ],
  ['cline', 'PreToolUse', cline('fetch_web', {}), ['PreToolUse fetch_web cwd=/ws']],
  ['droid', 'PostToolUse', { cwd, tool_name: 'Execute', tool_input: { command: 'ls' } }, ['PostToolUse Bash cwd=/p command=ls']],
  [
    'droid',
    'PostToolUse',
    { cwd, tool_name: 'Create', tool_input: { file_path: 'a', content: 'x' } },
    ['PostToolUse Write cwd=/p file_path=a content=x'],
  ],
  [
    'droid',
    'PostToolUse',
    { cwd, tool_name: 'Edit', tool_input: { file_path: 'a', old_string: 'o', new_string: 'n' } },
    ['PostToolUse Edit cwd=/p file_path=a old_string=o new_string=n'],
  ],
  ['qoder', 'PreToolUse', { cwd, tool_name: 'Bash', tool_input: { command: 'ls' } }, ['PreToolUse Bash cwd=/p command=ls']],
  [
    'qoder',
    'PreToolUse',
    { cwd, tool_name: 'Write', tool_input: { file_path: 'a', content: 'x' } },
    ['PreToolUse Write cwd=/p file_path=a content=x'],
  ],
  ['auggie', 'SessionStart', { workspace_roots: ['/ws'], conversation_id: 'c' }, ['SessionStart cwd=/ws']],
  [
    'auggie',
    'PostToolUse',
    { workspace_roots: ['/ws'], tool_name: 'launch-process', tool_input: { command: 'ls', cwd: '/ws' } },
    ['PostToolUse Bash cwd=/ws command=ls'],
  ],
  [
    'auggie',
    'PostToolUse',
    { workspace_roots: ['/ws'], tool_name: 'save-file', tool_input: { path: 'a', file_content: 'x' } },
    ['PostToolUse Write cwd=/ws file_path=a content=x'],
  ],
  [
    'auggie',
    'PostToolUse',
    { workspace_roots: ['/ws'], tool_name: 'str-replace-editor', tool_input: { path: 'a', old_str_1: 'o', new_str_1: 'n' } },
    ['PostToolUse Edit cwd=/ws file_path=a old_string=o new_string=n'],
  ],
  ['antigravity', 'PreToolUse', agy('run_command', { CommandLine: 'ls', Cwd: '/p' }), ['PreToolUse Bash command=ls']],
  ['antigravity', 'PreToolUse', agy('write_to_file', { TargetFile: 'a', CodeContent: 'x' }), ['PreToolUse Write file_path=a content=x']],
  [
    'antigravity',
    'PreToolUse',
    agy('replace_file_content', { TargetFile: 'a', TargetContent: 'o', ReplacementContent: 'n' }),
    ['PreToolUse Edit file_path=a old_string=o new_string=n'],
  ],
  [
    'grok',
    'PreToolUse',
    {
      hookEventName: 'pre_tool_use',
      sessionId: 's',
      cwd,
      workspaceRoot: cwd,
      tool_name: 'run_terminal_command',
      tool_input: { command: 'ls' },
    },
    ['PreToolUse Bash cwd=/p command=ls'],
  ],
];

describe('inbound: a vendor payload becomes canonical events', () => {
  it.each(INBOUND)('%s %s %j → %j', (vendor, event, payload, expected, env = {}) =>
    expect(canonical(vendor, event, payload, env)).toEqual(expected),
  );
});
