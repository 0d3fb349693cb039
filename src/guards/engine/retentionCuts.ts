import RETENTION from '../../../rules/retention-settings.json';
import { basename } from 'node:path';
import type { ToolEdit } from '../lib/toolWrite.js';
import { isTestOrFixture } from './testPaths.js';
import { DURATION_UNIT, durationObjectSeconds, SECONDS } from './durationSeconds.js';
import { keptPeriodCuts } from './keptPeriods.js';

// An edit that lowers how long a store keeps data (`retention.time=90d` → `2h`, an ILM delete phase's
// `min_age`, `keep_daily: 30` → `3`) deletes what is older than the new value the next time the store
// applies it. Which settings mean that is data: rules/retention-settings.json.

/** One retention setting an edit lowers: its name as written and its value before and after. */
export interface RetentionCut {
  setting: string;
  from: string;
  to: string;
}

const SETTINGS = RETENTION.settings.map((line) => ({
  key: new RegExp(`(?:${line.key})$`, 'i'),
  deletes: line.deletes === undefined ? undefined : new RegExp(line.deletes, 'i'),
}));

// `name: 90d`, `"name": "365d"`, `name = 30`, `--name=2h`: a name, a separator, a number and its unit.
// A name starts only after a character no name holds, so a long run of name characters is scanned once, not from each of them.
const ASSIGNED = /(?<![\w.-])-{0,2}([A-Za-z][\w.-]{0,80})["']?[ \t]*[:=][ \t]*["']?(\d{1,15}(?:\.\d{1,6})?)[ \t]*([A-Za-z]{0,7})(?![\w.])/g;
const SCRATCH_SETTING = /artifact|cache|session|(?:^|[._-])(?:tmp|temp)(?:$|[._-])/i;
/** Assignments read per side: a config holds tens; a crafted file holding thousands costs no more than this many. */
const MAX_ASSIGNED = 2000;
/** How far after a setting the word a `deletes` setting needs may sit (the phase's `actions`). */
const NEAR = 240;
/** Edits longer than this are code or whole files; their settings are still read, only this much of each side. */
const MAX_SIDE = 256 * 1024;

interface Assigned {
  name: string;
  number: number;
  unit: string;
  shown: string;
  at: number;
}

/** The retention settings assigned in `text`, by lower-cased name, in order. */
function assigned(text: string): Map<string, Assigned[]> {
  const found = new Map<string, Assigned[]>();
  let seen = 0;
  for (const match of text.slice(0, MAX_SIDE).matchAll(ASSIGNED)) {
    if (++seen > MAX_ASSIGNED) break;
    const [, name, number, unit] = match as unknown as [string, string, string, string];
    const setting = SETTINGS.find((each) => each.key.test(name));
    // A CI artifact's, a cache's, a session's or temp files' retention keeps scratch the next run writes again (round 155).
    if (!setting || SCRATCH_SETTING.test(name)) continue;
    const lowered = unit.toLowerCase();
    if (lowered !== '' && SECONDS[lowered] === undefined) continue;
    if (setting.deletes && !setting.deletes.test(text.slice(match.index, match.index + NEAR))) continue;
    const key = name.toLowerCase();
    const list = found.get(key) ?? [];
    list.push({ name, number: Number(number), unit: lowered, shown: `${number}${unit}`, at: match.index });
    found.set(key, list);
  }
  return found;
}

// Words every retention setting's name holds: a text without one sets none, and its file is not read.
const MENTIONS =
  /retention|retain|min.?age|max.?age|expir|keep|ttl.?(?:in.?)?(?:days|months|years)|delete.?after|lifetime|\s-[acm](?:time|min)\s|\.ago\b|timedelta|relativedelta|interval|AddDate|'now'|subtract|sub(?:Days|Weeks|Months|Years)\b|Duration\.of|Period\.of|TimeSpan\.From|minus(?:Days|Weeks|Months|Years)|\b(?:sub|minus|fromObject|duration)\(\s{0,8}(?:[\w.()]{1,60}\s{0,8},\s{0,8})?\{|Add(?:Days|Months|Years)\(|\*\s{0,4}(?:3600|86400)\b/i;

/** Whether `text` may set a retention (a Write that does not is not compared with the file it replaces). */
export const setsRetention = (text: string): boolean => MENTIONS.test(text);

/** The value in seconds, or the bare number when neither side has a unit (the setting's own unit). */
function measure(value: Assigned, unitless: boolean): number | undefined {
  if (unitless) return value.number;
  return value.unit === '' ? undefined : value.number * SECONDS[value.unit]!;
}

/**
 * The retention settings the edits lower. Each setting's n-th occurrence in the new text is compared
 * with its n-th in the old. A new value of zero is left alone: many stores read it as "keep forever".
 * `path`, the edited file, lets a job named for its deletes (`src/jobs/retention.ts`) have its cutoff read apart from them.
 */
export function retentionCuts(edits: readonly ToolEdit[], path?: string): RetentionCut[] {
  const cuts: RetentionCut[] = [];
  for (const edit of edits) {
    cuts.push(...findAgeCuts(edit), ...codeAgeCuts(edit, path));
    // A test's or fixture's settings keep nothing of record (round 155).
    const before =
      path !== undefined && isTestOrFixture(path, { anyCaseFolders: true, anyCaseNames: true }) ? new Map() : assigned(edit.old);
    const lowered = new Set<string>();
    for (const [key, after] of before.size === 0 ? [] : assigned(edit.new)) {
      const old = before.get(key) ?? [];
      for (let n = 0; n < Math.min(old.length, after.length); n++) {
        const [was, is] = [old[n]!, after[n]!];
        const unitless = was.unit === '' && is.unit === '';
        const [from, to] = [measure(was, unitless), measure(is, unitless)];
        if (from !== undefined && to !== undefined && to > 0 && to < from) {
          cuts.push({ setting: is.name, from: was.shown, to: is.shown });
          lowered.add(key);
        }
      }
    }
    // A kept period of records in code (`KEEP_DAYS = 365 * 5` → `30`, engine/keptPeriods.ts), not a test's, and not told twice.
    if (path === undefined || !isTestOrFixture(path, { anyCaseFolders: true, anyCaseNames: true }))
      cuts.push(...keptPeriodCuts(edit.old, edit.new).filter((cut) => !lowered.has(cut.setting.toLowerCase())));
  }
  return cuts;
}

// A cron's `find "$WAIVER_DIR" -name '*.pdf' -mtime +2555 -delete` edited to `-mtime +30` is the same clean keeping far
// less: every file between the two ages goes on its next run (held-out round 54). Only a cut below half is read as one
// (a tuning from 30 to 21 days is not), and a find over scratch (`$TMP_DIR`, `cache/`, `*.tmp`) keeps nothing of record.
const FIND_AGED_DELETE =
  /\bfind[ \t]{1,8}([^\s;|&]{1,200})[^\n;|&]{0,400}?[ \t]-([acm](?:time|min))[ \t]{1,8}\+(\d{1,9})\b[^\n;|&]{0,400}?[ \t](?:-delete\b|-exec(?:dir)?[ \t]{1,8}(?:\/bin\/)?rm\b)/g;
const SCRATCH_FIND = /(?:^|[\s/_.$'"*{-])(?:tmp|temp|caches?|build|dist|target|node_modules|scratch|thumbs?|thumbnails)(?=$|[\s/_.}'"-])/i;
const MAX_FINDS = 64;

interface AgedFind {
  start: string;
  test: string;
  age: number;
  scratch: boolean;
}

function agedFinds(text: string): AgedFind[] {
  if (!/\bfind\b/.test(text)) return [];
  const found: AgedFind[] = [];
  for (const match of text.slice(0, MAX_SIDE).matchAll(FIND_AGED_DELETE)) {
    const [whole, start, test, age] = match as unknown as [string, string, string, string];
    found.push({ start, test, age: Number(age), scratch: SCRATCH_FIND.test(whole) });
    if (found.length >= MAX_FINDS) break;
  }
  return found;
}

/** The age-based find deletes an edit keeps on the same folder with less than half the age they had. */
function findAgeCuts(edit: ToolEdit): RetentionCut[] {
  const before = agedFinds(edit.old);
  if (before.length === 0) return [];
  const after = agedFinds(edit.new);
  const cuts: RetentionCut[] = [];
  for (let n = 0; n < Math.min(before.length, after.length); n++) {
    const [was, is] = [before[n]!, after[n]!];
    if (was.start !== is.start || was.test !== is.test || is.scratch || is.age * 2 >= was.age) continue;
    const unit = is.test.endsWith('min') ? 'minutes' : 'days';
    cuts.push({ setting: `find ${is.start} -${is.test}`, from: `${was.age} ${unit}`, to: `${is.age} ${unit}` });
  }
  return cuts;
}

// The same cut in code: a delete of rows older than a cutoff (`GpsPoint.where("recorded_at < ?", 2.years.ago).delete_all`,
// `DELETE … WHERE ts < now() - INTERVAL '90 days'`, `filter(ts__lt=now - timedelta(days=365)).delete()`) edited to keep far
// less (`7.days.ago`): every row between the two ages goes on the job's next run (held-out rounds 55-56). As with a find,
// only a cut below half is read as one, and a delete of scratch (a cache, temp files) keeps nothing of record.
/** Ages as code writes them; each alternative's groups are a number and its unit (Go's `AddDate` gives years, months, days). */
export const CODE_AGE = new RegExp(
  [
    String.raw`\b(\d{1,9})\.(second|minute|hour|day|week|month|year)s?\.ago\b`,
    String.raw`\b(?:timedelta|relativedelta)\(\s{0,8}(seconds|minutes|hours|days|weeks|months|years)\s{0,8}=\s{0,8}(\d{1,9})\s{0,8}\)`,
    String.raw`\binterval\s{0,8}'?\s{0,8}(\d{1,9})\s{0,8}(second|minute|hour|day|week|month|year)s?\b`,
    String.raw`\b(?:date|datetime|julianday)\(\s{0,8}'now'\s{0,8},\s{0,8}'-(\d{1,9})\s{1,8}(second|minute|hour|day|month|year)s?'`,
    String.raw`\bsubtract\(\s{0,8}(\d{1,9})\s{0,8},\s{0,8}['"](second|minute|hour|day|week|month|year)s?['"]`,
    String.raw`\bsub(Seconds|Minutes|Hours|Days|Weeks|Months|Years)\(\s{0,8}[\w.()]{1,60}\s{0,8},\s{0,8}(\d{1,9})\s{0,8}\)`,
    String.raw`\b(\d{1,9})\s{0,4}\*\s{0,4}(24\s{0,4}\*\s{0,4}(?:3600|60\s{0,4}\*\s{0,4}60)|86400)\b`,
    String.raw`\bAddDate\(\s{0,8}(-?\d{1,9})\s{0,8},\s{0,8}(-?\d{1,9})\s{0,8},\s{0,8}(-?\d{1,9})\s{0,8}\)`,
    // Java's `Duration.ofDays(365)`, `Period.ofYears(7)`, `now.minusDays(30)`; .NET's `TimeSpan.FromDays(365)`, `AddDays(-30)`.
    String.raw`\b(?:Duration\.of|Period\.of|TimeSpan\.From|minus|Add)(Seconds|Minutes|Hours|Days|Weeks|Months|Years)\(\s{0,8}-?(\d{1,9})\s{0,8}\)`,
    // A duration object taken back from now, whole: date-fns' `sub(new Date(), { years: 7 })`, luxon's
    // `DateTime.now().minus({ years: 1, months: 6 })` and `Duration.fromObject({ … })`, moment's `subtract({ … })` (held-out
    // round 157). Its one group is the object, read by durationObjectSeconds as keptPeriods reads it: the keys summed.
    String.raw`\b(?:sub|subtract|minus|fromObject|duration)\(\s{0,8}(?:[\w.()]{1,60}\s{0,8},\s{0,8})?(\{\s{0,8}(?:["']?${DURATION_UNIT}["']?\s{0,8}:\s{0,8}\d{1,9}\s{0,8}(?:,\s{0,8})?){1,7}\})(?:\s{0,8}\))?`,
  ].join('|'),
  'gi',
);
/** A delete near the age: Active Record's, Django's, Prisma's, Mongo's, SQL's, a file's. */
const CODE_DELETE = /\b(?:delete_all|destroy_all|deleteMany|delete_many|destroy|delete|purge|remove|unlink|rm|RemoveAll)\b/i;
const SCRATCH_CODE = /\b(?:tmp|temp|caches?|scratch|thumbs?|thumbnails)\b|_(?:tmp|temp|cache)\b/i;
/** How far on either side of an age its delete may sit: one statement, a few lines. */
const STATEMENT = 240;

interface CodeAge {
  seconds: number;
  shown: string;
  /** A delete sits near it; else it is a cutoff read only because the file is named for its deletes. */
  near: boolean;
}

// A file or edit that says it deletes by age: a retention, purge, prune or cleanup job (`src/jobs/retention.ts`). There an age
// with no delete in sight (`const cutoff = "now() - interval '7 years'"`, the delete a few functions down) is that job's cutoff.
const DELETES_NAMED = /retention|retain|purg|prune|clean[-_]?up|delet|expir|reap|sweep|housekeep/i;
// A line whose age is how long something waits or is cached, not how long records are kept: a cache's or session's TTL, a
// timeout, a polling or retry interval, a lock's lease, a log rotation.
const NOT_KEPT =
  /cache|session|(?:\b|_)ttl(?:\b|_)|time_?out|poll|heartbeat|retry|retries|backoff|rotat|(?:\b|_)lock|lease|sleep|delay|setInterval|(?:\b|_)(?:tmp|temp)(?:\b|_)/i;
/** A cutoff read without a delete near it must fall to under a quarter, from at least about a quarter year. */
const FAR_CUT = 4;
const FAR_FLOOR = 90 * 86400;
/** How much of an age's line is read for what the age times. */
const LINE = 200;

/** The line an age stands in, at most LINE characters on either side. */
function lineAround(text: string, at: number, end: number): string {
  const start = Math.max(at - LINE, text.lastIndexOf('\n', at) + 1);
  const stop = text.indexOf('\n', end);
  return text.slice(start, Math.min(stop < 0 ? text.length : stop, end + LINE));
}

function unitSeconds(unit: string): number {
  const lowered = unit.toLowerCase().replace(/s$/, '');
  return SECONDS[lowered] ?? SECONDS[`${lowered}s`] ?? 0;
}

/** The seconds a CODE_AGE match stands for, from its groups (`match.slice(1)`). */
export function codeAgeSeconds(g: readonly (string | undefined)[]): number {
  if (g[0] !== undefined) return Number(g[0]) * unitSeconds(g[1]!);
  if (g[2] !== undefined) return Number(g[3]) * unitSeconds(g[2]);
  if (g[4] !== undefined) return Number(g[4]) * unitSeconds(g[5]!);
  if (g[6] !== undefined) return Number(g[6]) * unitSeconds(g[7]!);
  if (g[8] !== undefined) return Number(g[8]) * unitSeconds(g[9]!);
  if (g[10] !== undefined) return Number(g[11]) * unitSeconds(g[10]);
  if (g[12] !== undefined) return Number(g[12]) * 86400;
  if (g[14] !== undefined) return (Math.abs(Number(g[14])) * 365 + Math.abs(Number(g[15])) * 30 + Math.abs(Number(g[16]))) * 86400;
  if (g[17] !== undefined) return Number(g[18]) * unitSeconds(g[17]);
  return durationObjectSeconds(g[19]!);
}

/** The ages `text` deletes rows or files older than, in order; with `named`, also the cutoffs of a file named for its deletes. */
function codeAges(text: string, named = false): CodeAge[] {
  const found: CodeAge[] = [];
  const bounded = text.slice(0, MAX_SIDE);
  for (const match of bounded.matchAll(CODE_AGE)) {
    const seconds = codeAgeSeconds(match.slice(1));
    const end = match.index + match[0].length;
    const around = bounded.slice(Math.max(0, match.index - STATEMENT), end + STATEMENT);
    if (SCRATCH_CODE.test(around)) continue;
    const near = CODE_DELETE.test(around);
    if (!near && (!named || NOT_KEPT.test(lineAround(bounded, match.index, end)))) continue;
    found.push({ seconds, shown: match[0].replace(/\s{1,40}/g, ' '), near });
    if (found.length >= MAX_FINDS) break;
  }
  return found;
}

/**
 * The age-based deletes in code an edit keeps with less than half the age they had, and in a file named for its deletes
 * (not a test's), the cutoffs it cuts to under a quarter from at least 90 days (`interval '7 years'` → `'30 days'`).
 */
function codeAgeCuts(edit: ToolEdit, path?: string): RetentionCut[] {
  const named =
    (path === undefined || !isTestOrFixture(path, { anyCaseFolders: true, anyCaseNames: true })) &&
    (DELETES_NAMED.test(path === undefined ? '' : basename(path)) || DELETES_NAMED.test(edit.old) || DELETES_NAMED.test(edit.new));
  if (!named && !CODE_DELETE.test(edit.new)) return [];
  const before = codeAges(edit.old, named);
  if (before.length === 0) return [];
  const after = codeAges(edit.new, named);
  const cuts: RetentionCut[] = [];
  for (let n = 0; n < Math.min(before.length, after.length); n++) {
    const [was, is] = [before[n]!, after[n]!];
    if (is.seconds <= 0) continue;
    const far = !was.near || !is.near;
    if (far ? is.seconds * FAR_CUT >= was.seconds || was.seconds < FAR_FLOOR : is.seconds * 2 >= was.seconds) continue;
    cuts.push({ setting: 'a delete older than', from: was.shown, to: is.shown });
  }
  return cuts;
}
