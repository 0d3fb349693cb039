import { describe, expect, test } from 'vitest';
import { computedCutoffs } from '../../../src/guards/engine/computedCutoffs.js';
import { writtenIds as written } from '../../support/destructiveIds.js';

// Round 150: written code whose DELETE (or blanking UPDATE) cuts by a date the database computes back from today by a
// length the program passes (`issued_at < now() - (%s || ' days')::interval` with `RETENTION_DAYS` from the environment,
// default 0) or interpolates (`interval '{days} days'`, `< '{cutoff}'`). The length being a value does not narrow the
// delete: it reads as the bound cutoff `issued_at < %s`. One line per form that speaks and per near-miss that stays silent.

const RANGE = 'destructive/sql/delete-by-range';
const AGE = 'destructive/sql/delete-records-by-age';
const NULLED = 'destructive/sql/update-null-by-class';
const DETACH = 'destructive/sql/update-detach-by-age';
const RECORDS = 'destructive/sql/update-records-by-age';

/** A psycopg2 program against the server's database that runs the string `expression` with `params`. */
const pyExpression = (expression: string, params = '(DAYS,)') =>
  'import os\nimport psycopg2\n\nDAYS = int(os.environ.get("RETENTION_DAYS", "0"))\n\ndef main():\n' +
  '    conn = psycopg2.connect(os.environ["DATABASE_URL"])\n    with conn, conn.cursor() as cur:\n' +
  `        cur.execute(${expression}, ${params})\n` +
  '        print(cur.rowcount)\n\nif __name__ == "__main__":\n    main()\n';
/** The same with the statement `sql` written as a plain string. */
const py = (sql: string, params = '(DAYS,)') => pyExpression(JSON.stringify(sql), params);
/** node-postgres. */
const js = (sql: string) =>
  "const { Pool } = require('pg');\nconst pool = new Pool({ connectionString: process.env.DATABASE_URL });\n" +
  `const days = Number(process.env.RETENTION_DAYS || 0);\nawait pool.query(${sql}, [days]);\n`;
/** SQLite, the program's own database file. */
const sqlite = (sql: string) =>
  `import sqlite3\nconn = sqlite3.connect('data/app.db')\nconn.execute(${JSON.stringify(sql)}, (f"-{days} days",))\nconn.commit()\n`;

