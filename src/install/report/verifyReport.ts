import { cliText } from '../../text.js';
import type { SurfaceReport } from '../surfaces/verify.js';

// Each problem `waymark verify` finds carries its fix once: per surface, not once per entry, and a
// project's config problem under the first surface that reports it, not under every one.

export interface Checked extends SurfaceReport {
  /** What repairs this surface, when anything is wrong with it. */
  fix?: string;
}

export function withFixes(reports: readonly SurfaceReport[]): Checked[] {
  const said = new Set<string>();
  return reports.map((whole) => {
    const lines = (whole.detail ?? '').split('\n  ').filter((line) => line !== '' && !said.has(line));
    for (const line of lines) said.add(line);
    const { detail: _, ...rest } = whole;
    const report: SurfaceReport = lines.length > 0 ? { ...rest, detail: lines.join('\n  ') } : rest;
    const repeated = report.entries.filter((entry) => entry.status === 'untrusted' && entry.detail === cliText.install.untrustedEntry);
    // "waymark not found by …" is the same for every entry of a surface, and carries its own fix: said once, as the fix.
    const notFound = report.entries.find(
      (entry) => entry.status === 'failed' && entry.detail?.startsWith(cliText.install.notFoundShort),
    )?.detail;
    const entries = report.entries.map((entry) =>
      repeated.includes(entry)
        ? { ...entry, detail: undefined }
        : notFound !== undefined && entry.detail === notFound
          ? { ...entry, detail: cliText.install.notFoundShort }
          : entry,
    );
    const install = `waymark install --harness ${report.harness} --scope ${report.scope}`;
    // Unreadable and untrusted surfaces already say what to do in their detail.
    const fix =
      report.status === 'registered' || report.status === 'unreadable'
        ? undefined
        : notFound !== undefined
          ? notFound
          : report.status === 'untrusted'
            ? repeated.length > 0
              ? cliText.install.untrustedEntry
              : undefined
            : cliText.install.reinstall(install);
    return {
      ...report,
      entries: entries.map((entry) => (entry.detail === undefined ? omitDetail(entry) : entry)),
      ...(fix ? { fix } : {}),
    };
  });
}

function omitDetail<T extends { detail?: string }>(entry: T): T {
  const { detail: _, ...rest } = entry;
  return rest as T;
}
