// A delete that keeps only the records with recent activity, written in a program: `DELETE FROM patients p WHERE NOT EXISTS
// (SELECT 1 FROM appointments a WHERE a.patient_id = p.id AND a.starts_at >= %s)`, with `(CUTOFF,)` bound and `CUTOFF =
// date.today() - timedelta(days=7 * 365)` computed in the same file. The SQL rules read the complement of an activity
// window when the cutoff is spelt (`>= now() - interval '7 years'`, held-out round 92); a program binds it instead.

/** A bound parameter, as drivers spell it (`%s`, `%(cutoff)s`, `?`, `$1`, `:cutoff`, `@cutoff`), and nothing run on after it. */
export const BOUND_PARAMETER = String.raw`(?:%s|%\(\w{1,64}\)s|\?|\$\d{1,2}|:[A-Za-z_]\w{0,63}|@[A-Za-z_]\w{0,63})(?![\w'])`;
/** A lower bound on a date column by a bound parameter (`a.starts_at >= %s`, `visited_at > ?`, `ts >= $1`, `>= :cutoff`). */
const LOWER_DATED_BOUND = new RegExp(
  String.raw`\b(\w{0,64}(?:_at|_on|date|time|day|_dt)|(?:\w{0,64}_)?ts|last_\w{1,60})\s{0,8}(>=?)\s{0,8}${BOUND_PARAMETER}`,
  'gi',
);
/**
 * A subquery the delete keeps the rows of: every row with no match in it goes. A LEFT JOIN whose WHERE takes the rows with
 * no match (`LEFT JOIN exchanges e ON … AND e.created_at >= %s WHERE e.id IS NULL`) is the same anti-join (held-out round 156).
 */
const NOT_SUBQUERY = /\bNOT\s{1,8}(?:EXISTS|IN)\s{0,8}\(\s{0,8}SELECT\b|\bLEFT\s{1,8}(?:OUTER\s{1,8})?JOIN\b[^;]{0,400}?\bIS\s{1,8}NULL\b/i;
/**
 * A date the code computes back from today: Python's `date.today() - timedelta(…)`/`relativedelta`, JavaScript's
 * `Date.now() - …`, dayjs/moment's `.subtract(…)`, date-fns's `subYears`, Go's `time.Now().AddDate(-7, 0, 0)`, Ruby's
 * `7.years.ago`, Java's `.minusYears(…)`, .NET's `.AddYears(-7)`, PHP's `strtotime('-7 years')`.
 */
const DATE_ARITHMETIC =
  /-\s{0,8}(?:datetime\.|dateutil\.)?(?:timedelta|relativedelta)\s{0,8}\(|\bDate\.now\s{0,8}\(\s{0,8}\)\s{0,8}-|\.subtract\s{0,8}\(\s{0,8}\d|\bsub(?:Days|Weeks|Months|Years)\s{0,8}\(|\btime\.Now\(\)(?:\.UTC\(\))?\.(?:AddDate|Add)\s{0,8}\(\s{0,8}-|\b\d{1,4}\.(?:years?|months?|weeks?|days?)\.ago\b|\.minus(?:Days|Weeks|Months|Years)\s{0,8}\(|\.Add(?:Days|Months|Years)\s{0,8}\(\s{0,8}-|\bstrtotime\s{0,8}\(\s{0,8}["']-\s{0,4}\d/;
/** A constant or variable named for the cutoff (`CUTOFF =`, `SINCE =`, `KEEP_YEARS =`, `cutoff :=`). */
const CUTOFF_NAME = /\b(?:\w{0,40}_)?(?:CUTOFF|[Cc]utoff|SINCE|KEEP_[A-Z0-9_]{1,40})\w{0,40}\s{0,8}:?=(?!=)/;

/**
 * The statements with a bound activity cutoff read as a spelt one (`>= now() - interval '1 day'`), when the code computes a
 * date back from today or names a cutoff: the delete-by-subquery rule then judges them as it judges the spelt window (a
 * housekeeping table, an orphan check with no cutoff and a subquery without NOT stay as they were). Others are unchanged.
 */
export function boundActivityCutoffs(text: string, statements: readonly string[]): string[] {
  if (!statements.some((statement) => NOT_SUBQUERY.test(statement))) return [...statements];
  if (!DATE_ARITHMETIC.test(text) && !CUTOFF_NAME.test(text)) return [...statements];
  return statements.map((statement) =>
    /^\s{0,64}DELETE\b/i.test(statement) && NOT_SUBQUERY.test(statement)
      ? statement.replace(LOWER_DATED_BOUND, "$1 $2 now() - interval '1 day'")
      : statement,
  );
}
