import type { ToolEdit } from '../lib/toolWrite.js';
import { inlineBound } from './boundRelation.js';
import { isSeedOrTestFile } from './testPaths.js';

// An edit that takes the row key out of a bulk delete's filter and leaves only what groups the rows: Active Record's
// `ScrapTicket.where(id: ticket_ids, yard_id: yard.id).delete_all` → `.where(yard_id: yard.id).delete_all`, Django's
// `filter(pk__in=ids, clinic=c).delete()` → `filter(clinic=c).delete()`, Prisma's `deleteMany({ where: { id, status } })`
// → `{ where: { status } }`, SQL's `WHERE id = %s AND site_id = %s` → `WHERE site_id = %s`. The delete took the rows it was
// handed; it now takes every row of the parent (or of the table), each time it runs. The delete is read by the columns its
// filter names, so a keyword filter is read as SQL's WHERE is. An edit that adds a key (narrowing), keeps one, renames a
// value or swaps the parent filter stays silent, and so does a delete of a session, cache or temp table, or one in a test.

/**
 * The delete verbs of ORMs and query builders (Mongo's `remove({…})` only on a collection or a model: a DOM element's or a
 * list's `remove` deletes no rows), SQL's `DELETE FROM <table>`, and Active Record's (or Active Storage's) delete of
 * each row a relation picks (`.find_each(&:purge)`, `.each(&:destroy)`): group 3 is that per-row verb.
 */
