import { describe, expect, test } from 'vitest';
import { commandIds as rule, writtenIds as written } from '../../support/destructiveIds.js';

// Rounds 129 and 131 (SQL deletes by a time range): a delete of every row still to come (`WHERE service_date >= CURRENT_DATE`),
// a rolling-window delete of physical access-control records (door, badge, turnstile events: a security record, not a log the
// app just produced), and a delete by `id IN (subquery)` whose subquery joins or groups and selects by a date range or a low
// aggregate. One line per class that speaks and near-misses that stay silent.

const py = (sql: string) =>
  'import os\nimport psycopg2\n\n\ndef main():\n    conn = psycopg2.connect(os.environ["DATABASE_URL"])\n' +
  `    with conn, conn.cursor() as cur:\n        cur.execute(\n            """\n${sql}\n            """\n        )\n` +
  '        print(cur.rowcount)\n\n\nif __name__ == "__main__":\n    main()\n';

describe('a DELETE of every row from today on takes the whole schedule (destructive/sql/delete-rows-date-passed)', () => {
  test.each([
    ['psql "$DATABASE_URL" -c "DELETE FROM volunteer_rota WHERE shift_date >= CURRENT_DATE;"', 'destructive/sql/delete-rows-date-passed'],
    ['mysql clinic -e "DELETE FROM appointments WHERE starts_at > NOW()"', 'destructive/sql/delete-rows-date-passed'],
    [`sqlite3 club.db "DELETE FROM fixtures WHERE kickoff_on >= date('now')"`, 'destructive/sql/delete-rows-date-passed'],
    [`psql -c "DELETE FROM class_schedule WHERE starts_at >= now() + interval '7 days'"`, 'destructive/sql/delete-rows-date-passed'],
    ['psql -c "DELETE FROM delivery_slots WHERE slot_date > CURRENT_DATE"', 'destructive/sql/delete-rows-date-passed'],
    // Housekeeping tables, one owner's or one row's future rows, timestamps that cannot be in the future (clock-skew junk), a
    // recent window and an EXPLAIN stay silent.
    ['psql -c "DELETE FROM sessions WHERE expires_at > now()"', 'none'],
    ['psql -c "DELETE FROM job_queue WHERE run_at >= now()"', 'none'],
    ['psql -c "DELETE FROM delivery_slots WHERE customer_id = 42 AND slot_date >= CURRENT_DATE"', 'none'],
    ['psql -c "DELETE FROM volunteer_rota WHERE id = 7 AND shift_date >= CURRENT_DATE"', 'none'],
    ['psql -c "DELETE FROM sensor_readings WHERE recorded_at > now()"', 'none'],
    ['psql -c "DELETE FROM widgets WHERE created_at > now()"', 'none'],
    [`psql -c "DELETE FROM imports WHERE created_at > now() - interval '1 hour'"`, 'none'],
    ['psql -c "EXPLAIN DELETE FROM volunteer_rota WHERE shift_date >= CURRENT_DATE"', 'none'],
  ])('%s → %s', (command, id) => expect(rule(command)).toBe(id));

  test.each([
    [
      'scripts/clear_rota.py',
      py('            DELETE FROM volunteer_rota WHERE shift_date >= CURRENT_DATE'),
      'destructive/sql/delete-rows-date-passed',
    ],
    ['scripts/clear_rota.py', py('            DELETE FROM volunteer_rota WHERE volunteer_id = %s AND shift_date >= CURRENT_DATE'), 'none'],
  ])('%s (case %#)', (path, content, id) => expect(written(path, content)).toBe(id));
});

