import type { ToolEdit } from '../lib/toolWrite.js';

// An edit that turns an existing link between records into a cascading one changes what deleting a parent does: rows that
// pointed at it were kept (or the delete refused) and now go with it, every time anyone deletes one. Active Record's
// `has_many :quotes, dependent: :restrict_with_error` → `dependent: :delete_all`, Django's `on_delete=models.PROTECT` →
// `models.CASCADE`, SQL's `REFERENCES customers (id)` → `… ON DELETE CASCADE`, Sequelize's and TypeORM's `onDelete:
// 'RESTRICT'` → `'CASCADE'`. A migration that alters an existing table's foreign key to cascade does the same. Silent: a
// link the old text did not have (a new model or association, whose table holds no rows yet), a cascade made safer
// (`:destroy` → `:restrict_with_error`) or kept (`:destroy` → `:delete_all`), and links of scratch or session tables.
// https://api.rubyonrails.org/classes/ActiveRecord/Associations/ClassMethods.html#method-i-has_many,
// https://docs.djangoproject.com/en/stable/ref/models/fields/#django.db.models.ForeignKey.on_delete,
// https://www.postgresql.org/docs/current/ddl-constraints.html#DDL-CONSTRAINTS-FK

/** The clause that says what deleting the parent does, and its value (group 1-4). */
const POLICY =
  /,?[ \t]{0,8}(?::?dependent[ \t]{0,8}(?::|=>)[ \t]{0,8}:?["']?(\w{1,32})["']?|on_delete[ \t]{0,8}(?:=|:|=>)[ \t]{0,8}(?:[\w.]{0,64}\.)?:?["']?(\w{1,32})["']?|\bON[ \t]{1,8}DELETE[ \t]{1,8}(SET[ \t]{1,8}NULL|SET[ \t]{1,8}DEFAULT|NO[ \t]{1,8}ACTION|\w{1,32})|\.?onDelete[ \t]{0,8}(?::|\()[ \t]{0,8}["'`](\w[\w ]{0,31})["'`]\)?)/i;
const CASCADING = /^(?:destroy|delete_all|destroy_async|cascade)$/i;
/** A link of a table that holds nothing kept: sessions, scratch, temp and cache tables. */
const SCRATCH = /(?:^|[^a-z])(?:\w{0,32}_)?(?:sessions?|tmp|temp|scratch|cache[sd]?|staging)(?:[^a-z]|$)/i;
/** A migration statement that changes an existing table's foreign key: SQL's ALTER TABLE, Rails' add_foreign_key, Django's AlterField. */
const ALTERS = /\bALTER[ \t]{1,8}TABLE\b|\badd_foreign_key\b|\bAlterField\(/i;

/** Lines read per side: a crafted edit holding more costs no more than this many. */
const MAX_LINES = 4000;
const MAX_SIDE = 256 * 1024;

interface Link {
  key: string;
  cascades: boolean;
  line: string;
}

/** A line as a key: blanks collapsed, an emptied `{ }` and trailing separators dropped (a loop, not `/[ ,;]+$/`, which backtracks). */
function squeeze(line: string): string {
  const text = line
    .replace(/[ \t]+/g, ' ')
    .replace(/,? ?\{ ?,? ?\}/g, '')
    .replace(/, ?\)/g, ')');
  let end = text.length;
  while (end > 0 && ' ,;'.includes(text[end - 1]!)) end--;
  return text.slice(0, end).trim();
}

/** Each line of `text` with a delete policy, keyed by the line without it (and the call it sits in when alone on its line). */
function links(text: string): { linked: Link[]; plain: Set<string> } {
  const lines = text.slice(0, MAX_SIDE).split('\n', MAX_LINES);
  const linked: Link[] = [];
  const plain = new Set<string>();
  let opener = '';
  for (const raw of lines) {
    const policy = POLICY.exec(raw);
    if (policy === null) {
      const line = squeeze(raw);
      if (line !== '') plain.add(line);
      if (raw.includes('(')) opener = line;
      continue;
    }
    const value = (policy[1] ?? policy[2] ?? policy[3] ?? policy[4])!;
    const rest = squeeze(raw.slice(0, policy.index) + raw.slice(policy.index + policy[0].length));
    // `on_delete=models.PROTECT,` alone on its line: the field's call above it names the link.
    const key = /^[\W_]*$/.test(rest) ? `${opener} @ ${rest}` : rest;
    linked.push({ key, cascades: CASCADING.test(value.trim()), line: squeeze(raw) });
    if (raw.includes('(')) opener = rest;
  }
  return { linked, plain };
}

/** The statements of `text` that alter an existing table's foreign key to cascade (one per `;`-ended or blank-separated block). */
function alteredToCascade(text: string): string[] {
  const found: string[] = [];
  for (const block of text.slice(0, MAX_SIDE).split(/;|\n[ \t]*\n/, MAX_LINES)) {
    if (!ALTERS.test(block)) continue;
    const policy = POLICY.exec(block);
    if (policy === null || !CASCADING.test((policy[1] ?? policy[2] ?? policy[3] ?? policy[4])!.trim())) continue;
    found.push(squeeze(block.replace(/\s+/g, ' ')).slice(0, 200));
  }
  return found;
}

/** Whether `text` may make a link cascade (a cheap test before reading the edit). */
export function mayCascade(text: string): boolean {
  return /dependent|on_delete|ON\s+DELETE|onDelete/i.test(text);
}

/** The links `edits` make cascade that did not before (the new line, as written), or none. */
export function cascadeAdded(path: string, edits: readonly ToolEdit[]): string[] {
  if (/\.(?:md|mdx|rst|txt|adoc)$/i.test(path)) return [];
  const found: string[] = [];
  for (const edit of edits) {
    const before = links(edit.old);
    for (const link of links(edit.new).linked) {
      if (!link.cascades || SCRATCH.test(link.key)) continue;
      const was = before.linked.find((old) => old.key === link.key);
      if (was ? !was.cascades : before.plain.has(link.key)) found.push(link.line);
    }
    const altered = new Set(alteredToCascade(edit.old));
    for (const statement of alteredToCascade(edit.new)) if (!altered.has(statement) && !SCRATCH.test(statement)) found.push(statement);
  }
  return [...new Set(found)];
}
