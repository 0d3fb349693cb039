import type { Config } from '../../config/config.js';
import type { FamilyRecord } from '../rules/family.js';
import { familySlots, packRules, type ActiveRule, type BaseRule, type PackGate, type PackSlot } from '../rules/pack.js';
import { keywordScanner, type KeywordScan } from './keywords.js';

// A family's rules as its engine reads them: those the config leaves on, prepared once per config,
// with one keyword scan in front of them all (a rule runs only on text that names its keywords).
// The scan is built from the packs' gates, so a call reads only the packs whose keywords it holds.

/** The config of a call made without one (tests, the CLI): one object, so the per-config cache holds. */
export const NO_CONFIG: Config = {};

/** What an engine keeps of each rule: at least its lower-cased keywords. */
export interface Keyed {
  keywords: string[];
}

export interface RuleSet<C extends Keyed> {
  /** The keywords a lower-cased text holds, of all the rules'. */
  scan: KeywordScan;
  /** The rules of the packs that name one of these keywords (and pass `where`), in pack order: only those packs are read. */
  among(present: ReadonlySet<string>, where?: (gate: PackGate) => boolean): C[];
  /** The first rule, in pack order, that `test` accepts, whatever the text names (reads packs until found). */
  first(test: (rule: C) => boolean): C | undefined;
}

/** A per-config cache of a family's prepared rules. */
export function ruleSet<R extends BaseRule, C extends Keyed>(
  family: FamilyRecord<R>,
  prepare: (active: ActiveRule<R>) => C,
): (config: Config) => RuleSet<C> {
  const cache = new WeakMap<Config, RuleSet<C>>();
  return (config) => {
    let rules = cache.get(config);
    if (!rules) {
      const slots = familySlots(family);
      const prepared = new Map<PackSlot, C[]>();
      const of = (slot: PackSlot) => {
        let list = prepared.get(slot);
        if (!list) prepared.set(slot, (list = packRules(family, config, slot).map(prepare)));
        return list;
      };
      rules = {
        scan: keywordScanner(slots.flatMap((slot) => slot.gate.words)),
        among: (present, where) =>
          slots.filter((slot) => slot.gate.words.some((word) => present.has(word)) && (!where || where(slot.gate))).flatMap(of),
        first: (test) => {
          for (const slot of slots) {
            const found = of(slot).find(test);
            if (found) return found;
          }
          return undefined;
        },
      };
      cache.set(config, rules);
    }
    return rules;
  };
}

/** Whether a text, by the keywords its scan found, names one of the rule's. */
export function mentions(rule: Keyed, present: ReadonlySet<string>): boolean {
  return rule.keywords.some((word) => present.has(word));
}
