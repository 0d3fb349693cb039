import { describe, expect, it } from 'vitest';
import { inboundAll } from '../../../src/contracts/contract.js';
import type { Env } from '../../../src/edge/env.js';
import { contract } from './table.js';

// The project a harness says it was opened in (the contract's `projectDir`) → the canonical
// `project_dir`, one row per case: [vendor, event as the vendor spells it, payload, env, project_dir].
// The call's `cwd` (a sibling repository here) stays what it was: it still resolves relative paths.

const elsewhere = '/home/dev/proj-ops';
const write = { tool_name: 'Write', tool_input: { file_path: 'a.txt', content: 'x' } };
const claudeCall = { session_id: 's', cwd: elsewhere, ...write };
const cline = (roots: unknown) => ({
  clineVersion: '',
  taskId: 't',
  workspaceRoots: roots,
  hookName: 'tool_call',
  tool_call: { id: 'c', name: 'write_to_file', input: { path: 'a.txt', content: 'x' } },
});
const cursor = (roots: unknown) => ({ conversation_id: 'c', cursor_version: '1.0.32', workspace_roots: roots, cwd: elsewhere, ...write });
const auggie = (roots: unknown) => ({
  session_id: 's',
  workspace_roots: roots,
  cwd: elsewhere,
  tool_name: 'save-file',
  tool_input: { path: 'a', file_content: 'x' },
});

const ROWS: Array<[string, string, unknown, Env, string | undefined]> = [
  // Each vendor that names its project, by the name its docs or captures show.
  ['claude', 'PreToolUse', claudeCall, { CLAUDE_PROJECT_DIR: '/home/dev/proj' }, '/home/dev/proj'],
  ['droid', 'PreToolUse', claudeCall, { FACTORY_PROJECT_DIR: '/home/dev/proj' }, '/home/dev/proj'],
  ['auggie', 'PreToolUse', auggie(['/home/dev/proj']), {}, '/home/dev/proj'],
  ['auggie', 'PreToolUse', auggie(undefined), { AUGMENT_PROJECT_DIR: '/home/dev/proj' }, '/home/dev/proj'],
  ['qwen', 'PreToolUse', claudeCall, { QWEN_PROJECT_DIR: '/home/dev/proj' }, '/home/dev/proj'],
  ['codebuddy', 'PreToolUse', claudeCall, { CODEBUDDY_PROJECT_DIR: '/home/dev/proj' }, '/home/dev/proj'],
  ['qoder', 'PreToolUse', claudeCall, { QODER_PROJECT_DIR: '/home/dev/proj' }, '/home/dev/proj'],
  ['cursor', 'preToolUse', cursor(['/home/dev/proj']), {}, '/home/dev/proj'],
  ['cursor', 'preToolUse', cursor(undefined), { CURSOR_PROJECT_DIR: '/home/dev/proj' }, '/home/dev/proj'],
  [
    'copilot',
    'PreToolUse',
    { ...claudeCall, timestamp: '2026-11-29T20:25:16.517Z' },
    { COPILOT_PROJECT_DIR: '/home/dev/proj' },
    '/home/dev/proj',
  ],
  ['gemini', 'BeforeTool', claudeCall, { GEMINI_PROJECT_DIR: '/home/dev/proj' }, '/home/dev/proj'],
  [
    'devin',
    'PreToolUse',
    { session_id: 's', tool_name: 'write', tool_input: { path: 'a' } },
    { DEVIN_PROJECT_DIR: '/home/dev/proj' },
    '/home/dev/proj',
  ],
  ['cline', 'PreToolUse', cline(['/home/dev/proj']), {}, '/home/dev/proj'],
  // The payload's key wins over the environment: it is this call's own record.
  ['cursor', 'preToolUse', cursor(['/home/dev/proj']), { CURSOR_PROJECT_DIR: '/elsewhere' }, '/home/dev/proj'],
  // Only the vendor's own names count: another harness's variable says nothing about this one.
  ['claude', 'PreToolUse', claudeCall, { FACTORY_PROJECT_DIR: '/home/dev/proj' }, undefined],
  ['codex', 'PreToolUse', claudeCall, { CLAUDE_PROJECT_DIR: '/home/dev/proj' }, undefined],
  ['kiro', 'PreToolUse', claudeCall, { CLAUDE_PROJECT_DIR: '/home/dev/proj' }, undefined],
  // A payload cannot name the project under the canonical key.
  ['claude', 'PreToolUse', { ...claudeCall, project_dir: '/home/dev/proj' }, {}, undefined],
  ['codex', 'PreToolUse', { ...claudeCall, project_dir: '/' }, {}, undefined],
  ['cursor', 'preToolUse', { ...cursor(undefined), project_dir: '/' }, {}, undefined],
  ['claude', 'PreToolUse', { ...claudeCall, project_dir: '/' }, { CLAUDE_PROJECT_DIR: '/home/dev/proj' }, '/home/dev/proj'],
  // Only an absolute path counts; anything else is ignored, never an error.
  ['claude', 'PreToolUse', claudeCall, { CLAUDE_PROJECT_DIR: 'proj' }, undefined],
  ['claude', 'PreToolUse', claudeCall, { CLAUDE_PROJECT_DIR: '' }, undefined],
  ['cursor', 'preToolUse', cursor([42]), {}, undefined],
  ['cursor', 'preToolUse', cursor('relative'), { CURSOR_PROJECT_DIR: '/home/dev/proj' }, '/home/dev/proj'],
  ['cursor', 'preToolUse', cursor({ 0: '/x' }), {}, undefined],
  ['cline', 'PreToolUse', cline([]), {}, undefined],
];

describe('projectDir: the project a harness names becomes the canonical project_dir', () => {
  it.each(ROWS)('%s %s %j %j → %s', (vendor, event, payload, env, expected) => {
    const events = inboundAll(contract(vendor), event, payload, env);
    expect(events.length).toBeGreaterThan(0);
    for (const each of events) expect(each.project_dir).toBe(expected);
  });

  it('leaves the call’s cwd as it was', () =>
    expect(inboundAll(contract('claude'), 'PreToolUse', claudeCall, { CLAUDE_PROJECT_DIR: '/home/dev/proj' })[0]?.cwd).toBe(elsewhere));
});
