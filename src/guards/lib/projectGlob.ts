import { readdirSync, type Dirent } from 'node:fs';
import { join } from 'node:path';
import { countExpansions, countSteps } from './opCount.js';

// Globs a repository's config supplies (`plan.paths`) are matched here, never handed to fast-glob,
// micromatch or a regular expression: `{a,b}` eighteen times expanded to 2^18 patterns, and
// `(a|aa)+c?` ran as a backtracking regex against a file name the repository chose. The subset:
// `*` (any run within a name), `?` (one character), `**` as a whole segment (any folders), and one
// level of `{a,b,…}`; every other character is itself. Braces are counted before they are expanded
// (at most MAX_EXPANSIONS patterns), the walk is bounded in depth and entries, and a name is matched
// with at most one saved star (time: name length × pattern length, both bounded).

export const MAX_PATTERN_CHARS = 256;
export const MAX_EXPANSIONS = 32;
const MAX_ALTERNATIVES = 16;
const MAX_DEPTH = 3;
const MAX_ENTRIES = 5_000;

/** The patterns a glob's braces stand for; undefined when the glob is outside the subset or expands too far. */
export function expandBraces(glob: string): string[] | undefined {
  if (glob.length > MAX_PATTERN_CHARS) return undefined;
  const groups: string[][] = [];
  const literals: string[] = [];
  let literal = '';
  for (let i = 0; i < glob.length; i++) {
    const ch = glob[i]!;
    if (ch === '}') return undefined;
    if (ch !== '{') {
      literal += ch;
      continue;
    }
    const close = glob.indexOf('}', i);
    const body = close < 0 ? undefined : glob.slice(i + 1, close);
    // Unclosed, nested or empty: outside the subset.
    if (body === undefined || body.includes('{')) return undefined;
    const alternatives = body.split(',');
    if (alternatives.length > MAX_ALTERNATIVES) return undefined;
    literals.push(literal);
    literal = '';
    groups.push(alternatives);
    i = close;
  }
  literals.push(literal);
  // Counted before anything is expanded.
  let count = 1;
  for (const group of groups) {
    count *= group.length;
    if (count > MAX_EXPANSIONS) return undefined;
  }
  countExpansions(count);
  let out = [literals[0]!];
  groups.forEach((group, g) => {
    out = out.flatMap((prefix) => group.map((alternative) => prefix + alternative + literals[g + 1]!));
  });
  return out;
}

/** Whether `name` matches one segment of the subset (`*`, `?`, literals). Steps: at most name × pattern. */
export function segmentMatches(pattern: string, name: string): boolean {
  let p = 0;
  let t = 0;
  let star = -1;
  let resume = 0;
  let steps = 0;
  try {
    while (t < name.length) {
      steps++;
      if (p < pattern.length && pattern[p] === '*') {
        star = p++;
        resume = t;
      } else if (p < pattern.length && (pattern[p] === '?' || pattern[p] === name[t])) {
        p++;
        t++;
      } else if (star >= 0) {
        p = star + 1;
        t = ++resume;
      } else return false;
    }
    while (p < pattern.length && pattern[p] === '*') p++;
    return p === pattern.length;
  } finally {
    countSteps(steps);
  }
}

/**
 * The files under `root` (relative, `/`-separated, sorted) that a project glob names; links are
 * not followed, and the walk stops at MAX_DEPTH folders and MAX_ENTRIES entries. Empty for a glob
 * outside the subset.
 */
export function projectGlob(root: string, glob: string): string[] {
  const patterns = expandBraces(glob);
  if (!patterns) return [];
  const found = new Set<string>();
  let budget = MAX_ENTRIES;
  const listing = new Map<string, Dirent[]>();
  const list = (dir: string): Dirent[] => {
    let entries = listing.get(dir);
    if (!entries) {
      try {
        entries = readdirSync(join(root, dir), { withFileTypes: true }).slice(0, Math.max(0, budget));
      } catch {
        entries = [];
      }
      budget -= entries.length;
      countSteps(entries.length);
      listing.set(dir, entries);
    }
    return entries;
  };
  // Each (folder, segment) pair is visited once: `**/**/**/x` must not multiply the walks.
  let visited = new Set<string>();
  const walk = (dir: string, segments: readonly string[], at: number, depth: number): void => {
    if (at >= segments.length || budget <= 0 || visited.has(`${at}\u0000${dir}`)) return;
    visited.add(`${at}\u0000${dir}`);
    const segment = segments[at]!;
    if (segment === '**') {
      walk(dir, segments, at + 1, depth);
      if (depth >= MAX_DEPTH) return;
      for (const entry of list(dir)) if (entry.isDirectory()) walk(join(dir, entry.name), segments, at, depth + 1);
      return;
    }
    for (const entry of list(dir)) {
      if (!segmentMatches(segment, entry.name)) continue;
      if (at === segments.length - 1) {
        if (entry.isFile()) found.add(join(dir, entry.name).split('\\').join('/'));
      } else if (entry.isDirectory() && depth < MAX_DEPTH) walk(join(dir, entry.name), segments, at + 1, depth + 1);
    }
  };
  for (const pattern of patterns) {
    visited = new Set();
    walk(
      '',
      pattern.split('/').filter((segment) => segment !== '' && segment !== '.'),
      0,
      0,
    );
  }
  return [...found].sort();
}
