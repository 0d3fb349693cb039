import { describe, expect, test } from 'vitest';
import { commandIds as rule, writtenIds as written } from '../../support/destructiveIds.js';

// Round 107: a delete by the values `GROUP BY col HAVING COUNT(*) > 1` selects. The select picks the values that repeat,
// not the extra rows, so a delete by them (`WHERE sku IN (…)`, or `WHERE sku = ?` run for each value a program selected)
// takes every row carrying each value, the one a dedupe keeps too. A staging or scratch table, a dedupe that keeps one
// row per group (round 97's delete-duplicates-by-match judges it), a report of the duplicates, a delete of the extra rows
// by their own key, a delete from another table and a test file stay silent. One line per class that speaks and
// near-misses that stay silent.

const GROUPS = 'destructive/sql/delete-duplicated-groups';
const DEDUPE = 'destructive/sql/delete-duplicates-by-match';

const STOCK_JS = [
  '// Collapse duplicate stock lines left by the old POS import.',
  "const Database = require('better-sqlite3');",
  "const db = new Database('data/shop.db');",
  '',
  'const dupes = db.prepare(`',
  '  SELECT sku FROM stock GROUP BY sku HAVING COUNT(*) > 1',
  '`).all();',
  '',
  "const del = db.prepare('DELETE FROM stock WHERE sku = ?');",
  'const tx = db.transaction((rows) => {',
  '  for (const { sku } of rows) del.run(sku);',
  '});',
  'tx(dupes);',
  'console.log(`deleted all rows for ${dupes.length} duplicated SKUs`);',
  '',
].join('\n');

const MEMBERS_PY = [
  'import sqlite3',
  'conn = sqlite3.connect("data/club.db")',
  'cur = conn.cursor()',
  'cur.execute("SELECT email FROM members GROUP BY email HAVING COUNT(*) > 1")',
  'rows = cur.fetchall()',
  'for (email,) in rows:',
  '    cur.execute("DELETE FROM members WHERE email = ?", (email,))',
  'conn.commit()',
  '',
].join('\n');

const STOCK_GO = [
  'package main',
  '',
  'import (',
  '\t"database/sql"',
  '\t"log"',
  '',
  '\t_ "github.com/lib/pq"',
  ')',
  '',
  'func main() {',
  '\tdb, _ := sql.Open("postgres", "postgres://localhost/shop")',
  '\trows, err := db.Query("SELECT sku FROM stock GROUP BY sku HAVING COUNT(*) > 1")',
  '\tif err != nil {',
  '\t\tlog.Fatal(err)',
  '\t}',
  '\tvar skus []string',
  '\tfor rows.Next() {',
  '\t\tvar sku string',
  '\t\trows.Scan(&sku)',
  '\t\tskus = append(skus, sku)',
  '\t}',
  '\tfor _, sku := range skus {',
  '\t\tif _, err := db.Exec("DELETE FROM stock WHERE sku = $1", sku); err != nil {',
  '\t\t\tlog.Fatal(err)',
  '\t\t}',
  '\t}',
  '}',
  '',
].join('\n');

/** A Python script selecting `select` and running `remove` for each row it returned. */
const pyLoop = (select: string, loop: string, remove: string): string =>
  `import sqlite3\nconn = sqlite3.connect("data/club.db")\ncur = conn.cursor()\ncur.execute("${select}")\n` +
  `${loop}\n    cur.execute(${remove})\nconn.commit()\n`;

