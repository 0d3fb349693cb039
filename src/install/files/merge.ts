import { isDeepStrictEqual } from 'node:util';
import type { Template } from '../harnesses/harness.js';
import { append, detectStyle, nodeAt, remove, type JsonStyle } from './jsonEdit.js';
import { memberIndex, memberOf, parseTree, jsonValue, type JsonNode } from './jsonTree.js';
import { cliText } from '../../text.js';
import { Edits, type Undo } from './undo.js';
import { dispatchArgv, handlerArgvs, shellWords, type DispatchArgv } from './waymarkArgv.js';

// The settings-file half of install and uninstall, on text: which entries are waymark's, and the
// edits that add or remove them while every other byte stays where it was.

/** An entry to write: the container path (event filled in) and the rendered entry. */
export interface Desired {
  /** The vendor's event name. */
  event: string;
  container: string[];
  value: unknown;
}

/** An entry of waymark's in a file. `handlers` lists waymark's handlers when the entry also holds others. */
export interface Found {
  container: string[];
  index: number;
  value: unknown;
  handlers?: number[];
}

export class ShapeError extends Error {}

/** Whether a handler (or a command line) runs waymark's dispatcher for this contract, in one of the exact shapes waymark writes (src/install/files/waymarkArgv.ts). */
export function isWaymarks(handler: unknown, contract: string, which: Which = any): boolean {
  const argvs = typeof handler === 'string' ? [shellWords(handler)] : handlerArgvs(handler);
  return (
    argvs.length > 0 &&
    argvs.every((argv) => {
      const call = argv && dispatchArgv(argv);
      return call !== undefined && call.contract === contract && which(call);
    })
  );
}

/** Narrows which of waymark's calls count: all of them, or (moving out of a shared file) those with a user's own paths. */
export type Which = (call: DispatchArgv) => boolean;
const any: Which = () => true;
export const perUser: Which = (call) => call.dispatcher !== 'waymark dispatch';

/** The dispatcher an entry runs, for reports: the bundle path, or `waymark dispatch`. */
export function dispatcherOf(entry: unknown): string | undefined {
  for (const argv of handlerArgvs(entry)) {
    const call = argv && dispatchArgv(argv);
    if (call) return call.dispatcher;
  }
  if (entry === null || typeof entry !== 'object') return undefined;
  for (const value of Object.values(entry)) {
    const found = dispatcherOf(value);
    if (found) return found;
  }
  return undefined;
}

/** Every array the template's container path names in this file (one per event for `${EVENT}`). */
function containers(root: JsonNode, template: Template): { path: string[]; node: JsonNode }[] {
  let level: { path: string[]; node: JsonNode }[] = [{ path: [], node: root }];
  for (const step of template.container) {
    level = level.flatMap(({ path, node }) => {
      if (node.type !== 'object') return [];
      if (step === '${EVENT}') return node.members.map((member) => ({ path: [...path, member.key], node: member.value }));
      const member = memberOf(node, step);
      return member ? [{ path: [...path, step], node: member.value }] : [];
    });
  }
  return level.filter(({ node }) => node.type === 'array');
}

export function findWaymarks(text: string, root: JsonNode, template: Template, contract: string, which: Which = any): Found[] {
  const found: Found[] = [];
  for (const { path, node } of containers(root, template)) {
    if (node.type !== 'array') continue;
    node.items.forEach((item, index) => {
      const value = jsonValue(text, item);
      if (template.handlers === undefined) {
        if (isWaymarks(value, contract, which)) found.push({ container: path, index, value });
        return;
      }
      const handlers = (value as Record<string, unknown> | null)?.[template.handlers];
      if (!Array.isArray(handlers) || handlers.length === 0) return;
      const ours = handlers.flatMap((handler, i) => (isWaymarks(handler, contract, which) ? [i] : []));
      if (ours.length === handlers.length) found.push({ container: path, index, value });
      else if (ours.length > 0) found.push({ container: path, index, value, handlers: ours });
    });
  }
  return found;
}

function byContainer(entries: readonly { container: string[]; value: unknown }[]): Map<string, unknown[]> {
  const map = new Map<string, unknown[]>();
  for (const entry of entries) {
    const key = JSON.stringify(entry.container);
    map.set(key, [...(map.get(key) ?? []), entry.value]);
  }
  return map;
}

/** The file already holds exactly these entries of waymark's, and no others. */
export function upToDate(found: readonly Found[], desired: readonly Desired[]): boolean {
  return !found.some((entry) => entry.handlers) && isDeepStrictEqual(byContainer(found), byContainer(desired));
}

function inSkeleton(skeleton: Record<string, unknown>, path: readonly string[]): boolean {
  let node: unknown = skeleton;
  for (const step of path) {
    if (node === null || typeof node !== 'object' || !Object.hasOwn(node, step)) return false;
    node = (node as Record<string, unknown>)[step];
  }
  return true;
}

/** Removes containers emptied by a removal, deepest first, except the ones the skeleton has. */
function prune(edits: Edits, path: readonly string[], template: Template): void {
  for (let depth = path.length; depth > 0; depth--) {
    const text = edits.text;
    const root = parseTree(text);
    const sub = path.slice(0, depth);
    const node = nodeAt(root, sub);
    const empty = (node?.type === 'object' && node.members.length === 0) || (node?.type === 'array' && node.items.length === 0);
    if (!empty || inSkeleton(template.skeleton, sub)) break;
    const parent = nodeAt(root, sub.slice(0, -1));
    if (parent?.type !== 'object') break;
    edits.set(remove(text, parent, memberIndex(parent.members, sub.at(-1)!)));
  }
}

