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
  { pattern: 'pass_?phrase', detect: true },
  // `PWD` alone, or the last word of a variable: `MYSQL_PWD`, `SNOWSQL_PWD`, `DB_PWD`.
  { pattern: '(?:\\b|(?<=_))pwd', detect: true },
  { pattern: 'api_?key', detect: true },
  { pattern: 'apikey', detect: true },
  { pattern: 'api-key', detect: true },
  { pattern: 'access_?key', detect: true },
  { pattern: 'private_?key', detect: true },
  // A private key named short or with its algorithm between the words: `privkey` (Tauri's updater config, OpenSSL's and
  // Let's Encrypt's spelling), `SUPrivateEDKey` (an EdDSA key beside Sparkle's `SUPublicEDKey`), `private_ed25519_key`.
  { pattern: 'priv_?key|private_?(?:ed(?:25519|448)?|eddsa|ecdsa|ec|rsa|dsa|x25519)_?key', detect: true },
  { pattern: 'signing_?key', detect: true },
  { pattern: 'encryption_?key', detect: true },
  { pattern: 'auth_?key', detect: true },
  // A game or push server's shared key: Unreal's `DedicatedServerKey=`, FCM's legacy `server_key`.
  { pattern: 'server_?key', detect: true },
  // A key named for what it unlocks whole: a CMS's display key (Xibo's `cmsKey`, the one secret a signage player
  // authenticates with), a master or admin key (Parse's `masterKey`), Azure's `subscription_key` and `account_key`,
  // a shared key. Not a licence key: New Relic's browser `licenseKey` ships in every page.
  { pattern: '(?:cms|master|admin|subscription|account|shared)_?key', detect: true },
  // PagerDuty's Events API routing key: whoever holds it opens and resolves incidents on that service
  // (https://developer.pagerduty.com/docs/events-api-v2/trigger-events/). An AMQP `routing_key` names a queue, and
  // DocuSign's `INTEGRATION_KEY` is its public client id.
  { pattern: '(?:pagerduty|pd|events)_?routing_?key', detect: true },
  // Authorize.net's Transaction Key: with the API Login ID (an identifier) it signs every payment request, and the account
  // owner regenerates it if it is lost (https://developer.authorize.net/api/reference/features/authentication.html).
  { pattern: 'transaction_?key', detect: true },
  // A key issued to a party of an API's login: METRC's vendor API key and user API key, the two halves of its Basic auth
  // (https://api-ca.metrc.com/Documentation/#getting-started), a partner's, merchant's or developer's key. An upper-case
  // `USER_KEY` already spoke by `_KEY`; `vendorKey` and `user_key` are the same credential in other spellings.
  { pattern: '(?:vendor|user|partner|merchant|developer|integrator)[_-]?key', detect: true },
  { pattern: 'credential', detect: true },
  { pattern: 'auth_salt', detect: true },
  // Drupal's `$drupal_hash_salt` (7) and `$settings['hash_salt']` (8+): the site's secret for one-time login links and
  // form tokens (https://www.drupal.org/docs/getting-started/installing-drupal/step-3-create-settingsphp-and-the-files-directory).
  { pattern: 'hash_salt', detect: true },
  { pattern: '(?:logged_in|nonce)_(?:key|salt)', detect: true },
  // A session key as a variable's last word: `BW_SESSION` unlocks a Bitwarden vault for as long as it lives.
  { pattern: '(?<=_)session\\b', detect: true },
  // `PASS` as a variable's last word: `NEXUS_PASS`, `DB_PASS`. Only after `_`: not `bypass`, `compass`, `--pass`.
  // (`_PAT`, a personal access token, is judged as `_KEY` is: src/guards/secrets/secretName.ts KEY_NAME.)
  { pattern: '(?<=_)pass\\b', detect: true },
  // A macaroon is a bearer credential: lnd's (`LND_MACAROON=0201…`, hex), Snapcraft's and Synapse's
  // (https://docs.lightning.engineering/the-lightning-network/l402/macaroons). A path to one (`macaroonpath=…`) is a path.
  { pattern: 'macaroon', detect: true },
  // LDAP clients' and servers' bind passwords: `BINDPW` (ldap.conf, https://www.openldap.org/software/man.cgi?query=ldap.conf),
  // nslcd's `bindpw`, slapd's `rootpw`; SSSD's `ldap_default_authtok` (an authentication token, PAM's word for the password,
  // https://man.archlinux.org/man/sssd-ldap.5).
  { pattern: '(?:bind|root)pw\\b', detect: true },
  // Other short spellings of password: `EQSL_PSWD` (eQSL's upload form field), `ADMIN_PSWRD`, and `PW` as a whole word or a
  // name's last word (`DB_PW`, `SMTP_PW`, `--pw`, `smtp.pw`). `PW_LENGTH` is a rule about one (secretName's NOT_A_SECRET_NAME),
  // and `PWD`, the working directory, is read by its value: a path is no password.
  { pattern: 'pswr?d', detect: true },
  { pattern: '(?:\\b|(?<=_))pw\\b', detect: true },
  { pattern: 'authtok\\b', detect: true },
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