describe('one statement deleting every row of each duplicated value (destructive/sql/delete-duplicated-groups)', () => {
  test.each([
    [`sqlite3 data/shop.db "DELETE FROM stock WHERE sku IN (SELECT sku FROM stock GROUP BY sku HAVING COUNT(*) > 1)"`, GROUPS],
    [`psql app -c "DELETE FROM customers WHERE email IN (SELECT email FROM customers GROUP BY email HAVING count(*) >= 2)"`, GROUPS],
    [
      `psql app -c "DELETE FROM customers c WHERE c.email IN (SELECT c2.email FROM customers c2 GROUP BY c2.email HAVING count(c2.id) > 1)"`,
      GROUPS,
    ],
    [
      `mysql shop -e "DELETE FROM stock WHERE sku IN (SELECT sku FROM (SELECT sku FROM stock GROUP BY sku HAVING COUNT(*) > 1) AS d)"`,
      GROUPS,
    ],
    [
      `psql app -c "DELETE FROM members WHERE email IN (SELECT email FROM members WHERE active GROUP BY email HAVING COUNT(*) > 1)"`,
      GROUPS,
    ],
    // A staging, import or scratch table; a dedupe that keeps one row per group (round 97's class); values seen once; a report.
    [`psql app -c "DELETE FROM staging_stock WHERE sku IN (SELECT sku FROM staging_stock GROUP BY sku HAVING COUNT(*) > 1)"`, 'none'],
    [
      `psql app -c "DELETE FROM customer_import WHERE email IN (SELECT email FROM customer_import GROUP BY email HAVING COUNT(*) > 1)"`,
      'none',
    ],
    [`sqlite3 data/shop.db "DELETE FROM stock WHERE id NOT IN (SELECT MIN(id) FROM stock GROUP BY sku)"`, DEDUPE],
    [`psql app -c "DELETE FROM stock WHERE sku IN (SELECT sku FROM stock GROUP BY sku HAVING COUNT(*) = 1)"`, 'none'],
    [`psql app -c "SELECT sku, COUNT(*) FROM stock GROUP BY sku HAVING COUNT(*) > 1"`, 'none'],
    // Another table's rows of the repeated values, and a delete by ids.
    [`psql app -c "DELETE FROM stock_alerts WHERE sku IN (SELECT sku FROM stock GROUP BY sku HAVING COUNT(*) > 1)"`, 'none'],
    [`psql app -c "DELETE FROM stock WHERE id IN (48213, 48214)"`, 'none'],
  ])('%s → %s', (command, id) => expect(rule(command)).toBe(id));
});