/** Removes every entry (or handler) of waymark's, last first; returns the text and how many went. */
export function removeWaymarks(
  text: string,
  template: Template,
  contract: string,
  edits = new Edits(text),
  which: Which = any,
): { text: string; removed: number } {
  let removed = 0;
  for (;;) {
    const root = parseTree(edits.text);
    const last = findWaymarks(edits.text, root, template, contract, which).at(-1);
    if (!last) return { text: edits.text, removed };
    const container = nodeAt(root, last.container)!;
    if (last.handlers) {
      const handlers = nodeAt(root, [...last.container, last.index, template.handlers!])!;
      edits.set(remove(edits.text, handlers, last.handlers.at(-1)!));
    } else {
      edits.set(remove(edits.text, container, last.index));
      prune(edits, last.container, template);
    }
    removed++;
  }
}

function appendAt(text: string, path: readonly string[], value: unknown, style: JsonStyle, file: string): string {
  let node = parseTree(text);
  for (let k = 0; k < path.length; k++) {
    if (node.type !== 'object')
      throw new ShapeError(cliText.install.notShaped(file, path.slice(0, k).join('.') || '(top level)', 'an object'));
    const member = memberOf(node, path[k]!);
    if (!member) {
      const nested = path.slice(k + 1).reduceRight<unknown>((inner, key) => ({ [key]: inner }), [value]);
      return append(text, node, path[k], nested, style);
    }
    node = member.value;
  }
  if (node.type !== 'array') throw new ShapeError(cliText.install.notShaped(file, path.join('.'), 'an array'));
  return append(text, node, undefined, value, style);
}

/** The text of a file waymark creates: the skeleton, two-space indented, with a final newline. */
export function skeletonText(template: Template): string {
  return `${JSON.stringify(template.skeleton, null, 2)}\n`;
}

/** What install does to a file's bytes: the new text, and the inverse of what it added. */
export interface Installed {
  text: string;
  /** Undoes the additions, giving the original without waymark's earlier entries. */
  added: Undo[];
  /** Undoes the removal of waymark's earlier entries (after `added`), giving back the original. */
  removed: Undo[];
}

/** The new text with exactly `desired` as waymark's entries, and the edits that made it (none when nothing changes). */
export function installEdits(
  original: string | undefined,
  template: Template,
  contract: string,
  desired: readonly Desired[],
  file: string,
): Installed {
  const start = original ?? skeletonText(template);
  const root = parseTree(start);
  if (root.type !== 'object') throw new ShapeError(cliText.install.notShaped(file, '(top level)', 'an object'));
  if (upToDate(findWaymarks(start, root, template, contract), desired)) return { text: start, added: [], removed: [] };
  const style = detectStyle(start, root);
  const removal = new Edits(start);
  removeWaymarks(start, template, contract, removal);
  const addition = new Edits(removal.text);
  for (const entry of desired) addition.set(appendAt(addition.text, entry.container, entry.value, style, file));
  return { text: addition.text, added: addition.list, removed: removal.list };
}

/** The new text with exactly `desired` as waymark's entries; the same text when nothing changes. */
export function withEntries(
  original: string | undefined,
  template: Template,
  contract: string,
  desired: readonly Desired[],
  file: string,
): string {
  return installEdits(original, template, contract, desired, file).text;
}

/**
 * The text without waymark's entries, found by their exact shapes; `undefined` when the file is
 * exactly what install creates for those entries (waymark made it: delete it). A file someone
 * else made is never deleted, even when nothing but the skeleton is left. With `install` (the
 * containers in the order install writes them, asked for only when needed, and the file's path), the file must also be what
 * install writes from nothing with those entries in that order: a skeleton the user wrote, entries
 * appended, is not.
 */
export function withoutEntries(
  original: string,
  template: Template,
  contract: string,
  install?: { order: () => readonly string[][]; file: string },
): { text: string | undefined; removed: number } {
  const found = findWaymarks(original, parseTree(original), template, contract);
  const { text, removed } = removeWaymarks(original, template, contract);
  if (removed > 0 && !found.some((entry) => entry.handlers)) {
    const desired = found.map((entry) => ({ event: entry.container.at(-1)!, container: entry.container, value: entry.value }));
    const created = (entries: readonly Desired[], file: string) => withEntries(undefined, template, contract, entries, file) === original;
    if (created(desired, '') && (!install || created(inOrder(desired, install.order()), install.file))) return { text: undefined, removed };
  }
  return { text, removed };
}

/** `entries` sorted by where their container stands in `order` (others last, in their own order). */
function inOrder(entries: readonly Desired[], order: readonly string[][]): Desired[] {
  const keys = order.map((container) => JSON.stringify(container));
  const rank = (container: string[]) => {
    const at = keys.indexOf(JSON.stringify(container));
    return at < 0 ? keys.length : at;
  };
  return [...entries].sort((a, b) => rank(a.container) - rank(b.container));
}
