// A program that reads a table's rows (`SELECT id, call, band FROM qsos ORDER BY call`), then deletes rows of that table one
// key at a time, in a loop over what it read or in an `executemany` over a list of the keys it picked (`DELETE FROM qsos
// WHERE id = ?` with `[(i,) for i in doomed]`; Go's `for rows.Next()` … `db.Exec(\`DELETE FROM t WHERE id = $1\`, id)`; a
// JavaScript `for (const r of rows) await db.query('DELETE FROM t WHERE id = $1', [r.id])`), deletes as many rows as the
// read found: the rows the code's own test chose, out of the table or the class its WHERE names. Each statement alone takes
// one row; together they amount to `DELETE FROM qsos WHERE id IN (SELECT id FROM qsos [WHERE …])`, written so for the SQL
// rules to judge (delete-by-subquery: a whole table, or a class its WHERE names; a session, cache or scratch table and a
// select by one key stay silent; held-out round 141). A delete by one id from a request (no read of the table before it),
// a delete with no loop between the read and it, a read bounded by LIMIT or joined to other tables, and another table's
// rows (a child's `qso_id`) stay silent. Linear: one bounded pattern per select (at most MAX_SELECTS) and one anchored
// pattern per collected statement.

const MAX_SELECTS = 8;

/**
 * A string literal's read of one table's rows: its columns, the table, an optional alias, then an optional WHERE that runs
 * to an ORDER BY or the literal's end. What else may follow (a JOIN, a LIMIT) is captured in `rest` and judged by the caller.
 */
const TABLE_READ =
  /(["'`])\s{0,64}SELECT\s(?:(?!\1)[^;]){1,300}?\sFROM\s{1,64}((?:\w{1,64}\.){0,2}\w{1,64})(?:\s{1,64}(?:AS\s{1,64})?(?!(?:WHERE|ORDER|GROUP|LIMIT|JOIN|INNER|LEFT|RIGHT|CROSS|FULL|UNION|FETCH|OFFSET|FOR)\b)\w{1,64})?(?:\s{1,64}WHERE\s{1,64}((?:(?!\1|\s(?:ORDER|GROUP|LIMIT|OFFSET|FETCH|UNION)\b)[^;]){1,300}))?((?:(?!\1)[^;]){0,300})\1/gi;
/** What may follow the read and keep it a read of the table's rows, in full or by its WHERE: an order only. */
const ORDER_ONLY = /^\s*(?:ORDER\s{1,64}BY\s[^;]{1,300})?$/i;
/** A comparison or a range in a read's WHERE: a cutoff. */
const RANGED = /[<>]|\bBETWEEN\b/i;

/** Whether `statement` deletes rows of `table` by something other than one bound key. */
function unkeyedDeleteOf(statement: string, table: string): boolean {
  const head = /^\s*DELETE\s{1,64}FROM\s{1,64}((?:\w{1,64}\.){0,2}\w{1,64})\s/i.exec(statement);
  return head !== null && head[1]!.toLowerCase() === table.toLowerCase() && !DELETE_BY_KEY.test(statement);
}

/** Words that bound how many rows a read finds. */
const BOUNDED = /\b(?:LIMIT|TOP|FETCH|OFFSET|ROWNUM)\b/i;
/** A delete of one row of a table by its key bound as a parameter (`id = ?`, `qso_id = %s`, `uuid = $1`, `pk = :id`). */
const DELETE_BY_KEY =
  /^\s*DELETE\s{1,64}FROM\s{1,64}((?:\w{1,64}\.){0,2}\w{1,64})\s{1,64}WHERE\s{1,64}(?:\w{1,64}\.)?((?:\w{1,60}_)?id|uuid|pk)\s{0,8}=\s{0,8}(?:%s|%\(\w{1,64}\)s|\?|\$\d{1,2}|:[A-Za-z_]\w{0,63}|@\w{1,64})\s{0,8};?\s{0,8}$/i;
/**
 * What runs a statement once per row: a loop (`for row in rows:`, `for (const r of rows)`, `.forEach(`, `.each`, Go's `for
 * rows.Next()` and `for _, id := range ids`) or an `executemany` over a list.
 */
const PER_ROW =
  /\bfor\s{1,8}[\w, ()]{1,80}\s{1,8}in\b|\bfor\s{0,8}\(\s{0,8}(?:const|let|var)\s|\.(?:forEach|each)\b|\bfor\s{1,8}(?:\w{1,64}\.Next\(\)|[\w, ]{1,80}:?=\s{0,8}range\b)|\bexecutemany\s{0,8}\(/;

/** The statements `DELETE FROM t WHERE id IN (SELECT id FROM t [WHERE …])` that `text` runs a key at a time. */
export function loopedKeyDeletes(text: string, sql: readonly string[]): string[] {
  if (!/SELECT/i.test(text) || !sql.some((statement) => DELETE_BY_KEY.test(statement))) return [];
  const found: string[] = [];
  TABLE_READ.lastIndex = 0;
  let seen = 0;
  for (let read = TABLE_READ.exec(text); read && seen++ < MAX_SELECTS; read = TABLE_READ.exec(text)) {
    const [, , table, where, rest] = read as unknown as [string, string, string, string | undefined, string];
    // A read bounded to a batch (`LIMIT 1`, `TOP 10`, `FETCH FIRST`) finds some rows, not a class.
    if (!ORDER_ONLY.test(rest) || BOUNDED.test(read[0])) continue;
    // A read by a cutoff or a range (`closed_on < %s`) is cutoffLoopSql's and selectedIdDeletes' to judge (an app's own
    // rolling window over its own database stays silent there); a table already judged by a delete of its own is not read twice.
    if ((where !== undefined && RANGED.test(where)) || sql.some((statement) => unkeyedDeleteOf(statement, table))) continue;
    const from = read.index + read[0].length;
    for (const statement of sql) {
      const deleted = DELETE_BY_KEY.exec(statement);
      // The same table's rows: another table's by the key read (a child's `qso_id`) are not read here.
      if (!deleted || deleted[1]!.toLowerCase() !== table.toLowerCase()) continue;
      const at = text.indexOf(statement, from);
      // The delete comes after the read, with a loop or an executemany between them.
      if (at < 0 || !PER_ROW.test(text.slice(from, at))) continue;
      const key = deleted[2]!;
      const whole = `DELETE FROM ${table} WHERE ${key} IN (SELECT ${key} FROM ${table}${where === undefined ? '' : ` WHERE ${where.trim()}`})`;
      if (!found.includes(whole)) found.push(whole);
    }
  }
  return found;
}
