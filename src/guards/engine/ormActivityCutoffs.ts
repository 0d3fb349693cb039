import type { Family } from '../lib/codeText.js';
import { inlineBound } from './boundRelation.js';

// An ORM's delete of every record with no activity since a cutoff (held-out round 111): Django's `Customer.objects.exclude(
// id__in=Delivery.objects.filter(delivered_on__gte=cutoff).values("customer_id")).delete()`, `.filter(~Exists(Delivery.objects
// .filter(customer=OuterRef("pk"), delivered_on__gte=cutoff)))`, `.exclude(delivery__delivered_on__gte=cutoff)`, Active Record's
// `Customer.where.not(id: Delivery.where("delivered_on >= ?", cutoff).select(:customer_id)).destroy_all`, SQLAlchemy's
// `delete(Customer).where(~exists().where(…, Delivery.delivered_on >= cutoff))`. Each is written as the SQL it runs, `DELETE
// FROM customer WHERE NOT EXISTS (SELECT 1 FROM delivery a WHERE … AND a.delivered_on >= ?)`, so boundActivityCutoffs and the
// delete-by-subquery rule judge it as they judge that SQL (a cutoff the file computes, a housekeeping table, a test file).
// A count, a listing, a literal list of ids (`exclude(id__in=[1, 2, 3])`) and a delete of the recent rows themselves are no
// such delete. Linear: each pattern is a run of disjoint classes with bounded gaps, and at most MAX_SITES deletes are read.

const MAX_SITES = 16;

/** Django's `Model` → its rows' table as SQL reads it (`CartItem` → `cart_item`), so the housekeeping names match. */
const tableOf = (model: string): string => model.replace(/(?<=[a-z0-9])(?=[A-Z])/g, '_').toLowerCase();

/** A bracketed argument with up to three bracketed calls inside (`customer=OuterRef("pk"), delivered_on__gte=cutoff`). */
const ARGS = String.raw`[^()]{0,300}(?:\([^()]{0,80}\)[^()]{0,300}){0,3}`;
/** A lower bound on a date in a Django filter (`delivered_on__gte=cutoff`, `placed_at__date__gt=since`). */
const DJANGO_RECENT = /\b([a-z_]\w{0,63}?)__(?:date__)?gte?\s{0,8}=(?!=)/;