describe('a DELETE whose cutoff is computed from a value the program passes reads as a bound cutoff', () => {
  test.each([
    // The round's call.
    ['scripts/purge_old_citations.py', py("DELETE FROM citations WHERE issued_at < now() - (%s || ' days')::interval"), RANGE],
    ['scripts/purge.py', py("DELETE FROM citations WHERE issued_at < now() - %s * interval '1 day'"), RANGE],
    ['scripts/purge.py', py("DELETE FROM citations WHERE issued_at < now() - interval '1 day' * %s"), RANGE],
    ['scripts/purge.py', py('DELETE FROM citations WHERE issued_at < now() - make_interval(days => %s)'), RANGE],
    ['scripts/purge.py', py("DELETE FROM citations WHERE issued_at < now() - interval '%s days'"), RANGE],
    ['scripts/purge.py', py('DELETE FROM citations WHERE issued_at < now() - %s::interval', '(f"{DAYS} days",)'), RANGE],
    ['scripts/purge.py', py('DELETE FROM citations WHERE issued_at < NOW() - INTERVAL %s DAY'), RANGE],
    ['scripts/purge.py', py('DELETE FROM citations WHERE issued_at < DATE_SUB(NOW(), INTERVAL %s DAY)'), RANGE],
    ['scripts/purge.py', py('DELETE FROM citations WHERE issued_at < (CURRENT_DATE - %s)'), RANGE],
    ['scripts/purge.py', py('DELETE FROM citations WHERE issued_at < now() - make_interval(days => %(days)s)', '{"days": DAYS}'), RANGE],
    // Interpolated: an f-string, `.format`, a date put in whole.
    ['scripts/purge.py', pyExpression(`f"DELETE FROM citations WHERE issued_at < now() - interval '{DAYS} days'"`, '()'), RANGE],
    ['scripts/purge.py', pyExpression(`"DELETE FROM citations WHERE issued_at < now() - interval '{} days'".format(DAYS)`, '()'), RANGE],
    ['scripts/purge.py', pyExpression(`f"DELETE FROM citations WHERE issued_at < '{cutoff}'"`, '()'), RANGE],
    // Other drivers and languages.
    ['scripts/purge.js', js(`"DELETE FROM citations WHERE issued_at < now() - ($1 || ' days')::interval"`), RANGE],
    ['scripts/purge.js', js("`DELETE FROM citations WHERE issued_at < now() - interval '${days} days'`"), RANGE],
    ['scripts/purge.js', js('"DELETE FROM citations WHERE issued_at < now() - ?::interval"'), RANGE],
    [
      'cmd/purge/main.go',
      'package main\n\nimport (\n\t"database/sql"\n\t"os"\n\n\t_ "github.com/lib/pq"\n)\n\nfunc main() {\n' +
        '\tdb, _ := sql.Open("postgres", os.Getenv("DATABASE_URL"))\n' +
        '\tdb.Exec("DELETE FROM citations WHERE issued_at < now() - make_interval(days => $1)", days)\n}\n',
      RANGE,
    ],
    [
      'cmd/purge/main.go',
      'package main\n\nimport (\n\t"database/sql"\n\t"fmt"\n\t"os"\n\n\t_ "github.com/lib/pq"\n)\n\nfunc main() {\n' +
        '\tdb, _ := sql.Open("postgres", os.Getenv("DATABASE_URL"))\n' +
        '\tdb.Exec(fmt.Sprintf("DELETE FROM citations WHERE issued_at < \'%s\'", cutoff.Format("2006-01-02")))\n}\n',
      RANGE,
    ],
    [
      'scripts/purge.rb',
      'require "pg"\nconn = PG.connect(ENV.fetch("DATABASE_URL"))\ndays = ENV.fetch("RETENTION_DAYS", "0").to_i\n' +
        'conn.exec("DELETE FROM citations WHERE issued_at < now() - interval \'#{days} days\'")\n',
      RANGE,
    ],
    [
      'scripts/purge.php',
      "<?php\n$pdo = new PDO(getenv('DATABASE_URL'));\n$days = (int) getenv('RETENTION_DAYS');\n" +
        '$stmt = $pdo->prepare("DELETE FROM citations WHERE issued_at < DATE_SUB(NOW(), INTERVAL ? DAY)");\n$stmt->execute([$days]);\n',
      RANGE,
    ],
    [
      'scripts/purge.php',
      "<?php\n$pdo = new PDO(getenv('DATABASE_URL'));\n$days = (int) getenv('RETENTION_DAYS');\n" +
        '$pdo->exec("DELETE FROM citations WHERE issued_at < NOW() - INTERVAL $days DAY");\n',
      RANGE,
    ],
    [
      'scripts/purge.py',
      'import os\nfrom sqlalchemy import create_engine, text\nengine = create_engine(os.environ["DATABASE_URL"])\n' +
        'with engine.begin() as conn:\n' +
        '    conn.execute(text("DELETE FROM citations WHERE issued_at < now() - make_interval(days => :days)"), {"days": days})\n',
      RANGE,
    ],
    [
      'scripts/purge.py',
      'import os, pyodbc\nconn = pyodbc.connect(os.environ["MSSQL_DSN"])\n' +
        'conn.execute("DELETE FROM citations WHERE issued_at < DATEADD(day, -?, GETDATE())", days)\n',
      RANGE,
    ],
    [
      'scripts/purge.py',
      'import os, oracledb\nconn = oracledb.connect(os.environ["ORACLE_DSN"])\n' +
        'conn.cursor().execute("DELETE FROM citations WHERE issued_at < SYSDATE - :days", days=days)\n',
      RANGE,
    ],
    // The program's own SQLite file: a window, as its bound cutoffs read: a table of records speaks, readings stay silent.
    ['scripts/purge.py', sqlite("DELETE FROM appointments WHERE starts_at < date('now', ?)"), AGE],
    ['scripts/purge.py', sqlite("DELETE FROM readings WHERE taken_at < datetime('now', '-' || ? || ' days')"), 'none'],
    // Near-misses: one row by its key, a key list, housekeeping tables, a SELECT, a window spelt in the SQL on a table that
    // is not one of records, a test, an in-memory database.
    ['scripts/purge.py', py('DELETE FROM citations WHERE id = %s', '(cid,)'), 'none'],
    ['scripts/purge.py', py('DELETE FROM citations WHERE id = ANY(%s)', '(ids,)'), 'none'],
    [
      'scripts/purge.py',
      py('DELETE FROM citations WHERE id = %s AND issued_at < now() - make_interval(days => %s)', '(cid, DAYS)'),
      'none',
    ],
    ['scripts/purge.py', py("DELETE FROM sessions WHERE expires_at < now() - (%s || ' days')::interval"), 'none'],
    ['scripts/purge.py', py('DELETE FROM api_tokens WHERE expires_at < now() - make_interval(days => %s)'), 'none'],
    ['scripts/purge.py', pyExpression(`f"DELETE FROM cache_entries WHERE expires_at < now() - interval '{DAYS} seconds'"`, '()'), 'none'],
    ['scripts/purge.py', py('DELETE FROM password_resets WHERE created_at < now() - make_interval(mins => %s)'), 'none'],
    ['scripts/purge.py', py('DELETE FROM user_sessions WHERE last_seen_at < now() - make_interval(days => %s)'), 'none'],
    // A rolling window's table reads the spelt window: an app's logs stay silent, a table of records in the name does not.
    ['scripts/purge.py', py("DELETE FROM dispatch_logs WHERE created_at < now() - %s * interval '1 day'"), 'none'],
    ['scripts/purge.py', py('DELETE FROM app_events WHERE created_at < now() - make_interval(days => %s)'), 'none'],
    ['scripts/purge.py', py('DELETE FROM audit_logs WHERE created_at < now() - make_interval(days => %s)'), AGE],
    ['scripts/report.py', py("SELECT count(*) FROM citations WHERE issued_at < now() - (%s || ' days')::interval"), 'none'],
    ['scripts/purge.py', py("DELETE FROM citations WHERE issued_at < now() - interval '90 days'", '()'), 'none'],
    ['tests/test_purge.py', py('DELETE FROM citations WHERE issued_at < now() - make_interval(days => %s)'), 'none'],
    [
      'scripts/purge.py',
      "import sqlite3\nconn = sqlite3.connect(':memory:')\n" +
        'conn.execute("DELETE FROM citations WHERE issued_at < datetime(\'now\', ?)", (f"-{days} days",))\n',
      'none',
    ],
  ])('%s, case %#', (path, content, id) => expect(written(path, content)).toBe(id));
});