describe('a rolling-window DELETE of physical access-control events deletes security records (destructive/sql/delete-records-by-age)', () => {
  test.each([
    [
      `psql "$DATABASE_URL" -c "DELETE FROM door_events WHERE created_at < now() - interval '30 days';"`,
      'destructive/sql/delete-records-by-age',
    ],
    [`psql -c "DELETE FROM badge_swipes WHERE swiped_at < now() - interval '90 days'"`, 'destructive/sql/delete-records-by-age'],
    [`psql -c "DELETE FROM turnstile_events WHERE created_at < now() - interval '14 days'"`, 'destructive/sql/delete-records-by-age'],
    [
      'mysql site -e "DELETE FROM keycard_log WHERE scanned_at < DATE_SUB(NOW(), INTERVAL 60 DAY)"',
      'destructive/sql/delete-records-by-age',
    ],
    ['psql -c "DELETE FROM access_control_entries WHERE occurred_at < now()"', 'destructive/sql/delete-records-by-age'],
    // An app's own logs and events (HTTP access logs, page events, webhooks, feature gates) are housekeeping and stay silent.
    [`psql -c "DELETE FROM access_log WHERE created_at < now() - interval '30 days'"`, 'none'],
    [`psql -c "DELETE FROM page_events WHERE created_at < now() - interval '30 days'"`, 'none'],
    [`psql -c "DELETE FROM webhook_logs WHERE created_at < now() - interval '30 days'"`, 'none'],
    [`psql -c "DELETE FROM feature_gate_events WHERE created_at < now() - interval '30 days'"`, 'none'],
  ])('%s → %s', (command, id) => expect(rule(command)).toBe(id));
});

const INACTIVE = `            DELETE FROM members
            WHERE id IN (
                SELECT m.id FROM members m
                LEFT JOIN checkins c ON c.member_id = m.id
                GROUP BY m.id
                HAVING COALESCE(MAX(c.checked_in_at), m.created_at) < now() - interval '2 years'
            )`;

describe('a DELETE by id IN (a joined or grouped subquery) over a date range or a low aggregate (destructive/sql/delete-by-subquery)', () => {
  test.each([
    [
      'scripts/purge_lapsed_patrons.py',
      py(INACTIVE.replaceAll('members', 'patrons').replaceAll('member_id', 'patron_id')),
      'destructive/sql/delete-by-subquery',
    ],
    [
      'scripts/purge.py',
      py(
        'DELETE FROM volunteers WHERE id IN (SELECT v.id FROM volunteers v JOIN shifts s ON s.volunteer_id = v.id GROUP BY v.id HAVING COUNT(*) < 2)',
      ),
      'destructive/sql/delete-by-subquery',
    ],
    // A subquery over an archive copy, a housekeeping table deleted by it, and a dedup (a count above one) are left to other rules.
    ['scripts/purge.py', py(INACTIVE.replace('FROM members m', 'FROM members_archive m')), 'none'],
    [
      'scripts/purge.py',
      py(
        "DELETE FROM sessions WHERE user_id IN (SELECT u.id FROM users u JOIN orgs o ON o.id = u.org_id WHERE u.last_seen_at < now() - interval '1 day')",
      ),
      'none',
    ],
  ])('%s (case %#)', (path, content, id) => expect(written(path, content)).toBe(id));

  test.each([
    [
      'psql -c "DELETE FROM shifts WHERE id IN (SELECT s.id FROM shifts s JOIN rotas r ON r.id = s.rota_id WHERE r.starts_on >= CURRENT_DATE)"',
      'destructive/sql/delete-by-subquery',
    ],
    [
      'psql -c "DELETE FROM members WHERE id IN (SELECT member_id FROM checkins GROUP BY member_id HAVING MAX(checked_in_at) < CURRENT_DATE)"',
      'destructive/sql/delete-by-subquery',
    ],
    ['psql -c "DELETE FROM customers WHERE id IN (SELECT id FROM customers GROUP BY email HAVING COUNT(*) > 1)"', 'none'],
    [
      `psql -c "DELETE FROM shifts WHERE id IN (SELECT s.id FROM shifts s JOIN rotas r ON r.id = s.rota_id WHERE r.starts_on > now() - interval '7 days')"`,
      'none',
    ],
    [
      `psql -c "DELETE FROM step_logs WHERE job_id IN (SELECT j.id FROM jobs j JOIN hosts h ON h.id = j.host_id WHERE j.ended_at < now() - interval '9 days')"`,
      'none',
    ],
    [
      `psql -c "EXPLAIN DELETE FROM shifts WHERE id IN (SELECT s.id FROM shifts s JOIN rotas r ON r.id = s.rota_id WHERE r.starts_on >= CURRENT_DATE)"`,
      'none',
    ],
  ])('%s → %s', (command, id) => expect(rule(command)).toBe(id));
});
