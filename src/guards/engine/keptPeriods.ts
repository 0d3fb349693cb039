import { DURATION_UNIT, durationObjectSeconds, SECONDS } from './durationSeconds.js';

// A constant or setting that says how long records are kept (`KEEP_DAYS = 365 * 5  # customs record retention`,
// `RETAIN_MONTHS = 84`, `config.retention_period = 7.years`, `retention: 7y`, `max_age_days: 2555`) edited to far less
// (`KEEP_DAYS = 30`): the purge job that reads it deletes everything between the new age and the old one on its next run
// (held-out round 155). The setting rule (rules/retention-settings.json) reads a store's own retention names and any lower
// value; this reads the names code gives a kept period, with its value as a number, a product (`365 * 5`) or a duration
// (`timedelta(days=…)`, `'90d'`, `'P7Y'`, `7.years`, `90 * 24 * time.Hour`).
//
// Only a cut to under a quarter speaks: three quarters of what was kept go at once, where a trim (365 → 300) or a halving is
// a period retuned. A name or line about a cache, session, log, temp files, tokens, build artifacts or backups' own rotation
// is left to its owner: those are copies or scratch that the next run writes again, not records (an audit log is a record).

/** A kept period as it is named: words that say retention or keep-for. Read over the name's lower-cased words joined. */
const KEPT_NAME =
  /retention|retain|keep(?:for|period|(?:\d{0,3})?(?:days?|weeks?|months?|years?|yrs?))|(?:days|weeks|months|years)(?:to)?keep|maxage(?:in)?(?:days|weeks|months|years)|ttl(?:in)?(?:days|months|years)|purgeafter|deleteafter/;
/** Words of a name or its line that make the period a copy's or scratch's, not records'. */
const NOT_RECORDS =
  /\b(?:caches?|cached|sessions?|logs?|logging|logfiles?|tmp|temp|temporary|tokens?|otp|nonces?|artifacts?|artefacts?|backups?|snapshots?|dumps?|builds?|rotations?|rotate|locks?|thumbnails?|previews?|scratch|ci)\b/;
/** Words that make a log a record. */
const RECORD_LOG = /\baudit\b/;

/** Unit words a name may carry (`KEEP_DAYS`, `retentionInMonths`, `TTL_YEARS`), in seconds. */
const NAME_UNIT: readonly [RegExp, number][] = [
  [/(?:^|\s)(?:ms|millis|milliseconds)(?:\s|$)/, 0.001],
  [/(?:^|\s)(?:s|secs?|seconds?)(?:\s|$)/, 1],
  [/(?:^|\s)(?:mins?|minutes?)(?:\s|$)/, 60],
  [/(?:^|\s)(?:h|hrs?|hours?)(?:\s|$)/, 3600],
  [/(?:^|\s)(?:d|days?)(?:\s|$)/, 86400],
  [/(?:^|\s)(?:w|weeks?)(?:\s|$)/, 604800],
  [/(?:^|\s)(?:months?|mos?)(?:\s|$)/, 2592000],
  [/(?:^|\s)(?:y|yrs?|years?)(?:\s|$)/, 31536000],
];

const UNIT_WORD: Record<number, string> = {
  0.001: 'ms',
  1: 'seconds',
  60: 'minutes',
  3600: 'hours',
  86400: 'days',
  604800: 'weeks',
  2592000: 'months',
  31536000: 'years',
};

