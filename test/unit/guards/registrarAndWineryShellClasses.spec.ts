import { describe, expect, test } from 'vitest';
import { commandIds as rule } from '../../support/destructiveIds.js';

// Round 68 (a school registrar, a winery, a fish hatchery, a kennel, a pesticide applicator, a medical-records office): a
// DELETE of a whole term or vintage, an ORM delete by a year or a flag, short recordings found by size, a year's log emptied,
// and rm fed a list file's lines. One line per class that speaks and near-misses that stay silent.

describe('a DELETE whose WHERE is one period column with a dated value takes that whole period (destructive/sql/delete-by-attribute)', () => {
  test.each([
    [`psql "$SIS_URL" -c "DELETE FROM enrollments WHERE term = '2025-FA';"`, 'destructive/sql/delete-by-attribute'],
    [`mysql winery -e "DELETE FROM barrel_lots WHERE vintage = '2021'"`, 'destructive/sql/delete-by-attribute'],
    [`sqlite3 data/hatchery.db "DELETE FROM fry_counts WHERE cohort = '2023-B'"`, 'destructive/sql/delete-by-attribute'],
    // The period's own table (one row by its key), another key beside it, a test value, a load key and an EXPLAIN stay silent.
    [`psql -c "DELETE FROM terms WHERE term = '2025-FA'"`, 'none'],
    [`psql -c "DELETE FROM enrollments WHERE term = '2025-FA' AND student_id = 4412"`, 'none'],
    [`psql -c "DELETE FROM enrollments WHERE term = 'test-2025'"`, 'none'],
    [`duckdb lake.duckdb -c "DELETE FROM staging_loads WHERE load_id = '2024-05-02'"`, 'none'],
    [`psql -c "EXPLAIN DELETE FROM enrollments WHERE term = '2025-FA'"`, 'none'],
  ])('%s → %s', (command, id) => expect(rule(command)).toBe(id));
});

describe('an ORM bulk delete filtered by a number or a flag takes a class of rows (destructive/unlisted/any-cli)', () => {
  test.each([
    [
      'python manage.py shell -c "from cellar.models import Harvest; Harvest.objects.filter(vintage=2021).delete()"',
      'destructive/unlisted/any-cli',
    ],
    [
      'python manage.py shell -c "from crm.models import Lead; Lead.objects.filter(archived=True).delete()"',
      'destructive/unlisted/any-cli',
    ],
    // Active Record's `where` is read as SQL: a year compared with a number is the SQL rule's class.
    ['bin/rails runner "Invoice.where(tax_year: 2022).destroy_all"', 'destructive/sql/delete-by-category'],
    // One row by its key, a flag marking test rows and a count stay silent.
    ['python manage.py shell -c "from cellar.models import Harvest; Harvest.objects.filter(pk=412).delete()"', 'none'],
    ['python manage.py shell -c "from crm.models import Lead; Lead.objects.filter(is_test=True).delete()"', 'none'],
    ['python manage.py shell -c "from cellar.models import Harvest; print(Harvest.objects.filter(vintage=2021).count())"', 'none'],
  ])('%s → %s', (command, id) => expect(rule(command)).toBe(id));
});

describe('find -delete of recordings picked by a size above a header takes the short recordings (destructive/filesystem/find-delete)', () => {
  test.each([
    ["find recordings/archive -name '*.wav' -size -2M -delete", 'destructive/filesystem/find-delete'],
    ["find media/voicemail -name '*.m4a' -size -500k -delete", 'destructive/filesystem/find-delete'],
    // Header-sized or empty files (cut-off ones), a listing, and partial downloads stay silent.
    ["find recordings/archive -name '*.wav' -size -1k -delete", 'none'],
    ["find recordings/archive -name '*.wav' -size 0 -delete", 'none'],
    ["find recordings/archive -name '*.wav' -size -2M -print", 'none'],
    ["find recordings/archive -name '*.part' -size -2M -delete", 'none'],
  ])('%s → %s', (command, id) => expect(rule(command)).toBe(id));
});

describe("a log named for a year or a quarter is that period's record (destructive/filesystem/rm-record-logs)", () => {
  test.each([
    ['truncate -s 0 logs/pesticide/spray_log_2024.txt', 'destructive/filesystem/rm-record-logs'],
    ['truncate -s 0 records/kennel/intake-2023.log', 'destructive/filesystem/rm-record-logs'],
    ['rm logs/cold_chain_log_2024.csv', 'destructive/filesystem/rm-record-logs'],
    // A dev-server log, one run's log named by its day, and a copy in /tmp stay silent.
    ['truncate -s 0 logs/dev-server.log', 'none'],
    ['truncate -s 0 logs/import-2024-06-12.log', 'none'],
    ['truncate -s 0 /tmp/spray_log_2024.txt', 'none'],
  ])('%s → %s', (command, id) => expect(rule(command)).toBe(id));
});

describe('rm fed the lines of a list file deletes every file the list names (destructive/filesystem/rm-listed-files)', () => {
  test.each([
    ['cat reports/orphan_scans.txt | xargs rm -f', 'destructive/filesystem/rm-listed-files'],
    ['xargs -a out/stale_invoices.lst rm', 'destructive/filesystem/rm-listed-files'],
    ['xargs rm -v < audit/unlinked_photos.txt', 'destructive/filesystem/rm-listed-files'],
    // The lines put under /tmp, a dry echo, a listing and an interactive rm stay silent.
    ['cat /tmp/stale.txt | xargs -I{} rm -f /tmp/{}', 'none'],
    ['cat reports/orphan_scans.txt | xargs echo rm', 'none'],
    ['cat reports/orphan_scans.txt | xargs ls -l', 'none'],
    ['cat reports/orphan_scans.txt | xargs rm -i', 'none'],
    // A list named for the removal itself was drawn up to be deleted (the shell precision corpus keeps it silent).
    ['xargs -n1 -I{} rm -f {} < scans-to-remove.txt', 'none'],
    ['cat to_delete.lst | xargs rm', 'none'],
  ])('%s → %s', (command, id) => expect(rule(command)).toBe(id));
});
