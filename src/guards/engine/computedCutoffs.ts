// A delete whose cutoff the database computes back from today by a length the program gives it: `DELETE FROM citations
// WHERE issued_at < now() - (%s || ' days')::interval` with `(RETENTION_DAYS,)` bound and `RETENTION_DAYS` read from the
// environment (default "0"), or the same length put in by an f-string (`interval '{days} days'`). The length being a value
// does not make the delete narrower: it deletes every row older than the cutoff, however short the window the caller
// passes, as the bound cutoff `issued_at < %s` does, and the SQL rules already read that one (delete-by-range; a table of
// records through the local database's reading in sdkCalls.ts). So a cutoff made from a value reads as that bound cutoff
// (held-out round 150). A window spelt in the SQL (`now() - interval '90 days'`) is not touched: the SQL rules judge it.

import { BOUND_PARAMETER } from './boundCutoffs.js';

/**
 * A value the program puts into the statement: a bound parameter (`%s`, `?`, `$1`, `:days`, `@days`) or an interpolation
 * (Python's f-string or `.format` `{days}`, JavaScript's `${days}`, Ruby's `#{days}`, PHP's `$days` / `{$days}`), with an
 * optional cast (`%s::int`).
 */
const INTERPOLATION = String.raw`(?:\{\$?[A-Za-z_][^{}\n]{0,62}\}|\{\d{0,2}\}|\$\{[^{}\n]{1,64}\}|#\{[^{}\n]{1,64}\}|\$[A-Za-z_]\w{0,63}(?![\w(]))`;
const VALUE = String.raw`(?:${BOUND_PARAMETER}|${INTERPOLATION})(?:\s{0,4}::\s{0,4}\w{1,16})?`;
/** Today as SQL spells it (PostgreSQL, MySQL, SQL Server, Oracle, SQLite's function forms are in DATE_FUNCTION). */
const NOW = String.raw`(?:(?:now|curdate|utc_timestamp|getu?t?c?date|sysu?t?c?datetime|transaction_timestamp|statement_timestamp|clock_timestamp)\s{0,4}\(\s{0,4}\)|current_(?:date|timestamp)(?:\s{0,4}\(\s{0,4}\))?|localtimestamp|systimestamp|sysdate)`;
/** A unit word in quotes, as a length is glued to one (`' days'`, `'1 day'`, `'-'`). */
const QUOTED_UNIT = String.raw`'[^'\n]{0,24}'`;
/**
 * A length made from a value: `(%s || ' days')::interval`, `%s * interval '1 day'`, `interval '1 day' * %s`,
 * `make_interval(days => %s)`, `interval '%s days'` / `interval '{days} days'`, `interval %s`, MySQL's `INTERVAL ? DAY`,
 * `%s::interval`, `CAST(%s AS interval)`, Oracle's `NUMTODSINTERVAL(:days, 'DAY')`, or the value alone (`CURRENT_DATE - %s`,
 * `SYSDATE - :days`: a number of days).
 */
