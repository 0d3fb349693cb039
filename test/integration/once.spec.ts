import { spawnSync } from 'node:child_process';
import { mkdir, mkdtemp, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { beforeEach, describe, expect, it } from 'vitest';
import { loadContract } from '../../src/contracts/contract.js';
import type { Contract } from '../../src/contracts/schema.js';
import { core } from '../../src/core/core.js';
import type { CanonicalEvent } from '../../src/core/event.js';
import { SESSION_START_HOLD_MS } from '../../src/core/once.js';
import { deliver } from '../../src/deliver/deliver.js';
import { TEST_PATH } from '../support/path.js';

// Every "once" of the pipeline (src/core/once.ts), claimed in the call's one state commit and
// obeyed by deliver: what several registrations answering one call, or one session, say in all.
const log = { debug: () => undefined };
const MESSAGES = resolve(import.meta.dirname, '../../messages');
let dir: string;
beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'waymark-once-'));
});

/** One call through core and deliver, in-process, as `contract` registered for `vendorEvent`. */
async function call(
  contract: Contract,
  vendorEvent: string,
  event: CanonicalEvent,
  options: { messages?: string[]; messagesDir?: string; stateDir?: string } = {},
): Promise<string> {
  const io = { env: { WAYMARK_HOOK_STATE_DIR: options.stateDir ?? dir }, log, cwd: dir, messagesDir: options.messagesDir ?? MESSAGES };
  return deliver({ contract, vendorEvent }, await core([event], { messages: options.messages ?? [] }, io), io);
}

describe('Stop: never a loop', () => {
  // Every vendor's contract drops Stop output today: a contract that answers it in plain text, and a Stop base message.
  const answersStop: Contract = { ...loadContract('claude')!, events: { Stop: { canonical: 'Stop', reply: 'plain', source: 'test' } } };
  const stop = async (fields: Record<string, unknown>, stateDir = dir) => {
    const messages = join(dir, 'messages');
    await mkdir(messages, { recursive: true });
    await writeFile(join(messages, 'stop-note.md'), '# Close the session\n\nWrite the notes.\n\n## Bindings\n- event: Stop\n');
    return call(answersStop, 'Stop', { hook_event_name: 'Stop', cwd: dir, ...fields }, { messagesDir: messages, stateDir });
  };

  it('is answered at most once per session', async () => {
    const said = [await stop({ session_id: 's1' }), await stop({ session_id: 's1' }), await stop({ session_id: 's2' })];
    expect(said.map((reply) => reply !== '')).toEqual([true, false, true]);
  });

  it.each([
    ['stop_hook_active', { session_id: 's', stop_hook_active: true }],
    ['no session to count once in', {}],
  ])('is silent with %s', async (_, fields) => expect(await stop(fields)).toBe(''));

  it('is silent when the state dir is unusable', async () => expect(await stop({ session_id: 's' }, '/dev/null/x')).toBe(''));

  it('stop_hook_active claims nothing: the next Stop of the session is still answered', async () => {
    expect(await stop({ session_id: 's3', stop_hook_active: true })).toBe('');
    expect(await stop({ session_id: 's3' })).not.toBe('');
  });
});

