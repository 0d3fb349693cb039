// Data-layer calls that empty or replace a whole table, read as the SQL they send so that the SQL rules judge them as
// they judge `psql -c '…'` (a kept table speaks; housekeeping and a test's database stay the rules' and the caller's).
// A DataFrame written with `if_exists='replace'` drops the table and makes it again from the frame alone; a query
// builder's delete with no filter in its chain deletes every row. Held-out rounds 177 and 179: `df.to_sql("sightings",
// con, if_exists="replace")` and Drizzle's `db.delete(shifts)` with its `.where(…)` taken out were silent.
// A table named as scratch, staging or a test's own (`tmp_orders`, `orders_staging`) is made again on purpose: silent.
// An ORM's own whole-table call sends the same SQL as the builders' (Sequelize's `sequelize.truncate()`, Active Record's
// `connection.truncate`, Entity Framework's `ExecuteDelete()`, Doctrine's, Spring Data's, jOOQ's, Diesel's, bun's,
// MikroORM's and Objection's): read as it, it is judged as it. A call named in a comment or a string
// (`// never call sequelize.truncate()`, `logger.warn("skipping …")`) is a mention, not a call: silent.
import { maskCode, type Family } from '../lib/codeText.js';
import { boundedMatches } from '../lib/boundedMatches.js';
import { namesScratch } from '../lib/scratch.js';
import { closingBracket, splitArguments } from '../lib/topLevel.js';
import { boundOnceAt } from './boundOnce.js';

const MAX_FOUND = 32;
/** Call names looked at per pattern: hostile code may hold one millions of times. */
const MAX_MATCHES = 256;
/** How far a call's arguments, or a statement's chain after its table, are read. */
const CALL_WINDOW = 1024;
const CHAIN_WINDOW = 600;

/** The code read and, at the same offsets, the same code with its comments and strings blanked (made on first use). */
interface Source {
  readonly text: string;
  readonly family: Family;
  masked?: string;
}

/**
 * `pattern`'s matches in `source`'s code, bounded: one that starts in a comment or a string is a mention, not a call.
 * The match is of the raw text, so a table named in a literal (`knex("members")`) is still read.
 */
function* matches(pattern: RegExp, source: Source): Generator<RegExpExecArray> {
  for (const match of boundedMatches(pattern, source.text, MAX_MATCHES)) {
    source.masked ??= maskCode(source.text, source.family);
    if (source.masked[match.index] === source.text[match.index]) yield match;
  }
}

/** The arguments of the call whose `(` ends at `after` (the index just past it), or undefined when the bound cuts it. */
function callArguments(text: string, after: number): string[] | undefined {
  const window = text.slice(after, after + CALL_WINDOW);
  const close = closingBracket(window, 0);
  return close < 0 ? undefined : splitArguments(window.slice(0, close));
}

