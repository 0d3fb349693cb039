import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { readBounded } from '../../project/boundedRead.js';

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

/** `baseline: pages=<n> last=<heading of the newest entry at review time>` */
const BASELINE = /\bbaseline\b.*?\bpages=(\d+)(?:.*?\blast=(.*?))?\s*$/i;
const ENTRY = /^##\s+(.+?)\s*$/;

export function newestEntry(lines: readonly string[]): string | undefined {
  for (let i = lines.length - 1; i >= 0; i--) {
    const entry = ENTRY.exec(lines[i]!)?.[1];
    if (entry && !/\bbaseline\b/i.test(entry)) return entry;
  }
  return undefined;
}

/** The drift of the first knowledge base found under `root`, or undefined when there is none or it matches its baseline. */
export function knowledgeBaseDrift(root: string, paths: readonly string[] = DEFAULT_KB_PATHS): Drift | undefined {
  // Only the first base found is read: one flat listing, one bounded read.
  for (const dir of paths) {
    if (dir.startsWith('/') || dir.split('/').includes('..')) continue;
    const base = join(root, dir);
    // Two stats per candidate: with no knowledge base this is all the check costs.
    if (!existsSync(join(base, 'log.md')) || !existsSync(join(base, 'index.md'))) continue;
    let pages: number;
    try {
      pages = readdirSync(base, { withFileTypes: true }).filter((entry) => entry.isFile() && entry.name.endsWith('.md') && entry.name !== 'log.md').length;
    } catch {
      return undefined;
    }
    const read = readBounded(join(base, 'log.md'), MAX_LOG_BYTES, 'tail');
    if (!read) return undefined;
    const lines = read.text.split(/\r?\n/);
    if (read.partial) lines.shift();
    let baseline: RegExpExecArray | null = null;
    for (let i = lines.length - 1; i >= 0 && !baseline; i--) baseline = BASELINE.exec(lines[i]!);
    const newest = newestEntry(lines);
    const baselinePages = baseline ? Number(baseline[1]) : undefined;
    const newEntries = !baseline || (newest !== undefined && (baseline[2] ?? '').trim() !== newest);
    if (baselinePages === pages && !newEntries) return undefined;
    return { dir, pages, baselinePages, newEntries };
  }
  return undefined;
}
