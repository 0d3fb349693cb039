import type { Family } from '../lib/codeText.js';

// ORM bulk updates that blank columns over a class of rows: Active Record's `Member.where(graduated: true).update_all(email:
// nil)`, Django's `Member.objects.filter(graduated=True).update(email=None)` (and `sia_expiry__lt=timezone.now()`),
// SQLAlchemy's `session.query(Member).filter_by(graduated=True).update({"email": None})`, Prisma's `updateMany({ where:
// { graduated: true }, data: { email: null } })`, Laravel's `Member::where("graduated", true)->update(["email" => null])`.
// Each runs `UPDATE member SET email = NULL WHERE graduated = TRUE`: written as that UPDATE for the SQL rule
// update-null-by-class to judge as it judges the SQL, with its own exemptions (a row's key, housekeeping columns such as
// tokens and locks, test and fixture tables; held-out round 144 and 145). Only the columns set to null or '' are written:
// a flag flipped (`update(archived=True)`) or a value overwrite is left to the category rules. The model is written in
// snake case (`TestMember` → `test_member`) so the rule's table exemptions read it as they read SQL.
// Filters are read only when every condition is a literal (a word, a number, a boolean, a date string) or a cutoff against
// now (`__lt=timezone.now()`); anything else (a variable, a subquery) leaves the call unread.
// Each form is one bounded pattern with no nested quantifier: linear in the code.
// https://docs.djangoproject.com/en/stable/ref/models/querysets/#update,
// https://api.rubyonrails.org/classes/ActiveRecord/Relation.html#method-i-update_all,
// https://docs.sqlalchemy.org/en/20/orm/queryguide/query.html#sqlalchemy.orm.Query.update,
// https://www.prisma.io/docs/orm/reference/prisma-client-reference#updatemany,
// https://laravel.com/docs/eloquent#mass-updates

