import type { ToolEdit } from '../lib/toolWrite.js';

// An edit that replaces a soft delete (`UPDATE prescriptions SET archived = true WHERE …`, Django's
// `.update(deleted_at=now())`) with a hard one (`DELETE FROM prescriptions WHERE …`, `.delete()`) changes what the
// code does to those rows: they were kept and hidden, and are now gone when it runs. The text it replaces marks
// rows of a table and deletes none of them; the text it puts there deletes rows of the same table and marks none.
// A delete of one row by its key (`WHERE id = %s`) is a record removed on request, and stays silent.

/** Soft-delete marks: a column or value that archives, hides, voids or retires a row instead of deleting it. */
const MARK = /\b(?:is_)?(?:archived|deleted|voided|void|removed|hidden|discarded|retired|inactive|purged|trashed)(?:_at|_on|_date)?\b/i;

// `UPDATE <table> SET <assignments> [WHERE …]`, on one line of a statement (bounded).
const UPDATE = /\bUPDATE\s+(?:ONLY\s+)?([\w."`[\]]{1,128})\s+SET\s+([^;\n]{1,400}?)(?=\bWHERE\b|;|\n|$)/gi;
const DELETE = /\bDELETE\s+FROM\s+([\w."`[\]]{1,128})(?:\s+WHERE\s+([^;\n]{0,400}))?/gi;
/** A WHERE that picks one row by its key (`id = %s`, `rx_number = ?`, `uuid = :uuid`): a record removed on request. */
const BY_KEY =
  /^\s*\(?\s*(?:[\w"`]{1,64}\.)?["`]?\w{0,64}(?:id|uuid|guid|pk|key|number|no)["`]?\s*=\s*(?:%s|\?|:\w{1,64}|\$\d{1,3}|%\(\w{1,64}\)s|'[^']{0,128}'|\d{1,20})\s*\)?\s*(?:["'`)]|$)/i;

// An ORM's soft delete and its bulk hard delete: Django's `qs.update(archived=True)` and `qs.delete()`,
// Active Record's `update_all(deleted_at: …)` and `delete_all`/`destroy_all`, Prisma's `updateMany` and `deleteMany`.
const ORM_MARK = /\.(?:update|update_all|updateMany|update_many)\s*\(/g;
const ORM_DELETE = /\.(delete|delete_all|destroy_all|deleteMany|delete_many)(?:\s*\(\s*(?:\{[^)]{0,300}\}\s*)?\)|(?=[ \t]*(?:$|[\n;)#])))/;

/** Edits longer than this are whole files: only this much of each side is read. */
const MAX_SIDE = 256 * 1024;
/** Statements read per side: a crafted edit holding thousands costs no more than this many. */
const MAX_STATEMENTS = 200;

const tableName = (raw: string): string => raw.replace(/["`[\]]/g, '').toLowerCase();

/** The tables `text` soft-deletes rows of with SQL. */
function marked(text: string): Set<string> {
  const found = new Set<string>();
  let seen = 0;
  UPDATE.lastIndex = 0;
  for (let match = UPDATE.exec(text); match && seen++ < MAX_STATEMENTS; match = UPDATE.exec(text))
    if (MARK.test(match[2]!)) found.add(tableName(match[1]!));
  return found;
}

/** The tables `text` deletes rows of with SQL, and those it deletes more than one row of. */
function deleted(text: string): { any: Set<string>; bulk: Set<string> } {
  const any = new Set<string>();
  const bulk = new Set<string>();
  let seen = 0;
  DELETE.lastIndex = 0;
  for (let match = DELETE.exec(text); match && seen++ < MAX_STATEMENTS; match = DELETE.exec(text)) {
    const table = tableName(match[1]!);
    any.add(table);
    if (match[2] === undefined || !BY_KEY.test(match[2])) bulk.add(table);
  }
  return { any, bulk };
}

/** Whether `text` marks rows through an ORM's bulk update. */
function ormMarked(text: string): boolean {
  let seen = 0;
  ORM_MARK.lastIndex = 0;
  for (let match = ORM_MARK.exec(text); match && seen++ < MAX_STATEMENTS; match = ORM_MARK.exec(text))
    if (MARK.test(text.slice(match.index + match[0].length, match.index + match[0].length + 300).split(')', 1)[0]!)) return true;
  return false;
}

/** What the edits turn from a soft delete into a hard one: a table's name, or the ORM's delete (`.delete_all`); empty when none. */
export function softToHard(edits: readonly ToolEdit[]): string[] {
  const found: string[] = [];
  for (const edit of edits) {
    const [old, now] = [edit.old.slice(0, MAX_SIDE), edit.new.slice(0, MAX_SIDE)];
    if (!/delete|destroy/i.test(now)) continue;
    const before = deleted(old);
    if (/\bDELETE\s+FROM\b/i.test(now)) {
      const [soft, kept] = [marked(old), marked(now)];
      // The mark replaced, not kept beside a purge of what it marked long ago (`… AND deleted_at < now() - interval '90 days'`).
      for (const table of deleted(now).bulk)
        if (soft.has(table) && !kept.has(table) && !before.any.has(table) && !found.includes(table)) found.push(table);
    }
    const ormDelete = ORM_DELETE.exec(now);
    if (ormDelete && !ORM_DELETE.test(old) && ormMarked(old) && !ormMarked(now)) found.push(`.${ormDelete[1]}`);
  }
  return found;
}

/** Whether `text` may hold a hard delete (an edit whose new text does not is not read). */
export const mayDelete = (text: string): boolean =>
  /\bDELETE\s+FROM\b|\.(?:delete|delete_all|destroy_all|deleteMany|delete_many)\b/i.test(text);
