import { text } from '../../text.js';
import type { rulesFor } from './rulesFor.js';
import type { Note } from './secret.js';

// A Bitnami SealedSecret's `encryptedData` is ciphertext that only the cluster's sealed-secrets controller can open
// (its private key never leaves the cluster): committing it is the tool's whole point. Its values are blanked,
// every offset kept, before any detector reads the text; `template` (plain metadata) is still read.
// (https://github.com/bitnami-labs/sealed-secrets#overview)
const SEALED_KIND = /(?:^|[\s{,])["']?kind["']?[ \t]{0,5}:[ \t]{0,5}["']?SealedSecret\b/m;
const SEALED_YAML = /^([ \t]*)["']?encryptedData["']?[ \t]{0,5}:[ \t]{0,5}$/;
const SEALED_FLOW = /["']?encryptedData["']?[ \t\n]{0,20}:[ \t\n]{0,20}\{([^{}]{0,200000})\}/g;

// An External Secrets Operator manifest (`apiVersion: external-secrets.io/…`: ExternalSecret, ClusterExternalSecret,
// PushSecret) names where values are: its `secretKey` is the key the made Secret will have, beside a `remoteRef` into the
// store, never a value (https://external-secrets.io/latest/api/externalsecret/). Those names are blanked, offsets kept.
const EXTERNAL_API = /(?:^|[\s{,])["']?apiVersion["']?[ \t]{0,5}:[ \t]{0,5}["']?external-secrets\.io\//m;
const SECRET_KEY_NAME = /^([ \t]{0,64}(?:-[ \t]{1,8})?["']?secretKey["']?[ \t]{0,5}:[ \t]{0,5})([^\s#][^\n#]{0,200})$/gm;

function withoutExternalKeys(source: string, rules: ReturnType<typeof rulesFor>, note?: Note): string {
  if (!source.includes('external-secrets.io') || !source.includes('secretKey') || !EXTERNAL_API.test(source)) return source;
  const rule = rules.first((each) => each.rule.detector === 'kubernetes-secret');
  if (rule) note?.(text.findings.skipped(rule.fullId, text.findings.placeholder.externalSecret));
  return source.replace(SECRET_KEY_NAME, (_whole, key: string, name: string) => `${key}${' '.repeat(name.length)}`);
}

export function withoutSealedData(given: string, rules: ReturnType<typeof rulesFor>, note?: Note): string {
  const source = withoutExternalKeys(given, rules, note);
  if (!source.includes('SealedSecret') || !source.includes('encryptedData') || !SEALED_KIND.test(source)) return source;
  // Blanks keep every offset (a finding after the block still names its line in the written text); the block's own
  // line breaks go too, as no detector should read what it held.
  const blank = (part: string) => ' '.repeat(part.length);
  let out = source.replace(SEALED_FLOW, (whole, inner: string) => `${whole.slice(0, whole.length - inner.length - 1) + blank(inner)}}`);
  // The deeper lines after each `encryptedData:` (its entries, and the continuation lines of a folded value): from the
  // key's line to the next line that sits no deeper, found by one search, so the text is read once.
  const ranges: Array<[number, number]> = [];
  for (let at = out.indexOf('encryptedData'); at >= 0; ) {
    const lineStart = out.lastIndexOf('\n', at) + 1;
    const newline = out.indexOf('\n', at);
    const lineEnd = newline < 0 ? out.length : newline;
    const open = SEALED_YAML.exec(out.slice(lineStart, lineEnd).replace(/\r$/, ''));
    let next = lineEnd;
    if (open && open[1]!.length <= 64) {
      const close = new RegExp(`\\n(?=[ \\t]{0,${open[1]!.length}}[^\\s])`, 'g');
      close.lastIndex = lineEnd;
      next = close.exec(out)?.index ?? out.length;
      ranges.push([lineEnd, next]);
    }
    at = out.indexOf('encryptedData', next);
  }
  for (const [from, to] of ranges.reverse()) if (to > from) out = out.slice(0, from) + blank(out.slice(from, to)) + out.slice(to);
  const rule = rules.first((each) => each.rule.detector === 'kubernetes-secret');
  if (rule) note?.(text.findings.skipped(rule.fullId, text.findings.placeholder.sealed));
  return out;
}
