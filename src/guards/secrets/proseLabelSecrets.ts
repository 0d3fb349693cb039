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

// A sentence that calls a value a token, key, secret, password or credential before giving it in hex (`Use this token for
// the shared staging account: \`6c64…\``): long lower-case hex has no mixed case for looksDrawn, and in prose it is most
// often a commit, so only the label word earlier in the same sentence, the value given to it (`token: …`, `secret is …`,
// `set X_TOKEN to …`), makes it a credential (`the token fix was merged in …` does not), and a word of hashes and
// versions near it (`commit`, `sha256`, `checksum`, a key's `fingerprint` or id, a PGP key's) keeps it one of those, as a word
// that says the value is a sample (`… in the example`) keeps it a sample. An option's word (`gpg --recv-keys …`) is no label.
// Bounded runs, no nesting: linear.
const HEX_LABEL =
  /(?<![A-Za-z-])(tokens?|keys?|secrets?|passwords?|credentials?)(?![A-Za-z])(?:[^\n.!?]{0,80}?(?::|=|[ \t](?:is|to|be)))?[ \t]{1,3}([`"']?)([0-9a-f]{32,128}|[0-9A-F]{32,128})\2(?=[\s.,;:)]|$)/gi;
const NOT_A_CREDENTIAL_NEAR =
  /commit|\bsha(?:-?\d{1,3})?\b|hash|checksum|digest|revision|\brev\b|md5|fingerprint|integrity|etag|object id|build id|(?:key|token|secret)[ _-]?id\b|\b(?:gpg|pgp|gnupg)\b|uuid|cache key|public key|example|sample|dummy|fake|test vector/i;

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
  for (const match of source.matchAll(HEX_LABEL)) {
    if (found.length >= 8) break;
    const value = match[3]!;
    const start = match.index + match[0].length - value.length - match[2]!.length;
    // Near it: on its line, from a little before the label to a little after the value.
    const lineEnd = source.indexOf('\n', start);
    const near = source.slice(
      Math.max(source.lastIndexOf('\n', match.index) + 1, match.index - 80),
      Math.min(lineEnd < 0 ? source.length : lineEnd, start + value.length + 80),
    );
    if (!looksGenerated(value) || NOT_A_CREDENTIAL_NEAR.test(near) || found.some((secret) => secret.start === start)) continue;
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
