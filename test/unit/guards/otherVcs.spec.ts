import { describe, expect, test } from 'vitest';
import type { Config } from '../../../src/config/config.js';
import { findDestructive } from '../../../src/guards/destructive.js';
import { guardContext } from '../../support/guardContext.js';

// Version control beyond git's own commands (rules/destructive/vcs.json), submodule repositories under
// `.git/modules`, and their near-misses: what an undo, a backup bundle or a copy check keeps stays silent.

const rule = (command: string, config: Config = {}) =>
  findDestructive(command, guardContext('/home/dev', { cwd: '/home/dev/proj', config }))
    .map((hit) => hit.rule)
    .join(' ') || 'none';

describe('other version-control systems: discards, history edits, forced updates', () => {
  test.each([
    ['jj op abandon ..@-', 'destructive/vcs/jj-op-abandon'],
    ['jj abandon @', 'none'],
    ['jj bookmark delete main && jj git push --deleted', 'destructive/vcs/jj-push-deleted'],
    ['jj git push --change @-', 'none'],
    ['jj git push --bookmark main --allow-backwards', 'destructive/vcs/jj-push-backwards'],
    ['sl push --force --to main', 'destructive/vcs/sl-force-push'],
    ['sl push --to main', 'none'],
    ['sl revert --all --no-backup', 'destructive/git/hg-discard'],
    ['sl purge --print', 'none'],
    ['sl hide -r .', 'none'],
    ['sl ..', 'none'],
    ['hg strip -r "draft()" --no-backup', 'destructive/vcs/hg-strip-no-backup'],
    ['hg strip -r 4f2a9c1', 'none'],
    ['fossil purge obliterate --force', 'destructive/vcs/fossil-purge-obliterate'],
    ['fossil purge checkins abc123', 'none'],
    ['fossil scrub --verily --force ~/fossils/site.fossil', 'destructive/vcs/fossil-scrub-verily'],
    ['fossil scrub ~/fossils/site.fossil', 'none'],
    ['rm -f ~/fossils/notes.fossil', 'destructive/vcs/rm-repository-file'],
    ['rm -f /tmp/t/notes.fossil', 'none'],
    ['git annex drop --from backup-drive --force --all', 'destructive/vcs/annex-drop-force'],
    ['git annex unused && git annex dropunused all --force', 'destructive/vcs/annex-drop-force'],
    ['git annex drop raw/take3.wav', 'none'],
    ["git lfs migrate import --everything --include='*.psd'", 'destructive/vcs/lfs-migrate-rewrite'],
    ['git lfs migrate info --everything --top=20', 'none'],
    ["git lfs migrate import --everything --no-rewrite --include='*.psd'", 'none'],
    ['gt delete feature/ledger-import --force', 'destructive/vcs/graphite-delete-force'],
    ['gt delete feature/merged', 'none'],
    ["git hide -r --delete-branches 'draft()'", 'destructive/vcs/branchless-hide-delete'],
    ['git branchless sync', 'none'],
    [
      'ssh -p 29418 admin@review.example.com delete-project delete --yes-really-delete platform/legacy-sdk',
      'destructive/vcs/gerrit-delete-project',
    ],
    ['ssh -p 29418 review.example.com gerrit review --abandon 12345,3', 'none'],
  ])('%s → %s', (command, id) => expect(rule(command)).toBe(id));
});

describe('git: submodule repositories, scratch mirrors, CI caches', () => {
  test.each([
    ['rm -rf vendor/theme .git/modules/vendor/theme', 'destructive/filesystem/rm-recursive'],
    ['rm -rf .git/modules/vendor/theme/hooks', 'none'],
    ['git clone --mirror https://github.com/acme/app.git /tmp/app.git && bfg --strip-blobs-bigger-than 100M /tmp/app.git', 'none'],
    [
      'git clone --mirror https://github.com/acme/app.git /tmp/app.git && bfg --strip-blobs-bigger-than 100M ~/src/app.git',
      'destructive/git/bfg',
    ],
    ['gh api -X DELETE repos/acme/app/actions/caches?key=npm-linux', 'none'],
    ['gh api -X DELETE repos/acme/app/git/refs/heads/main', 'destructive/infrastructure/github'],
    ['gh api -X GET repos/acme/app', 'none'],
    [
      'gh api -X DELETE /user/packages/container/app/versions/123',
      'destructive/registry/api-package-delete',
      { rules: { 'destructive/infrastructure': false } },
    ],
  ] as [string, string, Config?][])('%s → %s', (command, id, config) => expect(rule(command, config)).toBe(id));
});
