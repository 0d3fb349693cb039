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
// Each kind is one entry of SCANNERS, keyed like the section data: a new manifest format adds data,
// and a new kind of section adds one scanner here.

export type Range = [number, number];

type Scanner<K extends SectionData> = (text: string, section: K, tables: () => Table[]) => Range[];
// A section's kind is its first key (`key` sections also name the table they sit `in`).
type KindOf<S> = Exclude<S extends unknown ? keyof S & string : never, 'in'>;
type SectionOf<K extends string> = Extract<SectionData, Record<K, unknown>>;

/** The offsets of the dependency sections of a manifest's text. Linear in the text for each section. */
export function dependencySections(text: string, sections: readonly SectionData[]): Range[] {
  let tables: Table[] | undefined;
  const tablesOnce = () => (tables ??= tomlTables(text));
  const ranges: Range[] = [];
  for (const section of sections) {
    const kind = (Object.keys(SCANNERS) as Array<KindOf<SectionData>>).find((key) => key in section);
    // A loop, not push(...): a hostile file yields more ranges than a call may take arguments.
    if (kind) for (const range of (SCANNERS[kind] as Scanner<SectionData>)(text, section, tablesOnce)) ranges.push(range);
  }
  return ranges;
}

const SCANNERS: { [K in KindOf<SectionData>]: Scanner<SectionOf<K>> } = {
  json(text, section) {
    // One pattern for all the keys: each pattern a process compiles costs more than the scan.
    const regex = new RegExp(`"(?:${section.json.map(escapeRegExp).join('|')})"\\s*:\\s*[{[]`, 'g');
    return eachMatch(regex, text, 0, (match) => [match.index, closeBracket(text, match.index + match[0].length - 1)]);
  },
  table(_text, section, tables) {
    const header = new RegExp(section.table);
    return tables()
      .filter((table) => header.test(table.name))
      .map((table): Range => [table.start, table.end]);
  },
  key(text, section, tables) {
    const inTable = new RegExp(section.in);
    const keys = new RegExp(`^[ \\t]*(?:${section.key.map(escapeRegExp).join('|')})[ \\t]*=[ \\t]*`, 'gm');
    const ranges: Range[] = [];
    for (const table of tables().filter((each) => inTable.test(each.name))) {
      const body = text.slice(table.start, table.end);
      const found = eachMatch(
        keys,
        body,
        0,
        (match): Range => {
          const valueAt = table.start + match.index + match[0].length;
          const end = text[valueAt] === '[' || text[valueAt] === '{' ? closeBracket(text, valueAt) : lineEnd(text, valueAt);
          // setup.cfg lists continue on indented lines.
          return [table.start + match.index, Math.max(end, indentedContinuation(text, lineEnd(text, valueAt)))];
        },
        table.start,
      );
      for (const range of found) ranges.push(range);
    }
    return ranges;
  },
  block(text, section) {
    return eachLineMatch(new RegExp(section.block, 'g'), text, (_start, openerEnd, opener) =>
      /do$/.test(opener) ? endKeyword(text, openerEnd) : closeBracket(text, openerEnd - 1),
    );
  },
  xml(text, section) {
    const ranges: Range[] = [];
    const selfClose = finder(text, '/>');
    const open = finder(text, '>');
    for (const tag of section.xml) {
      const close = finder(text, `</${tag}>`);
      // indexOf rather than a regex: a file of 40,000 `<dependency>` is 40,000 openers.
      const opener = `<${tag}`;
      for (let at = text.indexOf(opener); at >= 0; ) {
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
        ranges.push([at, end]);
        const next = text.indexOf(opener, Math.max(end, after));
        countScanned((next < 0 ? text.length : next) - at);
        at = next;
      }
    }
    return ranges;
  },
  yaml(text, section) {
    const regex = new RegExp(`^(?:${section.yaml.map(escapeRegExp).join('|')}):`, 'gm');
    const next = finderRegex(text, /\n(?=[^\s#])/g);
    return eachMatch(regex, text, 0, (match) => [match.index, next(match.index + match[0].length)]);
  },
  line(text, section) {
    return eachLineMatch(new RegExp(section.line, 'g'), text, (start) => lineEnd(text, start), true);
  },
};

/**
 * Every match of a global `regex` in `text` from `from`, each turned into a range by `toRange`
 * (in the offsets of a larger text `text` starts at `offset` in); the search resumes past the end
 * of each range, so no character is searched twice.
 */
function eachMatch(regex: RegExp, text: string, from: number, toRange: (match: RegExpExecArray) => Range, offset = 0): Range[] {
  const ranges: Range[] = [];
  regex.lastIndex = from;
  for (let searched = from, match = regex.exec(text); match; match = regex.exec(text)) {
    countScanned(regex.lastIndex - searched);
    const range = toRange(match);
    ranges.push(range);
    // An empty match must still move on.
    regex.lastIndex = Math.max(range[1] - offset, regex.lastIndex, match.index + 1);
    searched = regex.lastIndex;
    if (regex.lastIndex > text.length) break;
  }
  return ranges;
}

/**
 * Matches of a pattern from the rule data, one line at a time, each turned into a range that
 * starts at the match (at its line's start when `wholeLine`) and ends where `end` says; lines
 * inside a range already found are skipped.
 */
function eachLineMatch(
  regex: RegExp,
  text: string,
  end: (start: number, openerEnd: number, opener: string) => number,
  wholeLine = false,
): Range[] {
  const ranges: Range[] = [];
  let lineAt = 0;
  let column = 0;
  while (lineAt <= text.length) {
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
    ranges.push([start, rangeEnd]);
    // Resume on the line where the range ends, just past it.
    lineAt = rangeEnd >= text.length ? text.length + 1 : lineStart(text, rangeEnd);
    column = rangeEnd - lineAt;
  }
  return ranges;
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

const PAIRS: Record<string, string> = { '{': '}', '[': ']', '(': ')' };

/** Past the bracket that closes the one at `open`, skipping strings; the text's end when unclosed. */
function closeBracket(text: string, open: number): number {
  const stack: string[] = [];
  let quote = '';
  let i = open;
  for (; i < text.length; i++) {
    const ch = text[i]!;
    if (quote) {
      if (ch === '\\') i++;
      else if (ch === quote) quote = '';
    } else if (ch === '"' || ch === "'") quote = ch;
    else if (PAIRS[ch]) stack.push(PAIRS[ch]!);
    else if (ch === stack.at(-1) && (stack.pop(), stack.length === 0)) {
      countScanned(i + 1 - open);
      return i + 1;
    }
  }
  countScanned(text.length - open);
  return text.length;
}

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
}

/** TOML/INI tables: name and the range from the header to the next header. */
function tomlTables(text: string): Table[] {
  const tables: Table[] = [{ name: '', start: 0, end: text.length }];
  const header = /^[ \t]*\[\[?[ \t]*([^\]\n]{1,200}?)[ \t]*\]\]?[ \t]*(?:#[^\n]*)?$/gm;
  for (let match = header.exec(text); match; match = header.exec(text)) {
    tables.at(-1)!.end = match.index;
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
