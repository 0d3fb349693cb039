import { splitArguments } from '../lib/topLevel.js';

// The pieces ORM filter readers share: ormNullUpdates' `UPDATE … SET col = NULL WHERE …` and ormNullDeletes' `DELETE … WHERE
// col IS NULL` read the same filters (Django's `filter(…)`, SQLAlchemy's `filter_by(…)`, Prisma's and Sequelize's `where`
// objects, Laravel's `where(…)`) into the same SQL conditions, so the patterns, the bounds and the readers live here once.
// Every pattern is bounded with no nested quantifier over overlapping classes: linear in the code.

/** How a filter spells its conditions: Python keywords, Ruby hashes, JS objects, Laravel's `where("col", value)`. */
export type FilterStyle = 'py' | 'rb' | 'js' | 'php';

/** A filter's arguments: no parenthesis but an inner call's one level (`timezone.now()`, `Member.renewed_at.is_(None)`). */
export const ARGS = String.raw`((?:[^()\n]|\([^()\n]{0,80}\)){1,400}?)`;
/** A `where` object: pairs, or one level of nested operator object (`expiry: { lt: new Date() }`); no call in it. */
export const JS_WHERE = String.raw`((?:[^{}()\n]|\{[^{}\n]{0,100}\}){1,400}?)`;
/** A `where` object whose values may call (TypeORM's `renewedAt: IsNull()`, Sequelize's `{ [Op.is]: null }`). */
export const JS_WHERE_CALLS = String.raw`((?:[^{}\n]|\{[^{}\n]{0,100}\}){1,400}?)`;
/** At most this many calls read per form, statements written, and conditions in one filter. */
export const MAX = 8;

/** `graduated: true`, `graduated=True`, `"email": None`, `Member.email: None`, `'email' => null`: a `column <sep> value` pair. */
export const PAIR = /^["']?(?:[A-Z]\w{0,63}\.)?([a-zA-Z_]\w{0,63})["']?\s{0,8}(?:=>|=|:)\s{0,8}([^\n]{1,120})$/;

/** A model or column name in snake case (`TestMember` → `test_member`, `Billing::Member` → `billing_member`), as SQL names it. */
export function snake(name: string): string {
  return name
    .replace(/([a-z\d])(?=[A-Z])/g, '$1_')
    .replaceAll('::', '_')
    .toLowerCase();
}

/** A filter's conditions: its arguments split at the top-level commas (lib/topLevel), a trailing comma's empty part dropped. */
export function split(args: string): string[] {
  return splitArguments(args).filter((part) => part !== '');
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
export function condition(pair: string, style: FilterStyle): string | undefined {
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

// A sign-up never confirmed, verified or activated, or an invitation never accepted, is made again: deleting those rows is
// routine housekeeping (Devise's and Laravel's unconfirmed-account sweeps, expired invites), as delete-people-by-inactivity
// leaves `email_verified_at IS NULL` silent. Only the unset test counts: `confirmed_at IS NOT NULL` deletes the real accounts.
// An invitations table is made again whichever way its null test goes.
const UNMET_MARK = /^(?:[a-z]{1,24}_)?(?:verified|confirmed|activated|accepted)(?:_(?:at|on|date|time))?$/;
const INVITATIONS = /^(?:\w{0,40}_)?invit(?:e|es|ation|ations)$/;

/** Whether a bulk delete of `model`'s rows by a null test on `column` (`unset`: IS NULL) is a sign-up or invitation sweep. */
export function unmetSignUp(model: string, column: string, unset: boolean): boolean {
  return INVITATIONS.test(snake(model.split(/::|\./).at(-1)!)) || (unset && UNMET_MARK.test(snake(column)));
}
