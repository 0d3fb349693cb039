import type { ToolEdit } from '../lib/toolWrite.js';
import { isSeedOrTestFile } from './testPaths.js';

// An edit that takes the row key out of a bulk delete's filter and leaves only what groups the rows: Active Record's
// `ScrapTicket.where(id: ticket_ids, yard_id: yard.id).delete_all` → `.where(yard_id: yard.id).delete_all`, Django's
// `filter(pk__in=ids, clinic=c).delete()` → `filter(clinic=c).delete()`, Prisma's `deleteMany({ where: { id, status } })`
// → `{ where: { status } }`, SQL's `WHERE id = %s AND site_id = %s` → `WHERE site_id = %s`. The delete took the rows it was
// handed; it now takes every row of the parent (or of the table), each time it runs. The delete is read by the columns its
// filter names, so a keyword filter is read as SQL's WHERE is. An edit that adds a key (narrowing), keeps one, renames a
// value or swaps the parent filter stays silent, and so does a delete of a session, cache or temp table, or one in a test.

/** The delete verbs of ORMs and query builders, and SQL's `DELETE FROM <table>`. */
const VERB =
  /\.(delete_all|destroy_all|deleteMany|delete_many|delete|destroy)\b|->(?:delete|forceDelete)\(|\bDELETE\s+FROM\s+([\w."`[\]]{1,128})/gi;
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
const SCRATCH_TARGET = /session|cache|te?mp|scratch|lock|token|nonce|otp|draft|preview/i;
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

function columnsOf(filter: string): Set<string> {
  const found = new Set<string>();
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
      const where = /^\s{1,8}WHERE\s([^;\n"`]{0,400})/i.exec(text.slice(end, end + 420))?.[1] ?? '';
      const target = match[2].replace(/["`[\]]/g, '').toLowerCase();
      const columns = columnsOf(where);
      found.push({ target, columns, keyed: [...columns].some((c) => rowKey(c, target)), text: `${match[0]} WHERE ${where}`.trim() });
      continue;
    }
    const start = chainStart(text, match.index);
    const opened = match[0].endsWith('(') ? end - 1 : end;
    const chain = text.slice(start, opened) + argumentsAt(text, opened);
    const verb = (match[1] ?? 'delete').toLowerCase();
    // `record.delete()`, `obj.destroy`: one object, no filter; only a chain that picks rows (or a bulk verb) deletes many.
    const picks = /\.(?:where|filter|filter_by|exclude|objects|query)\b|::where|->where|\{\s{0,8}where\s{0,4}:/.test(chain);
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
    found.push({ target, columns, keyed: [...columns].some((c) => rowKey(c, target)), text: chain.replace(/\s+/g, ' ').slice(0, 160) });
  }
  return found;
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
      // The key taken out and only what groups the rows left: the new filter's columns are the old's less its key.
      if (mine.some((each) => each.keyed && subset(site.columns, each.columns))) found.push(site.text);
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
/** Rows that are made again or thrown away (sessions, carts, caches, tokens): removing a group of them loses nothing kept. */
const THROWAWAY_TARGET = new RegExp(`${SCRATCH_TARGET.source}|cart|basket|notification|log`, 'i');

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
        if (old.includes(text) || found.includes(text) || THROWAWAY_TARGET.test(model) || TEST_ROWS.test(text)) continue;
        if (NOT_GROUP_LOOKUP.test(column) || rowKey(column.split('__')[0]!, model)) continue;
        found.push(text.replace(/\s+/g, ' ').slice(0, 160));
      }
    }
  }
  return found;
}
