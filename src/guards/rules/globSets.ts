import type { RulePack } from './pack.js';

// A pack's named glob sets (`"globs": { "record-logs": [...] }`): several rules that judge the same
// files (a record log deleted, emptied by a redirect, or copied over with /dev/null) name one list
// (`"paths": ["@record-logs"]`), so the lists cannot drift apart. A rule's `safePaths` may name a set
// too: the tool stores under ~/.local/share that two rules spare (`@app-data-stores`). The build resolves the names in
// the packs it writes beside the hook bundle; from source, the packs are resolved on first read.
// Validated with the pack (src/guards/rules/schema.ts): every name used is defined, every set used.

/** A path entry that names one of the pack's glob sets: `@record-logs`. */
export const GLOB_SET_NAME = /^@([a-z][a-z0-9-]{0,40})$/;

/**
 * The rule fields that may name a glob set. A destructive rule's `safe` tokens (`-i?*`) are matched against a word as
 * a glob is against a path, so rules that accept the same safe options share one set too (`@perl-backup-kept`).
 */
const FIELDS = ['paths', 'safePaths', 'safe'] as const;

/** The names of the glob sets a rule's paths, safe paths and safe tokens use. */
export function globSetsUsed(rule: { paths?: unknown; safePaths?: unknown; safe?: unknown }): string[] {
  return FIELDS.flatMap((field) => {
    const entries = rule[field];
    if (!Array.isArray(entries)) return [];
    return entries.flatMap((entry) =>
      typeof entry === 'string' ? [GLOB_SET_NAME.exec(entry)?.[1]].filter((name) => name !== undefined) : [],
    );
  });
}

/** The pack as the engines read it: each `@name` in a rule's paths and safe paths replaced by that set's globs, and no `globs`. */
export function resolveGlobSets<P extends RulePack>(pack: P): P {
  const sets = (pack as { globs?: Record<string, string[]> }).globs;
  if (!sets) return pack;
  const { globs: _sets, ...rest } = pack as P & { globs?: unknown };
  const rules = pack.rules.map((rule) => {
    const resolved: Record<string, unknown> = { ...rule };
    for (const field of FIELDS) {
      const entries = (rule as unknown as Record<string, unknown>)[field];
      if (!Array.isArray(entries)) continue;
      resolved[field] = entries.flatMap((entry: string) => {
        const name = GLOB_SET_NAME.exec(entry)?.[1];
        return name === undefined ? [entry] : (sets[name] ?? []);
      });
    }
    return resolved;
  });
  return { ...rest, rules } as unknown as P;
}
