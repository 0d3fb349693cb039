import { SECONDS } from './durationSeconds.js';
import { CODE_AGE, codeAgeSeconds } from './retentionCuts.js';

// An edit whose only change to a delete by age is a longer age (`find backups/ -name 'x-*.sql.gz' -mtime +30 -delete` →
// `-mtime +60`, `--older-than 30d` → `90d`, `interval '30 days'` → `'90 days'`, `timedelta(days=30)` → `days=90`,
// `7.days.ago` → `30.days.ago`) deletes less than before: every file or row it now deletes, it deleted already. It adds
// nothing to judge (held-out round 111). The rest of the text must be the same, each age's words the same (its unit, its
// sign), and each age read as "older than": one a delete reads as "newer than" (`created_at > ?`, Django's `__gt`, a range
// from it on, `+ interval`, `! -mtime +30`) deletes more the longer it is. A shorter age is retentionCuts' to judge.

/** A find's age test, older than (`-mtime +30` in days, `-mmin +60` in minutes): group 1 is the unit, 2 the number. */
const FIND_AGE = String.raw`(?<=[ \t])-[acm](time|min)[ \t]{1,8}\+(\d{1,9})\b`;
/** A command's age flag (`--older-than 30d`, `--keep-within=90d`, `--min-age 7d`): groups 3-4 are the number and its unit. */
const FLAG_AGE = String.raw`--(?:older-than|keep-within|min-age)(?:=|[ \t]{1,8})["']?(\d{1,9})([a-z]{0,7})\b`;
const AGE = new RegExp(`${FIND_AGE}|${FLAG_AGE}|${CODE_AGE.source}`, 'gi');
/** Groups before CODE_AGE's own. */
const OWN_GROUPS = 4;
/** Ages read per side, and how much of each side: an edit of a whole file is read no further. */
const MAX_AGES = 64;
const MAX_SIDE = 256 * 1024;
/** How much of the line before and after an age is read for its direction. */
const LINE = 200;
/** Before an age, a "newer than" reading: a greater-than (not `->` or `=>`), Django's `__gt`/`__range`, Mongo's `$gt`, a `BETWEEN`, `since`/`after`, a `+`, find's negation. */
const NEWER_BEFORE =
  /(?<![-=<])>|__(?:gte?|range)\b|\$gte?\b|\bgte?\s{0,4}:|\bbetween\b|\bsince\b|\bafter\b|\+\s{0,4}$|(?:!|-not)[ \t]{1,8}$/i;
/** After an age, the same: it is the smaller side of a comparison (`… < created_at`) or a range's start (`30.days.ago..`). */
const NEWER_AFTER = /^[\s)'"]{0,8}(?:<|\.\.)/;

/** An age as written: how long it is, where it stands, and whether it reads as "newer than". */
interface Age {
  seconds: number;
  at: number;
  end: number;
  newer: boolean;
}

/** The ages of `text`, or undefined when one's unit is not read or there are too many. */
function ages(text: string): Age[] | undefined {
  const found: Age[] = [];
  for (const match of text.matchAll(AGE)) {
    if (found.length >= MAX_AGES) return undefined;
    const g = match.slice(1);
    let seconds: number;
    if (g[1] !== undefined) seconds = Number(g[1]) * (g[0]!.toLowerCase() === 'min' ? 60 : 86400);
    else if (g[2] !== undefined) {
      const unit = g[3]!.toLowerCase();
      if (unit !== '' && SECONDS[unit] === undefined) return undefined;
      seconds = Number(g[2]) * (unit === '' ? 86400 : SECONDS[unit]!);
    } else seconds = codeAgeSeconds(g.slice(OWN_GROUPS));
    const end = match.index + match[0].length;
    // The line before the age, read back at most LINE characters.
    const before = text
      .slice(Math.max(0, match.index - LINE), match.index)
      .split('\n')
      .at(-1)!;
    const newer = NEWER_BEFORE.test(before) || NEWER_AFTER.test(text.slice(end, end + LINE));
    found.push({ seconds, at: match.index, end, newer });
  }
  return found;
}

/** `text` with the digits of each age made `#` (`-mtime +30` → `-mtime +#`). */
function shape(text: string, found: readonly Age[]): string {
  let out = '';
  let from = 0;
  for (const age of found) {
    out += text.slice(from, age.at) + text.slice(age.at, age.end).replace(/\d+/g, '#');
    from = age.end;
  }
  return out + text.slice(from);
}

/** Whether `now` is `old` with one or more "older than" ages made longer and nothing else changed. */
export function onlyLengthens(old: string, now: string): boolean {
  if (old === now || old.length > MAX_SIDE || now.length > MAX_SIDE) return false;
  const [was, is] = [ages(old), ages(now)];
  if (was === undefined || is === undefined || was.length === 0 || was.length !== is.length) return false;
  if (is.some((age) => age.newer) || was.some((age) => age.newer)) return false;
  if (!is.every((age, n) => age.seconds >= was[n]!.seconds)) return false;
  return shape(old, was) === shape(now, is);
}
