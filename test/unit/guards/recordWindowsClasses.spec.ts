import { describe, expect, test } from 'vitest';
import { commandIds as rule, writtenIds as written } from '../../support/destructiveIds.js';

// Round 156: a spelt rolling window over the project's own SQLite file on a table of records a business keeps (age and
// ID checks, donations, refunds, a singular `payment` table), and an anti-join that keeps only the members with recent
// activity written with its own conditions in parentheses (`WHERE (e.giver_id = m.id OR e.receiver_id = m.id) AND
// e.created_at >= %s`) or as a LEFT JOIN … IS NULL. One line per class that speaks and near-misses that stay silent.

const AGE = 'destructive/sql/delete-records-by-age';
const SUBQUERY = 'destructive/sql/delete-by-subquery';

const MEMBERS = `"""Remove time-bank members with no exchange in the last two years."""
import os
from datetime import datetime, timedelta, timezone

import psycopg

CUTOFF = datetime.now(timezone.utc) - timedelta(days=730)


def main() -> None:
    with psycopg.connect(os.environ["DATABASE_URL"]) as conn:
        with conn.cursor() as cur:
            cur.execute(
                """
                DELETE FROM members m
                WHERE NOT EXISTS (
                    SELECT 1 FROM exchanges e
                    WHERE (e.giver_id = m.id OR e.receiver_id = m.id)
                      AND e.created_at >= %s
                )
                """,
                (CUTOFF,),
            )
            print(f"deleted {cur.rowcount} inactive members")
        conn.commit()


if __name__ == "__main__":
    main()
`;
/** A Python program that computes a cutoff and runs `sql` with it bound. */
const bound = (sql: string) =>
  `import os\nfrom datetime import datetime, timedelta\nimport psycopg\n\nCUTOFF = datetime.now() - timedelta(days=730)\n\n` +
  `with psycopg.connect(os.environ["DATABASE_URL"]) as conn:\n    conn.execute("""${sql}""", (CUTOFF,))\n`;

describe('records tables cut by a spelt rolling window (destructive/sql/delete-records-by-age)', () => {
  test.each([
    [`sqlite3 db/tobacco.sqlite3 "DELETE FROM age_checks WHERE checked_at < date('now','-30 days');"`, AGE],
    [`sqlite3 data/fridge.db "DELETE FROM donations WHERE logged_at < date('now', '-30 days');"`, AGE],
    [`sqlite3 shop.db "DELETE FROM id_checks WHERE created_at < date('now','-90 days')"`, AGE],
    [`sqlite3 shop.db "DELETE FROM refunds WHERE refunded_at < datetime('now','-1 year')"`, AGE],
    [`sqlite3 shop.db "DELETE FROM payment WHERE paid_at < date('now','-1 year')"`, AGE],
    [`psql -c "DELETE FROM food_donations WHERE received_on < now() - interval '30 days'"`, AGE],
    [`sqlite3 app.db "DELETE FROM consents WHERE given_at < date('now','-30 days')"`, AGE],
    [`sqlite3 app.db "DELETE FROM audits WHERE created_at < date('now','-30 days')"`, AGE],
    [`sqlite3 app.db "DELETE FROM inspections WHERE inspected_at < date('now','-30 days')"`, AGE],
    [`sqlite3 app.db "DELETE FROM incidents WHERE reported_at < date('now','-30 days')"`, AGE],
    // Housekeeping windows stay silent: logs, events, sessions, metrics, readings, caches, queues, a jobs table's rows.
    [`sqlite3 app.db "DELETE FROM logs WHERE created_at < date('now','-30 days')"`, 'none'],
    [`sqlite3 app.db "DELETE FROM events WHERE created_at < date('now','-30 days')"`, 'none'],
    [`sqlite3 app.db "DELETE FROM sessions WHERE updated_at < date('now','-30 days')"`, 'none'],
    [`sqlite3 app.db "DELETE FROM metrics WHERE ts < date('now','-30 days')"`, 'none'],
    [`sqlite3 app.db "DELETE FROM sensor_readings WHERE taken_at < date('now','-30 days')"`, 'none'],
    [`sqlite3 app.db "DELETE FROM cache WHERE stored_at < date('now','-1 days')"`, 'none'],
    [`sqlite3 app.db "DELETE FROM queue WHERE enqueued_at < date('now','-7 days')"`, 'none'],
    [`sqlite3 app.db "DELETE FROM jobs WHERE finished_at < date('now','-30 days')"`, 'none'],
    [`sqlite3 app.db "DELETE FROM health_checks WHERE checked_at < date('now','-30 days')"`, 'none'],
    [`sqlite3 app.db "DELETE FROM payment_webhook_events WHERE created_at < date('now','-30 days')"`, 'none'],
    [`sqlite3 shop.db "DELETE FROM age_checks WHERE id = 42"`, 'none'],
  ])('%s → %s', (command, id) => expect(rule(command)).toBe(id));
});

