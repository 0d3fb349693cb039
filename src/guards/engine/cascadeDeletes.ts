import { wholeWords } from '../lib/scratch.js';
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

/** The clause that says what deleting the parent does, and its value (the first group that matched). Prisma's `onDelete:
 * Cascade` and SQLAlchemy's and Doctrine's `ondelete="CASCADE"` name it as a JavaScript option does; SQLAlchemy's
 * `relationship(…, cascade="all, delete-orphan")` and JPA's `cascade = CascadeType.REMOVE` list it among others; Laravel's
 * schema builder says it in the method's name (`->cascadeOnDelete()`,
 * https://laravel.com/docs/migrations#foreign-key-constraints). */
const POLICY =
  /,?[ \t]{0,8}(?::?dependent[ \t]{0,8}(?::|=>)[ \t]{0,8}:?["']?(\w{1,32})["']?|on_delete[ \t]{0,8}(?:=|:|=>)[ \t]{0,8}(?:[\w.]{0,64}\.)?:?["']?(\w{1,32})["']?|\bON[ \t]{1,8}DELETE[ \t]{1,8}(SET[ \t]{1,8}NULL|SET[ \t]{1,8}DEFAULT|NO[ \t]{1,8}ACTION|\w{1,32})|\.onDelete[ \t]{0,8}\([ \t]{0,8}["'`](\w[\w ]{0,31})["'`][ \t]{0,8}\)|\bonDelete[ \t]{0,8}(?::|=|\()[ \t]{0,8}(?:["'`](\w[\w ]{0,31})["'`]|(\w{1,32}))|\bcascade[ \t]{0,8}=[ \t]{0,8}(?:["']([\w ,-]{1,64})["']|\{?[ \t]{0,8}((?:CascadeType\.\w{1,16}[ \t]{0,8},?[ \t]{0,8}){1,8})\}?)|->[ \t]{0,8}(cascade|restrict|null|noAction)OnDelete[ \t]{0,8}\([ \t]{0,8}\))/i;
/** The policy a match names. */
const policyValue = (policy: RegExpExecArray): string => policy.slice(1).find((group) => group !== undefined) ?? '';
const CASCADING = /^(?:destroy|delete_all|destroy_async|cascade)$/i;
/** A list of cascades that holds a delete: SQLAlchemy's `all` or `delete`, JPA's `CascadeType.ALL` or `REMOVE`. */
const LISTED = /(?:^|[ ,.])(?:all|delete|remove)(?:[ ,-]|$)/i;
const cascading = (policy: RegExpExecArray): boolean =>
  policy[7] !== undefined || policy[8] !== undefined ? LISTED.test(policyValue(policy)) : CASCADING.test(policyValue(policy).trim());
/** A link of a table that holds nothing kept: sessions, scratch, temp and cache tables. */
const SCRATCH = wholeWords('sessions?|te?mp|scratch|cache[sd]?|staging');
/** A migration statement that changes an existing table's foreign key, and the table (group 1-4): SQL's ALTER TABLE, Rails'
 * add_foreign_key, Alembic's op.create_foreign_key, Django's AlterField (its model), Laravel's Schema::table. */
