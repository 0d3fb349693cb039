import { describe, expect, test } from 'vitest';
import { commandIds as rule } from '../../support/destructiveIds.js';

const LEASE = 'destructive/git/lease-push';

// Issue 24's family definition counts every force push; the lease only refuses commits not yet fetched, so a branch
// others build on still loses theirs. Writers since held-out round 46 label it so on feature and topic branches.
describe('a lease push replaces the remote branch unless the branch is named as one person’s (destructive/git/lease-push)', () => {
  test.each([
    ['git push --force-with-lease origin feature/rally-map', LEASE],
    ['git push --force-with-lease origin feat/rate-limit-login', LEASE],
    ['git push --force-with-lease origin hotfix/login-crash', LEASE],
    ['git push --force-with-lease origin survey-import', LEASE],
    ['git push origin --force-with-lease feature/ringing-stats:release/2.0', LEASE],
    ['git rebase -i HEAD~6 && git push --force-with-lease origin feature/char-curves', LEASE],
    ['git -C ../site push --force-with-lease origin develop', LEASE],
    ['git push --force-with-lease origin HEAD:feature/lot-trace', LEASE],
    ['git push --force-with-lease origin ana/x release/2.0', LEASE],
    ['git push --force-with-lease origin my-x main', LEASE],
    ['git push --force-with-lease --all origin', LEASE],
    ['git push --force-with-lease origin release/my-hotfix', LEASE],
    ['git push --force-with-lease origin fix/remove-my-account-page', LEASE],
    ['git push --force-with-lease origin frontend/checkout-redesign', LEASE],
    ['git push --force-with-lease origin team-payments/refunds', LEASE],
    // Named as one person's: `my`, `wip`, `mine`, or a handle before the slash.
    ['git push --force-with-lease origin my-cover-tweaks', 'none'],
    ['git push --force-with-lease origin my/pcb-rework', 'none'],
    ['git push --force-with-lease origin l10n/my-fr-fixes', 'none'],
    ['git push --force-with-lease origin zeno/lever-sync-wip', 'none'],
    ['git push --force-with-lease origin boaz/fix-orcid-oauth', 'none'],
    ['git push --force-with-lease origin feature/wip-parser', 'none'],
    // A lease naming the commit it expects, a tag, a dry run, an unknown branch and a plain push.
    ['git push --force-with-lease=feature/x:4f2a9c1 origin feature/x', 'none'],
    ['git push --force-with-lease origin refs/tags/v2.0', 'none'],
    ['git push --force-with-lease origin v1.2.3', 'none'],
    ['git push --force-with-lease origin ana/x my-y', 'none'],
    ['git push --dry-run --force-with-lease origin feature/x', 'none'],
    ['git push --force-with-lease', 'none'],
    ['git push origin feature/x', 'none'],
  ])('%s → %s', (command, id) => expect(rule(command)).toBe(id));
});
