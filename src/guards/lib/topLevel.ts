// Call arguments read at the top level of a call: outside brackets and quotes, in one linear pass. The eval,
// destructive and outside-project engines all read calls' arguments this way.

/** `text` split where `separator` (the length of a separator at `i`, or 0) finds one outside brackets and quotes. */
export function splitTopLevel(text: string, separator: (text: string, i: number) => number): string[] {
  const parts: string[] = [];
  let depth = 0;
  let quote = '';
  let start = 0;
  for (let i = 0; i < text.length; i++) {
    const ch = text[i]!;
    if (quote) {
      if (ch === '\\') i++;
      else if (ch === quote) quote = '';
    } else if (ch === '"' || ch === "'" || ch === '`') quote = ch;
    else if (ch === '(' || ch === '[' || ch === '{') depth++;
    else if (ch === ')' || ch === ']' || ch === '}') depth--;
    else if (depth === 0) {
      const length = separator(text, i);
      if (length > 0) {
        parts.push(text.slice(start, i));
        i += length - 1;
        start = i + 1;
      }
    }
  }
  parts.push(text.slice(start));
  return parts;
}

const COMMA = (text: string, i: number) => (text[i] === ',' ? 1 : 0);

/** A call's arguments (the text between its parentheses), split at its top-level commas and trimmed. */
export function splitArguments(args: string): string[] {
  const parts = splitTopLevel(args, COMMA).map((part) => part.trim());
  return parts.length === 1 && parts[0] === '' ? [] : parts;
}

/** The index of the bracket that closes one opened before `from`, outside quotes; -1 if none. */
export function closingBracket(text: string, from: number): number {
  let depth = 1;
  let quote = '';
  for (let i = from; i < text.length; i++) {
    const ch = text[i]!;
    if (quote) {
      if (ch === '\\') i++;
      else if (ch === quote) quote = '';
    } else if (ch === '"' || ch === "'" || ch === '`') quote = ch;
    else if (ch === '(' || ch === '[' || ch === '{') depth++;
    else if ((ch === ')' || ch === ']' || ch === '}') && --depth === 0) return i;
  }
  return -1;
}

/** Where the call that ends `text` opens its parenthesis at the top level (`a.b(c).replace(` → the `(` of replace), or 0. */
export function trailingCall(text: string): number {
  if (!text.endsWith(')')) return 0;
  let depth = 0;
  let quote = '';
  let open = 0;
  for (let i = 0; i < text.length; i++) {
    const ch = text[i]!;
    if (quote) {
      if (ch === '\\') i++;
      else if (ch === quote) quote = '';
    } else if (ch === '"' || ch === "'" || ch === '`') quote = ch;
    else if (ch === '(' || ch === '[' || ch === '{') {
      if (depth++ === 0 && ch === '(') open = i;
    } else if (ch === ')' || ch === ']' || ch === '}') depth--;
  }
  return depth === 0 ? open : 0;
}

/**
 * The first three arguments of the call `rest` starts with (past spaces, at its `(`), untrimmed, read within 1024
 * characters; an argument the bound cuts off is dropped.
 */
export function leadingArguments(rest: string): string[] {
  const start = rest.indexOf('(');
  if (start < 0 || rest.slice(0, start).trim() !== '') return [];
  const bounded = rest.slice(0, 1024);
  const close = closingBracket(bounded, start + 1);
  const parts = splitTopLevel(bounded.slice(start + 1, close < 0 ? undefined : close), COMMA);
  if (close < 0) parts.pop();
  return parts.slice(0, 3);
}

/**
 * Where the statement starting at `start` ends: at a `;` or a line's end outside brackets and quotes (a `;` in a string ends
 * none), within `limit` characters; with `dotContinues`, a next line opening `.` goes on (a chain split over lines). -1 when
 * no end comes within the limit.
 */
export function statementEnd(text: string, start: number, limit: number, dotContinues = false): number {
  let depth = 0;
  let quote = '';
  const stop = Math.min(text.length, start + limit);
  for (let i = start; i < stop; i++) {
    const ch = text[i];
    if (quote && ch === '\n' && quote !== '`') quote = '';
    if (quote) {
      if (ch === '\\') i++;
      else if (ch === quote) quote = '';
    } else if (ch === '"' || ch === "'" || ch === '`') quote = ch;
    else if (ch === '(' || ch === '[' || ch === '{') depth++;
    else if (ch === ')' || ch === ']' || ch === '}') depth--;
    else if (depth <= 0 && ch === ';') return i;
    else if (depth <= 0 && ch === '\n' && !(dotContinues && /^\s{0,80}\.(?!\.)/.test(text.slice(i + 1, i + 82)))) return i;
  }
  return -1;
}
