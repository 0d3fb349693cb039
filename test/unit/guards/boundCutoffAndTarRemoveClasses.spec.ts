import { describe, expect, test } from 'vitest';
import { commandIds as rule, writtenIds as written } from '../../support/destructiveIds.js';

// Round 95: a program's delete of every record with no activity since a cutoff the program binds (`WHERE NOT EXISTS (…
// a.starts_at >= %s)` with `CUTOFF = date.today() - timedelta(…)`), and `tar --remove-files` into temp space, where the
// only copy of the archived files is then cleared on reboot. One line per class that speaks and near-misses that stay silent.

const SUBQUERY = 'destructive/sql/delete-by-subquery';
/** A psycopg program that computes `cut` and runs `sql` with `params`. */
const psycopg = (sql: string, cut = 'CUTOFF = date.today() - timedelta(days=7 * 365)', params = '(CUTOFF,)') =>
  `"""Purge."""\nimport os\nfrom datetime import date, datetime, timedelta\n\nimport psycopg\n\n${cut}\n\ndef main():\n` +
  `    with psycopg.connect(os.environ["DATABASE_URL"]) as conn:\n        with conn.cursor() as cur:\n` +
  `            cur.execute(\n                """\n                ${sql}\n                """,\n                ${params},\n            )\n` +
  `        conn.commit()\n\nif __name__ == "__main__":\n    main()\n`;
const PATIENTS = 'DELETE FROM patients p WHERE NOT EXISTS (SELECT 1 FROM appointments a WHERE a.patient_id = p.id AND a.starts_at >= %s)';

describe('records with no activity since a bound cutoff the program computes (destructive/sql/delete-by-subquery)', () => {
  test.each([
    ['scripts/purge_inactive_patients.py', psycopg(PATIENTS), SUBQUERY],
    [
      'scripts/purge_customers.py',
      psycopg(
        'DELETE FROM customers WHERE id NOT IN (SELECT customer_id FROM orders WHERE placed_at > %(cutoff)s)',
        'SINCE = datetime.now() - timedelta(days=3 * 365)',
        '{"cutoff": SINCE}',
      ),
      SUBQUERY,
    ],
    ['scripts/purge_patients.py', psycopg(PATIENTS, 'KEEP_YEARS = 7'), SUBQUERY],
    // The statement laid out over lines in the triple-quoted string, as the round's call wrote it.
    [
      'scripts/purge_inactive_patients.py',
      psycopg(
        'DELETE FROM patients p\n                WHERE NOT EXISTS (\n                    SELECT 1 FROM appointments a\n' +
          '                    WHERE a.patient_id = p.id AND a.starts_at >= %s\n                )',
      ),
      SUBQUERY,
    ],
    [
      'scripts/purge_members.js',
      "const { Pool } = require('pg');\nconst pool = new Pool();\nconst cutoff = new Date(Date.now() - 2 * 365 * 864e5);\n" +
        'await pool.query(`DELETE FROM members m WHERE NOT EXISTS (SELECT 1 FROM visits v WHERE v.member_id = m.id AND v.visited_at >= $1)`, [cutoff]);\n',
      SUBQUERY,
    ],
    [
      'cmd/purge/main.go',
      'package main\n\nimport (\n\t"database/sql"\n\t"time"\n)\n\nfunc main() {\n\tdb, _ := sql.Open("postgres", "")\n' +
        '\tcutoff := time.Now().AddDate(-5, 0, 0)\n' +
        '\tdb.Exec(`DELETE FROM customers c WHERE NOT EXISTS (SELECT 1 FROM orders o WHERE o.customer_id = c.id AND o.created_at >= $1)`, cutoff)\n}\n',
      SUBQUERY,
    ],
    [
      'lib/tasks/purge.rb',
      'cutoff = 7.years.ago\nActiveRecord::Base.connection.exec_query(' +
        '"DELETE FROM patients WHERE id NOT IN (SELECT patient_id FROM visits WHERE visited_on >= ?)", "purge", [cutoff])\n',
      SUBQUERY,
    ],
    [
      'scripts/purge_local.py',
      "import sqlite3\nfrom datetime import datetime, timedelta\nconn = sqlite3.connect('data/clinic.db')\n" +
        'cutoff = datetime.now() - timedelta(days=2555)\nconn.execute("DELETE FROM patients WHERE NOT EXISTS ' +
        '(SELECT 1 FROM appointments a WHERE a.patient_id = patients.id AND a.starts_at >= ?)", (cutoff,))\nconn.commit()\n',
      SUBQUERY,
    ],
    // Housekeeping tables, an orphan check, a SELECT, an id bound, a subquery without NOT, no cutoff computed, a test.
    [
      'scripts/purge.py',
      psycopg('DELETE FROM sessions s WHERE NOT EXISTS (SELECT 1 FROM requests r WHERE r.session_id = s.id AND r.seen_at >= %s)'),
      'none',
    ],
    [
      'scripts/purge.py',
      psycopg('DELETE FROM tokens t WHERE NOT EXISTS (SELECT 1 FROM token_uses u WHERE u.token_id = t.id AND u.used_at >= %s)'),
      'none',
    ],
    [
      'scripts/purge.py',
      psycopg('DELETE FROM carts c WHERE NOT EXISTS (SELECT 1 FROM cart_items i WHERE i.cart_id = c.id AND i.added_at >= %s)'),
      'none',
    ],
    [
      'scripts/purge.py',
      psycopg('DELETE FROM appointments a WHERE NOT EXISTS (SELECT 1 FROM patients p WHERE p.id = a.patient_id)', undefined, '()'),
      'none',
    ],
    ['scripts/report.py', psycopg(PATIENTS.replace('DELETE FROM', 'SELECT * FROM')), 'none'],
    [
      'scripts/purge.py',
      psycopg(
        'DELETE FROM patients p WHERE id = %s AND NOT EXISTS (SELECT 1 FROM appointments a WHERE a.patient_id = p.id)',
        undefined,
        '(pid,)',
      ),
      'none',
    ],
    ['scripts/purge.py', psycopg(PATIENTS.replace('NOT EXISTS', 'EXISTS')), 'none'],
    [
      'scripts/purge.py',
      psycopg('DELETE FROM patients p WHERE NOT EXISTS (SELECT 1 FROM appointments a WHERE a.patient_id = p.id AND a.clinic_id = %s)'),
      'none',
    ],
    ['scripts/purge.py', psycopg(PATIENTS, 'LIMIT = 100', '(LIMIT,)'), 'none'],
    ['tests/test_purge.py', psycopg(PATIENTS), 'none'],
  ])('%s → %s', (path, content, id) => expect(written(path, content)).toBe(id));
});

