import type { Family } from '../lib/codeText.js';
import { closingBracket, splitArguments } from '../lib/topLevel.js';
import { snake } from './ormFilters.js';
import { CODE_AGE, codeAgeSeconds } from './retentionCuts.js';

/** An object's or list's entries: Prettier and Black end a wrapped one with a comma, which adds none. */
const entries = (body: string): string[] => splitArguments(body).filter((entry) => entry !== '');

// A document store's bulk delete by a filter, written in a program (held-out round 172): the MongoDB Node driver's
// `db.collection('members').deleteMany({ subscriptionPaidUntil: { $lt: new Date() } })`, a mongosh script's
// `db.members.deleteMany(…)` or `remove(…)`, Mongoose's `Member.deleteMany({ … })`, PyMongo's `db.members.delete_many(
// {'paid_until': {'$lt': datetime.utcnow()}})`, and a `bulkWrite([{ deleteMany: { filter } }])` / `bulk_write([DeleteMany(
// {…})])`. Each is written as the SQL it runs (`DELETE FROM members WHERE subscription_paid_until < now()`), so the SQL
// rules judge it as they judge that statement: people by a passed date or a rolling cutoff (delete-people-by-inactivity,
// delete-rows-date-passed), records by age, and their silences (soft-deleted or anonymised rows, sign-ups never confirmed,
// test and guest accounts, a window under a month, housekeeping collections such as sessions, tokens, logs and events).
// Only filters that compare a field with `$lt`/`$lte`/`$gt`/`$gte` are read: an `_id` or a key picks documents, not a range.
// Linear: each pattern is a run of disjoint classes with bounded gaps; at most MAX deletes, each in a bounded window.

const MAX = 8;
/** Names looked up through their bindings per reading: each lookup scans the code once. */
const MAX_LOOKUPS = 32;
let lookups = 0;
/** How much code one delete's filter (or a bulk write's operations) may span. */
const WINDOW = 2000;

