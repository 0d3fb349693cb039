import { text } from '../../text.js';
import type { Compiled } from './rulesFor.js';
import type { Note, Secret } from './secret.js';
import { namesPassword, secretName } from './secretName.js';
import { placeholderReason } from './placeholderReason.js';
import { looksGenerated, looksLikePassword } from './valueShape.js';

// A request's form field given by name and value as two arguments, the way a CAPTCHA's siteverify call sends its secret key
// (https://developers.cloudflare.com/turnstile/get-started/server-side-validation/: `formData.append('secret', SECRET_KEY)`):
// `FormData`'s and `URLSearchParams`' `append`/`set`, OkHttp's `FormBody.Builder().add("secret", "…")` and
// `addFormDataPart`, Go's `form.Add("secret", "…")`/`Set`, a Java map's `put`, aiohttp's `FormData.add_field`. Go's
// `url.Values{"secret": {"…"}}` holds the same pair in a literal. The name says credential (secretName); a password's name
// takes a password's shape, any other a generated value's. Bounded runs, no nested quantifier: linear.
const PAIR_CALL =
  /(?:\.|->)[ \t]{0,4}(?:append|set|add|put|Add|Set|Put|addFormDataPart|add_field)\([ \t]{0,4}(["'])([A-Za-z_][\w.-]{0,60})\1[ \t]{0,4},[ \t]{0,4}(["'`])([^"'`\\\n]{1,300})\3[ \t]{0,4}\)/g;
const GO_VALUES = /"([A-Za-z_][\w.-]{0,60})"[ \t]{0,4}:[ \t]{0,4}(?:\[\]string)?\{[ \t]{0,4}"([^"\\\n]{1,300})"[ \t]{0,4}\}/g;
// Kotlin builds a map's entries with the infix `to`: `mapOf("password" to "…")`, `headers = mapOf("X-Api-Key" to "…")`
// (https://kotlinlang.org/docs/map-operations.html). A label for the name (`"password" to "Passwort"`) is a capitalised word.
const KOTLIN_PAIR = /"([A-Za-z_][\w.-]{0,60})"[ \t]{1,4}to[ \t]{1,4}"([^"\\\n$]{1,300})"/g;
const LABEL = /^[A-Z]?[a-z]{1,40}$/;
const MAX_FOUND = 8;

export function pairArgumentSecrets(source: string, rule: Compiled | undefined, found: Secret[], note?: Note, testFile = false): void {
  if (!rule) return;
  for (const match of source.matchAll(PAIR_CALL)) judge(match.index + match[0].lastIndexOf(match[4]!), match[2]!, match[4]!);
  if (source.includes('{"'))
    for (const match of source.matchAll(GO_VALUES)) judge(match.index + match[0].lastIndexOf(match[2]!), match[1]!, match[2]!);
  if (/"[ \t]{1,4}to[ \t]{1,4}"/.test(source))
    for (const match of source.matchAll(KOTLIN_PAIR))
      if (!LABEL.test(match[2]!)) judge(match.index + match[0].lastIndexOf(match[2]!), match[1]!, match[2]!);

  function judge(start: number, name: string, value: string): void {
    if (found.length >= MAX_FOUND || !secretName(name)) return;
    const reason = placeholderReason(value);
    if (reason) {
      note?.(text.why.placeholder(name, reason));
      return;
    }
    // A test's password is its own sample: there only a generated value speaks.
    const password = !testFile && namesPassword(name);
    if (!(password ? looksLikePassword(value) && !/\s/.test(value) : looksGenerated(value))) return;
    found.push({ kind: text.findings.givenTo(name), rule: rule!.fullId, start, end: start + value.length });
  }
}
