import { nameWords } from '../lib/scratch.js';
import { closingBracket } from '../lib/topLevel.js';

// What an ORM delete takes, read from the call's own shape as tableWipes.ts reads a table's: a filter on a key in the chain
// narrows it, a scratch model's rows are made again, and what is left of a whole model's wipe keeps its scope. The library
// reading (sdkCalls.ts) asks these before it hands a call to the unknown-CLI verb line (`unlisted/any-cli`), which spoke on
// one record's delete (`@member.destroy` in a controller, Peewee's `member.delete_instance()`), on rows named by their keys
// (`Member.destroy(params[:id])`, Spring Data's `deleteAllById(ids)`, Peewee's `Member.delete().where(Member.id == mid)`), on
// a scratch model's wipe (`prisma.tmpImport.deleteMany()`) and on a test's own teardown (isModelWipe, for normalise.ts).
// Every check is one bounded, anchored pattern on a short window: linear in the code.

/** How far after a call its chain is read (`.where(…)`), and how long an argument that names keys may be. */
const AFTER = 300;

/** A name for a key, as its last word: `id`, `ids`, `pk`, `uuid`, `member_id`, `memberIds`, `mid`. */
const KEY_WORD = /(?:^|_)(?:id|ids|pk|pks|uuid|uuids)$|(?:Id|Ids|ID|IDs|Pk|Uuid)$|^[a-z]{1,3}id$/;

/** An argument that is one name, an index into one (`params[:id]`, `$request->id`) or a list of literal keys (`[4, 7]`). */
const ONE_EXPRESSION =
  /^\s{0,8}(?:[$@]?[A-Za-z_]\w{0,63}(?:\s{0,4}(?:\.|->|::)\s{0,4}[A-Za-z_]\w{0,63}|\[\s{0,4}:?\w{1,64}\s{0,4}\]){0,4}|\[\s{0,4}\d{1,20}(?:\s{0,4},\s{0,4}\d{1,20}){0,63}\s{0,4}\])\s{0,8}\)/;

/**
 * A keyword argument that names a key (`id: params[:id]`, Python's `id=mid`, PHP's `'id' => $id`), or an object of one
 * (TypeORM's `Member.delete({ id: memberId })`, `{ id }`).
 */
const KEY_PAIR =
  /^\s{0,8}(?:["']?:?(?:id|pk|uuid)["']?\s{0,4}(?:=>|[=:](?!=))\s{0,4}[$@]?[\w.[\]:>-]{1,80}\s{0,8}\)|\{\s{0,8}_?(?:id|pk|uuid)\s{0,8}(?:\}|:\s{0,8}[\w.$]{1,80}\s{0,8}\})\s{0,8}\))/;

/** Whether a call's arguments (from just past its `(`) name rows by their keys: `params[:id]`, `$id`, `ids`, `[4, 7]`, `id: x`. */
export function keyedArgument(argument: string): boolean {
  if (KEY_PAIR.test(argument)) return true;
  const one = ONE_EXPRESSION.exec(argument);
  if (!one) return false;
  if (/^\s{0,8}\[/.test(one[0])) return true;
  const last = /(\w{1,64})\s{0,4}\]?\s{0,8}\)$/.exec(one[0])?.[1] ?? '';
  return KEY_WORD.test(last);
}

/**
 * Whether a call is one of the finders that fetch one row (`Member.find(params[:id])`, `findByPk(id)`, `find_by_id(x)`,
 * `objects.get(pk=…)`), given one argument: what its delete takes is that row.
 */
const FOUND_ONE =
  /^(?:find|find_by_id!?|findByPk|findById|findOne|find_one|get|get_by_id)\(\s{0,8}[^(),]{1,120}\)\s{0,8}(?:\.|->)\s{0,8}[\w!]{1,40}$/;
export const foundOne = (written: string): boolean => FOUND_ONE.test(written);

/**
 * The filter a call's chain goes on with after its arguments close at `close` (Peewee's `Member.delete().where(…)`,
 * SQLAlchemy Core's `members.delete().where(…)`) compares a key column with one value or a list (`Member.id == mid`,
 * `members.c.id.in_(ids)`, `Member.id << ids`): the rows named by their keys.
 */
const KEYED_CONDITION =
  /^\s{0,16}\.\s{0,8}(?:where|filter)\(\s{0,8}(?:\w{1,64}\s{0,4}\.\s{0,4}){0,3}(?:id|pk|uuid|\w{1,60}_id)\s{0,8}(?:==|<<|\.\s{0,4}(?:in_|is_in)\s{0,4}\()/;
export function keyedChain(masked: string, open: number): boolean {
  const close = closingBracket(masked.slice(open + 1, open + 1 + AFTER), 0);
  return close >= 0 && KEYED_CONDITION.test(masked.slice(open + 2 + close, open + 2 + close + AFTER));
}

/**
 * A model or table named as scratch, made again by the code that fills it: `TmpImport`, `import_staging`, `ScratchRow`,
 * `CachedQuote`. Narrower than a folder's scratch words (namesScratch): a `Build` or an `Output` is a record an app keeps.
 */
const SCRATCH_MODEL_WORD = /^(?:te?mp|temporary|scratch|staging|staged|cache[sd]?)$/;
export const scratchModel = (name: string): boolean => nameWords(name).some((word) => SCRATCH_MODEL_WORD.test(word));

/**
 * A repository handed the entities or keys it deletes (Spring Data's `repository.delete(member)`, `deleteAll(members)`,
 * `deleteAllById(ids)`): a name, in lower case (`Repo.delete_all(Member)`, Ecto's, is a model's every row).
 */
export const givenEntities = (argument: string): boolean => /^\s{0,8}(?:this\.)?[a-z_$][\w$]{0,63}\s{0,8}\)/.test(argument);

/**
 * Whether a call as written (`Member.delete_all`, `member.deleteMany`, `Member.delete`, `memberRepository.deleteAll`,
 * `objects.all().delete`) wipes an ORM model's rows: in a test file, the rows the suite made for itself.
 */
const MODEL_WIPE =
  /^(?:[A-Z]\w{0,63}(?:(?:\.|::)[A-Z]\w{0,63}){0,3}\.(?:delete_all|destroy_all|delete|destroy|deleteMany|delete_many|truncate)|[a-z]\w{0,63}\.(?:deleteMany|delete_many)|\w{0,63}(?:Repository|Repo|repository|repo)\.(?:deleteAll|deleteAllInBatch)|all\(\s{0,4}\)\.delete|query\([A-Z]\w{0,63}\)\.delete)$/;
export const isModelWipe = (written: string): boolean => MODEL_WIPE.test(written);
