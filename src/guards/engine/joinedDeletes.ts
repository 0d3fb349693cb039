// A DELETE that joins another table (held-out round 114): Postgres's `DELETE FROM entrants USING events WHERE
// entrants.event_id = events.id AND events.finished_at IS NOT NULL`, MySQL's and SQL Server's `DELETE e FROM entrants e
// [INNER] JOIN events ev ON e.event_id = ev.id WHERE ev.status = 'closed'`. Beyond the join key, when every condition is on
// the joined table, it deletes the child rows of the parents those conditions pick: the same delete as `DELETE FROM entrants
// WHERE event_id IN (SELECT id FROM events WHERE finished_at IS NOT NULL)`, so it is also read in that form and the SQL
// rules (delete-by-subquery and its kin) judge it as they judge the subquery: a class of parents speaks, one parent by its
// key or slug, a housekeeping child table and an archive stay silent. A condition on the deleted table's own rows (`AND
// entrants.id IN (SELECT id FROM entrants_archive)`), a self-join (a dedupe, judged by its own rule), a join on a value (`c.email =
// b.email`), a join with nothing beyond its key, a condition on the joined table's key (`b.id > 5`), an OR and a join key
// that is no `a.x = b.y` leave the statement as written. Linear: one bounded pattern, and conditions split at AND.

const NAME = String.raw`[\w"\`\[\]]{1,64}`;
const TABLE = String.raw`((?:${NAME}\.){0,2}${NAME})`;
const KEYWORD = '(?:WHERE|USING|JOIN|INNER|LEFT|RIGHT|CROSS|ON|SET)\\b';
const ALIAS = String.raw`(?:\s+(?:AS\s+)?(?!${KEYWORD})(\w{1,64}))?`;

/** Postgres: `DELETE FROM t [a] USING o [b] WHERE …`. */
const USING_FORM = new RegExp(String.raw`\bDELETE\s+FROM\s+${TABLE}${ALIAS}\s+USING\s+${TABLE}${ALIAS}\s+WHERE\s+`, 'i');
/** MySQL and SQL Server: `DELETE a FROM t a [INNER] JOIN o b ON … [WHERE …]`. */
const JOIN_FORM = new RegExp(
  String.raw`\bDELETE\s+(\w{1,64})\s+FROM\s+${TABLE}${ALIAS}\s+(?:INNER\s+)?JOIN\s+${TABLE}${ALIAS}\s+ON\s+`,
  'i',
);
/** The join key: `a.x = b.y`. */
const KEY = /^\(?\s*(\w{1,64})\.(\w{1,64})\s*=\s*(\w{1,64})\.(\w{1,64})\s*\)?$/;
/** A qualified column (`events.finished_at`). */
const QUALIFIED = /\b(\w{1,64})\.(?=\w)/g;

const bare = (name: string): string =>
  name
    .replace(/["`[\]]/g, '')
    .split('.')
    .pop()!
    .toLowerCase();

/** The conditions of `where`, split at top-level ANDs; undefined for an OR or brackets deeper than a few. */
function conditions(where: string): string[] | undefined {
  const parts: string[] = [];
  let depth = 0;
  let start = 0;
  for (let i = 0; i < where.length; i++) {
    const c = where[i];
    if (c === '(') depth++;
    else if (c === ')') depth--;
    else if (depth === 0 && /\s/.test(c!)) {
      const word = /^\s+(AND|OR)\s/i.exec(where.slice(i, i + 6));
      if (word) {
        if (word[1]!.toUpperCase() === 'OR') return undefined;
        parts.push(where.slice(start, i).trim());
        start = i + word[0].length;
        i = start - 1;
      }
    }
  }
  parts.push(where.slice(start).trim());
  return parts.every((part) => part !== '') ? parts : undefined;
}

/** The subquery form of a joined delete, or undefined when it is no such delete. */
function asSubquery(target: string, mine: string, other: string, theirs: string, where: string): string | undefined {
  if (bare(target) === bare(other)) return undefined;
  const me = mine.toLowerCase();
  const them = theirs.toLowerCase();
  if (me === them) return undefined;
  const parts = conditions(where);
  if (!parts) return undefined;
  let key: [string, string] | undefined;
  const picks: string[] = [];
  const raw: string[] = [];
  for (const part of parts) {
    const join = KEY.exec(part);
    if (join && key === undefined) {
      const [left, right] = [join[1]!.toLowerCase(), join[3]!.toLowerCase()];
      if (left === me && right === them) key = [join[2]!, join[4]!];
      else if (left === them && right === me) key = [join[4]!, join[2]!];
      if (key) continue;
    }
    // Every other condition reads the joined table only: one on the deleted rows themselves narrows them another way.
    const tables = [...part.matchAll(QUALIFIED)].map((match) => match[1]!.toLowerCase());
    if (tables.length === 0 || tables.some((table) => table !== them)) return undefined;
    raw.push(part);
    picks.push(part.replace(QUALIFIED, (match, table: string) => (table.toLowerCase() === them ? '' : match)));
  }
  // The join is a child's foreign key to its parent's key (`entrants.event_id = events.id`), not a match on a value
  // (`c.email = b.email`, a blocklist), and something beyond it picks the parents.
  if (!key || !/^(?:id|\w{0,60}_id)$/i.test(key[1]) || picks.length === 0) return undefined;
  // One on the joined table's key (`b.id > 5`, `events.id = %s`) picks parents by id, no state of theirs.
  const keyed = new RegExp(String.raw`\b${them}\.(?:id|${key[1]})\b`, 'i');
  if (raw.some((part) => keyed.test(part))) return undefined;
  return `DELETE FROM ${target} WHERE ${key[0]} IN (SELECT ${key[1]} FROM ${other} WHERE ${picks.join(' AND ')})`;
}

/** The end of a statement's conditions: before RETURNING, or an unmatched closing quote of the command it came in. */
function whereOf(rest: string): [string, string] {
  const returning = /\sRETURNING\s/i.exec(rest);
  let at = returning ? returning.index : rest.trimEnd().length;
  const last = rest[at - 1];
  if ((last === '"' || last === "'" || last === '`') && rest.slice(0, at).split(last).length % 2 === 0) at--;
  return [rest.slice(0, at), rest.slice(at)];
}

/** `statement` with a joined delete of a class of parents read in its subquery form; otherwise `statement` unchanged. */
export function joinedAsSubquery(statement: string): string {
  if (statement.length > 4000 || !/\bDELETE\b/i.test(statement)) return statement;
  const using = USING_FORM.exec(statement);
  if (using) {
    const [where, tail] = whereOf(statement.slice(using.index + using[0].length));
    const form = asSubquery(using[1]!, using[2] ?? bare(using[1]!), using[3]!, using[4] ?? bare(using[3]!), where);
    return form === undefined ? statement : statement.slice(0, using.index) + form + tail;
  }
  const join = JOIN_FORM.exec(statement);
  if (join) {
    const mine = join[3] ?? bare(join[2]!);
    if (join[1]!.toLowerCase() !== mine.toLowerCase()) return statement;
    const [on, tail] = whereOf(statement.slice(join.index + join[0].length));
    const where = on.replace(/\s+WHERE\s+/i, ' AND ');
    const form = asSubquery(join[2]!, mine, join[4]!, join[5] ?? bare(join[4]!), where);
    return form === undefined ? statement : statement.slice(0, join.index) + form + tail;
  }
  return statement;
}
