import { createHash } from 'node:crypto';
import { realpathSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';
import { isDeepStrictEqual } from 'node:util';
import { parse } from 'smol-toml';
import { cliText } from '../../text.js';
import { decode, encode } from '../files/bytes.js';
import type { Template } from '../harnesses/harness.js';
import { parseTree } from '../files/jsonTree.js';
import { findWaymarks, type Found } from '../files/merge.js';
import { Edits, type Undo } from '../files/undo.js';

// Codex runs a hook only when the user config.toml records its hash (docs/vendors/codex.md#trust-and-dedupe,
// Hook trust [observed]): `[hooks.state."<hooks.json path>:<event_snake>:<group>:<handler>"]` with
// `trusted_hash = "sha256:<hex>"`, the hash of the handler as Codex normalises it, keys sorted, no
// whitespace (checked offline on 3 handlers with codex 0.171.0). The recipe may change between
// Codex versions (openai/codex #21615 [unverified]), which is why `verify` re-checks it.
// config.toml is the user's: it is edited as bytes by exact key, and the result is parsed with a
// real TOML parser (smol-toml) and compared with the original before it is written, so an edit
// that would change anything but waymark's own entries is refused, not written.

export interface TrustEntry {
  key: string;
  hash: string;
}

interface Group {
  matcher?: string;
  hooks: { type?: string; command?: string; timeout?: number; async?: boolean; statusMessage?: string }[];
}

export function snakeCase(event: string): string {
  return event.replace(/([a-z0-9])([A-Z])/g, '$1_$2').toLowerCase();
}

function sorted(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(sorted);
  if (value === null || typeof value !== 'object') return value;
  return Object.fromEntries(
    Object.keys(value)
      .sort()
      .map((key) => [key, sorted((value as Record<string, unknown>)[key])]),
  );
}

/** The hash Codex records for handler `index` of a group on `event`. */
export function trustHash(event: string, group: Group, index: number): string {
  const handler = group.hooks[index]!;
  const normal = {
    event_name: snakeCase(event),
    ...(group.matcher !== undefined ? { matcher: group.matcher } : {}),
    hooks: [
      {
        type: 'command',
        command: handler.command,
        timeout: handler.timeout ?? 600,
        async: handler.async ?? false,
        ...(handler.statusMessage !== undefined ? { statusMessage: handler.statusMessage } : {}),
      },
    ],
  };
  return `sha256:${createHash('sha256')
    .update(JSON.stringify(sorted(normal)))
    .digest('hex')}`;
}

export function trustKey(hooksFile: string, event: string, group: number, handler: number): string {
  return `${hooksFile}:${snakeCase(event)}:${group}:${handler}`;
}

type Doc = Record<string, unknown>;

/** config.toml as data, or the parser's complaint. */
function parseToml(toml: string): { doc: Doc } | { error: string } {
  try {
    return { doc: parse(decode(toml)) as Doc };
  } catch (error) {
    return { error: (error as Error).message.split('\n')[0]! };
  }
}

const child = (node: unknown, key: string): unknown =>
  node !== null && typeof node === 'object' && Object.hasOwn(node, key) ? (node as Doc)[key] : undefined;

/** The recorded hash for a key: a string, `undefined` when absent or the file does not parse, `null` when recorded in a form waymark does not edit. */
export function recordedHash(toml: string, key: string): string | undefined | null {
  const parsed = parseToml(toml);
  return 'doc' in parsed ? hashIn(parsed.doc, key) : undefined;
}

function hashIn(doc: Doc, key: string): string | undefined | null {
  const table = child(child(child(doc, 'hooks'), 'state'), key);
  if (table === undefined) return undefined;
  const hash = child(table, 'trusted_hash');
  return typeof hash === 'string' ? hash : null;
}

/** Whether config.toml trusts the project (`[projects."<path>"] trust_level = "trusted"`). */
export function projectTrusted(toml: string, project: string): boolean {
  let real = project;
  try {
    real = realpathSync(project);
  } catch {
    // the path as given is all there is
  }
  const parsed = parseToml(toml);
  return 'doc' in parsed && [project, real].some((path) => child(child(child(parsed.doc, 'projects'), path), 'trust_level') === 'trusted');
}

// Editing by exact key: the text is scanned for table headers (outside multi-line strings) and
// inline tables, every edit is a splice of the byte string, and the result is parsed again and
// compared with the original before anything is written (trustEdit).

interface Header {
  /** The dotted key, or undefined for an array of tables or a header waymark cannot read. */
  path?: string[];
  /** Offsets of the header line and of the end of its table (the next header, or the end). */
  start: number;
  bodyStart: number;
  end: number;
}

/** One dotted key (`hooks.state."x"`), each part decoded; undefined when it is not a plain one. */
function dottedKey(source: string): string[] | undefined {
  const parts: string[] = [];
  const part = /\s*(?:([A-Za-z0-9_-]+)|"((?:[^"\\]|\\.)*)"|'([^']*)')\s*(\.|$)/y;
  let at = 0;
  while (at < source.length) {
    part.lastIndex = at;
    const match = part.exec(source);
    if (!match) return undefined;
    try {
      parts.push(match[1] ?? (match[2] !== undefined ? (JSON.parse(`"${decode(match[2])}"`) as string) : decode(match[3]!)));
    } catch {
      return undefined;
    }
    at = part.lastIndex;
    if (match[4] === '') break;
  }
  return at === source.length ? parts : undefined;
}

