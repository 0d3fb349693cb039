// SQLAlchemy bulk deletes by a cutoff that a one-line pattern does not see (held-out round 82): the query held in a name
// and deleted later (`old = session.query(Waiver).filter(Waiver.signed_on < CUTOFF)` … `old.delete()`), its rows walked
// and deleted one by one (`for s in stale: session.delete(s)`), a query chain split over lines as a formatter leaves it,
// and 2.0's `session.execute(delete(Waiver).where(Waiver.signed_on < CUTOFF))`. Each is written as the SQL it runs,
// `DELETE FROM Waiver WHERE signed_on < ?`, for the SQL rules to judge as they judge the one-line form (a scratch table,
// a test file stay theirs). A query that only reads, a soft delete (`.update(…)`) and a delete by key name no cutoff.
// https://docs.sqlalchemy.org/en/20/orm/queryguide/dml.html#orm-bulk-update-and-delete-with-where-criteria,
// https://docs.sqlalchemy.org/en/20/orm/session_basics.html#deleting
// The ids such a query selects, collected in a name (`ids = [row.id for row in stale]`, `stale.all()`, `s.scalars(stmt)
// .all()`) and deleted by them (`s.query(PunchCard).filter(PunchCard.member_id.in_(ids)).delete()`, `delete(M).where(M.id
// .in_(ids))`, Django's `M.objects.filter(member_id__in=ids).delete()`), delete what the cutoff selected and are written as
// the same statement on the deleted model (held-out round 89). Ids from a request or an argument, or from a query by key,
// stay silent.
// Linear: one pass of bounded patterns, a character scan per query bounded by MAX_CHAIN, and MAX_QUERIES queries.

const MAX_QUERIES = 16;
const MAX_CHAIN = 800;
/** The loop body read for the row delete: a few lines under the loop's header. */
const MAX_BODY = 800;

/**
 * A query of one model or one of its columns (`session.query(M)`, `session.query(M.id)`, `select(M.id)`) or a 2.0 bulk
 * delete (`delete(M)`, `sa.delete(M)`).
 */
const QUERY_START =
  /(?:\.query|(?<![\w.])select|(?<![\w.])(?:(?:sa|sqlalchemy)\.)?(delete))\(\s{0,8}([A-Z]\w{0,63})(?:\.[a-z_]\w{0,63})?\s{0,8}\)/g;
/** A column (or its aggregate, `Lesson.lesson_date.max()`, `func.max(Lesson.lesson_date)`) compared with a bound. */
const RANGE =
  /(?:\bfunc\.(?:max|min)\(\s{0,4})?\b[A-Z]\w{0,63}\.([a-z_]\w{0,63})(?:\.(?:max|min)\(\s{0,4}\)|\s{0,4}\))?\s{0,8}([<>]=?)(?![<>=])/;
