import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, test } from 'vitest';
import { findDestructive } from '../../src/guards/destructive.js';
import { MAX_INDEX_BYTES, parseIndex } from '../../src/project/gitIndex.js';
import { gitView } from '../../src/project/gitView.js';
import { guardContext } from '../support/guardContext.js';

// The index read by hand against indexes real git wrote: each version, SHA-256 ids, a worktree's
// `.git` file, and indexes that cannot be read (which must leave the answer unknown, never "untracked").

const scratch = mkdtempSync(join(tmpdir(), 'waymark-gitview-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));
const env = { PATH: process.env.PATH ?? '/usr/bin:/bin', HOME: scratch, GIT_CONFIG_NOSYSTEM: '1', LC_ALL: 'C' };
const git = (cwd: string, ...args: string[]) => execFileSync('git', args, { cwd, env, stdio: 'pipe' }).toString();

function repo(init: string[] = []): string {
  const root = mkdtempSync(join(scratch, 'repo-'));
  git(root, 'init', '-q', ...init);
  for (const file of ['src/app.py', 'sweeps/r1/out.dat', 'docs/a b/ü.md', `deep/${'x/'.repeat(30)}f.txt`]) {
    mkdirSync(join(root, file, '..'), { recursive: true });
    writeFileSync(join(root, file), 'x');
  }
  git(root, 'add', 'src', 'docs', 'deep');
  return root;
}

describe('which project folders git tracks', () => {
  test.each([
    ['index version 2', [], ['update-index', '--index-version', '2']],
    ['index version 3 (extended flags)', [], ['update-index', '--index-version', '3']],
    ['index version 4 (prefix-compressed paths)', [], ['update-index', '--index-version', '4']],
    ['SHA-256 object ids', ['--object-format=sha256'], ['update-index', '--index-version', '2']],
  ])('%s', (_, init, version) => {
    const root = repo(init);
    git(root, ...version);
    const view = gitView(root);
    expect([view.tracks('src'), view.tracks('docs/a b'), view.tracks('deep/x'), view.tracks('sweeps'), view.tracks('sr')]).toEqual([
      true,
      true,
      true,
      false,
      false,
    ]);
  });

  test('a worktree reads the index its .git file points to', () => {
    const root = repo();
    git(root, '-c', 'user.name=t', '-c', 'user.email=t@t', 'commit', '-qm', 'init');
    const tree = join(scratch, `wt-${Date.now()}`);
    git(root, 'worktree', 'add', '-q', tree);
    expect([gitView(tree).tracks('src'), gitView(tree).tracks('sweeps')]).toEqual([true, false]);
  });

  test('no repository, or one with nothing added: nothing is tracked', () => {
    const bare = mkdtempSync(join(scratch, 'plain-'));
    const fresh = mkdtempSync(join(scratch, 'fresh-'));
    mkdirSync(join(fresh, '.git'));
    expect([gitView(bare).tracks('src'), gitView(fresh).tracks('src'), gitView(fresh).tracks('')]).toEqual([false, false, false]);
    // The project itself is held as soon as anything is tracked.
    expect(gitView(repo()).tracks('')).toBe(true);
  });

  test('an index that cannot be read leaves the answer unknown', () => {
    const corrupt = mkdtempSync(join(scratch, 'corrupt-'));
    mkdirSync(join(corrupt, '.git'));
    writeFileSync(join(corrupt, '.git', 'index'), Buffer.concat([Buffer.from('DIRC\0\0\0\x02\0\0\0\x05'), Buffer.alloc(40, 7)]));
    const huge = mkdtempSync(join(scratch, 'huge-'));
    mkdirSync(join(huge, '.git'));
    writeFileSync(join(huge, '.git', 'index'), Buffer.alloc(MAX_INDEX_BYTES + 1));
    const fifo = mkdtempSync(join(scratch, 'fifo-'));
    mkdirSync(join(fifo, '.git'));
    execFileSync('mkfifo', [join(fifo, '.git', 'index')]);
    expect([gitView(corrupt).tracks('src'), gitView(huge).tracks('src'), gitView(fifo).tracks('src')]).toEqual([
      undefined,
      undefined,
      undefined,
    ]);
  });

  test('a claimed entry count beyond the bound is not parsed', () => {
    const header = Buffer.from([0x44, 0x49, 0x52, 0x43, 0, 0, 0, 2, 0xff, 0xff, 0xff, 0xff]);
    expect(parseIndex(header)).toBeUndefined();
  });
});

/** What the destructive guard says of a command run in `root`, joined, or 'none'. */
function risksIn(root: string): (command: string) => string {
  const home = mkdtempSync(join(scratch, 'home-'));
  return (command) =>
    findDestructive(command, guardContext(home, { root, cwd: root }))
      .map((hit) => hit.risk)
      .join(' ') || 'none';
}

describe('deleting a project folder no rule knows, by what git holds of it', () => {
  const root = repo();
  writeFileSync(join(root, '.gitignore'), 'renders/\n');
  mkdirSync(join(root, 'renders'));
  const risk = risksIn(root);
  test.each([
    // Nothing under `sweeps` is in the index: nothing restores it.
    ['rm -rf sweeps', "the project's sweeps, which git does not track"],
    ['rm -rf sweeps/r1/*', "the project's sweeps/r1, which git does not track"],
    ['python -c "import shutil; shutil.rmtree(\'sweeps\')"', "the project's sweeps, which git does not track"],
    // Tracked: git restores what was committed. Ignored, or named as a tool's output: made again.
    ['rm -rf deep/x', 'none'],
    ['rm -rf renders', 'none'],
    ['rm -rf storybook-static cmake-build-debug', 'none'],
    // A line that writes the folder again (`--out`), and a folder the line made itself.
    ['rm -rf sweeps && typedoc --out sweeps', 'none'],
    ['mkdir sweep2 && cp sweeps/r1/out.dat sweep2/ && rm -rf sweep2', 'none'],
  ])('%s → %s', (command, expected) => expect(risk(command)).toContain(expected));
});

describe('deleting a file of a type no table knows, by what git holds of it', () => {
  const root = repo();
  for (const file of ['covers/front.psd', 'covers/back.psd', 'book.vellum/Contents.json', 'shows/main.qlab5']) {
    mkdirSync(join(root, file, '..'), { recursive: true });
    writeFileSync(join(root, file), 'x');
  }
  writeFileSync(join(root, '.gitignore'), '*.qlab5\n');
  git(root, 'add', 'covers/front.psd', '.gitignore');
  const risk = risksIn(root);
  test.each([
    // Untracked and not ignored: nothing restores it.
    ['rm covers/back.psd', "the project's covers/back.psd, made in an application: git does not track it"],
    ['rm -rf book.vellum', "the project's book.vellum, made in an application"],
    // Tracked (git restores it), or ignored (what the project says is not its work).
    ['rm covers/front.psd', 'none'],
    ['rm shows/main.qlab5', 'none'],
    ['rm covers/*.psd', 'none'],
  ])('%s → %s', (command, expected) => expect(risk(command)).toContain(expected));
});

describe('copying or moving onto a file the project holds, by what git holds of it', () => {
  const root = repo();
  for (const file of [
    'cnc/post/haas_custom.cps',
    'cnc/post/generic.cps',
    'cam/part_rev_A.nc',
    'cam/part_rev_B.nc',
    '.env',
    'src/app.py',
    'report.json',
  ]) {
    mkdirSync(join(root, file, '..'), { recursive: true });
    writeFileSync(join(root, file), 'kept');
  }
  const risk = risksIn(root);
  test.each([
    ['cp cnc/post/generic.cps cnc/post/haas_custom.cps', 'replaces `cnc/post/haas_custom.cps`, a file git does not track'],
    ['mv cam/part_rev_B.nc cam/part_rev_A.nc', 'replaces `cam/part_rev_A.nc`'],
    ['cp .env.example .env', 'replaces `.env`'],
    // Tracked (git restores it), not there yet, kept by `-n`, or a file's own rewrite written beside it.
    ['cp /tmp/app.py src/app.py', 'none'],
    ['cp cnc/post/generic.cps cnc/post/new_machine.cps', 'none'],
    ['cp -n cnc/post/generic.cps cnc/post/haas_custom.cps', 'none'],
    ['jq . report.json > report.json.tmp && mv report.json.tmp report.json', 'none'],
  ])('%s → %s', (command, expected) => expect(risk(command)).toContain(expected));
});
