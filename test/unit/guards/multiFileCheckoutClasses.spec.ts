import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, test } from 'vitest';
import { findDestructive } from '../../../src/guards/destructive.js';
import { commandIds as rule } from '../../support/destructiveIds.js';
import { guardContext } from '../../support/guardContext.js';

// Held-out round 171: a checkout or restore that names two files or more discards the uncommitted edits in every one, with
// no undo, as the directory form does (engine/checkedOutPaths.ts); so do a glob, a pipeline's list and a pathspec file.
// One named file, the index alone (`--staged`), a new branch, a patch, a branch switch, a conflict side and lockfiles
// alone stay silent. One line per case.

const CHECKOUT = 'destructive/git/checkout-files';
const RESTORE = 'destructive/git/restore-files';
const WORKTREE = 'destructive/git/restore-worktree-files';

describe('a checkout or restore of two files or more', () => {
  test.each([
    // Speaks: two named files or more, from the index or a revision.
    ['git checkout -- src/judging/points.py src/judging/classes.py', CHECKOUT],
    ['git checkout -- src/odds/converter.py src/odds/margin.py', CHECKOUT],
    ['git checkout -- namelist.input namelist.wps', CHECKOUT],
    ['git checkout -- royalties/splits.xlsx src/payroll_export.py', CHECKOUT],
    ['git checkout -- Makefile Dockerfile', CHECKOUT],
    ['git checkout -- package.json package-lock.json', CHECKOUT],
    ['git checkout src/a.py src/b.py', CHECKOUT],
    ['git checkout HEAD -- a.py b.py', CHECKOUT],
    ['git checkout main -- x.py y.py', CHECKOUT],
    ['git checkout origin/main src/a.py src/b.py', CHECKOUT],
    ['git checkout HEAD~3 -- src/a.py src/b.py src/c.py src/d.py', CHECKOUT],
    ['git checkout stash@{0} -- a.py b.py', CHECKOUT],
    ['git -C ~/code/league checkout -- a.py b.py', CHECKOUT],
    ['git checkout -q -- a.py b.py', CHECKOUT],
    ['cd src && git checkout -- points.py classes.py && git status', CHECKOUT],
    ["git checkout -- '*.py'", CHECKOUT],
    ['git checkout -- src/*.ts', CHECKOUT],
    // Once silent in destructiveRules.spec.ts: every `.ts` file, by this rule and not checkout-all (its `*` is the literal word).
    ['git checkout -- *.ts', CHECKOUT],
    ['git checkout --pathspec-from-file=changed.txt', CHECKOUT],
    ['git diff --name-only | xargs git checkout --', CHECKOUT],
    ['git ls-files -m | xargs git checkout', CHECKOUT],
    ['cat changed.txt | xargs git checkout --', 'destructive/git/checkout-dir'],
    ["find src -name '*.py' -newer .stamp -exec git checkout -- {} +", CHECKOUT],
    ['git checkout -- $(git diff --name-only src/)', CHECKOUT],
    ['git restore $(git ls-files -m)', RESTORE],
    ['git restore src/a.py src/b.py', RESTORE],
    ['git restore -- a.py b.py', RESTORE],
    ['git restore --source=HEAD~1 a.py b.py', RESTORE],
    ['git restore -s main a.py b.py', RESTORE],
    ['git restore Makefile Dockerfile', RESTORE],
    ['git restore --staged --worktree a.py b.py', WORKTREE],
    ['git restore -SW a.py b.py', WORKTREE],
    ['git restore --worktree -- a.py b.py', WORKTREE],
    ['svn revert src/a.c src/b.c', 'destructive/git/svn-revert-files'],
    // Silent: one named file, the index alone, a new branch, a patch, a branch switch, a conflict side, lockfiles alone.
    ['git checkout -- src/opcua_client.py', 'none'],
    ['git checkout main -- src/a.py', 'none'],
    ['git checkout HEAD~1 src/a.py', 'none'],
    ['git checkout -- a.py a.py', 'none'],
    ['git restore src/app.ts', 'none'],
    ['git restore --source=HEAD~1 src/billing/invoice.py', 'none'],
    ['git restore --staged a.py b.py', 'none'],
    ['git restore -S a.py b.py', 'none'],
    ['git restore --staged .', 'none'],
    ['git checkout -b fix/null-check', 'none'],
    ['git checkout -b feature/x origin/feature/x', 'none'],
    ['git checkout -B hotfix main', 'none'],
    ['git checkout --orphan gh-pages', 'none'],
    ['git checkout -p -- a.py b.py', 'none'],
    ['git checkout --patch HEAD a.py b.py', 'none'],
    ['git restore -p a.py b.py', 'none'],
    ['git checkout main', 'none'],
    ['git checkout release/2.4', 'none'],
    ['git checkout v1.2.3', 'none'],
    ['git checkout --theirs -- a.py b.py', 'none'],
    ['git checkout --ours src/a.py src/b.py', 'none'],
    ['git restore --theirs a.py b.py', 'none'],
    ['git checkout -- package-lock.json yarn.lock', 'none'],
    ['git checkout -- Cargo.lock poetry.lock', 'none'],
    ['git stash && git checkout main', 'none'],
    ['git checkout-index --all', 'none'],
    ['svn revert src/a.c', 'none'],
    // Mercurial keeps each reverted file as `.orig`; jj's operation log undoes a restore.
    ['hg revert src/a.py src/b.py', 'none'],
    ['jj restore src/a.py src/b.py', 'none'],
    ["git checkout $(git rev-list -n 1 HEAD --before='7 days ago') -- legal/internal_notes.md", 'none'],
    ['git checkout $(git merge-base main HEAD)', 'none'],
  ])('%s → %s', (command, id) => expect(rule(command)).toBe(id));
});

// With no `--`, what git reads the first operand as depends on the working tree: a branch may be spelt like a file
// (`feature/x.y`) and a file like a branch (`Makefile`). Where the folder the call runs in can be read, the tree decides
// (review of round 171's class); the lines above, in a folder that does not exist, are read by spelling.
describe('the first operand, read against a real working tree', () => {
  const root = mkdtempSync(join(tmpdir(), 'waymark-checkout-'));
  afterAll(() => rmSync(root, { recursive: true, force: true }));
  for (const file of ['.git/HEAD', 'a.py', 'Makefile', 'Dockerfile', 'src/app.py', 'tests/test_app.py', 'package.json']) {
    mkdirSync(join(root, file, '..'), { recursive: true });
    writeFileSync(join(root, file), 'x\n');
  }
  const ids = (command: string) =>
    findDestructive(command, guardContext(root, { cwd: root, config: {} }))
      .map((hit) => hit.rule)
      .join(' ') || 'none';
  test.each([
    ['git checkout feature/x.y a.py', 'none'],
    ['git checkout release-2024.q3 src/app.py', 'none'],
    ['git checkout deps/bump-lodash.merge package.json', 'none'],
    ['git checkout Makefile Dockerfile', CHECKOUT],
    ['git checkout src tests', CHECKOUT],
    ['git checkout a.py Makefile', CHECKOUT],
    ['git checkout main a.py', 'none'],
    ['git checkout main', 'none'],
  ])('%s → %s', (command, id) => expect(ids(command)).toBe(id));
});