const VERB =
  /\.(delete_all|destroy_all|deleteMany|delete_many|delete|destroy|remove(?=\(\s{0,8}\{))\b|->(?:delete|forceDelete)\(|\bDELETE\s+FROM\s+([\w."`[\]]{1,128})|\.(?:find_each|each)\(\s{0,4}&:(purge|purge_later|destroy!?|delete)\s{0,4}\)/gi;
/** What a `remove({…})` that deletes rows is called on: a Mongo collection or a model, read case-sensitively. */
const REMOVES_ROWS = /(?:\bdb\.\w{1,64}|\bcollection\(\s{0,8}["'`]\w{1,64}["'`]\s{0,8}\)|(?:^|[^\w.])[A-Z]\w{0,63})$/;
/** A chain that picks rows before its delete: a filter call, Prisma's and Sequelize's `{ where: … }`. */
const PICKS_ROWS = /\.(?:where|filter|filter_by|exclude|objects|query)\b|::where|->where|\{\s{0,8}where\s{0,4}:/;
/** A delete handed a filter object, after an entity or alone (`delete(Reading, {`, `delete({`, `remove({`). */
const FILTER_OBJECT = /\.(?:delete|remove)\(\s{0,8}(?:[A-Z]\w{0,63}\s{0,8},\s{0,8})?\{/;
/** Whether a side may hold a delete (VERB's own state is kept for `sites`). */
const MAY_DELETE = new RegExp(VERB.source, 'i');
/** Edits longer than this are whole files: only this much of each side is read. */
const MAX_SIDE = 256 * 1024;
/** Deletes read per side, and how far back and forward a delete's chain is read. */
const MAX_SITES = 64;
const MAX_CHAIN = 600;

/** A column a filter names: a keyword or key (`id:`, `"id":`, `id__in=`), an attribute compared (`M.id ==`, `.in_(`), a Laravel column. */
const COLUMN =
  /["']?([A-Za-z_]\w{0,63})["']?\s{0,8}(?::(?!:)|=(?![=>])|=>)|\.([A-Za-z_]\w{0,63})\s{0,8}(?:==|!=|<=?|>=?|\.(?:in_|not_in|notin_|is_|isnot|between|like|ilike)\b)|where\w{0,12}\(\s{0,8}['"](\w{1,64})['"]|\b(\w{1,64})\s{1,8}(?:NOT\s{1,8})?(?:IN|LIKE|BETWEEN|IS)\b|\b(\w{1,64})\s{0,8}(?:<>|!=|<=?|>=?)/g;
/** Words a filter's text holds that are no column: Prisma's and Mongo's operators, Prisma's `where`, SQL's words. */
const NOT_COLUMN =
  /^(?:where|data|in|notIn|not|nin|lt|lte|gt|gte|eq|ne|equals|contains|startsWith|endsWith|mode|AND|OR|NOT|some|every|none|and|or|select|from|synchronize_session|returning|batch_size|of|self)$/i;
/** A column that names one row: its key (`id`, `pk`, `uuid`, a list of them). A `<name>_id` is a row key when it names the target. */
const ROW_KEY = /^(?:id|ids|pk|pks|uuid|uuids|guid|guids)$/i;
const NAMED_KEY = /^(\w{1,60}?)_?(?:id|ids|Id|Ids|uuid|uuids|Uuid|pk)$/;
/** Tables and models of what is made again or thrown away: removing the key there loses nothing kept. */
// A web session's table is the name's last word (`sessions`, `django_session`, `UserSession`, `session_data`): a
// `session_slots` or `SessionBooking` table holds the rows of a class or venue session, kept records (held-out round 157).
const SCRATCH_TARGET = /session(?:s|_?(?:data|store|state|keys?))?(?![a-z_])|cache|te?mp|scratch|lock|token|nonce|otp|draft|preview/i;
/** A test, a fixture or a seed: the rows it deletes are its own. */
const ownRows = (path: string) => isSeedOrTestFile(path, { anyCaseFolders: true, anyCaseNames: true });
/** A filter value or flag that picks the code's own rows (`status: 'test'`, `is_test=True`): those rows are no one's records. */
const TEST_ROWS =
  /["'](?:[\w-]{0,20}[-_])?(?:tests?|example|e2e|fixture|dummy|fake|tmp|temp|scratch|sandbox)(?:[-_][\w-]{0,20})?["']|\b(?:is_?)?(?:test|sandbox)\w{0,8}\s{0,4}[:=]\s{0,4}[Tt]rue\b/i;
/** Calls whose first argument names the table (`session.query(M)`, `delete(M)`, `DB::table('t')`, `db.collection('t')`). */
const TABLE_CALL = /\b(?:query|delete|table|from|collection)\(\s{0,8}["'`]?([A-Za-z_][\w.]{0,127})/;
/** Methods that only pick or narrow rows: a target's name is what precedes them. */
const PICKING = new Set(['where', 'filter', 'filter_by', 'exclude', 'objects', 'all', 'unscoped', 'in_batches', 'whereIn', 'query']);

interface Site {
  target: string;
  columns: Set<string>;
  keyed: boolean;
  text: string;
  /** The model or table the chain starts from (`ActiveStorage::Blob` → `ActiveStorage.Blob`), and the scopes it names bare after it (`unattached`). */
  model: string;
  scopes: string[];
}

const squash = (name: string): string => name.toLowerCase().replace(/[_."`[\]]/g, '');

/** Whether `column` names one row of `target` (`id`, `ticket_id` for `ScrapTicket`). */
function rowKey(column: string, target: string): boolean {
  if (ROW_KEY.test(column)) return true;
  const stem = NAMED_KEY.exec(column)?.[1];
  if (stem === undefined || stem.length < 3) return false;
  const own = squash(target.split(/[.:]/).at(-1) ?? target).replace(/s$/, '');
  return own.endsWith(squash(stem).replace(/s$/, ''));
}

/** Where the chain that ends at `at` starts: back over names, dots, `::`, `->`, bracketed arguments and line breaks before a `.`. */
function chainStart(text: string, at: number): number {
  let i = at;
  const floor = Math.max(0, at - MAX_CHAIN);
  while (i > floor) {
    const c = text[i - 1]!;
    if (c === ')' || c === ']') {
      // Back to the matching opener, bounded.
      let depth = 0;
      let j = i - 1;
      for (; j >= floor; j--) {
        const d = text[j]!;
        if (d === ')' || d === ']') depth++;
        else if (d === '(' || d === '[') depth--;
        if (depth === 0) break;
      }
      if (j < floor) return i;
      i = j;
    } else if (/[\w.:$]/.test(c) || (c === '>' && text[i - 2] === '-') || c === '-') i--;
    else if (/\s/.test(c) && /^[.-]/.test(text[i] ?? '')) i--;
    else if (/\s/.test(c) && /\s/.test(text[i] ?? '')) i--;
    else break;
  }
  // Leading blanks taken over for a `.` on the next line are not the chain's.
  while (i < at && /\s/.test(text[i]!)) i++;
  return i;
}

/** The bracketed arguments that open at `from` (`({ where: … })`), bounded; empty when none. */
function argumentsAt(text: string, from: number): string {
  const open = /^\s{0,8}\(/.exec(text.slice(from, from + 10));
  if (!open) return '';
  let depth = 0;
  const end = Math.min(text.length, from + MAX_CHAIN);
  for (let i = from + open[0].length - 1; i < end; i++) {
    const c = text[i];
    if (c === '(' || c === '[' || c === '{') depth++;
    else if (c === ')' || c === ']' || c === '}') depth--;
    if (depth === 0) return text.slice(from, i + 1);
  }
  return '';
}

/**
 * The shorthand properties of the object literals in a filter (`deleteMany({ unitId, recordedAt: … })` names `unitId`):
 * an entry of a `{…}` that is one bare name, read in one pass with a stack of the brackets open (held-out round 153).
 * A spread (`...scope`) and a call's bare arguments (`purge(db, unitId)`, inside `(…)`) are no properties; SQL's text is
 * not read so (a `{unit_id}` there is a string's placeholder).
 */
function shorthandsOf(filter: string): string[] {
  const found: string[] = [];
  const open: string[] = [];
  let entry = -1;
  for (let i = 0; i < filter.length && found.length <= 32; i++) {
    const c = filter[i]!;
    if (c === '{' || c === '(' || c === '[') {
      // Only a `{` where a value goes opens an object: not `${…}` or `#{…}` in a string, nor a block after `=>` or `)`.
      const literal = c === '{' && /[({[,:]$/.test(filter.slice(Math.max(0, i - 9), i).trimEnd());
      open.push(literal || c !== '{' ? c : 'block');
      entry = literal ? i + 1 : -1;
    } else if (c === ',' || c === '}' || c === ')' || c === ']') {
      if (entry >= 0 && open.at(-1) === '{') {
        const name = filter.slice(entry, i).trim();
        if (/^[A-Za-z_$][\w$]{0,63}$/.test(name)) found.push(name);
      }
      if (c !== ',') open.pop();
      // After a `,` inside an object a new entry starts; after a bracket closes, the entry it sat in goes on.
      entry = c === ',' && open.at(-1) === '{' ? i + 1 : -1;
    }
  }
  return found;
}

function columnsOf(filter: string, objects = true): Set<string> {
  const found = new Set<string>();
  if (objects) for (const name of shorthandsOf(filter)) if (!NOT_COLUMN.test(name)) found.add(name);
  for (const match of filter.matchAll(COLUMN)) {
    const raw = match[1] ?? match[2] ?? match[3] ?? match[4] ?? match[5];
    // Django's lookups (`id__in`, `visit__clinic`): the first name is the column.
    const column = raw?.split('__')[0];
    if (column && !NOT_COLUMN.test(column) && !/^\d/.test(column)) found.add(column);
    if (found.size > 32) break;
  }
  return found;
}

/** The bulk deletes of one side, each with its target and the columns its filter names. */
function sites(text: string): Site[] {
  const found: Site[] = [];
  VERB.lastIndex = 0;
  let seen = 0;
  // Deletes of one object (`obj.delete()`) are read and passed over: they count too, so a file of thousands costs no more than this.
  for (let match = VERB.exec(text); match && found.length < MAX_SITES && seen++ < MAX_SITES * 4; match = VERB.exec(text)) {
    const end = match.index + match[0].length;
    if (match[2] !== undefined) {
      // SQL: the WHERE on the statement's line, up to its end or the string's closing quote.
      // A WHERE laid out over lines goes on over each next line that opens with `AND` or `OR`.
      const where =
        /^\s{1,8}WHERE\s([^;\n"`]{0,400}(?:\n[ \t]{0,40}(?:AND|OR)\s[^;\n"`]{0,400}){0,16})/i.exec(text.slice(end, end + 7200))?.[1] ?? '';
      const target = match[2].replace(/["`[\]]/g, '').toLowerCase();
      const columns = columnsOf(where, false);
      const keyed = [...columns].some((c) => rowKey(c, target));
      found.push({ target, columns, keyed, text: `${match[0]} WHERE ${where}`.trim(), model: target, scopes: [] });
      continue;
    }
    // Mongo's `remove({…})` deletes rows only on a collection or a model (`db.readings`, `collection('readings')`, `Reading`).
    if (match[1] === 'remove' && !REMOVES_ROWS.test(text.slice(Math.max(0, match.index - 80), match.index))) continue;
    const start = chainStart(text, match.index);
    const opened = match[0].endsWith('(') ? end - 1 : end;
    // A per-row delete (`.find_each(&:purge)`) ends its chain: the relation before it is what it deletes.
    // A chain that starts from a name holding rows (`stale.delete()`) is read with the name's binding inlined (round 104).
    const chain = inlineBound(
      text,
      start,
      match[3] === undefined ? text.slice(start, opened) + argumentsAt(text, opened) : text.slice(start, match.index),
    );
    const verb = match[3] === undefined ? (match[1] ?? 'delete').toLowerCase() : 'each';
    // `record.delete()`, `obj.destroy`: one object, no filter; only a chain that picks rows (or a bulk verb) deletes many.
    // So does a delete handed a filter object: TypeORM's `manager.delete(Reading, { unitId })` and `repo.delete({ unitId })`,
    // Mongo's and Mongoose's `remove({ unitId })` (held-out round 153).
    const picks = PICKS_ROWS.test(chain) || FILTER_OBJECT.test(chain);
    if (!picks && (verb === 'delete' || verb === 'destroy')) continue;
    const head = chain.split(/[([{]/, 1)[0]!.replace(/\s+/g, '');
    const table = TABLE_CALL.exec(chain)?.[1];
    const parts = head.split(/\.|::|->/).filter((part) => part !== '' && !PICKING.has(part));
    // The verb itself (`ScrapTicket.delete_all`) is no part of the target.
    if (parts.length > 0 && parts.at(-1)!.toLowerCase() === verb.toLowerCase()) parts.pop();
    const target = table ?? parts.join('.');
    if (target === '') continue;
    // Read over the whole chain: Laravel's `whereIn('id', …)` names its column in the call the head ends with.
    const columns = columnsOf(chain);
    const { model, scopes } = table === undefined ? modelOf(chain, verb) : { model: table, scopes: [] };
    const keyed = [...columns].some((c) => rowKey(c, target));
    const shown = match[3] === undefined ? chain : chain + match[0];
    found.push({ target, columns, keyed, text: shown.replace(/\s+/g, ' ').slice(0, 160), model, scopes });
  }
  return found;
}

/** Bare names in a chain that pick no rows: the manager, all rows, a read's options. */
const NOT_SCOPE = new Set(['objects', 'all', 'unscoped', 'not', 'distinct', 'readonly', 'none', 'lazy', 'iterator', 'find_each', 'each']);

/** The chain with each bracketed argument emptied (`A.where(x: 1).b` → `A.where().b`), read once. */
function skeleton(chain: string): string {
  let out = '';
  let depth = 0;
  for (const c of chain) {
    if (c === '(' || c === '[' || c === '{') {
      if (depth++ === 0) out += '(';
    } else if (c === ')' || c === ']' || c === '}') {
      if (--depth === 0) out += ')';
      depth = Math.max(depth, 0);
    } else if (depth === 0 && !/\s/.test(c)) out += c;
  }
  return out;
}

/**
 * The model a chain starts from, up to its last capitalised name (`ActiveStorage::Blob.unattached.where(…)` →
 * `ActiveStorage.Blob`; with none, its leading names, `site.photos`), and the bare names after it that are scopes.
 */
function modelOf(chain: string, verb: string): { model: string; scopes: string[] } {
  const parts = skeleton(chain)
    .split(/\.|::|->/)
    .filter((part) => part !== '');
  const last = parts.reduce((at, part, i) => (/^[A-Z]\w*$/.test(part) ? i : at), -1);
  const lead =
    last >= 0
      ? last + 1
      : Math.max(
          0,
          parts.findIndex((part) => part.endsWith(')') || PICKING.has(part)),
        );
  const model = parts.slice(0, lead || parts.length).join('.');
  const scopes = parts
    .slice(lead || parts.length)
    .filter((part) => /^[a-z_]\w*$/.test(part) && !PICKING.has(part) && !NOT_SCOPE.has(part) && part.toLowerCase() !== verb);
  return { model, scopes };
}

/** An update or soft delete of rows (`qs.update(status=…)`, `update_all`, `updateMany`, `->update(`): the rows stay. */
const SOFT = /\.(?:update|update_all|updateMany|update_many|soft_delete|discard_all)\s{0,8}\(|->update\(/;
/** A model's rows picked by a filter (`Reservation.objects.filter(`, `Booking.where(`, `Room::where(`): the filter's model. */
const PICK = /\b([A-Z]\w{0,63})(?:\.objects)?(?:\.(?:filter|filter_by|where|exclude)|::where)(?=\s{0,8}\()/g;

/** The column sets of the filters that pick each model's rows in `text` (bounded like `sites`). */
function picks(text: string): Map<string, Set<string>[]> {
  const found = new Map<string, Set<string>[]>();
  PICK.lastIndex = 0;
  let seen = 0;
  for (let match = PICK.exec(text); match && seen++ < MAX_SITES; match = PICK.exec(text)) {
    const columns = columnsOf(argumentsAt(text, match.index + match[0].length));
    found.set(match[1]!, [...(found.get(match[1]!) ?? []), columns]);
  }
  return found;
}

const subset = (small: Set<string>, large: Set<string>): boolean => [...small].every((each) => large.has(each));
const same = (a: Set<string>, b: Set<string>): boolean => a.size === b.size && subset(a, b);

// The key scoping a delete to one parent swapped for a condition that names no key (held-out round 157): Go's `DELETE FROM
// session_slots WHERE session_id = $1` → `DELETE FROM session_slots WHERE starts_at > now()`, Django's
// `filter(scheme_id=s).delete()` → `filter(last_contact__lt=c).delete()`. The delete took one parent's rows; it now takes
// every parent's rows the new condition picks (every future slot of every session), each time it runs. A condition only
// taken out is conditionDropped's; a key kept (a time window added beside it), or swapped for another key (`user_id` →
// `account_id`), stays silent.
/** A column that scopes rows by a key: the row's own (`id`, `pk`) or a parent's (`session_id`, `schemeId`, `tenant_uuid`). */
const SCOPE_KEY = /^(?:id|ids|pk|pks|uuid|uuids|guid|guids)$|^[a-z]\w{0,60}_(?:id|ids|uuid|uuids|pk)$|^[a-z]\w{0,60}(?:Id|Ids|ID|Uuid)$/;
const scopeKeys = (site: Site): string[] => [...site.columns].filter((column) => SCOPE_KEY.test(column.split('__')[0]!));

// A key swapped for another column held to one handed value (review): `WHERE user_id = $1` → `WHERE email = $1`, Django's
// `filter(user_id=uid)` → `filter(email=user.email)`. An equality against a bound placeholder (`$1`, `?`, `%s`, `:x`, `@x`)
// or a value the code hands in (a name, an attribute) still picks one parent's rows: it scopes as the key did. A time window
// (`starts_at > now()`, `__lt=`) or a literal (`status = 'open'`, `True`, `Status.OPEN`) picks rows across every parent.
/** Whether `column` is held equal to a placeholder or a handed value in `text` (a delete's filter, at most a few hundred characters). */
function pinned(text: string, column: string): boolean {
  const at = new RegExp(
    String.raw`(?<![\w$.])(?:[\w.]{1,64}\.)?${column.replace(/\W/g, '')}(?:__exact)?["'\`\]]?\s{0,8}(?:={1,2}|:(?!:))\s{0,8}(\$\d{1,3}|\?|%s|%\(\w{1,64}\)s|[:@]\w{1,64}|[A-Za-z_]\w{0,63}(?:(?:\.|->)\w{1,64}|\[[:"']?\w{1,64}["']?\]){0,6})(?![\w.(\[])`,
  );
  const value = at.exec(text.slice(0, 2000))?.[1];
  if (value === undefined) return false;
  if (/^(?:\$\d|\?|%|[:@]\w)/.test(value)) return true;
  const last = value
    .split(/\.|->|\[/)
    .at(-1)!
    .replace(/[\]:"']/g, '');
  // A constant or a literal written as a name: `True`, `null`, `Status.OPEN`, `now`.
  return (
    !/^(?:true|false|none|nil|null|undefined|now|current_date|current_timestamp|localtimestamp)$/i.test(value) &&
    !/^[A-Z][A-Z0-9_]{1,63}$/.test(last)
  );
}

/** Whether `now` drops every key that scoped `old` (a parent's: a row's own is keyDropped's) for conditions that name none. */
const scopeSwapped = (old: Site, now: Site): boolean =>
  !old.keyed &&
  scopeKeys(old).length > 0 &&
  scopeKeys(now).length === 0 &&
  now.columns.size > 0 &&
  !subset(now.columns, old.columns) &&
  ![...now.columns].some((column) => !old.columns.has(column) && pinned(now.text, column));

/** The deletes (as the new text writes them) whose parent's key the edits of a file at `path` swap for a keyless condition. */
export function scopeSwappedOut(path: string, edits: readonly ToolEdit[]): { what: string; keys: string[] }[] {
  if (ownRows(path)) return [];
  const found: { what: string; keys: string[] }[] = [];
  for (const edit of edits) {
    const [old, now] = [edit.old.slice(0, MAX_SIDE), edit.new.slice(0, MAX_SIDE)];
    if (!MAY_DELETE.test(old) || !MAY_DELETE.test(now)) continue;
    const before = sites(old).filter((site) => scopeKeys(site).length > 0);
    if (before.length === 0) continue;
    for (const site of sites(now)) {
      if (SCRATCH_TARGET.test(site.target) || throwaway(site.model) || TEST_ROWS.test(site.text)) continue;
      if (found.some((each) => each.what === site.text)) continue;
      const swapped = before.find((each) => each.target === site.target && scopeSwapped(each, site));
      if (swapped !== undefined) found.push({ what: site.text, keys: scopeKeys(swapped) });
    }
  }
  return found;
}

/** The deletes (as the new text writes them) whose row key the edits of a file at `path` take out; empty when none. */
export function keyDropped(path: string, edits: readonly ToolEdit[]): string[] {
  if (ownRows(path)) return [];
  const found: string[] = [];
  for (const edit of edits) {
    const [old, now] = [edit.old.slice(0, MAX_SIDE), edit.new.slice(0, MAX_SIDE)];
    if (!MAY_DELETE.test(now)) continue;
    if (!MAY_DELETE.test(old)) {
      found.push(...softMadeHard(old, now).filter((what) => !found.includes(what)));
      continue;
    }
    const before = sites(old);
    if (!before.some((site) => site.keyed)) continue;
    for (const site of sites(now)) {
      if (site.keyed || SCRATCH_TARGET.test(site.target) || TEST_ROWS.test(site.text) || found.includes(site.text)) continue;
      const mine = before.filter((each) => each.target === site.target);
      // Unchanged: the same delete with the same filter was there before the edit.
      if (mine.some((each) => !each.keyed && same(each.columns, site.columns))) continue;
      // The key taken out and only what groups the rows left: the new filter's columns are the old's less its key; or the key
      // swapped for the parent the rows hang off (`filter(id=visit_id)` → `filter(practice=practice)`, held-out round 96).
      if (mine.some((each) => each.keyed && (subset(site.columns, each.columns) || groupsOnly(site)))) found.push(site.text);
    }
  }
  return found;
}

/**
 * The deletes of `now` whose rows `old` only updated (a soft delete, `stale.update(status=CANCELLED)`) through a filter of the
 * same model that named more columns than the delete's: `Reservation.objects.filter(channel=c, external_id__in=ids)` updated,
 * now `Reservation.objects.filter(channel=c).delete()`. The rows that were marked are now deleted, and with them every other
 * row of the parent, each time it runs (held-out round 72). A delete that keeps the old filter, or updates that stay updates,
 * are silent.
 */
function softMadeHard(old: string, now: string): string[] {
  if (!SOFT.test(old)) return [];
  const before = picks(old);
  const found: string[] = [];
  for (const site of sites(now)) {
    if (SCRATCH_TARGET.test(site.target) || TEST_ROWS.test(site.text)) continue;
    const filters = before.get(site.target.split('.').at(-1) ?? site.target) ?? [];
    if (filters.some((columns) => columns.size > site.columns.size && subset(site.columns, columns))) found.push(site.text);
  }
  return found;
}

/**
 * A bulk delete of one parent's rows, picked by the parent held in a variable: Django's `Entry.objects.filter(season=season)
 * .delete()` (or through it, `season__year=year`), Active Record's `Entry.where(season: s).destroy_all`, SQLAlchemy's
 * `query(Entry).filter(Entry.season_id == season.id).delete()` / `filter_by(season=s)`. Every row of that group goes, each
 * time the code runs. The row's own key (`pk=pk`, `id=entry_id`), a list of them (`__in`), a cutoff (`__lt`) and a scratch
 * table's rows (sessions, carts, caches) are not a group's records.
 */
const GROUP_DELETES: readonly RegExp[] = [
  /\b([A-Z]\w{0,63})\.objects\.filter\(\s{0,8}([a-z_]\w{0,63})\s{0,8}=\s{0,8}[a-z_][\w.]{0,80}\s{0,8}\)\s{0,8}\.delete\(\s{0,8}\)/g,
  /\b([A-Z]\w{0,63})\.where\(\s{0,8}([a-z_]\w{0,63}):\s{0,8}@?[a-z_][\w.]{0,80}\s{0,8}\)\s{0,8}\.(?:destroy_all|delete_all)\b/g,
  /\.query\(\s{0,8}([A-Z]\w{0,63})\s{0,8}\)\.filter_by\(\s{0,8}([a-z_]\w{0,63})\s{0,8}=\s{0,8}[a-z_][\w.]{0,80}\s{0,8}\)\s{0,8}\.delete\(/g,
  /\.query\(\s{0,8}([A-Z]\w{0,63})\s{0,8}\)\.filter\(\s{0,8}[A-Z]\w{0,63}\.([a-z_]\w{0,63})\s{0,8}==\s{0,8}[a-z_][\w.]{0,80}\s{0,8}\)\s{0,8}\.delete\(/g,
];
/** Django lookups that pick rows by key, list or range rather than by the group they hang off. */
const NOT_GROUP_LOOKUP = /__(?:in|lt|lte|gt|gte|range|isnull|pk|id)$|^(?:pk|id)$/;
/** Rows that are made again or thrown away (sessions, carts, caches, tokens, jobs, logs): removing a group of them loses nothing kept. */
export const throwaway = (model: string): boolean => HOUSEKEEPING.test(model) || LOG_TABLE.test(model);

/** Whether a delete picks its rows only by the group they hang off: no row key, list, range or null test, and kept rows. */
const groupsOnly = (site: Site): boolean =>
  site.columns.size > 0 &&
  !throwaway(site.target) &&
  [...site.columns].every((column) => !NOT_GROUP_LOOKUP.test(column) && !rowKey(column.split('__')[0]!, site.target));

/** Whether every line of `old` is still in `now` (bounded): the edit only adds. */
const kept = (old: string, now: string): boolean =>
  old
    .split('\n')
    .slice(0, MAX_SITES * 4)
    .every((line) => line.trim() === '' || now.includes(line.trim()));

/** The group deletes (as written) an edit of a file at `path` adds, that its old side did not make; empty when none. */
export function groupDeleteAdded(path: string, edits: readonly ToolEdit[]): string[] {
  if (ownRows(path)) return [];
  const found: string[] = [];
  for (const edit of edits) {
    const [old, now] = [edit.old.slice(0, MAX_SIDE), edit.new.slice(0, MAX_SIDE)];
    // Only an edit that adds to what was there: one that replaces a statement (an update, another model's delete) with the
    // delete is read by softMadeHard and keyDropped, which compare the two filters.
    if (!MAY_DELETE.test(now) || !kept(old, now)) continue;
    for (const pattern of GROUP_DELETES) {
      let seen = 0;
      for (const match of now.matchAll(pattern)) {
        if (seen++ >= MAX_SITES || found.length >= MAX_SITES) break;
        const [text, model, column] = [match[0], match[1]!, match[2]!];
        if (old.includes(text) || found.includes(text) || throwaway(model) || TEST_ROWS.test(text)) continue;
        if (NOT_GROUP_LOOKUP.test(column) || rowKey(column.split('__')[0]!, model)) continue;
        found.push(text.replace(/\s+/g, ' ').slice(0, 160));
      }
    }
  }
  return found;
}

// An edit that takes a narrowing condition out of a bulk delete of records and keeps the rest: Active Record's
// `SitePhoto.where(variant: "thumbnail").where("created_at < ?", 30.days.ago).find_each(&:purge)` → `SitePhoto.where(
// "created_at < ?", 30.days.ago).find_each(&:purge)`, Django's `filter(kind="draft", created__lt=c).delete()` → `filter(
// created__lt=c)`, SQL's `WHERE status = 'void' AND created_at < …` → `WHERE created_at < …`, a scope dropped from the chain
// (`Blob.unattached.where(…)` → `Blob.where(…)`). The same delete now reaches the rows the condition kept out (the
// originals, not only the thumbnails) each time it runs (held-out round 95). Read as keyDropped reads filters: by the columns
// (and bare scopes) each names. An edit that adds a condition, keeps them all (a reformat, a longer cutoff), swaps one for
// another, or drops one from a filter joined by OR (which narrows) stays silent; so does a delete of housekeeping (sessions,
// caches, tokens, jobs, thumbnails and variants themselves), one whose kept filter still picks such rows, and one in a test.
/** Models and tables of housekeeping, beyond SCRATCH_TARGET: jobs, notifications, carts, made copies (thumbnails, variants). */
const HOUSEKEEPING = new RegExp(
  `${SCRATCH_TARGET.source}|job|thumb|variant|rendition|derivative|cart|basket|notification|orphan|unattached`,
  'i',
);
/** A log table or model (`request_logs`, `RequestLog`), read as housekeeping (an audit log too). */
const LOG_TABLE = /(?:^|[._])[Ll]ogs?$|[a-z]Logs?$/;
/** A value the kept filter picks that names housekeeping rows (`variant: "thumbnail"`, `kind: :preview`). */
const HOUSEKEEPING_VALUE =
  /(?:["']|(?<![\w:]):)(?:[\w-]{0,20}[-_])?(?:thumb\w{0,8}|variants?|previews?|renditions?|cached?|scratch|orphan\w{0,4})(?:[-_][\w-]{0,20})?\b/i;
/** A filter joined by OR (SQL's, Django's `Q(…) | Q(…)`, `.or(`, SQLAlchemy's `or_(`): dropping one of its terms narrows. */
const DISJOINED = /\bOR\b|\||\.or\(|\bor_\(/;
/** A filter handed in whole (`where(conditions)`, `filter(**kw)`): what it picks is not read here. */
const OPAQUE = /\.(?:where|filter|filter_by|exclude)\(\s{0,8}\*{0,2}[A-Za-z_][\w.]{0,80}\s{0,8}\)/;

/** A site's columns and scopes, scopes marked by a leading `.` (no column is written so). */
const conditions = (site: Site): Set<string> => new Set([...site.columns, ...site.scopes.map((scope) => `.${scope}`)]);

// A cutoff swapped for a category (held-out round 100): `ValetTicket.where("closed_at < ?", 7.years.ago).delete_all` →
// `ValetTicket.where(status: "closed").delete_all`, Django's `filter(closed_at__lt=cutoff)` → `filter(status="closed")`, SQL's
// `WHERE created_at < now() - interval …` → `WHERE status = 'closed'`. The age bound kept the delete to old rows; the category
// reaches every row in it however recent. Read only when the old filter bounds a date column and the new one bounds none:
// a longer cutoff, a cutoff kept beside a new condition, or one category swapped for another stays silent.
/** A date column's name: `closed_at`, `posted_on`, `expiry_date`, `createdAt`, Django's `created`, `last_login`, `retain_until`. */
const DATE_COLUMN =
  /(?:^|_)(?:at|on|date|time|timestamp|stamp|day|until|after|before)$|[a-z](?:At|On|Date|Time|Timestamp|Until|After|Before)$|^(?:created|updated|modified|closed|deleted|expires?|expired|expiry|date|time|timestamp|ts|last_\w{1,40})$/;
/**
 * A column bounded by a range (group 1 to 7): `closed_at < ?`, `col BETWEEN`, Django's `closed_at__lt=` (`__date__lt`,
 * `__range`), Ruby's `closed_at: ..cutoff` (or `a..b`), Prisma's and Mongo's `closedAt: { lt:`, Laravel's `where('closed_at',
 * '<'` and `whereBetween('closed_at'`, Arel's `[:closed_at].lt(`, SQLAlchemy's `.closed_at.between(`.
 */
const BOUNDED = new RegExp(
  [
    /\b(\w{1,64})["'`\]]?\s{0,8}(?:<(?!>)=?|>=?|\bBETWEEN\b)/.source,
    /\b(\w{1,64}?)__(?:\w{1,20}__)?(?:lt|lte|gt|gte|range)\s{0,4}=/.source,
    /\b(\w{1,64}):\s{0,8}\(?\s{0,4}(?:\.\.|[\w.()]{1,80}\.\.)/.source,
    /\b(\w{1,64})["']?\s{0,4}:\s{0,8}\{\s{0,8}["']?\$?(?:lt|lte|gt|gte)\b/.source,
    /where\w{0,12}\(\s{0,8}['"](\w{1,64})['"]\s{0,8},\s{0,8}['"](?:<=?|>=?)['"]/.source,
    /where(?:Not)?Between\(\s{0,8}['"](\w{1,64})['"]|\[:(\w{1,64})\]\.(?:lt|lteq|gt|gteq|between)\(/.source,
    /\.(\w{1,64})\.between\(/.source,
  ].join('|'),
  'gi',
);

/** The date columns a delete's filter bounds by a range (bounded like `columnsOf`). */
function cutoffs(filter: string): string[] {
  const found = new Set<string>();
  for (const match of filter.matchAll(BOUNDED)) {
    const column = match.slice(1).find((each) => each !== undefined);
    if (column !== undefined && DATE_COLUMN.test(column)) found.add(column);
    if (found.size > 32) break;
  }
  return [...found];
}

/** The deletes (as the new text writes them, with the conditions taken out) whose filter the edits widen; empty when none. */
export function conditionDropped(path: string, edits: readonly ToolEdit[]): { what: string; dropped: string[]; swapped?: string[] }[] {
  if (ownRows(path)) return [];
  const found: { what: string; dropped: string[]; swapped?: string[] }[] = [];
  for (const edit of edits) {
    const [old, now] = [edit.old.slice(0, MAX_SIDE), edit.new.slice(0, MAX_SIDE)];
    if (!MAY_DELETE.test(old) || !MAY_DELETE.test(now)) continue;
    const before = sites(old);
    if (before.length === 0) continue;
    for (const site of sites(now)) {
      if (site.keyed || found.some((each) => each.what === site.text)) continue;
      if (throwaway(site.model) || site.scopes.some((scope) => HOUSEKEEPING.test(scope))) continue;
      if (HOUSEKEEPING_VALUE.test(site.text) || TEST_ROWS.test(site.text) || OPAQUE.test(site.text)) continue;
      const mine = before.filter((each) => each.model === site.model);
      const after = conditions(site);
      // Unchanged (or reformatted), or a row key taken out (keyDropped's).
      if (mine.length === 0 || mine.some((each) => each.keyed || same(conditions(each), after))) continue;
      const wider = mine.find(
        (each) => !DISJOINED.test(each.text) && conditions(each).size > after.size && subset(after, conditions(each)),
      );
      if (wider === undefined) {
        // No condition only taken out: a cutoff swapped for a category leaves a filter that names no date column.
        const cut =
          after.size > 0 && cutoffs(site.text).length === 0 && ![...after].some((each) => DATE_COLUMN.test(each))
            ? mine.find((each) => !DISJOINED.test(each.text) && cutoffs(each.text).length > 0)
            : undefined;
        const added = [...after].filter((each) => !(cut && conditions(cut).has(each)));
        if (cut !== undefined && added.length > 0) found.push({ what: site.text, dropped: cutoffs(cut.text), swapped: added });
        continue;
      }
      found.push({ what: site.text, dropped: [...conditions(wider)].filter((each) => !after.has(each)) });
    }
  }
  return found;
}
