import type { Family } from '../lib/codeText.js';
import { ARGS, type FilterStyle, JS_WHERE, MAX, PAIR, condition, phpCondition, snake, split } from './ormFilters.js';

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

type Form = { family: Family; style: FilterStyle; pattern: RegExp; valuesFirst?: boolean };
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

const NULLS = /^(?:None|nil|null|NULL|""|'')$/;

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
