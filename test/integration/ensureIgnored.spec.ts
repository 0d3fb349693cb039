import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, expect, test } from 'vitest';
import { ensureIgnored } from '../../src/install/files/gitIgnored.js';

// Install keeps a personal settings file out of git, and asks git only where a repository can be:
// a `.git` folder or file in the folder or above it, or GIT_DIR in the environment. Real
// repositories in a temp folder, with a fixed PATH, HOME and no system git config.

const scratch = mkdtempSync(join(tmpdir(), 'waymark-ensure-ignored-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));
const env = { PATH: '/usr/bin:/bin', HOME: join(scratch, 'home'), GIT_CONFIG_NOSYSTEM: '1' };
const git = (cwd: string, ...args: string[]) => spawnSync('git', args, { cwd, env, encoding: 'utf8' });

test('outside any repository: no git, and nothing written', async () => {
  const dir = join(scratch, 'plain');
  mkdirSync(dir);
  expect(await ensureIgnored(join(dir, '.claude', 'settings.local.json'), env, false)).toEqual({ state: 'no-git' });
});

test('a work tree whose .git is a file (a linked worktree): the line goes in its own exclude file', async () => {
  const main = join(scratch, 'main');
  mkdirSync(main);
  expect(git(main, 'init', '-q').status).toBe(0);
  expect(git(main, '-c', 'user.name=t', '-c', 'user.email=t@t', 'commit', '-q', '--allow-empty', '-m', 'x').status).toBe(0);
  const linked = join(scratch, 'linked');
  expect(git(main, 'worktree', 'add', '-q', linked).status).toBe(0);
  const done = await ensureIgnored(join(linked, 'sub', '.claude', 'settings.local.json'), env, false);
  expect(done).toMatchObject({ state: 'excluded', line: '/sub/.claude/settings.local.json' });
  expect(readFileSync((done as { exclude: string }).exclude, 'utf8')).toContain('/sub/.claude/settings.local.json\n');
  expect(git(linked, 'check-ignore', '-q', 'sub/.claude/settings.local.json').status).toBe(0);
});

test('GIT_DIR and GIT_WORK_TREE name a repository the folder has no .git for: git is asked', async () => {
  const tree = join(scratch, 'tree');
  const store = join(scratch, 'store.git');
  mkdirSync(tree);
  expect(git(scratch, 'init', '-q', '--bare', store).status).toBe(0);
  writeFileSync(join(tree, 'README'), 'x\n');
  const named = { ...env, GIT_DIR: store, GIT_WORK_TREE: tree };
  const done = await ensureIgnored(join(tree, '.claude', 'settings.local.json'), named, false);
  expect(done).toMatchObject({ state: 'excluded', line: '/.claude/settings.local.json' });
});
