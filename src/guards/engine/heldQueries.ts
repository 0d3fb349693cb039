// SQLAlchemy bulk deletes by a cutoff that a one-line pattern does not see (held-out round 82): the query held in a name
// and deleted later (`old = session.query(Waiver).filter(Waiver.signed_on < CUTOFF)` … `old.delete()`), its rows walked
// and deleted one by one (`for s in stale: session.delete(s)`), a query chain split over lines as a formatter leaves it,
// and 2.0's `session.execute(delete(Waiver).where(Waiver.signed_on < CUTOFF))`. Each is written as the SQL it runs,
// `DELETE FROM Waiver WHERE signed_on < ?`, for the SQL rules to judge as they judge the one-line form (a scratch table,
// a test file stay theirs). A query that only reads, a soft delete (`.update(…)`) and a delete by key name no cutoff.
// https://docs.sqlalchemy.org/en/20/orm/queryguide/dml.html#orm-bulk-update-and-delete-with-where-criteria,
// https://docs.sqlalchemy.org/en/20/orm/session_basics.html#deleting
// Linear: one pass of bounded patterns, a character scan per query bounded by MAX_CHAIN, and MAX_QUERIES queries.

const MAX_QUERIES = 16;
const MAX_CHAIN = 800;
/** The loop body read for the row delete: a few lines under the loop's header. */
const MAX_BODY = 800;

/** A query of one model (`session.query(M)`, `select(M)`) or a 2.0 bulk delete (`delete(M)`, `sa.delete(M)`). */
const QUERY_START = /(?:\.query|(?<![\w.])select|(?<![\w.])(?:(?:sa|sqlalchemy)\.)?(delete))\(\s{0,8}([A-Z]\w{0,63})\s{0,8}\)/g;
/** A column (or its aggregate, `Lesson.lesson_date.max()`, `func.max(Lesson.lesson_date)`) compared with a bound. */
const RANGE =
  /(?:\bfunc\.(?:max|min)\(\s{0,4})?\b[A-Z]\w{0,63}\.([a-z_]\w{0,63})(?:\.(?:max|min)\(\s{0,4}\)|\s{0,4}\))?\s{0,8}([<>]=?)(?![<>=])/;
/** What precedes the query when a name holds it (`old = `, `old = (` with the chain on the lines under it). */
const HELD = /(?:^|\n)[ \t]*([A-Za-z_]\w{0,63})\s{0,8}=\s{0,8}(?:\(\s{0,80})?[\w.]{0,80}$/;
/** What precedes the query on its line when a loop walks it (`for w in `, `for w in list(`). */
const WALKED = /(?:^|\n)[ \t]*for\s{1,8}([A-Za-z_]\w{0,63})\s{1,8}in\s{1,8}[\w.(]{0,80}$/;

/** Where the expression that starts at `from` ends: at a line break or `:` outside brackets, or a bracket it did not open. */
function chainEnd(text: string, from: number): number {
  let depth = 0;
  const last = Math.min(text.length, from + MAX_CHAIN);
  for (let i = from; i < last; i++) {
    const c = text[i];
    if (c === '(' || c === '[' || c === '{') depth++;
    // A bracket the chain did not open (`old = (\n session.query(M)\n .filter(…)\n)`, `list(…)`) closes around it: the
    // chain goes on to the line break or `:` after it.
    else if (c === ')' || c === ']' || c === '}') depth--;
    else if (depth <= 0 && (c === ':' || c === ';' || c === '#')) return i;
    else if (depth <= 0 && c === '\n' && !/^\s{0,40}[.)]/.test(text.slice(i + 1, i + 42))) return i;
  }
  return last;
}

/** The row delete a loop over `name` makes in its body (`session.delete(w)`, `db.delete(w)`). */
function deletesEach(text: string, from: number, name: string): boolean {
  const body = text.slice(from, from + MAX_BODY);
  return new RegExp(`\\.delete\\(\\s{0,8}${name}\\s{0,8}\\)`).test(body);
}

/** The loops that walk `name` after `from` (`for w in old:`, `for w in old.all():`, `for w in session.scalars(stmt):`). */
function walkedAndDeleted(text: string, from: number, name: string): boolean {
  const loop = new RegExp(
    `(?:^|\\n)[ \\t]*for\\s{1,8}([A-Za-z_]\\w{0,63})\\s{1,8}in\\s{1,8}[\\w.(]{0,80}\\b${name}\\b[\\w.()]{0,40}\\s{0,8}:`,
    'g',
  );
  loop.lastIndex = from;
  let seen = 0;
  for (let match = loop.exec(text); match && seen++ < 4; match = loop.exec(text))
    if (deletesEach(text, match.index + match[0].length, match[1]!)) return true;
  return false;
}

/** The `DELETE FROM Model WHERE col < ?` statements that held, walked or split SQLAlchemy queries of `text` run. */
export function heldQueryDeletes(text: string): string[] {
  if (!/\.delete\(|\bdelete\(/.test(text)) return [];
  const found: string[] = [];
  QUERY_START.lastIndex = 0;
  let seen = 0;
  for (let match = QUERY_START.exec(text); match && seen++ < MAX_QUERIES; match = QUERY_START.exec(text)) {
    const [, bulk, model] = match as unknown as [string, string | undefined, string];
    const end = chainEnd(text, match.index + match[0].length);
    const chain = text.slice(match.index, end);
    const range = RANGE.exec(chain);
    if (!range) continue;
    const line = text.slice(Math.max(0, match.index - 240), match.index);
    const held = HELD.exec(line)?.[1];
    const walker = WALKED.exec(line)?.[1];
    const after = text.slice(end, end + 64 * 1024);
    const deleted =
      // `delete(M).where(…)`, executed where it stands or by the name that holds it.
      (bulk !== undefined && /^\.(?:where|filter)\(/.test(chain.slice(match[0].length).trimStart())) ||
      /\.delete\(/.test(chain.slice(match[0].length)) ||
      (held !== undefined && bulk === undefined && new RegExp(`\\b${held}\\.delete\\(`).test(after)) ||
      (held !== undefined && bulk === undefined && walkedAndDeleted(text, end, held)) ||
      (walker !== undefined && bulk === undefined && deletesEach(text, end, walker));
    if (!deleted) continue;
    // The table as the ORM names it by default (`CacheEntry` → `cache_entry`), so the SQL rules know a scratch one.
    const table = model.replace(/(?<=[a-z0-9])(?=[A-Z])/g, '_').toLowerCase();
    const statement = `DELETE FROM ${table} WHERE ${range[1]} ${range[2]} ?`;
    if (!found.includes(statement)) found.push(statement);
  }
  return found;
}
