import { describe, expect, test } from 'vitest';
import { commandIds as rule, writtenIds as written } from '../../support/destructiveIds.js';

// Round 164's class. A table of people (students, members, patients, volunteers, children, players…) whose rows are
// deleted where any date column is before a rolling cutoff of a month or more deletes the people themselves, not a
// window of events; soft-deleted or anonymised rows purged, sign-ups never confirmed, test accounts, short windows
// and housekeeping tables stay silent. One line per case.

const PEOPLE = 'destructive/sql/delete-people-by-inactivity';
// Patients are also patient records, which delete-records-by-age reads first.
const RECORDS = 'destructive/sql/delete-records-by-age';

describe('people deleted by any date column before a rolling cutoff (destructive/sql/delete-people-by-inactivity)', () => {
  test.each([
    [`psql -d danceschool -c "DELETE FROM students WHERE enrolled_at < now() - interval '1 year';"`, PEOPLE],
    [`mysql club -e "DELETE FROM members WHERE joined_at < DATE_SUB(NOW(), INTERVAL 2 YEAR);"`, PEOPLE],
    [`mysql camp -e "DELETE FROM campers WHERE registered_at < NOW() - INTERVAL 90 DAY;"`, PEOPLE],
    [`sqlite3 rota.db "DELETE FROM volunteers WHERE created_at < date('now','-1 year');"`, PEOPLE],
    [`sqlite3 league.db "DELETE FROM players WHERE julianday(signed_up) < julianday('now') - 365;"`, PEOPLE],
    [`sqlcmd -d clinic -Q "DELETE FROM patients WHERE registered_on < DATEADD(year, -5, GETDATE())"`, RECORDS],
    [`snowsql -q "DELETE FROM subscribers WHERE signup_ts < DATEADD('month', -6, CURRENT_TIMESTAMP())"`, PEOPLE],
    [`sqlplus hr/x @- <<< "DELETE FROM employees WHERE hire_date < ADD_MONTHS(SYSDATE, -120);"`, PEOPLE],
    [`sqlcmd -d scouts -Q "DELETE FROM cadets WHERE joined_on < DATEADD(month, -18, SYSDATETIME())"`, PEOPLE],
    [`psql -c "DELETE FROM children WHERE dob < CURRENT_DATE - interval '18 years';"`, PEOPLE],
    [`psql -c "DELETE FROM customers WHERE created_at < now() - make_interval(years => 3);"`, PEOPLE],
    [`psql -c "DELETE FROM pupils WHERE updated_at < now() - '18 months'::interval;"`, PEOPLE],
    [`psql -c "DELETE FROM clients c WHERE c.intake_date < CURRENT_DATE - 400;"`, PEOPLE],
    [`psql -c "DELETE FROM guests WHERE COALESCE(checked_out_on, created_at) < now() - interval '3 years';"`, PEOPLE],
    [`psql -c "DELETE FROM students WHERE deleted_at IS NULL AND enrolled_at < now() - interval '1 year';"`, PEOPLE],
    [`psql -c "DELETE FROM members WHERE status = 'lapsed' AND renewed_on < now() - interval '6 months';"`, PEOPLE],
    // Soft-deleted or anonymised rows purged, sign-ups never confirmed and test accounts are housekeeping.
    [`psql -c "DELETE FROM users WHERE deleted_at < now() - interval '30 days';"`, 'none'],
    [`psql -c "DELETE FROM members WHERE deleted_at IS NOT NULL AND updated_at < now() - interval '90 days';"`, 'none'],
    [`psql -c "DELETE FROM customers WHERE anonymised_at < now() - interval '1 year';"`, 'none'],
    [`psql -c "DELETE FROM members WHERE is_deleted = true AND updated_at < now() - interval '1 year';"`, 'none'],
    [`psql -c "DELETE FROM users WHERE confirmed = false AND created_at < now() - interval '7 days';"`, 'none'],
    [`psql -c "DELETE FROM users WHERE email_verified_at IS NULL AND created_at < now() - interval '7 days';"`, 'none'],
    [`psql -c "DELETE FROM subscribers WHERE NOT confirmed AND created_at < now() - interval '2 months';"`, 'none'],
    [`psql -c "DELETE FROM users WHERE email LIKE '%@example.com' AND created_at < now() - interval '1 year';"`, 'none'],
    [`psql -c "DELETE FROM anonymous_users WHERE created_at < now() - interval '60 days';"`, 'none'],
    // Review of round 164: a sign-up's null check survives the second reading of null checks beside a range.
    [`psql -c "DELETE FROM users WHERE email_verified_at IS NULL AND created_at < now() - interval '1 year';"`, 'none'],
    [`psql -c "DELETE FROM users WHERE confirmed_at IS NULL AND created_at < now() - interval '1 year';"`, 'none'],
    [`psql -c "DELETE FROM users WHERE invited_at < now() - interval '60 days' AND accepted_at IS NULL;"`, 'none'],
    [`mysql app -e "DELETE FROM members WHERE activated_at IS NULL AND created_at < NOW() - INTERVAL 90 DAY;"`, 'none'],
    [`psql -c "DELETE FROM users WHERE email_verified_at IS NOT NULL AND created_at < now() - interval '1 year';"`, PEOPLE],
    [`psql -c "DELETE FROM users WHERE last_login_at IS NULL AND created_at < now() - interval '1 year';"`, PEOPLE],
    // Deletions and erasures the people asked for, purged after the grace period.
    [`psql -c "DELETE FROM users WHERE deletion_requested_at < now() - interval '30 days';"`, 'none'],
    [`psql -c "DELETE FROM users WHERE scheduled_deletion_at < now() - interval '30 days';"`, 'none'],
    [`psql -c "DELETE FROM customers WHERE gdpr_erasure_requested_at < now() - interval '30 days';"`, 'none'],
    [`mysql shop -e "DELETE FROM accounts WHERE closure_requested_at < NOW() - INTERVAL 90 DAY;"`, 'none'],
    [`psql -c "DELETE FROM members WHERE status = 'pending_deletion' AND updated_at < now() - interval '60 days';"`, 'none'],
    [`psql -c "DELETE FROM users WHERE requested_at < now() - interval '30 days';"`, PEOPLE],
    // Guest accounts, as anonymous ones; a hotel's guests are people who stayed.
    [`psql -c "DELETE FROM guest_users WHERE created_at < now() - interval '90 days';"`, 'none'],
    [`psql -c "DELETE FROM users WHERE is_guest = true AND created_at < now() - interval '90 days';"`, 'none'],
    [`mysql shop -e "DELETE FROM customers WHERE account_type = 'guest' AND created_at < NOW() - INTERVAL 6 MONTH;"`, 'none'],
    [`psql -c "DELETE FROM guests WHERE checked_out_on < now() - interval '3 years';"`, PEOPLE],
    [`psql -c "DELETE FROM users WHERE is_guest = false AND created_at < now() - interval '90 days';"`, PEOPLE],
    // Windows of minutes, hours or days under about a month are housekeeping.
    [`psql -c "DELETE FROM guests WHERE created_at < now() - interval '24 hours';"`, 'none'],
    [`psql -c "DELETE FROM members WHERE created_at < now() - interval '7 days';"`, 'none'],
    [`mysql -e "DELETE FROM users WHERE created_at < DATE_SUB(NOW(), INTERVAL 15 MINUTE);"`, 'none'],
    [`sqlite3 app.db "DELETE FROM users WHERE created_at < date('now','-14 days');"`, 'none'],
    // Housekeeping tables, other tables, one row and a read stay silent.
    [`psql -c "DELETE FROM user_sessions WHERE created_at < now() - interval '1 year';"`, 'none'],
    [`psql -c "DELETE FROM customer_carts WHERE updated_at < now() - interval '60 days';"`, 'none'],
    [`psql -c "DELETE FROM page_views WHERE created_at < now() - interval '1 year';"`, 'none'],
    [`psql -c "DELETE FROM students WHERE id = 4;"`, 'none'],
    [`psql -c "SELECT * FROM students WHERE enrolled_at < now() - interval '1 year';"`, 'none'],
  ])('%s → %s', (command, id) => expect(rule(command)).toBe(id));
});

