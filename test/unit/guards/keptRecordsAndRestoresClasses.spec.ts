import { describe, expect, test } from 'vitest';
import { commandIds as rule, editedIds as edited, writtenIds as written } from '../../support/destructiveIds.js';

// Round 137 (kept records and restores): a `logs` folder of a records service's documents deleted by age, sqlite3's
// `.restore` over a live database, and Go code that deletes a root named for kept data. One line per class that speaks and
// near-misses that stay silent.

describe('documents in a records folder named logs are records, not a program output (destructive/filesystem/find-delete)', () => {
  test.each([
    ["find safeguarding/logs -type f -name '*.md' -mtime +365 -delete", 'destructive/filesystem/find-delete'],
    ["find incidents/logs -name '*.csv' -delete", 'destructive/filesystem/find-delete'],
    ["find complaints/logs -type f -name '*.docx' -mtime +730 -delete", 'destructive/filesystem/find-delete'],
    ["find clinical/case_notes/logs -name '*.pdf' -mtime +365 -delete", 'destructive/filesystem/find-delete'],
    ["find inspections/log -name '*.xlsx' -mtime +90 -delete", 'destructive/filesystem/find-delete'],
    ["find care_home/logs -name '*.md' -mtime +365 -exec rm {} +", 'destructive/filesystem/rm-found'],
    // A program's own logs, a log type anywhere, and a scratch folder below the log.
    ["find logs -name '*.log' -mtime +14 -delete", 'none'],
    ["find var/log -type f -name '*.gz' -mtime +30 -delete", 'none'],
    ["find app/logs -name '*.log' -delete", 'none'],
    ["find safeguarding/logs -name '*.log' -mtime +30 -delete", 'none'],
    ["find compliance/logs/tmp -name '*.csv' -delete", 'none'],
    ["find tests/incidents/logs -name '*.csv' -mtime +30 -delete", 'none'],
  ])('%s → %s', (command, id) => expect(rule(command)).toBe(id));
});

describe("sqlite3's .restore copies a backup over the live database (destructive/filesystem/sqlite-restore-over-live)", () => {
  test.each([
    ['sqlite3 db/loans.db ".restore backups/loans-2024-01-01.db"', 'destructive/filesystem/sqlite-restore-over-live'],
    ['sqlite3 data/app.db .restore backups/app.db', 'destructive/filesystem/sqlite-restore-over-live'],
    ["sqlite3 data/members.sqlite '.restore main snapshots/members-2025-06-30.sqlite'", 'destructive/filesystem/sqlite-restore-over-live'],
    ['sqlite3 -cmd ".restore /mnt/backup/stock.db" data/stock.db .quit', 'destructive/filesystem/sqlite-restore-over-live'],
    // A restore into a new file under tmp/, a test's or a developer's database, and the other dot-commands.
    ['sqlite3 tmp/check.db ".restore backups/app.db"', 'none'],
    ["sqlite3 test/app.db '.restore backups/app.db'", 'none'],
    ['sqlite3 db/development.sqlite3 ".restore backups/dev.sqlite3"', 'none'],
    ['sqlite3 db/loans.db ".backup backups/loans-2024-01-01.db"', 'none'],
    ['sqlite3 data/app.db "select count(*) from loans"', 'none'],
    ['sqlite3 -readonly data/app.db ".tables"', 'none'],
  ])('%s → %s', (command, id) => expect(rule(command)).toBe(id));
});

const SCRATCH = '\tif err := os.RemoveAll(filepath.Join(cfg.ScratchRoot, job.ID)); err != nil {\n\t\treturn err\n\t}';
const removeAll = (field: string) =>
  `${SCRATCH}\n\tif err := os.RemoveAll(filepath.Join(${field}, job.CustomerID)); err != nil {\n\t\treturn err\n\t}`;

describe('code that deletes under a root named for kept data deletes it (destructive/filesystem/rm-recursive)', () => {
  test.each([
    ['cfg.RecoveryRoot', 'destructive/filesystem/rm-recursive'],
    ['cfg.RecoveredDir', 'destructive/filesystem/rm-recursive'],
    ['cfg.ArchivePath', 'destructive/filesystem/rm-recursive'],
    ['cfg.BackupsDir', 'destructive/filesystem/rm-recursive'],
    ['cfg.CustomerDataRoot', 'destructive/filesystem/rm-recursive'],
    ['s.MediaRoot', 'destructive/filesystem/rm-recursive'],
    // Roots named as a run's scratch, cache, work or build space.
    ['cfg.TmpDir', 'none'],
    ['cfg.CacheDir', 'none'],
    ['cfg.WorkDir', 'none'],
    ['cfg.BuildDir', 'none'],
    ['cfg.ScratchDataDir', 'none'],
    ['cfg.TmpUploadDir', 'none'],
  ])('os.RemoveAll(filepath.Join(%s, …)) → %s', (field, id) =>
    expect(edited('internal/recovery/cleanup.go', SCRATCH, removeAll(field))).toBe(id),
  );

  test.each([
    [
      'jobs/purge.py',
      'import shutil, os\n\ndef purge(self, job):\n    shutil.rmtree(os.path.join(self.recovery_dir, job.customer_id))\n',
      'destructive/filesystem/rm-recursive',
    ],
    ['jobs/purge.py', 'import shutil, os\n\ndef purge(self, job):\n    shutil.rmtree(os.path.join(self.scratch_dir, job.id))\n', 'none'],
  ])('%s: %s → %s', (path, content, id) => expect(written(path, content)).toBe(id));
});
