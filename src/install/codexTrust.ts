import { createHash } from 'node:crypto';
import { realpathSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';
import type { Template } from './harness.js';
import { parseTree } from './jsonTree.js';
import { findWaymarks, type Found } from './merge.js';

// Codex runs a hook only when the user config.toml records its hash (docs/vendors/codex.md#trust-and-dedupe,
// Hook trust [observed]): `[hooks.state."<hooks.json path>:<event_snake>:<group>:<handler>"]` with
// `trusted_hash = "sha256:<hex>"`, the hash of the handler as Codex normalises it, keys sorted, no
// whitespace (checked offline on 3 handlers with codex 0.171.0). The recipe may change between
// Codex versions (openai/codex #21615 [unverified]), which is why `verify` re-checks it.

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
  return Object.fromEntries(Object.keys(value).sort().map((key) => [key, sorted((value as Record<string, unknown>)[key])]));
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
  return `sha256:${createHash('sha256').update(JSON.stringify(sorted(normal))).digest('hex')}`;
}

export function trustKey(hooksFile: string, event: string, group: number, handler: number): string {
  return `${hooksFile}:${snakeCase(event)}:${group}:${handler}`;
}

/** TOML basic strings share JSON's escapes for everything a path holds. */
const header = (table: string, key: string) => `[${table}.${JSON.stringify(key)}]`;

/** The lines of the table `[table."key"]`, or undefined when the file has no such header. */
function tableLines(toml: string, table: string, key: string): { start: number; lines: string[] } | undefined {
  const lines = toml.split(/\r?\n/);
  const at = lines.findIndex((line) => line.trim() === header(table, key));
  if (at < 0) return undefined;
  const end = lines.findIndex((line, i) => i > at && /^\s*\[/.test(line));
  return { start: at, lines: lines.slice(at + 1, end < 0 ? undefined : end) };
}

function stringValue(lines: readonly string[], name: string): string | undefined {
  for (const line of lines) {
    const match = new RegExp(`^\\s*${name}\\s*=\\s*"([^"\\\\]*)"\\s*(?:#.*)?$`).exec(line);
    if (match) return match[1];
  }
  return undefined;
}

/** The recorded hash for a key: a string, `undefined` when absent, `null` when recorded in a form waymark does not edit. */
export function recordedHash(toml: string, key: string): string | undefined | null {
  const table = tableLines(toml, 'hooks.state', key);
  if (!table) return toml.includes(JSON.stringify(key)) || toml.includes(`'${key}'`) ? null : undefined;
  return stringValue(table.lines, 'trusted_hash') ?? null;
}

/** Whether config.toml trusts the project (`[projects."<path>"] trust_level = "trusted"`). */
export function projectTrusted(toml: string, project: string): boolean {
  let real = project;
  try {
    real = realpathSync(project);
  } catch {
    // the path as given is all there is
  }
  return [project, real].some((path) => {
    const table = tableLines(toml, 'projects', path);
    return table !== undefined && stringValue(table.lines, 'trust_level') === 'trusted';
  });
}

function block(entry: TrustEntry, eol: string): string {
  return `${header('hooks.state', entry.key)}${eol}trusted_hash = ${JSON.stringify(entry.hash)}${eol}`;
}

/**
 * config.toml with a trust table for every entry: appended when absent, its hash line replaced when
 * stale. Returns undefined when a key is recorded in a form waymark does not edit.
 */
export function withTrust(toml: string, entries: readonly TrustEntry[]): string | undefined {
  const eol = toml.includes('\r\n') ? '\r\n' : '\n';
  let out = toml;
  for (const entry of entries) {
    const recorded = recordedHash(out, entry.key);
    if (recorded === entry.hash) continue;
    if (recorded === null) return undefined;
    if (recorded === undefined) {
      const sep = out === '' ? '' : out.endsWith('\n') ? eol : eol + eol;
      out += sep + block(entry, eol);
      continue;
    }
    out = out.replace(`trusted_hash = ${JSON.stringify(recorded)}`, `trusted_hash = ${JSON.stringify(entry.hash)}`);
  }
  return out;
}

/** config.toml without the trust tables waymark wrote for these entries (same key and hash). */
export function withoutTrust(toml: string, entries: readonly TrustEntry[]): string {
  const eol = toml.includes('\r\n') ? '\r\n' : '\n';
  let out = toml;
  for (const entry of entries) {
    const text = block(entry, eol);
    const at = out.indexOf(text);
    if (at < 0) continue;
    const from = at >= 2 * eol.length && out.slice(at - 2 * eol.length, at) === eol + eol ? at - eol.length : at;
    out = out.slice(0, from) + out.slice(at + text.length);
  }
  return out;
}

/** The entries config.toml does not trust with their current hash. */
export function untrusted(toml: string, entries: readonly TrustEntry[]): TrustEntry[] {
  return entries.filter((entry) => recordedHash(toml, entry.key) !== entry.hash);
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
    return { found: entry, entries: handlers.map((handler) => ({ key: trustKey(file, event, entry.index, handler), hash: trustHash(event, group, handler) })) };
  });
}

/** Codex trust keys and hashes for waymark's entries in this hooks.json text. */
export function codexTrustEntries(path: string, text: string | undefined, template: Template, contract: string): TrustEntry[] {
  if (text === undefined) return [];
  return codexTrustOf(path, findWaymarks(text, parseTree(text), template, contract)).flatMap(({ entries }) => entries);
}
