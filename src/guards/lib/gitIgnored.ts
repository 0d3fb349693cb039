import { readBounded } from '../../project/boundedRead.js';
import { dirname, join, relative, sep } from 'node:path';
import { isInside } from '../../project/projectRoot.js';
import { wildcard } from './wildcard.js';

// Whether git would ignore a path, judged by reading the ignore files (never by spawning git, which
// costs more than the whole dispatch). Covers what .env rules use in practice: globs, `**`,
// anchoring, directory rules and `!` negation; the last matching rule wins, as in git.
//
// The ignore files belong to the repository, so their globs are hostile input: they are matched by
// a wildcard matcher that backtracks only to the last `*` (time O(path × glob)), never compiled to
// a backtracking regex, where `*a*a*a*a*a*a*a*a*a*a*a*a*b` takes hours on a long name.

const MAX_IGNORE_BYTES = 64 * 1024;
const MAX_PATH = 4096;

/** One character of a glob segment: a literal, `?`, a class, or `*`. */
type Atom =
  | { kind: 'char'; ch: string }
  | { kind: 'any' }
  | { kind: 'class'; negate: boolean; ranges: Array<[string, string]> }
  | { kind: 'star' };

/** One segment of a glob: `**` or a sequence of atoms. */
type Segment = { kind: 'globstar' } | { kind: 'atoms'; atoms: Atom[] };

interface Rule {
  segments: Segment[];
  negate: boolean;
  /** A rule without a slash matches a name at any depth below its file's base. */
  anchored: boolean;
  directoryOnly: boolean;
  base: string;
}

function parseSegment(glob: string): Segment {
  if (glob === '**') return { kind: 'globstar' };
  const atoms: Atom[] = [];
  for (let i = 0; i < glob.length; i++) {
    const ch = glob[i]!;
    if (ch === '*') {
      // Consecutive asterisks inside a segment are one `*`, as in git.
      if (atoms.at(-1)?.kind !== 'star') atoms.push({ kind: 'star' });
    } else if (ch === '?') atoms.push({ kind: 'any' });
    else if (ch === '[' && glob.indexOf(']', i + 2) > 0) {
      const end = glob.indexOf(']', i + 2);
      let body = glob.slice(i + 1, end);
      const negate = body.startsWith('!') || body.startsWith('^');
      if (negate) body = body.slice(1);
      const ranges: Array<[string, string]> = [];
      for (let k = 0; k < body.length; k++) {
        const lo = body[k] === '\\' && k + 1 < body.length ? body[++k]! : body[k]!;
        if (body[k + 1] === '-' && k + 2 < body.length) {
          ranges.push([lo, body[k + 2]!]);
          k += 2;
        } else ranges.push([lo, lo]);
      }
      atoms.push({ kind: 'class', negate, ranges });
      i = end;
    } else if (ch === '\\' && i + 1 < glob.length) atoms.push({ kind: 'char', ch: glob[++i]! });
    else atoms.push({ kind: 'char', ch });
  }
  return { kind: 'atoms', atoms };
}

function atomMatches(atom: Atom, ch: string): boolean {
  switch (atom.kind) {
    case 'char':
      return atom.ch === ch;
    case 'any':
      return true;
    case 'class':
      return atom.ranges.some(([lo, hi]) => ch >= lo && ch <= hi) !== atom.negate;
    default:
      return false;
  }
}

function segmentMatches(segment: Segment, name: string): boolean {
  if (segment.kind === 'globstar') return true;
  return wildcard(segment.atoms, name, (atom) => atom.kind === 'star', atomMatches);
}

const GLOBSTAR: Segment = { kind: 'globstar' };
const ANY_NAME: Segment = { kind: 'atoms', atoms: [{ kind: 'any' }, { kind: 'star' }] };

/** Whether the rule matches `path` (relative to its base, `/`-separated) or a directory above it. */
function ruleMatches(rule: Rule, path: string): boolean {
  const names = path.split('/');
  // Ignoring a directory ignores what is under it; a directory rule (`logs/`) needs something under it.
  const below = rule.directoryOnly ? [ANY_NAME, GLOBSTAR] : [GLOBSTAR];
  const pattern = rule.anchored ? [...rule.segments, ...below] : [GLOBSTAR, ...rule.segments, ...below];
  return wildcard(pattern, names, (segment) => segment.kind === 'globstar', segmentMatches);
}

function parseRules(source: string, base: string): Rule[] {
  const rules: Rule[] = [];
  for (const raw of source.split(/\r?\n/)) {
    // Trailing spaces are dropped unless escaped (`\ `); trimEnd, not `\s+$`, which is quadratic on a long run.
    let line = raw.trimEnd();
    if (line.endsWith('\\') && raw.length > line.length) line += ' ';
    if (line === '' || line.startsWith('#')) continue;
    const negate = line.startsWith('!');
    if (negate) line = line.slice(1);
    const directoryOnly = line.endsWith('/');
    if (directoryOnly) line = line.slice(0, -1);
    const anchored = line.includes('/');
    rules.push({ segments: line.replace(/^\//, '').split('/').map(parseSegment), negate, anchored, directoryOnly, base });
  }
  return rules;
}

/**
 * Whether `file` (inside `root`) is ignored by the project's `.gitignore` files on its way down,
 * `.git/info/exclude`, or the user's global ignore file.
 */
export function gitIgnored(file: string, root: string, home: string): boolean {
  if (!isInside(file, root)) return false;
  const rules: Rule[] = [];
  for (const global of [join(home, '.config', 'git', 'ignore'), join(root, '.git', 'info', 'exclude')]) {
    const source = readBounded(global, MAX_IGNORE_BYTES)?.text;
    if (source) rules.push(...parseRules(source, root));
  }
  // .gitignore files from the root down to the file's directory, at most a few levels.
  const dirs: string[] = [];
  for (let dir = dirname(file); isInside(dir, root) && dirs.length < 8; dir = dirname(dir)) {
    dirs.unshift(dir);
    if (dir === root) break;
  }
  for (const dir of dirs) {
    const source = readBounded(join(dir, '.gitignore'), MAX_IGNORE_BYTES)?.text;
    if (source) rules.push(...parseRules(source, dir));
  }
  let ignored = false;
  for (const rule of rules) {
    if (!isInside(file, rule.base)) continue;
    const path = relative(rule.base, file).split(sep).join('/');
    if (path.length <= MAX_PATH && ruleMatches(rule, path)) ignored = !rule.negate;
  }
  return ignored;
}
