import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, test } from 'vitest';
import { gitIgnored } from '../../src/guards/lib/gitIgnored.js';

// .gitignore globs as git reads them, each in a real temp repository; and globs crafted to make a
// backtracking matcher hang, which must finish (the timeout only catches a hang).

const scratch = mkdtempSync(join(tmpdir(), 'waymark-gitignore-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

function ignored(gitignore: string, path: string): boolean {
  const root = mkdtempSync(join(scratch, 'repo-'));
  mkdirSync(join(root, '.git'));
  writeFileSync(join(root, '.gitignore'), gitignore);
  return gitIgnored(join(root, path), root, join(scratch, 'nohome'));
}

describe('git glob semantics', () => {
  test.each([
    ['*.log', 'a/b/debug.log', true],
    ['*.log', 'debug.log.txt', false],
    ['/debug.log', 'a/debug.log', false],
    ['/debug.log', 'debug.log', true],
    ['logs/', 'logs/today.txt', true],
    ['logs/', 'logs', false],
    ['doc/*.txt', 'doc/notes.txt', true],
    ['doc/*.txt', 'doc/server/arch.txt', false],
    ['doc/**/*.pdf', 'doc/a/b/c.pdf', true],
    ['**/foo', 'x/y/foo', true],
    ['**/foo/bar', 'foo/bar', true],
    ['a/**', 'a/x/y', true],
    ['.env?', '.env1', true],
    ['.env[!.]*', '.env.local', false],
    ['.env[!.]*', '.envrc', true],
    ['[Dd]ebug', 'Debug', true],
    ['\\#secret', '#secret', true],
    ['.env\\ ', '.env ', true],
    ['.env   ', '.env', true],
    ['*\n!keep.txt', 'keep.txt', false],
  ])('%j ignores %s: %s', (gitignore, path, expected) => {
    expect(ignored(gitignore, path)).toBe(expected);
  });
});

describe('hostile ignore files finish', () => {
  test.each([
    ['*a*a*a*a*a*a*a*a*a*a*a*a*b', `${'a'.repeat(4000)}.env`],
    ['**/**/**/**/**/**/**/**/**/x', `${'d/'.repeat(2000)}y`],
    [`${'?'.repeat(3000)}*`, 'a'.repeat(2000)],
    [`x${' '.repeat(60_000)}y`, 'x.env'],
  ])(
    '%#',
    (gitignore, path) => {
      expect(ignored(gitignore, path)).toBe(false);
    },
    10_000,
  );
});
