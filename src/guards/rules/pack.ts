import type { Config } from '../../config/config.js';
import type { DestructiveRuleData } from './destructiveRule.js';
import type { EvalRuleData } from './evalRule.js';
import type { SecretsRuleData } from './secretsRule.js';
import type { DependencyRuleData } from './dependencyRule.js';
import { PACKS } from './packs.js';

// The rule packs as the hook reads them: plain data compiled into the bundle (no zod here; the
// packs were validated at build time), narrowed by the config's `rules` switches.

export type RuleFamily = 'destructive' | 'eval' | 'secrets' | 'dependency';

/** What every family's rule carries at hook time (`source` is stripped from the bundle). */
export interface BaseRule {
  id: string;
  risk: string;
  source?: string;
}

export interface RulePack<R extends BaseRule = BaseRule> {
  family: RuleFamily;
  pack: string;
  description: string;
  source?: string;
  rules: R[];
}

/** The rule types per family; a family without its own type reads the common fields. */
export interface FamilyRules {
  destructive: DestructiveRuleData;
  eval: EvalRuleData;
  secrets: SecretsRuleData;
  dependency: DependencyRuleData;
}

/** A rule with the names that identify it: `destructive/git/force-push`, pack `git`. */
export interface ActiveRule<R extends BaseRule = BaseRule> {
  /** `<family>/<pack>/<id>` */
  fullId: string;
  pack: string;
  rule: R;
}

/** Every pack of every family, as built. */
export function allPacks(): readonly RulePack[] {
  return Object.values(PACKS).flat() as RulePack[];
}

/** The family's packs, in file order: only these are parsed on a call that needs no other family. */
export function familyPacks<F extends RuleFamily>(family: F): readonly RulePack<FamilyRules[F]>[] {
  return (PACKS[family] ?? []) as readonly RulePack<FamilyRules[F]>[];
}

/**
 * Whether the config leaves a rule on. `rules` maps a family, a pack (`destructive/git`) or a rule
 * (`destructive/git/force-push`) to false; the most specific setting wins, so `true` on a rule
 * re-enables it inside a pack turned off.
 */
export function ruleEnabled(config: Config, fullId: string): boolean {
  const switches = config.rules;
  if (!switches) return true;
  const parts = fullId.split('/');
  for (let n = parts.length; n > 0; n--) {
    const setting = switches[parts.slice(0, n).join('/')];
    if (typeof setting === 'boolean') return setting;
  }
  return true;
}

const cache = new WeakMap<Config, Map<RuleFamily, ActiveRule[]>>();

/** The family's rules the config leaves on, in pack order; computed once per config. */
export function activeRules<F extends RuleFamily>(family: F, config: Config): ActiveRule<FamilyRules[F]>[] {
  let byFamily = cache.get(config);
  if (!byFamily) cache.set(config, (byFamily = new Map()));
  let rules = byFamily.get(family);
  if (!rules) {
    rules = familyPacks(family).flatMap((pack) =>
      pack.rules.map((rule) => ({ fullId: `${family}/${pack.pack}/${rule.id}`, pack: pack.pack, rule })).filter((active) => ruleEnabled(config, active.fullId)),
    );
    byFamily.set(family, rules);
  }
  return rules as ActiveRule<FamilyRules[F]>[];
}
