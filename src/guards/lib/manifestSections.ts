import type { SectionData } from '../rules/dependencyRule.js';
import { countScanned } from './opCount.js';
import { escapeRegExp } from './escapeRegExp.js';

// Where a manifest keeps its dependencies, found in one forward pass per section kind. The text is
// the repository's: `"dependencies":{` 32,000 times, none closed, must not send a bracket search to
// the end of the file from each of them. So every kind follows the same two rules:
//  - a section found, the search resumes past its end: an opener inside a section already found
//    adds nothing to their union, and is never searched from;
//  - a search for a closing text (`</dependency>`, `/>`) is remembered, so the next opener before
//    that position reuses it rather than searching the same characters again.
// Patterns that come from the rule data (`block`, `line`) run on one line (with its newline) at a
// time: a pattern that starts with `\s*` then cannot rescan a page of blank lines from each of them.
// Counts are bounded too: a file of 100,000 one-line tables is not a manifest. Ranges that overlap
// are kept as one, and past MAX_RANGES ranges (or MAX_TABLES tables) the rest of the file counts as
// one dependency section: a hostile file then makes the guard speak, never work longer.
// Each kind is one entry of SCANNERS, keyed like the section data: a new manifest format adds data,
// and a new kind of section adds one scanner here.

export type Range = [number, number];

const MAX_RANGES = 512;
const MAX_TABLES = 1024;

/** The ranges found so far: touching ones merged, at most MAX_RANGES, then the rest of the text. */
class Ranges {
  readonly list: Range[] = [];
  full = false;
  constructor(private readonly length: number) {}
  add(start: number, end: number): void {
    const last = this.list.at(-1);
    if (last && start >= last[0] && start < last[1]) last[1] = Math.max(last[1], end);
    else if (this.list.length < MAX_RANGES) this.list.push([start, end]);
    else {
      this.list.push([start, this.length]);
      this.full = true;
    }
  }
}

type Scanner<K extends SectionData> = (text: string, section: K, found: Ranges, tables: () => Table[]) => void;
// A section's kind is its first key (`key` sections also name the table they sit `in`).
type KindOf<S> = Exclude<S extends unknown ? keyof S & string : never, 'in'>;
type SectionOf<K extends string> = Extract<SectionData, Record<K, unknown>>;

/** The offsets of the dependency sections of a manifest's text. Linear in the text for each section. */
export function dependencySections(text: string, sections: readonly SectionData[]): Range[] {
  let tables: Table[] | undefined;
  const tablesOnce = () => (tables ??= tomlTables(text));
  const found = new Ranges(text.length);
  for (const section of sections) {
    const kind = (Object.keys(SCANNERS) as Array<KindOf<SectionData>>).find((key) => key in section);
    if (kind && !found.full) (SCANNERS[kind] as Scanner<SectionData>)(text, section, found, tablesOnce);
  }
  return found.list;
}

