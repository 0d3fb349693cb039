import { describe, expect, test } from 'vitest';
import { onlyLengthens } from '../../../src/guards/engine/lengthenedAges.js';
import { commandIds as rule, editedIds as edited } from '../../support/destructiveIds.js';

// Round 111: an edit that only lengthens a delete's age window (it deletes less than before), and an end-to-end test
// runner's screenshots, videos, downloads and traces (its next run writes them again). One line per case: the calls of
// the class stay silent, near-misses still speak.

const BACKUP = "find backups/ -name 'roundsman-*.sql.gz' -mtime +30 -delete";

describe('an edit that only lengthens a delete by age stays silent', () => {
  test.each([
    ['scripts/nightly_backup.sh', BACKUP, "find backups/ -name 'roundsman-*.sql.gz' -mtime +60 -delete", 'none'],
    ['scripts/prune.sh', 'find /srv/uploads -mtime +30 -delete', 'find /srv/uploads -mtime +90 -delete', 'none'],
    ['scripts/prune.sh', 'find /srv/uploads -mmin +60 -delete', 'find /srv/uploads -mmin +120 -delete', 'none'],
    ['scripts/prune.sh', 'restic forget --keep-within 30d --prune', 'restic forget --keep-within 90d --prune', 'none'],
    // Reindented into an `if` as well: still only longer.
    [
      'scripts/nightly_backup.sh',
      `if true; then\n${BACKUP}\nfi`,
      "if true; then\n  find backups/ -name 'roundsman-*.sql.gz' -mtime +60 -delete\nfi",
      'none',
    ],
    [
      'app/tasks.py',
      'Event.objects.filter(created__lt=now() - timedelta(days=30)).delete()',
      'Event.objects.filter(created__lt=now() - timedelta(days=90)).delete()',
      'none',
    ],
    [
      'lib/tasks/prune.rake',
      "Event.where('created_at < ?', 7.days.ago).delete_all",
      "Event.where('created_at < ?', 30.days.ago).delete_all",
      'none',
    ],
    [
      'lib/tasks/prune.rake',
      'Event.where(created_at: ..7.days.ago).delete_all',
      'Event.where(created_at: ..30.days.ago).delete_all',
      'none',
    ],
    // Near-misses: a shorter window, the window taken out, a wider pattern, another folder, a delete added beside it.
    [
      'scripts/nightly_backup.sh',
      BACKUP,
      "find backups/ -name 'roundsman-*.sql.gz' -mtime +7 -delete",
      'destructive/filesystem/find-delete destructive/edits/retention-cut',
    ],
    [
      'scripts/nightly_backup.sh',
      BACKUP,
      "find backups/ -name 'roundsman-*.sql.gz' -mtime +20 -delete",
      'destructive/filesystem/find-delete',
    ],
    [
      'scripts/nightly_backup.sh',
      BACKUP,
      "find backups/ -name 'roundsman-*.sql.gz' -delete",
      'destructive/filesystem/find-delete destructive/edits/soft-to-hard-delete',
    ],
    ['scripts/nightly_backup.sh', BACKUP, "find backups/ -name '*.gz' -mtime +60 -delete", 'destructive/filesystem/find-delete'],
    [
      'scripts/nightly_backup.sh',
      BACKUP,
      "find exports/ -name 'roundsman-*.sql.gz' -mtime +60 -delete",
      'destructive/filesystem/find-delete',
    ],
    [
      'scripts/nightly_backup.sh',
      BACKUP,
      `find backups/ -name 'roundsman-*.sql.gz' -mtime +60 -delete\nfind exports/ -name '*.csv' -mtime +60 -delete`,
      'destructive/filesystem/find-delete',
    ],
    // Days made minutes (shorter), a test negated (`! -mtime`), and windows read as "newer than", which delete more the longer they are.
    [
      'scripts/nightly_backup.sh',
      BACKUP,
      "find backups/ -name 'roundsman-*.sql.gz' -mmin +60 -delete",
      'destructive/filesystem/find-delete',
    ],
    [
      'scripts/nightly_backup.sh',
      BACKUP,
      "find backups/ -name 'roundsman-*.sql.gz' ! -mtime +60 -delete",
      'destructive/filesystem/find-delete',
    ],
    [
      'scripts/prune.sh',
      'restic forget --keep-within 30d --prune',
      'restic forget --keep-within 7d --prune',
      'destructive/infrastructure/restic',
    ],
    [
      'lib/tasks/prune.rake',
      "Event.where('created_at > ?', 7.days.ago).delete_all",
      "Event.where('created_at > ?', 30.days.ago).delete_all",
      'destructive/sql/delete-by-range',
    ],
    [
      'lib/tasks/prune.rake',
      'Event.where(created_at: 7.days.ago..).delete_all',
      'Event.where(created_at: 30.days.ago..).delete_all',
      'destructive/sql/delete-by-range',
    ],
    [
      'app/tasks.py',
      'Event.objects.filter(created__gt=now() - timedelta(days=30)).delete()',
      'Event.objects.filter(created__gt=now() - timedelta(days=90)).delete()',
      'destructive/sql/delete-by-range',
    ],
    [
      'lib/tasks/prune.rake',
      "Event.where('created_at < ?', 7.days.ago).delete_all",
      "Event.where('created_at < ?', 30.days.ago).delete_all\nPhoto.where('created_at < ?', 30.days.ago).delete_all",
      'destructive/sql/delete-by-range',
    ],
  ])('%s: %s → %s', (path, old, now, id) => expect(edited(path, old, now)).toBe(id));
});

