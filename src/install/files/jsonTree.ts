// A strict JSON parser that keeps where every value sits in the text, so the installer can edit a
// settings file in place and leave every byte it does not own as it was (jsonEdit.ts). It reads a
// byte string (src/install/files/bytes.ts): offsets are byte offsets, keys and values are decoded UTF-8.

import { decode } from './bytes.js';

interface Span {
  /** Offset of the first character (for a member: its key). */
  start: number;
  /** Offset just past the last character (for a member: its value). */
  end: number;
}

export type JsonNode =
  | (Span & { type: 'object'; members: JsonMember[] })
  | (Span & { type: 'array'; items: JsonNode[] })
  | (Span & { type: 'scalar' });

export interface JsonMember extends Span {
  key: string;
  value: JsonNode;
}

export class JsonSyntaxError extends Error {
  constructor(
    message: string,
    readonly line: number,
    readonly column: number,
    readonly comment: boolean,
    readonly tooDeep = false,
  ) {
    super(`${message} at line ${line}, column ${column}`);
  }
}

/** Deeper than this is refused as a syntax error: no settings file nests so far, and recursion has a limit. */
export const MAX_DEPTH = 256;

const SCALAR =
  /(?:"(?:[^"\\\u0000-\u001f]|\\(?:["\\/bfnrt]|u[0-9a-fA-F]{4}))*"|-?(?:0|[1-9]\d*)(?:\.\d+)?(?:[eE][+-]?\d+)?|true|false|null)/y;

/** The tree of `text`; throws JsonSyntaxError (comments, trailing commas, anything JSON.parse refuses). */
export function parseTree(text: string): JsonNode {
  // A UTF-8 BOM, as bytes (or as the one character of decoded text).
  let at = text.startsWith('\xef\xbb\xbf') ? 3 : text.charCodeAt(0) === 0xfeff ? 1 : 0;
  let depth = 0;

  const fail = (message: string, comment = false, tooDeep = false): never => {
    const before = text.slice(0, at).split('\n');
    throw new JsonSyntaxError(message, before.length, before[before.length - 1]!.length + 1, comment, tooDeep);
  };
  const space = () => {
    while (at < text.length) {
      const c = text[at]!;
      if (c === ' ' || c === '\t' || c === '\n' || c === '\r') at++;
      else if (c === '/' && (text[at + 1] === '/' || text[at + 1] === '*')) fail('comment (JSON has none)', true);
      else break;
    }
  };
  const expect = (c: string) => {
    if (text[at] !== c) fail(at >= text.length ? `unexpected end, expected "${c}"` : `unexpected "${text[at]}", expected "${c}"`);
    at++;
  };
  const string = (): string => {
    SCALAR.lastIndex = at;
    const match = text[at] === '"' ? SCALAR.exec(text) : null;
    if (!match) return fail('expected a string');
    at += match[0].length;
    return JSON.parse(decode(match[0])) as string;
  };

  const value = (): JsonNode => {
    space();
    const start = at;
    if ((text[at] === '{' || text[at] === '[') && ++depth > MAX_DEPTH) fail(`nested deeper than ${MAX_DEPTH} levels`, false, true);
    if (text[at] === '{') {
      at++;
      const members: JsonMember[] = [];
      space();
      if (text[at] !== '}') {
        for (;;) {
          space();
          const keyStart = at;
          const key = string();
          space();
          expect(':');
          const node = value();
          members.push({ key, start: keyStart, end: node.end, value: node });
          space();
          if (text[at] === ',') {
            at++;
            space();
            if (text[at] === '}') fail('trailing comma');
            continue;
          }
          break;
        }
      }
      expect('}');
      depth--;
      return { type: 'object', start, end: at, members };
    }
    if (text[at] === '[') {
      at++;
      const items: JsonNode[] = [];
      space();
      if (text[at] !== ']') {
        for (;;) {
          items.push(value());
          space();
          if (text[at] === ',') {
            at++;
            space();
            if (text[at] === ']') fail('trailing comma');
            continue;
          }
          break;
        }
      }
      expect(']');
      depth--;
      return { type: 'array', start, end: at, items };
    }
    SCALAR.lastIndex = at;
    const match = SCALAR.exec(text);
    if (!match) return fail(at >= text.length ? 'unexpected end' : `unexpected "${text[at]}"`);
    at += match[0].length;
    return { type: 'scalar', start, end: at };
  };

  const root = value();
  space();
  if (at < text.length) fail(`unexpected "${text[at]}" after the value`);
  return root;
}

/** The JavaScript value of a node. */
export function jsonValue(text: string, node: JsonNode): unknown {
  return JSON.parse(decode(text.slice(node.start, node.end)));
}

/** The member of an object node with this key (the last one, as JSON.parse reads duplicates). */
export function memberOf(node: JsonNode | undefined, key: string): JsonMember | undefined {
  if (node?.type !== 'object') return undefined;
  const index = memberIndex(node.members, key);
  return index < 0 ? undefined : node.members[index];
}

/** Index of the last member with this key, or -1. */
export function memberIndex(members: readonly JsonMember[], key: string): number {
  for (let i = members.length - 1; i >= 0; i--) if (members[i]!.key === key) return i;
  return -1;
}
