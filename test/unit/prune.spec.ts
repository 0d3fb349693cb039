import { existsSync, mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { pruneState } from '../../src/state/prune.js';

// Old state goes: sessions after 30 days, per-call markers after a day, one sweep a day at most.

const DAY = 24 * 60 * 60 * 1000;
const NOW = Date.UTC(2026, 11, 1);
const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

function stateWith(files: Record<string, number>): string {
  const dir = mkdtempSync(join(tmpdir(), 'waymark-prune-'));
  dirs.push(dir);
  for (const [file, age] of Object.entries(files)) {
    mkdirSync(join(dir, file, '..'), { recursive: true });
    writeFileSync(join(dir, file), '{}');
    utimesSync(join(dir, file), (NOW - age) / 1000, (NOW - age) / 1000);
  }
  return dir;
}

describe('pruneState', () => {
  it('removes sessions older than 30 days and markers older than a day, nothing else', () => {
    const dir = stateWith({
      'sessions/old.json': 31 * DAY,
      'sessions/recent.json': 29 * DAY,
      'markers/tool-old': 2 * DAY,
      'markers/tool-new': DAY / 2,
      'installs/a.json': 400 * DAY,
    });
    expect(pruneState(dir, NOW)).toBe(2);
    expect(existsSync(join(dir, 'sessions/old.json'))).toBe(false);
    expect(existsSync(join(dir, 'sessions/recent.json'))).toBe(true);
    expect(existsSync(join(dir, 'markers/tool-old'))).toBe(false);
    expect(existsSync(join(dir, 'markers/tool-new'))).toBe(true);
    expect(existsSync(join(dir, 'installs/a.json'))).toBe(true);
  });

  it('sweeps at most once a day', () => {
    const dir = stateWith({ 'sessions/old.json': 31 * DAY });
    expect(pruneState(dir, NOW)).toBe(1);
    writeFileSync(join(dir, 'sessions/again.json'), '{}');
    utimesSync(join(dir, 'sessions/again.json'), (NOW - 40 * DAY) / 1000, (NOW - 40 * DAY) / 1000);
    expect(pruneState(dir, NOW + DAY / 2)).toBe(0);
    expect(pruneState(dir, NOW + DAY + 1)).toBe(1);
  });

  it('a missing state dir is no error', () => expect(pruneState(join(tmpdir(), 'waymark-none-here'), NOW)).toBe(0));
});