// An assignment: `KEEP_DAYS = 30`, `export const RETENTION_DAYS = 365 * 7;`, `retentionInDays: 90,`, `"keep_for": "7y"`,
// `config.retention_period = 7.years`, `RetainMonths = 84` (Go), `KEEP_DAYS=365` (.env, shell), a parameter's default
// (`keep_months: int = 24`). Every repeat is bounded, and a name starts only after a character no name holds.
const ASSIGNED =
  /(?<![\w-])["']?([A-Za-z_][\w-]{0,80})["']?[ \t]{0,8}(?::[ \t]{0,8}[\w.[\]<>]{1,30}[ \t]{0,8}(?==))?(?::=|=>|=(?!=)|:)[ \t]{0,8}/g;
/** Assignments read per line, and how much of a line: a minified line is read no further. */
const PER_LINE = 8;
const LINE_LENGTH = 2000;
/** Lines read per side: a config holds tens; a crafted file holding thousands costs no more than this. */
const MAX_LINES = 4000;
const MAX_SIDE = 256 * 1024;
/** A new value this many times smaller, or more, is a cut. */
const FAR_CUT = 4;

/** A number with `_` separators (`2_555`), or a product of them (`365 * 5`), bounded. */
const PRODUCT = String.raw`\d[\d_]{0,12}(?:\.\d{1,6})?(?:[ \t]{0,4}\*[ \t]{0,4}\d[\d_]{0,12}(?:\.\d{1,6})?){0,6}`;
/** Go's product with a time unit, either side (`90 * 24 * time.Hour`, `time.Hour * 24 * 90`). */
const GO_UNIT = /time\.(Nanosecond|Microsecond|Millisecond|Second|Minute|Hour)\b/;
const GO_SECONDS: Record<string, number> = {
  Nanosecond: 1e-9,
  Microsecond: 1e-6,
  Millisecond: 0.001,
  Second: 1,
  Minute: 60,
  Hour: 3600,
};
const TIMEDELTA = new RegExp(
  String.raw`^(?:(?:dt|datetime)\.)?(?:timedelta|relativedelta)\([ \t]{0,8}(seconds|minutes|hours|days|weeks|months|years)[ \t]{0,8}=[ \t]{0,8}(${PRODUCT})[ \t]{0,8}\)`,
);
const RUBY = new RegExp(String.raw`^\(?(${PRODUCT})\)?\.(second|minute|hour|day|week|month|year)s?\b`);
const ISO = /^["']?P(?:(\d{1,6})Y)?(?:(\d{1,6})M)?(?:(\d{1,6})W)?(?:(\d{1,6})D)?["']?(?![\w])/;
const SPELT =
  /^["']?(\d{1,9}(?:\.\d{1,6})?)[ \t]{0,4}(ms|s|secs?|seconds?|m|mins?|minutes?|h|hrs?|hours?|d|days?|w|weeks?|mo|months?|y|years?)["']?(?![\w.])/i;
const BARE = new RegExp(String.raw`^["']?(${PRODUCT})["']?(?![\w.(])`);
/**
 * A duration object (`{ years: 7 }`, `{ years: 1, months: 6 }`), bare or handed to a library's maker (luxon's
 * `Duration.fromObject({ years: 7 })`, Temporal's `Temporal.Duration.from({ … })`, moment's `moment.duration({ … })`),
 * over lines too; group 1 holds its keys and numbers, each key a unit. Each key starts with a letter after a number or a
 * comma, so the keys are read once.
 */
const DURATION_OBJECT = new RegExp(
  String.raw`^(?:[\w.]{1,40}\(\s{0,8})?\{\s{0,40}((?:["']?${DURATION_UNIT}["']?\s{0,8}:\s{0,8}\d{1,9}\s{0,40}(?:,\s{0,40})?){1,7})\}`,
  'i',
);
/** A method that makes a duration of one unit: Java's `Duration.ofDays(30)`, `Period.ofYears(7)`, .NET's `TimeSpan.FromDays(30)`. */
const DURATION_METHOD = new RegExp(
  String.raw`^(?:java\.time\.)?(?:Duration\.of|Period\.of|TimeSpan\.From)(${DURATION_UNIT})\([ \t]{0,8}(${PRODUCT})[ \t]{0,8}\)`,
  'i',
);
/** moment's and dayjs's `moment.duration(7, 'years')`. */
const DURATION_CALL = new RegExp(
  String.raw`^(?:moment|dayjs)\.duration\([ \t]{0,8}(${PRODUCT})[ \t]{0,8},[ \t]{0,8}["'](${DURATION_UNIT})["'][ \t]{0,8}\)`,
  'i',
);

/** A line's value that opens a duration object and ends there (`{`, `Duration.fromObject({`). */
const OPENED = /^[ \t]{0,8}(?:[\w.]{1,40}\([ \t]{0,8})?\{[ \t]{0,8}$/;

/** Seconds in one of a unit word (`Years`, `day`). */
const unitSeconds = (unit: string): number => {
  const lowered = unit.toLowerCase();
  return SECONDS[lowered] ?? SECONDS[`${lowered}s`] ?? 0;
};

/** A value: a number in the name's own unit (`unit` undefined), or seconds. */
interface Value {
  amount: number;
  seconds: boolean;
  shown: string;
}

const product = (text: string): number => text.split('*').reduce((total, each) => total * Number(each.trim().replace(/_/g, '')), 1);

/** What a value as written stands for, or undefined when it is not a period this reads (an env lookup, a call). */
export function keptValue(written: string): Value | undefined {
  const text = written.trim();
  let match: RegExpExecArray | null;
  if ((match = TIMEDELTA.exec(text))) return { amount: product(match[2]!) * SECONDS[match[1]!]!, seconds: true, shown: match[0] };
  if ((match = RUBY.exec(text))) return { amount: product(match[1]!) * SECONDS[`${match[2]!}s`]!, seconds: true, shown: match[0] };
  // A duration object or maker (`{ years: 7 }` → `{ days: 30 }`, held-out round 157), compared in seconds.
  if ((match = DURATION_OBJECT.exec(text))) {
    return { amount: durationObjectSeconds(match[1]!), seconds: true, shown: match[0].replace(/\s{1,40}/g, ' ') };
  }
  if ((match = DURATION_METHOD.exec(text))) return { amount: product(match[2]!) * unitSeconds(match[1]!), seconds: true, shown: match[0] };
  if ((match = DURATION_CALL.exec(text))) return { amount: product(match[1]!) * unitSeconds(match[2]!), seconds: true, shown: match[0] };
  if ((match = ISO.exec(text)) && match.slice(1).some((part) => part !== undefined)) {
    const [years, months, weeks, days] = match.slice(1).map((part) => Number(part ?? 0)) as [number, number, number, number];
    return { amount: years * SECONDS.y! + months * SECONDS.mo! + weeks * SECONDS.w! + days * SECONDS.d!, seconds: true, shown: match[0] };
  }
  const head = text.slice(0, 120);
  if (GO_UNIT.test(head)) {
    // Every factor a number or a time unit, up to where the expression ends (a comment, a comma, the line's end).
    const expression = /^[\w. \t*]{1,120}/.exec(head)?.[0] ?? '';
    let amount = 1;
    for (const factor of expression.split('*').map((each) => each.trim())) {
      const unit = GO_UNIT.exec(factor);
      if (unit && unit[0] === factor) amount *= GO_SECONDS[unit[1]!]!;
      else if (/^\d{1,9}$/.test(factor)) amount *= Number(factor);
      else return undefined;
    }
    return { amount, seconds: true, shown: expression.trim() };
  }
  if ((match = SPELT.exec(text))) {
    const unit = match[2]!.toLowerCase();
    const seconds =
      SECONDS[unit] ??
      SECONDS[`${unit}s`] ??
      (unit.startsWith('sec') ? 1 : unit.startsWith('min') ? 60 : unit.startsWith('hr') ? 3600 : undefined);
    if (seconds === undefined) return undefined;
    return { amount: Number(match[1]) * seconds, seconds: true, shown: match[0].replace(/["']/g, '') };
  }
  if ((match = BARE.exec(text))) return { amount: product(match[1]!), seconds: false, shown: match[1]! };
  return undefined;
}

/** A name's words, lower-cased: `retentionInDays` → `retention in days`, `KEEP_DAYS` → `keep days`. */
const words = (name: string): string =>
  name
    .replace(/([a-z\d])([A-Z])/g, '$1 $2')
    .replace(/[_.-]+/g, ' ')
    .toLowerCase()
    .trim();

interface Kept {
  name: string;
  value: Value;
  /** Seconds per unit of a bare value, from the name (`KEEP_DAYS`), if it says one. */
  unit: number | undefined;
  records: boolean;
}

/** The kept periods assigned in `text`, by lower-cased name, in order. */
function keptPeriods(text: string): Map<string, Kept[]> {
  const found = new Map<string, Kept[]>();
  if (!/retention|retain|keep|max.?age|ttl|purge|delete/i.test(text)) return found;
  const bounded = text.slice(0, MAX_SIDE);
  const lines = bounded.split('\n', MAX_LINES);
  let offset = 0;
  for (const whole of lines) {
    const start = offset;
    offset += whole.length + 1;
    const line = whole.slice(0, LINE_LENGTH);
    let seen = 0;
    for (const match of line.matchAll(ASSIGNED)) {
      if (++seen > PER_LINE) break;
      const name = match[1]!;
      const spoken = words(name);
      if (!KEPT_NAME.test(spoken.replace(/ /g, ''))) continue;
      const at = start + match.index + match[0].length;
      const rest = line.slice(match.index + match[0].length, match.index + match[0].length + 200);
      // A duration object opened at the line's end is read on over the lines it is written on (`RETENTION = {\n  years: 7,\n}`).
      const value = keptValue(rest) ?? (OPENED.test(rest) ? keptValue(bounded.slice(at, at + 200)) : undefined);
      if (!value) continue;
      const said = `${spoken} ${words(line.slice(match.index + match[0].length))}`;
      const records = !NOT_RECORDS.test(said) || RECORD_LOG.test(said);
      const unit = NAME_UNIT.find(([pattern]) => pattern.test(spoken))?.[1];
      const key = name.toLowerCase();
      const list = found.get(key) ?? [];
      // A bare value is told in the name's unit: `KEEP_DAYS: 365 * 5 → 30 days`.
      const told = value.seconds || unit === undefined ? value : { ...value, shown: `${value.shown} ${UNIT_WORD[unit] ?? ''}`.trim() };
      list.push({ name, value: told, unit, records });
      found.set(key, list);
    }
  }
  return found;
}

/** The seconds of a kept period, its bare number when neither side can say (the same unit both sides). */
function measure(kept: Kept, other: Kept): number | undefined {
  if (kept.value.seconds) return other.value.seconds || other.unit !== undefined ? kept.value.amount : undefined;
  if (!other.value.seconds) return kept.value.amount;
  return kept.unit === undefined ? undefined : kept.value.amount * kept.unit;
}

/** One kept period an edit cuts to under a quarter: its name and its value before and after as written. */
export interface KeptCut {
  setting: string;
  from: string;
  to: string;
}

/**
 * The kept periods of records that an edit's new text cuts to under a quarter of what its old text had (not to 0: many
 * read it as "keep forever", as the setting rule does). Each name's n-th
 * assignment in the new text is compared with its n-th in the old; a name only added has no old value and is left alone.
 */
export function keptPeriodCuts(old: string, now: string): KeptCut[] {
  const before = keptPeriods(old);
  if (before.size === 0) return [];
  const cuts: KeptCut[] = [];
  for (const [key, after] of keptPeriods(now)) {
    const was = before.get(key) ?? [];
    for (let n = 0; n < Math.min(was.length, after.length); n++) {
      const [from, to] = [was[n]!, after[n]!];
      if (!from.records || !to.records) continue;
      const [longer, shorter] = [measure(from, to), measure(to, from)];
      if (longer === undefined || shorter === undefined || shorter <= 0 || shorter * FAR_CUT > longer) continue;
      cuts.push({ setting: to.name, from: from.value.shown, to: to.value.shown });
    }
  }
  return cuts;
}
