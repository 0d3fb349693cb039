import { readdirSync } from 'node:fs';
import { basename, join } from 'node:path';
import { readBounded, realInside } from '../../project/boundedRead.js';
import { projectGlob } from './projectGlob.js';
import { starMatches } from './wildcard.js';

export const DEFAULT_PLAN_PATHS = ['PLAN.md', 'docs/plan*.md', '.waymark/plan.md'];

const MAX_PLAN_BYTES = 64 * 1024;
const MAX_ITEMS = 5;
const MAX_ITEM_CHARS = 120;

export interface PlanSummary {
  /** The plan's path relative to the project root. */
  file: string;
  title: string;
  /** The first open items, each shortened to one line. */
  open: string[];
  /** How many more open items the plan holds. */
  more: number;
}

/** The first plan file the patterns name (in their order), relative to `root`; never follows links out of it. */
export async function findPlan(root: string, patterns: readonly string[] = DEFAULT_PLAN_PATHS): Promise<string | undefined> {
  for (const pattern of patterns) {
    // Patterns are the project's own relative paths: nothing above the root, no tree walk.
    if (pattern.startsWith('/') || pattern.split('/').includes('..')) continue;
    // A plain path is one stat, and a glob whose folder is absent needs no walk. A glob is the
    // repository's: matched by projectGlob's small linear subset, never by a glob library or a regex.
    const segments = pattern.split('/');
    const magicAt = segments.findIndex((segment) => /[*?[\]{}!]/.test(segment));
    if (magicAt < 0) {
      // `docs -> /outside` or a linked PLAN.md: only what resolves inside the project counts.
      if (realInside(join(root, pattern), root)) return pattern;
      continue;
    }
    const base = realInside(join(root, ...segments.slice(0, magicAt)), root);
    if (!base) continue;
    // `docs/plan*.md`: a star in the last name only is one folder listing, not a walk.
    const name = segments.at(-1)!;
    const found =
      magicAt === segments.length - 1 && name.includes('*') && !/[?[\]{}!]/.test(name)
        ? listMatching(base, name).map((file) => [...segments.slice(0, -1), file].join('/'))
        : projectGlob(root, pattern);
    const first = found.sort()[0];
    if (first) return first;
  }
  return undefined;
}

/** The files in `dir` whose name matches `glob` (literals and stars: the project's config wrote it, so no regex). */
function listMatching(dir: string, glob: string): string[] {
  try {
    return readdirSync(dir, { withFileTypes: true })
      .filter((entry) => entry.isFile() && starMatches(glob, entry.name))
      .map((entry) => entry.name);
  } catch {
    return [];
  }
}

function shorten(text: string): string {
  const line = text.replace(/\s+/g, ' ').trim();
  return line.length > MAX_ITEM_CHARS ? `${line.slice(0, MAX_ITEM_CHARS - 1)}…` : line;
}

/** The plan's title (its first heading, else its file name) and its first open `- [ ]` items. */
export function summarisePlan(file: string, text: string): PlanSummary {
  // Line by line, with patterns that cannot cross a line: `^\s*` over a page of blank lines
  // rescans every line below it (65,000 empty lines took 3.6 s).
  let title: string | undefined;
  const open: string[] = [];
  let count = 0;
  for (const line of text.split(/\r?\n/)) {
    title ??= /^#{1,3}[ \t]+(\S.*)$/.exec(line)?.[1];
    const item = /^[ \t]*[-*+][ \t]+\[ \][ \t]+(\S.*)$/.exec(line)?.[1];
    if (item === undefined) continue;
    if (count++ < MAX_ITEMS) open.push(shorten(item));
  }
  return { file, title: shorten(title ?? basename(file)), open, more: Math.max(0, count - MAX_ITEMS) };
}

export async function planSummary(root: string, patterns?: readonly string[]): Promise<PlanSummary | undefined> {
  const file = await findPlan(root, patterns);
  if (!file) return undefined;
  const read = readBounded(join(root, file), MAX_PLAN_BYTES, { within: root });
  return read ? summarisePlan(file, read.text) : undefined;
}
