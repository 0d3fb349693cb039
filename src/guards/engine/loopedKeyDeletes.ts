// A program that reads a table's rows (`SELECT id, call, band FROM qsos ORDER BY call`), then deletes rows of that table one
// key at a time, in a loop over what it read or in an `executemany` over a list of the keys it picked (`DELETE FROM qsos
// WHERE id = ?` with `[(i,) for i in doomed]`; Go's `for rows.Next()` … `db.Exec(\`DELETE FROM t WHERE id = $1\`, id)`; a
// JavaScript `for (const r of rows) await db.query('DELETE FROM t WHERE id = $1', [r.id])`), deletes as many rows as the
// read found: the rows the code's own test chose, out of the table or the class its WHERE names. Each statement alone takes
// one row; together they amount to `DELETE FROM qsos WHERE id IN (SELECT id FROM qsos [WHERE …])`, written so for the SQL
// rules to judge (delete-by-subquery: a whole table, or a class its WHERE names; a session, cache or scratch table and a
// select by one key stay silent; held-out round 141). A delete by one id from a request (no read of the table before it),
// a delete with no loop between the read and it, a read bounded by LIMIT or joined to other tables, and another table's
// rows (a child's `qso_id`) stay silent. Linear: one bounded pattern per select (at most MAX_SELECTS) and one anchored
// pattern per collected statement.

const MAX_SELECTS = 8;