/** What precedes the query when a name holds it (`old = `, `old = (` with the chain on the lines under it). */
const HELD = /(?:^|\n)[ \t]*([A-Za-z_]\w{0,63})\s{0,8}=\s{0,8}(?:\(\s{0,80})?[\w.]{0,80}$/;
/** What precedes the query on its line when a loop walks it (`for w in `, `for w in list(`). */
const WALKED = /(?:^|\n)[ \t]*for\s{1,8}([A-Za-z_]\w{0,63})\s{1,8}in\s{1,8}[\w.(]{0,80}$/;

/**
 * What precedes the query when a name collects its rows (`ids = [r.id for r in `, `ids = s.scalars(`, `ids = list(s.scalars(`),
 * the query on the same line or, as a formatter splits a 2.0 call, on the next (`ids = session.scalars(\n    select(M.id)…`,
 * held-out round 98).
 */
const COLLECTING =
  /(?:^|\n)[ \t]*([A-Za-z_]\w{0,63})\s{0,8}=\s{0,8}(?:\[[^\n[\]]{0,160}?\bin[ \t]{1,8}[\w.(]{0,80}\s{0,80}|(?:[\w.]{0,80}\(\s{0,80}){1,2})$/;
/** A delete by the ids a name holds: SQLAlchemy's `.in_(ids)`. */
const IN_NAME = /\.in_\(\s{0,8}([A-Za-z_]\w{0,63})\s{0,8}\)/g;
/** Django's delete by a list of ids: `M.objects.filter(member_id__in=ids).delete()`. */
const DJANGO_IN_DELETE =
  /\b([A-Z]\w{0,63})\.objects\.filter\([^()\n]{0,200}?\b\w{1,64}__in\s{0,8}=\s{0,8}([A-Za-z_]\w{0,63})\b[^()\n]{0,200}\)\s{0,8}\.delete\(/g;

/** The names that collect the rows of the query `held` in the text after it (`ids = [row.id for row in held]`, `held.all()`). */
function collectors(after: string, held: string): string[] {
  const pattern = new RegExp(
    `(?:^|\\n)[ \\t]*([A-Za-z_]\\w{0,63})\\s{0,8}=\\s{0,8}(?:\\[[^\\n[\\]]{0,160}?\\bin[ \\t]{1,8})?[\\w.(]{0,80}\\b${held}\\b(?!\\s{0,8}=)`,
    'g',
  );
  const names: string[] = [];
  for (let match = pattern.exec(after); match && names.length < 4; match = pattern.exec(after))
    if (match[1] !== held) names.push(match[1]!);
  return names;
}

/** The ORM's default table name of a model (`CacheEntry` → `cache_entry`), so the SQL rules know a scratch one. */
const tableOf = (model: string): string => model.replace(/(?<=[a-z0-9])(?=[A-Z])/g, '_').toLowerCase();

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
  const add = (statement: string): void => {
    if (!found.includes(statement)) found.push(statement);
  };
  /** Names that hold a cutoff query or the ids it selected, with the condition it selected them by. */
  const collected = new Map<string, string>();
  QUERY_START.lastIndex = 0;
  let seen = 0;
  for (let match = QUERY_START.exec(text); match && seen++ < MAX_QUERIES; match = QUERY_START.exec(text)) {
    const [, bulk, model] = match as unknown as [string, string | undefined, string];
    const end = chainEnd(text, match.index + match[0].length);
    const chain = text.slice(match.index, end);
    const tail = chain.slice(match[0].length);
    const bulkWhere = bulk !== undefined && /^\.(?:where|filter)\(/.test(tail.trimStart());
    const range = RANGE.exec(chain);
    if (!range) {
      // A delete by ids a cutoff query selected (`.filter(PunchCard.member_id.in_(ids)).delete()`).
      if (!bulkWhere && !/\.delete\(/.test(tail)) continue;
      for (const [, name] of chain.matchAll(IN_NAME)) {
        const where = collected.get(name!);
        if (where !== undefined) add(`DELETE FROM ${tableOf(model)} WHERE ${where}`);
      }
      continue;
    }
    const where = `${range[1]} ${range[2]} ?`;
    const line = text.slice(Math.max(0, match.index - 240), match.index);
    const held = HELD.exec(line)?.[1];
    const walker = WALKED.exec(line)?.[1];
    const after = text.slice(end, end + 64 * 1024);
    if (bulk === undefined) {
      const collector = COLLECTING.exec(line)?.[1];
      if (collector !== undefined) collected.set(collector, where);
      if (held !== undefined) {
        collected.set(held, where);
        for (const name of collectors(after, held)) collected.set(name, where);
      }
    }
    const deleted =
      // `delete(M).where(…)`, executed where it stands or by the name that holds it.
      bulkWhere ||
      /\.delete\(/.test(tail) ||
      (held !== undefined && bulk === undefined && new RegExp(`\\b${held}\\.delete\\(`).test(after)) ||
      (held !== undefined && bulk === undefined && walkedAndDeleted(text, end, held)) ||
      (walker !== undefined && bulk === undefined && deletesEach(text, end, walker));
    if (deleted) add(`DELETE FROM ${tableOf(model)} WHERE ${where}`);
  }
  if (collected.size > 0) {
    DJANGO_IN_DELETE.lastIndex = 0;
    let deletes = 0;
    for (let match = DJANGO_IN_DELETE.exec(text); match && deletes++ < MAX_QUERIES; match = DJANGO_IN_DELETE.exec(text)) {
      const where = collected.get(match[2]!);
      if (where !== undefined) add(`DELETE FROM ${tableOf(match[1]!)} WHERE ${where}`);
    }
  }
  return found;
}
