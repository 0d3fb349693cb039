import { describe, expect, test } from 'vitest';
import { commandIds as rule, writtenIds as written } from '../../support/destructiveIds.js';

// Round 97: a dedupe that deletes rows of a records table, keeping one per group of matched columns (a name, an email,
// a phone). Records that merely match are deleted rather than merged: the rows linked to them are orphaned and different
// people who share a name collapse into one. Housekeeping, staging, import and scratch tables (a load deduped before it
// is merged), a read that finds the duplicates, a dedupe into a new table, one duplicate by its id and a UNIQUE index stay
// silent. One line per class that speaks and near-misses that stay silent.

const DEDUPE = 'destructive/sql/delete-duplicates-by-match';

const PATIENTS_PY = [
  '"""Merge duplicate patient records created by the old intake form."""',
  'import sqlite3',
  '',
  'conn = sqlite3.connect("data/clinic.sqlite")',
  'cur = conn.cursor()',
  'cur.execute(',
  '    """',
  '    DELETE FROM patients',
  '    WHERE id NOT IN (',
  '        SELECT MIN(id) FROM patients GROUP BY lower(last_name), lower(first_name)',
  '    )',
  '    """',
  ')',
  'print(f"removed {cur.rowcount} duplicate patients")',
  'conn.commit()',
  'conn.close()',
  '',
].join('\n');

describe('a dedupe deleting all but one row of each matched group (destructive/sql/delete-duplicates-by-match)', () => {
  test.each([
    // The keeper of each group by MIN/MAX over a GROUP BY, on ids or rowids, plain or wrapped for MySQL, or DISTINCT ON.
    [
      `psql clinic -c "DELETE FROM patients WHERE id NOT IN (SELECT MIN(id) FROM patients GROUP BY lower(last_name), lower(first_name))"`,
      DEDUPE,
    ],
    [`psql app -c "DELETE FROM customers WHERE id NOT IN (SELECT MAX(id) FROM customers GROUP BY email)"`, DEDUPE],
    [`sqlite3 data/app.db "DELETE FROM contacts WHERE rowid NOT IN (SELECT MIN(rowid) FROM contacts GROUP BY phone)"`, DEDUPE],
    [
      `mysql shop -e "DELETE FROM customers WHERE id NOT IN (SELECT * FROM (SELECT MIN(id) FROM customers GROUP BY email) AS keep)"`,
      DEDUPE,
    ],
    [`psql app -c "DELETE FROM clients c WHERE c.id NOT IN (SELECT MIN(c2.id) FROM clients c2 GROUP BY c2.phone)"`, DEDUPE],
    [
      `psql app -c "DELETE FROM customers WHERE id NOT IN (SELECT DISTINCT ON (email) id FROM customers ORDER BY email, created_at)"`,
      DEDUPE,
    ],
    // A row compared with the first of its own matches.
    [`psql app -c "DELETE FROM donors a WHERE a.ctid <> (SELECT min(b.ctid) FROM donors b WHERE a.email = b.email)"`, DEDUPE],
    [
      `sqlite3 data/app.db "DELETE FROM contacts WHERE rowid > (SELECT MIN(rowid) FROM contacts c2 WHERE c2.phone = contacts.phone)"`,
      DEDUPE,
    ],
    // A self-join (Postgres USING, MySQL's multi-table DELETE) or a correlated EXISTS keeping the lowest id.
    [`psql app -c "DELETE FROM members a USING members b WHERE a.id > b.id AND a.email = b.email"`, DEDUPE],
    [`psql app -c "DELETE FROM customers a USING customers b WHERE a.id < b.id AND lower(a.email) = lower(b.email)"`, DEDUPE],
    [`mysql crm -e "DELETE c1 FROM contacts c1 INNER JOIN contacts c2 WHERE c1.id > c2.id AND c1.email = c2.email"`, DEDUPE],
    [`mysql crm -e "DELETE a FROM customers a JOIN customers b ON a.email = b.email AND a.id < b.id"`, DEDUPE],
    [`psql app -c "DELETE FROM members m WHERE EXISTS (SELECT 1 FROM members m2 WHERE m2.email = m.email AND m2.id < m.id)"`, DEDUPE],
    // ROW_NUMBER() over a PARTITION, every row past the first, inline or through a CTE.
    [
      `psql app -c "WITH d AS (SELECT id, ROW_NUMBER() OVER (PARTITION BY email ORDER BY id) rn FROM customers) ` +
        `DELETE FROM customers WHERE id IN (SELECT id FROM d WHERE rn > 1)"`,
      DEDUPE,
    ],
    [
      `psql app -c "DELETE FROM customers WHERE id IN (SELECT id FROM (SELECT id, ` +
        `ROW_NUMBER() OVER (PARTITION BY lower(email) ORDER BY id) AS rn FROM customers) x WHERE x.rn > 1)"`,
      DEDUPE,
    ],
    [
      `sqlcmd -Q "WITH d AS (SELECT *, ROW_NUMBER() OVER (PARTITION BY email ORDER BY id) rn FROM dbo.customers) DELETE FROM d WHERE rn > 1"`,
      DEDUPE,
    ],
    // Housekeeping, staging, import and log tables deduped (a load cleaned before it is merged).
    [`psql app -c "DELETE FROM staging_customers WHERE id NOT IN (SELECT MIN(id) FROM staging_customers GROUP BY email)"`, 'none'],
    [`psql app -c "DELETE FROM customer_import WHERE id NOT IN (SELECT MIN(id) FROM customer_import GROUP BY email)"`, 'none'],
    [`psql app -c "DELETE FROM staging_customers a USING staging_customers b WHERE a.id > b.id AND a.email = b.email"`, 'none'],
    [`psql app -c "DELETE FROM sessions WHERE id NOT IN (SELECT MAX(id) FROM sessions GROUP BY user_id)"`, 'none'],
    [`psql app -c "DELETE FROM event_log a USING event_log b WHERE a.id > b.id AND a.payload = b.payload"`, 'none'],
    [
      `psql app -c "WITH d AS (SELECT id, ROW_NUMBER() OVER (PARTITION BY email ORDER BY id) rn FROM staging_contacts) ` +
        `DELETE FROM staging_contacts WHERE id IN (SELECT id FROM d WHERE rn > 1)"`,
      'none',
    ],
    [
      `psql app -c "CREATE TEMP TABLE dupes AS SELECT * FROM customers; DELETE FROM dupes WHERE id NOT IN (SELECT MIN(id) FROM dupes GROUP BY email)"`,
      'none',
    ],
    [`sqlite3 /tmp/scratch.db "DELETE FROM patients WHERE id NOT IN (SELECT MIN(id) FROM patients GROUP BY lower(last_name))"`, 'none'],
    // Reads that find the duplicates, a dedupe into a new table, one duplicate by its id, and a UNIQUE index.
    [`psql app -c "SELECT email, count(*) FROM customers GROUP BY email HAVING count(*) > 1"`, 'none'],
    [`psql app -c "SELECT * FROM patients WHERE id NOT IN (SELECT MIN(id) FROM patients GROUP BY lower(last_name))"`, 'none'],
    [`psql app -c "CREATE TABLE customers_dedup AS SELECT DISTINCT * FROM customers"`, 'none'],
    [`psql app -c "CREATE TABLE patients_clean AS SELECT DISTINCT ON (email) * FROM patients ORDER BY email, id"`, 'none'],
    [`psql app -c "DELETE FROM patients WHERE id = 48213"`, 'none'],
    [`psql app -c "DELETE FROM patients WHERE id IN (48213, 48214)"`, 'none'],
    [`psql app -c "CREATE UNIQUE INDEX CONCURRENTLY patients_email_key ON patients (lower(email))"`, 'none'],
    // A join with another table (a blocklist, a parent) is no dedupe.
    [`psql app -c "DELETE FROM customers c USING blocked_emails b WHERE c.email = b.email"`, 'none'],
    [`psql app -c "DELETE FROM order_items a USING orders b WHERE a.order_id = b.id AND b.id > 5"`, 'none'],
  ])('%s → %s', (command, id) => expect(rule(command)).toBe(id));
});

