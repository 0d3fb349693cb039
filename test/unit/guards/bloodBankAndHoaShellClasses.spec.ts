import { describe, expect, test } from 'vitest';
import { commandIds as rule } from '../../support/destructiveIds.js';

// Round 66 (blood banks and plasma centres, glass and glazing contractors, homeowners' associations, food banks): a delete of
// every row whose date has passed, a column emptied in every row that holds a value, a device's run history truncated, a
// Laravel rollback in production, and a project tool's noun-first purge. One line per class that speaks and near-misses that
// stay silent.

describe('a DELETE bounded by now() with no window takes the whole past (destructive/sql/delete-rows-date-passed)', () => {
  test.each([
    [
      'psql "$LIMS_DATABASE_URL" -c "DELETE FROM donor_deferrals WHERE deferral_end_date < now();"',
      'destructive/sql/delete-rows-date-passed',
    ],
    [`sqlite3 pantry.db "DELETE FROM food_distributions WHERE distributed_on < date('now')"`, 'destructive/sql/delete-rows-date-passed'],
    ['mysql hoa -e "DELETE FROM violation_hearings WHERE hearing_date <= CURRENT_DATE"', 'destructive/sql/delete-rows-date-passed'],
    // Housekeeping tables, rows that carry their own expiry, a rolling window and an EXPLAIN stay silent.
    ['psql -c "DELETE FROM sessions WHERE last_seen < now()"', 'none'],
    ['psql -c "DELETE FROM login_attempts WHERE created_at < now()"', 'none'],
    ['psql -c "DELETE FROM api_keys WHERE expires_at < now()"', 'none'],
    [`psql -c "DELETE FROM pickups WHERE scheduled_for < now() - interval '30 days'"`, 'none'],
    ['psql -c "EXPLAIN DELETE FROM donor_deferrals WHERE deferral_end_date < now()"', 'none'],
  ])('%s → %s', (command, id) => expect(rule(command)).toBe(id));
});

describe('a column set to NULL where it holds a value is emptied across the table (destructive/sql/update-null-where-set)', () => {
  test.each([
    [
      `psql lims -c "UPDATE donors SET eligibility_status = 'ELIGIBLE', deferral_code = NULL WHERE deferral_code IS NOT NULL;"`,
      'destructive/sql/update-null-where-set',
    ],
    [`mysql hoa -e "UPDATE owners SET phone = '' WHERE phone <> ''"`, 'destructive/sql/update-null-where-set'],
    ["psql -c 'UPDATE glass_orders SET notes = NULL WHERE notes IS NOT NULL RETURNING id'", 'destructive/sql/update-null-where-set'],
    // One row by its key, a narrower WHERE, scratch tables and housekeeping columns stay silent.
    ['psql -c "UPDATE donors SET deferral_code = NULL WHERE id = 5"', 'none'],
    ['psql -c "UPDATE donors SET deferral_code = NULL WHERE deferral_code IS NOT NULL AND id = 5"', 'none'],
    ['psql -c "UPDATE tmp_donors SET deferral_code = NULL WHERE deferral_code IS NOT NULL"', 'none'],
    ['psql -c "UPDATE users SET reset_token = NULL WHERE reset_token IS NOT NULL"', 'none'],
    ['psql -c "UPDATE users SET locked_at = NULL WHERE locked_at IS NOT NULL"', 'none'],
  ])('%s → %s', (command, id) => expect(rule(command)).toBe(id));
});

describe("an instrument's run, calibration or temperature history is a record (destructive/filesystem/*-record-log)", () => {
  test.each([
    [': > logs/devices/centrifuge-03/run-history.log', 'destructive/filesystem/empty-record-log'],
    ['rm logs/calibration/2025.log', 'destructive/filesystem/rm-record-logs'],
    ['truncate -s 0 var/fridge2-temperature.log', 'destructive/filesystem/rm-record-logs'],
    ['cp /dev/null instruments/glass-cutter/cut.log', 'destructive/filesystem/cp-null-record-log'],
    // Application, server and debug logs stay silent.
    [': > logs/app.log', 'none'],
    ['rm logs/debug.log', 'none'],
    [': > logs/server.log', 'none'],
  ])('%s → %s', (command, id) => expect(rule(command)).toBe(id));
});

describe('a Laravel rollback in production or over several batches (destructive/database/artisan-rollback)', () => {
  test.each([
    ['php artisan migrate:rollback --step=2 --force', 'destructive/database/artisan-rollback'],
    ['php artisan migrate:rollback --force', 'destructive/database/artisan-rollback'],
    ['./vendor/bin/sail artisan migrate:rollback --step=3', 'destructive/database/artisan-rollback'],
    // One local batch, a preview and the test environment stay silent.
    ['php artisan migrate:rollback', 'none'],
    ['php artisan migrate:rollback --force --pretend', 'none'],
    ['php artisan migrate:rollback --env=testing --force', 'none'],
  ])('%s → %s', (command, id) => expect(rule(command)).toBe(id));
});

describe("a project tool's purge under a records noun, confirmed (destructive/unlisted/delete-named-script)", () => {
  test.each([
    ['./bin/hoactl owners purge --inactive-since 2020-01-01 --yes', 'destructive/unlisted/delete-named-script'],
    ['python scripts/pantry.py donors delete -y', 'destructive/unlisted/delete-named-script'],
    ['./bin/hoactl owners wipe --force', 'destructive/unlisted/delete-named-script'],
    // Unconfirmed, a dry run, a spare store and a listing stay silent.
    ['./bin/hoactl owners purge --inactive-since 2020-01-01', 'none'],
    ['./bin/hoactl owners purge --inactive-since 2020-01-01 --yes --dry-run', 'none'],
    ['./bin/hoactl cache purge --yes', 'none'],
    ['./bin/hoactl owners list --yes', 'none'],
  ])('%s → %s', (command, id) => expect(rule(command)).toBe(id));
});