const ALTERS =
  /\bALTER[ \t]{1,8}TABLE[ \t]{1,8}(?:ONLY[ \t]{1,8})?(?:IF[ \t]{1,8}EXISTS[ \t]{1,8})?["`]?(?:\w{1,64}\.)?(\w{1,64})|\badd_foreign_key[ \t(]{1,8}:?["']?(\w{1,64})|\bcreate_foreign_key\([ \t\n]{0,40}(?:None|["'][^"'\n]{0,128}["'])[ \t]{0,8},[ \t\n]{0,40}["'](\w{1,64})|\bAlterField\([ \t\n]{0,40}(?:model_name[ \t]{0,8}=[ \t]{0,8}["'](\w{1,64}))?|\bSchema::table\([ \t]{0,8}["'](\w{1,64})/i;
/** A table the same text creates (Rails' and Alembic's create_table, SQL's CREATE TABLE, Django's CreateModel): a foreign
 * key it then adds or alters to cascade links rows that do not exist yet. */
const CREATES =
  /\bcreate_table[ \t(]{1,8}:?["']?(\w{1,64})|\bCREATE[ \t]{1,8}TABLE[ \t]{1,8}(?:IF[ \t]{1,8}NOT[ \t]{1,8}EXISTS[ \t]{1,8})?["`]?(?:\w{1,64}\.)?(\w{1,64})|\bCreateModel\([ \t\n]{0,40}name[ \t]{0,8}=[ \t]{0,8}["'](\w{1,64})|\bSchema::create\([ \t]{0,8}["'](\w{1,64})/gi;
/** A new statement starts on this line: a block of Rails or Python statements splits into one per table it alters. */
const STATEMENT = /\n(?=[ \t]{0,40}(?:add_foreign_key|create_table|op\.|migrations\.|ALTER[ \t]|CREATE[ \t]))/;

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
    const rest = squeeze(raw.slice(0, policy.index) + raw.slice(policy.index + policy[0].length));
    // `on_delete=models.PROTECT,` alone on its line: the field's call above it names the link.
    const key = /^[\W_]*$/.test(rest) ? `${opener} @ ${rest}` : rest;
    linked.push({ key, cascades: cascading(policy), line: squeeze(raw) });
    if (raw.includes('(')) opener = rest;
  }
  return { linked, plain };
}

/** The tables `text` creates, lower-cased. */
function created(text: string): Set<string> {
  const tables = new Set<string>();
  for (const match of text.slice(0, MAX_SIDE).matchAll(CREATES)) tables.add((match[1] ?? match[2] ?? match[3] ?? match[4])!.toLowerCase());
  return tables;
}

/** A table's name as either side may spell it: Django's model `Note` for the table `notes` or `app_note`. */
const named = (table: string, tables: ReadonlySet<string>): boolean =>
  tables.has(table) || tables.has(table.replace(/s$/, '')) || tables.has(`${table}s`);

/** The statements of `text` that alter a foreign key to cascade, each with the table it alters (one per `;`-ended or
 * blank-separated block, and per line that starts a new statement). */
function alteredToCascade(text: string): { statement: string; table: string }[] {
  const found: { statement: string; table: string }[] = [];
  // Laravel's Schema::table('comments', function ($table) { … }) holds one `;`-ended statement per change: each one up to
  // its closing `});` alters that table.
  let schemaTable: string | undefined;
  for (const block of text.slice(0, MAX_SIDE).split(/;|\n[ \t]*\n/, MAX_LINES)) {
    for (const statement of block.split(STATEMENT, MAX_LINES)) {
      const alters = ALTERS.exec(statement);
      if (alters?.[5] !== undefined) schemaTable = alters[5];
      else if (/\bSchema::create\(|^\s*\}\s*\)/.test(statement)) schemaTable = undefined;
      if (alters === null && schemaTable === undefined) continue;
      const policy = POLICY.exec(statement);
      if (policy === null || !cascading(policy)) continue;
      const table = (alters?.[1] ?? alters?.[2] ?? alters?.[3] ?? alters?.[4] ?? schemaTable ?? '').toLowerCase();
      // Django's AlterField says which field: the same model and field altered on both sides is one link.
      const field = /\bname[ \t]{0,8}=[ \t]{0,8}["'](\w{1,64})/.exec(statement)?.[1] ?? '';
      found.push({ statement: squeeze(statement.replace(/\s+/g, ' ')).slice(0, 200), table: alters?.[4] ? `${table}.${field}` : table });
    }
  }
  return found;
}

/** Whether `text` may make a link cascade (a cheap test before reading the edit). */
export function mayCascade(text: string): boolean {
  return /dependent|on_delete|ON\s+DELETE|onDelete|cascade[ \t]{0,8}=/i.test(text);
}

/**
 * The links `edits` make cascade that did not before (the new line, as written), or none. `cascadedBefore` says whether
 * the project's earlier migrations already left a Django model's field cascading (engine/migrationHistory.ts).
 */
export function cascadeAdded(
  path: string,
  edits: readonly ToolEdit[],
  cascadedBefore: (model: string, field: string) => boolean = () => false,
): string[] {
  if (/\.(?:md|mdx|rst|txt|adoc)$/i.test(path)) return [];
  const found: string[] = [];
  for (const edit of edits) {
    const before = links(edit.old);
    for (const link of links(edit.new).linked) {
      if (!link.cascades || SCRATCH.test(link.key)) continue;
      const was = before.linked.find((old) => old.key === link.key);
      if (was ? !was.cascades : before.plain.has(link.key)) found.push(link.line);
    }
    // A statement the old text already had, or a Django AlterField of a field the old text already altered to cascade
    // (a new help_text or related_name), changes nothing; nor does one over a table the new text creates.
    const old = alteredToCascade(edit.old);
    const fresh = created(edit.new);
    for (const { statement, table } of alteredToCascade(edit.new)) {
      if (old.some((was) => was.statement === statement || (table.includes('.') && was.table === table))) continue;
      const [model, field] = table.split('.');
      if (named(model!, fresh) || SCRATCH.test(statement)) continue;
      if (field !== undefined && cascadedBefore(model!, field)) continue;
      found.push(statement);
    }
  }
  return [...new Set(found)];
}
