import { ruleSet } from '../lib/ruleSet.js';
import { secretsFamily, type SecretsRuleData } from '../rules/secretsRule.js';

// The secrets family's rules (rules/secrets/<group>.json) as the detectors use them.

export interface Compiled {
  fullId: string;
  rule: SecretsRuleData;
  /** Lower-cased: the rule runs only on text that holds one of them. */
  keywords: string[];
  /** Compiled on first use: most rules never meet their keyword, and a hook process is short. */
  pattern?: RegExp;
  /** The rule's `publicNear`, `privateNear` and `publicValue`, compiled on first use like `pattern`. */
  publicNear?: RegExp;
  privateNear?: RegExp;
  publicValue?: RegExp;
}

export const rulesFor = ruleSet(
  secretsFamily,
  ({ fullId, rule }): Compiled => ({ fullId, rule, keywords: rule.keywords.map((word) => word.toLowerCase()) }),
);

export function patternOf(rule: Compiled): RegExp {
  return (rule.pattern ??= new RegExp(rule.rule.pattern!, `g${rule.rule.flags ?? ''}`));
}
