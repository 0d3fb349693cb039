import { describe, expect, test } from 'vitest';
import { findDestructive } from '../../../src/guards/destructive.js';
import { commandIds as rule, writtenIds as written } from '../../support/destructiveIds.js';
import { guardContext } from '../../support/guardContext.js';

// Round 24: community software's admin tools, every listed student removed, backups outside the project,
// a glob in a middle folder, project files emptied, interpolated SQL tables, bounded purges. One line per
// class that speaks and a benign near-miss that stays silent.

describe('community software by its admin tools', () => {
  test.each([
    ["python pwb.py delete -cat:'Fan_pages' -always", 'destructive/community/pywikibot-delete'],
    ["python pwb.py delete -cat:'Fan_pages' -undelete", 'none'],
    ['php maintenance/run.php deleteArchivedRevisions --delete', 'destructive/community/mediawiki-delete-maintenance'],
    ['php maintenance/deleteOldRevisions.php', 'none'],
    ['RAILS_ENV=production bin/tootctl accounts cull', 'destructive/community/mastodon-tootctl-delete'],
    ['bin/tootctl accounts cull --dry-run', 'none'],
    ['nbgrader db student remove --force s1234', 'destructive/community/nbgrader-db-remove'],
    ['nbgrader db student list', 'none'],
    ["mcrcon -p \"$RCON_PASS\" 'kill @e' 'fill -100 0 -100 100 255 100 minecraft:air'", 'destructive/community/game-console-erase'],
    ['mcrcon -p "$RCON_PASS" \'kill @e[type=item]\'', 'none'],
  ])('%s → %s', (command, id) => expect(rule(command)).toBe(id));
});

describe('a script run with words after it is a CLI of its own', () => {
  test.each([
    ['node scripts/admin.js delete project acme', 'destructive/unlisted/any-cli'],
    ['node scripts/admin.js list projects', 'none'],
    ['python scripts/dedupe.py delete-duplicates data/', 'none'],
  ])('%s → %s', (command, id) => expect(rule(command)).toBe(id));

  // A global option before the subcommand takes a value no verb looks like (a file, a path, a number).
  test.each([
    ['opendata -c portal.ini dataset purge transit-ridership-2019', 'destructive/unlisted/any-cli'],
    ['foocli --config ./deploy/prod.toml database drop ledger', 'destructive/unlisted/any-cli'],
    ['foocli --port 8443 dataset delete permits', 'destructive/unlisted/any-cli'],
    ['opendata -c portal.ini dataset list', 'none'],
    ['opendata -c portal.ini dataset purge old --dry-run', 'none'],
    ['ssh -p 2222 admin@host.example.org uptime', 'none'],
    ['foocli --profile prod dataset show permits', 'none'],
  ])('%s → %s', (command, id) => expect(rule(command)).toBe(id));
});

describe('files picked by a glob: backups outside the project, a middle folder', () => {
  test.each([
    ['rm -f /var/discourse/shared/standalone/backups/default/*.tar.gz', 'destructive/filesystem/rm-source-files'],
    // Recorded data outside the project and the home, in whatever folders a glob picks; scratch folders stay silent.
    ['rm -f /data/telescope/night_*/*.fits', 'destructive/filesystem/rm-source-files'],
    ['rm -f /tmp/obs/night_*/*.fits', 'none'],
    ['rm -f /var/log/app/*.log', 'none'],
    ['rm -rf problems/*/tests/', 'destructive/filesystem/rm-recursive'],
    ['rm -rf packages/*/node_modules', 'none'],
  ])('%s → %s', (command, id) => expect(rule(command)).toBe(id));

  // The home's own folders are not a data folder: a home at /data/users/dev deletes downloads, not records.
  test.each([
    ['rm -f ~/Downloads/*.zip', 'none'],
    ['rm -f /data/users/dev/archive/backups/*.sql', 'destructive/filesystem/rm-source-files'],
  ])('with the home at /data/users/dev: %s → %s', (command, id) => {
    const context = guardContext('/data/users/dev', { config: {} });
    expect(
      findDestructive(command, context)
        .map((hit) => hit.rule)
        .join(' ') || 'none',
    ).toBe(id);
  });
});

describe('a project file emptied; one written anew or a log reset is not', () => {
  test.each([
    ["echo '' > server.properties", 'destructive/workfiles/empty-project-file'],
    ['cp /dev/null whitelist.json', 'destructive/workfiles/cp-null-project-file'],
    ['truncate -s 0 settings.json', 'destructive/workfiles/truncate-project-file'],
    ['cat > config.yaml <<EOF\na: 1\nEOF', 'none'],
    [': > logs/app.json', 'none'],
    ['truncate -s 10M disk.img', 'none'],
  ])('%s → %s', (command, id) => expect(rule(command)).toBe(id));
});

describe('code: an interpolated table, every listed student, a bounded purge', () => {
  test.each([
    ['scripts/erase.py', "for t in ['orders', 'users']:\n    cur.execute(f'DELETE FROM {t}')\n", 'destructive/sql/delete-without-where'],
    ['scripts/erase.py', "cur.execute(f'DELETE FROM {t} WHERE id = %s', (i,))\n", 'none'],
    ['reset_gradebook.py', 'for s in gb.students:\n    gb.remove_student(s.id)\n', 'destructive/unlisted/any-cli'],
    ['a.js', 'for (const h of handlers) window.removeEventListener("x", h)\n', 'none'],
    ['cogs/wipe.py', 'async def wipe(ctx):\n    await ctx.channel.purge(limit=None)\n', 'destructive/unlisted/any-cli'],
    ['cogs/clean.py', 'async def clean(ctx, n):\n    await ctx.channel.purge(limit=n, check=lambda m: m.author == ctx.bot.user)\n', 'none'],
  ])('%s → %s', (path, content, id) => expect(written(path, content)).toBe(id));
});