const LENGTH = [
  String.raw`\(\s{0,4}${VALUE}\s{0,4}\|\|\s{0,4}${QUOTED_UNIT}\s{0,4}\)\s{0,4}::\s{0,4}interval`,
  String.raw`cast\s{0,4}\(\s{0,4}${VALUE}\s{0,4}(?:\|\|\s{0,4}${QUOTED_UNIT}\s{0,4})?as\s{1,4}interval\s{0,4}\)`,
  String.raw`\(?\s{0,4}${VALUE}\s{0,4}\*\s{0,4}(?:interval\s{0,4})?${QUOTED_UNIT}(?:\s{0,4}::\s{0,4}interval)?\s{0,4}\)?`,
  String.raw`\(?\s{0,4}interval\s{0,4}${QUOTED_UNIT}\s{0,4}\*\s{0,4}${VALUE}\s{0,4}\)?`,
  String.raw`make_interval\s{0,4}\((?:[^()\n;,]{0,24},){0,6}\s{0,4}(?:\w{1,16}\s{0,4}=>\s{0,4})?${VALUE}\s{0,4}(?:,[^()\n;]{0,120})?\)`,
  String.raw`numto(?:ds|ym)interval\s{0,4}\(\s{0,4}${VALUE}\s{0,4},\s{0,4}${QUOTED_UNIT}\s{0,4}\)`,
  String.raw`interval\s{0,4}'[^'\n{]{0,8}${VALUE}[^'\n]{0,24}'`,
  String.raw`interval\s{1,4}\(?\s{0,4}${VALUE}\s{0,4}\)?(?:\s{1,4}(?:microsecond|second|minute|hour|day|week|month|quarter|year)s?\b)?`,
  String.raw`${VALUE}\s{0,4}::\s{0,4}interval`,
  String.raw`\(?\s{0,4}${VALUE}\s{0,4}\)?`,
].join('|');
/** Today less a length made from a value (`now() - (%s || ' days')::interval`), bracketed or not. */
const LESS = String.raw`${NOW}\s{0,8}-\s{0,8}(?:${LENGTH})`;
/**
 * The same as a function: MySQL's `DATE_SUB(NOW(), INTERVAL ? DAY)` (`SUBDATE`, and `DATE_ADD` with a negative length),
 * SQL Server's `DATEADD(day, -@days, GETDATE())`, Oracle's `ADD_MONTHS(SYSDATE, -:months)`, SQLite's `date('now', ?)`,
 * `datetime('now', '-' || ? || ' days')` and `datetime('now', '-{days} days')`.
 */
const DATE_FUNCTION = [
  String.raw`(?:date_sub|subdate|date_add|adddate)\s{0,4}\(\s{0,4}${NOW}\s{0,4},\s{0,4}(?:interval\s{1,4}(?:-\s{0,4})?${VALUE}\s{1,4}\w{1,12}|-?\s{0,4}${VALUE})\s{0,4}\)`,
  String.raw`dateadd\s{0,4}\(\s{0,4}\w{1,12}\s{0,4},\s{0,4}-?\s{0,4}${VALUE}\s{0,4},\s{0,4}${NOW}\s{0,4}\)`,
  String.raw`add_months\s{0,4}\(\s{0,4}${NOW}\s{0,4},\s{0,4}-?\s{0,4}${VALUE}\s{0,4}\)`,
  String.raw`(?:date|datetime|julianday)\s{0,4}\(\s{0,4}'now'\s{0,4},\s{0,4}(?:${VALUE}|'[^'\n{]{0,8}${VALUE}[^'\n]{0,24}'|${QUOTED_UNIT}\s{0,4}\|\|\s{0,4}${VALUE}(?:\s{0,4}\|\|\s{0,4}${QUOTED_UNIT})?)\s{0,4}\)`,
].join('|');
/** How a date column's name ends (`issued_at`, `visit_date`), as DATED_BOUND reads one. */
const DATE_NAMED = '(?:_at|_on|_ts|date|time|day)';
/** A date-named column just before a comparison's operator. */
const DATED_COLUMN = String.raw`${DATE_NAMED}["\x60\]]?\s{0,8}[<>]=?\s{0,8}`;
/**
 * A date put into the statement whole: `'{cutoff}'`, `'${cutoff}'`, `'%s'` (Go's `fmt.Sprintf`), `{cutoff}`, compared with
 * a date-named column: `id < {max_id}` is a bound on ids, not a cutoff. A bare bound parameter (`< %s`) is already the bound
 * cutoff the rules read.
 */
