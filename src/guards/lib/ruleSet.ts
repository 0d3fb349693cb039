import type { Config } from '../../config/config.js';
import { activeRules, type ActiveRule, type FamilyRules, type RuleFamily } from '../rules/pack.js';
import { keywordScanner, type KeywordScan } from './keywords.js';

// A family's rules as its engine reads them: those the config leaves on, prepared once per config,
// with one keyword scan in front of them all (a rule runs only on text that names its keywords).

/** The config of a call made without one (tests, the CLI): one object, so the per-config cache holds. */
export const NO_CONFIG: Config = {};

/** What an engine keeps of each rule: at least its lower-cased keywords. */
export interface Keyed {
  keywords: string[];
}

export interface RuleSet<C extends Keyed> {
  list: C[];
  /** The keywords a lower-cased text holds, of all the rules'. */
  scan: KeywordScan;
}

/** A per-config cache of a family's prepared rules. */
export function ruleSet<F extends RuleFamily, C extends Keyed>(family: F, prepare: (active: ActiveRule<FamilyRules[F]>) => C): (config: Config) => RuleSet<C> {
  const cache = new WeakMap<Config, RuleSet<C>>();
  return (config) => {
    let rules = cache.get(config);
    if (!rules) {
      const list = activeRules(family, config).map(prepare);
      cache.set(config, (rules = { list, scan: keywordScanner(list.flatMap((rule) => rule.keywords)) }));
    }
    return rules;
  };
}

/** Whether a text, by the keywords its scan found, names one of the rule's. */
export function mentions(rule: Keyed, present: ReadonlySet<string>): boolean {
  return rule.keywords.some((word) => present.has(word));
}