describe('the same delete in a written script', () => {
  test.each([
    [
      'scripts/purge_students.py',
      `import psycopg2\nconn = psycopg2.connect("dbname=danceschool")\n` +
        `conn.cursor().execute("DELETE FROM students WHERE enrolled_at < now() - interval '1 year'")\nconn.commit()\n`,
      PEOPLE,
    ],
    [
      'scripts/purge_members.rb',
      `require 'pg'\nconn = PG.connect(dbname: 'club')\nconn.exec("DELETE FROM members WHERE joined_on < CURRENT_DATE - INTERVAL '2 years'")\n`,
      PEOPLE,
    ],
    [
      'scripts/purge-volunteers.js',
      `const { Pool } = require('pg');\nconst pool = new Pool();\n` +
        `await pool.query("DELETE FROM volunteers WHERE signed_up_at < NOW() - INTERVAL '2 years'");\n`,
      PEOPLE,
    ],
    [
      'scripts/purge_unconfirmed.py',
      `import psycopg2\nconn = psycopg2.connect("dbname=app")\n` +
        `conn.cursor().execute("DELETE FROM users WHERE confirmed = false AND created_at < now() - interval '7 days'")\nconn.commit()\n`,
      'none',
    ],
  ])('%s → %s', (path, content, id) => expect(written(path, content)).toBe(id));
});
