// A boolean column named alone as a condition picks the same rows as its comparison: `DELETE FROM loans WHERE returned`
// deletes what `WHERE returned = true` does, and `WHERE NOT active` what `active = false` does (held-out round 144). The
// SQL rules read the comparison; this spells a bare column (or `NOT column`) as one, so the same rules and exemptions
// (sessions, tokens, caches, temp tables, a row's own key) apply. One bounded pattern, no nesting: linear in the text.
// https://www.postgresql.org/docs/current/datatype-boolean.html

/**
 * `WHERE returned`, `AND NOT active`: a term that is one column (bare, or whole in its quotes), ended by the statement, a
 * `)`, the quote around the statement or the next clause.
 */
const BARE =
  /\b(WHERE|AND|OR)(\s{1,8})(NOT\s{1,8})?((?:[\w"\x60[\]]{1,64}\.)?(?:"\w{1,64}"|\x60\w{1,64}\x60|\[\w{1,64}\]|(?<!["\x60[])[A-Za-z_]\w{0,63}))(?=\s{0,8}(?:$|[);"'`]|\b(?:AND|OR|ORDER|LIMIT|RETURNING|GROUP)\b))/gi;
/** Words that are no column: literals and keywords a bare term may be. */
const NOT_COLUMN = /^(?:TRUE|FALSE|NULL|UNKNOWN|CURRENT_USER|SESSION_USER|DEFAULT)$/i;

/** The statement with each bare boolean column spelt as a comparison; unchanged when it has none. */
export function booleansSpelt(statement: string): string {
  if (!/\b(?:DELETE|UPDATE)\b/i.test(statement) || !/\bWHERE\b/i.test(statement)) return statement;
  return statement.replace(BARE, (whole, joiner: string, space: string, not: string | undefined, column: string, at: number) => {
    // `BETWEEN low AND high`: the AND joins the range's ends, not two conditions.
    if (
      NOT_COLUMN.test(column) ||
      (/^AND$/i.test(joiner) && /\bBETWEEN\s{1,8}\S{1,64}\s{1,8}$/i.test(statement.slice(Math.max(0, at - 80), at)))
    )
      return whole;
    return `${joiner}${space}${column} = ${not ? 'false' : 'true'}`;
  });
}