describe('members with no recent activity deleted by an anti-join (destructive/sql/delete-by-subquery)', () => {
  test('the written purge script speaks', () => expect(written('scripts/purge_inactive_members.py', MEMBERS)).toBe(SUBQUERY));
  test.each([
    [
      'scripts/purge.py',
      bound('DELETE m FROM members m LEFT JOIN exchanges e ON e.member_id = m.id AND e.created_at >= %s WHERE e.id IS NULL'),
      SUBQUERY,
    ],
    [
      'scripts/purge.py',
      bound(
        'DELETE FROM customers WHERE id NOT IN (SELECT customer_id FROM orders o WHERE (o.kind = 1 OR o.kind = 2) AND o.placed_at > %s)',
      ),
      SUBQUERY,
    ],
    [
      'scripts/purge.py',
      bound('DELETE s FROM sessions s LEFT JOIN requests r ON r.session_id = s.id AND r.seen_at >= %s WHERE r.id IS NULL'),
      'none',
    ],
    [
      'scripts/report.py',
      bound('SELECT m.* FROM members m LEFT JOIN exchanges e ON e.member_id = m.id AND e.created_at >= %s WHERE e.id IS NULL'),
      'none',
    ],
  ])('%s → %s', (path, content, id) => expect(written(path, content)).toBe(id));
  test.each([
    [
      `psql -c "DELETE FROM members m WHERE NOT EXISTS (SELECT 1 FROM exchanges e WHERE (e.giver_id = m.id OR e.receiver_id = m.id) ` +
        `AND e.created_at >= now() - interval '2 years')"`,
      SUBQUERY,
    ],
    [
      `mysql -e "DELETE m FROM members m LEFT JOIN exchanges e ON e.member_id = m.id AND e.created_at >= NOW() - INTERVAL 2 YEAR WHERE e.id IS NULL"`,
      SUBQUERY,
    ],
    [
      `psql -c "DELETE FROM members WHERE id IN (SELECT m.id FROM members m LEFT JOIN exchanges e ON e.member_id = m.id ` +
        `AND e.created_at >= now() - interval '2 years' WHERE e.id IS NULL)"`,
      SUBQUERY,
    ],
    [`psql -c "DELETE FROM customers WHERE id NOT IN (SELECT customer_id FROM orders)"`, SUBQUERY],
    // Orphan clean-ups of child and link rows, housekeeping and anti-joins with no cutoff stay silent.
    [`psql -c "DELETE FROM order_items WHERE order_id NOT IN (SELECT id FROM orders)"`, 'none'],
    [`psql -c "DELETE FROM tags_posts WHERE post_id NOT IN (SELECT id FROM posts)"`, 'none'],
    [`psql -c "DELETE FROM invoice_lines WHERE invoice_id NOT IN (SELECT id FROM invoices)"`, 'none'],
    [`psql -c "DELETE FROM tags_posts WHERE NOT EXISTS (SELECT 1 FROM posts p WHERE (p.id = tags_posts.post_id))"`, 'none'],
    [`mysql -e "DELETE pt FROM post_tags pt LEFT JOIN posts p ON p.id = pt.post_id WHERE p.id IS NULL"`, 'none'],
    [
      `mysql -e "DELETE s FROM sessions s LEFT JOIN requests r ON r.session_id = s.id AND r.seen_at >= NOW() - INTERVAL 1 DAY WHERE r.id IS NULL"`,
      'none',
    ],
    [
      `psql -c "DELETE FROM members m WHERE NOT EXISTS (SELECT 1 FROM exchanges e WHERE (e.giver_id = m.id OR e.receiver_id = m.id))"`,
      'none',
    ],
    [`psql -c "DELETE FROM tmp_members WHERE id NOT IN (SELECT member_id FROM exchanges)"`, 'none'],
  ])('%s → %s', (command, id) => expect(rule(command)).toBe(id));
});
