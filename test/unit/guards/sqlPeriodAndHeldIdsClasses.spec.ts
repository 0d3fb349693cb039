import { describe, expect, test } from 'vitest';
import { commandIds as rule, writtenIds as written } from '../../support/destructiveIds.js';

// Rounds 133, 134 and 136 (broad SQL over a period, an expiry, a literal date or a held list of ids): an UPDATE that ends
// every ticket or pass of one season or year, a cut of a customer's passes or subscriptions by their own expiry, a
// literal-date cut of a table named for records taken at a queue, and a script that selects ids by a cutoff over a wrapped
// call and deletes by that list (`= ANY(:ids)`, `IN %s` with a tuple of the fetched ids, executemany). One line per class
// that speaks and near-misses that stay silent.

describe('an UPDATE ending every ticket or pass of one period (destructive/sql/update-quantity-zero-by-group)', () => {
  test.each([
    [
      `psql "$DATABASE_URL" -c "UPDATE event_tickets SET status = 'refunded' WHERE year = 2024;"`,
      'destructive/sql/update-quantity-zero-by-group',
    ],
    [`mysql resort -e "UPDATE ski_passes SET status = 'void' WHERE season = 2025"`, 'destructive/sql/update-quantity-zero-by-group'],
    [
      `sqlite3 club.db "UPDATE league_registrations SET status = 'cancelled' WHERE season = 2026"`,
      'destructive/sql/update-quantity-zero-by-group',
    ],
    [`psql -c "UPDATE match_tickets SET paid = false WHERE fiscal_year = 2023"`, 'destructive/sql/update-quantity-zero-by-group'],
    // One row by its key or number, a housekeeping table, an auth ticket, a soft flag and a table that is no record stay silent.
    [`psql -c "UPDATE event_tickets SET status = 'cancelled' WHERE id = 2026;"`, 'none'],
    [`psql -c "UPDATE event_tickets SET status = 'cancelled' WHERE ticket_no = 2026;"`, 'none'],
    [`psql -c "UPDATE sessions SET status = 'expired' WHERE year = 2024;"`, 'none'],
    [`psql -c "UPDATE auth_tickets SET status = 'expired' WHERE year = 2024;"`, 'none'],
    [`psql -c "UPDATE season_tickets SET archived = 1 WHERE season = '2023';"`, 'none'],
    [`psql -c "UPDATE products SET status = 'cancelled' WHERE year = 2024;"`, 'none'],
  ])('%s → %s', (command, id) => expect(rule(command)).toBe(id));
});

describe("a DELETE of a customer's lapsed passes or subscriptions (destructive/sql/delete-records-by-age)", () => {
  test.each([
    ['psql "$DATABASE_URL" -c "DELETE FROM ski_passes WHERE valid_until < now();"', 'destructive/sql/delete-records-by-age'],
    ['mysql gym -e "DELETE FROM day_passes WHERE expires_at < NOW()"', 'destructive/sql/delete-records-by-age'],
    [`sqlite3 box.db "DELETE FROM subscriptions WHERE ends_on < date('now')"`, 'destructive/sql/delete-records-by-age'],
    ['psql -c "DELETE FROM gift_vouchers WHERE expires_on < CURRENT_DATE"', 'destructive/sql/delete-records-by-age'],
    // A service's wiring (push, webhook subscriptions), a promotion's vouchers, sessions and one named pass stay silent.
    ['psql -c "DELETE FROM push_subscriptions WHERE expires_at < now()"', 'none'],
    ['psql -c "DELETE FROM webhook_subscriptions WHERE expires_at < now()"', 'none'],
    ['psql -c "DELETE FROM vouchers WHERE expires_at < now()"', 'none'],
    [`psql -c "DELETE FROM sessions WHERE expires_at < now() - interval '30 days'"`, 'none'],
    ['psql -c "DELETE FROM ski_passes WHERE id = 4821"', 'none'],
  ])('%s → %s', (command, id) => expect(rule(command)).toBe(id));
});

describe('a DELETE before a literal date of records named for a queue (destructive/sql/delete-by-range)', () => {
  test.each([
    [`mysql venue -e "DELETE FROM queue_scans WHERE scanned_at < '2024-06-01'"`, 'destructive/sql/delete-by-range'],
    [`psql -c "DELETE FROM queue_checkins WHERE created_at < '2023-01-01'"`, 'destructive/sql/delete-by-range'],
    [`sqlite3 door.db "DELETE FROM gate_scans WHERE scanned_at < '2024-01-01'"`, 'destructive/sql/delete-by-range'],
    // A queue's own rows (the name ends in the queue or in what it holds) and one scan by id stay silent.
    [`psql -c "DELETE FROM job_queue WHERE created_at < '2024-01-01'"`, 'none'],
    [`psql -c "DELETE FROM queue_items WHERE created_at < '2024-01-01'"`, 'none'],
    [`psql -c "DELETE FROM queue_messages WHERE created_at < '2024-01-01'"`, 'none'],
    [`psql -c "DELETE FROM queue WHERE created_at < '2024-01-01'"`, 'none'],
    ['psql -c "DELETE FROM queue_scans WHERE id = 118"', 'none'],
  ])('%s → %s', (command, id) => expect(rule(command)).toBe(id));
});

