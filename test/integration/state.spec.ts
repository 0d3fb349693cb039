import { readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import { stateDir, updateSessionState } from '../../src/state/state.js';
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
