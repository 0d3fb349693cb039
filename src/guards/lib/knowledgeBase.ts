import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { readBounded, realInside } from '../../project/boundedRead.js';
import { isFile } from '../../project/fileKind.js';

// A project's knowledge base: a folder holding `index.md` and an append-only `log.md`. Its
// fingerprint is its page count and its newest log entry; the last review recorded a baseline
// line in the log. Reads are bounded (the log's last 256 KiB, one flat listing); nothing is
// walked and nothing is written.

export const DEFAULT_KB_PATHS = ['knowledge-base', 'wiki', 'docs/knowledge-base', 'docs/wiki'];

const MAX_LOG_BYTES = 256 * 1024;

export interface Drift {
  /** The folder, relative to the project root. */
  dir: string;
  pages: number;
  /** The baseline's page count, or undefined when the log records no baseline. */
  baselinePages?: number;
  /** Whether the newest entry differs from the one the baseline recorded. */
  newEntries: boolean;
}

const ENTRY = /^##\s+(\S.*)$/;

/** The heading of an entry line (`## <heading>`), trimmed; patterns kept linear on a line of 60,000 spaces. */
function entryOf(line: string): string | undefined {
  return ENTRY.exec(line.trimEnd())?.[1];
}

export function newestEntry(lines: readonly string[]): string | undefined {
  for (let i = lines.length - 1; i >= 0; i--) {
    const entry = entryOf(lines[i]!);
    if (entry && !/\bbaseline\b/i.test(entry)) return entry;
  }
  return undefined;
}

/**
 * `baseline: pages=<n> last=<heading of the newest entry at review time>`, parsed from the first
 * `baseline` on the line by single scans (a lazy pattern retried at every `baseline` is quadratic).
 */
export function baselineOf(line: string): { pages: number; last?: string } | undefined {
  const at = line.search(/\bbaseline\b/i);
  if (at < 0) return undefined;
  const rest = line.slice(at);
  const pages = /\bpages=(\d+)/i.exec(rest);
  if (!pages) return undefined;
  const last = /\blast=(.*)$/i.exec(rest.slice(pages.index + pages[0].length));
  return { pages: Number(pages[1]), last: last?.[1]?.trim() };
}

/** The drift of the first knowledge base found under `root`, or undefined when there is none or it matches its baseline. */
export function knowledgeBaseDrift(root: string, paths: readonly string[] = DEFAULT_KB_PATHS): Drift | undefined {
  // Only the first base found is read: one flat listing, one bounded read.
  for (const dir of paths) {
    if (dir.startsWith('/') || dir.split('/').includes('..')) continue;
    // A folder linked out of the project (`wiki -> /elsewhere`) is not the project's.
    const base = realInside(join(root, dir), root);
    if (!base) continue;
    // Two stats per candidate: with no knowledge base this is all the check costs.
    if (!isFile(join(base, 'log.md')) || !isFile(join(base, 'index.md'))) continue;
    let pages: number;
    try {
      pages = readdirSync(base, { withFileTypes: true }).filter(
        (entry) => entry.isFile() && entry.name.endsWith('.md') && entry.name !== 'log.md',
      ).length;
    } catch {
      return undefined;
    }
    const read = readBounded(join(base, 'log.md'), MAX_LOG_BYTES, { from: 'tail', within: root });
    if (!read) return undefined;
    const lines = read.text.split(/\r?\n/);
    if (read.partial) lines.shift();
    let baseline: ReturnType<typeof baselineOf>;
    for (let i = lines.length - 1; i >= 0 && !baseline; i--) baseline = baselineOf(lines[i]!);
    const newest = newestEntry(lines);
    const baselinePages = baseline?.pages;
    const newEntries = !baseline || (newest !== undefined && (baseline.last ?? '') !== newest);
    if (baselinePages === pages && !newEntries) return undefined;
    return { dir, pages, baselinePages, newEntries };
  }
  return undefined;
}
