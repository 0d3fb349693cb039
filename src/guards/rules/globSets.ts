import type { RulePack } from './pack.js';

// A pack's named glob sets (`"globs": { "record-logs": [...] }`): several rules that judge the same
// files (a record log deleted, emptied by a redirect, or copied over with /dev/null) name one list
// (`"paths": ["@record-logs"]`), so the lists cannot drift apart. The build resolves the names in
// the packs it writes beside the hook bundle; from source, the packs are resolved on first read.
// Validated with the pack (src/guards/rules/schema.ts): every name used is defined, every set used.

/** A path entry that names one of the pack's glob sets: `@record-logs`. */
export const GLOB_SET_NAME = /^@([a-z][a-z0-9-]{0,40})$/;

/** The names of the glob sets a rule's paths use. */
export function globSetsUsed(rule: { paths?: unknown }): string[] {
  if (!Array.isArray(rule.paths)) return [];
  return rule.paths.flatMap((entry) =>
    typeof entry === 'string' ? [GLOB_SET_NAME.exec(entry)?.[1]].filter((name) => name !== undefined) : [],
  );
}

/** The pack as the engines read it: each `@name` in a rule's paths replaced by that set's globs, and no `globs`. */
export function resolveGlobSets<P extends RulePack>(pack: P): P {
  const sets = (pack as { globs?: Record<string, string[]> }).globs;
  if (!sets) return pack;
  const { globs: _sets, ...rest } = pack as P & { globs?: unknown };
  const rules = pack.rules.map((rule) => {
    const paths = (rule as { paths?: unknown }).paths;
    if (!Array.isArray(paths)) return rule;
    return {
      ...rule,
      paths: paths.flatMap((entry: string) => {
        const name = GLOB_SET_NAME.exec(entry)?.[1];
        return name === undefined ? [entry] : (sets[name] ?? []);
      }),
    };
  });
  return { ...rest, rules } as unknown as P;
}
