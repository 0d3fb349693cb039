import { readBounded } from '../../project/boundedRead.js';
import { dirname, join, relative, sep } from 'node:path';
import { isInside } from '../../project/projectRoot.js';

// Whether git would ignore a path, judged by reading the ignore files (never by spawning git, which
// costs more than the whole dispatch). Covers what .env rules use in practice: globs, `**`,
// anchoring, directory rules and `!` negation; the last matching rule wins, as in git.

const MAX_IGNORE_BYTES = 64 * 1024;

interface Rule {
  regex: RegExp;
  negate: boolean;
  /** Rules without a slash match the name at any depth below the file's base. */
  base: string;
}

function globToRegex(glob: string): string {
  let out = '';
  for (let i = 0; i < glob.length; i++) {
    const ch = glob[i]!;
    if (ch === '*' && glob[i + 1] === '*') {
      out += glob[i + 2] === '/' ? '(?:.*/)?' : '.*';
      i += glob[i + 2] === '/' ? 2 : 1;
    } else if (ch === '*') out += '[^/]*';
    else if (ch === '?') out += '[^/]';
    else if (ch === '[') {
      const end = glob.indexOf(']', i + 1);
      if (end < 0) out += '\\[';
      else {
        out += `[${glob.slice(i + 1, end).replace(/^!/, '^').replace(/\\/g, '\\\\')}]`;
        i = end;
      }
    } else if (ch === '\\' && i + 1 < glob.length) out += `\\${glob[++i]}`;
    else out += ch.replace(/[.+^${}()|\]\\]/g, '\\$&');
  }
  return out;
}

function parseRules(source: string, base: string): Rule[] {
  const rules: Rule[] = [];
  for (const raw of source.split(/\r?\n/)) {
    let line = raw.replace(/(?<!\\)\s+$/, '');
    if (line === '' || line.startsWith('#')) continue;
    const negate = line.startsWith('!');
    if (negate) line = line.slice(1);
    const directoryOnly = line.endsWith('/');
    if (directoryOnly) line = line.slice(0, -1);
    const anchored = line.includes('/');
    const body = globToRegex(line.replace(/^\//, ''));
    // A rule matches the path or any directory above it (ignoring a directory ignores its files).
    const regex = new RegExp(`^${anchored ? '' : '(?:.*/)?'}${body}${directoryOnly ? '/.+' : '(?:/.*)?'}$`);
    rules.push({ regex, negate, base });
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
    if (rule.regex.test(path)) ignored = !rule.negate;
  }
  return ignored;
}
