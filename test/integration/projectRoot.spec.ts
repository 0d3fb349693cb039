import { mkdirSync, realpathSync, writeFileSync } from 'node:fs';
import { homedir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import { displayPath, isInside, projectRoot, resolveToolPath } from '../../src/project/projectRoot.js';
import { tempDir } from '../support/run.js';

describe('projectRoot, in real directories', () => {
  test('the git root above a nested cwd', () => {
    const root = realpathSync(tempDir());
    mkdirSync(join(root, '.git'));
    mkdirSync(join(root, 'a', 'b'), { recursive: true });
    expect(projectRoot(join(root, 'a', 'b'))).toBe(root);
  });

  test('a .git file (worktree or submodule) marks a root too', () => {
    const root = realpathSync(tempDir());
    writeFileSync(join(root, '.git'), 'gitdir: /elsewhere\n');
    expect(projectRoot(root)).toBe(root);
  });

  test('no repository: cwd itself; a cwd that does not exist: itself', () => {
    const dir = realpathSync(tempDir());
    expect(projectRoot(dir)).toBe(dir);
    expect(projectRoot(join(dir, 'missing'))).toBe(join(dir, 'missing'));
  });
});

describe('paths', () => {
  test.each([
    ['/home/u/proj/src/a.ts', '/home/u/proj', true],
    ['/home/u/proj', '/home/u/proj', true],
    ['/home/u/proj-old/a.ts', '/home/u/proj', false],
    ['/home/u/other', '/home/u/proj', false],
    ['/home/u/proj/../proj2/x', '/home/u/proj', false],
  ])('%s inside %s: %s', (path, root, inside) => {
    expect(isInside(resolveToolPath(path, '/'), root)).toBe(inside);
  });

  test('relative paths resolve against cwd, ~ against home', () => {
    expect(resolveToolPath('src/../a.ts', '/p')).toBe('/p/a.ts');
    expect(resolveToolPath('~/x', '/p')).toBe(join(homedir(), 'x'));
  });

  test('display: relative inside, absolute outside', () => {
    expect(displayPath('/p/src/a.ts', '/p')).toBe('src/a.ts');
    expect(displayPath('/q/a.ts', '/p')).toBe('/q/a.ts');
  });
});