const INTERPOLATED = `(?<=${DATED_COLUMN})(?:'(?:%s|${INTERPOLATION})'|${INTERPOLATION})`;
/** A comparison against one of them: the operator, then the cutoff (bracketed or not). */
const COMPUTED_CUTOFF = new RegExp(
  String.raw`(?<![-=!<>])(<=?|>=?)\s{0,8}(?:\(\s{0,4}(?:${LESS}|${DATE_FUNCTION})\s{0,4}\)|${LESS}|${DATE_FUNCTION}|${INTERPOLATED})(?![\w'(])`,
  'gi',
);
/** A statement that deletes rows, and one that rewrites them. */
const DELETES = /^\s{0,64}(?:WITH\b[^;]{0,2000}?\b)?DELETE\b/i;
const UPDATES = /^\s{0,64}(?:WITH\b[^;]{0,2000}?\b)?UPDATE\b/i;
/** An UPDATE that blanks a column (`SET driver_name = NULL`, `SET notes = ''`). */
const BLANKS = /\bSET\b[^;]{0,400}?=\s{0,8}(?:NULL\b|''(?!'))/i;
/** A bound upper cutoff on a date column (`issued_at < %s`, `visit_date <= :cutoff`), as sdkCalls.ts reads one. */
const DATED_BOUND = new RegExp(String.raw`\b(\w{0,64}${DATE_NAMED})\s{0,8}(<=?)\s{0,8}${BOUND_PARAMETER}`, 'gi');
/**
 * A table an app keeps a rolling window of (logs, events, sessions, tokens, queues, telemetry and the like, as
 * delete-rows-date-passed lists them): `DELETE FROM dispatch_logs WHERE created_at < now() - %s * interval '1 day'` is
 * that window however long (held-out round 61), so it reads as the spelt window and a table of records in the name
 * (`audit_logs`, `mortality_events`) is still judged as one.
 */
const ROLLING_TABLE =
  /^\s{0,64}DELETE\s{1,8}FROM\s{1,8}(?:[\w"`[\]]{1,64}\.){0,2}["`[]?\w{0,64}(?:sessions?|caches?|tokens?|locks?|leases?|queues?|jobs?|tasks?|notifications?|outbox|inbox|tmp|temp|scratch|staging|logs?|events?|otps?|nonces?|attempts?|password_?resets?|magic_?links?|invit|verification_?codes?|challenges?|carts?|baskets?|rate_?limit|throttl|telemetry|metrics?|heartbeats?|presence|cursors?|checkpoints?|page_?views?|pageviews?|(?:page|site|web)_?visits?|clicks?|impressions?|analytics|drafts?|previews?|_holds?\b)/i;
/** The window SQL spells, as the SQL rules read a literal one (`now() - interval '90 days'`). */
const SPELT = "now() - interval '1 day'";

/**
 * The statements with each cutoff made from a value read as the rules read its kind. In a DELETE against a server's
 * database: the bound cutoff `%s`, which delete-by-range judges as it judges `issued_at < %s`. In a DELETE of a rolling
 * window's table, or against the code's own database file: a spelt window, as sdkCalls.ts reads that file's bound
 * cutoffs. A lower bound (`>= now() - make_interval(years => %s)`, the activity a `NOT EXISTS` subquery keeps): a spelt
 * window, as boundActivityCutoffs reads a bound one. An UPDATE that blanks columns reads its cutoff, computed or bound
 * (`issued_at < %s`), as a spelt window, which the blanking rules judge (update-null-by-class, update-detach-by-age,
 * update-records-by-age); another UPDATE only its computed ones. Statements with none are unchanged.
 */
export function computedCutoffs(statements: readonly string[], local: boolean): string[] {
  return statements.map((statement) => {
    const deletes = DELETES.test(statement);
    if (!deletes && !UPDATES.test(statement)) return statement;
    const bound = deletes && !local && !ROLLING_TABLE.test(statement);
    const read = statement.replace(COMPUTED_CUTOFF, (_, operator: string) =>
      bound && operator.startsWith('<') ? `${operator} %s` : `${operator} ${SPELT}`,
    );
    return !deletes && BLANKS.test(read) ? read.replace(DATED_BOUND, `$1 $2 ${SPELT}`) : read;
  });
}
