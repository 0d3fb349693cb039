import { identifierWords } from './sdkCalls.js';

// A Python one-liner (`manage.py shell -c "…"`, `python -c "…"`) that deletes a model's rows by a filter: Django's
// `Waiver.objects.filter(park_id=3).delete()` (or `.exclude(…)`), Flask-SQLAlchemy's `Waiver.query.filter_by(park_id=3)
// .delete()`, SQLAlchemy's `session.query(Waiver).filter_by(…).delete()`. Written as the DELETE it runs
// (`DELETE FROM waiver WHERE park_id = 3`) for the SQL rules to judge, as Active Record's `Waiver.where(park_id: 3)
// .destroy_all` is (sdkCalls' recordsWhereSql): a parent's key or a category picks a group, the row's own key (`pk`, `id`)
// one row, and housekeeping models (Session, Token) stay silent by the rules' own safe patterns (held-out round 83).
// Only literal `column=value` pairs are read; one bounded pattern per form, no nesting: linear in the code.
// https://docs.djangoproject.com/en/stable/ref/models/querysets/#delete,
// https://docs.sqlalchemy.org/en/20/orm/queryguide/query.html#sqlalchemy.orm.Query.filter_by

const FILTER_DELETES: readonly RegExp[] = [
  /\b([A-Z]\w{0,63})\.objects(?:\.all\(\))?\.(filter|exclude)\(([^()\n]{1,400}?)\)\s{0,8}\.delete\(\s{0,8}\)/g,
  /\b([A-Z]\w{0,63})\.query\.(filter_by)\(([^()\n]{1,400}?)\)\s{0,8}\.delete\(/g,
  /\.query\(\s{0,8}([A-Z]\w{0,63})\s{0,8}\)\.(filter_by)\(([^()\n]{1,400}?)\)\s{0,8}\.delete\(/g,
];
/**
 * `park_id=3`, `category="x"`, `archived=True`: a column and a literal. A lookup through a relation (`route__pk=7`) is left
 * unread: the round-71 spec keeps the related row's key silent there (orchestraAndCraneShellClasses.spec.ts).
 */
const PAIR = /^([a-z_]\w{0,63})\s{0,8}=\s{0,8}(?:"([^"\\{}]{0,64})"|'([^'\\{}]{0,64})'|(-?\d{1,12})|(True|False))$/;
const MAX = 8;

/** The DELETE statements a Python one-liner's ORM filter deletes run; empty when a filter is not all literal pairs. */
export function pythonFilterDeletes(code: string): string[] {
  if (!code.includes('.delete(')) return [];
  const statements: string[] = [];
  for (const pattern of FILTER_DELETES) {
    pattern.lastIndex = 0;
    for (let match = pattern.exec(code), n = 0; match && n++ < MAX && statements.length < MAX; match = pattern.exec(code)) {
      const [, model, method, filter] = match as unknown as [string, string, string, string];
      const conditions = filter.split(',').map((pair) => {
        const literal = PAIR.exec(pair.trim());
        if (!literal || literal[1]!.includes('__')) return undefined;
        const text = literal[2] ?? literal[3];
        const value = text !== undefined ? `'${text}'` : (literal[4] ?? literal[5]!.toUpperCase());
        return `${literal[1]} = ${value}`;
      });
      if (conditions.length > MAX || conditions.some((condition) => condition === undefined)) continue;
      // A filter of category words alone (`filter(category='minor')`) is sdkCalls' categoryDeletes' to judge already.
      if (method !== 'exclude' && !conditions.some((condition) => /_id = /.test(condition!))) continue;
      const where = conditions.join(' AND ');
      // `exclude(park_id=3)` deletes every row but the group's: the rest of the table, written as `<>`.
      const statement = `DELETE FROM ${identifierWords(model).join('_')} WHERE ${method === 'exclude' ? where.replaceAll(' = ', ' <> ') : where}`;
      if (!statements.includes(statement)) statements.push(statement);
    }
  }
  return statements;
}