/** A string literal opening with SELECT; the literal is read up to its closing quote in code, never by one pattern. */
const SELECT_OPENER = /(["'`])\s{0,64}SELECT\s/gi;
/** The longest literal read: columns, table and alias, WHERE and what follows, each bounded to 300 characters. */
const MAX_READ = 1024;
const FROM = /\sFROM\s{1,64}/i;
const TABLE_AND_ALIAS =
  /^((?:\w{1,64}\.){0,2}\w{1,64})(?:\s{1,64}(?:AS\s{1,64})?(?!(?:WHERE|ORDER|GROUP|LIMIT|JOIN|INNER|LEFT|RIGHT|CROSS|FULL|UNION|FETCH|OFFSET|FOR)\b)\w{1,64})?/i;
const WHERE = /^\s{1,64}WHERE\s{1,64}/i;
const WHERE_END = /\s(?:ORDER|GROUP|LIMIT|OFFSET|FETCH|UNION)\b/i;

interface TableRead {
  /** The literal, quotes included. */
  literal: string;
  /** Where the literal ends in the text. */
  end: number;
  table: string;
  where: string | undefined;
  /** What follows the table, its alias and its WHERE. */
  rest: string;
}

/**
 * Each string literal's read of one table's rows: its columns, the table, an optional alias, then an optional WHERE that runs
 * to an ORDER BY (or GROUP, LIMIT …) or the literal's end; what else follows (a JOIN, a LIMIT) is `rest`, judged by the
 * caller. Each part is found by a bounded scan of one literal, so a text of many unclosed quotes costs a bounded amount per
 * opener (one pattern spanning the parts let two adjacent runs split the same characters every way).
 */
function* tableReads(text: string): Generator<TableRead> {
  SELECT_OPENER.lastIndex = 0;
  for (let opener = SELECT_OPENER.exec(text); opener; opener = SELECT_OPENER.exec(text)) {
    const quote = opener[1]!;
    const start = opener.index + opener[0].length;
    // Only the next MAX_READ characters are searched for the close: an unclosed quote costs no more than a closed one.
    const length = text.slice(start, start + MAX_READ + 1).indexOf(quote);
    if (length < 0) {
      SELECT_OPENER.lastIndex = opener.index + 1;
      continue;
    }
    const close = start + length;
    const body = text.slice(start, close);
    SELECT_OPENER.lastIndex = close + 1;
    const from = FROM.exec(body.slice(1));
    if (body.includes(';') || !from || from.index > 299) continue;
    const afterFrom = body.slice(1 + from.index + from[0].length);
    const named = TABLE_AND_ALIAS.exec(afterFrom);
    if (!named) continue;
    let rest = afterFrom.slice(named[0].length);
    let where: string | undefined;
    const clause = WHERE.exec(rest);
    if (clause) {
      const tail = rest.slice(clause[0].length);
      const stop = WHERE_END.exec(tail);
      where = tail.slice(0, Math.min(stop ? stop.index : tail.length, 300));
      rest = tail.slice(where.length);
      if (where === '') {
        where = undefined;
        rest = afterFrom.slice(named[0].length);
      }
    }
    if (rest.length > 300) continue;
    yield { literal: text.slice(opener.index, close + 1), end: close + 1, table: named[1]!, where, rest };
  }
}

/** What may follow the read and keep it a read of the table's rows, in full or by its WHERE: an order only. */
const ORDER_ONLY = /^\s*(?:ORDER\s{1,64}BY\s[^;]{1,300})?$/i;
/** A comparison or a range in a read's WHERE: a cutoff. */
const RANGED = /[<>]|\bBETWEEN\b/i;

/** Whether `statement` deletes rows of `table` by something other than one bound key. */
function unkeyedDeleteOf(statement: string, table: string): boolean {
  const head = /^\s*DELETE\s{1,64}FROM\s{1,64}((?:\w{1,64}\.){0,2}\w{1,64})\s/i.exec(statement);
  return head !== null && head[1]!.toLowerCase() === table.toLowerCase() && !DELETE_BY_KEY.test(statement);
}

/** Words that bound how many rows a read finds. */
const BOUNDED = /\b(?:LIMIT|TOP|FETCH|OFFSET|ROWNUM)\b/i;
/** A delete of one row of a table by its key bound as a parameter (`id = ?`, `qso_id = %s`, `uuid = $1`, `pk = :id`). */
const DELETE_BY_KEY =
  /^\s*DELETE\s{1,64}FROM\s{1,64}((?:\w{1,64}\.){0,2}\w{1,64})\s{1,64}WHERE\s{1,64}(?:\w{1,64}\.)?((?:\w{1,60}_)?id|uuid|pk)\s{0,8}=\s{0,8}(?:%s|%\(\w{1,64}\)s|\?|\$\d{1,2}|:[A-Za-z_]\w{0,63}|@\w{1,64})\s{0,8};?\s{0,8}$/i;
/**
 * What runs a statement once per row: a loop (`for row in rows:`, `for (const r of rows)`, `.forEach(`, `.each`, Go's `for
 * rows.Next()` and `for _, id := range ids`) or an `executemany` over a list.
 */
const PER_ROW =
  /\bfor\s{1,8}[\w, ()]{1,80}\s{1,8}in\b|\bfor\s{0,8}\(\s{0,8}(?:const|let|var)\s|\.(?:forEach|each)\b|\bfor\s{1,8}(?:\w{1,64}\.Next\(\)|[\w, ]{1,80}:?=\s{0,8}range\b)|\bexecutemany\s{0,8}\(/;

/** The statements `DELETE FROM t WHERE id IN (SELECT id FROM t [WHERE …])` that `text` runs a key at a time. */
export function loopedKeyDeletes(text: string, sql: readonly string[]): string[] {
  if (!/SELECT/i.test(text) || !sql.some((statement) => DELETE_BY_KEY.test(statement))) return [];
  const found: string[] = [];
  let seen = 0;
  for (const read of tableReads(text)) {
    if (seen++ >= MAX_SELECTS) break;
    const { table, where, rest } = read;
    // A read bounded to a batch (`LIMIT 1`, `TOP 10`, `FETCH FIRST`) finds some rows, not a class.
    if (!ORDER_ONLY.test(rest) || BOUNDED.test(read.literal)) continue;
    // A read by a cutoff or a range (`closed_on < %s`) is cutoffLoopSql's and selectedIdDeletes' to judge (an app's own
    // rolling window over its own database stays silent there); a table already judged by a delete of its own is not read twice.
    if ((where !== undefined && RANGED.test(where)) || sql.some((statement) => unkeyedDeleteOf(statement, table))) continue;
    const from = read.end;
    for (const statement of sql) {
      const deleted = DELETE_BY_KEY.exec(statement);
      // The same table's rows: another table's by the key read (a child's `qso_id`) are not read here.
      if (!deleted || deleted[1]!.toLowerCase() !== table.toLowerCase()) continue;
      const at = text.indexOf(statement, from);
      // The delete comes after the read, with a loop or an executemany between them.
      if (at < 0 || !PER_ROW.test(text.slice(from, at))) continue;
      const key = deleted[2]!;
      const whole = `DELETE FROM ${table} WHERE ${key} IN (SELECT ${key} FROM ${table}${where === undefined ? '' : ` WHERE ${where.trim()}`})`;
      if (!found.includes(whole)) found.push(whole);
    }
  }
  return found;
}

// The same amount deleted through an ORM, one object per iteration: Django's `for q in Qso.objects.filter(band="20m"):
// q.delete()` (or `Qso.objects.filter(pk=q.pk).delete()` in the body), SQLAlchemy's `for q in session.query(Qso):
// session.delete(q)`, Active Record's `Qso.where(band: "20m").each(&:destroy)`, `find_each do |q| q.destroy end` and
// `each { |q| q.destroy if q.band == "20m" }`. Each call takes one row; the loop takes every row its query finds, as the
// bulk form would (`Qso.objects.filter(band="20m").delete()`, `Qso.where(band: "20m").destroy_all`), so the loop is written
// as that bulk form for the ORM readers to judge as they judge it: a key (`filter(pk=7)`), a test value and a seed or test
// file stay silent there. One fetched object deleted (no loop), a loop over a list the code spells (`for pk in [12, 15]`),
// a loop over another name, and a body whose condition is not one column equal to a literal (`if q.is_duplicate():`, a
// `continue`) stay silent: what such a loop deletes is the code's choice, not a class of rows. Linear: one anchored header
// pattern per loop line (at most MAX_LOOPS) and a bounded body read by indentation.

const MAX_LOOPS = 8;
const MAX_BODY_LINES = 30;
/** A literal a condition compares with: a quoted string, a number, a boolean or nil/None. */
const LITERAL = String.raw`(?:"[^"\\\n]{0,64}"|'[^'\\\n]{0,64}'|-?\d{1,12}(?:\.\d{1,6})?|True|False|true|false)`;
/** Django: `for q in Qso.objects[.all()][.filter(…)|.exclude(…)][.iterator()]:`. */
const DJANGO_LOOP =
  /^([ \t]{0,40})for[ \t]{1,8}(\w{1,64})[ \t]{1,8}in[ \t]{1,8}([A-Z]\w{0,63})\.objects((?:\.(?:all|filter|exclude|iterator|only|defer|select_related|prefetch_related|order_by)\([^()\n]{0,300}\)){0,5})[ \t]{0,8}:[ \t]{0,8}(?:#[^\n]{0,200})?$/gm;
/** SQLAlchemy: `for q in session.query(Qso)[.filter_by(…)|.filter(…)][.all()]:`. */
const ALCHEMY_LOOP =
  /^([ \t]{0,40})for[ \t]{1,8}(\w{1,64})[ \t]{1,8}in[ \t]{1,8}((?:\w{1,64}\.){0,2}\w{1,64})\.query\([ \t]{0,8}([A-Z]\w{0,63})[ \t]{0,8}\)((?:\.(?:filter_by|filter|all|yield_per|order_by|options)\([^()\n]{0,300}\)){0,5})[ \t]{0,8}:[ \t]{0,8}(?:#[^\n]{0,200})?$/gm;
/** Active Record: `Qso[.where(…)|.all|.order(…)].each|find_each` and what follows: `(&:destroy)`, `{ |q| … }` or `do |q|`. */
const RAILS_LOOP =
  /^([ \t]{0,40})(?:[^\n]{0,80}?[^\w:.])?([A-Z]\w{0,63}(?:::[A-Z]\w{0,63}){0,4})((?:\.where\([^()\n]{0,300}\)|\.all\b|\.order\([^()\n]{0,100}\)|\.includes\([^()\n]{0,100}\)){0,6}?)\.(?:each|find_each)(?:\([^()&\n]{0,80}\))?[ \t]{0,8}(?:\([ \t]{0,8}&:(?:destroy!?|delete)[ \t]{0,8}\)|\{[ \t]{0,8}\|(\w{1,64})\|([^{}\n]{1,300})\}|do[ \t]{1,8}\|(\w{1,64})\|)/gm;

/** The lines after a header indented deeper than it: the loop's body, bounded. */
function indentedBody(text: string, from: number, indent: number): string {
  const lines = text.slice(from, from + 8192).split('\n');
  const body: string[] = [];
  for (const line of lines.slice(1, MAX_BODY_LINES + 1)) {
    if (line.trim() === '') continue;
    if (/^[ \t]*/.exec(line)![0].length <= indent) break;
    body.push(line);
  }
  return body.join('\n');
}

/** What a body's one condition keeps, as `[column, literal]`; null: the body has another test or a skip; undefined: none. */
function bodyCondition(body: string, name: string, ruby: boolean): [string, string] | null | undefined {
  const tests = body.match(/\b(?:if|elif|elsif|unless|continue|next|break|return|while|case|match|try|rescue)\b/g) ?? [];
  if (tests.length === 0) return undefined;
  const equal = new RegExp(
    String.raw`\bif[ \t]{1,8}\(?[ \t]{0,8}${name}\.(\w{1,64})[ \t]{0,8}==[ \t]{0,8}(${LITERAL})[ \t]{0,8}\)?(?:[ \t]{0,8}:|[ \t]{0,8}(?:then\b|$|\n))`,
    'm',
  );
  const modifier = ruby
    ? new RegExp(
        String.raw`\b${name}\.(?:destroy!?|delete)\b[^\n]{0,8}?[ \t]if[ \t]{1,8}${name}\.(\w{1,64})[ \t]{0,8}==[ \t]{0,8}(${LITERAL})[ \t]{0,8}$`,
        'm',
      )
    : undefined;
  const kept = (modifier?.exec(body) ?? equal.exec(`${body}\n`)) as RegExpExecArray | null;
  // `if … end` in Ruby counts one test; more than one, or one that is not the column's equality, is the code's choice.
  return tests.length === 1 && kept ? [kept[1]!, kept[2]!] : null;
}

const escaped = (name: string): string => name.replace(/[$]/g, '\\$');

/** The bulk ORM deletes that `text`'s per-row delete loops amount to, one a line; empty when it has none. */
export function loopedOrmDeletes(text: string, family: 'py' | 'rb' | string): string {
  if (!/\bfor\b|\.each\b|\.find_each\b/.test(text) || !/\b(?:delete|destroy)\b/.test(text)) return '';
  const found: string[] = [];
  let loops = 0;
  if (family === 'py') {
    for (const [pattern, alchemy] of [
      [DJANGO_LOOP, false],
      [ALCHEMY_LOOP, true],
    ] as const) {
      pattern.lastIndex = 0;
      for (let loop = pattern.exec(text); loop && loops < MAX_LOOPS; loop = pattern.exec(text)) {
        loops++;
        const indent = loop[1]!.length;
        const name = escaped(loop[2]!);
        const model = alchemy ? loop[4]! : loop[3]!;
        const chain = alchemy ? loop[5]! : loop[4]!;
        const body = indentedBody(text, loop.index, indent);
        const deletes = alchemy
          ? new RegExp(String.raw`\b\w{1,64}\.delete\([ \t]{0,8}${name}[ \t]{0,8}\)|\b${name}\.delete\([ \t]{0,8}\)`)
          : new RegExp(
              String.raw`\b${name}\.delete\([ \t]{0,8}\)|\b${model}\.objects\.(?:filter|get)\([ \t]{0,8}(?:id|pk)[ \t]{0,8}=[ \t]{0,8}${name}\.(?:id|pk)[ \t]{0,8}\)\.delete\([ \t]{0,8}\)`,
            );
        if (!deletes.test(body)) continue;
        const condition = bodyCondition(body, name, false);
        if (condition === null) continue;
        const filters = (
          chain.match(alchemy ? /\.(?:filter_by|filter)\([^()\n]{0,300}\)/g : /\.(?:filter|exclude)\([^()\n]{0,300}\)/g) ?? []
        ).join('');
        const kept = condition ? `.${alchemy ? 'filter_by' : 'filter'}(${condition[0]}=${condition[1]})` : '';
        found.push(
          alchemy
            ? `${loop[3]}.query(${model})${filters}${kept}.delete()`
            : `${model}.objects${filters || kept ? '' : '.all()'}${filters}${kept}.delete()`,
        );
      }
    }
  } else if (family === 'rb') {
    RAILS_LOOP.lastIndex = 0;
    for (let loop = RAILS_LOOP.exec(text); loop && loops < MAX_LOOPS; loop = RAILS_LOOP.exec(text)) {
      loops++;
      const chain = loop[3]!;
      const name = loop[4] ?? loop[6];
      let condition: [string, string] | null | undefined;
      if (name === undefined) condition = undefined;
      else {
        const body = loop[5] ?? indentedBody(text, loop.index, loop[1]!.length);
        if (!new RegExp(String.raw`\b${escaped(name)}\.(?:destroy!?|delete)(?![\w!?])`).test(body)) continue;
        condition = bodyCondition(body, escaped(name), true);
        if (condition === null) continue;
      }
      const wheres = (chain.match(/\.where\([^()\n]{0,300}\)/g) ?? []).join('');
      // `Model.all.each(&:destroy)` is read already (sdkCalls' eachOf); only the filtered and block forms are new here.
      if (wheres === '' && !condition && name === undefined) continue;
      const kept = condition ? `.where(${condition[0]}: ${condition[1]})` : '';
      found.push(`${loop[2]}${wheres}${kept}${wheres || kept ? '' : '.all'}.destroy_all`);
    }
  }
  return [...new Set(found)].join('\n');
}
