import { spawnSync } from 'node:child_process';
import { mkdir, mkdtemp, readdir, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeEach, describe, expect, it } from 'vitest';
import { loadContract } from '../../src/contracts/contract.js';
import type { CanonicalEvent } from '../../src/contracts/event.js';
import { firstDelivery, firstForToolCall } from '../../src/dispatch/firstDelivery.js';
import { claimSessionStart, SESSION_START_HOLD_MS } from '../../src/state/sessionMarker.js';
import { evaluate } from '../../src/dispatch/evaluate.js';
import { TEST_PATH } from '../support/path.js';

const log = { debug: () => undefined };
let dir: string;
beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'waymark-first-'));
});
const env = () => ({ WAYMARK_HOOK_STATE_DIR: dir });
const first = (id: string, event: CanonicalEvent, extraEnv: Record<string, string> = {}) => firstDelivery(loadContract(id)!, event, { ...env(), ...extraEnv }, log);

describe('Stop: never a loop', () => {
  // A Stop base message, so every Stop has something to say; the state dir is the test's own.
  const stopDispatch = async (fields: Record<string, unknown>, stateDirectory = dir) => {
    const messages = join(dir, 'messages');
    await mkdir(messages, { recursive: true });
    await writeFile(join(messages, 'stop-note.md'), '# Close the session\n\nWrite the notes.\n\n## Bindings\n- event: Stop\n');
    // Every vendor's contract drops Stop output today; the core still answers it (oh-my-pi).
    const answer = await evaluate([{ hook_event_name: 'Stop', cwd: dir, ...fields }], { messages: [], reroute: {}, limit: 10_000 }, { env: { WAYMARK_HOOK_STATE_DIR: stateDirectory }, log, cwd: dir, messagesDir: messages });
    return answer.text;
  };

  it('is answered at most once per session', async () => {
    const said = [await stopDispatch({ session_id: 's1' }), await stopDispatch({ session_id: 's1' }), await stopDispatch({ session_id: 's2' })];
    expect(said.map((reply) => reply !== '')).toEqual([true, false, true]);
  });

  it.each([
    ['stop_hook_active', { session_id: 's', stop_hook_active: true }],
    ['no session to count once in', {}],
  ])('is silent with %s', async (_, fields) => expect(await stopDispatch(fields)).toBe(''));

  it('is silent when the state dir is unusable', async () => expect(await stopDispatch({ session_id: 's' }, '/dev/null/x')).toBe(''));

  it('stop_hook_active claims nothing: the next Stop of the session is still answered', async () => {
    expect(await stopDispatch({ session_id: 's3', stop_hook_active: true })).toBe('');
    expect(await stopDispatch({ session_id: 's3' })).not.toBe('');
  });
});

describe('SessionStart dedupe', () => {
  const start = { hook_event_name: 'SessionStart', session_id: 's', source: 'startup' };

  it.each([
    ['cursor', 'claude', { CURSOR_PROJECT_DIR: '/p' }],
    ['claude', 'cursor', { CURSOR_VERSION: '1.0.32' }],
    ['devin', 'claude', { DEVIN_PROJECT_DIR: '/p' }],
    ['claude', 'devin', { DEVIN_PROJECT_DIR: '/p' }],
  ])('%s then %s in the same host: the second says nothing', async (a, b, hostEnv) =>
    expect([await first(a, start, hostEnv), await first(b, start, hostEnv)]).toEqual([true, false]));

  it('another source or session of the same host is its own start', async () => {
    const host = { CURSOR_PROJECT_DIR: '/p' };
    expect([await first('cursor', start, host), await first('cursor', { ...start, source: 'compact' }, host), await first('cursor', { ...start, session_id: 't' }, host)]).toEqual([true, true, true]);
  });

  it.each(['claude', 'codex', 'qwen'])('%s without a host in the environment never reads or writes the marker', async (id) => {
    expect([await first(id, start), await first(id, start)]).toEqual([true, true]);
    expect(await readdir(dir)).toEqual([]);
  });

  it('a marker holds 10 s, then a later start of the session (a second compaction) delivers again', () => {
    const now = Date.now();
    expect(claimSessionStart(dir, 's', 'compact', now)).toBe(true);
    expect(claimSessionStart(dir, 's', 'compact', now + SESSION_START_HOLD_MS - 1000)).toBe(false);
    expect(claimSessionStart(dir, 's', 'compact', now + SESSION_START_HOLD_MS + 1000)).toBe(true);
  });

  it('of eight claims of one start exactly one wins', () => {
    const results = Array.from({ length: 8 }, () => claimSessionStart(dir, 'race', 'startup'));
    expect(results.filter(Boolean)).toHaveLength(1);
  });
});

// Issue 13: Cursor (and Devin) run their own registration and the Claude Code copy they import,
// each with the host's payload: one tool call's advice must reach the model once.
describe('tool-call dedupe', () => {
  const call = { hook_event_name: 'PreToolUse', session_id: 's', tool_use_id: 't1', tool_name: 'Write' };
  const fresh = (id: string, event: CanonicalEvent, names: string[]) => firstForToolCall(loadContract(id)!, event, env(), names, log).then((set) => [...set].sort());

  it('each guard once per tool call, across registrations that group tools differently', async () => {
    expect(await fresh('cursor', call, ['dependency', 'header'])).toEqual(['dependency', 'header']);
    expect(await fresh('cursor', call, ['dependency', 'secrets'])).toEqual(['secrets']);
    expect(await fresh('cursor', { ...call, tool_use_id: 't2' }, ['dependency'])).toEqual(['dependency']);
  });

  it.each([
    ['a contract without dedupe (codex)', 'codex', call],
    ['no tool call id', 'cursor', { ...call, tool_use_id: undefined }],
    ['not a tool event', 'cursor', { ...call, hook_event_name: 'UserPromptSubmit' }],
  ])('%s: every guard speaks, nothing is written', async (_, id, event) => {
    expect([await fresh(id, event, ['dependency']), await fresh(id, event, ['dependency'])]).toEqual([['dependency'], ['dependency']]);
    expect(await readdir(dir)).toEqual([]);
  });

  it('the built hook: Cursor\'s own preToolUse, then the imported Claude Code PreToolUse, advise once', async () => {
    const project = await mkdtemp(join(tmpdir(), 'waymark-first-project-'));
    const payload = JSON.stringify({
      conversation_id: 'c', generation_id: 'g', session_id: 'c', hook_event_name: 'preToolUse', cursor_version: '1.0.32', workspace_roots: [project],
      tool_name: 'Write', tool_input: { file_path: join(project, 'package.json'), content: '{"dependencies":{"left-pad":"1.3.0"}}' }, tool_use_id: 'tu1', cwd: project,
    });
    const hook = (...args: string[]) =>
      spawnSync(process.execPath, [join(__dirname, '../../dist/dispatch.cjs'), ...args], { input: payload, encoding: 'utf8', env: { PATH: TEST_PATH, WAYMARK_HOOK_STATE_DIR: dir, CURSOR_PROJECT_DIR: project } }).stdout;
    const own = hook('--contract', 'cursor', 'preToolUse', 'pretooluse-dependency-guard');
    const imported = hook('PreToolUse', 'pretooluse-dependency-guard');
    expect(JSON.parse(own).additional_context).toContain('Change dependencies only when');
    expect(imported).toBe('');
  });
});