describe('onlyLengthens reads each age by its unit, sign and direction', () => {
  test.each([
    ['--older-than 30d', '--older-than 90d', true],
    ["now() - interval '30 days'", "now() - interval '90 days'", true],
    ['7.days.ago', '1.month.ago', false],
    ['AddDays(-30)', 'AddDays(30)', false],
    ["created_at BETWEEN now() - interval '90 days' AND now()", "created_at BETWEEN now() - interval '120 days' AND now()", false],
    ["now() + interval '30 days'", "now() + interval '90 days'", false],
    ['sleep 30', 'sleep 90', false],
  ])('%s → %s: %s', (old, now, longer) => expect(onlyLengthens(old, now)).toBe(longer));
});

describe("an end-to-end runner's screenshots, videos, downloads and traces stay silent (destructive/filesystem/rm-recursive)", () => {
  test.each([
    ['rm -rf tests/e2e/screenshots tests/e2e/videos', 'none'],
    ['rm -rf cypress/screenshots cypress/videos', 'none'],
    ['rm -rf cypress/downloads', 'none'],
    ['rm -rf e2e/videos', 'none'],
    ['rm -rf test/e2e/screenshots', 'none'],
    ['rm -rf playwright/traces', 'none'],
    ['rm -rf tests/playwright/screenshots', 'none'],
    ['rm -rf apps/web/cypress/videos', 'none'],
    // Taken by hand (at the root, under docs/, public/, assets/ or marketing/), and the runner's tests and their data.
    ['rm -rf screenshots', 'destructive/filesystem/rm-recursive'],
    ['rm -rf docs/screenshots', 'destructive/filesystem/rm-recursive'],
    ['rm -rf public/screenshots', 'destructive/filesystem/rm-recursive'],
    ['rm -rf assets/videos', 'destructive/filesystem/rm-recursive'],
    ['rm -rf marketing/videos', 'destructive/filesystem/rm-recursive'],
    ['rm -rf cypress/fixtures', 'destructive/filesystem/rm-recursive'],
    ['rm -rf cypress/e2e', 'destructive/filesystem/rm-recursive'],
    ['rm -rf tests/e2e', 'destructive/filesystem/rm-recursive'],
  ])('%s → %s', (command, id) => expect(rule(command)).toBe(id));
});