const SCANNERS: { [K in KindOf<SectionData>]: Scanner<SectionOf<K>> } = {
  json(text, section, found) {
    // One pattern for all the keys: each pattern a process compiles costs more than the scan.
    const regex = new RegExp(`"(?:${section.json.map(escapeRegExp).join('|')})"\\s*:\\s*[{[]`, 'g');
    eachMatch(regex, text, 0, found, (match) => [match.index, closeBracket(text, match.index + match[0].length - 1)]);
  },
  table(_text, section, found, tables) {
    const header = new RegExp(section.table);
    for (const table of tables()) if (table.rest || header.test(table.name)) found.add(table.start, table.end);
  },
  key(text, section, found, tables) {
    const inTable = new RegExp(section.in);
    const keys = new RegExp(`^[ \\t]*(?:${section.key.map(escapeRegExp).join('|')})[ \\t]*=[ \\t]*`, 'gm');
    for (const table of tables()) {
      if (found.full) return;
      if (table.rest) found.add(table.start, table.end);
      else if (inTable.test(table.name))
        eachMatch(
          keys,
          text.slice(table.start, table.end),
          0,
          found,
          (match): Range => {
            const valueAt = table.start + match.index + match[0].length;
            const end = text[valueAt] === '[' || text[valueAt] === '{' ? closeBracket(text, valueAt) : lineEnd(text, valueAt);
            // setup.cfg lists continue on indented lines.
            return [table.start + match.index, Math.max(end, indentedContinuation(text, lineEnd(text, valueAt)))];
          },
          table.start,
        );
    }
  },
  block(text, section, found) {
    eachLineMatch(new RegExp(section.block, 'g'), text, found, (_start, openerEnd, opener) =>
      /do$/.test(opener) ? endKeyword(text, openerEnd) : closeBracket(text, openerEnd - 1),
    );
  },
  xml(text, section, found) {
    const selfClose = finder(text, '/>');
    const open = finder(text, '>');
    for (const tag of section.xml) {
      const close = finder(text, `</${tag}>`);
      // indexOf rather than a regex: a file of 40,000 `<dependency>` is 40,000 openers.
      const opener = `<${tag}`;
      for (let at = text.indexOf(opener); at >= 0 && !found.full; ) {
        const after = at + opener.length;
        if (/\w/.test(text[after] ?? '')) {
          countScanned(after - at);
          at = text.indexOf(opener, after);
          continue;
        }
        const slash = selfClose(at);
        const gt = open(at);
        const closing = close(at);
        const end = slash >= 0 && slash < gt + 1 ? slash + 2 : closing >= 0 ? closing + tag.length + 3 : gt >= 0 ? gt + 1 : after;
        found.add(at, end);
        const next = text.indexOf(opener, Math.max(end, after));
        countScanned((next < 0 ? text.length : next) - at);
        at = next;
      }
    }
  },
  yaml(text, section, found) {
    // `-` is a top-level list item (a file that is one list); a dotted key a path of nested keys.
    const keys = section.yaml.filter((key) => !key.includes('.'));
    if (keys.length > 0) {
      const regex = new RegExp(`^(?:${keys.map((key) => (key === '-' ? '-(?=[ \\t\\r\\n])' : `${escapeRegExp(key)}:`)).join('|')})`, 'gm');
      const next = finderRegex(text, yamlEnd(0));
      eachMatch(regex, text, 0, found, (match) => [match.index, next(match.index + match[0].length)]);
    }
    const paths = section.yaml.filter((key) => key.includes('.')).map((path) => path.split('.').slice(0, MAX_DEPTH));
    if (paths.length > 0) yamlPaths(text, 0, text.length, paths, 0, new Finders(text), found);
  },
  line(text, section, found) {
    eachLineMatch(new RegExp(section.line, 'g'), text, found, (start) => lineEnd(text, start), true);
  },
};

const MAX_DEPTH = 4;
const MAX_INDENT = 64;

/**
 * Where a YAML block whose key sits `indent` columns in ends: the next line that sits no deeper and
 * is neither blank nor a comment; a list item (`- x`) at the key's own column still belongs to it.
 */
const yamlEnd = (indent: number) => new RegExp(`\\n(?=[ \\t]{0,${indent}}(?:[^\\s#-]|-[^\\s]))`, 'g');

/**
 * The blocks of nested key paths (`spack.specs`, `spack.definitions`) in `text[from, to)`, their
 * first keys at `indent` columns; paths that share a key are followed together. Each level searches
 * only inside its parent's blocks, which do not overlap and come in order, and each search (of a key
 * at an indent, of a block's end) is remembered and reused for a later start before its result, so
 * the text is read a bounded number of times per level: linear for a bounded depth. A parent
 * written in flow style (`spack: {specs: [zlib]}`) counts whole.
 */
