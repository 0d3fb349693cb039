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

/** A string literal opening with SELECT; the literal is read up to its closing quote in code, never by one pattern. */
const SELECT_OPENER = /(["'`])\s{0,64}SELECT\s/gi;
/** The longest literal read: columns, table and alias, WHERE and what follows, each bounded to 300 characters. */
const MAX_READ = 1024;
const FROM = /\sFROM\s{1,64}/i;
const TABLE_AND_ALIAS =
  /^((?:\w{1,64}\.){0,2}\w{1,64})(?:\s{1,64}(?:AS\s{1,64})?(?!(?:WHERE|ORDER|GROUP|LIMIT|JOIN|INNER|LEFT|RIGHT|CROSS|FULL|UNION|FETCH|OFFSET|FOR)\b)\w{1,64})?/i;
const WHERE = /^\s{1,64}WHERE\s{1,64}/i;
const WHERE_END = /\s(?:ORDER|GROUP|LIMIT|OFFSET|FETCH|UNION)\b/i;

interface TableRead {
  /** The literal, quotes included. */
  literal: string;
  /** Where the literal ends in the text. */
  end: number;
  table: string;
  where: string | undefined;
  /** What follows the table, its alias and its WHERE. */
  rest: string;
}

/**
 * Each string literal's read of one table's rows: its columns, the table, an optional alias, then an optional WHERE that runs
 * to an ORDER BY (or GROUP, LIMIT …) or the literal's end; what else follows (a JOIN, a LIMIT) is `rest`, judged by the
 * caller. Each part is found by a bounded scan of one literal, so a text of many unclosed quotes costs a bounded amount per
 * opener (one pattern spanning the parts let two adjacent runs split the same characters every way).
 */
function* tableReads(text: string): Generator<TableRead> {
  SELECT_OPENER.lastIndex = 0;
  for (let opener = SELECT_OPENER.exec(text); opener; opener = SELECT_OPENER.exec(text)) {
    const quote = opener[1]!;
    const start = opener.index + opener[0].length;
    // Only the next MAX_READ characters are searched for the close: an unclosed quote costs no more than a closed one.
    const length = text.slice(start, start + MAX_READ + 1).indexOf(quote);
    if (length < 0) {
      SELECT_OPENER.lastIndex = opener.index + 1;
      continue;
    }
    const close = start + length;
    const body = text.slice(start, close);
    SELECT_OPENER.lastIndex = close + 1;
    const from = FROM.exec(body.slice(1));
    if (body.includes(';') || !from || from.index > 299) continue;
    const afterFrom = body.slice(1 + from.index + from[0].length);
    const named = TABLE_AND_ALIAS.exec(afterFrom);
    if (!named) continue;
    let rest = afterFrom.slice(named[0].length);
    let where: string | undefined;
    const clause = WHERE.exec(rest);
    if (clause) {
      const tail = rest.slice(clause[0].length);
      const stop = WHERE_END.exec(tail);
      where = tail.slice(0, Math.min(stop ? stop.index : tail.length, 300));
      rest = tail.slice(where.length);
      if (where === '') {
        where = undefined;
        rest = afterFrom.slice(named[0].length);
      }
    }
    if (rest.length > 300) continue;
    yield { literal: text.slice(opener.index, close + 1), end: close + 1, table: named[1]!, where, rest };
  }
}

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
  let seen = 0;
  for (const read of tableReads(text)) {
    if (seen++ >= MAX_SELECTS) break;
    const { table, where, rest } = read;
    // A read bounded to a batch (`LIMIT 1`, `TOP 10`, `FETCH FIRST`) finds some rows, not a class.
    if (!ORDER_ONLY.test(rest) || BOUNDED.test(read.literal)) continue;
    // A read by a cutoff or a range (`closed_on < %s`) is cutoffLoopSql's and selectedIdDeletes' to judge (an app's own
    // rolling window over its own database stays silent there); a table already judged by a delete of its own is not read twice.
    if ((where !== undefined && RANGED.test(where)) || sql.some((statement) => unkeyedDeleteOf(statement, table))) continue;
    const from = read.end;
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
