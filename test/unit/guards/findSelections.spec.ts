import { describe, expect, test } from 'vitest';
import { commandIds as rule } from '../../support/destructiveIds.js';

// What a find's tests select: one file type, a compressed one too (`*.sql.gz`), and an age that spares only today's
// files (`-mtime +0`, `-mmin +60`), which is practically all of them, unlike a retention clean (`-mtime +30`).
describe('a find that deletes every file of one type, compound types and all-but-today included', () => {
  test.each([
    ["find backups -name '*.sql.gz' -delete", 'destructive/filesystem/find-delete'],
    ["find backups -name '*.sql.gz' -mtime +0 -delete", 'destructive/filesystem/find-delete'],
    ["find backups -name '*.sql.gz' -mtime +0 -exec rm {} +", 'destructive/filesystem/rm-found'],
    ["find data -name '*.csv' -mmin +60 -delete", 'destructive/filesystem/find-delete'],
    ["find src -name '*.py' -mtime +0 -delete", 'destructive/filesystem/find-delete'],
    ["find backups -name '*.sql.gz' -mtime +30 -delete", 'destructive/filesystem/find-delete'],
    ["find backups -name '*.sql.gz' -mtime +1 -delete", 'destructive/filesystem/find-delete'],
    ["find backups -name '*.sql.gz' -mmin +4320 -delete", 'destructive/filesystem/find-delete'],
    ["find logs -name '*.log.gz' -delete", 'none'],
    ["find logs -name '*.log' -mtime +0 -delete", 'none'],
    ["find . -name '*.pyc' -mtime +0 -delete", 'none'],
    ["find dist -name '*.js.map' -delete", 'none'],
    ["find backups -name '*.sql.gz' -mtime +0 -print", 'none'],
  ])('%s → %s', (command, id) => expect(rule(command)).toBe(id));
});