/** A delete method on a receiver: the Node driver's and Mongoose's, PyMongo's, the shell's legacy `remove`. */
const DELETE_CALL = /\.\s{0,4}(deleteMany|delete_many|remove)\s{0,4}\(\s{0,16}/g;
/** A bulk write's delete operation: `{ deleteMany: { filter: {…} } }`, PyMongo's `DeleteMany({…})`. */
const BULK_DELETE = /\{\s{0,16}["']?deleteMany["']?\s{0,4}:\s{0,16}\{\s{0,16}["']?filter["']?\s{0,4}:\s{0,16}|\bDeleteMany\(\s{0,16}/g;
/** A bulk write, whose receiver names the collection its operations delete from. */
const BULK_WRITE = /\.\s{0,4}(?:bulkWrite|bulk_write)\s{0,4}\(/g;
/** A comparison the filter holds: the class is a range, not a key. */
const COMPARISON = /["']?\$(?:lt|lte|gt|gte)["']?\s{0,4}:/;
const OPERATORS: Record<string, string> = { $lt: '<', $lte: '<=', $gt: '>', $gte: '>=', $eq: '=', $ne: '<>' };

/** The collection a receiver names: `db.collection('members')`, `db['members']`, `db.members`, `Member` (a model). */
function collectionOf(receiver: string, text: string): string | undefined {
  const named = /(?:collection|getCollection|get_collection)\(\s{0,8}["'`]([\w.-]{1,64})["'`]\s{0,8}\)\s{0,4}$/.exec(receiver);
  if (named) return named[1];
  const indexed = /\[\s{0,8}["']([\w.-]{1,64})["']\s{0,8}\]\s{0,4}$/.exec(receiver);
  if (indexed) return indexed[1];
  const last = /([A-Za-z_$][\w$]{0,63})\s{0,4}$/.exec(receiver)?.[1];
  if (last === undefined || /^(?:db|database|client|conn|connection|mongo|mongoose|this|self|prisma)$/i.test(last)) return undefined;
  // A name bound to a collection (`const members = db.collection('members')`, `members = db['members']`).
  if (lookups++ >= MAX_LOOKUPS) return last;
  const bound = new RegExp(
    String.raw`(?<![\w$.])${last.replaceAll('$', '\\$')}\s{0,4}=\s{0,8}(?:await\s{1,4})?[\w$.]{0,80}(?:(?:collection|getCollection|get_collection)\(\s{0,8}["'\`]([\w.-]{1,64})["'\`]|\[\s{0,8}["']([\w.-]{1,64})["']\s{0,8}\])`,
  ).exec(text);
  return bound?.[1] ?? bound?.[2] ?? last;
}

/** One link of a receiver: a name, with the call or index it makes (`collection('members')`, `['members']`). */
const LINK = String.raw`[A-Za-z_$][\w$]{0,63}(?:\s{0,4}\([^()\n]{0,100}\)|\[[^[\]\n]{0,100}\])?`;
const RECEIVER = new RegExp(String.raw`(?:${LINK}\s{0,4}\.\s{0,4}){0,4}${LINK}$`);

/** The receiver written right before `at` (a call's dot), bounded: `db.collection('members')`, `db.members`, `Member`. */
function receiverBefore(text: string, at: number): string {
  // A chain broken before the call (`db.collection('members')\n  .deleteMany(…)`) ends its head in blanks.
  const head = text.slice(Math.max(0, at - 200), at).trimEnd();
  const match = RECEIVER.exec(head);
  return match?.[0] ?? '';
}

/** The receiver of the bulk write a listed operation at `at` belongs to: the nearest `.bulkWrite(` before it, if any. */
function bulkReceiver(text: string, at: number): string | undefined {
  const before = text.slice(Math.max(0, at - WINDOW), at);
  let write = -1;
  for (const each of before.matchAll(BULK_WRITE)) write = each.index;
  return write < 0 ? undefined : receiverBefore(before, write);
}

/** A product of numbers (`365*24*60*60*1000`, `90 * 864e5`), or NaN. */
function product(expression: string): number {
  const factors = expression.replace(/[()\s]/g, '').split('*');
  if (factors.length > 8 || factors.some((factor) => !/^\d{1,9}(?:\.\d{1,6})?(?:e\d{1,2})?$/.test(factor))) return Number.NaN;
  return factors.reduce((total, factor) => total * Number(factor), 1);
}

/** A clock read now: `new Date()`, `Date.now()`, `datetime.utcnow()`, `datetime.now(timezone.utc)`, `timezone.now()`. */
const NOW =
  /^(?:new\s{1,4}Date\(\s{0,4}(?:Date\.now\(\s{0,4}\))?\s{0,4}\)|Date\.now\(\s{0,4}\)|(?:[\w.]{0,40}\.)?(?:utcnow|now|today)\(\s{0,4}(?:[\w.]{0,40})?\s{0,4}\)(?:\.(?:toDate|toJSDate|date)\(\s{0,4}\))?|(?:dayjs|moment)\(\s{0,4}\)(?:\.toDate\(\s{0,4}\))?)$/;
/** A literal date: `ISODate("2023-01-01")`, `new Date('2023-01-01T00:00:00Z')`, `datetime(2023, 1, 1)`. */
const LITERAL_DATE =
  /^(?:ISODate|new\s{1,4}Date)\(\s{0,4}["'](\d{4}-\d{2}-\d{2})[^"'\n]{0,24}["']\s{0,4}\)$|^(?:datetime\.)?(?:datetime|date)\(\s{0,4}(\d{4})\s{0,4},\s{0,4}(\d{1,2})\s{0,4},\s{0,4}(\d{1,2})/;

/** Milliseconds taken from now: `new Date(Date.now() - 365*864e5)`, `Date.now() - 90 * 24 * 60 * 60 * 1000`. */
const CLOCK_MS = String.raw`(?:Date\.now\(\s{0,4}\)|new\s{1,4}Date\(\s{0,4}\)(?:\.getTime\(\s{0,4}\))?)`;
const MS_BACK = new RegExp(String.raw`^(?:new\s{1,4}Date\(\s{0,4})?${CLOCK_MS}\s{0,4}-\s{0,4}([\d\s*.e()]{1,80}?)\s{0,4}\)?$`);

/** A cutoff taken back from now as SQL (`now() - interval '365 days'`), or undefined when the window cannot be read. */
function backFromNow(expression: string): string | undefined {
  const back = MS_BACK.exec(expression);
  let seconds = back ? product(back[1]!) / 1000 : Number.NaN;
  if (Number.isNaN(seconds)) {
    const age = new RegExp(CODE_AGE.source, 'i').exec(expression);
    if (age) seconds = codeAgeSeconds(age.slice(1));
  }
  if (Number.isNaN(seconds) || seconds <= 0) return undefined;
  return seconds >= 86400
    ? `now() - interval '${Math.round(seconds / 86400)} days'`
    : `now() - interval '${Math.round(seconds / 3600)} hours'`;
}

/** A filter value as SQL: a clock, a window back from it, a literal date or word; a name is read through its binding. */
function valueSql(value: string, text: string, depth = 0): string {
  const v = value.trim().replace(/\.(?:toISOString|isoformat)\(\s{0,4}\)$/, '');
  if (NOW.test(v)) return 'now()';
  const date = LITERAL_DATE.exec(v);
  if (date) return date[1] !== undefined ? `'${date[1]}'` : `'${date[2]}-${date[3]!.padStart(2, '0')}-${date[4]!.padStart(2, '0')}'`;
  if (/^-?\d{1,12}(?:\.\d{1,6})?$/.test(v)) return v;
  const quoted = /^(?:"([^"\\\n]{0,64})"|'([^'\\\n]{0,64})')$/.exec(v);
  if (quoted) return `'${quoted[1] ?? quoted[2]}'`;
  if (/[-+]/.test(v) || /\b(?:subtract|sub\w{0,8}|minus|timedelta|relativedelta|ago)\b/.test(v)) {
    const back = backFromNow(v);
    if (back !== undefined) return back;
  }
  // `{ $lt: cutoff }` with `const cutoff = new Date(Date.now() - …)` or `cutoff = datetime.utcnow() - timedelta(days=30)`.
  if (depth === 0 && /^[A-Za-z_$][\w$]{0,63}$/.test(v) && lookups++ < MAX_LOOKUPS) {
    const bound = new RegExp(String.raw`(?<![\w$.])${v.replaceAll('$', '\\$')}\s{0,4}=(?!=)\s{0,8}([^;\n]{1,200})`).exec(text);
    if (bound) return valueSql(bound[1]!.trim(), text, 1);
  }
  return '?';
}

/** A key as SQL names its column: `'paid_until'`, `subscriptionPaidUntil`, `profile.lastLogin` → `profile_last_login`. */
const column = (key: string): string => snake(key.replace(/^["']|["']$/g, '').replaceAll('.', '_'));

/** A filter object's text (its braces stripped) as SQL conditions joined by AND; undefined when it selects by a key. */
function filterSql(body: string, text: string, depth = 0): string | undefined {
  const conditions: string[] = [];
  for (const pair of entries(body).slice(0, 16)) {
    const read = pairOf(pair);
    if (!read) return undefined;
    const [key, value] = read;
    // `$or: [{…}, {…}]`, `$and: […]`: each branch read as a filter of its own.
    if (/^\$(?:or|and|nor)$/.test(key)) {
      const list = /^\[([^]*)\]$/.exec(value);
      if (!list || depth > 1) return undefined;
      const branches = entries(list[1]!).map((branch) => /^\{([^]*)\}$/.exec(branch)?.[1]);
      if (branches.length === 0 || branches.length > 8 || branches.some((branch) => branch === undefined)) return undefined;
      const read = branches.map((branch) => filterSql(branch!, text, depth + 1));
      if (read.some((branch) => branch === undefined)) return undefined;
      const joined = read.join(key === '$and' ? ' AND ' : ' OR ');
      conditions.push(key === '$nor' ? `NOT (${joined})` : `(${joined})`);
      continue;
    }
    if (key.startsWith('$')) return undefined;
    // An `_id` or another key picks documents by their keys, not a class of them.
    if (/^_?id$|_id$|Ids?$|^_?uuid$/.test(key)) return undefined;
    const name = column(key);
    const operators = /^\{([^]*)\}$/.exec(value);
    if (operators) {
      for (const operator of entries(operators[1]!).slice(0, 4)) {
        const op = /^["']?(\$\w{1,16})["']?\s{0,4}:\s{0,8}([^]{1,400})$/.exec(operator);
        if (!op) return undefined;
        const sign = OPERATORS[op[1]!];
        if (sign !== undefined) {
          const v = op[2]!.trim();
          conditions.push(
            /^(?:null|None)$/.test(v) ? `${name} IS ${sign === '=' ? '' : 'NOT '}NULL` : `${name} ${sign} ${valueSql(v, text)}`,
          );
        } else if (op[1] === '$exists') conditions.push(`${name} IS ${/^(?:false|False|0)$/.test(op[2]!.trim()) ? '' : 'NOT '}NULL`);
        else if (op[1] === '$in' || op[1] === '$nin') conditions.push(`${name} ${op[1] === '$nin' ? 'NOT ' : ''}IN (?)`);
        else return undefined;
      }
      continue;
    }
    if (/^(?:null|None)$/.test(value)) conditions.push(`${name} IS NULL`);
    else if (/^(?:true|True)$/.test(value)) conditions.push(`${name} = TRUE`);
    else if (/^(?:false|False)$/.test(value)) conditions.push(`${name} = FALSE`);
    // A pattern (`email: /@example\.com$/`): its literal text, as LIKE reads it.
    else if (/^\/[^/\n]{1,100}\/[a-z]{0,4}$/.test(value))
      conditions.push(`${name} LIKE '%${value.replace(/^\/\^?|\$?\/[a-z]*$/g, '').replaceAll('\\', '')}%'`);
    else conditions.push(`${name} = ${valueSql(value, text)}`);
  }
  return conditions.length > 0 ? conditions.join(' AND ') : undefined;
}

/** A comparison with a clock, a window back from it or a literal date; a bound value on a field named for a date. */
const DATED_COMPARISON = /\b(\w{1,64}) (?:<|<=|>|>=) (?:now\(\)|'\d{4}-\d{2}-\d{2}'|(\?))/g;
const DATE_FIELD = /(?:_at|_on|_ts|date|time|day|until|since|till|^last_\w{1,60})$/;

function dated(where: string): boolean {
  for (const match of where.matchAll(DATED_COMPARISON)) if (match[2] === undefined || DATE_FIELD.test(match[1]!)) return true;
  return false;
}

/** The filter object opened at `open` (a `{`), its braces stripped, or undefined. */
function objectAt(text: string, open: number): string | undefined {
  if (text[open] !== '{') return undefined;
  const slice = text.slice(open + 1, open + WINDOW);
  const close = closingBracket(slice, 0);
  return close < 0 ? undefined : slice.slice(0, close);
}

/** The document-store deletes of `text` (in `family`) that compare a field, as the SQL they run. */
export function documentDeleteSql(text: string, family: Family): string[] {
  if ((family !== 'js' && family !== 'py') || !COMPARISON.test(text)) return [];
  const found: string[] = [];
  lookups = 0;
  const add = (collection: string | undefined, body: string | undefined): void => {
    if (collection === undefined || body === undefined || !COMPARISON.test(body) || found.length >= MAX) return;
    const where = filterSql(body, text);
    // Only a date compared: an age or a count (`{ age: { $lt: 18 } }`) picks a class of documents by a number, not a date.
    if (where === undefined || !dated(where)) return;
    const statement = `DELETE FROM ${column(collection)} WHERE ${where}`;
    if (!found.includes(statement)) found.push(statement);
  };
  DELETE_CALL.lastIndex = 0;
  for (let match = DELETE_CALL.exec(text), n = 0; match && n++ < 64 && found.length < MAX; match = DELETE_CALL.exec(text)) {
    const body = objectAt(text, match.index + match[0].length);
    // Prisma's `deleteMany({ where: … })` and Sequelize's are the ORM readers' (sdkCalls).
    if (body === undefined || /^\s{0,16}["']?where["']?\s{0,4}:/.test(body)) continue;
    add(collectionOf(receiverBefore(text, match.index), text), body);
  }
  BULK_DELETE.lastIndex = 0;
  for (let match = BULK_DELETE.exec(text), n = 0; match && n++ < 64 && found.length < MAX; match = BULK_DELETE.exec(text)) {
    const receiver = bulkReceiver(text, match.index);
    if (receiver === undefined) continue;
    add(collectionOf(receiver, text), objectAt(text, match.index + match[0].length));
  }
  return found;
}

// The same store's bulk updates (held-out round 175): `db.collection('snails').updateMany({}, { $set: { points: 0 } })`,
// PyMongo's `update_many`, Mongoose's `Snail.updateMany({}, { points: 0 })` (a bare object is its `$set`), the shell's legacy
// `update(filter, update, { multi: true })` and a bulk write's `{ updateMany: { filter, update } }` / `UpdateMany(filter,
// update)`. Each is written as the UPDATE it runs, `$set` as `col = value` and `$unset` as `col = NULL`, the filter as its
// WHERE (none for `{}`), so the SQL rules judge it as they judge that statement, silences included: a filter by `_id` or
// another key is not read (one document), nor an update that only adds (`$inc`, `$push`, `$addToSet`), nor a backfill of a
// field the filter says no document has yet (`{ theme: { $exists: false } }` then `$set: { theme: 'light' }`): nothing held
// is overwritten, as a backfill of a column the same migration adds overwrites nothing.

/** A bulk update on a receiver: the Node driver's and Mongoose's, PyMongo's, the shell's legacy `update` (with `multi`). */
const UPDATE_CALL = /\.\s{0,4}(updateMany|update_many|update)\s{0,4}\(\s{0,16}/g;
/** A bulk write's update operation: `{ updateMany: { filter: {…}, update: {…} } }`, PyMongo's `UpdateMany({…}, {…})`. */
const BULK_UPDATE = /\{\s{0,16}["']?updateMany["']?\s{0,4}:\s{0,16}(?=\{)|\bUpdateMany\(\s{0,16}(?=\{)/g;
/** The legacy `update`'s option that makes it take every matching document. */
const MULTI = /^\s{0,16},\s{0,16}\{[^{}]{0,200}["']?multi["']?\s{0,4}:\s{0,4}(?:true|True)\b/;

/** A `$set` value as SQL: an empty value, a number, a word, a clock; anything computed is `?`. */
function setValueSql(value: string): string {
  const v = value.trim();
  if (/^(?:null|None|undefined)$/.test(v)) return 'NULL';
  if (/^(?:""|''|\[\s{0,8}\]|\{\s{0,8}\})$/.test(v)) return "''";
  if (/^(?:true|True)$/.test(v)) return 'TRUE';
  if (/^(?:false|False)$/.test(v)) return 'FALSE';
  if (/^-?\d{1,12}(?:\.\d{1,6})?$/.test(v)) return v;
  if (NOW.test(v)) return 'now()';
  const quoted = /^(?:"([^"\\\n]{0,64})"|'([^'\\\n]{0,64})')$/.exec(v);
  return quoted ? `'${quoted[1] ?? quoted[2]}'` : '?';
}

/** One `key: value` pair of an object's text, the key unquoted, or undefined. */
function pairOf(pair: string): [string, string] | undefined {
  const parts = /^(["']?[$\w.]{1,64}["']?)\s{0,4}:\s{0,8}([^]{1,1000})$/.exec(pair);
  return parts ? [parts[1]!.replace(/^["']|["']$/g, ''), parts[2]!.trim()] : undefined;
}

/** An update document's text (braces stripped) as SQL assignments; undefined when it overwrites nothing it can read. */
function assignmentsSql(body: string): string[] | undefined {
  const pairs = entries(body).slice(0, 16).map(pairOf);
  if (pairs.length === 0 || pairs.some((pair) => pair === undefined)) return undefined;
  // Mongoose's bare `{ points: 0 }` is its `$set`.
  const operators = pairs.every((pair) => pair![0].startsWith('$')) ? pairs : [['$set', `{${body}}`] as [string, string]];
  const assignments: string[] = [];
  for (const [operator, value] of operators as [string, string][]) {
    if (operator !== '$set' && operator !== '$unset') continue;
    const fields = /^\{([^]*)\}$/.exec(value)?.[1];
    if (fields === undefined) return undefined;
    for (const field of entries(fields).slice(0, 16)) {
      const read = pairOf(field);
      if (read === undefined) return undefined;
      assignments.push(`${column(read[0])} = ${operator === '$unset' ? 'NULL' : setValueSql(read[1])}`);
    }
  }
  return assignments.length > 0 ? assignments : undefined;
}

/** The object written right after `at` past a comma (`, {…}`), its braces stripped, and where it ends. */
function nextObject(text: string, at: number): { body: string; end: number } | undefined {
  const comma = /^\s{0,16},\s{0,16}/.exec(text.slice(at, at + 40));
  if (!comma) return undefined;
  const open = at + comma[0].length;
  const body = objectAt(text, open);
  return body === undefined ? undefined : { body, end: open + body.length + 2 };
}

/** The document-store bulk updates of `text` (in `family`), as the UPDATE … SET … [WHERE …] they run. */
export function documentUpdateSql(text: string, family: Family): string[] {
  if ((family !== 'js' && family !== 'py') || !/update_?many|\.update\s{0,4}\(|UpdateMany/i.test(text)) return [];
  const found: string[] = [];
  lookups = 0;
  const add = (collection: string | undefined, filter: string, update: string): void => {
    if (collection === undefined || found.length >= MAX) return;
    const where = /^\s*$/.test(filter) ? '' : filterSql(filter, text);
    const assignments = assignmentsSql(update);
    if (where === undefined || assignments === undefined) return;
    // A field the filter says no document holds yet (`{ theme: { $exists: false } }`) is a backfill: nothing overwritten.
    const absent = [
      ...filter.matchAll(/["']?([\w.]{1,64})["']?\s{0,4}:\s{0,8}\{\s{0,8}["']?\$exists["']?\s{0,4}:\s{0,8}(?:false|False|0)\s{0,8}\}/g),
    ].map((match) => column(match[1]!));
    if (assignments.every((assignment) => absent.includes(assignment.split(' = ')[0]!))) return;
    const statement = `UPDATE ${column(collection)} SET ${assignments.join(', ')}${where ? ` WHERE ${where}` : ''}`;
    if (!found.includes(statement)) found.push(statement);
  };
  UPDATE_CALL.lastIndex = 0;
  for (let match = UPDATE_CALL.exec(text), n = 0; match && n++ < 64 && found.length < MAX; match = UPDATE_CALL.exec(text)) {
    const open = match.index + match[0].length;
    const filter = objectAt(text, open);
    // Prisma's and Sequelize's `updateMany({ where, data })` are the ORM readers' (sdkCalls).
    if (filter === undefined || /^\s{0,16}["']?(?:where|data)["']?\s{0,4}:/.test(filter)) continue;
    const update = nextObject(text, open + filter.length + 2);
    if (update === undefined) continue;
    // The legacy `update` takes one document unless told `multi: true`.
    if (match[1] === 'update' && !MULTI.test(text.slice(update.end, update.end + 260))) continue;
    add(collectionOf(receiverBefore(text, match.index), text), filter, update.body);
  }
  BULK_UPDATE.lastIndex = 0;
  for (let match = BULK_UPDATE.exec(text), n = 0; match && n++ < 64 && found.length < MAX; match = BULK_UPDATE.exec(text)) {
    const receiver = bulkReceiver(text, match.index);
    if (receiver === undefined) continue;
    const open = match.index + match[0].length;
    const first = objectAt(text, open);
    if (first === undefined) continue;
    let filter: string | undefined, update: string | undefined;
    if (match[0].startsWith('{')) {
      // `{ updateMany: { filter: {…}, update: {…} } }`
      for (const pair of entries(first).slice(0, 8)) {
        const read = pairOf(pair);
        const body = read && /^\{([^]*)\}$/.exec(read[1])?.[1];
        if (read?.[0] === 'filter') filter = body ?? undefined;
        else if (read?.[0] === 'update') update = body ?? undefined;
      }
    } else [filter, update] = [first, nextObject(text, open + first.length + 2)?.body];
    if (filter !== undefined && update !== undefined) add(collectionOf(receiver, text), filter, update);
  }
  return found;
}