function headers(toml: string): Header[] {
  const out: Header[] = [];
  let multiline: string | undefined;
  const line = /[^\n]*(?:\n|$)/g;
  for (let at = 0; at < toml.length; ) {
    line.lastIndex = at;
    const text = line.exec(toml)![0];
    const next = at + text.length;
    if (multiline === undefined) {
      const header = /^\s*\[(?!\[)(.*)\]\s*(?:#.*)?\r?\n?$/.exec(text);
      if (header || /^\s*\[\[/.test(text)) {
        if (out.length > 0) out.at(-1)!.end = at;
        out.push({ path: header ? dottedKey(header[1]!) : undefined, start: at, bodyStart: next, end: toml.length });
      }
    }
    for (const quote of text.match(/"""|'''/g) ?? [])
      multiline = multiline === undefined ? quote : multiline === quote ? undefined : multiline;
    at = next;
  }
  return out;
}

const samePath = (a: readonly string[] | undefined, b: readonly string[]) =>
  a !== undefined && a.length === b.length && a.every((part, i) => part === b[i]);

/** The offset just past the `}` closing the inline table that opens at `open`, strings skipped. */
function inlineEnd(toml: string, open: number): number | undefined {
  let depth = 0;
  for (let at = open; at < toml.length; at++) {
    const c = toml[at];
    if (c === '"' || c === "'") {
      const end = c === '"' ? /"(?:[^"\\\n]|\\.)*"/y : /'[^'\n]*'/y;
      end.lastIndex = at;
      if (!end.exec(toml)) return undefined;
      at = end.lastIndex - 1;
    } else if (c === '{' || c === '[') depth++;
    else if (c === '}' || c === ']') {
      if (--depth === 0) return at + 1;
    } else if (c === '\n') return undefined;
  }
  return undefined;
}

/** Where the string value of `name` sits in a stretch of the file: the span of its quoted literal. */
function valueSpan(toml: string, from: number, to: number, name: string): [number, number] | undefined {
  const pattern = new RegExp(`(?:^|[\\s{,])${name}\\s*=\\s*("(?:[^"\\\\\\n]|\\\\.)*")`, 'gm');
  pattern.lastIndex = from;
  const match = pattern.exec(toml);
  if (!match || match.index >= to) return undefined;
  const end = match.index + match[0].length;
  return end <= to ? [end - match[1]!.length, end] : undefined;
}

/** The span of the trusted_hash literal recorded for `key`: under its own table header, or in its inline table. */
function hashSpan(toml: string, key: string): [number, number] | undefined {
  const table = headers(toml).find((header) => samePath(header.path, ['hooks', 'state', key]));
  if (table) return valueSpan(toml, table.bodyStart, table.end, 'trusted_hash');
  for (const quoted of [encode(JSON.stringify(key)), `'${encode(key)}'`]) {
    const at = toml.indexOf(quoted);
    const open = at < 0 ? undefined : /^\s*=\s*\{/.exec(toml.slice(at + quoted.length));
    if (at < 0 || !open) continue;
    const start = at + quoted.length + open[0].length - 1;
    const end = inlineEnd(toml, start);
    if (end !== undefined) return valueSpan(toml, start, end, 'trusted_hash');
  }
  return undefined;
}

const pair = (entry: TrustEntry) => `${encode(JSON.stringify(entry.key))} = { trusted_hash = ${JSON.stringify(entry.hash)} }`;
const block = (entry: TrustEntry, eol: string) =>
  `[hooks.state.${encode(JSON.stringify(entry.key))}]${eol}trusted_hash = ${JSON.stringify(entry.hash)}${eol}`;

/** The `{` of an inline table that defines hooks.state (`hooks = { state = {} }`, or `state = {}` under `[hooks]`). */
function inlineState(toml: string): number | undefined {
  const all = headers(toml);
  const regions: { from: number; to: number; pattern: RegExp }[] = [
    {
      from: 0,
      to: all[0]?.start ?? toml.length,
      pattern: /^[ \t]*hooks[ \t]*(?:\.[ \t]*state[ \t]*=[ \t]*\{|=[ \t]*\{[^\n]*?\bstate[ \t]*=[ \t]*\{)/gm,
    },
    ...all
      .filter((header) => samePath(header.path, ['hooks']))
      .map((header) => ({ from: header.bodyStart, to: header.end, pattern: /^[ \t]*state[ \t]*=[ \t]*\{/gm })),
  ];
  for (const { from, to, pattern } of regions) {
    pattern.lastIndex = from;
    const match = pattern.exec(toml);
    if (match && match.index < to) return match.index + match[0].length - 1;
  }
  return undefined;
}

/** The text with `entry` added: a table of its own at the end, or a pair in an inline hooks.state. */
function added(toml: string, entry: TrustEntry, eol: string, inline: boolean): string | undefined {
  if (!inline) {
    const sep = toml === '' ? '' : toml.endsWith('\n') ? eol : eol + eol;
    return toml + sep + block(entry, eol);
  }
  const open = inlineState(toml);
  const close = open === undefined ? undefined : inlineEnd(toml, open);
  if (open === undefined || close === undefined) return withInlineState(toml, entry);
  const inner = toml.slice(open + 1, close - 1);
  if (inner.trim() === '') return toml.slice(0, open + 1) + pair(entry) + toml.slice(open + 1);
  const last = open + 1 + inner.trimEnd().length;
  return `${toml.slice(0, last)}, ${pair(entry)}${toml.slice(last)}`;
}

/** An inline `hooks = { … }` with no state yet (`hooks = {}`): `state = { <entry> }` put inside it. */
function withInlineState(toml: string, entry: TrustEntry): string | undefined {
  const all = headers(toml);
  const hooks = /^[ \t]*hooks[ \t]*=[ \t]*\{/gm;
  const match = hooks.exec(toml);
  if (!match || match.index >= (all[0]?.start ?? toml.length)) return undefined;
  const open = match.index + match[0].length - 1;
  const close = inlineEnd(toml, open);
  if (close === undefined) return undefined;
  const inner = toml.slice(open + 1, close - 1);
  const state = `state = { ${pair(entry)} }`;
  // Put in whole, the space inside the braces kept, so taking it out gives the same bytes back.
  if (inner.trim() === '') return `${toml.slice(0, open + 1)} ${state}${toml.slice(open + 1)}`;
  const last = open + 1 + inner.trimEnd().length;
  return `${toml.slice(0, last)}, ${state}${toml.slice(last)}`;
}

/**
 * The document without waymark's keys, and without a hooks.state or hooks table that is empty
 * (whether the user left it empty or waymark's keys were all it held): what else the file says.
 */
function foreign(doc: Doc, entries: readonly TrustEntry[]): Doc {
  const copy = structuredClone(doc);
  const hooks = child(copy, 'hooks') as Doc | undefined;
  if (hooks === null || typeof hooks !== 'object' || Array.isArray(hooks)) return copy;
  const state = child(hooks, 'state') as Doc | undefined;
  if (state !== null && typeof state === 'object' && !Array.isArray(state)) {
    for (const entry of entries) delete state[entry.key];
    if (Object.keys(state).length === 0) delete hooks.state;
  }
  if (Object.keys(hooks).length === 0) delete copy.hooks;
  return copy;
}

export type TrustEdit = { ok: true; text: string; edits: Undo[] } | { ok: false; problem: string };

/** What the edit left, checked: it parses, records exactly `wanted`, and says everything else the original said. */
function checked(
  original: Doc,
  edits: Edits,
  entries: readonly TrustEntry[],
  wanted: (entry: TrustEntry) => string | undefined,
): TrustEdit {
  const after = parseToml(edits.text);
  if ('error' in after) return { ok: false, problem: after.error };
  if (entries.some((entry) => hashIn(after.doc, entry.key) !== wanted(entry)))
    return { ok: false, problem: cliText.install.codexTrustNotRecorded };
  if (!isDeepStrictEqual(foreign(after.doc, entries), foreign(original, entries)))
    return { ok: false, problem: cliText.install.codexTrustOtherKeys };
  return { ok: true, text: edits.text, edits: edits.list };
}

/**
 * config.toml with a trust entry for every entry, edited by exact key: a stale hash is replaced in
 * its own table, a missing one appended (or added to an inline hooks.state). Refused, with the
 * reason, when the file does not parse, or the result would not parse or would change anything
 * else.
 */
export function trustEdit(toml: string, entries: readonly TrustEntry[]): TrustEdit {
  const before = parseToml(toml);
  if ('error' in before) return { ok: false, problem: before.error };
  const eol = toml.includes('\r\n') ? '\r\n' : '\n';
  const edits = new Edits(toml);
  for (const entry of entries) {
    const current = parseToml(edits.text);
    const recorded = 'doc' in current ? hashIn(current.doc, entry.key) : undefined;
    if (recorded === entry.hash) continue;
    if (recorded === null) return { ok: false, problem: cliText.install.codexTrustForm };
    if (recorded !== undefined) {
      const span = hashSpan(edits.text, entry.key);
      if (!span) return { ok: false, problem: cliText.install.codexTrustForm };
      edits.set(edits.text.slice(0, span[0]) + JSON.stringify(entry.hash) + edits.text.slice(span[1]));
      continue;
    }
    const appended = added(edits.text, entry, eol, false)!;
    const next = 'doc' in parseToml(appended) ? appended : added(edits.text, entry, eol, true);
    if (next === undefined) return { ok: false, problem: cliText.install.codexTrustForm };
    edits.set(next);
  }
  return checked(before.doc, edits, entries, (entry) => entry.hash);
}

/** config.toml with a trust table for every entry; undefined when that cannot be done safely. */
export function withTrust(toml: string, entries: readonly TrustEntry[]): string | undefined {
  const edit = trustEdit(toml, entries);
  return edit.ok ? edit.text : undefined;
}

/**
 * config.toml without the trust entries waymark wrote for these entries (same key and hash, in the
 * form it writes), and how many went; unchanged when the result would say anything else.
 */
export function withoutTrustEdit(toml: string, entries: readonly TrustEntry[]): { text: string; removed: number } {
  const before = parseToml(toml);
  if ('error' in before) return { text: toml, removed: 0 };
  const eol = toml.includes('\r\n') ? '\r\n' : '\n';
  const edits = new Edits(toml);
  const gone: TrustEntry[] = [];
  for (const entry of entries) {
    let out = edits.text;
    const table = block(entry, eol);
    const at = out.indexOf(table);
    if (at >= 0) {
      const from = at >= 2 * eol.length && out.slice(at - 2 * eol.length, at) === eol + eol ? at - eol.length : at;
      out = out.slice(0, from) + out.slice(at + table.length);
    } else if (out.includes(`{ state = { ${pair(entry)} }`) || out.includes(`, state = { ${pair(entry)} }`)) {
      // The inline state waymark put into an inline hooks table (withInlineState) goes whole.
      out = out.includes(`, state = { ${pair(entry)} }`)
        ? out.replace(`, state = { ${pair(entry)} }`, '')
        : out.replace(`{ state = { ${pair(entry)} }`, '{');
    } else {
      const inline = pair(entry);
      const i = out.indexOf(inline);
      if (i < 0) continue;
      out =
        out.slice(i - 2, i) === ', '
          ? out.slice(0, i - 2) + out.slice(i + inline.length)
          : out.slice(0, i) + out.slice(i + inline.length).replace(/^, /, '');
    }
    edits.set(out);
    gone.push(entry);
  }
  const result = checked(before.doc, edits, gone, () => undefined);
  return result.ok ? { text: result.text, removed: gone.length } : { text: toml, removed: 0 };
}

/** config.toml without the trust tables waymark wrote for these entries (same key and hash). */
export function withoutTrust(toml: string, entries: readonly TrustEntry[]): string {
  return withoutTrustEdit(toml, entries).text;
}

/** The entries config.toml does not trust with their current hash. */
export function untrusted(toml: string, entries: readonly TrustEntry[]): TrustEntry[] {
  const parsed = parseToml(toml);
  return entries.filter((entry) => !('doc' in parsed) || hashIn(parsed.doc, entry.key) !== entry.hash);
}

/** The hooks.json path as Codex names it in trust keys: absolute, symlinks resolved. */
function canonical(path: string): string {
  let dir = dirname(path);
  let rest = basename(path);
  for (;;) {
    try {
      return join(realpathSync(dir), rest);
    } catch {
      if (dirname(dir) === dir) return path;
      rest = join(basename(dir), rest);
      dir = dirname(dir);
    }
  }
}

/** Codex trust keys and hashes for each of waymark's entries in a hooks.json. */
export function codexTrustOf(path: string, found: readonly Found[]): { found: Found; entries: TrustEntry[] }[] {
  const file = canonical(path);
  return found.map((entry) => {
    const event = entry.container.at(-1)!;
    const group = entry.value as Group;
    const handlers = entry.handlers ?? group.hooks.map((_, i) => i);
    return {
      found: entry,
      entries: handlers.map((handler) => ({ key: trustKey(file, event, entry.index, handler), hash: trustHash(event, group, handler) })),
    };
  });
}

/** Codex trust keys and hashes for waymark's entries in this hooks.json text. */
export function codexTrustEntries(path: string, text: string | undefined, template: Template, contract: string): TrustEntry[] {
  if (text === undefined) return [];
  return codexTrustOf(path, findWaymarks(text, parseTree(text), template, contract)).flatMap(({ entries }) => entries);
}