describe('a program deleting by each duplicated value it selected (destructive/sql/delete-duplicated-groups)', () => {
  test.each([
    ['tools/dedupe_stock.js', STOCK_JS, GROUPS],
    ['scripts/dedupe_members.py', MEMBERS_PY, GROUPS],
    ['cmd/dedupe/main.go', STOCK_GO, GROUPS],
    [
      'scripts/dedupe.py',
      'import psycopg2\nconn = psycopg2.connect(DSN)\ncur = conn.cursor()\ncur.execute("""\n    SELECT email, COUNT(*) FROM members\n' +
        '    GROUP BY email HAVING COUNT(*) > 1\n""")\nrows = cur.fetchall()\n' +
        'cur.executemany("DELETE FROM members WHERE email = %s", [(email,) for email, _ in rows])\nconn.commit()\n',
      GROUPS,
    ],
    [
      'scripts/dedupe_books.py',
      pyLoop(
        'SELECT isbn FROM books GROUP BY isbn HAVING COUNT(isbn) > 1',
        'for row in cur.fetchall():',
        '"DELETE FROM books WHERE isbn = :isbn", {"isbn": row[0]}',
      ),
      GROUPS,
    ],
    [
      'scripts/dedupe_cards.js',
      "const { Client } = require('pg');\nasync function main() {\n  const client = new Client();\n  await client.connect();\n" +
        "  const { rows } = await client.query(\n    'SELECT customer_email, count(*) AS n FROM loyalty_cards ' +\n" +
        "      'GROUP BY customer_email HAVING count(*) > 1',\n  );\n" +
        "  for (const row of rows) {\n    await client.query('DELETE FROM loyalty_cards WHERE customer_email = $1', [row.customer_email]);\n  }\n}\nmain();\n",
      GROUPS,
    ],
    [
      'scripts/dedupe_contacts.js',
      "const db = require('better-sqlite3')('data/club.db');\n" +
        'const dupes = db.prepare("SELECT phone FROM contacts GROUP BY phone HAVING COUNT(*) > 1").all();\n' +
        'dupes.forEach(({ phone }) => db.prepare("DELETE FROM contacts WHERE phone = ?").run(phone));\n',
      GROUPS,
    ],
    [
      'scripts/dedupe_phones.py',
      'import sqlite3\nconn = sqlite3.connect("data/club.db")\ncur = conn.cursor()\ncur.execute(\n    "SELECT phone, COUNT(*) FROM contacts "\n' +
        '    "GROUP BY phone HAVING COUNT(*) > 1"\n)\nfor phone, _ in cur.fetchall():\n' +
        '    cur.execute("DELETE FROM contacts WHERE phone = ?", (phone,))\nconn.commit()\n',
      GROUPS,
    ],
    ['db/dedupe_stock.sql', 'DELETE FROM stock\nWHERE sku IN (\n  SELECT sku FROM stock GROUP BY sku HAVING COUNT(*) > 1\n);\n', GROUPS],
    // A report of the duplicates, and the extra rows of each group deleted by their own key (one kept), as round 97 lets one go.
    [
      'scripts/find_dupes.py',
      'import sqlite3\nconn = sqlite3.connect("data/club.db")\n' +
        'for (email, n) in conn.execute("SELECT email, COUNT(*) FROM members GROUP BY email HAVING COUNT(*) > 1"):\n    print(email, n)\n',
      'none',
    ],
    [
      'scripts/dedupe_extras.py',
      'import sqlite3\nconn = sqlite3.connect("data/club.db")\ncur = conn.cursor()\n' +
        'cur.execute("SELECT email, GROUP_CONCAT(id) FROM members GROUP BY email HAVING COUNT(*) > 1")\n' +
        'for email, ids in cur.fetchall():\n    keep, *extra = sorted(int(i) for i in ids.split(","))\n' +
        '    for member_id in extra:\n        cur.execute("DELETE FROM members WHERE id = ?", (member_id,))\nconn.commit()\n',
      'none',
    ],
    [
      'scripts/dedupe_keep_first.py',
      pyLoop(
        'SELECT email, MIN(id) FROM members GROUP BY email HAVING COUNT(*) > 1',
        'for email, keep in cur.fetchall():',
        '"DELETE FROM members WHERE email = ? AND id <> ?", (email, keep)',
      ),
      'none',
    ],
    // Rows picked by a select that is no group, another table's rows of the values, values seen once, a staging table.
    [
      'scripts/purge_invalid.py',
      pyLoop(
        "SELECT id FROM members WHERE email LIKE '%@example.invalid'",
        'for (member_id,) in cur.fetchall():',
        '"DELETE FROM members WHERE id = ?", (member_id,)',
      ),
      'none',
    ],
    [
      'scripts/clear_invites.py',
      pyLoop(
        'SELECT email FROM members GROUP BY email HAVING COUNT(*) > 1',
        'for (email,) in cur.fetchall():',
        '"DELETE FROM pending_invites WHERE email = ?", (email,)',
      ),
      'none',
    ],
    [
      'scripts/drop_singletons.py',
      pyLoop(
        'SELECT email FROM members GROUP BY email HAVING COUNT(*) = 1',
        'for (email,) in cur.fetchall():',
        '"DELETE FROM members WHERE email = ?", (email,)',
      ),
      'none',
    ],
    [
      'scripts/load.py',
      pyLoop(
        'SELECT email FROM staging_members GROUP BY email HAVING COUNT(*) > 1',
        'for (email,) in cur.fetchall():',
        '"DELETE FROM staging_members WHERE email = ?", (email,)',
      ),
      'none',
    ],
    // A test file: the rows are the test's own.
    ['tests/test_dedupe_members.py', MEMBERS_PY, 'none'],
    ['test/dedupeStock.spec.js', STOCK_JS, 'none'],
  ])('%s → %s', (path, content, id) => expect(written(path, content)).toBe(id));
});
