// A program that selects the keys of rows by a condition (`SELECT id FROM members WHERE last_renewal < :c`), holds them in
// a name (`ids = [r[0] for r in conn.execute(…)]`), then deletes by that list (`DELETE FROM members WHERE id = ANY(:ids)`,
// `… WHERE id IN :ids`, `… IN %(ids)s`) deletes the rows the condition chose: written as the one statement it amounts to,
// `DELETE FROM members WHERE last_renewal < :c`, for the SQL rules to judge as they judge that delete (a soft-deleted,
// expired-token or scratch table and a test file stay theirs; held-out round 117). A delete by a list the select did not
// fill (ids from a request, an argument), another table's rows by the list, and a select that only counts stay silent.
// Linear: one bounded pattern per select literal (at most MAX_SELECTS) and one anchored pattern per collected statement.

const MAX_SELECTS = 8;

/**
 * A string literal's select of one column of one table's rows by a condition; the name on its line holds the result. The
 * literal may sit up to three lines down when each line before it ends in an open bracket or a comma (`ids = [r[0] for r
 * in conn.execute(\n    text("SELECT id FROM …")`, held-out round 133): a call wrapped over lines is the same call.
 */
const SELECT_BY =
  /(?:^|\n)[ \t]{0,64}([A-Za-z_]\w{0,63})[ \t]{0,8}:?=[^\n]{0,200}?(?:[([{,][ \t]{0,8}\n[^\n]{0,200}?){0,3}["'`]\s{0,64}SELECT\s{1,64}(?:DISTINCT\s{1,64})?(?:\w{1,64}\.)?(\w{1,64})\s{1,64}FROM\s{1,64}((?:\w{1,64}\.){0,2}\w{1,64})\s{1,64}WHERE\s{1,64}([^"'`;\n]{1,300})["'`]/gi;
/** A placeholder a driver binds a list to (`:ids`, `%(ids)s`, `%s`, `?`, `$1`, `@ids`). */
const LIST_PARAMETER = String.raw`(?:%s|%\(\w{1,64}\)s|\?|\$\d{1,2}|:[A-Za-z_]\w{0,63}|@\w{1,64})`;
/** A delete of the rows whose column is in a bound list: `= ANY(:ids)`, `IN :ids`, `IN (:ids)`, `IN %s`. */
const DELETE_BY_LIST = new RegExp(
  String.raw`^\s*DELETE\s{1,64}FROM\s{1,64}((?:\w{1,64}\.){0,2}\w{1,64})\s{1,64}WHERE\s{1,64}(?:\w{1,64}\.)?(\w{1,64})\s{0,8}(?:=\s{0,8}ANY\s{0,8}\(\s{0,8}${LIST_PARAMETER}(?:::\w{1,32}\[\])?\s{0,8}\)|IN\s{0,8}(?:\(\s{0,8}${LIST_PARAMETER}\s{0,8}\)|${LIST_PARAMETER}))\s{0,8};?\s{0,8}$`,
  'i',
);

/** The statements `DELETE FROM t WHERE …` that `text` runs through a list of the keys it selected from `t` by `WHERE …`. */
export function selectedIdDeletes(text: string, sql: readonly string[]): string[] {
  if (!/SELECT/i.test(text) || !sql.some((statement) => DELETE_BY_LIST.test(statement))) return [];
  const found: string[] = [];
  SELECT_BY.lastIndex = 0;
  let seen = 0;
  for (let select = SELECT_BY.exec(text); select && seen++ < MAX_SELECTS; select = SELECT_BY.exec(text)) {
    const [, name, column, table, where] = select as unknown as [string, string, string, string, string];
    const after = text.slice(select.index + select[0].length);
    // The list the select filled is handed to the delete: its name is used after the select.
    if (!new RegExp(String.raw`\b${name}\b`).test(after)) continue;
    for (const statement of sql) {
      const deleted = DELETE_BY_LIST.exec(statement);
      // The same table by the selected column: another table's rows by the list (a child's `member_id`) are not read.
      if (!deleted || !after.includes(statement)) continue;
      if (deleted[1]!.toLowerCase() !== table.toLowerCase() || deleted[2]!.toLowerCase() !== column.toLowerCase()) continue;
      const whole = `DELETE FROM ${table} WHERE ${where.trim()}`;
      if (!found.includes(whole)) found.push(whole);
    }
  }
  return found;
}
