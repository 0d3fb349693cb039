import RETENTION from '../../../rules/retention-settings.json';
import type { ToolEdit } from '../lib/toolWrite.js';

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
/** Assignments read per side: a config holds tens; a crafted file holding thousands costs no more than this many. */
const MAX_ASSIGNED = 2000;
/** How far after a setting the word a `deletes` setting needs may sit (the phase's `actions`). */
const NEAR = 240;
/** Edits longer than this are code or whole files; their settings are still read, only this much of each side. */
const MAX_SIDE = 256 * 1024;

const SECONDS: Record<string, number> = {
  ms: 0.001,
  s: 1,
  sec: 1,
  secs: 1,
  second: 1,
  seconds: 1,
  m: 60,
  min: 60,
  mins: 60,
  minute: 60,
  minutes: 60,
  h: 3600,
  hr: 3600,
  hrs: 3600,
  hour: 3600,
  hours: 3600,
  d: 86400,
  day: 86400,
  days: 86400,
  w: 604800,
  week: 604800,
  weeks: 604800,
  mo: 2592000,
  month: 2592000,
  months: 2592000,
  y: 31536000,
  year: 31536000,
  years: 31536000,
};

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
    if (!setting) continue;
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
  /retention|min.?age|expir|keep.?(?:last|within|hourly|daily|weekly|monthly|yearly)|delete.?after|lifetime|\s-[acm](?:time|min)\s/i;

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
 */
export function retentionCuts(edits: readonly ToolEdit[]): RetentionCut[] {
  const cuts: RetentionCut[] = [];
  for (const edit of edits) {
    cuts.push(...findAgeCuts(edit));
    const before = assigned(edit.old);
    if (before.size === 0) continue;
    for (const [key, after] of assigned(edit.new)) {
      const old = before.get(key) ?? [];
      for (let n = 0; n < Math.min(old.length, after.length); n++) {
        const [was, is] = [old[n]!, after[n]!];
        const unitless = was.unit === '' && is.unit === '';
        const [from, to] = [measure(was, unitless), measure(is, unitless)];
        if (from !== undefined && to !== undefined && to > 0 && to < from) cuts.push({ setting: is.name, from: was.shown, to: is.shown });
      }
    }
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