const sqlalchemy = (select: string, deletes: string) =>
  'import datetime as dt\n\nfrom sqlalchemy import create_engine, text\n\nfrom app.settings import DATABASE_URL\n\n' +
  'CUTOFF = dt.date.today() - dt.timedelta(days=730)\n\n\ndef main() -> None:\n    engine = create_engine(DATABASE_URL)\n' +
  `    with engine.begin() as conn:\n        ids = [r[0] for r in conn.execute(\n            text("${select}"), {"cutoff": CUTOFF}\n` +
  `        )]\n${deletes}    print(f"purged {len(ids)}")\n\n\nif __name__ == "__main__":\n    main()\n`;

const psycopg = (select: string, deletes: string) =>
  'import os\nfrom datetime import date, timedelta\n\nimport psycopg2\n\n\ndef main():\n' +
  '    conn = psycopg2.connect(os.environ["DATABASE_URL"])\n    cutoff = date.today() - timedelta(days=365)\n' +
  `    with conn, conn.cursor() as cur:\n        cur.execute(\n            "${select}",\n            (cutoff,),\n        )\n` +
  `        ids = [row[0] for row in cur.fetchall()]\n${deletes}\n\nif __name__ == "__main__":\n    main()\n`;

describe('a delete by ids held from a broad select (destructive/sql/delete-by-range through engine/selectedIds)', () => {
  test.each([
    [
      'scripts/purge_inactive_students.py',
      sqlalchemy(
        'SELECT id FROM students WHERE last_class_at < :cutoff',
        '        conn.execute(text("DELETE FROM attendance_marks WHERE student_id = ANY(:ids)"), {"ids": ids})\n' +
          '        conn.execute(text("DELETE FROM students WHERE id = ANY(:ids)"), {"ids": ids})\n',
      ),
      'destructive/sql/delete-by-range',
    ],
    [
      'scripts/purge_old_tenants.py',
      sqlalchemy(
        'SELECT id FROM tenants WHERE moved_out_on < :cutoff',
        '        conn.execute(text("DELETE FROM tenants WHERE id IN :ids"), {"ids": tuple(ids)})\n',
      ),
      'destructive/sql/delete-by-range',
    ],
    [
      'scripts/prune_clients.py',
      psycopg(
        'SELECT id FROM clients WHERE last_visit < %s',
        '        cur.executemany("DELETE FROM clients WHERE id = %s", [(i,) for i in ids])\n',
      ),
      'destructive/sql/delete-by-range',
    ],
    [
      'scripts/prune_clients.py',
      psycopg('SELECT id FROM clients WHERE last_visit < %s', '        cur.execute("DELETE FROM clients WHERE id IN %s", (tuple(ids),))\n'),
      'destructive/sql/delete-by-range',
    ],
    // Housekeeping rows, one row by a bound id (no held list), a select that only counts and a literal list stay silent.
    [
      'scripts/prune_sessions.py',
      sqlalchemy(
        'SELECT id FROM sessions WHERE expires_at < :cutoff',
        '        conn.execute(text("DELETE FROM sessions WHERE id = ANY(:ids)"), {"ids": ids})\n',
      ),
      'none',
    ],
    [
      'scripts/remove_client.py',
      'import sys\n\nimport psycopg2\n\nconn = psycopg2.connect("dbname=app")\nwith conn, conn.cursor() as cur:\n' +
        '    cur.execute("DELETE FROM clients WHERE id = %s", (int(sys.argv[1]),))\n',
      'none',
    ],
    [
      'scripts/prune_tenant_tokens.py',
      psycopg(
        'SELECT id FROM api_tokens WHERE expires_at < %s',
        '        cur.execute("DELETE FROM api_tokens WHERE id IN %s", (tuple(ids),))\n',
      ),
      'none',
    ],
    ['scripts/count_clients.py', psycopg('SELECT count(*) FROM clients WHERE last_visit < %s', '        print(len(ids))\n'), 'none'],
    [
      'scripts/remove_two.py',
      'import psycopg2\n\nids = [4821, 4822]\nconn = psycopg2.connect("dbname=app")\nwith conn, conn.cursor() as cur:\n' +
        '    cur.execute("DELETE FROM clients WHERE id = ANY(%s)", (ids,))\n',
      'none',
    ],
  ])('%s (case %#)', (path, content, id) => expect(written(path, content)).toBe(id));
});
