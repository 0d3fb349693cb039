// An edit whose only change to a delete is a filter added before it (`PitchHold.delete_all` →
// `PitchHold.where("expires_at < ?", Time.current).delete_all`, Django's `Hold.objects.all().delete()` →
// `.filter(expires_at__lt=now).delete()`, Laravel's `->where(…)->delete()`) deletes fewer rows than before: every row it
// now deletes, it deleted already, so it adds nothing to judge (held-out round 116). The rest of the text must be the same,
// on the same model, and every filter the old text had must still be there: one dropped (`X.where(…).delete_all` →
// `X.delete_all`), changed, or widened (`.or(…)`, `.unscoped`, not filters here) is judged with the whole new text, as is a
// delete the old text lacked.

/** A call's arguments, one level of nested parentheses, bounded: `("expires_at < ?", Time.current)`, `(Time.now())`. */
const ARGS = String.raw`\((?:[^()]|\([^()]{0,200}\)){0,400}\)`;
/** The calls that only narrow a relation (`where`, `where.not`, Django's `filter`/`exclude`, Laravel's `whereDate`, `all()`). */
const FILTER = String.raw`(?:(?:where\s{0,8}\.\s{0,8}not|where(?:[A-Z]\w{0,40})?|andWhere|filter(?:_by)?|exclude)\s{0,8}${ARGS}|all\b(?:\s{0,8}\(\s{0,8}\))?)`;
/** A bulk delete on the relation (Active Record, Django, Laravel, Prisma, SQLAlchemy). */
const DELETE = String.raw`(?:\.|->)\s{0,8}(?:delete_all|destroy_all|delete_many|deleteMany|delete|destroy)\b`;
/** A run of filters directly before a delete: the part an edit may add to. */
const FILTERS = new RegExp(String.raw`(?:\s{0,8}(?:\.|->)\s{0,8}${FILTER}){1,16}(?=\s{0,8}${DELETE})`, 'g');
const ONE_FILTER = new RegExp(String.raw`(?:\.|->)\s{0,8}(${FILTER})`, 'g');
const MAX_SIDE = 256 * 1024;
const MAX_FILTERS = 64;

/** The text's filters before deletes, each its own words with spacing removed, `all()` left out (it selects every row). */
function filtersOf(text: string): string[] | undefined {
  const found: string[] = [];
  for (const run of text.matchAll(FILTERS))
    for (const call of run[0].matchAll(ONE_FILTER)) {
      const words = call[1]!.replace(/\s+/g, '');
      if (/^all(?:\(\))?$/.test(words)) continue;
      if (found.length >= MAX_FILTERS) return undefined;
      found.push(words);
    }
  return found;
}

/** Whether `now` is `old` with one or more filters added before the same delete, and nothing else changed. */
export function onlyNarrows(old: string, now: string): boolean {
  if (old === now || old.length > MAX_SIDE || now.length > MAX_SIDE) return false;
  if (!new RegExp(DELETE).test(old)) return false;
  if (old.replace(FILTERS, '') !== now.replace(FILTERS, '')) return false;
  const [was, is] = [filtersOf(old), filtersOf(now)];
  if (was === undefined || is === undefined || is.length <= was.length) return false;
  // Every old filter kept (as a multiset): a changed or dropped condition may select rows the old one spared.
  const left = [...is];
  for (const filter of was) {
    const at = left.indexOf(filter);
    if (at < 0) return false;
    left.splice(at, 1);
  }
  return true;
}