describe('an UPDATE that blanks columns by a bound or computed cutoff reads as the spelt window', () => {
  test.each([
    ['scripts/scrub.py', py('UPDATE citations SET driver_name = NULL, plate = NULL WHERE issued_at < %s', '(cutoff,)'), DETACH],
    ['scripts/scrub.py', py('UPDATE citations SET notes = NULL WHERE issued_at < now() - make_interval(days => %s)'), NULLED],
    [
      'scripts/scrub.js',
      js(`"UPDATE patients SET phone = NULL, email = NULL WHERE last_visit_at < now() - ($1 || ' years')::interval"`),
      RECORDS,
    ],
    // Not a blank, one row by its key, a housekeeping column, a stale lock released.
    ['scripts/scrub.py', py("UPDATE citations SET status = 'void' WHERE issued_at < %s", '(cutoff,)'), 'none'],
    ['scripts/scrub.py', py('UPDATE citations SET plate = NULL WHERE id = %s', '(cid,)'), 'none'],
    ['scripts/scrub.py', py('UPDATE users SET reset_token = NULL, reset_sent_at = NULL WHERE reset_sent_at < %s', '(cutoff,)'), 'none'],
    [
      'scripts/scrub.py',
      py('UPDATE jobs SET locked_at = NULL, locked_by = NULL WHERE locked_at < now() - make_interval(mins => %s)'),
      'none',
    ],
  ])('%s, case %#', (path, content, id) => expect(written(path, content)).toBe(id));
});

describe('the ORM forms of the same cut already speak', () => {
  test.each([
    ['app/purge.py', 'from app.models import Citation\n\ndef purge(cutoff):\n    Citation.objects.filter(issued_at__lt=cutoff).delete()\n'],
    [
      'lib/tasks/purge.rake',
      'task purge: :environment do\n  cutoff = ENV.fetch("RETENTION_DAYS", "0").to_i.days.ago\n' +
        '  Citation.where("issued_at < ?", cutoff).delete_all\nend\n',
    ],
  ])('%s', (path, content) => expect(written(path, content)).not.toBe('none'));
});

describe('the reading itself', () => {
  test('each kind of statement reads its cutoff as its rules read one', () => {
    expect(computedCutoffs(["DELETE FROM t WHERE d < now() - (%s || ' days')::interval"], false)).toEqual(['DELETE FROM t WHERE d < %s']);
    expect(computedCutoffs(["DELETE FROM t WHERE d < date('now', ?)"], true)).toEqual(["DELETE FROM t WHERE d < now() - interval '1 day'"]);
    expect(computedCutoffs(['UPDATE t SET a = NULL WHERE issued_at < $1'], false)).toEqual([
      "UPDATE t SET a = NULL WHERE issued_at < now() - interval '1 day'",
    ]);
    // A JSON path (`->>'{key}'`), an argument arrow (`=>`) and a SELECT are left as they are.
    for (const statement of ["UPDATE t SET a = NULL WHERE j->>'{key}' = 'x'", "SELECT * FROM t WHERE d < '{cutoff}'"])
      expect(computedCutoffs([statement], false)).toEqual([statement]);
  });

  test('a long crafted statement is read in linear time', () => {
    const crafted = [
      `DELETE FROM t WHERE d < ${'now() - '.repeat(20000)}`,
      `DELETE FROM t WHERE d < make_interval(${'a,'.repeat(20000)}`,
      `DELETE FROM t WHERE d < date('now', ${"'x' || ".repeat(20000)}`,
      `UPDATE t SET ${'a = NULL, '.repeat(20000)} WHERE ${'< {x '.repeat(20000)}`,
      `DELETE FROM t WHERE ${"< interval '".repeat(20000)}`,
    ];
    // A reader that backtracked on these would run past the test timeout; the answer is checked, not the time.
    expect(computedCutoffs(crafted, false)).toHaveLength(crafted.length);
  });
});
