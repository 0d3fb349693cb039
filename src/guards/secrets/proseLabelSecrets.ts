import { text } from '../../text.js';
import type { Compiled } from './rulesFor.js';
import type { Note, Secret } from './secret.js';
import { placeholderReason } from './placeholderReason.js';
import { looksGenerated, proseKey } from './valueShape.js';

// Prose (a README, notes) names a credential in words, blanks between them, then a colon and its value on the same line:
// `Beds24 API key: \`gt…\``, `Staging access token: 8fQ…`. The assignment scan reads names written as one word
// (`API_KEY=`), so it never sees these. Only a generated, key-sized value speaks (proseKey), never a placeholder
// (`<your-key>`, `xxxx…`, `…EXAMPLE…`) and never a label left without a value (`API key: ask ops`).
// Bounded runs, no nesting: linear on text of any shape.
const LABEL = new RegExp(
  String.raw`\b((?:api|access|auth(?:entication)?|bearer|personal[ \t]access|secret|private|client|bot)[ \t][ \t]{0,2}(?:key|token|secret)|password|passphrase)[ \t]{0,3}(?:\*\*)?:(?:\*\*)?[ \t]{1,3}([${'`'}"']?)([^\s${'`'}"'<>]{16,300})\2(?=[\s.,;)]|$)`,
  'gi',
);

/** Values given to a credential named in words in prose (`… API key: \`…\``), reported under the assignment rule. */
export function proseLabelSecrets(source: string, rule: Compiled | undefined, found: Secret[], note?: Note): void {
  if (!rule) return;
  for (const match of source.matchAll(LABEL)) {
    if (found.length >= 8) break;
    const value = match[3]!;
    if (!looksGenerated(value) || !proseKey(value)) continue;
    const reason = placeholderReason(value);
    if (reason) {
      note?.(text.why.placeholder(match[1]!, reason));
      continue;
    }
    const start = match.index + match[0].length - value.length - match[2]!.length;
    found.push({ kind: text.findings.assignedTo(match[1]!), rule: rule.fullId, start, end: start + value.length });
  }
}
