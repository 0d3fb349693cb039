import { countScanned } from './opCount.js';

// A file's text without its comments, for asking whether an edit of a manifest changed anything
// but comments: `# web framework` added above `requires 'Mojolicious'` changes no dependency, while
// commenting a dependency out (`<!-- <dependency>…</dependency> -->`, `# requests==2.32.3`) does,
// and still shows as a difference. The syntax is the manifest rule's data (`comments`).
//
// Every doubt keeps text rather than dropping it, so a doubt shows as a difference and the guard
// speaks as before: a line marker counts only at a line's start or after a blank (`…/x.whl#sha256=`
// is no comment), never inside quotes, and a block comment left open is no answer at all.

export interface CommentSyntax {
  /** Markers that comment out the rest of their line: `#`, `//`, `--`, `;`. */
  line?: readonly string[];
  /** Opening and closing markers of block comments: `<!--` and `-->`, a slash-star pair. */
  block?: ReadonlyArray<readonly [string, string]>;
  /** The characters that open and close a string on one line; `"'` unless given (Lisps quote lists with `'`). */
  quotes?: string;
}

/** Past this, a text is not judged: the guard speaks as it did. */
const MAX_TEXT = 512 * 1024;

/**
 * The text without its comments, each line right-trimmed and blank lines dropped; undefined when a
 * block comment is opened and not closed (or closed and not opened), or the text is too long.
 * One pass over the text.
 */
export function withoutComments(text: string, syntax: CommentSyntax): string | undefined {
  if (text.length > MAX_TEXT) return undefined;
  countScanned(text.length);
  const lineMarkers = syntax.line ?? [];
  const blocks = syntax.block ?? [];
  const quotes = syntax.quotes ?? `"'`;
  const lines: string[] = [];
  let line = '';
  let quote = '';
  // The last character kept on the line: asking the growing string for it would copy it each time.
  let last = '';
  const endLine = () => {
    const kept = line.trimEnd();
    if (kept !== '') lines.push(kept);
    line = '';
    quote = '';
    last = '';
  };
  for (let i = 0; i < text.length; ) {
    const char = text[i]!;
    if (char === '\n' || char === '\r') {
      endLine();
      i++;
      continue;
    }
    if (quote) {
      line += char;
      last = char;
      if (char === '\\' && i + 1 < text.length && text[i + 1] !== '\n') {
        line += text[i + 1];
        last = text[i + 1]!;
        i += 2;
        continue;
      }
      if (char === quote) quote = '';
      i++;
      continue;
    }
    if (quotes.includes(char)) {
      quote = char;
      line += char;
      last = char;
      i++;
      continue;
    }
    const block = blocks.find(([open]) => text.startsWith(open, i));
    if (block) {
      const close = text.indexOf(block[1], i + block[0].length);
      if (close < 0) return undefined;
      // A block comment between words keeps them apart.
      line += ' ';
      last = ' ';
      // Its newlines end lines, so what follows it on its last line stays on a line of its own.
      for (let at = text.indexOf('\n', i); at >= 0 && at < close; at = text.indexOf('\n', at + 1)) endLine();
      i = close + block[1].length;
      continue;
    }
    if (blocks.some(([, close]) => text.startsWith(close, i))) return undefined;
    const atWordStart = last === '' || last === ' ' || last === '\t';
    const marker = atWordStart ? lineMarkers.find((each) => text.startsWith(each, i)) : undefined;
    if (marker) {
      const end = text.indexOf('\n', i);
      i = end < 0 ? text.length : end;
      continue;
    }
    line += char;
    last = char;
    i++;
  }
  endLine();
  return lines.join('\n');
}

/** Whether two texts differ only in their comments and blank space at line ends; false when either cannot be judged. */
export function sameButComments(before: string, after: string, syntax: CommentSyntax): boolean {
  const a = withoutComments(before, syntax);
  return a !== undefined && a === withoutComments(after, syntax);
}