const DJANGO_HEAD = String.raw`^([A-Z]\w{0,63})\.objects(?:\.all\(\))?\s{0,8}`;
/** `.exclude(id__in=Other.objects.filter(…).values("fk"))`: the rows whose id no recent row names. */
const DJANGO_EXCLUDE_IN = new RegExp(
  String.raw`${DJANGO_HEAD}\.exclude\(\s{0,16}(?:id|pk)__in\s{0,8}=\s{0,8}([A-Z]\w{0,63})\.objects\.filter\((${ARGS})\)\s{0,16}\.values(?:_list)?\(\s{0,8}["'](\w{1,64})["']`,
);
/** `.filter(~Exists(Other.objects.filter(fk=OuterRef("pk"), …)))`: the rows with no recent row pointing at them. */
const DJANGO_NOT_EXISTS = new RegExp(
  String.raw`${DJANGO_HEAD}\.filter\(\s{0,16}~\s{0,8}Exists\(\s{0,16}([A-Z]\w{0,63})\.objects\.filter\((${ARGS})\)`,
);
/** `.exclude(delivery__delivered_on__gte=cutoff)`: a relation's date, the rows with no recent related row. */
const DJANGO_EXCLUDE_RELATED = new RegExp(
  String.raw`${DJANGO_HEAD}\.exclude\(\s{0,16}([a-z][a-z0-9]{0,63}(?:_[a-z0-9]{1,63}){0,3}?)__([a-z_]\w{0,63}?)__(?:date__)?gte?\s{0,8}=(?!=)`,
);
/** A Django delete, of a chain or of a name bound to one (`lapsed.delete()`). */
const DJANGO_DELETE = /\b(?:([A-Z]\w{0,63})\.objects\b|(?<!\.)([a-z_]\w{0,63})(?=\s{0,8}\.delete\())/g;

/** Active Record: `Model.where.not(id: Other.where("col >= ?", x).select(:fk)).destroy_all` (or `delete_all`). */
const RAILS_NOT_IN =
  /\b([A-Z]\w{0,63})\.where\.not\(\s{0,8}id:\s{0,8}([A-Z]\w{0,63})\.where\(\s{0,8}["'](\w{1,64})\s{0,8}>=?\s{0,8}\?["']\s{0,8},[^()]{1,120}\)\s{0,8}\.(?:select|pluck)\(\s{0,8}:(\w{1,64})\s{0,8}\)\s{0,8}\)\s{0,16}\.(?:destroy_all|delete_all)\b/g;
/** SQLAlchemy: `delete(Model).where(~exists().where(…, Other.col >= x))` (or `not_(exists()…)`). */
const ALCHEMY_NOT_EXISTS =
  /\bdelete\(\s{0,8}([A-Z]\w{0,63})\s{0,8}\)\s{0,16}\.where\(\s{0,16}(?:~\s{0,8}|not_\(\s{0,8})exists\(\s{0,8}\)\s{0,16}\.where\(([^()]{0,400})\)/g;

const notExists = (model: string, other: string, column: string): string =>
  `DELETE FROM ${tableOf(model)} WHERE NOT EXISTS (SELECT 1 FROM ${tableOf(other)} a WHERE a.${tableOf(model)}_id = ${tableOf(model)}.id AND a.${column} >= ?)`;

/** Where the bracket opened at `open` closes, or -1 (bounded). */
function closing(text: string, open: number): number {
  let depth = 0;
  const last = Math.min(text.length, open + 2000);
  for (let i = open; i < last; i++) {
    if (text[i] === '(') depth++;
    else if (text[i] === ')' && --depth === 0) return i;
  }
  return -1;
}

/** The SQL a Django chain that ends in `.delete()` runs, when it deletes the rows with no recent activity. */
function djangoSql(chain: string): string | undefined {
  const inList = DJANGO_EXCLUDE_IN.exec(chain) ?? DJANGO_NOT_EXISTS.exec(chain);
  if (inList) {
    const recent = DJANGO_RECENT.exec(inList[3]!);
    return recent ? notExists(inList[1]!, inList[2]!, recent[1]!) : undefined;
  }
  const related = DJANGO_EXCLUDE_RELATED.exec(chain);
  return related ? notExists(related[1]!, related[2]!, related[3]!) : undefined;
}

/** The activity-cutoff deletes of `text` as the SQL they run. */
export function ormActivityCutoffSql(text: string, family: Family): string[] {
  const found: string[] = [];
  const add = (statement: string | undefined): void => {
    if (statement !== undefined && !found.includes(statement) && found.length < MAX_SITES) found.push(statement);
  };
  if (family === 'py') {
    if (/\.delete\(/.test(text) && /\b(?:exclude|Exists)\(/.test(text)) {
      DJANGO_DELETE.lastIndex = 0;
      let sites = 0;
      for (let match = DJANGO_DELETE.exec(text); match && sites++ < 200; match = DJANGO_DELETE.exec(text)) {
        // The chain this name heads, up to the `.delete()` it ends in (a name's own binding inlined first).
        let end = match.index + match[0].length;
        while (end < text.length && end - match.index < 2000) {
          const link = /^\s{0,16}\.(\w{1,64})\(/.exec(text.slice(end, end + 96));
          if (link === null) break;
          const close = closing(text, end + link[0].length - 1);
          if (close < 0) break;
          end = close + 1;
          if (link[1] === 'delete') break;
        }
        const chain = text.slice(match.index, end);
        if (!/\.delete\(\s{0,8}\)$/.test(chain)) continue;
        add(djangoSql(match[1] === undefined ? inlineBound(text, match.index, chain) : chain));
      }
    }
    ALCHEMY_NOT_EXISTS.lastIndex = 0;
    for (let match = ALCHEMY_NOT_EXISTS.exec(text), n = 0; match && n++ < MAX_SITES; match = ALCHEMY_NOT_EXISTS.exec(text)) {
      const recent = new RegExp(String.raw`\b(?!${match[1]}\.)([A-Z]\w{0,63})\.(\w{1,64})\s{0,8}>=?\s{0,8}\w`).exec(match[2]!);
      if (recent) add(notExists(match[1]!, recent[1]!, recent[2]!));
    }
  }
  if (family === 'rb') {
    RAILS_NOT_IN.lastIndex = 0;
    for (let match = RAILS_NOT_IN.exec(text), n = 0; match && n++ < MAX_SITES; match = RAILS_NOT_IN.exec(text))
      add(notExists(match[1]!, match[2]!, match[3]!));
  }
  return found;
}
