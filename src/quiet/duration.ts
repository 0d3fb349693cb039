const UNITS: Readonly<Record<string, number>> = { s: 1000, m: 60_000, h: 3_600_000, d: 86_400_000, w: 604_800_000 };

/** `30m`, `2h`, `1d`, `1w`, `1h30m` in milliseconds; undefined for anything else (or zero, or over a year). */
export function parseDuration(value: string): number | undefined {
  if (!/^(?:\d{1,6}[smhdw])+$/.test(value)) return undefined;
  let total = 0;
  for (const [, amount, unit] of value.matchAll(/(\d+)([smhdw])/g)) total += Number(amount) * UNITS[unit!]!;
  return total > 0 && total <= 366 * UNITS.d! ? total : undefined;
}

/** `--since`: a duration back from now (`2h`, `7d`) or a date or time (`2026-03-01`, ISO); undefined if neither. */
export function parseSince(value: string, nowMs: number): number | undefined {
  const back = parseDuration(value);
  if (back !== undefined) return nowMs - back;
  if (!/^\d{4}-\d{2}-\d{2}/.test(value)) return undefined;
  const at = Date.parse(value);
  return Number.isFinite(at) ? at : undefined;
}
