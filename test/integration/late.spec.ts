import { spawnSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { TEST_PATH } from '../support/path.js';

// Advice the harness cannot carry at tool time, through the built hook: worded as after the call
// where it is read after the tool ran (a PreToolUse advisory rerouted to PostToolUse), and kept for
// the next event that reaches the model where the harness drops the tool event's output (Kiro,
// Devin), then given once.
const DISPATCH = join(import.meta.dirname, '../../dist/dispatch.cjs');
const project = mkdtempSync(join(tmpdir(), 'waymark-late-'));
const command = 'rm -rf ~/';

function hook(state: string, args: string[], payload: object): string {
  const run = spawnSync(process.execPath, [DISPATCH, ...args], {
    input: JSON.stringify(payload),
    encoding: 'utf8',
    env: { PATH: TEST_PATH, HOME: project, WAYMARK_HOOK_STATE_DIR: state },
  });
  expect(run.status).toBe(0);
  return run.stdout;
}

describe('advice after the call says so', () => {
  it.each([
    [
      'qwen',
      'PostToolUse',
      {
        hook_event_name: 'PostToolUse',
        session_id: 'q',
        tool_use_id: 'q1',
        cwd: project,
        tool_name: 'run_shell_command',
        tool_input: { command },
        tool_response: {},
      },
    ],
    [
      'gemini',
      'AfterTool',
      {
        hook_event_name: 'AfterTool',
        session_id: 'g',
        cwd: project,
        tool_name: 'run_shell_command',
        tool_input: { command },
        tool_response: {},
      },
    ],
    [
      'copilot',
      'postToolUse',
      { sessionId: 'c', timestamp: 1, cwd: project, toolName: 'bash', toolArgs: { command }, toolResult: { resultType: 'success' } },
    ],
  ])('%s %s: "already ran", and what to check now', (contract, event, payload) => {
    const reply = hook(
      mkdtempSync(join(tmpdir(), 'waymark-late-state-')),
      ['--contract', contract, event, 'pretooluse-destructive-guard'],
      payload,
    );
    expect(reply).toContain('already ran');
    expect(reply).not.toContain('Run it only if');
  });
});

describe('advice the harness drops at tool time goes out at its next prompt, once', () => {
  it.each([
    [
      'kiro',
      'PreToolUse',
      'UserPromptSubmit',
      (text: string) => text,
      { session_id: 'k', cwd: project, tool_name: 'execute_bash', tool_input: { command } },
    ],
    [
      'devin',
      'PreToolUse',
      'UserPromptSubmit',
      (text: string) => (text ? JSON.parse(text).hookSpecificOutput.additionalContext : ''),
      { session_id: 'd', cwd: project, tool_name: 'exec', tool_input: { command }, tool_use_id: 'd1' },
    ],
  ])('%s: nothing at %s, the advice at %s, then nothing more', (contract, toolEvent, promptEvent, context, payload) => {
    const state = mkdtempSync(join(tmpdir(), 'waymark-late-state-'));
    expect(
      hook(state, ['--contract', contract, toolEvent, 'pretooluse-destructive-guard'], { hook_event_name: toolEvent, ...payload }),
    ).toBe('');
    const prompt = { hook_event_name: promptEvent, session_id: payload.session_id, cwd: project, prompt: 'next' };
    const said = context(hook(state, ['--contract', contract, promptEvent], prompt));
    expect(said).toMatch(/^Earlier in this session/);
    expect(said).toContain('already ran');
    expect(said).toContain('rm -rf');
    expect(hook(state, ['--contract', contract, promptEvent], prompt)).toBe('');
  });
});
