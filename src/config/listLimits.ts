import { posix } from 'node:path';
import { text } from '../text.js';
import type { ConfigProblem } from './config.js';

// Each entry of a config list costs work on the hook path (a folder of messages read, a plan
// pattern matched at session start), and the config may be a repository's: `messageDirs` with one
// folder 5,000 times made every tool call take 15 s. So every list of strings, wherever it sits in
// the config (guard options too), keeps its first MAX_ENTRIES different entries, an entry of at
// most MAX_ENTRY_CHARS; paths count as the same when they name the same place (`a`, `./a`, `a/`).

export const MAX_ENTRIES = 64;
export const MAX_ENTRY_CHARS = 1024;

const sameKey = (entry: string) => (/[\\/]|^\.$/.test(entry) ? posix.normalize(entry.replace(/\\/g, '/')).replace(/(.)\/$/, '$1') : entry);

/** The config with every list of strings de-duplicated and capped, and a problem for each list that lost entries. */
export function limitLists<T>(config: T, file: string): { config: T; trimmed: ConfigProblem[] } {
  const trimmed: ConfigProblem[] = [];
  const visit = (value: unknown, path: string): unknown => {
    if (Array.isArray(value)) {
      if (!value.every((item) => typeof item === 'string')) return value.map((item, i) => visit(item, `${path}.${i}`));
      const seen = new Set<string>();
      const kept: string[] = [];
      for (const entry of value as string[]) {
        if (kept.length >= MAX_ENTRIES) break;
        if (entry.length > MAX_ENTRY_CHARS) continue;
        const key = sameKey(entry);
        if (seen.has(key)) continue;
        seen.add(key);
        kept.push(entry);
      }
      if (kept.length < value.length && value.length > MAX_ENTRIES)
        trimmed.push({ file, problem: text.hardening.listTrimmed(path, kept.length, value.length), fix: text.hardening.fixListTrimmed });
      return kept;
    }
    if (value === null || typeof value !== 'object') return value;
    const out: Record<string, unknown> = Object.create(Object.getPrototypeOf(value) as object | null) as Record<string, unknown>;
    for (const [key, child] of Object.entries(value)) out[key] = visit(child, path ? `${path}.${key}` : key);
    return out;
  };
  return { config: visit(config, '') as T, trimmed };
}
