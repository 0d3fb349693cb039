import { chmodSync, chownSync, lstatSync, mkdirSync, readdirSync, readFileSync, statSync, symlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import { ensureStateDir, stateDir, updateSessionState } from '../../src/state/state.js';
import { tempDir } from '../support/run.js';

describe('stateDir', () => {
  test.each([
    [{ WAYMARK_HOOK_STATE_DIR: '/abs/state', CLAUDE_PLUGIN_DATA: '/plugin' }, '/abs/state'],
    [{ WAYMARK_HOOK_STATE_DIR: 'relative/state', CLAUDE_PLUGIN_DATA: '/plugin' }, '/plugin/state'],
    [{ CLAUDE_PLUGIN_DATA: '/plugin' }, '/plugin/state'],
  ])('%j → %s', (env, expected) => {
    expect(stateDir(env)).toBe(expected);
  });

  test('otherwise a per-user platform dir, never the shared temp dir', () => {
    expect(stateDir({})).toMatch(/waymark/);
    expect(stateDir({})).not.toMatch(/^\/tmp\b/);
  });
});

describe('updateSessionState', () => {
  test('concurrent updates all land: none is lost, the file always parses', async () => {
    const dir = tempDir();
    const names = Array.from({ length: 40 }, (_, i) => `m${i}`);
    const outcomes = await Promise.all(
      names.map((name) =>
        updateSessionState(dir, 'sess', (state) => {
          state.delivered[name] = 'now';
          return { result: name, changed: true };
        }),
      ),
    );
    expect(outcomes.every((outcome) => outcome.status === 'ok')).toBe(true);
    const saved = JSON.parse(readFileSync(join(dir, 'sessions', 'sess.json'), 'utf8'));
    expect(Object.keys(saved.delivered).sort()).toEqual([...names].sort());
  });

  test('the state dir and file are private to the user', async () => {
    const dir = join(tempDir(), 'state');
    await updateSessionState(dir, 'sess', (state) => ({ result: (state.delivered.x = 'now'), changed: true }));
    expect(statSync(join(dir, 'sessions')).mode & 0o777).toBe(0o700);
    expect(statSync(join(dir, 'sessions', 'sess.json')).mode & 0o777).toBe(0o600);
  });

  test('a session id that is not a safe file name stays inside the state dir', async () => {
    const dir = tempDir();
    await updateSessionState(dir, '../../escape', (state) => ({ result: (state.delivered.x = 'now'), changed: true }));
    expect(() => statSync(join(dir, '..', 'escape.json'))).toThrow();
  });

  test('an unusable state dir is reported, not thrown', async () => {
    const file = join(tempDir(), 'file');
    writeFileSync(file, '');
    const outcome = await updateSessionState(join(file, 'state'), 'sess', () => ({ result: 1, changed: true }));
    expect(outcome.status).toBe('unusable');
  });
});

describe("the state dir is the user's alone (issue 12 items 5, 6, 8)", () => {
  test("a planted link at a session file is replaced, never written through or chmod'ed", async () => {
    const dir = tempDir();
    const victim = join(tempDir(), 'victim');
    writeFileSync(victim, 'precious\n', { mode: 0o644 });
    mkdirSync(join(dir, 'sessions'), { mode: 0o700 });
    symlinkSync(victim, join(dir, 'sessions', 'sess.json'));
    await updateSessionState(dir, 'sess', (state) => ({ result: (state.delivered.x = 'now'), changed: true }));
    expect(readFileSync(victim, 'utf8')).toBe('precious\n');
    expect(statSync(victim).mode & 0o777).toBe(0o644);
    expect(lstatSync(join(dir, 'sessions', 'sess.json')).isSymbolicLink()).toBe(false);
  });

  test('a looser state dir waymark marked as its own, and its sessions dir, are tightened to 0700', async () => {
    const dir = tempDir();
    writeFileSync(join(dir, '.waymark-state'), '');
    chmodSync(dir, 0o755);
    mkdirSync(join(dir, 'sessions'), { mode: 0o755 });
    chmodSync(join(dir, 'sessions'), 0o755);
    await updateSessionState(dir, 'sess', (state) => ({ result: (state.delivered.x = 'now'), changed: true }));
    expect([statSync(dir).mode & 0o777, statSync(join(dir, 'sessions')).mode & 0o777]).toEqual([0o700, 0o700]);
  });

  test.each([
    ['a shared sticky folder like /tmp', 0o1777],
    ["a readable folder of the user's", 0o755],
    ['a group-writable folder', 0o2775],
  ])(
    'WAYMARK_HOOK_STATE_DIR naming %s that waymark did not create: its mode is kept, state goes to a waymark folder inside',
    async (_, mode) => {
      const shared = tempDir();
      chmodSync(shared, mode);
      const dir = stateDir({ WAYMARK_HOOK_STATE_DIR: shared });
      expect(dir).toBe(join(shared, 'waymark'));
      await updateSessionState(dir, 'sess', (state) => ({ result: (state.delivered.x = 'now'), changed: true }));
      expect(statSync(shared).mode & 0o7777).toBe(mode);
      expect(readdirSync(shared)).toEqual(['waymark']);
      expect(statSync(dir).mode & 0o777).toBe(0o700);
      // Passed on its own, such a folder is refused rather than chmodded.
      await updateSessionState(shared, 'sess', () => ({ result: 1, changed: true }));
      expect(statSync(shared).mode & 0o7777).toBe(mode);
    },
  );

  test('a state dir waymark created is marked and used as it is on the next call', () => {
    const dir = join(tempDir(), 'state');
    expect(stateDir({ WAYMARK_HOOK_STATE_DIR: dir })).toBe(dir);
    ensureStateDir(dir);
    expect(readdirSync(dir)).toContain('.waymark-state');
    chmodSync(dir, 0o750);
    expect(stateDir({ WAYMARK_HOOK_STATE_DIR: dir })).toBe(dir);
  });

  test.runIf(process.getuid?.() === 0)('a state dir owned by another user is refused: no state kept, nothing written', async () => {
    const dir = tempDir();
    chownSync(dir, 65534, 65534);
    expect((await updateSessionState(dir, 'sess', () => ({ result: 1, changed: true }))).status).toBe('unusable');
    expect(readdirSync(dir)).toEqual([]);
  });

  test('a state dir under /proc is refused at once, not spun on', async () => {
    const started = Date.now();
    expect(() => ensureStateDir('/proc/x', 'sessions')).toThrow();
    expect((await updateSessionState('/proc/x', 'sess', () => ({ result: 1, changed: true }))).status).toBe('unusable');
    expect(Date.now() - started).toBeLessThan(5000);
  });

  test('a lock left by a process that is gone is recovered at once', async () => {
    const dir = tempDir();
    mkdirSync(join(dir, 'sessions'), { mode: 0o700 });
    // A pid that cannot be running: above the kernel's pid_max.
    writeFileSync(join(dir, 'sessions', 'sess.json.lock'), `99999999 ${Date.now()}\n`);
    const started = Date.now();
    const outcome = await updateSessionState(dir, 'sess', (state) => ({ result: (state.delivered.x = 'now'), changed: true }));
    expect(outcome.status).toBe('ok');
    expect(Date.now() - started).toBeLessThan(1000);
  });

  test('100 concurrent updates of one counter all land, and no lock is left behind', async () => {
    const dir = tempDir();
    await Promise.all(
      Array.from({ length: 100 }, () =>
        updateSessionState(dir, 'sess', (state) => {
          state.count = ((state.count as number | undefined) ?? 0) + 1;
          return { result: undefined, changed: true };
        }),
      ),
    );
    expect(JSON.parse(readFileSync(join(dir, 'sessions', 'sess.json'), 'utf8')).count).toBe(100);
    expect(readdirSync(join(dir, 'sessions'))).toEqual(['sess.json']);
  });
});
