import { closingBracket } from '../lib/topLevel.js';

// Rows a database read returns: `await db.all("SELECT interval_ms, action FROM automations")`, `pool.query(`SELECT …`)`,
// `db.prepare("SELECT …").all()`, an ORM's finder (`Task.findAll(…)`, `prisma.task.findMany(…)`, `coll.find(…).toArray()`).
// A row holds what was stored: text and numbers, never a function. A string timer handed a field of one
// (`setInterval(row.action, ms)`) runs whatever an admin screen or an import wrote to the table (held-out round 116).

/** A client's call handed SELECT text (a quoted string or a template): `db.all("SELECT …")`, `await conn.query(\`WITH … SELECT\`)`. */
const SQL_READ =
  /^(?:await\s{1,20})?(?:[A-Za-z_$][\w$]{0,40}\s{0,20}\??\.\s{0,20}){0,3}(?:all|get|each|query|execute|prepare|raw|any|many|manyOrNone|one|oneOrNone|select|sql|unsafe|run)\s{0,20}\(\s{0,20}["'`]\s{0,20}(?:SELECT|WITH)\s/i;
/** postgres.js's tagged template: `await sql\`SELECT …\``. */
const TAGGED_READ = /^(?:await\s{1,20})?sql\s{0,20}`\s{0,20}(?:SELECT|WITH)\s[^`]{0,2000}`$/i;
/** An ORM's finder: Sequelize's `findAll`, Prisma's `findMany`, Mongoose's `find`/`findOne`, a Mongo cursor's `toArray()`. */
const ORM_READ =
  /^(?:await\s{1,20})?(?:[A-Za-z_$][\w$]{0,40}\s{0,20}\??\.\s{0,20}){1,3}(?:findAll|findMany|findFirst|findUnique|findOne|findByPk|findById)\s{0,20}\(/;
/** Mongo's `db.collection('rules').find(…)`, a read only with its cursor's `.toArray()` (an array's `.find(…)` is one item). */
const MONGO_READ =
  /^(?:await\s{1,20})?(?:[A-Za-z_$][\w$]{0,40}\s{0,20}(?:\(\s{0,20}["'][\w.-]{1,60}["']\s{0,20}\)\s{0,20})?\.\s{0,20}){1,3}find\s{0,20}\(/;
/** What may follow the read and still be its rows: a driver's last call (`.all()`, `.get(id)`), `.toArray()`, Mongoose's `.lean()`. */
const ROWS_TAIL = /^(?:\s{0,20}\.\s{0,20}(?:all|get|toArray|lean|exec)\s{0,20}\([^()\n]{0,200}\))?$/;

/** Whether `value` (a `const`'s text) is the rows, or the one row, a database read returns. */
export function queryRead(value: string): boolean {
  const text = value.trim();
  if (text.length > 2000) return false;
  if (TAGGED_READ.test(text)) return true;
  const read = SQL_READ.exec(text) ?? ORM_READ.exec(text);
  const mongo = read ? null : MONGO_READ.exec(text);
  const call = read ?? mongo;
  if (!call) return false;
  // The read's own bracket: the last one its pattern matched (a collection's name comes before it).
  const close = closingBracket(text, call[0].lastIndexOf('(') + 1);
  if (close < 0) return false;
  // `db.prepare("SELECT …").all()`: the prepared statement's run gives the rows; `.find(…).toArray()` likewise.
  const tail = text.slice(close + 1);
  return ROWS_TAIL.test(tail) && (mongo === null || /^\s{0,20}\.\s{0,20}toArray\s{0,20}\(\s{0,20}\)$/.test(tail));
}

/** The member of a driver's result that holds its rows: pg's `result.rows`, mssql's `result.recordset`, mysql2's `[0]`. */
export const ROWS_MEMBER = /^([A-Za-z_$][\w$]{0,40})\s{0,20}(?:\.\s{0,20}(?:rows|recordset|records)|\[\s{0,20}0\s{0,20}\])$/;

/**
 * Whether `name` is the rows (or row) parameter of a node-style callback handed a read's SELECT text: sqlite3's
 * `db.all("SELECT …", (err, rows) => …)`, `db.each("SELECT …", params, function (err, row) { … })`, mysql's
 * `conn.query('SELECT …', (error, results) => …)`. Bounded: the text, the arguments between and the parameters each capped.
 */
export function queryCallbackRows(window: string, name: string): boolean {
  if (!/^[A-Za-z_$][\w$]{0,40}$/.test(name)) return false;
  const escaped = name.replace(/\$/g, '\\$');
  return new RegExp(
    String.raw`(?<![\w$])(?:all|each|get|query|execute)\s{0,20}\(\s{0,20}(["'\x60])\s{0,20}(?:SELECT|WITH)\s[^"'\x60]{0,2000}\1` +
      String.raw`(?:\s{0,20},[^;(){}]{0,200})?\s{0,20},\s{0,20}(?:async\s{1,20})?(?:function\s{0,20}[\w$]{0,40}\s{0,20})?` +
      String.raw`\(\s{0,20}[A-Za-z_$][\w$]{0,40}\s{0,20},\s{0,20}${escaped}\s{0,20}[,)]`,
    'i',
  ).test(window);
}
