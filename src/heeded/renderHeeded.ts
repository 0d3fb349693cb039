import type { Style } from '../cli/style.js';
import { cliText } from '../text.js';
import type { HeededReport, HeededRow } from './heeded.js';

const percent = (value: number) => `${Math.round(value * 1000) / 10}%`;

function rate(row: HeededRow): string {
  if (row.rate === undefined || row.low === undefined || row.high === undefined) return cliText.heeded.noRate;
  return `${percent(row.rate)} (${percent(row.low)}–${percent(row.high)})`;
}

/** The report as a table a person reads: one row per guard message and harness, its rules indented under it. */
export function renderHeeded(report: HeededReport, style: Style): string {
  const t = cliText.heeded;
  const counterfactual = report.cases.filter((each) => each.counterfactual).length;
  const lines = [style.bold(t.heading(report.cases.length, report.files.length, counterfactual))];
  if (report.skippedFiles.length > 0) lines.push(style.dim(cliText.replay.skippedFiles(report.skippedFiles.length)));
  lines.push('');
  if (report.rows.length === 0) return `${[...lines, t.nothing].join('\n')}\n`;
  const cells = report.rows.map((row) => [
    `${row.kind === 'rule' ? '  ' : ''}${row.rule}${row.counterfactual && row.kind === 'message' ? ` (${t.counterfactual})` : ''}`,
    row.harness,
    String(row.given),
    String(row.heeded),
    String(row.ignored),
    String(row.unclear),
    rate(row),
  ]);
  const widths = t.columns.map((header, column) => Math.max(header.length, ...cells.map((cell) => cell[column]!.length)));
  const format = (cell: readonly string[]) =>
    cell
      .map((value, column) => (column >= 2 && column <= 5 ? value.padStart(widths[column]!) : value.padEnd(widths[column]!)))
      .join('  ')
      .trimEnd();
  lines.push(style.bold(format(t.columns)));
  for (const [index, cell] of cells.entries()) lines.push(report.rows[index]!.kind === 'rule' ? style.dim(format(cell)) : format(cell));
  lines.push('', style.dim(t.footnote));
  return `${lines.join('\n')}\n`;
}

export function heededJson(report: HeededReport): string {
  const round = (value: number | undefined) => (value === undefined ? null : Math.round(value * 10000) / 10000);
  return JSON.stringify(
    {
      files: report.files,
      skippedFiles: report.skippedFiles,
      advisories: report.cases.length,
      rows: report.rows.map((row) => ({ ...row, rate: round(row.rate), low: round(row.low), high: round(row.high) })),
      cases: report.cases,
    },
    null,
    2,
  );
}
