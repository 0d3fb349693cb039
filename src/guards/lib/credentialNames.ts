import { countScanned } from './opCount.js';

// The one list of words that make a name say "credential": an option (`--private-key`), a header
// (`X-Auth-Token`), an assignment (`DB_PASSWORD=`) or a key (`"apiKey":`). Redaction reads all of
// it: the value of any such name is replaced in every advisory, explain and replay line and log,
// whatever its format. The secrets guard's detection reads the entries marked `detect`: those that,
// given a literal, are a finding on their own (a broader word such as `auth` or `key` redacts
// without being evidence of a secret).

export interface CredentialWord {
  /** A regular-expression fragment, matched case-insensitively inside a name. */
  pattern: string;
  /** Whether the secrets guard treats a name with it, given a literal, as a credential. */
  detect: boolean;
}

export const CREDENTIAL_WORDS: readonly CredentialWord[] = [
  { pattern: 'secret', detect: true },
  { pattern: 'token', detect: true },
  { pattern: 'passw(?:or)?d', detect: true },
  { pattern: 'passwd', detect: true },
  { pattern: 'passphrase', detect: true },
  { pattern: '\\bpwd', detect: true },
  { pattern: 'api_?key', detect: true },
  { pattern: 'apikey', detect: true },
  { pattern: 'api-key', detect: true },
  { pattern: 'access_?key', detect: true },
  { pattern: 'private_?key', detect: true },
  { pattern: 'signing_?key', detect: true },
  { pattern: 'encryption_?key', detect: true },
  { pattern: 'auth_?key', detect: true },
  { pattern: 'credential', detect: true },
  { pattern: 'auth_salt', detect: true },
  { pattern: '(?:logged_in|nonce)_(?:key|salt)', detect: true },
  // Redaction only: names that hold a credential often enough that their value is never quoted back.
  { pattern: 'key', detect: false },
  { pattern: 'auth', detect: false },
  { pattern: 'private', detect: false },
  { pattern: 'signing', detect: false },
  { pattern: 'pass(?:$|[_-])', detect: false },
  { pattern: 'cookie', detect: false },
  { pattern: 'session', detect: false },
  { pattern: 'bearer', detect: false },
  { pattern: 'sas', detect: false },
  { pattern: 'cert', detect: false },
  { pattern: 'salt', detect: false },
  { pattern: 'otp', detect: false },
  { pattern: 'pin$', detect: false },
  { pattern: 'jwt', detect: false },
  { pattern: 'dsn', detect: false },
  { pattern: 'connection[_-]?string', detect: false },
];

/** The detection words, as one alternation (the secrets guard's keyword scan). */
export const DETECTED_WORDS = CREDENTIAL_WORDS.filter((word) => word.detect)
  .map((word) => word.pattern)
  .join('|');

const NAMED = new RegExp(CREDENTIAL_WORDS.map((word) => word.pattern).join('|'), 'i');

/** Whether a name (an option, header, variable or key) says credential. */
export function isCredentialName(name: string): boolean {
  return NAMED.test(name);
}

// Bounded runs throughout, so the scan is linear on text of any shape.
const VALUE = String.raw`("[^"\n]{1,2048}"|'[^'\n]{1,2048}'|[^\s"'\`;|&<>(){}\[\],]{1,2048})`;
const SHAPES: readonly RegExp[] = [
  // `--private-key=abc`, `--account-key abc`, `-p abc` is left to the token scan (too short to judge).
  new RegExp(String.raw`(?<![\w-])(--?[A-Za-z][\w.-]{0,63})(=|[ \t]{1,8})${VALUE}`, 'g'),
  // Headers, in a quoted -H or a file: `X-Auth-Token: abc`, `Authorization: Bearer abc`.
  /(?<![\w-])([A-Za-z][\w-]{0,63})[ \t]{0,8}:[ \t]{0,8}([^"'\n]{1,2048})/g,
  // Assignments and keys: `DB_PASSWORD=abc`, `secret = "abc"`, `"apiKey": "abc"`, `token => 'abc'`.
  new RegExp(String.raw`(?<![\w.-])["']?([A-Za-z_][\w.-]{0,63})["']?[ \t]{0,8}(:=|=>|=|:)[ \t]{0,8}${VALUE}`, 'g'),
];

/**
 * The text with the value of every credential-named option, header, assignment or key replaced by
 * `[redacted]`. Linear: each shape is one bounded scan.
 */
export function redactNamed(text: string): string {
  let out = text;
  for (const shape of SHAPES) {
    countScanned(out.length);
    out = out.replace(shape, (whole: string, name: string, ...rest: unknown[]) => {
      if (!isCredentialName(name)) return whole;
      // The value is the last group; a header's is its first after the name. Quotes stay.
      let value = String(rest[rest.length - 3] ?? rest[0]);
      if (/^(["']).*\1$/s.test(value)) value = value.slice(1, -1);
      const at = whole.lastIndexOf(value);
      return value.trim() === '' || value.includes('[redacted]')
        ? whole
        : `${whole.slice(0, at)}[redacted]${whole.slice(at + value.length)}`;
    });
  }
  return out;
}