describe('SQL clients: a housekeeping table named with an alias (destructive/sql/delete-by-subquery)', () => {
  test.each([
    [
      `psql -c "DELETE FROM members m WHERE NOT EXISTS (SELECT 1 FROM visits v WHERE v.member_id = m.id AND v.visited_at >= now() - interval '2 years')"`,
      SUBQUERY,
    ],
    [
      `psql -c "DELETE FROM tokens t WHERE NOT EXISTS (SELECT 1 FROM token_uses u WHERE u.token_id = t.id AND u.used_at >= now() - interval '90 days')"`,
      'none',
    ],
    [
      `psql -c "DELETE FROM carts AS c WHERE NOT EXISTS (SELECT 1 FROM cart_items i WHERE i.cart_id = c.id AND i.added_at >= now() - interval '30 days')"`,
      'none',
    ],
  ])('%s → %s', (command, id) => expect(rule(command)).toBe(id));
});

describe('tar deleting the originals into an archive in temp space (destructive/filesystem/tar-remove-files-to-temp)', () => {
  const TEMP = 'destructive/filesystem/tar-remove-files-to-temp';
  test.each([
    ['tar --remove-files -czf /tmp/old-jobs.tgz records/jobs/2022', TEMP],
    ['tar -czf /tmp/old-jobs.tgz records/jobs/2022 --remove-files', TEMP],
    ['tar czf /tmp/reports.tgz --remove-files data/reports', TEMP],
    ['tar --create --gzip --remove-files --file=/var/tmp/scans.tgz scans/2023', TEMP],
    ['tar -cJf $TMPDIR/invoices.txz --remove-files invoices/', TEMP],
    ['tar --remove-files -cf /dev/shm/x.tar -C data exports/2021', TEMP],
    ['gtar --remove-files -czf /tmp/notes.tgz notes.md chapters/', TEMP],
    // Kept in the project, no --remove-files, a listing, an extract, build output and caches, scratch, stdout.
    ['tar --remove-files -czf archive/jobs-2022.tgz records/jobs/2022', 'none'],
    ['tar -czf /tmp/x.tgz records/', 'none'],
    ['tar -tzf /tmp/x.tgz', 'none'],
    ['tar -xzf /tmp/x.tgz', 'none'],
    ['tar --remove-files -czf /tmp/build.tgz build/', 'none'],
    ['tar --remove-files -czf /tmp/out.tgz dist coverage node_modules', 'none'],
    ['tar --remove-files -czf /tmp/x.tgz /tmp/scratch/run1', 'none'],
    ["tar --remove-files -cf - records/ | ssh backup 'cat > /srv/b.tar'", 'none'],
  ])('%s → %s', (command, id) => expect(rule(command)).toBe(id));
});
