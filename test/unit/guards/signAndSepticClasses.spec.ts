import { describe, expect, test } from 'vitest';
import { commandIds as rule } from '../../support/destructiveIds.js';

// Round 57 (sign makers and vehicle-wrap shops, martial-arts and dance schools, septic, well-drilling and excavation
// contractors, piano and band-instrument shops): a backup copied back over the live database, old artwork picked by a group
// of types in a shop's job folders, and Laravel's regenerated `storage/framework` deleted. One line per class that speaks
// and near-misses that stay silent.

describe('a backup restored over the live database or records (destructive/filesystem/copy-over-untracked)', () => {
  test.each([
    ['cp db/studio.sqlite3.bak db/studio.sqlite3', 'destructive/filesystem/copy-over-untracked'],
    ['mv db/studio.sqlite3.bak db/studio.sqlite3', 'destructive/filesystem/copy-over-untracked'],
    ['cp -f var/app.db~ var/app.db', 'destructive/filesystem/copy-over-untracked'],
    ['cp db/bak/studio_backup_2025-06-01.sqlite3 db/studio.sqlite3', 'destructive/filesystem/copy-over-untracked'],
    ['cp backups/lessons.duckdb db/lessons.duckdb', 'destructive/filesystem/copy-over-untracked'],
    ['cp db/students.csv.old db/students.csv', 'destructive/filesystem/copy-over-untracked'],
    // Making the backup, restoring settings from one, and a test suite's own database stay silent.
    ['cp db/studio.sqlite3 db/studio.sqlite3.bak', 'none'],
    ['cp config/app.yaml.bak config/app.yaml', 'none'],
    ['cp test/fixtures/app.db.bak test/fixtures/app.db', 'none'],
    ['cp db/studio.sqlite3.bak /tmp/studio.sqlite3', 'none'],
  ])('%s → %s', (command, id) => expect(rule(command)).toBe(id));
});

describe("old artwork of a shop's jobs, picked by a group of types (destructive/workfiles, filesystem/find-delete)", () => {
  test.each([
    ["find jobs/ -type f \\( -name '*.ai' -o -name '*.eps' \\) -mtime +30 -delete", 'destructive/workfiles/delete-unheld-work-files-found'],
    ["find clients \\( -name '*.psd' -o -name '*.indd' \\) -mtime +90 -delete", 'destructive/workfiles/delete-unheld-work-files-found'],
    ["find orders -name '*.pdf' -mtime +90 -delete", 'destructive/filesystem/find-delete'],
    // Build output and logs by a group and an age, a listing, and a CI job folder's YAML stay silent.
    ["find build \\( -name '*.o' -o -name '*.d' \\) -mtime +3 -delete", 'none'],
    ["find logs \\( -name '*.log' -o -name '*.tmp' \\) -mtime +30 -delete", 'none'],
    ["find jobs/ -type f \\( -name '*.ai' -o -name '*.eps' \\) -mtime +30 -print", 'none'],
    ["find jobs -name '*.yml' -mtime +90 -delete", 'none'],
  ])('%s → %s', (command, id) => expect(rule(command)).toBe(id));
});

describe("Laravel's storage/framework is regenerated (destructive/filesystem/rm-recursive, find-delete)", () => {
  test.each([
    ['rm -rf storage/framework/cache/data/* storage/framework/views/*.php', 'none'],
    ['rm -rf storage/framework/views', 'none'],
    ['rm -rf storage/framework/sessions/*', 'none'],
    ["find storage/framework/views -name '*.php' -delete", 'none'],
    ["find backend/storage/framework -type f -name '*.php' -delete", 'none'],
    // The app's own files under storage/ still speak.
    ['rm -rf storage/app/uploads/*', 'destructive/filesystem/rm-recursive'],
    ["find storage/app -name '*.pdf' -delete", 'destructive/filesystem/find-delete'],
  ])('%s → %s', (command, id) => expect(rule(command)).toBe(id));
});
