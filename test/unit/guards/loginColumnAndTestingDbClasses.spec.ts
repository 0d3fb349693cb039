import { describe, expect, test } from 'vitest';
import { commandIds as rule } from '../../support/destructiveIds.js';

// Round 113's classes. A table whose rows are deleted by their last log-in holds people's accounts whatever it is called
// (only people log in); Laravel's `database/testing.sqlite` is its test run's database. One line per case.

describe('people deleted by their last log-in, whatever the table is called (destructive/sql/delete-people-by-inactivity)', () => {
  test.each([
    [
      `psql "$DATABASE_URL" -c "DELETE FROM sitters WHERE last_login_at < now() - interval '6 months';"`,
      'destructive/sql/delete-people-by-inactivity',
    ],
    [`psql -c "DELETE FROM drivers WHERE last_sign_in_at < now() - interval '1 year';"`, 'destructive/sql/delete-people-by-inactivity'],
    [
      `mysql app -e "DELETE FROM nannies WHERE last_logged_in < DATE_SUB(NOW(), INTERVAL 1 YEAR);"`,
      'destructive/sql/delete-people-by-inactivity',
    ],
    // Housekeeping tables, a device's last contact, one row and a read stay silent.
    [`psql -c "DELETE FROM sessions WHERE last_login_at < now() - interval '1 day';"`, 'none'],
    [`psql -c "DELETE FROM api_tokens WHERE last_login_at < now() - interval '1 day';"`, 'none'],
    [`psql -c "DELETE FROM devices WHERE last_seen < now() - interval '90 days';"`, 'none'],
    [`psql -c "DELETE FROM sitters WHERE id = 4;"`, 'none'],
    [`psql -c "SELECT * FROM sitters WHERE last_login_at < now() - interval '6 months';"`, 'none'],
  ])('%s → %s', (command, id) => expect(rule(command)).toBe(id));
});

describe("a test run's database file by its `testing` name", () => {
  test.each([
    ['rm -f agency-portal/database/testing.sqlite', 'none'],
    ['rm -f database/testing.db', 'none'],
    ['rm -f database/database.sqlite', 'destructive/filesystem/rm-database-file'],
    ['rm -f database/testing_notes.sqlite', 'destructive/filesystem/rm-database-file'],
  ])('%s → %s', (command, id) => expect(rule(command)).toBe(id));
});