const QUOTED = /^[rbuf]{0,2}(["'`])([\w.$]{1,128})\1$/;
const NAME = /^[A-Za-z_]\w{0,63}$/;
const CONSTANT = /^[A-Z][A-Z\d_]{1,63}$/;

/**
 * The table an argument names: a literal (`'sightings'`), a name bound once to one (`TABLE = "sightings"`), or a
 * module constant bound elsewhere (`ORDERS_TABLE`: one fixed table). Undefined for anything else (a loop's `name`, a
 * parameter, an f-string, a call): a table the code does not name is no table to judge.
 */
function tableOf(argument: string, text: string): string | undefined {
  const literal = QUOTED.exec(argument.trim())?.[2];
  if (literal !== undefined) return literal;
  const name = argument.trim();
  if (!NAME.test(name)) return undefined;
  const at = boundOnceAt(text, name, true);
  const bound = at === undefined ? undefined : /^[rbuf]{0,2}(["'`])([\w.$]{1,128})\1/.exec(text.slice(at, at + 140))?.[2];
  return bound ?? (CONSTANT.test(name) ? name : undefined);
}

/** A keyword argument's value (`if_exists='replace'` → `'replace'`), trimmed; undefined when not given. */
function keyword(args: readonly string[], key: string): string | undefined {
  const pattern = new RegExp(`^${key}\\s{0,8}[=:]\\s{0,8}`);
  for (const arg of args) {
    const match = pattern.exec(arg);
    if (match) return arg.slice(match[0].length).trim();
  }
  return undefined;
}

const isReplace = (value: string | undefined): boolean => value !== undefined && /^["']replace["']$/.test(value);

/** A model's table as the ORMs name it by default (`PunchCard` → `punch_card`); a repository's entity (`orderRepo` → `order`). */
function tableOfModel(name: string): string {
  return name
    .replace(/(?:_?[Rr]epo(?:sitory)?|Table|_table|_tbl)$/, '')
    .replace(/([a-z\d])([A-Z])/g, '$1_$2')
    .toLowerCase();
}

/**
 * pandas' `df.to_sql("t", con, if_exists="replace")` and polars' `df.write_database("t", uri,
 * if_table_exists="replace")`: the table is dropped and made again from the frame, every row it held before gone.
 * `append` and `fail` (the default) keep what is there. https://pandas.pydata.org/docs/reference/api/pandas.DataFrame.to_sql.html,
 * https://docs.pola.rs/api/python/stable/reference/api/polars.DataFrame.write_database.html
 */
const FRAME_WRITE = /\.(to_sql|write_database)\(/g;

function frameReplaces(source: Source, found: string[]): void {
  const { text } = source;
  if (!text.includes('replace')) return;
  for (const match of matches(FRAME_WRITE, source)) {
    const args = callArguments(text, match.index + match[0].length);
    if (args === undefined) continue;
    const pandas = match[1] === 'to_sql';
    if (!isReplace(keyword(args, pandas ? 'if_exists' : 'if_table_exists'))) continue;
    const named = keyword(args, pandas ? 'name' : 'table_name') ?? (args[0]?.includes('=') ? undefined : args[0]);
    const table = named === undefined ? undefined : tableOf(named, text);
    if (table !== undefined) found.push(`DROP TABLE ${table}`);
  }
}

/**
 * R's DBI `dbWriteTable(con, "t", df, overwrite = TRUE)`: the table is replaced by the frame.
 * https://dbi.r-dbi.org/reference/dbwritetable
 */
const DBI_WRITE = /\bdbWriteTable\(/g;

function dbiOverwrites(source: Source, found: string[]): void {
  const { text } = source;
  if (!text.includes('dbWriteTable')) return;
  for (const match of matches(DBI_WRITE, source)) {
    const args = callArguments(text, match.index + match[0].length);
    if (args === undefined || !/^(?:TRUE|T)$/.test(keyword(args, 'overwrite') ?? '')) continue;
    const named = keyword(args, 'name') ?? args[1];
    const table = named === undefined ? undefined : tableOf(named.replace(/^name\s*=\s*/, ''), text);
    if (table !== undefined) found.push(`DROP TABLE ${table}`);
  }
}

/**
 * The chain of a Spark writer from `.write` on: its links, across lines that go on with a `.`, up to the statement's end
 * (a `;`, a line that starts something else, an unbalanced `)`), bounded.
 */
function sparkChain(text: string, from: number): string {
  const end = Math.min(text.length, from + CHAIN_WINDOW);
  let depth = 0;
  let quote = '';
  for (let i = from; i < end; i++) {
    const ch = text[i]!;
    if (quote) {
      if (ch === '\\') i++;
      else if (ch === quote) quote = '';
    } else if (ch === '"' || ch === "'") quote = ch;
    else if (ch === '(' || ch === '[' || ch === '{') depth++;
    else if (ch === ')' || ch === ']' || ch === '}') {
      if (--depth < 0) return text.slice(from, i);
    } else if (depth === 0 && ch === ';') return text.slice(from, i);
    else if (depth === 0 && ch === '\n' && !/^[ \t]{0,64}(?:\.|\\)/.test(text.slice(i + 1, i + 70))) return text.slice(from, i);
  }
  return text.slice(from, end);
}

/**
 * Spark's writer in overwrite mode into a table: `df.write.mode("overwrite").saveAsTable("t")`, `.jdbc(url, "t")`,
 * `.format("jdbc").option("dbtable", "t")…save()`, `.insertInto("t", overwrite=True)`, Scala's `SaveMode.Overwrite`, and
 * the v2 writer's `df.writeTo("t").createOrReplace()`: what the table held is replaced by the frame. A path written
 * over (`.parquet(p)`) is a file's, judged elsewhere. https://spark.apache.org/docs/latest/sql-data-sources-load-save-functions.html#save-modes
 */
const SPARK_WRITE = /\.write(?:To\(\s{0,8}["']([\w.]{1,128})["']\s{0,8}\)|\b)/g;
const OVERWRITE =
  /\.mode\(\s{0,8}["']overwrite["']\s{0,8}\)|SaveMode\.Overwrite\b|\bmode\s{0,8}=\s{0,8}["']overwrite["']|\boverwrite\s{0,8}=\s{0,8}True\b/i;
const SPARK_TABLE =
  /\.(?:saveAsTable|insertInto)\(\s{0,8}["']([\w.]{1,128})["']|\.jdbc\([^,()]{0,200},\s{0,8}["']([\w.]{1,128})["']|\.option\(\s{0,8}["']dbtable["']\s{0,8},\s{0,8}["']([\w.]{1,128})["']/;

function sparkOverwrites(source: Source, found: string[]): void {
  const { text } = source;
  if (!text.includes('.write') || !/overwrite|createOrReplace|\.replace\(/i.test(text)) return;
  for (const match of matches(SPARK_WRITE, source)) {
    const chain = sparkChain(text, match.index + match[0].length);
    if (match[1] !== undefined) {
      if (/^\s{0,64}\.(?:createOrReplace|replace)\(\s{0,8}\)/.test(chain)) found.push(`DROP TABLE ${match[1]}`);
      continue;
    }
    if (!OVERWRITE.test(chain)) continue;
    const table = SPARK_TABLE.exec(chain);
    const name = table?.[1] ?? table?.[2] ?? table?.[3];
    if (name !== undefined) found.push(`DROP TABLE ${name}`);
  }
}

/**
 * Query builders' deletes of a named table with no filter in their chain: Kysely's `db.deleteFrom('audit_log').execute()`
 * is `DELETE FROM audit_log`, Knex's `knex('t').del()` (also `.delete()`, `knex.table('t')`, `knex.from('t')`) too, and
 * `knex('t').truncate()` is `TRUNCATE t`. A `.where…` anywhere in the statement's chain narrows it: silent.
 * https://kysely-org.github.io/kysely-apidoc/classes/Kysely.html#deleteFrom, https://knexjs.org/guide/query-builder.html#del
 */
const BUILDER_DELETE =
  /\.deleteFrom\(\s{0,8}["'`](\w{1,64})["'`]\s{0,8}\)|\b(?:knex|trx|db)(?:\.(?:table|from))?\(\s{0,8}["'`](\w{1,64})["'`]\s{0,8}\)/g;
/** A filter, a key or a bound in a builder's chain: the delete takes only some rows (Objection's `.findById(id)`, TypeORM's `.andWhere(…)`). */
const NARROWED =
  /\.(?:where|orWhere|andWhere|findById|findOne|whereIn|whereRef|whereExists|using|limit|returning\w*\(\s*\)\s*\.where)\w*\s*\(/;

/** A JavaScript statement's chain after `end`: up to its `;` or a blank line, bounded. */
const jsChain = (text: string, end: number): string => /^[^;]{0,600}?(?:;|\n[ \t]{0,64}\n|$)/.exec(text.slice(end, end + CHAIN_WINDOW))![0];

function builderDeletes(source: Source, found: string[]): void {
  const { text } = source;
  if (!text.includes('deleteFrom') && !/\.(?:del|delete|truncate)\(/.test(text)) return;
  for (const match of matches(BUILDER_DELETE, source)) {
    const chain = jsChain(text, match.index + match[0].length);
    if (NARROWED.test(chain)) continue;
    if (match[1] !== undefined) {
      if (/\.execute\w*\s*\(/.test(chain)) found.push(`DELETE FROM ${match[1]}`);
    } else if (/^\s*\.(?:del|delete)\(\s*\)/.test(chain)) found.push(`DELETE FROM ${match[2]}`);
    else if (/^\s*\.truncate\(\s*\)/.test(chain)) found.push(`TRUNCATE ${match[2]}`);
  }
}

/**
 * Drizzle's `db.delete(shifts)` with no `.where(…)` in its chain deletes every row of the table it is handed (the table
 * object, `schema.shifts` too). Only on a database's usual names, and not of a name that reads as one row's key
 * (`db.delete(id)`, a key-value store's). https://orm.drizzle.team/docs/delete
 */
const DRIZZLE_DELETE =
  /(?<![\w$])(?:(?:this|ctx|c|req|context)\.)?(?:db|tx|trx|database|drizzle)\.delete\(\s{0,8}((?:[A-Za-z_$][\w$]{0,63}\.)?[A-Za-z_$][\w$]{0,63})\s{0,8}\)/g;
const ONE_ROW = /(?:id|ids|key|keys|doc|record|entry|item|row|obj|object|instance|entity|path|file|url|name)$/i;

/**
 * Whether `name` reads as a Drizzle table rather than one row (`db.delete(user)` of a key-value or document store):
 * reached through a schema object (`schema.shifts`), declared in the file (`export const shifts = pgTable(`), or a
 * plural, as Drizzle's tables are named.
 */
function drizzleTable(written: string, name: string, text: string): boolean {
  if (written.includes('.') || /[a-z\d]s$/.test(name)) return !/ss$/.test(name);
  return new RegExp(`(?<![\\w$])${name.replaceAll('$', '\\$')}\\s{0,8}=\\s{0,8}(?:pg|sqlite|mysql|singlestore)Table\\s{0,8}\\(`).test(text);
}

function drizzleDeletes(source: Source, found: string[]): void {
  const { text } = source;
  if (!text.includes('.delete(')) return;
  for (const match of matches(DRIZZLE_DELETE, source)) {
    const table = match[1]!.slice(match[1]!.lastIndexOf('.') + 1);
    if (ONE_ROW.test(table) || !drizzleTable(match[1]!, table, text)) continue;
    if (NARROWED.test(jsChain(text, match.index + match[0].length))) continue;
    found.push(`DELETE FROM ${tableOfModel(table)}`);
  }
}

/**
 * TypeORM's `repo.clear()` and `manager.clear(Entity)` run `TRUNCATE` on the entity's table; Sequelize's
 * `Model.destroy({ truncate: true })` and `Model.truncate()` too. A `clear()` on anything else (a map, a form) empties
 * nothing stored. https://typeorm.io/docs/working-with-entity-manager/repository-api/,
 * https://sequelize.org/api/v6/class/src/model.js~model#static-method-truncate
 */
const REPOSITORY_CLEAR =
  /(?:\bgetRepository\(\s{0,8}([A-Z]\w{0,63})\s{0,8}\)|\b([A-Za-z_]\w{0,63}?(?:Repo|Repository|_repo|repo|repository)))\.clear\(\s{0,8}\)|\b(?:manager|entityManager)\.clear\(\s{0,8}([A-Z]\w{0,63})\s{0,8}\)/g;
const MODEL_TRUNCATE = /\b([A-Z]\w{0,63})\.(?:truncate\(\s{0,8}(?:\{[^(){}]{0,200}\}\s{0,8})?\)|destroy\(\s{0,8}\{)/g;

function ormTruncates(source: Source, found: string[]): void {
  const { text } = source;
  if (text.includes('.clear(')) {
    for (const match of matches(REPOSITORY_CLEAR, source)) {
      const name = match[1] ?? match[3] ?? match[2]!;
      found.push(`TRUNCATE ${tableOfModel(name) || 'repository'}`);
    }
  }
  if (!text.includes('.truncate(') && !/truncate\s{0,8}:\s{0,8}true/.test(text)) return;
  for (const match of matches(MODEL_TRUNCATE, source)) {
    if (match[0].endsWith('{')) {
      const args = callArguments(text, match.index + match[0].lastIndexOf('(') + 1);
      const options = args?.[0] === undefined ? undefined : callArguments(args[0], 1);
      if (keyword(options ?? [], 'truncate') !== 'true') continue;
    }
    found.push(`TRUNCATE ${tableOfModel(match[1]!)}`);
  }
}

/**
 * SQLAlchemy's `session.execute(delete(Member))` and Core's `conn.execute(members.delete())`: the statement handed over
 * with no `.where(…)` deletes every row. https://docs.sqlalchemy.org/en/20/core/dml.html#sqlalchemy.sql.expression.delete
 */
const SQLALCHEMY_DELETE =
  /\.execute\(\s{0,8}(?:(?:(?:sa|sqlalchemy)\.)?delete\(\s{0,8}([A-Za-z_]\w{0,63})(?:\.__table__)?\s{0,8}\)|([A-Za-z_]\w{0,63})\.delete\(\s{0,8}\))\s{0,8}[),]/g;

function sqlalchemyDeletes(source: Source, found: string[]): void {
  const { text } = source;
  if (!text.includes('delete(')) return;
  for (const match of matches(SQLALCHEMY_DELETE, source)) found.push(`DELETE FROM ${tableOfModel(match[1] ?? match[2]!)}`);
}

/**
 * Laravel's `Model::truncate()`, `DB::table('t')->truncate()`: every row of the table goes, its ids start again; and
 * `Model::query()->delete()`, a query with no condition at all. https://laravel.com/docs/queries#delete-statements
 */
const LARAVEL_WIPE =
  /\bDB::table\(\s{0,8}["'](\w{1,64})["']\s{0,8}\)\s{0,8}->\s{0,8}truncate\(\s{0,8}\)|\b([A-Z]\w{0,63})::(?:query\(\s{0,8}\)\s{0,8}->\s{0,8}(delete|truncate)|truncate)\(\s{0,8}\)/g;

function laravelWipes(source: Source, found: string[]): void {
  const { text } = source;
  if (!text.includes('truncate(') && !text.includes('::query(')) return;
  for (const match of matches(LARAVEL_WIPE, source))
    found.push(match[3] === 'delete' ? `DELETE FROM ${tableOfModel(match[2]!)}` : `TRUNCATE ${match[1] ?? tableOfModel(match[2]!)}`);
}

/**
 * GORM refuses a delete with no conditions unless told otherwise: `db.Session(&gorm.Session{AllowGlobalUpdate: true})
 * .Delete(&Booking{})` and a condition that holds for every row (`db.Where("1 = 1").Delete(&Booking{})`) delete the whole
 * table. https://gorm.io/docs/delete.html#Block-Global-Delete
 */
const GORM_GLOBAL =
  /(?:\.Session\(\s{0,8}&gorm\.Session\{\s{0,8}AllowGlobalUpdate:\s{0,8}true\s{0,8}\}\s{0,8}\)|\.Where\(\s{0,8}"(?:1\s{0,4}=\s{0,4}1|true)"\s{0,8}\))\s{0,8}(?:\.Unscoped\(\s{0,8}\)\s{0,8})?\.Delete\(\s{0,8}&(?:\w{1,64}\.)?([A-Z]\w{0,63})\{\s{0,8}\}\s{0,8}\)/g;

function gormGlobalDeletes(source: Source, found: string[]): void {
  const { text } = source;
  if (!text.includes('.Delete(')) return;
  for (const match of matches(GORM_GLOBAL, source)) found.push(`DELETE FROM ${tableOfModel(match[1]!)}`);
}

/** The table a builder's delete names, an entity's class (`App\Entity\Member`) by its last part. */
const entityTable = (name: string): string => tableOfModel(name.slice(name.lastIndexOf('\\') + 1));

/**
 * Sequelize's `sequelize.truncate()` truncates the table of every model the instance defines (`{ cascade: true }`, their
 * dependants' too), and `sequelize.drop()` drops them. The table is no one name: every model's.
 * https://sequelize.org/api/v6/class/src/sequelize.js~sequelize
 */
const SEQUELIZE_WIPE = /(?<![\w$])sequelize\s{0,8}\.\s{0,8}(truncate|drop)\(/g;
/**
 * TypeORM's query builder `createQueryBuilder().delete().from(Member).execute()` (or a repository's, its entity's table)
 * and MikroORM's `em.nativeDelete(Member, {})`, Objection's `Member.query().delete()`: a delete with no condition.
 * https://typeorm.io/docs/query-builder/delete-query-builder/, https://mikro-orm.io/docs/entity-manager,
 * https://vincit.github.io/objection.js/api/query-builder/mutate-methods.html#delete
 */
const TYPEORM_BUILDER =
  /(?:\bgetRepository\(\s{0,8}([A-Z]\w{0,63})\s{0,8}\)|\b([A-Za-z_$][\w$]{0,63}))\s{0,8}\.\s{0,8}createQueryBuilder\(\s{0,8}(?:["'`]\w{1,32}["'`]\s{0,8})?\)\s{0,8}\.\s{0,8}delete\(\s{0,8}\)/g;
/**
 * A query builder held in a name first (`const qb = dataSource.createQueryBuilder();`, `qb.delete().from(Member)…`): the
 * name, and what made it (its repository's entity names the table when no `.from(…)` does).
 */
const HELD_BUILDER =
  /(?<![\w$])(?:const|let|var)\s{1,8}([A-Za-z_$][\w$]{0,63})\s{0,8}(?::\s{0,8}[\w$.<>]{1,64}\s{0,8})?=\s{0,8}(?:await\s{1,8})?(?:this\.)?(?:getRepository\(\s{0,8}([A-Z]\w{0,63})\s{0,8}\)|([A-Za-z_$][\w$]{0,63}))\s{0,8}\.\s{0,8}createQueryBuilder\(\s{0,8}(?:["'`]\w{1,32}["'`]\s{0,8})?\)\s{0,8}(?:;|\n)/g;
const HELD_DELETE = /(?<![\w$.])([A-Za-z_$][\w$]{0,63})\s{0,8}\.\s{0,8}delete\(\s{0,8}\)/g;
const BUILDER_FROM = /^\s{0,16}\.\s{0,8}from\(\s{0,8}(?:([A-Z]\w{0,63})|["'`](\w{1,64})["'`])\s{0,8}[,)]/;
const NATIVE_DELETE =
  /\b(?:em|entityManager|manager)\s{0,8}\.\s{0,8}nativeDelete\(\s{0,8}([A-Z]\w{0,63})\s{0,8},\s{0,8}\{\s{0,8}\}\s{0,8}\)|\b([A-Za-z_]\w{0,63}?(?:Repo|Repository|repo|repository))\s{0,8}\.\s{0,8}nativeDelete\(\s{0,8}\{\s{0,8}\}\s{0,8}\)/g;
const OBJECTION_DELETE = /\b([A-Z]\w{0,63})\.query\(\s{0,8}(?:[a-z]\w{0,31}\s{0,8})?\)\s{0,8}\.\s{0,8}delete\(\s{0,8}\)/g;

/**
 * The table a TypeORM builder's `delete()` empties, from the chain after it: its `.from(…)`, else the entity or the
 * repository that made the builder; undefined when the chain narrows the delete or never runs it.
 */
function typeormDeleted(chain: string, entity: string | undefined, receiver: string | undefined): string | undefined {
  if (NARROWED.test(chain) || !/\.\s{0,8}execute\(/.test(chain)) return undefined;
  const from = BUILDER_FROM.exec(chain);
  const model = from?.[1] ?? entity ?? (receiver !== undefined && /repo/i.test(receiver) ? receiver : undefined);
  return from?.[2] ?? (model === undefined ? undefined : tableOfModel(model) || undefined);
}

function typeormDeletes(source: Source, found: string[]): void {
  const { text } = source;
  for (const match of matches(TYPEORM_BUILDER, source)) {
    const table = typeormDeleted(jsChain(text, match.index + match[0].length), match[1], match[2]);
    if (table) found.push(`DELETE FROM ${table}`);
  }
  const held = new Map<string, RegExpExecArray>();
  for (const match of matches(HELD_BUILDER, source)) held.set(match[1]!, match);
  if (held.size === 0) return;
  for (const match of matches(HELD_DELETE, source)) {
    const builder = held.get(match[1]!);
    if (builder === undefined || builder.index > match.index) continue;
    const table = typeormDeleted(jsChain(text, match.index + match[0].length), builder[2], builder[3]);
    if (table) found.push(`DELETE FROM ${table}`);
  }
}

function jsOrmWipes(source: Source, found: string[]): void {
  const { text } = source;
  if (text.includes('sequelize')) {
    for (const match of matches(SEQUELIZE_WIPE, source)) found.push(`${match[1] === 'drop' ? 'DROP TABLE' : 'TRUNCATE'} every_model_table`);
  }
  if (text.includes('createQueryBuilder')) typeormDeletes(source, found);
  if (text.includes('nativeDelete(')) {
    for (const match of matches(NATIVE_DELETE, source)) found.push(`DELETE FROM ${tableOfModel(match[1] ?? match[2]!) || 'repository'}`);
  }
  if (text.includes('.query(')) {
    for (const match of matches(OBJECTION_DELETE, source)) {
      if (!NARROWED.test(jsChain(text, match.index + match[0].length))) found.push(`DELETE FROM ${tableOfModel(match[1]!)}`);
    }
  }
}

/**
 * Active Record's `ActiveRecord::Base.connection.truncate(:members)` (a symbol, a string or `Member.table_name`) and
 * `truncate_tables(:members, :bookings)`: every row of each table goes.
 * https://api.rubyonrails.org/classes/ActiveRecord/ConnectionAdapters/DatabaseStatements.html
 */
const RAILS_TRUNCATE = /\bconnection\s{0,8}\.\s{0,8}truncate(_tables)?(?:\(\s{0,8}|[ \t]{1,8}(?=[:"'A-Z]))/g;
const RAILS_TABLE = /^(?::(\w{1,64})|["'](\w{1,64})["']|([A-Z]\w{0,63})\.table_name)$/;
/** Where arguments written without parentheses end: a trailing `if`/`unless` modifier or a comment. */
const RAILS_ARGUMENTS_END = /[ \t](?:if|unless)[ \t(]|#/;

/** The arguments of a call written without parentheses from `end` (`truncate_tables :members, :bookings if …`), bounded. */
function bareArguments(text: string, end: number): string[] {
  const line = /^[^\n;)]{0,200}/.exec(text.slice(end, end + 200))![0];
  const stop = RAILS_ARGUMENTS_END.exec(line)?.index ?? line.length;
  return splitArguments(line.slice(0, stop));
}

function railsTruncates(source: Source, found: string[]): void {
  const { text } = source;
  if (!text.includes('truncate')) return;
  for (const match of matches(RAILS_TRUNCATE, source)) {
    const end = match.index + match[0].length;
    const args = match[0].endsWith('(') ? callArguments(text, end) : bareArguments(text, end);
    for (const arg of (match[1] === undefined ? args?.slice(0, 1) : args?.slice(0, 8)) ?? []) {
      const table = RAILS_TABLE.exec(arg.trim());
      if (table) found.push(`TRUNCATE ${table[1] ?? table[2] ?? tableOfModel(table[3]!)}`);
    }
  }
}

/**
 * Entity Framework Core's `context.Members.ExecuteDelete()` (and `…Async`, `Set<Member>()`) with no `Where` before it,
 * and `RemoveRange(context.Members)` (or its `ToList()`) then saved: every row of the set's table. A set reached through
 * a context (`db`, `_context`, `ctx`, `AppDbContext`); a navigation's collection (`order.Lines`) is one parent's rows, and
 * a `RemoveRange` in a file that never calls `SaveChanges` removes from some list, not from a table (`cartDb.Items`).
 * https://learn.microsoft.com/ef/core/saving/execute-insert-update-delete
 */
const EF_CONTEXT = String.raw`(?<![\w.])(?:this\.)?(_?\w{0,48}(?:[Cc]ontext|[Dd]b|[Cc]tx))`;
/** Contexts that hold no tables: ASP.NET's request (`httpContext.Items`), a filter's, a thread's. */
const NOT_DATA_CONTEXT = /(?:Http|Action|Execution|Synchronization|Filter|Page|Request)Context$/i;
const EF_SET = String.raw`${EF_CONTEXT}\s{0,8}\.\s{0,8}(?:Set<([A-Z]\w{0,63})>\(\s{0,8}\)|([A-Z]\w{0,63}))`;
const EF_DELETE = new RegExp(
  `${EF_SET}(?:\\s{0,8}\\.\\s{0,8}(?:AsQueryable|IgnoreQueryFilters|AsNoTracking|AsTracking)\\(\\s{0,8}\\)){0,3}\\s{0,8}\\.\\s{0,8}ExecuteDelete(?:Async)?\\(`,
  'g',
);
/** A set's rows all loaded (`ToList()`), no filter between. */
const EF_LISTED = '(?:ToList|ToListAsync|ToArray|ToArrayAsync|AsEnumerable|AsQueryable)';
const EF_REMOVE_RANGE = new RegExp(
  `\\.RemoveRange\\(\\s{0,8}(?:await\\s{1,8})?${EF_SET}(?:\\s{0,8}\\.\\s{0,8}${EF_LISTED}\\(\\s{0,8}\\))?\\s{0,8}\\)`,
  'g',
);

function efDeletes(source: Source, found: string[]): void {
  const { text } = source;
  if (!text.includes('ExecuteDelete') && !text.includes('RemoveRange(')) return;
  const saved = /\bSaveChanges(?:Async)?\(/.test(text);
  for (const pattern of saved ? [EF_DELETE, EF_REMOVE_RANGE] : [EF_DELETE])
    for (const match of matches(pattern, source)) {
      const set = match[2] ?? match[3]!;
      if (NOT_DATA_CONTEXT.test(match[1]!) || set === 'Database' || set === 'ChangeTracker') continue;
      found.push(`DELETE FROM ${tableOfModel(set)}`);
    }
}

/**
 * Doctrine's query builder `createQueryBuilder()->delete(Member::class, 'm')->getQuery()->execute()` (or a repository's
 * `createQueryBuilder('m')->delete()`) with no `where` in its chain, DBAL's builder on a table
 * (`$conn->createQueryBuilder()->delete('members')->executeStatement()`) and DBAL's `getTruncateTableSQL('members')`.
 * https://www.doctrine-project.org/projects/doctrine-orm/en/3.3/reference/query-builder.html,
 * https://www.doctrine-project.org/projects/doctrine-dbal/en/4.2/reference/query-builder.html#delete
 */
const DOCTRINE_DELETE =
  /(?:(?:\$(?:this->)?(\w{1,64})|getRepository\(\s{0,8}([A-Z][\w\\]{0,127})::class\s{0,8}\))\s{0,8}->\s{0,8}createQueryBuilder\(\s{0,8}(?:["']\w{1,32}["']\s{0,8})?\)|\$(?:this->)?(?:qb|queryBuilder|builder))\s{0,8}->\s{0,8}delete\(\s{0,8}(?:([A-Z][\w\\]{0,127})::class|["']([\w\\]{1,128})["'])?/g;
const DOCTRINE_NARROWED = /->\s{0,8}(?:where|andWhere|orWhere|setMaxResults)\(/;
/** The ORM's query run (`->getQuery()->execute()`), or DBAL's builder run at once (`->executeStatement()`, 2.x's `->execute()`). */
const DOCTRINE_RUN = /->\s{0,8}(?:getQuery\(\s{0,8}\)\s{0,8}->\s{0,8})?execute(?:Statement)?\(/;
const DBAL_TRUNCATE = /getTruncateTableSQL\(\s{0,8}["'](\w{1,64})["']/g;

function doctrineDeletes(source: Source, found: string[]): void {
  const { text } = source;
  if (text.includes('getTruncateTableSQL')) for (const match of matches(DBAL_TRUNCATE, source)) found.push(`TRUNCATE ${match[1]}`);
  if (!text.includes('delete(')) return;
  for (const match of matches(DOCTRINE_DELETE, source)) {
    const chain = jsChain(text, match.index + match[0].length);
    if (DOCTRINE_NARROWED.test(chain) || !DOCTRINE_RUN.test(chain)) continue;
    const repository = match[1] !== undefined && /repo/i.test(match[1]) ? match[1] : undefined;
    const model = match[3] ?? match[4] ?? match[2] ?? repository;
    if (model !== undefined) found.push(`DELETE FROM ${entityTable(model) || 'repository'}`);
  }
}

/**
 * Spring Data's `memberRepository.deleteAllInBatch()`: one `DELETE FROM` of the entity's table.
 * https://docs.spring.io/spring-data/jpa/reference/jpa/query-methods.html
 */
const SPRING_BATCH = /\b([a-z]\w{0,63}?(?:Repository|Repo))\s{0,8}\.\s{0,8}deleteAllInBatch\(\s{0,8}\)/g;

function springBatchDeletes(source: Source, found: string[]): void {
  if (!source.text.includes('deleteAllInBatch')) return;
  for (const match of matches(SPRING_BATCH, source)) found.push(`DELETE FROM ${tableOfModel(match[1]!)}`);
}

/**
 * jOOQ's `dsl.deleteFrom(MEMBERS).execute()` and `dsl.truncate(MEMBERS).execute()` (on a context, or one made in place
 * with `DSL.using(configuration)`), run straight on: a `where` between would stop the run being the next link. A
 * truncate's `.restartIdentity()`/`.cascade()` only says what else it resets.
 * https://www.jooq.org/doc/latest/manual/sql-building/sql-statements/delete-statement/,
 * https://www.jooq.org/doc/latest/manual/sql-building/sql-statements/truncate-statement/
 */
const JOOQ_DELETE =
  /(?:\b(?:dsl|ctx|create|jooq|context|db|dslContext)|\bDSL\s{0,8}\.\s{0,8}using\([^()]{0,128}\))\s{0,8}\.\s{0,8}(deleteFrom|delete|truncate|truncateTable)\(\s{0,8}(?:[A-Z]\w{0,63}\.)?([A-Z][A-Z\d_]{1,63})\s{0,8}\)/g;
const JOOQ_RUN = /^\s{0,64}(?:\.\s{0,8}(?:restartIdentity|continueIdentity|cascade|restrict)\(\s{0,8}\)\s{0,64}){0,2}\.\s{0,8}execute\(/;

function jooqDeletes(source: Source, found: string[]): void {
  const { text } = source;
  if (!/\b(?:deleteFrom|delete|truncate|truncateTable)\(/.test(text)) return;
  for (const match of matches(JOOQ_DELETE, source)) {
    if (!JOOQ_RUN.test(sparkChain(text, match.index + match[0].length))) continue;
    found.push(`${match[1]!.startsWith('truncate') ? 'TRUNCATE' : 'DELETE FROM'} ${match[2]!.toLowerCase()}`);
  }
}

/**
 * Diesel's `diesel::delete(members::table)` with no filter: every row of the table. A bare name is the table only where
 * the file imports its dsl (`use crate::schema::members::dsl::*;`) and binds it to nothing else (`let comments =
 * Comment::belonging_to(&post)` is one post's rows). A `.filter(…)` after the call narrows it as one inside does
 * (`delete(t).filter(x)` is `delete(t.filter(x))`). https://docs.diesel.rs/master/diesel/fn.delete.html
 */
const DIESEL_DELETE = /\bdiesel::delete\(\s{0,8}(?:(?:\w{1,64}::){0,4}(\w{1,64})::table|([a-z]\w{0,63}))\s{0,8}\)/g;
const DIESEL_NARROWED = /\.\s{0,8}(?:filter|or_filter)\(/;

/** Whether the file imports `name` as a table from a Diesel schema's dsl, and never binds it to a value of its own. */
function dieselDslTable(name: string, text: string): boolean {
  if (!new RegExp(`\\buse\\s{1,8}[\\w:]{0,200}::${name}::dsl\\b`).test(text)) return false;
  return !new RegExp(`\\blet\\s{1,8}(?:mut\\s{1,8})?${name}\\b`).test(text);
}

function dieselDeletes(source: Source, found: string[]): void {
  const { text } = source;
  if (!text.includes('diesel::delete(')) return;
  for (const match of matches(DIESEL_DELETE, source)) {
    if (DIESEL_NARROWED.test(jsChain(text, match.index + match[0].length))) continue;
    if (match[1] !== undefined || dieselDslTable(match[2]!, text)) found.push(`DELETE FROM ${match[1] ?? match[2]}`);
  }
}

/**
 * bun's `db.NewTruncateTable().Model((*Member)(nil))` empties the model's table, `db.NewDropTable()…` drops it (an
 * `.IfExists()` between says only that a missing one is no error).
 * https://bun.uptrace.dev/guide/query-truncate-table.html, https://bun.uptrace.dev/guide/query-drop-table.html
 */
const BUN_WIPE =
  /\.New(Truncate|Drop)Table\(\s{0,8}\)\s{0,8}\.\s{0,8}(?:Model\(\s{0,8}(?:\(\*(?:\w{1,64}\.)?([A-Z]\w{0,63})\)\(nil\)|&(?:\w{1,64}\.)?([A-Z]\w{0,63})\{\s{0,8}\})\s{0,8}\)|Table\(\s{0,8}"(\w{1,64})"\s{0,8}\))/g;

function bunWipes(source: Source, found: string[]): void {
  if (!/New(?:Truncate|Drop)Table/.test(source.text)) return;
  for (const match of matches(BUN_WIPE, source)) {
    const table = match[4] ?? tableOfModel(match[2] ?? match[3]!);
    found.push(`${match[1] === 'Drop' ? 'DROP TABLE' : 'TRUNCATE'} ${table}`);
  }
}

/**
 * A table rebuilt from others on each run (a mart, a report, an aggregate or summary): replacing it whole is its job, and
 * the next run makes it again.
 */
const DERIVED = /^(?:mart|report|rpt|agg|summary)_|_(?:mart|report|agg|aggregates?|summary|summaries)$/i;

/** The SQL that `text`'s (in `family`) data-layer calls send to empty or replace a whole table, scratch tables left out. */
export function tableWipes(text: string, family: Family): string[] {
  const found: string[] = [];
  const source: Source = { text, family };
  if (family === 'py') {
    frameReplaces(source, found);
    sqlalchemyDeletes(source, found);
  }
  if (family === 'py' || family === 'java') sparkOverwrites(source, found);
  if (family === 'r') dbiOverwrites(source, found);
  if (family === 'js') {
    builderDeletes(source, found);
    drizzleDeletes(source, found);
    ormTruncates(source, found);
    jsOrmWipes(source, found);
  }
  if (family === 'rb') railsTruncates(source, found);
  if (family === 'cs') efDeletes(source, found);
  if (family === 'java') {
    springBatchDeletes(source, found);
    jooqDeletes(source, found);
  }
  if (family === 'php') {
    laravelWipes(source, found);
    doctrineDeletes(source, found);
  }
  if (family === 'clike') {
    gormGlobalDeletes(source, found);
    dieselDeletes(source, found);
    bunWipes(source, found);
  }
  const kept = found.filter((statement) => {
    const table = statement.slice(statement.lastIndexOf(' ') + 1);
    return !namesScratch(table, true) && !(statement.startsWith('DROP') && DERIVED.test(table.slice(table.lastIndexOf('.') + 1)));
  });
  return [...new Set(kept)].slice(0, MAX_FOUND);
}