describe('a dedupe written in a program (destructive/sql/delete-duplicates-by-match)', () => {
  test.each([
    ['scripts/dedupe_patients.py', PATIENTS_PY, DEDUPE],
    [
      'scripts/dedupe_members.js',
      "const db = require('better-sqlite3')('data/club.db');\ndb.prepare(`\n  DELETE FROM members\n" +
        '  WHERE rowid NOT IN (\n    SELECT MIN(rowid) FROM members GROUP BY email\n  )\n`).run();\n',
      DEDUPE,
    ],
    [
      'scripts/dedupe.py',
      'import psycopg2\nconn = psycopg2.connect(DSN)\nwith conn.cursor() as cur:\n    cur.execute("""\n' +
        '        DELETE FROM customers a\n        USING customers b\n        WHERE a.id > b.id\n' +
        '          AND lower(a.email) = lower(b.email)\n    """)\nconn.commit()\n',
      DEDUPE,
    ],
    // Finding the duplicates, a staging table deduped before the load, one duplicate by its id.
    [
      'scripts/find_dupes.py',
      'import sqlite3\nconn = sqlite3.connect("data/clinic.sqlite")\n' +
        'for row in conn.execute("SELECT lower(last_name), lower(first_name), count(*) FROM patients GROUP BY 1, 2 HAVING count(*) > 1"):\n' +
        '    print(row)\n',
      'none',
    ],
    [
      'scripts/load.py',
      'import sqlite3\nconn = sqlite3.connect("data/clinic.sqlite")\n' +
        'conn.execute("DELETE FROM staging_patients WHERE id NOT IN (SELECT MIN(id) FROM staging_patients ' +
        'GROUP BY lower(last_name), lower(first_name))")\n' +
        'conn.execute("INSERT INTO patients SELECT * FROM staging_patients")\nconn.commit()\n',
      'none',
    ],
    [
      'scripts/merge.py',
      'import sqlite3\nconn = sqlite3.connect("data/clinic.sqlite")\nconn.execute("DELETE FROM patients WHERE id = ?", (48213,))\nconn.commit()\n',
      'none',
    ],
  ])('%s → %s', (path, content, id) => expect(written(path, content)).toBe(id));
});