// The words themselves, found in one scan of the text; `$` (the end of a name) becomes "no name
// character follows".
const WORDS = new RegExp(CREDENTIAL_WORDS.map((word) => word.pattern.replaceAll('$', '(?![\\w])')).join('|'), 'gi');
const STICKY = SHAPES.map((shape) => new RegExp(shape.source, 'y'));
const MAX_NAME = 70;
const isNameChar = (code: number) =>
  (code >= 0x30 && code <= 0x39) ||
  (code >= 0x41 && code <= 0x5a) ||
  (code >= 0x61 && code <= 0x7a) ||
  '_.-"\''.includes(String.fromCharCode(code));
const startsName = (text: string, at: number) => at === 0 || !/[\w-]/.test(text[at - 1]!);

/**
 * The text with the value of every credential-named option, header, assignment or key replaced by
 * `[redacted]`. One scan finds the credential words; only the name around each is tried against
 * the shapes, so text without such a word costs that scan, and text full of them a bounded step each.
 */
export function redactNamed(text: string): string {
  countScanned(text.length);
  // The value ranges to cut, as plain numbers: a string built up while scanning megabytes full of
  // names is a long-lived rope that every major collection walks again.
  const cuts: number[] = [];
  let copied = 0;
  // Where the last name search began and where it found the name's start: a run of name characters is walked back once.
  let runFrom = -1;
  let runStart = 0;
  WORDS.lastIndex = 0;
  for (let word = WORDS.exec(text); word; word = WORDS.exec(text)) {
    const at = word.index;
    const floor = Math.max(copied, at - MAX_NAME);
    let start = at;
    while (start > floor && start > runFrom && isNameChar(text.charCodeAt(start - 1))) start--;
    countScanned(at - start);
    if (start === runFrom) start = Math.max(runStart, floor);
    runFrom = at;
    runStart = start;
    if (redactAt(text, start, at, cuts)) {
      copied = cuts.at(-1)!;
      WORDS.lastIndex = Math.max(WORDS.lastIndex, copied);
    } else if (word[0] === '') WORDS.lastIndex++;
  }
  if (cuts.length === 0) return text;
  const parts: string[] = [];
  let from = 0;
  for (let i = 0; i < cuts.length; i += 3) {
    parts.push(text.slice(from, cuts[i]), '[redacted]');
    from = cuts[i + 1]!;
  }
  parts.push(text.slice(from));
  return parts.join('');
}

/**
 * Whether a shape finds a credential name starting between `start` and `at`; if so, pushes its
 * value's range and the match's end onto `cuts`.
 */
function redactAt(text: string, start: number, at: number, cuts: number[]): boolean {
  // Shapes in their order (an option before a header before an assignment), as if each scanned the whole text in turn.
  for (const shape of STICKY) {
    for (let from = start; from <= at; from++) {
      if (from > start && !startsName(text, from)) continue;
      shape.lastIndex = from;
      const match = shape.exec(text);
      if (!match || !isCredentialName(match[1]!)) continue;
      const whole = match[0];
      countScanned(whole.length);
      // The value is the last group; a header's is its first after the name. Quotes stay.
      let value = match.at(-1)!;
      if (/^(["']).*\1$/s.test(value)) value = value.slice(1, -1);
      if (value.trim() === '' || value.includes('[redacted]')) continue;
      const cut = from + whole.lastIndexOf(value);
      cuts.push(cut, cut + value.length, from + whole.length);
      return true;
    }
  }
  return false;
}
