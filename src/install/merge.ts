import { isDeepStrictEqual } from 'node:util';
import type { Template } from './harness.js';
import { append, detectStyle, nodeAt, remove, type JsonStyle } from './jsonEdit.js';
import { memberIndex, memberOf, parseTree, valueOf, type JsonNode } from './jsonTree.js';
import { text as userText } from '../text.js';

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

// `…/waymark…/dispatch…`, or the `waymark dispatch` command itself: whatever project path or
// install location it was rendered for, the command runs waymark's dispatcher.
const DISPATCHER = /waymark[^\s"'`]*[\\/]dispatch[\w.-]*|\bwaymark(?:\.js|\.cmd)?["']?\s+dispatch\b/i;
const CONTRACT_FLAG = /--contract(?:=|\s+)["']?([\w-]+)/;

function stringsIn(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return value.flatMap(stringsIn);
  if (value !== null && typeof value === 'object') return Object.values(value).flatMap(stringsIn);
  return [];
}

/** Whether a handler runs waymark's dispatcher for this contract (no flag means the default, `claude`). */
export function isWaymarks(handler: unknown, contract: string): boolean {
  const command = stringsIn(handler).join(' ');
  return DISPATCHER.test(command) && (CONTRACT_FLAG.exec(command)?.[1] ?? 'claude') === contract;
}

/** The dispatcher path an entry runs, for reports: a whole exec-form argument, a quoted path, or a bare one. */
export function dispatcherOf(entry: unknown): string | undefined {
  for (const value of stringsIn(entry)) {
    const quoted = /"([^"]*waymark[^"]*[\\/]dispatch[^"]*)"/i.exec(value)?.[1];
    if (quoted) return quoted;
    if (/waymark.*[\\/]dispatch[\w.-]*$/i.test(value) && !/\s--/.test(value)) return value;
    const bare = /\S*waymark\S*[\\/]dispatch[\w.-]*/i.exec(value)?.[0];
    if (bare) return bare;
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

export function findWaymarks(text: string, root: JsonNode, template: Template, contract: string): Found[] {
  const found: Found[] = [];
  for (const { path, node } of containers(root, template)) {
    if (node.type !== 'array') continue;
    node.items.forEach((item, index) => {
      const value = valueOf(text, item);
      if (template.handlers === undefined) {
        if (isWaymarks(value, contract)) found.push({ container: path, index, value });
        return;
      }
      const handlers = (value as Record<string, unknown> | null)?.[template.handlers];
      if (!Array.isArray(handlers) || handlers.length === 0) return;
      const ours = handlers.flatMap((handler, i) => (isWaymarks(handler, contract) ? [i] : []));
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
function prune(text: string, path: readonly string[], template: Template): string {
  for (let depth = path.length; depth > 0; depth--) {
    const root = parseTree(text);
    const sub = path.slice(0, depth);
    const node = nodeAt(root, sub);
    const empty = (node?.type === 'object' && node.members.length === 0) || (node?.type === 'array' && node.items.length === 0);
    if (!empty || inSkeleton(template.skeleton, sub)) break;
    const parent = nodeAt(root, sub.slice(0, -1));
    if (parent?.type !== 'object') break;
    text = remove(text, parent, memberIndex(parent.members, sub.at(-1)!));
  }
  return text;
}

/** Removes every entry (or handler) of waymark's, last first; returns the text and how many went. */
export function removeWaymarks(text: string, template: Template, contract: string): { text: string; removed: number } {
  let removed = 0;
  for (;;) {
    const root = parseTree(text);
    const last = findWaymarks(text, root, template, contract).at(-1);
    if (!last) return { text, removed };
    const container = nodeAt(root, last.container)!;
    if (last.handlers) {
      const handlers = nodeAt(root, [...last.container, last.index, template.handlers!])!;
      text = remove(text, handlers, last.handlers.at(-1)!);
    } else {
      text = prune(remove(text, container, last.index), last.container, template);
    }
    removed++;
  }
}

function appendAt(text: string, path: readonly string[], value: unknown, style: JsonStyle, file: string): string {
  let node = parseTree(text);
  for (let k = 0; k < path.length; k++) {
    if (node.type !== 'object') throw new ShapeError(userText.install.notShaped(file, path.slice(0, k).join('.') || '(top level)', 'an object'));
    const member = memberOf(node, path[k]!);
    if (!member) {
      const nested = path.slice(k + 1).reduceRight<unknown>((inner, key) => ({ [key]: inner }), [value]);
      return append(text, node, path[k], nested, style);
    }
    node = member.value;
  }
  if (node.type !== 'array') throw new ShapeError(userText.install.notShaped(file, path.join('.'), 'an array'));
  return append(text, node, undefined, value, style);
}

/** The text of a file waymark creates: the skeleton, two-space indented, with a final newline. */
export function skeletonText(template: Template): string {
  return `${JSON.stringify(template.skeleton, null, 2)}\n`;
}

/** The new text with exactly `desired` as waymark's entries; the same text when nothing changes. */
export function withEntries(original: string | undefined, template: Template, contract: string, desired: readonly Desired[], file: string): string {
  const start = original ?? skeletonText(template);
  const root = parseTree(start);
  if (root.type !== 'object') throw new ShapeError(userText.install.notShaped(file, '(top level)', 'an object'));
  if (upToDate(findWaymarks(start, root, template, contract), desired)) return start;
  const style = detectStyle(start, root);
  let text = removeWaymarks(start, template, contract).text;
  for (const entry of desired) text = appendAt(text, entry.container, entry.value, style, file);
  return text;
}

/** The text without waymark's entries; `undefined` when only the skeleton is left (delete the file). */
export function withoutEntries(original: string, template: Template, contract: string): { text: string | undefined; removed: number } {
  const { text, removed } = removeWaymarks(original, template, contract);
  if (removed > 0 && isDeepStrictEqual(valueOf(text, parseTree(text)), template.skeleton)) return { text: undefined, removed };
  return { text, removed };
}
