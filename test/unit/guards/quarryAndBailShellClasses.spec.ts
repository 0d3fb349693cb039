import { describe, expect, test } from 'vitest';
import { commandIds as rule } from '../../support/destructiveIds.js';

// Round 63 (ready-mix concrete plants and quarries, pottery studios, trading-card game stores, bail bond agencies): a
// statement only planned under EXPLAIN, a half-written download, a delete that picks every record in one empty-or-filled
// state, and an ending status set on every overdue record. One line per class that speaks and near-misses that stay silent.

describe('a statement under EXPLAIN is only planned; EXPLAIN ANALYZE runs it', () => {
  test.each([
    [
      `psql "$DATABASE_URL" -c "EXPLAIN ANALYZE DELETE FROM court_dates WHERE court_date < '2024-01-01';"`,
      'destructive/sql/delete-by-range',
    ],
    [`psql -c "EXPLAIN (ANALYZE, BUFFERS) DELETE FROM court_dates WHERE court_date < '2024-01-01';"`, 'destructive/sql/delete-by-range'],
    [`psql "$DATABASE_URL" -c "EXPLAIN DELETE FROM court_dates WHERE court_date < '2024-01-01';"`, 'none'],
    [`psql -c "EXPLAIN (FORMAT JSON) DELETE FROM court_dates WHERE court_date < '2024-01-01';"`, 'none'],
    [`sqlite3 app.db "EXPLAIN QUERY PLAN DELETE FROM tickets WHERE created < '2024-01-01';"`, 'none'],
    [`mysql shop -e "EXPLAIN FORMAT=JSON DELETE FROM orders WHERE placed_at < '2024-01-01';"`, 'none'],
  ])('%s → %s', (command, id) => expect(rule(command)).toBe(id));
});

describe('a file whose last suffix is a partial or scratch one is scratch (destructive/filesystem)', () => {
  test.each([
    ['rm -f data/import/scale_tickets_2024-06.csv', 'destructive/filesystem/rm-data-record'],
    ['rm -f data/import/scale_tickets_2024-06.csv.part', 'none'],
    ['rm -f data/ledger.db.tmp', 'none'],
    ['rm -f data/raw/orders.xlsx.crdownload', 'none'],
    // A record log keeps its suffix: it is no partial copy.
    ['truncate -s 0 data/cad/incident_journal.log', 'destructive/filesystem/rm-record-logs'],
  ])('%s → %s', (command, id) => expect(rule(command)).toBe(id));
});

describe('one file in an export folder under the data folder is tidying; every file of a type there is not', () => {
  test.each([
    ['rm -f data/exports/members_export_2025-01-14.csv', 'none'],
    ['rm -f exports/tag_report_2025-03-11.csv', 'none'],
    ['rm -f data/exports/*.csv', 'destructive/filesystem/rm-source-files'],
  ])('%s → %s', (command, id) => expect(rule(command)).toBe(id));
});

describe('a delete whose WHERE only asks whether a column is empty picks a whole state (destructive/sql/delete-by-null-state)', () => {
  test.each([
    [`psql "$DATABASE_URL" -c "DELETE FROM cylinder_tests WHERE break_psi IS NULL;"`, 'destructive/sql/delete-by-null-state'],
    [`mysql consign -e "DELETE FROM consignment_items WHERE sold_at IS NULL;"`, 'destructive/sql/delete-by-category'],
    // Housekeeping tables, a key and a content field (no state) stay silent.
    [`psql -c "DELETE FROM sessions WHERE user_id IS NULL;"`, 'none'],
    [`psql -c "DELETE FROM kiln_firings WHERE id IS NULL;"`, 'none'],
    [`psql -d misskey -c 'DELETE FROM note WHERE cw IS NOT NULL;'`, 'none'],
  ])('%s → %s', (command, id) => expect(rule(command)).toBe(id));
});

describe('an ending status set on every record past a date (destructive/sql/update-status-end-by-date)', () => {
  test.each([
    [
      `psql -d bondtrack -c "UPDATE payment_plans SET status = 'defaulted' WHERE next_due_date < now();"`,
      'destructive/sql/update-status-end-by-date',
    ],
    [`psql -c "UPDATE bonds SET status = 'forfeited' WHERE court_date < current_date;"`, 'destructive/sql/update-status-end-by-date'],
    [`psql -c "UPDATE bookings SET status = 'no_show' WHERE season = 'summer';"`, 'destructive/sql/update-by-attribute'],
    // One record by its key, and a status that ends nothing, stay silent.
    [`psql -c "UPDATE payment_plans SET status = 'defaulted' WHERE id = 42;"`, 'none'],
    [`psql -c "UPDATE payment_plans SET status = 'defaulted' WHERE next_due_date < now() AND id = 42;"`, 'none'],
    [`psql -c "UPDATE payment_plans SET status = 'reminded' WHERE next_due_date < now();"`, 'none'],
  ])('%s → %s', (command, id) => expect(rule(command)).toBe(id));
});
