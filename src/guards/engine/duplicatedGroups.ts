// A program that selects the values of a column that repeat (`SELECT sku FROM stock GROUP BY sku HAVING COUNT(*) > 1`)
// and then, for each of them, deletes by that column with a bound parameter (`DELETE FROM stock WHERE sku = ?` in a loop,
// an `executemany` over the rows, Go's `for rows.Next()` … `db.Exec("… WHERE sku = $1", sku)`), the select in one literal
// or in pieces joined across lines. `GROUP BY … HAVING` picks the values, not the extra rows: each delete takes every row
// carrying its value, the original a dedupe would keep too (held-out round 107). Written as the one statement it amounts
// to, `DELETE FROM stock WHERE sku IN (SELECT sku FROM stock GROUP BY sku HAVING COUNT(*) > 1)`, for the SQL rules to
// judge (delete-duplicated-groups: a staging or scratch table and a test file stay theirs). A select that only reports,
// a delete by the row key (`WHERE id = ?`, the extra rows of each group) and a delete from another table stay silent.
// Linear: one bounded pattern per select (at most MAX_SELECTS of them) and one anchored pattern per collected statement.

const MAX_SELECTS = 4;

/** A string literal's select of the repeated values of one column (the column first, a count beside it allowed). */
const DUPLICATED_SELECT =
  /["'`]\s{0,64}SELECT\s{1,128}(?:DISTINCT\s{1,128})?(?:\w{1,64}\.)?(\w{1,64})(?:\s{0,8},[^"'`;]{1,200}?)?\s{1,128}FROM\s{1,128}((?:\w{1,64}\.){0,2}\w{1,64})(?:\s{1,128}(?:AS\s{1,128})?(?!(?:WHERE|GROUP)\b)\w{1,64})?(?:\s{1,128}WHERE\s{1,128}[^"'`;]{1,200}?)?\s{1,128}GROUP\s{1,128}BY\s{1,128}(?:\w{1,64}\.)?\1\s{1,128}HAVING\s{1,128}COUNT\s{0,8}\(\s{0,8}(?:\*|(?:\w{1,64}\.)?\w{1,64})\s{0,8}\)\s{0,8}(?:>\s{0,8}1|>=\s{0,8}2)(?![\d.])/gi;
/** Where a string literal goes on in the next (`'SELECT sku … ' +\n  'GROUP BY sku …'`, Python's adjacent literals). */
const JOINED_LITERALS = /(["'`])[ \t]{0,8}(?:\+[ \t]{0,8}\r?\n?|\r?\n)[ \t]{0,64}\1/g;
/** A delete of the rows carrying one bound value of a column (`?`, `%s`, `$1`, `:sku`, `@sku`). */
const DELETE_BY_VALUE =
  /^\s*DELETE\s{1,128}FROM\s{1,128}((?:\w{1,64}\.){0,2}\w{1,64})\s{1,128}WHERE\s{1,128}(?:\w{1,64}\.)?(\w{1,64})\s{0,8}=\s{0,8}(?:%s|%\(\w{1,64}\)s|\?|\$\d{1,2}|:[A-Za-z_]\w{0,63}|@\w{1,64})\s{0,8};?\s{0,8}$/i;
/**
 * What runs the delete once per selected value after the select: a loop (`for (email,) in rows:`, `for (const { sku } of
 * rows)`, `.forEach(`, Go's `for rows.Next()` and `for _, s := range skus`) or an `executemany` over the rows.
 */
const PER_VALUE =
  /\bfor\s{1,8}[\w, ()]{1,80}\s{1,8}in\b|\bfor\s{0,8}\(\s{0,8}(?:const|let|var)\s|\.(?:forEach|each)\b|\bfor\s{1,8}(?:\w{1,64}\.Next\(\)|[\w, ]{1,80}:?=\s{0,8}range\b)|\bexecutemany\s{0,8}\(/;

/** The statements `DELETE FROM t WHERE col IN (SELECT col FROM t GROUP BY col HAVING COUNT(*) > 1)` that `text` runs. */
export function duplicatedGroupDeletes(text: string, sql: readonly string[]): string[] {
  if (!/HAVING/i.test(text) || !sql.some((statement) => DELETE_BY_VALUE.test(statement))) return [];
  const found: string[] = [];
  const joined = text.replace(JOINED_LITERALS, '');
  DUPLICATED_SELECT.lastIndex = 0;
  let seen = 0;
  for (let select = DUPLICATED_SELECT.exec(joined); select && seen++ < MAX_SELECTS; select = DUPLICATED_SELECT.exec(joined)) {
    const [, column, table] = select as unknown as [string, string, string];
    if (!PER_VALUE.test(joined.slice(select.index + select[0].length))) continue;
    for (const statement of sql) {
      const deleted = DELETE_BY_VALUE.exec(statement);
      // The same table by the same column: the other table's rows of a repeated value, or rows by their key, are not the class.
      if (!deleted || deleted[1]!.toLowerCase() !== table.toLowerCase() || deleted[2]!.toLowerCase() !== column.toLowerCase()) continue;
      const whole = `DELETE FROM ${table} WHERE ${column} IN (SELECT ${column} FROM ${table} GROUP BY ${column} HAVING COUNT(*) > 1)`;
      if (!found.includes(whole)) found.push(whole);
    }
  }
  return found;
}
