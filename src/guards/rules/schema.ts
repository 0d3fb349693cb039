import * as z from 'zod/mini';
import { DestructiveRule, destructiveChecks } from './destructiveRule.js';
import { EvalRule, evalChecks } from './evalRule.js';
import { SecretsRule, secretsChecks } from './secretsRule.js';
import { DependencyRule, dependencyChecks } from './dependencyRule.js';

// The shape of `rules/<family>/<pack>.json` (rules/README.md). Validated at build time
// (scripts/build.js) and in the unit tests, never on the hook path: zod does not load there.

/** Each family's rule schema, in its own file: adding a family is one line here. */
export const FAMILY_RULES = {
  destructive: DestructiveRule,
  eval: EvalRule,
  secrets: SecretsRule,
  dependency: DependencyRule,
} as const;

/** Checks a schema cannot state (a target named in the risk, a pattern that compiles): optional per family. */
const FAMILY_CHECKS: Partial<Record<Family, (rules: never[]) => string[]>> = {
  destructive: destructiveChecks,
  eval: evalChecks,
  secrets: secretsChecks,
  dependency: dependencyChecks,
};

export type Family = keyof typeof FAMILY_RULES;
export const FAMILIES = Object.keys(FAMILY_RULES) as Family[];

const packShape = {
  $schema: z.optional(z.string()),
  pack: z.string().check(z.regex(/^[a-z0-9][a-z0-9-]*$/)),
  description: z.string().check(z.minLength(1)),
  /** Where the pack's knowledge comes from, as a whole. */
  source: z.string().check(z.minLength(1)),
};

/** The pack schema of one family: the common shape with that family's rules. */
export function packSchema(family: Family) {
  return z.strictObject({ ...packShape, family: z.literal(family), rules: z.array(FAMILY_RULES[family]).check(z.minLength(1)) });
}

/** Every problem with the packs, as lines naming the file and the field; empty when all are valid. */
export function packProblems(packs: ReadonlyArray<{ file: string; json: unknown }>): string[] {
  const problems: string[] = [];
  const seen = new Set<string>();
  for (const { file, json } of packs) {
    const family = (file.split('/').at(-2) ?? '') as Family;
    if (!FAMILY_RULES[family]) {
      problems.push(`${file}: "${family}" is not a rule family (${FAMILIES.join(', ')})`);
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
    for (const rule of pack.rules as Array<{ id: string }>) {
      const id = `${family}/${pack.pack}/${rule.id}`;
      if (seen.has(id)) problems.push(`${file}: rule id ${id} is used twice`);
      seen.add(id);
    }
    const check = FAMILY_CHECKS[family];
    if (check) problems.push(...check(pack.rules as never).map((problem) => `${file}: ${problem}`));
  }
  return problems;
}
