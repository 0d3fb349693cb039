import { text } from '../../text.js';
import { BARE_NAME, constantName, drawnBytes, keyName, PUBLISHED, TEST_NAME } from './byteArraySecrets.js';
import { placeholderReason } from './placeholderReason.js';
import type { Compiled } from './rulesFor.js';
import type { Note, Secret } from './secret.js';
import { bareName } from './secretName.js';

// A key kept as an encoded literal and decoded where it is bound: Go's `var signingKey, _ = base64.StdEncoding.DecodeString("…")`
// or `key, err := hex.DecodeString("…")`, Python's `KEY = base64.b64decode("…")` / `bytes.fromhex("…")` / `binascii.unhexlify("…")`,
// JavaScript's `Buffer.from("…", "base64")` / `atob("…")`, Java's `Base64.getDecoder().decode("…")`, Ruby's `Base64.decode64("…")`,
// C#'s `Convert.FromBase64String("…")`. The decode is no disguise: the literal is the key, judged as the byte-array detector
// judges its bytes (the same secret names, the same public names, the same test-vector rule) on the decoded bytes, so zeros
// (`"AAAA…"`), a filler or a short word are no key. A decode of a variable or an env read has no literal and is not matched.
// A literal pre-check comes before any pattern: the scan is on every Write's path.
const GATE =
  /DecodeString\(|b64decode\(|fromhex\(|unhexlify\(|a2b_(?:hex|base64)\(|Buffer\.from\(|atob\(|Decoder\(\)\.decode\(|decode64\(|FromBase64String\(|FromHexString\(/;
// The call and its literal; every run bounded and each step starting on a character the one before cannot take: linear.
const CALL =
  /(?:base64\.(?:Raw)?(?:Std|URL)Encoding\.DecodeString|(hex)\.DecodeString|base64\.(?:b64decode|urlsafe_b64decode|standard_b64decode)|bytes\.(fromhex)|binascii\.(?:(unhexlify|a2b_hex)|a2b_base64)|(?<![\w$.])(?:Buffer\.from|atob)|Base64\.get(?:Url|Mime)?Decoder\(\)\.decode|Base64\.(?:strict_|urlsafe_)?decode64|Convert\.From(?:(Hex)|Base64)String)\([ \t]{0,4}[bB]?(["'`])([A-Za-z0-9+/=_-]{8,4096})\5(?:[ \t]{0,4},[ \t]{0,4}["'](base64|base64url|hex)["'])?[ \t]{0,4}\)/g;
// The binding that ends where the call starts: a name (perhaps a field's `this.key`), Go's second result (`, _`, `, err`), a
// type annotation (`: Buffer`, Java's or C#'s type before the name is outside the match), then `=` or `:=`. Anchored at the
// window's end, every run bounded: linear on the window.
const BINDING =
  /(?:^|[^\w$])([A-Za-z_$][\w$]{0,60})(?:[ \t]{0,4},[ \t]{0,4}[A-Za-z_]\w{0,20})?(?:[ \t]{0,4}:[ \t]{0,4}[\w$.<>[\]]{1,40})?[ \t]{0,4}(?::=|=)[ \t]{0,4}$/;
const WINDOW = 160;
const MAX_CALLS = 64;

/** Keys decoded from a literal under a secret-like name; `testFile`: the text is a test's, where a test vector's name is silent. */
export function decodedLiteralSecrets(source: string, rule: Compiled | undefined, found: Secret[], note?: Note, testFile = false): void {
  if (!rule || !GATE.test(source)) return;
  CALL.lastIndex = 0;
  let calls = 0;
  for (let match = CALL.exec(source); match && calls < MAX_CALLS && found.length < 8; match = CALL.exec(source), calls++) {
    const [, goHex, pyHex, binHex, csHex, , literal, encoding] = match;
    // `Buffer.from("…")` without an encoding is text, not a decode; a bare `atob` takes none.
    if (match[0].startsWith('Buffer') && !encoding) continue;
    const name = BINDING.exec(source.slice(Math.max(0, match.index - WINDOW), match.index))?.[1];
    if (!name || !keyName(name)) continue;
    const start = match.index + match[0].indexOf(literal!);
    if (found.some((each) => each.start <= start && start < each.end)) continue;
    const hex = !!(goHex || pyHex || binHex || csHex) || encoding === 'hex';
    if (hex && !/^(?:[0-9a-fA-F]{2})+$/.test(literal!)) continue;
    const bytes = [...Buffer.from(literal!, hex ? 'hex' : 'base64')];
    const decodedHex = Buffer.from(bytes).toString('hex');
    const constant = constantName(name);
    if (PUBLISHED.has(decodedHex) || (testFile && (TEST_NAME.test(constant) || BARE_NAME.test(constant)))) {
      note?.(text.why.placeholder(bareName(name), text.findings.placeholder.dummy));
      continue;
    }
    const reason = placeholderReason(literal!);
    if (reason || !drawnBytes(bytes)) {
      note?.(text.why.placeholder(bareName(name), reason ?? text.findings.placeholder.filler));
      continue;
    }
    found.push({ kind: text.findings.assignedTo(bareName(name)), rule: rule.fullId, start, end: start + literal!.length });
  }
}
