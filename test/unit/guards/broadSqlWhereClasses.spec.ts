import { describe, expect, test } from 'vitest';
import { commandIds as rule, writtenIds as written } from '../../support/destructiveIds.js';

// Rounds 137 and 139: a DELETE or UPDATE that has a WHERE and still selects a broad set of rows. A retention purge of
// timesheets, a date range with a null check ANDed beside it, and one parent's key on a table of the sessions of a service
// (a studio's classes). One line per class that speaks and near-misses that stay silent.

const RANGE = 'destructive/sql/delete-by-range';
const AGE = 'destructive/sql/delete-records-by-age';
const UPDATE_RANGE = 'destructive/sql/update-by-range';
const OWNER = 'destructive/sql/delete-by-owner';
const UPDATE_OWNER = 'destructive/sql/update-by-owner';

describe('timesheets, time cards and hours worked are payroll records kept for years (destructive/sql/delete-records-by-age)', () => {
  test.each([
    [`psql "$DATABASE_URL" -c "DELETE FROM interpreter_timesheets WHERE week_ending < now() - interval '6 years';"`, AGE],
    [`psql -d agency -c "DELETE FROM timesheets WHERE week_ending <= current_date - interval '6 years'"`, AGE],
    [`mysql hr -e "DELETE FROM timecards WHERE week_ending < DATE_SUB(NOW(), INTERVAL 3 YEAR)"`, AGE],
    [`sqlite3 hr.db "DELETE FROM time_entries WHERE logged_on < date('now','-3 years')"`, AGE],
    [`psql -d firm -c "DELETE FROM billable_hours WHERE worked_on < now() - interval '7 years'"`, AGE],
    [`psql -d firm -c "DELETE FROM pay_stubs WHERE issued_on < now() - interval '4 years'"`, AGE],
    // One row by its key, housekeeping named beside it, a recent window, a read, a plan, a rolled-back run.
    [`psql -d agency -c "DELETE FROM timesheets WHERE id = 42"`, 'none'],
    [`psql -d agency -c "DELETE FROM timesheet_cache WHERE created_at < now() - interval '1 day'"`, 'none'],
    [`psql -d agency -c "DELETE FROM timesheets WHERE created_at > now() - interval '1 hour'"`, 'none'],
    [`psql -d agency -c "SELECT count(*) FROM timesheets WHERE week_ending < now() - interval '6 years'"`, 'none'],
    [`psql -d agency -c "EXPLAIN DELETE FROM timesheets WHERE week_ending < now() - interval '6 years'"`, 'none'],
    [`psql -d agency -c "BEGIN; DELETE FROM timesheets WHERE week_ending < now() - interval '6 years'; ROLLBACK;"`, 'none'],
    // A rolling purge of an app's own tables not named for a kept record stays silent, as decided before.
    [`psql "$DATABASE_URL" -c "DELETE FROM sessions WHERE expires_at < now() - interval '30 days'"`, 'none'],
    [`psql "$DATABASE_URL" -c "DELETE FROM telemetry_packets WHERE received_at < now() - interval '90 days'"`, 'none'],
    [`mysql magento -e "DELETE FROM quote WHERE updated_at < NOW() - INTERVAL 90 DAY AND is_active = 0;"`, 'none'],
  ])('%s → %s', (command, id) => expect(rule(command)).toBe(id));

  test.each([
    [
      'scripts/purge_timesheets.py',
      `cur.execute("DELETE FROM interpreter_timesheets WHERE week_ending < now() - interval '6 years'")\n`,
      AGE,
    ],
    ['scripts/purge_sessions.py', `cur.execute("DELETE FROM sessions WHERE expires_at < now() - interval '6 days'")\n`, 'none'],
  ])('%s → %s', (path, content, id) => expect(written(path, content)).toBe(id));
});

describe('a null check ANDed beside a range keeps it a class of rows (engine/rangeNullChecks.ts)', () => {
  test.each([
    [`mysql toolshare -e "UPDATE loans SET status='lost' WHERE due_date < '2025-01-01' AND returned_at IS NULL"`, UPDATE_RANGE],
    [`mysql toolshare -e "UPDATE loans SET status='lost' WHERE returned_at IS NULL AND due_date < '2025-01-01'"`, UPDATE_RANGE],
    [`psql lib -c "DELETE FROM loans WHERE due_date < '2024-01-01' AND returned_at IS NOT NULL"`, RANGE],
    // One row by its key beside the null check, a soft-delete mark, a housekeeping table.
    [`mysql toolshare -e "UPDATE loans SET status='lost' WHERE id = 42 AND returned_at IS NULL"`, 'none'],
    [`psql app -c "DELETE FROM loans WHERE deleted_at IS NOT NULL AND deleted_at < '2024-01-01'"`, 'none'],
    [`psql app -c "UPDATE sessions SET revoked = true WHERE last_seen_at < '2025-01-01' AND revoked_at IS NULL"`, 'none'],
    [`mysql toolshare -e "SELECT * FROM loans WHERE due_date < '2025-01-01' AND returned_at IS NULL"`, 'none'],
  ])('%s → %s', (command, id) => expect(rule(command)).toBe(id));
});

describe('one parent key on the sessions of a service selects every one of them (destructive/sql/delete-by-owner)', () => {
  test.each([
    [`psql "$DATABASE_URL" -c "DELETE FROM class_sessions WHERE studio_id = 4;"`, OWNER],
    [`sqlite3 tutor.db "DELETE FROM tutoring_sessions WHERE tutor_id = 7"`, OWNER],
    [`psql clinic -c "DELETE FROM therapy_sessions WHERE client_id IN (12, 13)"`, OWNER],
    [`psql "$DATABASE_URL" -c "DELETE FROM class_sessions WHERE studio_id = 'c0a8e7d2-1f7b-4c1e-9a55-2b7f0e6a1d33';"`, OWNER],
    [`psql "$DATABASE_URL" -c "UPDATE class_sessions SET status = 'cancelled' WHERE studio_id = 4;"`, UPDATE_OWNER],
    // A login session's rows by user, one session by its key, a parent's own row, a test value, a rolled-back run.
    [`psql "$DATABASE_URL" -c "DELETE FROM user_sessions WHERE user_id = 4;"`, 'none'],
    [`psql "$DATABASE_URL" -c "DELETE FROM sessions WHERE user_id = 'c0a8e7d2';"`, 'none'],
    [`psql "$DATABASE_URL" -c "DELETE FROM class_sessions WHERE id = 4;"`, 'none'],
    [`psql "$DATABASE_URL" -c "DELETE FROM studios WHERE studio_id = 4;"`, 'none'],
    [`psql "$DATABASE_URL" -c "DELETE FROM class_sessions WHERE studio_id = 'test-studio';"`, 'none'],
    // A quoted code is mostly the row's own natural key, whatever the table is called.
    [`sqlite3 golf.sqlite "DELETE FROM scorecards WHERE card_id = 'MG-2024-0611-0042';"`, 'none'],
    [`psql -d partyhaus -c "DELETE FROM damage_log WHERE damage_id = 'DMG-2291';"`, 'none'],
    [`psql "$DATABASE_URL" -c "DELETE FROM users WHERE email = 'a@example.org';"`, 'none'],
    [`psql "$DATABASE_URL" -c "BEGIN; DELETE FROM class_sessions WHERE studio_id = 4; ROLLBACK;"`, 'none'],
  ])('%s → %s', (command, id) => expect(rule(command)).toBe(id));
});
