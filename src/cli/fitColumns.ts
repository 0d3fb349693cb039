// Tables for a terminal: a line wider than the terminal is cut (with an ellipsis) rather than
// wrapped into the next row. The width is `COLUMNS` when set, else the terminal's own; a pipe
// without `COLUMNS` gets whole lines.

/** The width to fit, or undefined for whole lines. */
export function columns(env: Readonly<Record<string, string | undefined>>, ttyColumns?: number): number | undefined {
  const set = Number.parseInt(env.COLUMNS ?? '', 10);
  if (Number.isFinite(set) && set >= 20) return set;
  return ttyColumns !== undefined && ttyColumns >= 20 ? ttyColumns : undefined;
}

/** Each line cut to `width` characters; a line with escape codes (a styled heading) is left whole. */
export function fitColumns(output: string, width: number | undefined): string {
  if (width === undefined) return output;
  return output
    .split('\n')
    .map((line) => (line.length <= width || line.includes('\u001b') ? line : `${line.slice(0, width - 1)}…`))
    .join('\n');
}
