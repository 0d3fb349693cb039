import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { describe, expect, test } from 'vitest';
import { createWaymarkExtension, type OmpContext } from '../../../src/hosts/omp/extension.js';

// The module's handlers, called in-process the way OMP's ExtensionRunner calls them (the real
// host runs in `npm run test:omp`): what each returns to OMP, and the status it shows.
const MESSAGES = resolve(import.meta.dirname, '../../../messages');
const PICKLE = `python -c "import pickle,sys; pickle.loads(sys.stdin.buffer.read())"`;

function host(env: Record<string, string> = {}) {
  const handlers = new Map<string, (event: unknown, ctx: OmpContext) => unknown>();
  const status: Array<string | undefined> = [];
  const ctx: OmpContext = {
    cwd: mkdtempSync(join(tmpdir(), 'waymark-omp-unit-')),
    hasUI: true,
    ui: { setStatus: (_key, text) => status.push(text) },
    sessionManager: { getSessionId: () => 's1' },
  };
  createWaymarkExtension({
    env: { WAYMARK_HOOK_STATE_DIR: mkdtempSync(join(tmpdir(), 'waymark-omp-state-')), ...env },
    messagesDir: MESSAGES,
  })({ on: (name, handler) => handlers.set(name, handler) });
  const emit = (name: string, event: unknown) =>
    Promise.resolve(handlers.get(name)!({ type: name, ...(event as object) }, ctx)) as Promise<any>;
  /** One tool call and its result, as OMP emits them: what `tool_call` returned, and the content `tool_result` hands back. */
  const call = async (id: string, toolName: string, input: unknown, isError = false) => {
    const content = [{ type: 'text', text: 'tool output' }];
    const atCall = await emit('tool_call', { toolName, toolCallId: id, input });
    const atResult = await emit('tool_result', { toolName, toolCallId: id, input, content, isError });
    return { atCall, content: atResult?.content as Array<{ type: string; text: string }> | undefined };
  };
  return { emit, call, status };
}

describe('the oh-my-pi module', () => {
  test.each([
    ['a risky call', 'bash', { command: PICKLE }, false, '`pickle.loads`'],
    ['a risky call that failed', 'bash', { command: `${PICKLE}; exit 3` }, true, '`pickle.loads`'],
    ['a write to package.json', 'write', { path: 'package.json', content: '{"dependencies": {"zod": "^4.0.0"}}' }, false, '`package.json`'],
  ])('%s: the advice is appended to the tool result', async (_case, tool, input, isError, says) => {
    const { atCall, content } = await host().call('t1', tool, input, isError);
    expect(atCall).toBeUndefined();
    expect(content).toEqual([
      { type: 'text', text: 'tool output' },
      { type: 'text', text: expect.stringContaining(says) },
    ]);
  });

  test.each([
    ['a benign read', 'read', { path: 'README.md' }, {}],
    ['an unknown tool', 'ast_edit', { ops: [] }, {}],
    ['waymark disabled', 'bash', { command: PICKLE }, { WAYMARK_DISABLE: '1' }],
  ])('%s: the result stays as it is', async (_case, tool, input, env) =>
    expect(await host(env).call('t1', tool, input)).toEqual({ atCall: undefined, content: undefined }),
  );

  test('advice kept for one call is not attached to another', async () => {
    const { emit } = host();
    await emit('tool_call', { toolName: 'bash', toolCallId: 't1', input: { command: PICKLE } });
    expect(await emit('tool_result', { toolName: 'read', toolCallId: 't2', input: { path: 'x' }, content: [] })).toBeUndefined();
  });

  test('the bootstrap goes out once per session, hidden', async () => {
    const { emit } = host();
    expect(await emit('before_agent_start', { prompt: 'hi', systemPrompt: [] })).toEqual({
      message: { customType: 'waymark', content: expect.stringContaining('waymark is active in this session'), display: false },
    });
    expect(await emit('before_agent_start', { prompt: 'again', systemPrompt: [] })).toBeUndefined();
  });

  test('the status counts the results that carried advice; a new session clears it', async () => {
    const { call, emit, status } = host();
    await call('t1', 'bash', { command: PICKLE });
    await call('t2', 'read', { path: 'README.md' });
    await call('t3', 'write', { path: 'package.json', content: '{"dependencies": {"zod": "^4.0.0"}}' });
    await emit('session_start', {});
    expect(status).toEqual(['1 advisory', '2 advisories', undefined]);
  });
});