/** A filter's arguments: no parenthesis but an inner call's one level (`timezone.now()`, `timedelta(days=30)`). */
const ARGS = String.raw`((?:[^()\n]|\([^()\n]{0,80}\)){1,400}?)`;
/** Prisma's `where` object: pairs, or one level of nested operator object (`expiry: { lt: new Date() }`). */
const JS_WHERE = String.raw`((?:[^{}()\n]|\{[^{}\n]{0,100}\}){1,400}?)`;
export type Form = { family: Family; style: 'py' | 'rb' | 'js' | 'php'; pattern: RegExp; valuesFirst?: boolean };
const FORMS: readonly Form[] = [
  {
    family: 'py',
    style: 'py',
    pattern: new RegExp(
      String.raw`\b([A-Z]\w{0,63})\.objects(?:\.all\(\s{0,8}\))?\.filter\(${ARGS}\)\s{0,8}\.update\(([^()\n]{1,400})\)`,
      'g',
    ),
  },
  {
    family: 'py',
    style: 'py',
    pattern: new RegExp(
      String.raw`(?:\b([A-Z]\w{0,63})\.query|\.query\(\s{0,8}([A-Z]\w{0,63})\s{0,8}\))\.filter_by\(${ARGS}\)\s{0,8}\.update\(\s{0,8}\{([^{}\n]{1,400})\}`,
      'g',
    ),
  },
  {
    family: 'rb',
    style: 'rb',
    pattern:
      /\b([A-Z]\w{0,63}(?:::[A-Z]\w{0,63}){0,4})\.where\(\s{0,16}([^()\n]{1,400}?)\s{0,16}\)\s{0,16}\.update_all[ \t]{0,8}\(?([^()\n]{1,400})/g,
  },
  {
    family: 'js',
    style: 'js',
    pattern: new RegExp(
      String.raw`\.(\w{1,64})\.updateMany\(\s{0,8}\{\s{0,8}where\s{0,4}:\s{0,8}\{${JS_WHERE}\}\s{0,8},\s{0,8}data\s{0,4}:\s{0,8}\{([^{}]{0,400})\}`,
      'g',
    ),
  },
  {
    family: 'js',
    style: 'js',
    valuesFirst: true,
    pattern: new RegExp(
      String.raw`\.(\w{1,64})\.updateMany\(\s{0,8}\{\s{0,8}data\s{0,4}:\s{0,8}\{([^{}]{0,400})\}\s{0,8},\s{0,8}where\s{0,4}:\s{0,8}\{${JS_WHERE}\}`,
      'g',
    ),
  },
  // Sequelize's `Member.update({ email: null }, { where: { graduated: true } })`.
  {
    family: 'js',
    style: 'js',
    valuesFirst: true,
    pattern: new RegExp(
      String.raw`\b([A-Z]\w{0,63})\.update\(\s{0,8}\{([^{}]{0,400})\}\s{0,8},\s{0,8}\{\s{0,8}where\s{0,4}:\s{0,8}\{${JS_WHERE}\}`,
      'g',
    ),
  },
  {
    family: 'php',
    style: 'php',
    pattern: /(?<![\w\\])([A-Z]\w{0,63})::where\(\s{0,8}(["'][^()\n]{1,200}?)\)\s{0,8}->update\(\s{0,8}\[([^[\]\n]{1,400})\]/g,
  },
];
const MAX = 8;

/** `graduated: true`, `graduated=True`, `"email": None`, `Member.email: None`, `'email' => null`: a `column <sep> value` pair. */
const PAIR = /^["']?(?:[A-Z]\w{0,63}\.)?([a-zA-Z_]\w{0,63})["']?\s{0,8}(?:=>|=|:)\s{0,8}([^\n]{1,120})$/;
const NULLS = /^(?:None|nil|null|NULL|""|'')$/;

export function snake(name: string): string {
  return name
    .replace(/([a-z\d])(?=[A-Z])/g, '$1_')
    .replaceAll('::', '_')
    .toLowerCase();
}

/** Splits at the commas outside brackets and quotes. */
export function split(args: string): string[] {
  const parts: string[] = [];
  let depth = 0;
  let quote = '';
  let start = 0;
  for (let i = 0; i < args.length; i++) {
    const c = args[i]!;
    if (quote) {
      if (c === quote) quote = '';
    } else if (c === '"' || c === "'") quote = c;
    else if (c === '(' || c === '[' || c === '{') depth++;
    else if (c === ')' || c === ']' || c === '}') depth--;
    else if (c === ',' && depth === 0) {
      parts.push(args.slice(start, i).trim());
      start = i + 1;
    }
  }
  parts.push(args.slice(start).trim());
  return parts.filter((part) => part !== '');
}

/** A filter value as SQL: a literal, `now()` for a clock call; undefined for anything else (a variable, null). */
export function sqlValue(value: string): string | undefined {
  const v = value.trim();
  if (/^(?:true|True|TRUE)$/.test(v)) return 'TRUE';
  if (/^(?:false|False|FALSE)$/.test(v)) return 'FALSE';
  if (/^-?\d{1,12}(?:\.\d{1,6})?$/.test(v)) return v;
  const quoted = /^(?:"([^"\\#{}]{0,64})"|'([^'\\{}]{0,64})'|:(\w{1,64}))$/.exec(v);
  if (quoted) return `'${quoted[1] ?? quoted[2] ?? quoted[3]}'`;
  // `timezone.now()`, `datetime.now() - timedelta(days=30)`, `date.today()`, `new Date()`, `now()`, `Time.current`.
  if (/^(?:[\w.]{0,40}\b(?:now|today|utcnow|current)\b[\w.]{0,10}(?:\(\s{0,4}\))?|new Date\(\s{0,4}\))(?:\s{0,8}[-+][^\n]{0,80})?$/.test(v))
    return 'now()';
  return undefined;
}

const LOOKUPS: Record<string, string> = { lt: '<', lte: '<=', gt: '>', gte: '>=', exact: '=' };
const PRISMA_OPS: Record<string, string> = { lt: '<', lte: '<=', gt: '>', gte: '>=', equals: '=' };

/** One filter condition as SQL; undefined when not a literal or a cutoff. */
export function condition(pair: string, style: Form['style']): string | undefined {
  // Prisma's `expiry: { lt: new Date() }`.
  if (style === 'js') {
    const nested = /^(\w{1,64})\s{0,4}:\s{0,8}\{\s{0,8}(lt|lte|gt|gte|equals)\s{0,4}:\s{0,8}([^{}\n]{1,100}?)\s{0,8}\}$/.exec(pair);
    if (nested) {
      const value = sqlValue(nested[3]!);
      return value === undefined ? undefined : `${snake(nested[1]!)} ${PRISMA_OPS[nested[2]!]} ${value}`;
    }
  }
  const match = PAIR.exec(pair);
  if (!match) return undefined;
  let column = snake(match[1]!);
  let op = '=';
  if (style === 'py') {
    const lookup = /^(\w{1,64}?)__(lt|lte|gt|gte|exact)$/.exec(column);
    if (lookup) {
      column = lookup[1]!;
      op = LOOKUPS[lookup[2]!]!;
    } else if (column.includes('__')) return undefined;
  }
  if (column === 'pk') column = 'id';
  const value = sqlValue(match[2]!);
  return value === undefined ? undefined : `${column} ${op} ${value}`;
}

/** Laravel's `where("col", value)` or `where("col", "<", value)` as SQL. */
export function phpCondition(args: string): string | undefined {
  const parts = split(args);
  const column = /^["'](\w{1,64})["']$/.exec(parts[0] ?? '');
  if (!column) return undefined;
  if (parts.length === 2) {
    const value = sqlValue(parts[1]!);
    return value === undefined ? undefined : `${column[1]} = ${value}`;
  }
  const op = /^["'](<=?|>=?|=)["']$/.exec(parts[1] ?? '');
  if (parts.length !== 3 || !op) return undefined;
  const value = sqlValue(parts[2]!);
  return value === undefined ? undefined : `${column[1]} ${op[1]} ${value}`;
}

/** The columns an update's values blank (set to null or ''). */
function blanked(values: string): string[] {
  const columns: string[] = [];
  for (const pair of split(values).slice(0, 32)) {
    const match = PAIR.exec(pair);
    if (match && NULLS.test(match[2]!.trim())) columns.push(snake(match[1]!));
  }
  return columns;
}

/** The `UPDATE … SET col = NULL WHERE …` statements the code's ORM bulk updates that blank columns run. */
export function ormNullUpdateSql(text: string, family: Family): string[] {
  if (!/update_all|updateMany|update\(/.test(text) || !/\b(?:None|nil|null)\b|''|""/.test(text)) return [];
  const statements: string[] = [];
  for (const { family: own, style, pattern, valuesFirst } of FORMS) {
    if (own !== family) continue;
    pattern.lastIndex = 0;
    for (let match = pattern.exec(text), n = 0; match && n++ < MAX && statements.length < MAX; match = pattern.exec(text)) {
      let model: string, filter: string, values: string;
      if (style === 'py' && match.length === 5) [model, filter, values] = [match[1] ?? match[2]!, match[3]!, match[4]!];
      else if (valuesFirst) [model, values, filter] = [match[1]!, match[2]!, match[3]!];
      else [model, filter, values] = [match[1]!, match[2]!, match[3]!];
      const columns = blanked(values);
      if (columns.length === 0) continue;
      const conditions = style === 'php' ? [phpCondition(filter)] : split(filter).map((pair) => condition(pair, style));
      if (conditions.length === 0 || conditions.length > MAX || conditions.some((c) => c === undefined)) continue;
      const statement = `UPDATE ${snake(model)} SET ${columns.map((c) => `${c} = NULL`).join(', ')} WHERE ${conditions.join(' AND ')}`;
      if (!statements.includes(statement)) statements.push(statement);
    }
  }
  return statements;
}
