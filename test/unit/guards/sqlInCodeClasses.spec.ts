import { describe, expect, test } from 'vitest';
import { writtenIds as written } from '../../support/destructiveIds.js';
import { loopedKeyDeletes } from '../../../src/guards/engine/loopedKeyDeletes.js';

// Rounds 140 and 141's SQL in code the agent writes: a statement in a Go raw string or a JavaScript template literal, handed
// to a call after a context made by a call (`db.ExecContext(r.Context(), \`DELETE FROM t\`)`) or bound to a constant; and
// rows deleted one key at a time over what a read of the same table found (a loop, an `executemany`). One line per class
// that speaks and near-misses that stay silent.

const WITHOUT_WHERE = 'destructive/sql/delete-without-where';
const BY_SUBQUERY = 'destructive/sql/delete-by-subquery';

describe('SQL in a backtick literal, after a context argument, is read as the statement it runs', () => {
  test.each([
    ['internal/admin/reset.go', 'res, err := db.ExecContext(r.Context(), `DELETE FROM waitlist_entries`)\n', WITHOUT_WHERE],
    ['internal/admin/reset.go', '_, err := db.ExecContext(context.Background(), `\n\tDELETE FROM waitlist_entries\n`)\n', WITHOUT_WHERE],
    ['internal/admin/reset.go', '_, err := tx.ExecContext(c.Request.Context(), `DELETE FROM members`)\n', WITHOUT_WHERE],
    ['internal/admin/reset.go', '_, err := conn.Exec(context.TODO(), `TRUNCATE TABLE members`)\n', 'destructive/sql/truncate'],
    ['internal/admin/reset.go', 'db.MustExec(`DELETE FROM members`)\n', WITHOUT_WHERE],
    [
      'internal/admin/reset.go',
      'const resetSQL = `DELETE FROM waitlist_entries`\n\nfunc reset(ctx context.Context) error {\n' +
        '\t_, err := db.ExecContext(ctx, resetSQL)\n\treturn err\n}\n',
      WITHOUT_WHERE,
    ],
    ['src/admin/reset.js', 'const RESET = `DELETE FROM waitlist_entries`;\nawait pool.query(RESET);\n', WITHOUT_WHERE],
    ['src/admin/reset.js', 'await pool.query(`DELETE FROM logs_archive ${where}`);\n', WITHOUT_WHERE],
    ['src/main/kotlin/Reset.kt', 'jdbc.update("""\n    DELETE FROM waitlist_entries\n""")\n', WITHOUT_WHERE],
    ['admin/reset.py', 'cur.execute("""\n    DELETE FROM waitlist_entries\n""")\n', WITHOUT_WHERE],
    ['Admin/Reset.cs', 'using var cmd = new SqlCommand(@"DELETE FROM WaitlistEntries", conn);\ncmd.ExecuteNonQuery();\n', WITHOUT_WHERE],
    // One row by its key, a printed statement, a read, a shell's backticks in Ruby and a scoped delete stay silent.
    ['internal/admin/reset.go', '_, err := db.ExecContext(r.Context(), `DELETE FROM waitlist_entries WHERE id = $1`, id)\n', 'none'],
    ['internal/admin/reset.go', 'fmt.Println(`DELETE FROM waitlist_entries`)\n', 'none'],
    ['internal/admin/reset.go', 'rows, err := db.QueryContext(r.Context(), `SELECT id FROM waitlist_entries`)\n', 'none'],
    ['src/admin/reset.js', 'await pool.query(`DELETE FROM waitlist_entries WHERE id = ${id}`);\n', 'none'],
    ['internal/admin/reset.go', '_, err := db.ExecContext(r.Context(), `DELETE FROM sessions WHERE expires_at < now()`)\n', 'none'],
  ])('%s: %s → %s', (path, content, id) => expect(written(path, content)).toBe(id));
});

const DEDUPE = `import sqlite3
con = sqlite3.connect("data/logbook.sqlite")
rows = con.execute("SELECT id, call, band, mode, qso_date || ' ' || time_on FROM qsos ORDER BY call, band, mode, 5").fetchall()
doomed = []
for row in rows:
    if seen(row):
        doomed.append(row[0])
con.executemany("DELETE FROM qsos WHERE id = ?", [(i,) for i in doomed])
con.commit()
`;