describe('SessionStart: once per session and source, across registrations', () => {
  const start = { hook_event_name: 'SessionStart', session_id: 's', source: 'startup' };

  it.each([
    ['cursor', 'sessionStart', 'claude', 'SessionStart'],
    ['claude', 'SessionStart', 'cursor', 'sessionStart'],
    ['devin', 'SessionStart', 'claude', 'SessionStart'],
    // The same harness registered at user and project scope.
    ['claude', 'SessionStart', 'claude', 'SessionStart'],
    ['codex', 'SessionStart', 'codex', 'SessionStart'],
  ])('%s then %s: the second says nothing', async (a, aEvent, b, bEvent) =>
    expect([(await call(loadContract(a)!, aEvent, start)) !== '', await call(loadContract(b)!, bEvent, start)]).toEqual([true, '']),
  );

  it('another source or session is its own start', async () => {
    const claude = loadContract('claude')!;
    const said = [
      await call(claude, 'SessionStart', start),
      await call(claude, 'SessionStart', { ...start, source: 'compact' }),
      await call(claude, 'SessionStart', { ...start, session_id: 't' }),
    ];
    expect(said.every((reply) => reply !== '')).toBe(true);
  });

  it('an answer holds 10 s, then a later start of the session (a second compaction) is answered again', async () => {
    const claude = loadContract('claude')!;
    expect(await call(claude, 'SessionStart', { ...start, source: 'compact' })).not.toBe('');
    const file = join(dir, 'sessions', 's.json');
    const state = JSON.parse(await readFile(file, 'utf8'));
    state.started.compact = new Date(Date.now() - SESSION_START_HOLD_MS - 1000).toISOString();
    await writeFile(file, JSON.stringify(state));
    expect(await call(claude, 'SessionStart', { ...start, source: 'compact' })).not.toBe('');
    expect(await call(claude, 'SessionStart', { ...start, source: 'compact' })).toBe('');
  });

  it('of eight registrations answering one start at once, exactly one speaks', async () => {
    const said = await Promise.all(
      Array.from({ length: 8 }, () => call(loadContract('claude')!, 'SessionStart', { ...start, session_id: 'race' })),
    );
    expect(said.filter(Boolean)).toHaveLength(1);
  });
});

describe("a guard's advice: once per tool call, across registrations and contracts", () => {
  const write = {
    hook_event_name: 'PreToolUse',
    session_id: 's',
    tool_use_id: 't1',
    tool_name: 'Write',
    tool_input: { file_path: 'package.json', content: '{"dependencies":{"left-pad":"1.3.0"}}' },
  };
  const dependency = ['pretooluse-dependency-guard'];
  const advises = (reply: string) => reply.includes('Change dependencies only when');

  it('the second registration of the same call leaves it out; another call is advised again', async () => {
    const claude = loadContract('claude')!;
    const said = [
      await call(claude, 'PreToolUse', write, { messages: dependency }),
      await call(claude, 'PreToolUse', write, { messages: dependency }),
      await call(claude, 'PreToolUse', { ...write, tool_use_id: 't2' }, { messages: dependency }),
    ];
    expect(said.map(advises)).toEqual([true, false, true]);
  });

  it("across contracts: Cursor's own registration, then the Claude Code copy it imports", async () => {
    expect(advises(await call(loadContract('cursor')!, 'preToolUse', write, { messages: dependency }))).toBe(true);
    expect(advises(await call(loadContract('claude')!, 'PreToolUse', write, { messages: dependency }))).toBe(false);
  });

  it.each([
    ['no tool call id', { ...write, tool_use_id: undefined }],
    ['no session', { ...write, session_id: undefined }],
  ])('%s: nothing can be matched, and every registration advises', async (_, event) => {
    const claude = loadContract('claude')!;
    expect([
      advises(await call(claude, 'PreToolUse', event, { messages: dependency })),
      advises(await call(claude, 'PreToolUse', event, { messages: dependency })),
    ]).toEqual([true, true]);
  });

  it("the built hook: Cursor's own preToolUse, then the imported Claude Code PreToolUse, advise once", async () => {
    const project = await mkdtemp(join(tmpdir(), 'waymark-once-project-'));
    const payload = JSON.stringify({
      conversation_id: 'c',
      generation_id: 'g',
      session_id: 'c',
      hook_event_name: 'preToolUse',
      cursor_version: '1.0.32',
      workspace_roots: [project],
      tool_name: 'Write',
      tool_input: { file_path: join(project, 'package.json'), content: '{"dependencies":{"left-pad":"1.3.0"}}' },
      tool_use_id: 'tu1',
      cwd: project,
    });
    const hook = (...args: string[]) =>
      spawnSync(process.execPath, [join(import.meta.dirname, '../../dist/dispatch.cjs'), ...args], {
        input: payload,
        encoding: 'utf8',
        env: { PATH: TEST_PATH, WAYMARK_HOOK_STATE_DIR: dir, CURSOR_PROJECT_DIR: project },
      }).stdout;
    const own = hook('--contract', 'cursor', 'preToolUse', 'pretooluse-dependency-guard');
    const imported = hook('PreToolUse', 'pretooluse-dependency-guard');
    expect(JSON.parse(own).additional_context).toContain('Change dependencies only when');
    expect(imported).toBe('');
  });
});
