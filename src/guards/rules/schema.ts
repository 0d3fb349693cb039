import * as z from 'zod/mini';
import { GUARDS } from '../index.js';
import type { FamilyRecord } from './family.js';
import { GLOB_SET_NAME, globSetsUsed } from './globSets.js';
import type { PackGate, RulePack } from './pack.js';

// The shape of `rules/<family>/<pack>.json` (rules/README.md). Validated at build time
// (scripts/build.js) and in the unit tests, never on the hook path: zod does not load there.

/** Every rule family, by id: each guard that applies one carries its record (GuardMeta.family). */
export const FAMILIES: ReadonlyMap<string, FamilyRecord> = new Map(
  [...GUARDS.values()].flatMap((guard) => (guard.meta.family ? [[guard.meta.family.id, guard.meta.family] as const] : [])),
);

const packShape = {
  $schema: z.optional(z.string()),
  pack: z.string().check(z.regex(/^[a-z0-9][a-z0-9-]*$/)),
  description: z.string().check(z.minLength(1)),
  /** Where the pack's knowledge comes from, as a whole. */
  source: z.string().check(z.minLength(1)),
  /**
   * Named glob sets its rules share: a rule's `paths` entry `@name` stands for the set's globs
   * (src/guards/rules/globSets.ts), so rules that judge the same files keep one list.
   */
  globs: z.optional(
    z.record(
      z.string().check(z.regex(new RegExp(GLOB_SET_NAME.source.replace('^@', '^')))),
      z
        .array(
          z.string().check(
            z.minLength(1),
            z.refine((glob) => !GLOB_SET_NAME.test(glob), 'a glob set holds globs, not set names'),
          ),
        )
        .check(z.minLength(1)),
    ),
  ),
};

/** The pack schema of one family: the common shape with that family's rules. */
export function packSchema(family: FamilyRecord) {
  return z.strictObject({ ...packShape, family: z.literal(family.id), rules: z.array(family.rule(z)).check(z.minLength(1)) });
}

/** A pack's gate (PackGate), which the build writes into the hook bundle. */
export function packGate(family: string, pack: RulePack): PackGate {
  return FAMILIES.get(family)!.gate(pack.rules);
}

/** Every problem with the packs, as lines naming the file and the field; empty when all are valid. */
export function packProblems(packs: ReadonlyArray<{ file: string; json: unknown }>): string[] {
  const problems: string[] = [];
  const seen = new Set<string>();
  for (const { file, json } of packs) {
    const id = file.split('/').at(-2) ?? '';
    const family = FAMILIES.get(id);
    if (!family) {
      problems.push(`${file}: "${id}" is not a rule family (${[...FAMILIES.keys()].join(', ')})`);
      continue;
    }
    const parsed = packSchema(family).safeParse(json);
    if (!parsed.success) {
      for (const issue of parsed.error.issues) problems.push(`${file}: ${issue.path.join('.') || '(top level)'}: ${issue.message}`);
      continue;
    }
    const pack = parsed.data;
    const name = file
      .split('/')
      .at(-1)!
      .replace(/\.json$/, '');
    if (pack.pack !== name) problems.push(`${file}: "pack" is "${pack.pack}", expected the file's name "${name}"`);
    const sets = pack.globs ?? {};
    const used = new Set<string>();
    for (const rule of pack.rules as Array<{ id: string; paths?: unknown }>) {
      const fullId = `${id}/${pack.pack}/${rule.id}`;
      if (seen.has(fullId)) problems.push(`${file}: rule id ${fullId} is used twice`);
      seen.add(fullId);
      for (const name of globSetsUsed(rule)) {
        used.add(name);
        if (!Object.hasOwn(sets, name)) problems.push(`${file}: rule ${rule.id}: "@${name}" names no set of the pack's "globs"`);
      }
    }
    for (const name of Object.keys(sets)) if (!used.has(name)) problems.push(`${file}: the glob set "${name}" is used by no rule`);
    if (family.checks) problems.push(...family.checks(pack.rules as never).map((problem) => `${file}: ${problem}`));
  }
  return problems;
}