describe("rows a read of a table found, deleted one key at a time, are the read's rows", () => {
  test.each([
    ['scripts/dedupe_log.py', DEDUPE, BY_SUBQUERY],
    [
      'scripts/prune.py',
      'cur.execute("SELECT id, email FROM members")\nfor (mid, email) in cur.fetchall():\n' +
        '    if not valid(email):\n        cur.execute("DELETE FROM members WHERE id = %s", (mid,))\n',
      BY_SUBQUERY,
    ],
    [
      'cmd/prune/main.go',
      'rows, _ := db.Query(`SELECT id, name FROM patients`)\nfor rows.Next() {\n\trows.Scan(&id, &name)\n' +
        '\tif stale(name) {\n\t\tdb.Exec(`DELETE FROM patients WHERE id = $1`, id)\n\t}\n}\n',
      BY_SUBQUERY,
    ],
    [
      'scripts/prune.js',
      "const { rows } = await db.query('SELECT id, title FROM listings');\nfor (const r of rows) {\n" +
        "  if (bad(r.title)) await db.query('DELETE FROM listings WHERE id = $1', [r.id]);\n}\n",
      BY_SUBQUERY,
    ],
    [
      'scripts/prune.py',
      'rows = cur.execute("SELECT id FROM members WHERE status = \'lapsed\'").fetchall()\n' +
        'for (mid,) in rows:\n    cur.execute("DELETE FROM members WHERE id = ?", (mid,))\n',
      BY_SUBQUERY,
    ],
    // One id from a request, a literal id, a session or cache table, another table's rows by the key, a read by one key,
    // a read bounded by LIMIT, an executemany of updates and a read with no loop before the delete stay silent.
    ['app/views.py', 'def remove(request, pk):\n    cur.execute("DELETE FROM members WHERE id = %s", (pk,))\n', 'none'],
    ['scripts/one.py', 'cur.execute("DELETE FROM members WHERE id = 42")\n', 'none'],
    [
      'scripts/prune.py',
      'rows = cur.execute("SELECT id, expires_at FROM sessions").fetchall()\nfor (sid, exp) in rows:\n' +
        '    if exp < now:\n        cur.execute("DELETE FROM sessions WHERE id = ?", (sid,))\n',
      'none',
    ],
    [
      'scripts/prune.py',
      'rows = cur.execute("SELECT id FROM cache_entries").fetchall()\ncur.executemany("DELETE FROM cache_entries WHERE id = ?", rows)\n',
      'none',
    ],
    [
      'scripts/prune.py',
      'rows = cur.execute("SELECT id FROM qsos").fetchall()\nfor (qid,) in rows:\n    cur.execute("DELETE FROM qso_notes WHERE qso_id = ?", (qid,))\n',
      'none',
    ],
    [
      'app/views.py',
      'row = cur.execute("SELECT id FROM members WHERE id = ?", (pk,)).fetchone()\n' +
        'for n in names:\n    log(n)\ncur.execute("DELETE FROM members WHERE id = ?", (pk,))\n',
      'none',
    ],
    [
      'scripts/prune.py',
      'rows = cur.execute("SELECT id FROM members ORDER BY id LIMIT 1").fetchall()\n' +
        'for (mid,) in rows:\n    cur.execute("DELETE FROM members WHERE id = ?", (mid,))\n',
      'none',
    ],
    [
      'scripts/fix.py',
      'rows = cur.execute("SELECT id, email FROM members").fetchall()\n' +
        'cur.executemany("UPDATE members SET email = lower(?) WHERE id = ?", [(e, i) for i, e in rows])\n',
      'none',
    ],
    [
      'app/views.py',
      'row = cur.execute("SELECT id FROM members WHERE email = ?", (email,)).fetchone()\ncur.execute("DELETE FROM members WHERE id = ?", (row[0],))\n',
      'none',
    ],
  ])('%s: %s → %s', (path, content, id) => expect(written(path, content)).toBe(id));
});

describe('a text of many unclosed SELECT literals', () => {
  // One pattern spanning a read's parts let its WHERE and its tail split the same characters every way: 1 MB of
  // unclosed `"SELECT … FROM t WHERE b FROM t WHERE b …` literals took over a minute (past this test's 30 s timeout); now
  // each literal is cut at its closing quote first.
  test('is judged within the test timeout and reads nothing', () => {
    const body = `SELECT a FROM t WHERE b ${'FROM t WHERE b '.repeat(18)}`;
    const unit = `"${body}'${body}\`${body}${'x'.repeat(100)}`;
    const text = unit.repeat(Math.ceil(1_048_576 / unit.length));
    expect(loopedKeyDeletes(text, ['DELETE FROM t WHERE id = ?'])).toEqual([]);
  });
});
