import { encode } from './bytes.js';
import { memberOf, type JsonMember, type JsonNode } from './jsonTree.js';

// In-place edits of JSON text. An insertion copies the separator its siblings already use and
// goes after the last sibling; a removal takes out exactly what such an insertion added. So
// "append, then remove" gives back the original bytes, and nothing else in the file moves. Texts
// are byte strings (src/install/files/bytes.ts); what waymark inserts is encoded as UTF-8.

export interface JsonStyle {
  eol: string;
  /** One level of indentation, as the file has it. */
  indent: string;
  /** What sits between a key and its value (`": "`, `":"`, …). */
  colon: string;
  /** The file keeps everything on one line. */
  compact: boolean;
}

export function detectStyle(text: string, root: JsonNode): JsonStyle {
  const eol = text.includes('\r\n') ? '\r\n' : '\n';
  const indent = /^([ \t]+)["{[\]}\d-tfn]/m.exec(text)?.[1] ?? '  ';
  const first = firstMember(root);
  const between = first ? text.slice(first.start, first.value.start).replace(/^"(?:[^"\\]|\\.)*"/, '') : '';
  const colon = between && !between.includes('\n') ? between : ': ';
  const children = root.type === 'object' ? root.members.length : root.type === 'array' ? root.items.length : 0;
  const compact = children > 0 && !text.slice(root.start, root.end).includes('\n');
  return { eol, indent, colon, compact };
}

/** The first member anywhere in the tree, in document order: it shows how the file writes `"key": value`. */
function firstMember(node: JsonNode): JsonMember | undefined {
  if (node.type === 'object' && node.members.length > 0) return node.members[0];
  for (const child of node.type === 'array' ? node.items : []) {
    const found = firstMember(child);
    if (found) return found;
  }
  return undefined;
}

/** `value` as JSON in the file's style, its later lines indented from `base`. */
function render(value: unknown, base: string, style: JsonStyle): string {
  if (style.compact || value === null || typeof value !== 'object') return JSON.stringify(value);
  const inner = base + style.indent;
  const parts = Array.isArray(value)
    ? value.map((item) => render(item, inner, style))
    : Object.entries(value)
        .filter(([, v]) => v !== undefined)
        .map(([k, v]) => JSON.stringify(k) + style.colon + render(v, inner, style));
  const [open, close] = Array.isArray(value) ? ['[', ']'] : ['{', '}'];
  if (parts.length === 0) return open + close;
  return open + style.eol + inner + parts.join(`,${style.eol}${inner}`) + style.eol + base + close;
}

function lineIndent(text: string, offset: number): string {
  const lineStart = text.lastIndexOf('\n', offset - 1) + 1;
  return /^[ \t]*/.exec(text.slice(lineStart, offset))![0];
}

function splice(text: string, from: number, to: number, insert: string): string {
  return text.slice(0, from) + insert + text.slice(to);
}

type Child = { start: number; end: number };

function children(node: JsonNode): Child[] {
  return node.type === 'object' ? node.members : node.type === 'array' ? node.items : [];
}

/** Appends to an object (`key` given) or an array (`key` undefined). */
export function append(text: string, container: JsonNode, key: string | undefined, value: unknown, style: JsonStyle): string {
  const list = children(container);
  const entry = (base: string) => (key === undefined ? '' : encode(JSON.stringify(key)) + style.colon) + encode(render(value, base, style));
  const last = list.at(-1);
  if (last) {
    const sep = list.length >= 2 ? text.slice(list.at(-2)!.end, last.start) : `,${text.slice(container.start + 1, list[0]!.start)}`;
    const newline = sep.lastIndexOf('\n');
    const base = newline < 0 ? lineIndent(text, last.start) : sep.slice(newline + 1);
    return splice(text, last.end, last.end, sep + entry(base));
  }
  if (style.compact) return splice(text, container.start + 1, container.end - 1, entry(''));
  const outer = lineIndent(text, container.start);
  const inner = outer + style.indent;
  return splice(text, container.start + 1, container.end - 1, style.eol + inner + entry(inner) + style.eol + outer);
}

/** Removes the `index`th child of an object or array: the inverse of `append`. */
export function remove(text: string, container: JsonNode, index: number): string {
  const list = children(container);
  if (list.length === 1) return splice(text, container.start + 1, container.end - 1, '');
  if (index === list.length - 1) return splice(text, list[index - 1]!.end, list[index]!.end, '');
  return splice(text, list[index]!.start, list[index + 1]!.start, '');
}

/** The node at a path of keys and indexes, or undefined. */
export function nodeAt(root: JsonNode, path: readonly (string | number)[]): JsonNode | undefined {
  let node: JsonNode | undefined = root;
  for (const step of path) {
    if (node === undefined) return undefined;
    if (typeof step === 'number') node = node.type === 'array' ? node.items[step] : undefined;
    else node = memberOf(node, step)?.value;
  }
  return node;
}