function yamlPaths(text: string, from: number, to: number, paths: string[][], indent: number, finders: Finders, found: Ranges): void {
  const keys = [...new Set(paths.map((path) => path[0]!))];
  const key = finders.get(`${indent}:${keys.join('|')}`, () => new RegExp(`^ {${indent}}(${keys.map(escapeRegExp).join('|')}):`, 'gm'));
  const next = finders.get(`${indent}`, () => yamlEnd(indent));
  for (let at = from; !found.full; ) {
    const match = key(at);
    if (!match || match.index >= to) return;
    const headerEnd = match.index + match[0].length;
    const end = Math.min(next(headerEnd)?.index ?? text.length, to);
    const rest = paths.filter((path) => path[0] === match[1]).map((path) => path.slice(1));
    if (rest.some((path) => path.length === 0) || flowValue(text, headerEnd, end)) found.add(match.index, end);
    else {
      const child = /\n([ \t]*)[^\s#]/g;
      child.lastIndex = headerEnd;
      const first = child.exec(text);
      countScanned((first ? child.lastIndex : text.length) - headerEnd);
      const depth = first && first.index < end ? first[1]!.length : 0;
      if (depth > indent && depth <= MAX_INDENT) yamlPaths(text, headerEnd, end, rest, depth, finders, found);
    }
    at = end;
  }
}

/** Whether a key's value follows it on its own line (`spack: {specs: [zlib]}`), not on the lines below. */
function flowValue(text: string, headerEnd: number, end: number): boolean {
  const stop = Math.min(lineEnd(text, headerEnd), end);
  countScanned(stop - headerEnd);
  return /^[ \t]*[^\s#]/.test(text.slice(headerEnd, stop));
}

/** The searches of one scan, each remembered: `get(name, make)` is the finder of the pattern `make` builds. */
class Finders {
  private readonly made = new Map<string, (from: number) => RegExpExecArray | null>();
  constructor(private readonly text: string) {}
  get(name: string, make: () => RegExp): (from: number) => RegExpExecArray | null {
    let finder = this.made.get(name);
    if (!finder) this.made.set(name, (finder = matchFinder(this.text, make())));
    return finder;
  }
}

/** The next match of a global `regex` at or after `from`, for rising `from`, each search reused while it still answers. */
function matchFinder(text: string, regex: RegExp): (from: number) => RegExpExecArray | null {
  let searchedFrom = -1;
  let found: RegExpExecArray | null = null;
  return (from) => {
    if (searchedFrom >= 0 && from >= searchedFrom && (found === null || found.index >= from)) return found;
    regex.lastIndex = from;
    found = regex.exec(text);
    countScanned((found ? regex.lastIndex : text.length) - from);
    searchedFrom = from;
    return found;
  };
}

/**
 * Every match of a global `regex` in `text` from `from`, each turned into a range by `toRange`
 * (in the offsets of a larger text `text` starts at `offset` in); the search resumes past the end
 * of each range, so no character is searched twice.
 */
function eachMatch(regex: RegExp, text: string, from: number, found: Ranges, toRange: (match: RegExpExecArray) => Range, offset = 0): void {
  regex.lastIndex = from;
  for (let searched = from, match = regex.exec(text); match && !found.full; match = regex.exec(text)) {
    countScanned(regex.lastIndex - searched);
    const range = toRange(match);
    found.add(range[0], range[1]);
    // An empty match must still move on.
    regex.lastIndex = Math.max(range[1] - offset, regex.lastIndex, match.index + 1);
    searched = regex.lastIndex;
    if (regex.lastIndex > text.length) break;
  }
}

/**
 * Matches of a pattern from the rule data, one line at a time, each turned into a range that
 * starts at the match (at its line's start when `wholeLine`) and ends where `end` says; lines
 * inside a range already found are skipped.
 */
function eachLineMatch(
  regex: RegExp,
  text: string,
  found: Ranges,
  end: (start: number, openerEnd: number, opener: string) => number,
  wholeLine = false,
): void {
  let lineAt = 0;
  let column = 0;
  while (lineAt <= text.length && !found.full) {
    const stop = lineEnd(text, lineAt);
    // With its newline: a pattern may end in `\n` (`dependencies:\s*\n`).
    const line = text.slice(lineAt, stop + 1);
    regex.lastIndex = column;
    const match = regex.exec(line);
    countScanned(match ? regex.lastIndex - column : line.length - column);
    if (!match) {
      lineAt = stop + 1;
      column = 0;
      continue;
    }
    const start = wholeLine ? lineAt : lineAt + match.index;
    const rangeEnd = Math.max(
      end(start, lineAt + match.index + match[0].length, match[0]),
      lineAt + match.index + Math.max(match[0].length, 1),
    );
    found.add(start, rangeEnd);
    // Resume on the line where the range ends, just past it.
    lineAt = rangeEnd >= text.length ? text.length + 1 : lineStart(text, rangeEnd);
    column = rangeEnd - lineAt;
  }
}

/** `text.indexOf(needle, from)` for rising `from`, each character searched once. */
function finder(text: string, needle: string): (from: number) => number {
  let searchedFrom = -1;
  let found = -1;
  return (from) => {
    if (searchedFrom >= 0 && from >= searchedFrom && (found < 0 || found >= from)) return found;
    found = text.indexOf(needle, from);
    countScanned((found < 0 ? text.length : found + needle.length) - from);
    searchedFrom = from;
    return found;
  };
}

/** The next match of a global `regex` at or after `from` (its index, else the text's length), for rising `from`. */
function finderRegex(text: string, regex: RegExp): (from: number) => number {
  let searchedFrom = -1;
  let found = text.length;
  return (from) => {
    if (searchedFrom >= 0 && from >= searchedFrom && found >= from) return found;
    regex.lastIndex = from;
    const match = regex.exec(text);
    found = match ? match.index : text.length;
    countScanned((match ? regex.lastIndex : text.length) - from);
    searchedFrom = from;
    return found;
  };
}

const lineStart = (text: string, at: number) => text.lastIndexOf('\n', at - 1) + 1;
const lineEnd = (text: string, at: number) => {
  const end = text.indexOf('\n', at);
  return end < 0 ? text.length : end;
};

function indentedContinuation(text: string, from: number): number {
  let end = from;
  const line = /\n[ \t]+\S[^\n]*/y;
  line.lastIndex = from;
  for (let match = line.exec(text); match; match = line.exec(text)) end = line.lastIndex;
  countScanned(end - from);
  return end;
}

/** Past the bracket that closes the one at `open`, skipping strings; the text's end when unclosed. */
function closeBracket(text: string, open: number): number {
  // Char codes and a stack of the closers expected: a megabyte of brackets is read once, allocating nothing per character.
  const stack: number[] = [];
  let quote = 0;
  for (let i = open; i < text.length; i++) {
    const ch = text.charCodeAt(i);
    if (quote) {
      if (ch === BACKSLASH) i++;
      else if (ch === quote) quote = 0;
    } else if (ch === DOUBLE_QUOTE || ch === SINGLE_QUOTE) quote = ch;
    else if (ch === 0x7b || ch === 0x5b || ch === 0x28)
      stack.push(ch === 0x28 ? 0x29 : ch + 2); // { [ ( → } ] )
    else if (ch === stack.at(-1) && (stack.pop(), stack.length === 0)) {
      countScanned(i + 1 - open);
      return i + 1;
    }
  }
  countScanned(text.length - open);
  return text.length;
}

const BACKSLASH = 0x5c;
const DOUBLE_QUOTE = 0x22;
const SINGLE_QUOTE = 0x27;

/** Past the `end` that closes a `do` block (Elixir, Ruby), counting nested `do`/`fn`. */
function endKeyword(text: string, from: number): number {
  const words = /\b(do|fn|end)\b/g;
  words.lastIndex = from;
  let depth = 1;
  for (let match = words.exec(text); match; match = words.exec(text)) {
    depth += match[1] === 'end' ? -1 : 1;
    if (depth === 0) {
      countScanned(words.lastIndex - from);
      return words.lastIndex;
    }
  }
  countScanned(text.length - from);
  return text.length;
}

interface Table {
  name: string;
  start: number;
  end: number;
  /** The rest of a file of more than MAX_TABLES tables: read as a dependency table, whatever its name. */
  rest?: true;
}

/** TOML/INI tables: name and the range from the header to the next header. */
function tomlTables(text: string): Table[] {
  const tables: Table[] = [{ name: '', start: 0, end: text.length }];
  const header = /^[ \t]*\[\[?[ \t]*([^\]\n]{1,200}?)[ \t]*\]\]?[ \t]*(?:#[^\n]*)?$/gm;
  for (let match = header.exec(text); match; match = header.exec(text)) {
    tables.at(-1)!.end = match.index;
    if (tables.length === MAX_TABLES) {
      tables.push({ name: '', start: match.index, end: text.length, rest: true });
      countScanned(header.lastIndex);
      return tables;
    }
    tables.push({ name: match[1]!.replace(/["']/g, ''), start: match.index, end: text.length });
  }
  countScanned(text.length);
  return tables;
}

/** Whether a pattern from the rule data matches any line of `text` (each with its newline): linear whatever its `\s*`. */
export function someLineMatches(regex: RegExp, text: string): boolean {
  for (let lineAt = 0; lineAt < text.length; ) {
    const stop = lineEnd(text, lineAt);
    regex.lastIndex = 0;
    const found = regex.test(text.slice(lineAt, stop + 1));
    countScanned(stop + 1 - lineAt);
    if (found) return true;
    lineAt = stop + 1;
  }
  return false;
}
