import { text } from '../../text.js';
import { MAX_OCCURRENCES } from './matchPatterns.js';
import type { Compiled } from './rulesFor.js';
import type { Note, Secret } from './secret.js';
import { PASSWORD_NAME, secretName } from './secretName.js';
import { placeholderReason } from './placeholderReason.js';
import { looksGenerated, looksLikePassword } from './valueShape.js';

// Environment lookups with a literal fallback: `${TOKEN:-…}`, `os.environ.get('X', '…')`, `os.getenv('X') or '…'` (PHP's
// `getenv('X') ?: '…'`): the literal after `or` is the same default.

// The name and the literal of each form; bounded repetitions, so a long run of one character stays linear.
const ENV_DEFAULTS = [
  /\$\{([A-Za-z_]\w{0,80}):?[-=]["']?([^}\s"'$`]{5,300})["']?\}/g,
  /\b(?:os\.environ\.get|os\.getenv|environ\.get|getenv)\(\s{0,3}["']([\w.-]{1,80})["']\s{0,3}(?:,\s{0,3}(?:default\s{0,3}=\s{0,3})?|\)\s{1,3}(?:or|\|\||\?\?|\?:)\s{1,3})["']([^"'\n]{5,300})["']/g,
  /\bprocess\.env(?:\.([A-Za-z_]\w{0,80})|\[\s{0,3}["'`]([\w.-]{1,80})["'`]\s{0,3}\])\s{0,3}(?:\|\||\?\?)\s{0,3}["'`]([^"'`\n]{5,300})["'`]/g,
  /\bENV\.fetch\(\s{0,3}["']([\w.-]{1,80})["']\s{0,3},\s{0,3}["']([^"'\n]{5,300})["']/g,
  /\benv::var\(\s{0,3}"([\w.-]{1,80})"\s{0,3}\)\s{0,3}\.unwrap_or(?:_else)?\(\s{0,3}(?:\|\|\s{0,3})?"([^"\n]{5,300})"/g,
];

/** A value read from the environment whose fallback is itself a credential: the literal ships with the code. */
export function envDefaultSecrets(source: string, rule: Compiled, found: Secret[], note?: Note): void {
  for (const form of ENV_DEFAULTS) {
    form.lastIndex = 0;
    let seen = 0;
    for (let match = form.exec(source); match && seen < MAX_OCCURRENCES; match = form.exec(source), seen++) {
      const name = match[1] ?? match[2]!;
      const value = match.at(-1)!;
      const strength = secretName(name);
      if (!strength) continue;
      const reason = placeholderReason(value);
      if (reason) {
        note?.(text.findings.skipped(rule.fullId, reason));
        continue;
      }
      const risky = strength === 'strong' && PASSWORD_NAME.test(name) ? looksLikePassword(value) : looksGenerated(value, 12);
      if (!risky) continue;
      const start = match.index + match[0].lastIndexOf(value);
      found.push({ kind: text.findings.envDefault(name), rule: rule.fullId, start, end: start + value.length });
    }
  }
}
