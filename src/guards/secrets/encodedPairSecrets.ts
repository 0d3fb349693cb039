import { text } from '../../text.js';
import type { Compiled } from './rulesFor.js';
import type { Note, Secret } from './secret.js';
import { placeholderReason } from './placeholderReason.js';
import { looksLikePassword } from './valueShape.js';

// A `user:password` pair kept in a variable and then base64-encoded, as a Basic header is built: PowerShell's
// `$pair = 'svc:…'` then `[Convert]::ToBase64String([Text.Encoding]::ASCII.GetBytes($pair))`, JavaScript's `btoa(creds)`,
// Python's `b64encode(pair.encode())` (https://datatracker.ietf.org/doc/html/rfc7617#section-2). The pair written in the
// encoding call itself is the `basic-auth-encoded` rule's; here the call names the variable. Bounded runs, at most a few
// assignments each searched once: linear on any text.
const ENCODER = /\b(?:ToBase64String|btoa|b64encode|base64_encode|encode64|strict_encode64|EncodeToString|encodeToString|base64Encode)\b/;
const PAIR =
  /(?:^|[\s;(])(?:\$|let[ \t]{1,3}|const[ \t]{1,3}|var[ \t]{1,3})?([A-Za-z_]\w{0,40})[ \t]{0,3}=[ \t]{0,3}(["'])([\w.@+\\-]{1,100}):([^"'\s]{3,200})\2/gm;
const MAX_PAIRS = 8;

export function encodedPairSecrets(source: string, rule: Compiled | undefined, found: Secret[], note?: Note): void {
  if (!rule || !ENCODER.test(source)) return;
  PAIR.lastIndex = 0;
  let pairs = 0;
  for (let match = PAIR.exec(source); match && pairs < MAX_PAIRS && found.length < 8; match = PAIR.exec(source)) {
    pairs++;
    const [whole, name, , , value] = match as unknown as [string, string, string, string, string];
    // The encoding call takes the variable, on one line: `GetBytes($pair)`, `btoa(creds)`, `b64encode(pair.encode())`.
    const used = new RegExp(
      String.raw`(?:ToBase64String|btoa|b64encode|base64_encode|encode64|strict_encode64|EncodeToString|encodeToString|base64Encode)[ \t]{0,3}\([^\n]{0,80}?[$\W]${name}\b`,
    );
    if (!used.test(source.slice(match.index + whole.length))) continue;
    const reason = placeholderReason(value);
    if (reason) {
      note?.(text.why.placeholder(name, reason));
      continue;
    }
    if (!looksLikePassword(value)) continue;
    const start = match.index + whole.length - 1 - value.length;
    found.push({ kind: text.findings.assignedTo(name), rule: rule.fullId, start, end: start + value.length });
  }
}
