/** Seconds in one of each duration unit a setting or a period may be written in (`90d`, `7 years`, `48h`), keyed by the unit. */
export const SECONDS: Record<string, number> = {
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

/** A duration unit as an object's key or a method's name spells it (`years`, `Days`), singular or plural. */
export const DURATION_UNIT = '(?:year|month|week|day|hour|minute|second)s?';
const DURATION_KEY = new RegExp(String.raw`(${DURATION_UNIT})["']?\s{0,8}:\s{0,8}(\d{1,9})`, 'gi');

// One reading of a duration object (`{ years: 1, months: 6 }`) for every engine that meets one: its keys summed, so a
// retention setting (keptPeriods) and a delete's cutoff in code (retentionCuts) read the same object as the same age.
/** The seconds the keys of a duration object's text add up to (`{ years: 1, months: 6 }` → 18 months); 0 when it has none. */
export function durationObjectSeconds(text: string): number {
  let amount = 0;
  for (const key of text.slice(0, 2000).matchAll(DURATION_KEY)) {
    const unit = key[1]!.toLowerCase();
    amount += Number(key[2]) * (SECONDS[unit] ?? SECONDS[`${unit}s`] ?? 0);
  }
  return amount;
}
