// `new Date(ms).toISOString()` without a Date object: the first Date a process makes loads the
// time-zone database (ICU reads /etc/localtime and follows its links), about 1.5% of Node's own
// start-up on every hook call that records a time, for a string that is UTC anyway.

const pad = (value: number, width = 2) => String(value).padStart(width, '0');

/** The ISO 8601 UTC form of a time in milliseconds, as `Date.prototype.toISOString` writes it for years 0–9999. */
export function isoTime(ms: number): string {
  const days = Math.floor(ms / 86_400_000);
  const inDay = ms - days * 86_400_000;
  // Days since 1970-01-01 to a civil date (Howard Hinnant's days_from_civil, inverted).
  const z = days + 719_468;
  const era = Math.floor(z / 146_097);
  const dayOfEra = z - era * 146_097;
  const yearOfEra = Math.floor(
    (dayOfEra - Math.floor(dayOfEra / 1460) + Math.floor(dayOfEra / 36_524) - Math.floor(dayOfEra / 146_096)) / 365,
  );
  const dayOfYear = dayOfEra - (365 * yearOfEra + Math.floor(yearOfEra / 4) - Math.floor(yearOfEra / 100));
  const shifted = Math.floor((5 * dayOfYear + 2) / 153);
  const day = dayOfYear - Math.floor((153 * shifted + 2) / 5) + 1;
  const month = shifted < 10 ? shifted + 3 : shifted - 9;
  const year = yearOfEra + era * 400 + (month <= 2 ? 1 : 0);
  const hours = Math.floor(inDay / 3_600_000);
  const minutes = Math.floor((inDay % 3_600_000) / 60_000);
  const seconds = Math.floor((inDay % 60_000) / 1000);
  return `${pad(year, 4)}-${pad(month)}-${pad(day)}T${pad(hours)}:${pad(minutes)}:${pad(seconds)}.${pad(inDay % 1000, 3)}Z`;
}
