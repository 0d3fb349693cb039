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
const MAX_TEXT = 128 * 1024;

const NEWLINE = 10;
const RETURN = 13;
const BACKSLASH = 92;
const SPACE = 32;
const TAB = 9;

/**
 * The text without its comments, each line right-trimmed and blank lines dropped; undefined when a
 * block comment is opened and not closed (or closed and not opened), or the text is too long.
 * One pass over the text by character codes; kept text is copied a stretch at a time.
 */
export function withoutComments(text: string, syntax: CommentSyntax): string | undefined {
  if (text.length > MAX_TEXT) return undefined;
  countScanned(text.length);
  const lineMarkers = syntax.line ?? [];
  const blocks = syntax.block ?? [];
  const quotes = new Set([...(syntax.quotes ?? `"'`)].map((quote) => quote.charCodeAt(0)));
  // The first characters of every marker: only there is a marker looked for.
  const markerStarts = new Set([...lineMarkers, ...blocks.flat()].map((marker) => marker.charCodeAt(0)));
  let kept = '';
  let from = 0;
  let quote = 0;
  // The last character kept on the line, 0 at its start: a line marker counts only after a blank.
  let last = 0;
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (code === NEWLINE || code === RETURN) {
      quote = 0;
      last = 0;
      continue;
    }
    if (quote) {
      if (code === BACKSLASH && text.charCodeAt(i + 1) !== NEWLINE) i++;
      else if (code === quote) quote = 0;
      last = code;
      continue;
    }
    if (quotes.has(code)) {
      quote = code;
      last = code;
      continue;
    }
    if (markerStarts.has(code)) {
      const block = blocks.find(([open]) => text.startsWith(open, i));
      if (block) {
        const close = text.indexOf(block[1], i + block[0].length);
        if (close < 0) return undefined;
        // A block comment between words keeps them apart; its newlines still end lines.
        kept += `${text.slice(from, i)} ${text.slice(i, close).replace(/[^\n]+/g, '')}`;
        i = close + block[1].length - 1;
        from = i + 1;
        last = SPACE;
        continue;
      }
      if (blocks.some(([, close]) => text.startsWith(close, i))) return undefined;
      if ((last === 0 || last === SPACE || last === TAB) && lineMarkers.some((marker) => text.startsWith(marker, i))) {
        kept += text.slice(from, i);
        const end = text.indexOf('\n', i);
        from = end < 0 ? text.length : end;
        i = from - 1;
        continue;
      }
    }
    last = code;
  }
  kept += text.slice(from);
  const lines: string[] = [];
  for (const line of kept.split(/\r?\n|\r/)) {
    const trimmed = line.trimEnd();
    if (trimmed !== '') lines.push(trimmed);
  }
  return lines.join('\n');
}

/** Whether two texts differ only in their comments and blank space at line ends; false when either cannot be judged. */
export function sameButComments(before: string, after: string, syntax: CommentSyntax): boolean {
  const a = withoutComments(before, syntax);
  return a !== undefined && a === withoutComments(after, syntax);
}
