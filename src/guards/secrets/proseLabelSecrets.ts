import { text } from '../../text.js';
import type { Compiled } from './rulesFor.js';
import type { Note, Secret } from './secret.js';
import { placeholderReason } from './placeholderReason.js';
import { looksDrawn, looksGenerated, proseKey } from './valueShape.js';

// Prose (a README, notes) names a credential in words, blanks between them, then a colon and its value on the same line:
// `Beds24 API key: \`gt…\``, `Staging access token: 8fQ…`. The assignment scan reads names written as one word
// (`API_KEY=`), so it never sees these. Only a generated, key-sized value speaks (proseKey), never a placeholder
// (`<your-key>`, `xxxx…`, `…EXAMPLE…`) and never a label left without a value (`API key: ask ops`).
// Bounded runs, no nesting: linear on text of any shape.
const LABEL = new RegExp(
  String.raw`\b((?:api|access|auth(?:entication)?|bearer|personal[ \t]access|secret|private|client|bot)[ \t][ \t]{0,2}(?:key|token|secret)|password|passphrase)[ \t]{0,3}(?:\*\*)?:(?:\*\*)?[ \t]{1,3}([${'`'}"']?)([^\s${'`'}"'<>]{8,300})\2(?=[\s.,;)]|$)`,
  'gi',
);

// A pair stated in prose after a context word: `Read-only credentials: \`reporting_ro\` / \`Rpt-Ro!5300-2024\``, `login
// deploy with password K7m…`, `account ops, pw: …`, `password: …`. The password alone is judged, and only a drawn one
// speaks (looksDrawn: eight or more characters, three character classes, no sample word), so placeholders (`<password>`,
// `admin` / `admin`, `your-password`, `****`), versions and paths (`v1.2 / v1.3`) stay silent. A URL's `user:pass@`
// is the URL scan's. Bounded runs on one line, no nesting: linear.
const Q = '[`"\']?';
const PAIR = new RegExp(
  String.raw`\b(credentials?|log[ \t]?in|sign[ \t]in|passwords?|account|user(?:name)?)\b[^\n]{0,40}?${Q}[\w.@-]{1,64}${Q}` +
    String.raw`(?::|[ \t]{0,3}/[ \t]{0,3}|[ \t]{1,3}with[ \t]password[ \t]{1,3}|,?[ \t]{1,3}(?:pw|pass(?:word)?)[ \t]?:[ \t]{1,3})(${Q})([^\s${'`'}"'<>@/]{8,64})\2(?=[\s.,;)]|$)`,
  'gi',
);
const PASSWORD_LABEL = /^pass(?:word|phrase)$/i;

/** Values given to a credential named in words in prose (`… API key: \`…\``), reported under the assignment rule. */
export function proseLabelSecrets(source: string, rule: Compiled | undefined, found: Secret[], note?: Note): void {
  if (!rule) return;
  for (const match of source.matchAll(LABEL)) {
    if (found.length >= 8) break;
    const value = match[3]!;
    // A password labelled as one may be chosen, not generated: a drawn one speaks at any length (`password: Rpt-Ro!5300-2024`).
    const drawnPassword = PASSWORD_LABEL.test(match[1]!) && looksDrawn(value);
    if (!drawnPassword && (!looksGenerated(value) || !proseKey(value))) continue;
    const reason = placeholderReason(value);
    if (reason) {
      note?.(text.why.placeholder(match[1]!, reason));
      continue;
    }
    const start = match.index + match[0].length - value.length - match[2]!.length;
    found.push({ kind: text.findings.assignedTo(match[1]!), rule: rule.fullId, start, end: start + value.length });
  }
  for (const match of source.matchAll(PAIR)) {
    if (found.length >= 8) break;
    const value = match[3]!;
    if (!looksDrawn(value) || placeholderReason(value)) continue;
    const start = match.index + match[0].length - value.length - match[2]!.length;
    if (found.some((secret) => secret.start === start)) continue;
    found.push({ kind: text.findings.assignedTo(match[1]!), rule: rule.fullId, start, end: start + value.length });
  }
}
