import { existsSync } from 'node:fs';
import { basename, extname, join } from 'node:path';
import { familyOf, type Family } from './lib/codeText.js';
import { gitIgnored } from './lib/gitIgnored.js';
import { displayPath, isInside } from '../project/projectRoot.js';
import { shellWords } from './lib/shellWords.js';
import { shellView } from './lib/shellCommand.js';
import { innerCommand, wrappedCode, wrappedScripts } from './engine/normalise.js';
import { writtenFiles } from './lib/writtenFiles.js';
import { toolPath } from './lib/toolPath.js';
import { type ToolEdit, toolEdits, toolWrite } from './lib/toolWrite.js';
import { RULES, type Guard } from './guard.js';
import { secretsFamily, type SecretsRuleData } from './rules/secretsRule.js';
import type { Config } from '../config/config.js';
import { text } from '../text.js';
import { mentions, NO_CONFIG, ruleSet } from './lib/ruleSet.js';
import { DETECTED_WORDS, redactNamed } from './lib/credentialNames.js';
import {
  connectPasswords,
  namedSettings,
  positionalCredential,
  notCredentialOption,
  readsCredential,
  SHORT_PASSWORD,
  shortPasswords,
} from './lib/credentialPositions.js';

// The engine of the secrets family; the credential shapes are in rules/secrets/<group>.json. The
// advisory names the kind and the line, never the value: an advisory that quoted the secret would
// copy it into the transcript a second time. For the same reason nothing here logs a value: a
// placeholder that was skipped is noted by rule and reason only.

/** One credential found: its kind (the rule's `risk`), where its value sits, and the rule. */
export interface Secret {
  kind: string;
  rule: string;
  /** Offset of the value in the text that was scanned. */
  start: number;
  end: number;
}

/** Why a value was not reported, for `waymark explain`; never the value itself. */
export type Note = (line: string) => void;

interface Compiled {
  fullId: string;
  rule: SecretsRuleData;
  /** Lower-cased: the rule runs only on text that holds one of them. */
  keywords: string[];
  /** Compiled on first use: most rules never meet their keyword, and a hook process is short. */
  pattern?: RegExp;
  /** The rule's `publicNear`, `privateNear` and `publicValue`, compiled on first use like `pattern`. */
  publicNear?: RegExp;
  privateNear?: RegExp;
  publicValue?: RegExp;
}

const rulesFor = ruleSet(
  secretsFamily,
  ({ fullId, rule }): Compiled => ({ fullId, rule, keywords: rule.keywords.map((word) => word.toLowerCase()) }),
);

function patternOf(rule: Compiled): RegExp {
  return (rule.pattern ??= new RegExp(rule.rule.pattern!, `g${rule.rule.flags ?? ''}`));
}

// ── what a value is ─────────────────────────────────────────────────────────────────────────────

// Values that stand for a secret rather than being one, with the reason `explain` gives.
const PLACEHOLDERS: Array<[RegExp, string]> = [
  // The last alternative is the claims of jwt.io's sample tokens (`{"sub":"1234567890"`), quoted in countless docs and tests.
  [/EXAMPLE|(?:^|[^a-z])example(?:[^a-z]|$)|\.eyJzdWIiOiIxMjM0NTY3ODkw/, text.findings.placeholder.example],
  [/x{4,}|X{4,}|\*{3,}|#{4,}|\.{3}|\u2026|_{4,}/, text.findings.placeholder.masked],
  [/^<[^>]*>?$|<[a-z][\w -]{0,40}>/i, text.findings.placeholder.angle],
  [/\$\{|^\$\w|^\$\(|\{\{|^%\w+%$|^#\{[\w.:-]+\}#?$|^@\w+@$|^\{\w+\}$|^\[\w+\]$/, text.findings.placeholder.reference],
  // `--apikey @~/.bluemix/apikey.json`, `db_password=@/dev/stdin`: many CLIs (vault, ibmcloud, curl, az) read an `@path` value from that file.
  [/^@(?:~?\/|\.{1,2}\/|[\w.-]{1,80}\.(?:json|txt|key|pem|env|ya?ml|ini|conf|cfg|cred|token)$)/, text.findings.placeholder.reference],
  // Strapi's generated `.env.example` fills every secret with `tobemodified` (https://docs.strapi.io/cms/configurations/environment).
  [
    /your[-_ ]?|my[-_]?(?:api[-_]?)?(?:key|token|secret|pass)|replace[-_]?(?:me|with|this)|to[-_]?be[-_]?(?:modified|changed|replaced)|insert[-_]|put[-_]?your|fill[-_]?in|change[-_]?(?:me|this|it)|changeme|todo|tbd|fixme/i,
    text.findings.placeholder.fillIn,
  ],
  [
    /(?:^|[^a-z])(?:fake|dummy|sample|placeholder|redacted|invalid|mock|test|testing|foobar|notreal|not[-_]a[-_]real)(?:[^a-z]|$)/i,
    text.findings.placeholder.dummy,
  ],
  [/^(?:[sr]k|pk)_test_|^sk_test|_test_/, text.findings.placeholder.testMode],
  // Documented default logins of local dev servers (MinIO's `minioadmin`, Neo4j's `neo4j`, the Airflow and Vagrant images').
  [/^(?:minioadmin|neo4j|airflow|vagrant|rabbitmq|keycloak|localstack)$/i, text.findings.placeholder.default],
  [
    /^(?:password|passwd|pass|secret|supersecret|mysecret|mysecretpassword|secretpassword|password1|password123|admin|admin123|root|toor|guest|user|username|postgres|mysql|redis|mongo|default|dev|development|local|localhost|qwerty|letmein|welcome|123456|12345678|123456789|1234567890|abc123|none|null|nil|undefined|true|false|empty|string|value|key|token|apikey|api_key|community|passphrase)$/i,
    text.findings.placeholder.default,
  ],
  // Lower-case words about a secret with a short number: `supersecret123`, `dev-secret-key-1`.
  [/^(?=[a-z]+(?:[-_.][a-z]+)*[-_.]?\d{0,4}$)[a-z._-]*(?:secret|passw|token|key)/, text.findings.placeholder.default],
  // A slot's label (`SlackAppConfigurationAccessTokenHere`, `RANDOMSTRINGHERE`).
  [/(?:token|key|secret|string|value|passw(?:or)?d|id)[-_]?here$/i, text.findings.placeholder.fillIn],
  [
    /^(.)\1+$|^(?:0123456789|1234567890|abcdef|abcdefgh|abcdefghijklmnopqrstuvwxyz)|^(?:deadbeef|cafebabe|feedface|c0ffee)+$/i,
    text.findings.placeholder.filler,
  ],
  // An upper-case name standing for the value: `PRIVATE-TOKEN`, `glpat-YOUR_TOKEN`, `API_KEY`.
  [/^(?:[a-z]{2,8}[-_])?[A-Z]{2,}(?:[-_][A-Z]{2,})+$/, text.findings.placeholder.fillIn],
  // A password stored hashed (or encrypted) under its scheme's prefix logs no one in: GeoServer's `digest1:`/`crypt1:`/`crypt2:`
  // (https://docs.geoserver.org/main/en/user/security/passwd.html), LDAP's and Dovecot's `{SSHA}`/`{SHA512-CRYPT}`/`{BLF-CRYPT}`,
  // crypt(3)'s `$6$`/`$2y$`/`$argon2id$`/`$y$`, Django's `pbkdf2_sha256$`. Dovecot's `{PLAIN}`/`{CLEAR}` are no hash.
  [
    /^(?:digest1:|crypt[12]:|\{(?:S?SHA(?:\d{3})?|S?MD5|CRYPT|(?:SHA\d{3}|MD5|BLF|DES)-CRYPT|BCRYPT|ARGON2I?D?|PBKDF2(?:-SHA\d{1,3})?|SCRAM-SHA-\d{1,3})\}.|\$(?:1|2[abxy]?|5|6|7|y|gy|argon2i?d?|pbkdf2(?:-sha\d{1,3})?|scrypt)\$.|(?:pbkdf2_sha\d{1,3}|argon2|bcrypt(?:_sha256)?|scrypt)\$.)/i,
    text.findings.placeholder.hashed,
  ],
  // Keys made to be public: Stripe's and Clerk's publishable keys, Supabase's publishable key, Mapbox's public token,
  // Datadog's browser client token.
  [/^(?:pk_(?:live|test)_|sb_publishable_|pk\.eyJ|pub[0-9a-f]{32}$)/, text.findings.placeholder.publicByDesign],
];

// Anvil's and Hardhat's default accounts: every local chain derives them from one published mnemonic,
// so their keys are in every tutorial and fund nothing real. Keys without their `0x`, lower-case.
const TEST_MNEMONIC = 'test test test test test test test test test test test junk';
const TEST_ACCOUNT_KEYS = new Set([
  'ac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcae784d7bf4f2ff80',
  '59c6995e998f97a5a0044966f0945389dc9e86dae88c7a8412f4603b6b78690d',
  '5de4111afa1a4b94908f83103eb1f1706367c2e68ca870fc3fb9a804cdab365a',
  '7c852118294e51e653712a81e05800f419141751be58f605c371e15141b007a6',
  '47e179ec197488593b187f80a00eb0da91f1b9d0b13f8733639f19c30a34926a',
  '8b3a350cf5c34c9194ca85829a2df0ec3153be0318b5e2d3348e872092edffba',
  '92db14e403b83dfe3df233f83dfa3a0d7096f21ca9b0d6d6b8d88b2b4ec1564e',
  '4bbbf85ce3377467afe5d46f804f221813b2bb87f24d81f60f1fcdbf7cbf4356',
  'dbda1821b80551c9d65939329250298aa3472ba22feea921c0cf5d620ea67b97',
  '2a871d0798f97d79848a013d4936a73bf4cc922c825d33c1cf7073dff6d409c6',
]);

/** Why `value` is a placeholder, or undefined when it may be a real secret. */
export function placeholderReason(value: string): string | undefined {
  if (value.length === 64 || value.length === 66 ? TEST_ACCOUNT_KEYS.has(value.replace(/^0x/i, '').toLowerCase()) : value === TEST_MNEMONIC)
    return text.findings.placeholder.publicTestAccount;
  for (const [regex, reason] of PLACEHOLDERS) if (regex.test(value)) return reason;
  if (anonymousToken(value)) return text.findings.placeholder.publicByDesign;
  // A JWT with no signature (`alg: none`, nothing after the last dot) proves nothing to anyone who checks it.
  if (/^eyJ[\w-]{4,400}\.eyJ[\w-]{4,2000}\.$/.test(value)) return text.findings.placeholder.unsigned;
  // Apple's app-specific passwords are four groups of four letters: one may count up (`abcd-efgh-ijkl-mnop`) as it is drawn.
  if (value.length >= 12 && typedShare(value) >= 0.5 && !(APP_PASSWORD.test(value) && !/([a-z])\1{3}/.test(value)))
    return text.findings.placeholder.filler;
  // Base64 of a placeholder (`admin:password`, a Kubernetes Secret's `data`) is one too; only a single value is judged,
  // since a word in one field of an encoded document (a registry host `example`) says nothing of the secret in another.
  const decoded = printableBase64(value);
  if (decoded !== undefined && decoded.trim().length < 4) return text.findings.placeholder.tooShort;
  if (decoded !== undefined && decoded !== value && /^[^\s{}"]{1,200}$/.test(decoded)) {
    const reason = placeholderReason(decoded);
    if (reason) return reason;
  }
  // `username:password`, `user@realm!token=secret`: a login whose secret part is itself a placeholder.
  const part = /^[\w.@!=-]{1,64}[:=]([^\s:=]{1,200})$/.exec(value)?.[1];
  if (part !== undefined) for (const [regex, reason] of PLACEHOLDERS) if (regex.test(part)) return reason;
  return undefined;
}

/**
 * The share of a value made of runs a person types rather than a generator draws: one character repeated
 * (`aaaa`, `0000`), or counting up by one in one class (`abcdef`, `1234`, `QRSTUV`), each run four or more long,
 * or a short unit said over and over (`123123123123`). A random key almost never holds a run of four; `AIzaSyabcdef…xyz1234567`,
 * `GR1348941231231231…` and `sk-…-abc123xyz-456def789…` are mostly runs.
 */
function typedShare(value: string): number {
  let covered = 0;
  for (let i = 0; i < value.length; ) {
    const step = value.charCodeAt(i + 1) - value.charCodeAt(i);
    const kind = classOf(value[i]!);
    let j = i + 1;
    // Case-sensitive and within one class: `AbCdEf` and `abcDEF123` are typed, but not a run of one kind.
    if ((step === 0 || step === 1) && kind)
      while (j < value.length && value.charCodeAt(j) - value.charCodeAt(j - 1) === step && classOf(value[j]!) === kind) j++;
    // `AAAA` is base64 of zero bytes, frequent in real keys (OpenSSH's headers), so it does not count.
    if (j - i >= 4 && !(step === 0 && value[i] === 'A')) covered += j - i;
    i = j - i >= 4 ? j : i + 1;
  }
  // A short unit said over and over (`123123123123`, `abab…`).
  // A unit of one character is a run, counted above.
  for (const match of value.matchAll(/(.{2,4})\1{3,}/g)) if (!/^(.)\1*$/.test(match[1]!)) covered += match[0].length;
  return Math.min(1, covered / value.length);
}

const classOf = (ch: string) => (/[a-z]/.test(ch) ? 'a' : /[A-Z]/.test(ch) ? 'A' : /\d/.test(ch) ? '0' : '');

/** The text a base64 value encodes when it is printable ASCII (a password, `user:password`), else undefined. */
function printableBase64(value: string): string | undefined {
  if (value.length < 8 || value.length > 400 || value.length % 4 !== 0 || !/^[A-Za-z0-9+/]+={0,2}$/.test(value)) return undefined;
  const decoded = Buffer.from(value, 'base64').toString('latin1').replace(/\n$/, '');
  return /^[\x20-\x7e]{1,300}$/.test(decoded) ? decoded : undefined;
}

// A JWT whose claims give it the anonymous role (Supabase's anon key) grants only what row-level
// security lets anyone do: it ships in every client, like a publishable key.
const JWT_CLAIMS = /^eyJ[\w-]{4,400}\.(eyJ[\w-]{4,800})\./;
function anonymousToken(value: string): boolean {
  const claims = JWT_CLAIMS.exec(value)?.[1];
  return claims !== undefined && /"role"\s*:\s*"anon"/.test(Buffer.from(claims, 'base64url').toString('latin1'));
}

function entropy(value: string): number {
  const counts = new Map<string, number>();
  for (const ch of value) counts.set(ch, (counts.get(ch) ?? 0) + 1);
  let bits = 0;
  for (const count of counts.values()) bits -= (count / value.length) * Math.log2(count / value.length);
  return bits;
}

// Where a value comes from elsewhere: code, a reference, an environment lookup. A `(` alone is not
// code: generated keys hold punctuation (`M(F=1Hh-…`); a call is a name and its parenthesised arguments.
// `%8D…` is a URL-encoded byte of a password, not a `%VAR%` reference. A YAML tag (`!secret mqtt_password`,
// Home Assistant's) names a value kept elsewhere. A Postfix lookup table (`smtp_sasl_password_maps = hash:/etc/postfix/sasl_passwd`)
// names the file that holds the passwords (https://www.postfix.org/DATABASE_README.html).
const REFERENCE =
  /^[$<{[(]|^%(?![0-9A-Fa-f]{2})|\$\{|\{\{|process\.env|import\.meta|os\.environ|getenv|ENV\[|env\(|secrets\.|vault:|^[A-Za-z_][\w.]{2,}\([^]*\)$|^!(?:Ref|Sub|GetAtt|vault|secret|env_var|include)\b|^ENC\[|^arn:|^op:\/\/|^sm:\/\/|^projects\/[\w-]+\/secrets\/|^@?(?:env|file|fd|keychain):[\w/.~]|^secretref:|^@Microsoft\.KeyVault\(|^(?:hash|btree|lmdb|cdb|dbm|sdbm|texthash|regexp|pcre|cidr|ldap|mysql|pgsql|sqlite|proxy:\w+):\/(?!\/)|^@[a-z][a-z\d]*(?:-[a-z\d]+)+$/i;

/**
 * In prose a generated value must also be key-sized and not a dotted or dashed identifier with a number
 * (`cmp2-qat-1208358310`, `jjwt-jackson-0.11.2`): 20 characters at least, or 32 hex digits.
 */
function proseKey(value: string): boolean {
  return value.length >= 20 && !/^[a-z0-9]+(?:[-.:][a-z0-9]+)+$/.test(value);
}

/** Whether a value looks generated (a key, not a word, a path or a reference). */
export function looksGenerated(value: string, min = 16): boolean {
  if (value.length < min || REFERENCE.test(value)) return false;
  // A dotted name (`config.auth.token`) or a path is a reference; base64 may hold a `/`.
  if ((/^[\w-]+\.[\w.-]+$/.test(value) && !/\d/.test(value)) || (value.includes('/') && !/^[A-Za-z0-9+/=]{32,}$/.test(value))) return false;
  // Hex draws on 16 symbols: its entropy tops out at 4 bits, so it gets a lower bar.
  if (/^[a-f0-9]{32,}$/i.test(value)) return /\d/.test(value) && /[a-f]/i.test(value) && entropy(value) >= 3;
  // Generated keys of this length almost always hold a digit; identifiers and words seldom do.
  if (!/\d/.test(value)) return false;
  const classes = [/[a-z]/, /[A-Z]/, /\d/].filter((regex) => regex.test(value)).length;
  return classes >= 2 && entropy(value) >= 3.3;
}

/**
 * Whether a value could be a literal password: not a reference, a path or a short number, and
 * chosen rather than a word (a digit, a symbol or mixed case). In code an unquoted word is a
 * variable (`password = form.password`), so `bareWordIsCode` drops those.
 */
function looksLikePassword(value: string, bareWordIsCode = false, max = 200): boolean {
  if (value.length < 5 || value.length > max || REFERENCE.test(value)) return false;
  if (/^(?:\/|\.{1,2}\/|~\/|[A-Za-z]:\\)/.test(value) || /^[\w.-]+\.(?:pem|key|txt|json|p12|pfx|crt|env|ya?ml)$/i.test(value)) return false;
  // A relative path to a file (`path/to/private_key.pem`, `keys/deployer.json`).
  if (/^[\w.~-]+(?:\/[\w.-]+)*\/[\w-]+\.[A-Za-z]{2,5}$/.test(value)) return false;
  if (/^\d{1,7}$/.test(value) || !/[A-Za-z0-9]/.test(value)) return false;
  if (bareWordIsCode && /^[A-Za-z_][\w.]*$/.test(value)) return false;
  // A lower-case slug (`db-credentials`, `prod.app.db`) names a secret stored elsewhere; an Apple app-specific password is none.
  if (/^[a-z][a-z]*(?:[-_.][a-z]+)+$/.test(value)) return APP_PASSWORD.test(value);
  return /\d|[^\w]/.test(value) || (/[a-z]/.test(value) && /[A-Z]/.test(value));
}

// Apple's app-specific passwords (`abcd-efgh-ijkl-mnop`): four groups of four random letters, shaped like a slug.
const APP_PASSWORD = /^[a-z]{4}-[a-z]{4}-[a-z]{4}-[a-z]{4}$/;

const CODE_FAMILIES = new Set<Family>(['js', 'py', 'rb', 'php', 'java', 'cs', 'clike']);

// ── pattern rules ───────────────────────────────────────────────────────────────────────────────

const MAX_OCCURRENCES = 64;

/**
 * Whether a value in a credential-only position (`-u user:…`, `user:…@host`, `--password …`) is a
 * literal credential: any word will do there, but not a reference, a path, a file name or a slug.
 */
function looksLiteral(value: string): boolean {
  if (value.length < 5 || value.length > 2000 || REFERENCE.test(value) || value.startsWith('-')) return false;
  if (
    /^(?:\/|\.{1,2}\/|~\/|[A-Za-z]:\\)|\/[\w.-]+\.\w{1,5}$/.test(value) ||
    /^[\w.-]+\.(?:pem|key|txt|json|p12|pfx|crt|env|ya?ml)$/i.test(value)
  )
    return false;
  if (/^\d{1,7}$/.test(value) || !/[A-Za-z0-9]/.test(value)) return false;
  // A relative path of lower-case words (`path/to/password_file`) names a file that holds the secret.
  if (/^[a-z_.-]{1,80}(?:\/[a-z_.-]{1,80}){1,16}$/.test(value)) return false;
  return !/^[a-z]+(?:[-_.][a-z]+)+$/.test(value) || APP_PASSWORD.test(value);
}

// English's commonest function words, none of them in BIP-39's English list
// (https://github.com/bitcoin/bips/blob/master/bip-0039/english.txt): a sentence holds some, a recovery phrase none.
const NOT_BIP39 = new Set(
  'the and are was were for with that this from have has had not but you your our their they them its into than then when what which who will would'
    .concat(' can could should there here been being does did very just also about over only some such more most other')
    .split(' '),
);

/** BIP-39 phrases hold 12, 15, 18, 21 or 24 words of the list (3–8 letters), few repeated, and no function word. */
function looksLikeMnemonic(value: string): boolean {
  const words = value.split(/[ \t\n]+/);
  return (
    words.length % 3 === 0 &&
    words.length >= 12 &&
    words.length <= 24 &&
    new Set(words).size >= 8 &&
    !words.some((word) => NOT_BIP39.has(word))
  );
}

// A wallet's phrase kept in a file named for it (`seed.txt`, `mnemonic.txt`, `recovery-phrase.txt`), or any text file in a
// wallet's folder (`wallet/recovery.txt`): the whole file is the phrase. The phrase test below keeps a note silent.
const PHRASE_FILE =
  /^(?:[\w-]{0,30}[-_.])?(?:seed|mnemonic|(?:recovery|seed|secret|backup|wallet)[-_.]?(?:phrase|words|seed))(?:\.(?:txt|md|bak|key))?$/i;
const WALLET_FOLDER = /(?:^|[/\\])[\w.-]{0,20}wallets?[/\\][^/\\]{1,80}\.(?:txt|bak|key)$/i;
const isPhraseFile = (path: string) => PHRASE_FILE.test(basename(path)) || WALLET_FOLDER.test(path);
const PHRASE = /^[a-z]{3,8}(?:[ \t]{1,4}|\r?\n){1,2}(?:[a-z]{3,8}(?:[ \t]{1,4}|\r?\n){1,2}){10,22}[a-z]{3,8}$/;

function phraseFileSecret(content: string, rule: Compiled | undefined, found: Secret[]): void {
  const value = content.trim();
  if (!rule || value.length > 250 || !PHRASE.test(value) || !looksLikeMnemonic(value) || placeholderReason(value)) return;
  const start = content.indexOf(value);
  found.push({ kind: rule.rule.risk, rule: rule.fullId, start, end: start + value.length });
}

function judge(rule: Compiled, value: string): boolean {
  switch (rule.rule.value) {
    case 'literal':
      return looksLiteral(value);
    case 'generated':
      return looksGenerated(value, 12);
    case 'password':
      // The rule's pattern bounds the value: a bearer token (a JWT) runs well past 200 characters.
      return looksLikePassword(value, false, Infinity);
    case 'key-body':
      // A key's body: a line of base64, or the headers of an encrypted PEM; not `anything` or nothing between the markers.
      return /[A-Za-z0-9+/=]{40}|Proc-Type:|DEK-Info:/.test(value);
    case 'mnemonic':
      return looksLikeMnemonic(value);
    case 'key-bytes':
      return new Set(value.split(/\s*,\s*/)).size >= 16 && value.split(',').every((byte) => Number(byte) <= 255);
    default:
      return true;
  }
}

/** Why a value is public by design by its shape where the rule found it, from the rule's `publicValue`. */
function publicValue(rule: Compiled, value: string): string | undefined {
  if (rule.rule.publicValue === undefined) return undefined;
  return (rule.publicValue ??= new RegExp(rule.rule.publicValue)).test(value) ? text.findings.placeholder.publicByDesign : undefined;
}

/** Why a match is public by design where it stands (a Firebase web config), from the rule's `publicNear`. */
function publicNear(rule: Compiled, source: string, at: number, length: number): string | undefined {
  if (rule.rule.publicNear === undefined) return undefined;
  rule.publicNear ??= new RegExp(rule.rule.publicNear, rule.rule.flags);
  const around = source.slice(Math.max(0, at - 400), at + length + 400);
  if (!rule.publicNear.test(around)) return undefined;
  // Said to be the private kind where it stands (`// admin key` beside the search-only client): no longer public.
  if (rule.rule.privateNear !== undefined && (rule.privateNear ??= new RegExp(rule.rule.privateNear, 'i')).test(around)) return undefined;
  return text.findings.placeholder.publicWhere;
}

/** `template`: a file that documents the values to fill in (`.env.example`, a fixture): there a chosen password is a sample. */
function matchPatterns(
  source: string,
  present: ReadonlySet<string>,
  where: 'text' | 'command',
  rules: readonly Compiled[],
  found: Secret[],
  note?: Note,
  template = false,
): void {
  for (const rule of rules) {
    if (!rule.rule.pattern || (rule.rule.in ?? 'both') === (where === 'text' ? 'command' : 'text') || !mentions(rule, present)) continue;
    const chosen = template && (rule.rule.value === 'password' || rule.rule.value === 'literal');
    firstMatch(source, rule, patternOf(rule), (value) => (chosen ? looksGenerated(value, 12) : judge(rule, value)), found, note);
  }
}

/** The first value `pattern` finds in `source` that is no placeholder and that `risky` accepts, added to `found` for `rule`. */
function firstMatch(
  source: string,
  rule: Compiled,
  pattern: RegExp,
  risky: (value: string) => boolean,
  found: Secret[],
  note?: Note,
): void {
  pattern.lastIndex = 0;
  let seen = 0;
  for (let match = pattern.exec(source); match && seen < MAX_OCCURRENCES; match = pattern.exec(source), seen++) {
    if (match[0] === '') pattern.lastIndex++;
    const value = match.groups?.value ?? match[0];
    const start = match.index + (match.groups?.value !== undefined ? match[0].lastIndexOf(value) : 0);
    const reason = placeholderReason(value) ?? publicValue(rule, value) ?? publicNear(rule, source, match.index, match[0].length);
    if (reason) {
      note?.(text.findings.skipped(rule.fullId, reason));
      continue;
    }
    if (!risky(value)) continue;
    found.push({ kind: rule.rule.risk, rule: rule.fullId, start, end: start + value.length });
    return;
  }
}

// ── assignments: a secret-like name given a literal ─────────────────────────────────────────────

// Found from the keyword outwards, with bounded steps: a pattern that scanned names of any length
// would take quadratic time on a long run of word characters (minified code, data blobs).
// The words are the one credential-name list's (src/guards/lib/credentialNames.ts), redaction's too.
const SECRET_WORDS = DETECTED_WORDS;
// `StoragePass`, `DbPass`, `AdminPwd`: a config key whose last word is `Pass` or `Pwd` in mixed case. The scan
// finds `pass`/`pwd` after any letter; CAMEL_PASSWORD (case-sensitive) then keeps `bypass`, `compass` and
// `PassThrough` out.
// Lisp's earmuffed special variables name with `-` (`*alphavantage-key*`): read as the constant `ALPHAVANTAGE_KEY`.
const KEYWORD = new RegExp(
  String.raw`${SECRET_WORDS}|(?<=[A-Za-z0-9])_(?:key|pat)\b|(?<=[A-Za-z0-9])-(?:key|pat)(?=\*)|(?<=[a-z0-9])(?:pass|pwd)\b`,
  'gi',
);
const CAMEL_PASSWORD = /^[A-Za-z][A-Za-z0-9]{0,40}[a-z0-9](?:Pass|Pwd)$/;
// The same in a shell-style config's upper case, its words unseparated (mailcow.conf's `DBPASS`, `SMTPPASS`, `ADMINPWD`),
// but not an English word or a render or filter pass (`BYPASS`, `COMPASS`, `LOWPASS`, `TWOPASS`).
const UPPER_PASSWORD = /^[A-Z][A-Z0-9]{1,30}(?:PASS|PWD)$/;
const PASS_WORD =
  /(?:^|_)(?:BY|COM|ENCOM|SUR|TRES|OVER|UNDER|LOW|HIGH|BAND|ALL|NOTCH|ONE|TWO|MULTI|SINGLE|DOUBLE|FIRST|SECOND|FINAL|RENDER|SHADOW|DEPTH|LIGHT|POST|PRE)PASS$/;
const upperPassword = (name: string) => UPPER_PASSWORD.test(name) && !PASS_WORD.test(name);
// A name is secret-like by one of the words; by `_KEY` alone (`AZURE_OPENAI_KEY`, `MAPS_KEY`) only
// in an environment variable's or a constant's upper case, and not as a key of data or a public key.
const STRONG_KEYWORD = new RegExp(SECRET_WORDS, 'i');
// `_PAT` too: a personal access token (`GITHUB_PAT`, `AZURE_DEVOPS_EXT_PAT`, https://learn.microsoft.com/azure/devops/cli/log-in-via-pat).
const KEY_NAME = /^[A-Z][A-Z0-9]*(?:_[A-Z0-9]+)*_(?:KEY|PAT)$/;
const NOT_A_SECRET_KEY =
  /PUBLIC|PUBLISHABLE|(?:^|_)(?:PRIMARY|FOREIGN|SORT|PARTITION|RANGE|HASH|CACHE|IDEMPOTENCY|DEDUP|UNIQUE|PUB|SITE|ANON|GPG|PGP|SSH|HOST|OBJECT|S3|BUCKET|ROW|LOOKUP|I18N|TRANSLATION|STORAGE|SHARD|ROUTING|GROUP|MESSAGE|EVENT|INDEX|TABLE|COLUMN|FIELD|CONFIG|FEATURE|FLAG|LOCK|QUEUE|TOPIC|STREAM|STATE|LOCALE|LANG|ORDER|PREFIX|REDIS)_KEY$/;
// Blanks stay on the line: `KEY=` then a newline is an empty value, not the next line's text. A quoted
// value may hold any punctuation (Django's and WordPress's generated keys do); `'NAME', 'value'` is a
// constant defined by a call (`define('DB_PASSWORD', '…')`, `getenv("API_KEY", "…")`). A literal
// converted on the spot is still a literal: `[]byte("…")`, `Buffer.from('…')`, `b"…"`, `"…".toCharArray()`, a key decoded from
// hex or base64 (`SECRET = bytes.fromhex('…')`, a MAVLink signing key).
const CONVERTED = String.raw`(?:\[\]byte\(|String\.valueOf\(|Buffer\.from\(|(?:bytes|bytearray)\.fromhex\(|(?:binascii\.)?(?:unhexlify|a2b_hex)\(|(?:base64\.)?b64decode\(|(?:new[ \t]{1,3})?String\(|bytes\(|bytearray\(|str\(|SecretStr\(|Encoding\.\w{1,10}\.GetBytes\(|[bB](?=["']))[ \t]{0,3}`;
const CONVERSION = String.raw`\.(?:getBytes|toCharArray|encode|as_bytes|to_vec|to_string|to_owned|toString)\([^()\n]{0,40}\)`;
// An unquoted value is never cut before a `:` (`keyring::key_get(…)` is R code, not the value `keyring`). A quote may be
// escaped (`-DWIFI_PASS=\\"…\\"`, a C string define in PlatformIO's build_flags).
const ASSIGNED = new RegExp(
  String.raw`[\w-]{0,40}?(?:["']?\]?|\*)[ \t]{0,40}(?::[ \t]{0,5}&?'?[\w:<>[\]]{1,30}[ \t]{0,5}=|=|:=|:|=>|[ \t](?=["'])|(?<=["'])[ \t]{0,3}(,))[ \t]{0,40}(?:(?:${CONVERTED})?\\?(["'${'`'}])([^"'${'`'}\n]{5,512})\2(?:${CONVERSION})?|([^\s"'${'`'},;()[\]{}]{5,512}))(?![\w.(\[]|[ \t]{0,3}\+|:)`,
  'dy',
);
// XML settings: `<add key="ApiSecret" value="…"/>`, `<entry key="password">…</entry>`, Maven's
// `<password>…</password>`. The name must open an element or be a key/name attribute's value.
const XML_VALUE = /[\w.:-]{0,40}?(?:["'][ \t]{1,10}value[ \t]{0,3}=[ \t]{0,3}(["'])([^"'<>\n]{5,512})\1|["']?>([^<>\n]{5,512})<\/)/dy;
const XML_NAMED = /(?:<|\b(?:key|name)[ \t]{0,3}=[ \t]{0,3}["'])[\w.:-]{0,40}$/;
const NAME_CHAR = /[\w.-]/;
// Names that hold something about a secret, not the secret (`token_url`, `password_min_length`), a
// command that fetches it (`RESTIC_PASSWORD_COMMAND='pass show …'`, `…_CMD`), or the name of a Kubernetes
// Secret that holds it (Helm charts' `auth.existingSecret=pg-creds-v2`, `existingSecretPasswordKey`), or its hash
// (Jupyter's `hashed_password = "argon2:…"`).
// A CSRF token (`authenticity_token`, `csrf-token`) guards a form, and a `public…` name says public by design.
const NOT_A_SECRET_NAME =
  /^["']?(?:public|publishable)|(?:csrf|xsrf)[\w-]{0,20}$|authenticity_token$|existing\w*$|hashed_?\w{0,40}$|(?:url|uri|endpoint|path|file|dir|name|type|id|ids|length|len|size|count|expir\w*|ttl|timeout|prefix|header|field|label|hint|regex|pattern|policy|format|version|env|var|ref|arn|key_?id|hash|salt_?rounds|enabled|required|schema|placeholder|message|error|limit|min|max|chars|charset|alphabet|helper|command|cmd|user\.signingkey)$/i;
const PASSWORD_NAME = /passw(?:or)?d|passwd|pass_?phrase|(?:\b|(?<=_))pwd|(?:^|[_-])pass$|secret(?!_?key_?(?:id|base))/i;

interface Assignment {
  name: string;
  value: string;
  quoted: boolean;
  /** Where the value starts. */
  start: number;
}

/** Each secret-like name in `text` with the literal assigned to it. */
function* assignments(text: string): Generator<Assignment> {
  KEYWORD.lastIndex = 0;
  for (let match = KEYWORD.exec(text); match; match = KEYWORD.exec(text)) {
    const end = match.index + match[0].length;
    let start = match.index;
    while (start > 0 && match.index - start < 40 && NAME_CHAR.test(text[start - 1]!)) start--;
    ASSIGNED.lastIndex = end;
    const assigned = ASSIGNED.exec(text);
    if (assigned) {
      let name = text.slice(start, end + /^[\w-]*/.exec(assigned[0])![0].length);
      if (text[start - 1] === '*' && text[start + name.length] === '*') name = name.toUpperCase().replaceAll('-', '_');
      KEYWORD.lastIndex = ASSIGNED.lastIndex;
      // A call's first two arguments are a name and a value only when the name is a constant's.
      if (assigned[1] && !/^[A-Z][A-Z\d_]*$/.test(name)) continue;
      const group = assigned[3] !== undefined ? 3 : 4;
      // Of a call's arguments only a quoted one is a literal: `env("X_PASSWORD", default="")` passes a keyword.
      if (assigned[1] && group === 4) continue;
      const at = assigned.indices![group]![0];
      // A C define's string in a build flag, its quotes escaped for the shell (`-DWIFI_PASS=\\"…\\"`): the value is inside.
      const escaped = group === 3 && text[at - 2] === '\\' && assigned[group]!.endsWith('\\');
      yield { name, value: escaped ? assigned[group]!.slice(0, -1) : assigned[group]!, quoted: group === 3, start: at };
      continue;
    }
    XML_VALUE.lastIndex = end;
    const xml = XML_VALUE.exec(text);
    if (!xml || !XML_NAMED.test(text.slice(Math.max(0, match.index - 60), match.index))) continue;
    KEYWORD.lastIndex = XML_VALUE.lastIndex;
    const group = xml[2] !== undefined ? 2 : 3;
    yield {
      name: text.slice(start, end + /^[\w.:-]*/.exec(xml[0])![0].length),
      value: xml[group]!,
      quoted: true,
      start: xml.indices![group]![0],
    };
  }
}

/** Whether a quoted value that holds blanks is still a generated key (a WordPress salt), not a sentence. */
function looksRandom(value: string): boolean {
  return value.length >= 24 && (value.match(/\s/g)?.length ?? 0) * 12 <= value.length && entropy(value) >= 4.5;
}

/** `template`: a file that documents the values to fill in (`.env.example`): only a generated value there is a secret. */
function assignmentSecrets(
  source: string,
  family: Family | 'command',
  rule: Compiled,
  found: Secret[],
  note?: Note,
  template = false,
  clientConfig = false,
  publicShapes: readonly Compiled[] = [],
  generatedOnly = false,
): void {
  for (const { name, value, quoted, start } of assignments(source)) {
    if (found.length >= 8) break;
    const strength = secretName(name.replace(/["']/g, ''));
    if (!strength) continue;
    // `KEY= # where to get one` is an empty value and a comment.
    if ((!quoted && value.startsWith('#')) || (/\s/.test(value) && !looksRandom(value))) continue;
    // PowerShell's unquoted right-hand side is a command or an expression (`$env:KEY = Read-Host`).
    if (family === 'ps' && !quoted) continue;
    // A value of a kind public where it stands (a Firebase config's `apiKey: "AIza…"`, known by the
    // kind's prefix keyword) is no secret under any name.
    const shape = publicShapes.find((each) => each.rule.keywords.some((keyword) => value.startsWith(keyword)));
    const reason = placeholderReason(value) ?? (shape && publicNear(shape, source, start, value.length)) ?? searchOnlyKey(source, start);
    if (reason) {
      note?.(text.why.placeholder(bareName(name), reason));
      continue;
    }
    const bareWordIsCode = !quoted && (CODE_FAMILIES.has(family as Family) || family === 'generic');
    const bare = name.replace(/["']/g, '');
    const password = !template && strength === 'strong' && (PASSWORD_NAME.test(name) || CAMEL_PASSWORD.test(bare) || upperPassword(bare));
    // A client's credentials file (`.pypirc`, `.netrc`, `~/.aws/credentials`) holds nothing but logins: any word there is one.
    const risky =
      password && !generatedOnly
        ? clientConfig
          ? looksLiteral(value)
          : looksLikePassword(value, bareWordIsCode)
        : looksGenerated(value) && (!generatedOnly || proseKey(value));
    if (risky) found.push({ kind: text.findings.assignedTo(bareName(name)), rule: rule.fullId, start, end: start + value.length });
  }
}

// Algolia DocSearch's key in a docs site's search settings (Docusaurus `themeConfig.algolia`, VitePress's `provider: 'algolia'`,
// `docsearch({…})`) is search-only, public by design: it ships to every reader's browser
// (https://docusaurus.io/docs/search#using-algolia-docsearch). The code calling it an admin or write key undoes that.
const SEARCH_SETTINGS = /\b(?:algolia|docsearch)\b[^{}\n]{0,60}\{[^{}]{0,300}$/i;
const SEARCH_KEY_NAME = /\bapiKey["']?[ \t]{0,3}[:=][ \t]{0,3}["']?$/;
const WRITE_KEY = /\badmin(?:istrator)?[ _-]?(?:api[ _-]?)?key\b|\bwrite[ _-]?(?:api[ _-]?)?key\b/i;

function searchOnlyKey(source: string, start: number): string | undefined {
  const before = source.slice(Math.max(0, start - 360), start);
  if (!SEARCH_KEY_NAME.test(before.slice(-40)) || !SEARCH_SETTINGS.test(before) || WRITE_KEY.test(before)) return undefined;
  return text.findings.placeholder.publicByDesign;
}

// An edit that puts a literal where an environment read of a credential stood (`import.meta.env.STORYBLOK_TOKEN` →
// `"hAiZ…"`, `ENV.fetch("TRANSISTOR_API_KEY")` → `"TEWa…"`): whatever the variable is called, the literal is that credential.
const ENV_READ =
  /(?:process\.env|import\.meta\.env|Deno\.env\.get|os\.environ(?:\.get)?|getenv|ENV(?:\.fetch)?|env::var|GetEnvironmentVariable)[ \t]{0,3}[.[(]?[ \t]{0,3}["'`]?([A-Za-z_]\w{0,80})/g;
const SWAPPED_LITERAL = /(?:=|:|=>|\|\||\?\?|,)[ \t]{0,3}(["'`])([^"'`\s]{12,512})\1/g;

function envSwapSecrets(edits: readonly ToolEdit[], written: string, rule: Compiled | undefined, found: Secret[], note?: Note): void {
  if (!rule) return;
  for (const edit of edits) {
    if (!/env/i.test(edit.old)) continue;
    const read = [...edit.old.matchAll(ENV_READ)].find((match) => secretName(match[1]!) && !edit.new.includes(match[0]));
    if (!read) continue;
    for (const [, , value] of edit.new.matchAll(SWAPPED_LITERAL)) {
      if (edit.old.includes(value!)) continue;
      const reason = placeholderReason(value!);
      if (reason) {
        note?.(text.why.placeholder(read[1]!, reason));
        continue;
      }
      const random = /[a-z]/.test(value!) && /[A-Z]/.test(value!) && value!.length >= 20 && entropy(value!) >= 3.5;
      if (!looksGenerated(value!, 12) && !random) continue;
      const start = written.indexOf(value!);
      found.push({ kind: text.findings.assignedTo(read[1]!), rule: rule.fullId, start, end: start + value!.length });
      return;
    }
  }
}

// ── environment lookups with a literal fallback: `${TOKEN:-…}`, `os.environ.get('X', '…')` ────────

// The name and the literal of each form; bounded repetitions, so a long run of one character stays linear.
const ENV_DEFAULTS = [
  /\$\{([A-Za-z_]\w{0,80}):?[-=]["']?([^}\s"'$`]{5,300})["']?\}/g,
  /\b(?:os\.environ\.get|os\.getenv|environ\.get|getenv)\(\s{0,3}["']([\w.-]{1,80})["']\s{0,3},\s{0,3}(?:default\s{0,3}=\s{0,3})?["']([^"'\n]{5,300})["']/g,
  /\bprocess\.env(?:\.([A-Za-z_]\w{0,80})|\[\s{0,3}["'`]([\w.-]{1,80})["'`]\s{0,3}\])\s{0,3}(?:\|\||\?\?)\s{0,3}["'`]([^"'`\n]{5,300})["'`]/g,
  /\bENV\.fetch\(\s{0,3}["']([\w.-]{1,80})["']\s{0,3},\s{0,3}["']([^"'\n]{5,300})["']/g,
  /\benv::var\(\s{0,3}"([\w.-]{1,80})"\s{0,3}\)\s{0,3}\.unwrap_or(?:_else)?\(\s{0,3}(?:\|\|\s{0,3})?"([^"\n]{5,300})"/g,
];

/** A value read from the environment whose fallback is itself a credential: the literal ships with the code. */
function envDefaultSecrets(source: string, rule: Compiled, found: Secret[], note?: Note): void {
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

// ── FTP scripts: `user NAME PASS`, `USER`/`PASS` lines, a JCL FTP step's input ───────────────────

// A text that drives an FTP client: it names ftp, or opens a host as an FTP script does (`open ftp.corp.local`).
const FTP_MARKER = /\bftp\b|^[ \t]{0,20}open[ \t]{1,10}\S/im;
// `user NAME PASSWORD` (the ftp client's own command, after `-n`), or the protocol's `USER`/`PASS` lines (`quote PASS …`).
const FTP_USER = /^[ \t]{0,20}(?:(?:quote|literal)[ \t]{1,5})?user[ \t]{1,10}[^\s]{1,100}(?:[ \t]{1,10}([^\s]{1,200}))?[ \t]{0,10}$/gim;
const FTP_PASS = /^[ \t]{0,20}(?:(?:quote|literal)[ \t]{1,5})?pass[ \t]{1,10}([^\s]{1,200})[ \t]{0,10}$/gim;
// z/OS FTP (`EXEC PGM=FTP`) reads its input stream: the host, then the user, then the password, each on a line.
const JCL_FTP = /\bPGM=FTP\b[^\n]{0,200}\n(?:[^\n]{0,200}\n){0,10}?\/\/[\w#@$]{0,8}[ \t]{1,20}DD[ \t]{1,20}(?:\*|DATA)[^\n]{0,100}\n/gi;
const FTP_COMMANDS =
  /^(?:put|get|mput|mget|cd|lcd|quit|bye|close|bin|binary|ascii|ebcdic|site|locsite|quote|mode|type|dir|ls|pwd|mkdir|delete|rename|open|user|pass|append|status|prompt|verbose|hash|passive|sendsite|cdup)$/i;
const MAX_FTP_FINDINGS = 8;

/** Passwords an FTP script or a JCL FTP step's input stream gives the client: in a credential-only place, any literal. */
function ftpSecrets(source: string, rule: Compiled, found: Secret[], note?: Note): void {
  if (!FTP_MARKER.test(source)) return;
  const consider = (given: string, at: number) => {
    // A quoted word in a shell heredoc (`user batch "$FTP_PASS"`) is judged without its quotes.
    const value = /^(["']).+\1$/.test(given) ? given.slice(1, -1) : given;
    if (value !== given) at++;
    const reason = placeholderReason(value);
    if (reason) return void note?.(text.findings.skipped(rule.fullId, reason));
    if (looksLiteral(value) && found.length < MAX_FTP_FINDINGS)
      found.push({ kind: rule.rule.risk, rule: rule.fullId, start: at, end: at + value.length });
  };
  let userSeen = -1;
  FTP_USER.lastIndex = 0;
  for (let match = FTP_USER.exec(source); match; match = FTP_USER.exec(source)) {
    if (userSeen < 0) userSeen = match.index;
    if (match[1] !== undefined) consider(match[1], match.index + match[0].lastIndexOf(match[1]));
  }
  FTP_PASS.lastIndex = 0;
  for (let match = FTP_PASS.exec(source); match; match = FTP_PASS.exec(source))
    if (userSeen >= 0 && userSeen < match.index) consider(match[1]!, match.index + match[0].lastIndexOf(match[1]!));
  JCL_FTP.lastIndex = 0;
  for (let match = JCL_FTP.exec(source); match; match = JCL_FTP.exec(source)) {
    let at = match.index + match[0].length;
    const lines: { text: string; at: number }[] = [];
    while (at < source.length && lines.length < 3) {
      const end = source.indexOf('\n', at);
      const line = source.slice(at, end < 0 ? source.length : end);
      if (line.startsWith('/*') || line.startsWith('//')) break;
      if (line.trim()) lines.push({ text: line.trim(), at: at + line.indexOf(line.trim()) });
      at = end < 0 ? source.length : end + 1;
    }
    // The host line, then `user` or `user password` (already read above when it starts with `user`).
    const [, user, password] = lines;
    if (!user || /^user\s/i.test(user.text)) continue;
    const words = user.text.split(/\s+/);
    if (words.length === 2 && !FTP_COMMANDS.test(words[0]!)) consider(words[1]!, user.at + user.text.lastIndexOf(words[1]!));
    else if (
      words.length === 1 &&
      !FTP_COMMANDS.test(words[0]!) &&
      password &&
      !/\s/.test(password.text) &&
      !FTP_COMMANDS.test(password.text)
    )
      consider(password.text, password.at);
  }
}

// ── command options: `mysql -pS3cret`, `--password=…`, `-e API_KEY=…`, `--from-literal=k=v` ───────

// Most words of a command are none of these, so each is asked with string tests first: in a hook
// process every pattern costs its compilation twice (once to interpret it, once more to compile it
// on its second use), 0.05-0.5 ms each, more than the scan itself.
const SECRET_OPTIONS = [
  'password',
  'passwd',
  'pass',
  'passphrase',
  'secret',
  'client-secret',
  'token',
  'api-key',
  'apikey',
  'access-key',
  'secret-key',
  'secret-string',
  'auth-token',
  'access-token',
  'storepass',
  'keypass',
  'srcstorepass',
  'deststorepass',
  'pat',
  // `espota.py --auth=…`, `ngrok … --basic-auth …`, PuTTY's `-pw`: judged as passwords, so `--auth basic` stays a word.
  'auth',
  'pw',
  // `cast send … --private-key 0x…`, `forge create … --private-key …`.
  'private-key',
  // A node's pre-auth key: `tailscale up --authkey …` (also `--auth-key`), Headscale's and NetBird's `--setup-key`.
  'authkey',
  'auth-key',
  'setup-key',
];
const WRAPPERS = new Set(['sudo', 'env', 'command', 'exec', 'time', 'nohup']);
// An interpreter's tool is the script it runs: `python …/espota.py -a …` is espota's `-a`.
const INTERPRETERS = new Set(['python', 'python3', 'python2', 'node', 'ruby', 'perl', 'php', 'bash', 'sh']);

/** The command word of one simple command: past inline assignments, wrappers and an interpreter before its script. */
function toolOf(words: readonly string[], head: number): string {
  let at = words.findIndex((word, i) => i >= head && !WRAPPERS.has(word) && !word.startsWith('-'));
  if (at >= 0 && INTERPRETERS.has(commandName(words[at]!))) {
    const script = words.findIndex((word, i) => i > at && !word.startsWith('-'));
    if (script > 0 && /\.(?:py|js|rb|pl|php|sh)$/.test(words[script]!)) at = script;
  }
  return at < 0 ? '' : commandName(words[at]!);
}

/**
 * A command's words, then those of the command it runs (`docker exec -it db mysql -u app -p…`, `kubectl exec pod -- psql …`,
 * `npx …`): the wrappers the shell reading of other families unwraps, nested up to three deep.
 */
function withInner(words: readonly string[]): (readonly string[])[] {
  const all = [words];
  for (let current = words; all.length < 4; ) {
    let head = 0;
    while (head < current.length && NAME_VALUE.test(current[head]!)) head++;
    const at = current.findIndex((word, i) => i >= head && !WRAPPERS.has(word) && !word.startsWith('-'));
    const inner = at < 0 ? undefined : innerCommand(commandName(current[at]!).toLowerCase(), current.slice(at));
    if (!inner?.length) break;
    all.push(inner);
    current = inner;
  }
  return all;
}

/** Whether a command runs an auth or login subcommand (`hex.organization auth`, `registry login`): a plain word, not an option's. */
const authCommand = (words: readonly string[]) => words.some((word) => /^(?:auth|login|authenticate|signin|sign-in)$/.test(word));

const USER_OPTIONS = new Set(['-u', '-U', '--user', '--username', '--apple-id', '--login']);

/** Whether a command names a user to log in as (`-u neo4j`, `--username ci`): then its `-p` is that user's password. */
function loginContext(words: readonly string[]): boolean {
  return words.some(
    (word, i) =>
      (USER_OPTIONS.has(word) && words[i + 1] !== undefined && !words[i + 1]!.startsWith('-')) || /^--(?:user|username)=./.test(word),
  );
}

/**
 * A value after an unknown tool's `-p` that can only be a chosen password: not a port or a port
 * mapping (`8080`, `80:80/tcp`), a protocol, a path or a file name, or a one-case slug (`prod-2`, `CRAM-MD5`).
 */
function chosenPassword(value: string): boolean {
  if (/^[\d.:]+(?:\/(?:tcp|udp|sctp))?$|^(?:tcp|udp|sctp)$/i.test(value) || /^[\w.~-]*\/[\w./-]*$/.test(value)) return false;
  if (/^[\w-]+\.[A-Za-z0-9]{1,5}$/.test(value) || /^[a-z0-9]+(?:[-_.][a-z0-9]+)*$|^[A-Z0-9]+(?:[-_.][A-Z0-9]+)*$/.test(value)) return false;
  return looksLikePassword(value);
}

/** `--password`, `--db-password`, `-storepass` (any case): an option (`-x`, `--x`, as the option pattern reads it) that names a secret. */
function isSecretOption(flag: string): boolean {
  const body = flag.toLowerCase().replace(/^--?/, '');
  // `wp user create … --user_pass=…`: some CLIs join an option's words with `_`.
  // Jupyter's traitlets options name a class's setting: `--ServerApp.token=…`, `--NotebookApp.password=…`.
  return SECRET_OPTIONS.some(
    (name) => body === name || body.endsWith(`-${name}`) || body.endsWith(`_${name}`) || body.endsWith(`.${name}`),
  );
}
const LOGIN_TOOLS = new Set(['docker', 'podman', 'buildah', 'skopeo', 'helm', 'az', 'oras', 'crane', 'nerdctl']);
const NAME_VALUE = /^([A-Za-z_][\w.-]{0,80})=(.+)$/;
// Options whose value is a body of fields (JSON or form): a password field in it is one.
const DATA_OPTION = /^(?:-d|--data|--data-raw|--data-binary|--data-urlencode|--json|-F|--form|--secret-string|--secret-data)$/;

// HTTP clients and their options that carry a login or a request header; httpie and xh also take a
// header as a bare `Name:value` item (https://curl.se/docs/manpage.html#-u, https://httpie.io/docs/cli/http-headers,
// https://www.gnu.org/software/wget/manual/wget.html#HTTP-Options).
const CURL_OPTIONS = { user: ['-u', '--user', '-U', '--proxy-user'], header: ['-H', '--header', '--proxy-header'], items: false };
const HTTPIE_OPTIONS = { user: ['-a', '--auth'], header: [] as string[], items: true };
const HTTP_CLIENTS: Readonly<Record<string, { user: readonly string[]; header: readonly string[]; items: boolean }>> = {
  curl: CURL_OPTIONS,
  curlie: CURL_OPTIONS,
  wget: { user: [], header: ['--header'], items: false },
  http: HTTPIE_OPTIONS,
  https: HTTPIE_OPTIONS,
  xh: HTTPIE_OPTIONS,
  xhs: HTTPIE_OPTIONS,
};
const HEADER = /^[ \t]{0,8}([A-Za-z][\w-]{0,60})[ \t]{0,8}:(?![/=])[ \t]{0,8}(\S[^\n]{0,4000})$/;
// An auth scheme before the credential (`Bearer`, `Basic`, `Token`, `Api-Token`): one word, then the value.
const SCHEME = /^[A-Za-z][\w-]{1,30}[ \t]{1,4}(?=\S)/;

/** A value wrapped in braces by the writer (`"{ZqL5kVrX1n8tA2}"`) when what it wraps is generated, not a template's name. */
function unbraced(value: string): string {
  const inner = /^\{([^{}\s]{12,400})\}$/.exec(value)?.[1];
  return inner !== undefined && looksGenerated(inner, 12) ? inner : value;
}

/**
 * The credentials an HTTP client's command line passes: `-u user:password` (or a key as the user with an empty
 * password), and a header that names a credential (`Authorization: <scheme> <value>`, `X-Api-Key: …`, `Token: …`).
 */
function httpClientCredentials(
  tool: string,
  words: readonly string[],
  assigned: ReadonlyMap<string, string>,
): { value: string; what: string }[] {
  const client = HTTP_CLIENTS[tool];
  if (!client) return [];
  const out: { value: string; what: string }[] = [];
  for (let i = 0; i < words.length; i++) {
    const word = words[i]!;
    const option = /^(--?[\w-]+)(?:=([^]*))?$/.exec(word);
    const flag = option?.[1] ?? '';
    const stated = option ? (option[2] ?? words[i + 1]) : undefined;
    // `AUTH='root:…'; curl -u "$AUTH" …`: a variable set to a literal earlier on the same command line is that literal.
    const given = stated === undefined ? undefined : (assigned.get(/^\$\{?(\w{1,80})\}?$/.exec(stated)?.[1] ?? '') ?? stated);
    if (given !== undefined && client.user.includes(flag)) {
      const colon = given.indexOf(':');
      if (colon < 0) continue;
      const user = unbraced(given.slice(0, colon));
      const password = unbraced(given.slice(colon + 1));
      // `-u KEY:` is an API key sent as the user name (Stripe's, Elastic's); `-u :PASSWORD` a password alone.
      // An e-mail address after the colon is a second login name (a guess at the user field), not a chosen secret.
      if (password && !/^[\w.+-]{1,64}@[\w-]{1,63}(?:\.[\w-]{1,63}){1,8}$/.test(password))
        out.push({ value: password, what: text.findings.passwordOption(tool, flag) });
      else if (looksLikePassword(user)) out.push({ value: user, what: text.findings.passwordOption(tool, flag) });
      continue;
    }
    const header =
      given !== undefined && client.header.includes(flag) ? given : client.items && i > 0 && !word.startsWith('-') ? word : undefined;
    const parts = header === undefined ? null : HEADER.exec(header);
    if (!parts) continue;
    const name = parts[1]!;
    if (!/^(?:proxy-)?authorization$/i.test(name) && !secretName(name)) continue;
    const value = parts[2]!.trim().replace(SCHEME, '');
    // `PVEAPIToken=$ID=$SECRET`: a variable anywhere in the value is filled in by the shell, not written here.
    if (!/\$[\w{(]/.test(value) && looksLikePassword(value, false, 4000)) out.push({ value, what: text.findings.givenTo(name) });
  }
  return out;
}

function optionSecrets(command: string, rule: Compiled, found: Secret[], note?: Note): void {
  // A name that is secret-like only by `_KEY` must hold a generated value; any other, any literal.
  // `explicit`: an option that only ever holds a credential (`--password`, `-p` of a login), where a plain word is one too.
  // `attached`: the value came after `=` (`--password=-xuP…`), so a leading dash is its own, not another option.
  const consider = (given: string, what: string, strength: Strength = 'strong', explicit = false, attached = false) => {
    // `--ks-pass pass:…`, `-passin pass:…`: the literal after `pass:` (`env:NAME` and `file:path` are references).
    const value = given.startsWith('pass:') ? given.slice(5) : given;
    const reason = placeholderReason(value);
    if (reason) return note?.(text.findings.skipped(rule.fullId, reason));
    // `--secret id=npmrc,src=…` names a file to mount, not a value.
    if (/^(?:id|src|source|type|env|target)=/.test(value)) return;
    const judged = attached ? value.replace(/^-+/, '') : value;
    if (strength === 'key' ? looksGenerated(judged) : explicit ? looksLiteral(judged) : looksLikePassword(judged)) {
      const start = command.indexOf(value);
      found.push({ kind: what, rule: rule.fullId, start, end: start < 0 ? -1 : start + value.length });
    }
  };
  const commands = shellWords(command).commands;
  // Variables a command of assignments alone sets to a literal (`AUTH='root:…'`), for the HTTP clients' options.
  const assigned = new Map<string, string>();
  for (const { words } of commands)
    if (words.length > 0 && words.every((word) => NAME_VALUE.test(word)))
      for (const word of words) if (!/[$`]/.test(word)) assigned.set(word.slice(0, word.indexOf('=')), word.slice(word.indexOf('=') + 1));
  for (const [index, simple] of commands.entries()) {
    // `echo 'pw' | kinit alice`: a literal echoed into a command that reads a credential on stdin.
    const reader = commands[index + 1];
    if (reader && reader.pipeline === simple.pipeline && /^(?:echo|printf)$/.test(simple.words[0] ?? '')) {
      const readerTool = toolOf(reader.words, 0);
      const said = simple.words.slice(1).filter((word) => !/^-[neE]{1,3}$/.test(word));
      // A command's output (`$(openssl rand …)`) or a variable is no literal; chpasswd reads `user:password` lines.
      const piped = said.length === 1 && !/[$`]/.test(said[0]!) ? said[0]!.split('\\n')[0]! : undefined;
      const value = piped !== undefined && readerTool === 'chpasswd' ? piped.slice(piped.indexOf(':') + 1) : piped;
      if (value && readsCredential(readerTool, reader.words))
        consider(value, text.findings.passwordOption(readerTool, 'stdin'), 'strong', true);
    }
    // The command itself, then the one it runs inside a container or a runner (`docker exec db mysql -p…`).
    for (const words of withInner(simple.words)) readWords(words);
  }
  function readWords(words: readonly string[]): void {
    // The command word: past inline assignments and wrappers.
    let head = 0;
    while (head < words.length && words[head]!.includes('=') && NAME_VALUE.test(words[head]!)) head++;
    const tool = toolOf(words, head);
    const shorts = shortPasswords(tool, words);
    // A tool the table names has said which of its options is a password (`mysql -p db` prompts, then names a database).
    const known = tool in SHORT_PASSWORD;
    const login = loginContext(words);
    const setting = configSetting(words);
    if (setting) consider(setting.value, text.findings.givenTo(setting.name), setting.strength);
    for (const { value, what } of httpClientCredentials(tool, words, assigned)) consider(value, what, 'strong', true);
    const positional = positionalCredential(tool, words);
    if (positional !== undefined) consider(positional, text.findings.passwordOption(tool, 'argument'), 'strong', true);
    // `sqlplus system/…@PROD`, `rman target sys/…@db`: the password of an Oracle-style connect string.
    for (const password of connectPasswords(tool, words))
      consider(password, text.findings.passwordOption(tool, 'connect string'), 'strong', true);
    // A setting stored by name (`defaults write D ApiToken -string …`, `uci set w.radio0.key=…`): the name says credential.
    for (const { name, value } of namedSettings(tool, words)) {
      const strength = settingName(name);
      if (strength) consider(value, text.findings.givenTo(name), strength);
    }
    for (let i = 0; i < words.length; i++) {
      const word = words[i]!;
      const next = words[i + 1];
      // Text of several lines (a PowerShell here-string, `echo "A=1\nB=2"`, `printf 'A=1\\n'`): each line a pair.
      if (word.includes('\n') || word.includes('\\n')) {
        for (const line of word.split(/\r?\n|\\n/)) {
          const each = NAME_VALUE.exec(line.trim().replace(/^export\s+/, ''));
          const strength = each && secretName(each[1]!);
          if (!each || !strength) continue;
          const value = each[2]!.replace(/^(["'])(.*)\1$/, '$2');
          // Blanks in an unquoted value make it prose (a commit message), unless it is a generated key.
          if (!/\s/.test(value) || looksRandom(value)) consider(value, text.findings.givenTo(each[1]!), strength);
        }
        continue;
      }
      // A list of pairs in one value: `--export=ALL,WANDB_API_KEY=…`, `--set-env-vars A=1,API_TOKEN=…`, `-e "a=1 db_password=…"`.
      // gcloud's `--set-secrets`/`--update-secrets` pairs name a Secret Manager secret (`API_KEY=api-key:latest`).
      const previous = i > 0 ? words[i - 1]! : '';
      if (/^--?[\w-]*secrets$/i.test(previous) || /^--?[\w-]*secrets=/i.test(word)) continue;
      const named = word.includes('=') ? pairList(word)?.filter((pair) => secretName(pair.name)) : undefined;
      if (named?.length) {
        for (const { name, value } of named) consider(value, text.findings.givenTo(name), secretName(name));
        continue;
      }
      const pair = word.includes('=')
        ? NAME_VALUE.exec(word.replace(/^--?(?:from-literal|set-string|set|build-arg|env|var|secret|data)=|^-[DP](?=[A-Za-z_])/, ''))
        : null;
      const strength = pair && secretName(pair[1]!);
      if (pair && strength) {
        consider(pair[2]!, text.findings.givenTo(pair[1]!), strength);
        continue;
      }
      if (word.startsWith('--from-literal=') && pair) {
        consider(pair[2]!, text.findings.kubernetesLiteral);
        continue;
      }
      const glued = shorts.find((each) => each.attached && word.startsWith(each.flag) && word !== each.flag && !word.startsWith('--'));
      if (glued) {
        consider(word.slice(glued.flag.length), text.findings.passwordOption(tool, glued.flag), 'strong', true);
        continue;
      }
      const short = shorts.find((each) => !each.attached && (word === each.flag || word.startsWith(`${each.flag}=`)));
      const passwordFlag = short?.flag ?? (LOGIN_TOOLS.has(tool) && words.includes('login') ? '-p' : undefined);
      // A published default (SNMP's `-c public`) discloses nothing.
      if (short?.defaults?.includes(next ?? '')) continue;
      if (passwordFlag && next && word === passwordFlag) {
        consider(next, text.findings.passwordOption(tool, word), 'strong', true);
        continue;
      }
      // Any tool's `-p`/`-P` beside a user name (`-u neo4j -p '…'`) is a login's password when it looks chosen, not a port or a path.
      if (!known && login && next && (word === '-p' || word === '-P') && chosenPassword(next)) {
        consider(next, text.findings.passwordOption(tool, word), 'strong');
        continue;
      }
      // The same flag with its value after `=` (`az login -p=…`), as many CLI parsers accept.
      if (passwordFlag && word.startsWith(`${passwordFlag}=`)) {
        consider(word.slice(passwordFlag.length + 1), text.findings.passwordOption(tool, passwordFlag), 'strong', true, true);
        continue;
      }
      // Windows keeps a variable for good with `setx NAME value`.
      const setx = next && words[i + 2] !== undefined && commandName(word).toLowerCase() === 'setx' ? secretName(next) : undefined;
      if (setx) {
        consider(words[i + 2]!, text.findings.givenTo(next!), setx);
        continue;
      }
      // A JSON argument with a password field (`midclt call user.update 1 '{"password": "…"}'`). What echo or printf
      // prints is judged where it lands (a config file, by its kind), not here.
      if (word.startsWith('{') && word.includes('"') && tool !== 'echo' && tool !== 'printf') {
        for (const { name, value } of assignments(word))
          if (PASSWORD_NAME.test(name)) consider(value, text.findings.givenTo(bareName(name)), 'strong', true);
        continue;
      }
      // A dotted option is a traitlets setting (`--ServerApp.token=…`).
      const option = word.startsWith('-') ? /^(--?[\w-]+(?:\.[\w-]+){0,3})(?:=([^]*))?$/.exec(word) : null;
      if (!option) continue;
      const [, flag, attachedValue] = option;
      // A request body that holds a password field: `curl -d '{"password":"…"}'`, `-d 'user=a&password=…'`.
      if (DATA_OPTION.test(flag!)) {
        const data = attachedValue ?? next;
        const fields = data ? [...assignments(data)] : [];
        for (const { name, value } of fields)
          if (PASSWORD_NAME.test(name)) consider(value, text.findings.givenTo(bareName(name)), 'strong', true);
        // `--secret-string 'S3cret'` is the secret itself when it is not a body of fields.
        if (fields.length > 0 || !isSecretOption(flag!)) continue;
      }
      // `--key` of an auth or login subcommand (`mix hex.organization auth acme --key …`) is the credential; elsewhere
      // it names a key file or a key's name, so there only a generated value counts.
      if (/^--?key$/.test(flag!) && authCommand(words)) {
        const value = attachedValue ?? next;
        if (value !== undefined) consider(value, text.findings.secretOption(flag!), 'key');
        continue;
      }
      const secretOption = isSecretOption(flag!) || (['--body', '-b', '--value'].includes(flag!) && words.includes('secret'));
      // `--password-stdin`, `--ask-password`, `--no-password` take no value; a URL after one is the next argument.
      if (
        secretOption &&
        !flag!.endsWith('-stdin') &&
        !flag!.endsWith('-file') &&
        !/^--?(?:ask|no)-/.test(flag!) &&
        !notCredentialOption(tool, flag!)
      ) {
        const stated = attachedValue ?? (next && !next.startsWith('-') && !/^\w+:\/\//.test(next) ? next : undefined);
        // `hurl --secret name=value`, `--secret-env TOKEN=…`: the option's value names the secret, then gives it.
        const value =
          stated !== undefined && !/auth$/i.test(flag!) && !/^(?:id|src|source|type|env|target)=/.test(stated)
            ? /^[A-Za-z_][\w.-]{0,80}=[^=]/.test(stated)
              ? stated.slice(stated.indexOf('=') + 1)
              : stated
            : stated;
        // An auth option may name a method (`initdb --auth=scram-sha-256`): its value must look chosen.
        // An auth option may name a method (`initdb --auth=scram-sha-256`): its value must look chosen, and of
        // `user:password` (`chisel --auth user:pass`) the password is judged.
        const auth = /auth$/i.test(flag!);
        // `-auth USER:TOKEN` (jenkins-cli), `--auth user:pass`: after a user name the rest is the credential, whatever
        // its shape (a 34-hex Jenkins API token is a lower-case word); alone, the value may be a method (`--auth basic`).
        const paired = auth && value !== undefined && /^[\w.@\\-]{1,100}:[^:]/.test(value);
        const given = auth && value !== undefined ? value.slice(value.indexOf(':') + 1) : value;
        if (given !== undefined && (!auth || paired || chosenPassword(given)))
          consider(
            given,
            text.findings.secretOption(flag!),
            'strong',
            paired || PASSWORD_NAME.test(flag!) || /token/i.test(flag!),
            attachedValue !== undefined && !paired,
          );
        continue;
      }
      if ((word === '-pass' || word === '-passin' || word === '-passout') && next?.startsWith('pass:'))
        consider(next.slice(5), text.findings.opensslPassword);
    }
  }
  // A here-string fed to a login: `docker login --password-stdin <<< 'S3cret'`.
  const here = command.includes('<<<') ? /<<<[ \t]{0,5}(?:"([^"\n]{1,300})"|'([^'\n]{1,300})'|([^\s;&|]{1,300}))/.exec(command) : null;
  const value = here ? (here[1] ?? here[2] ?? here[3]) : undefined;
  if (value !== undefined && /stdin|token|login|passw|secret|chpasswd/i.test(command)) consider(value, text.findings.hereString);
}

// One value that lists several `NAME=VALUE` pairs: split by commas (`ALL,WANDB_API_KEY=…,X=1`: a comma
// starts a new item only before a name and `=`, so a value may hold commas) or by blanks (`a=1
// db_password=…`, where every item must be a pair, so prose is none). An option's own name before
// `=` is not part of the list (`--set-env-vars=A=1,B=2`).
const LIST_ITEM = /,(?=[A-Za-z_][\w.-]{0,80}=)/;
const MAX_ITEMS = 32;

function pairList(word: string): { name: string; value: string }[] | undefined {
  const body = word.startsWith('-') ? /^--?[\w.-]+=([^]*)$/.exec(word)?.[1] : word;
  if (body === undefined || body.length > 8192 || body.includes('\n')) return undefined;
  const trimmed = body.trim();
  let items: string[];
  if (/\s/.test(trimmed)) {
    items = trimmed.split(/\s+/);
    if (items.length > MAX_ITEMS || !items.every((item) => NAME_VALUE.test(item))) return undefined;
  } else {
    items = trimmed.split(LIST_ITEM);
    // The first item may be a word of the option's own (`ALL`, sbatch's "export everything").
    if (items.length > MAX_ITEMS || !NAME_VALUE.test(items.at(-1)!)) return undefined;
  }
  // One pair is a list only as an option's value (`--set-env-vars=DB_PASSWORD=…`); a word alone is read below.
  if (items.length < (word.startsWith('-') ? 1 : 2)) return undefined;
  return items.flatMap((item) => {
    const pair = NAME_VALUE.exec(item);
    return pair ? [{ name: pair[1]!, value: pair[2]!.replace(/^(["'])(.*)\1$/, '$2') }] : [];
  });
}

// A tool's own settings command: `aws configure set`, `npm|yarn|pnpm config set`, `git config`,
// `heroku config:set`, `poetry|composer config`, `pip config set`, `dotnet user-secrets set`. The
// setting names a credential by the usual words, or by a registry login's own setting names
// (`_auth`, `npmAuthIdent`, `http-basic.<repo>`, `github-oauth.<host>`); `http-basic.<repo>` takes
// a user and a password, so its second value is the secret.
const CONFIG_VERB = /^(?:config|configure|(?:[\w-]+:)?config:set|user-secrets)$/;
const CONFIG_READ = /^(?:get|unset|delete|list|ls|edit|view|rm|remove|show|import|export)$|^(?:get|set|use|delete|unset|rename|current)-/;
const LOGIN_SETTING = /(?:^|[/:._-])_?auth$|authident|http-basic|oauth/i;

function configSetting(words: readonly string[]): { name: string; value: string; strength: Strength } | undefined {
  const at = words.findIndex((word) => CONFIG_VERB.test(word));
  if (at < 0) return undefined;
  const rest = words.slice(at + 1, at + 12).filter((word) => !word.startsWith('-'));
  if (rest[0] === 'set') rest.shift();
  const [setting, ...values] = rest;
  if (setting === undefined || CONFIG_READ.test(setting)) return undefined;
  const equals = setting.indexOf('=');
  const name = equals > 0 ? setting.slice(0, equals) : setting;
  const value = equals > 0 ? setting.slice(equals + 1) : /http-basic/i.test(name) ? values[1] : values[0];
  const strength = secretName(name) ?? (LOGIN_SETTING.test(name) ? 'strong' : undefined);
  return value && strength ? { name, value, strength } : undefined;
}

/** How a name is secret-like: `strong` by a word about secrets, `key` by an upper-case `_KEY` alone. */
type Strength = 'strong' | 'key';

function secretName(name: string): Strength | undefined {
  if (NOT_A_SECRET_NAME.test(name)) return undefined;
  if (STRONG_KEYWORD.test(name) || CAMEL_PASSWORD.test(name) || upperPassword(name)) return 'strong';
  return KEY_NAME.test(name) && !NOT_A_SECRET_KEY.test(name) ? 'key' : undefined;
}

// A stored setting's last part that holds a password in the tools of NAMED_SETTINGS: OpenWrt's Wi-Fi `key`, rclone's `pass`.
const SETTING_PASSWORD = /^(?:key|psk|pass|sae_password)$/i;

/** How a stored setting's name says credential, by its last dotted part (`wireless.radio0.key`). */
function settingName(name: string): Strength | undefined {
  const last = name.slice(name.lastIndexOf('.') + 1);
  return secretName(last) ?? (SETTING_PASSWORD.test(last) || PASSWORD_NAME.test(last) ? 'strong' : undefined);
}

/** A name as written, without its quotes: `"password"` → `password`. */
function bareName(name: string): string {
  return name.replace(/^["'-]+|["']+$/g, '');
}

/** `/usr/bin/mysql` → `mysql`, `sqlcmd.exe` → `sqlcmd`. */
function commandName(word: string): string {
  const name = word.slice(word.lastIndexOf('/') + 1);
  return name.toLowerCase().endsWith('.exe') ? name.slice(0, -4) : name;
}

// ── entry points ────────────────────────────────────────────────────────────────────────────────

function lineOf(text: string, at: number): number {
  let line = 1;
  for (let i = text.indexOf('\n'); i >= 0 && i < at; i = text.indexOf('\n', i + 1)) line++;
  return line;
}

// Files that document the values a project needs, left for the reader to fill: `.env.example`,
// `config.sample.toml`, `wp-config-sample.php`.
const TEMPLATE = /[.-](?:example|sample|template|dist|defaults?|schema|tpl)(?:\.[\w-]+)?$/i;
// ESP-IDF's `sdkconfig.defaults[.<target>]` is no template: the build applies it as written, and it is committed.
const NOT_TEMPLATE = /(?:^|\/)sdkconfig\.defaults(?:\.[\w-]+)?$/;
const isTemplate = (path: string) => TEMPLATE.test(path) && !NOT_TEMPLATE.test(path);
// Test fixtures (`tests/fixtures/users.json`, Go's `testdata/`): their logins are made up for the test (`hunter2`), so
// there, as in a template, only a generated value is a secret (a real key pasted into a fixture still speaks).
const FIXTURE_DIR = /(?:^|[/\\])(?:fixtures?|__fixtures__|testdata|test[-_]data)[/\\]/i;
const isFixture = (path: string) => FIXTURE_DIR.test(path);

// Files whose unquoted values are literals (`PASSWORD=hunter2`), unlike code. Asked with sets and
// one short pattern: the one case-insensitive alternation this was cost 0.3 ms to compile, in every
// hook process that saw a write.
const CONFIG_FILES = new Set(['.npmrc', '.pypirc', '.netrc', '.git-credentials', 'credentials', 'config']);
const CONFIG_EXTENSIONS = new Set([
  '.env',
  '.ini',
  '.cfg',
  '.conf',
  '.properties',
  '.yaml',
  '.yml',
  '.toml',
  '.tfvars',
  '.npmrc',
  '.pypirc',
  '.netrc',
]);

/** Client credential files: every value in them is a login. */
const CLIENT_CONFIG = new Set(['.npmrc', '.pypirc', '.netrc', '.git-credentials', 'credentials', '.yarnrc.yml', '.gem/credentials']);

/**
 * Files that hold one key and nothing else, by the names their tools read: Rails' master key, Ansible's vault password
 * file, Vault's token, osquery's and Fleet's enroll secret (`--enroll_secret_path`), WireGuard's key files (`wg genkey >
 * privatekey`, wg(8)).
 */
const KEY_FILES = new Set([
  'master.key',
  '.vault-token',
  '.vault_pass',
  '.vault_pass.txt',
  '.vault-password',
  '.vault_password',
  'enroll_secret',
  'enroll_secret.txt',
  'enroll.secret',
  'privatekey',
  'presharedkey',
]);
// Docker Compose's and Swarm's secrets are files, one value each, kept in a `secrets/` folder by convention
// (`./secrets/db_password.txt`, https://docs.docker.com/compose/how-tos/use-secrets/): there a file named by a
// credential word holds that credential.
const SECRET_FOLDER = /(?:^|[/\\])\.?secrets[/\\][^/\\]+$/i;
const KEY_FILE_EXTENSIONS = new Set(['', '.txt', '.key', '.secret', '.token', '.pass']);
let credentialStem: RegExp | undefined;

/** `named`: a file the list above names, whose one word is its key whatever its shape; `worded`: one in a secrets folder named by a credential word. */
function keyFileKind(path: string): 'named' | 'worded' | undefined {
  const name = basename(path).toLowerCase();
  if (KEY_FILES.has(name) || (name.endsWith('.key') && /(?:^|[/\\])config[/\\]credentials[/\\][^/\\]+$/.test(path))) return 'named';
  const extension = extname(name);
  if (!SECRET_FOLDER.test(path) || !KEY_FILE_EXTENSIONS.has(extension) || name.length > 80) return undefined;
  const stem = extension ? name.slice(0, -extension.length) : name;
  // A password database (`passwd`, `.htpasswd`, mosquitto's `passwd`) holds `user:hash` lines, not a key.
  return !/^\.?h?passwd$/.test(stem) && (credentialStem ??= new RegExp(DETECTED_WORDS, 'i')).test(stem) ? 'worded' : undefined;
}

const isKeyFile = (path: string) => keyFileKind(path) !== undefined;

/**
 * The whole of a key file, when it is one literal: a file the list names holds its key whatever its shape; a file
 * named only by a credential word (`secrets/api_token.txt`) may hold a note or a sample, so there the one word must
 * be a generated token (no `:`, `/`, `@` or quotes: not a URL, a digest reference or a `key:value` line).
 */
function keyFileSecret(content: string, rule: Compiled | undefined, found: Secret[], note?: Note, worded = false): void {
  const value = content.trim();
  if (!rule || value.length < 8 || value.length > 512 || /\s/.test(value)) return;
  const reason = placeholderReason(value);
  if (reason) return void note?.(text.findings.skipped(rule.fullId, reason));
  if (worded ? !(/^[\w+.~-]{16,512}={0,2}$/.test(value) && looksGenerated(value)) : !looksLiteral(value)) return;
  const start = content.indexOf(value);
  found.push({ kind: text.findings.keyFile, rule: rule.fullId, start, end: start + value.length });
}

function isConfigName(path: string): boolean {
  const name = basename(path).toLowerCase();
  return CONFIG_FILES.has(name) || CONFIG_EXTENSIONS.has(extname(name)) || /^\.env(?:\.[\w.-]+)?$/.test(name);
}

function familyFor(path: string | undefined): Family {
  // Secrets read SQL, ABAP and COBOL files as plain text, as before these had families of their own.
  const named = familyOf(path);
  const family = named === 'sql' || named === 'abap' || named === 'cobol' ? 'generic' : named;
  return family === 'generic' && path && isConfigName(path) ? 'yaml' : family;
}

/** The credentials in written text (a file's new content): their spans and kinds. */
export function scanText(
  text: string,
  path: string | undefined,
  config: Config = NO_CONFIG,
  note?: Note,
  family: Family = familyFor(path),
): Secret[] {
  const found: Secret[] = [];
  const rules = rulesFor(config);
  text = withoutSealedData(text, rules, note);
  const keyFile = path ? keyFileKind(path) : undefined;
  if (keyFile)
    keyFileSecret(
      text,
      rules.first((rule) => rule.rule.detector === 'key-file'),
      found,
      note,
      keyFile === 'worded',
    );
  if (path && isPhraseFile(path))
    phraseFileSecret(
      text,
      rules.first((rule) => rule.rule.value === 'mnemonic'),
      found,
    );
  if (path && /\.csv$/i.test(path))
    csvSecrets(
      text,
      rules.first((rule) => rule.rule.detector === 'assignment'),
      found,
      note,
    );
  const present = rules.scan(text.toLowerCase());
  if (present.size === 0) return dedupe(found);
  const list = rules.among(present);
  const template = !!path && (isTemplate(path) || isFixture(path));
  matchPatterns(text, present, 'text', list, found, note, template);
  const envDefault = list.find((rule) => rule.rule.detector === 'env-default');
  if (envDefault && family !== 'prose' && mentions(envDefault, present)) envDefaultSecrets(text, envDefault, found, note);
  const kubernetes = list.find((rule) => rule.rule.detector === 'kubernetes-secret');
  if (kubernetes && mentions(kubernetes, present)) inlineKubernetesSecret(text, kubernetes, found, note);
  if (kubernetes && family !== 'prose') kubernetesSecrets(text, kubernetes, found, note);
  const ftp = list.find((rule) => rule.rule.detector === 'ftp-script');
  if (ftp && mentions(ftp, present)) ftpSecrets(text, ftp, found, note);
  const assignment = list.find((rule) => rule.rule.detector === 'assignment');
  // In prose (notes, `.txt`) a sentence may say `password: see the vault`; only a generated value given to a credential
  // name (`JIRA_API_TOKEN=HXe8…`, `"client_secret": "6da8…"`) is read there.
  if (assignment && mentions(assignment, present))
    assignmentSecrets(
      family === 'ps' ? powerShellValues(text) : text,
      family,
      assignment,
      found,
      note,
      template,
      !!path && CLIENT_CONFIG.has(basename(path).toLowerCase()),
      list.filter((rule) => rule.rule.publicNear !== undefined && mentions(rule, present)),
      family === 'prose',
    );
  // A script's lines, or a command line quoted in notes (`$ curl -u user:…`), are read as the shell reads them.
  for (const line of commandLines(text, family))
    for (const secret of scanCommand(line.text, config, note))
      found.push({ ...secret, start: secret.start < 0 ? -1 : secret.start + line.at, end: secret.start < 0 ? -1 : secret.end + line.at });
  return dedupe(found);
}

// A CSV file's header names its columns: a credential-named column (`password` in an EMQX users file) holds a
// credential in every row, and a key/value table (an ESP-IDF NVS partition CSV, `key,type,encoding,value`) holds one in
// each row whose key is credential-named (`psk`, `pass`). Cells are literals; quoted cells holding commas are not split
// correctly, which only loses a finding.
const MAX_CSV_ROWS = 2000;
const unquoteCell = (cell: string) => cell.trim().replace(/^"(.*)"$/s, '$1');

function csvSecrets(source: string, rule: Compiled | undefined, found: Secret[], note?: Note): void {
  if (!rule) return;
  const lines = source.split('\n', MAX_CSV_ROWS);
  const header = (lines[0] ?? '').split(',').map(unquoteCell);
  if (header.length < 2 || header.length > 64) return;
  const columns = header.flatMap((name, i) => (secretName(name) === 'strong' ? [i] : []));
  const keyAt = header.findIndex((name) => /^(?:key|name)$/i.test(name));
  const valueAt = header.findIndex((name) => /^value$/i.test(name));
  if (columns.length === 0 && (keyAt < 0 || valueAt < 0)) return;
  let offset = lines[0]!.length + 1;
  for (let row = 1; row < lines.length && found.length < 8; offset += lines[row]!.length + 1, row++) {
    const cells = lines[row]!.replace(/\r$/, '').split(',');
    const judge = (at: number, name: string) => {
      const value = unquoteCell(cells[at] ?? '');
      if (!value) return;
      const reason = placeholderReason(value);
      if (reason) return note?.(text.why.placeholder(name, reason));
      if (!looksLikePassword(value)) return;
      const start = offset + lines[row]!.indexOf(value);
      found.push({ kind: text.findings.assignedTo(name), rule: rule.fullId, start, end: start + value.length });
    };
    for (const at of columns) judge(at, header[at]!);
    const key = keyAt >= 0 && valueAt >= 0 ? unquoteCell(cells[keyAt] ?? '') : '';
    if (key && settingName(key)) judge(valueAt, key);
  }
}

// A Bitnami SealedSecret's `encryptedData` is ciphertext that only the cluster's sealed-secrets controller can open
// (its private key never leaves the cluster): committing it is the tool's whole point. Its values are blanked,
// every offset kept, before any detector reads the text; `template` (plain metadata) is still read.
// (https://github.com/bitnami-labs/sealed-secrets#overview)
const SEALED_KIND = /(?:^|[\s{,])["']?kind["']?[ \t]{0,5}:[ \t]{0,5}["']?SealedSecret\b/m;
const SEALED_YAML = /^([ \t]*)["']?encryptedData["']?[ \t]{0,5}:[ \t]{0,5}$/;
const SEALED_FLOW = /["']?encryptedData["']?[ \t\n]{0,20}:[ \t\n]{0,20}\{([^{}]{0,200000})\}/g;

function withoutSealedData(source: string, rules: ReturnType<typeof rulesFor>, note?: Note): string {
  if (!source.includes('SealedSecret') || !source.includes('encryptedData') || !SEALED_KIND.test(source)) return source;
  // Blanks keep every offset (a finding after the block still names its line in the written text); the block's own
  // line breaks go too, as no detector should read what it held.
  const blank = (part: string) => ' '.repeat(part.length);
  let out = source.replace(SEALED_FLOW, (whole, inner: string) => whole.slice(0, whole.length - inner.length - 1) + blank(inner) + '}');
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

// A Kubernetes Secret's values, in any key order (`data:` before or after `kind: Secret`), YAML or JSON, past
// comments and through block scalars (`.dockercfg: |`): `data` holds base64, `stringData` plain text
// (https://kubernetes.io/docs/concepts/configuration/secret/#restriction-names-data).
const SECRET_KIND = /(?:^|[\s{,])["']?kind["']?[ \t]{0,5}:[ \t]{0,5}["']?secret["']?[ \t]{0,5}(?:,|$)/im;
const DATA_KEY = /^([ \t]*)["']?(data|stringData)["']?[ \t]{0,5}:[ \t]{0,5}(\{?)[ \t]{0,5}$/;
const ENTRY = /^([ \t]*)["']?([\w.-]{1,253})["']?[ \t]{0,5}:[ \t]{0,5}(.{0,4000})$/;
const JSON_DATA = /"(data|stringData)"[ \t\n]{0,20}:[ \t\n]{0,20}\{([^{}]{0,20000})\}/g;
const JSON_ENTRY = /"([\w.-]{1,253})"[ \t\n]{0,20}:[ \t\n]{0,20}"([^"\n]{1,4000})"/g;
const MAX_SECRET_LINES = 2000;

// A Secret's first value found the short way, in a command's heredoc as in a file: `kind: Secret`, then
// within a few lines an indented entry under `data:` or `stringData:`, judged as a password.
const INLINE_SECRET =
  /\bkind:\s{0,5}["']?Secret["']?\s[\s\S]{0,400}?\b(?:data|stringData):[ \t]{0,5}\n[ \t]{1,10}[\w.-]{1,80}:[ \t]{0,5}["']?(?<value>[A-Za-z0-9+/=_.!@#%^&*-]{8,500})/gi;

function inlineKubernetesSecret(source: string, rule: Compiled, found: Secret[], note?: Note): void {
  firstMatch(source, rule, INLINE_SECRET, (value) => looksLikePassword(value, false, Infinity), found, note);
}

function kubernetesSecrets(source: string, rule: Compiled, found: Secret[], note?: Note): void {
  if (!SECRET_KIND.test(source)) return;
  const judge = (kind: string, value: string, at: number) => {
    const reason = placeholderReason(value);
    if (reason) return note?.(text.findings.skipped(rule.fullId, reason));
    const decoded = kind === 'data' ? printableBase64(value.replace(/\s+/g, '')) : value;
    // `data` holds base64: bytes that are no text (a key, a keystore) are a secret by length; text is judged as a password.
    const risky =
      kind === 'data'
        ? decoded === undefined
          ? value.length >= 16 && /^[A-Za-z0-9+/=\s]+$/.test(value)
          : decoded.length >= 5
        : looksLikePassword(value);
    if (risky) found.push({ kind: rule.rule.risk, rule: rule.fullId, start: at, end: at < 0 ? -1 : at + value.length });
  };
  if (source.trimStart().startsWith('{')) {
    for (const block of source.matchAll(JSON_DATA))
      for (const entry of block[2]!.matchAll(JSON_ENTRY)) judge(block[1]!, entry[2]!, source.indexOf(entry[2]!));
    return;
  }
  const lines = source.split('\n').slice(0, MAX_SECRET_LINES);
  for (let i = 0; i < lines.length; i++) {
    const open = DATA_KEY.exec(lines[i]!.replace(/\r$/, ''));
    if (!open || open[3]) continue;
    const depth = open[1]!.length;
    for (let j = i + 1; j < lines.length; j++) {
      const line = lines[j]!.replace(/\r$/, '');
      if (/^[ \t]*(?:#.*)?$/.test(line)) continue;
      const entry = ENTRY.exec(line);
      if (!entry || entry[1]!.length <= depth) break;
      let value = entry[3]!.replace(/[ \t]+#.*$/, '').trim();
      // A block scalar: the value is the deeper lines that follow.
      if (/^[|>][-+]?$/.test(value)) {
        const parts: string[] = [];
        while (j + 1 < lines.length && (/^[ \t]*$/.test(lines[j + 1]!) || /^[ \t]*/.exec(lines[j + 1]!)![0].length > entry[1]!.length))
          parts.push(lines[++j]!.trim());
        value = parts.join('');
      }
      value = value.replace(/^(["'])(.*)\1$/, '$2');
      if (value) judge(open[2]!, value, source.indexOf(value));
    }
  }
}

/** A shell file is read as one command line up to this size; past it, like other text. */
const MAX_SCRIPT = 64 * 1024;
const MAX_QUOTED_LINES = 16;
/** A line of notes or config that is an HTTP client's command, after any prompt (`$ `, `sh-5.0$ `). */
const QUOTED_COMMAND =
  /^[ \t]{0,8}(?:[\w.@:~/-]{0,40}[$#>][ \t]{1,4})?(?:curl|wget|http|https|xh|smbclient)[ \t][^\n]{0,4000}(?:\\\n[^\n]{0,4000}){0,16}/gm;

/** The command lines of written text: a whole shell or PowerShell script; in other text but code, the lines that run an HTTP client. */
function commandLines(text: string, family: Family): { text: string; at: number }[] {
  if (family === 'sh' || family === 'ps') return text.length <= MAX_SCRIPT ? [{ text, at: 0 }] : [];
  if (!(family === 'generic' || family === 'prose' || family === 'yaml') || !/curl|wget|http|xh|smbclient/.test(text)) return [];
  const lines: { text: string; at: number }[] = [];
  QUOTED_COMMAND.lastIndex = 0;
  for (let match = QUOTED_COMMAND.exec(text); match && lines.length < MAX_QUOTED_LINES; match = QUOTED_COMMAND.exec(text))
    lines.push({ text: match[0], at: match.index });
  return lines;
}

/** A line that may hand a script to a wrapper (`ssh`, `sh -c`, `docker exec … sh -c`): only then is it unwrapped. */
const WRAPPED = /\b(?:ssh|sh|bash|zsh|dash|ksh|su|parallel|pwsh|powershell)\b/i;

/** The credentials in a shell command: known shapes anywhere in it, assignments, options, heredoc bodies. */
export function scanCommand(command: string, config: Config = NO_CONFIG, note?: Note): Secret[] {
  const found: Secret[] = [];
  const rules = rulesFor(config);
  const present = rules.scan(command.toLowerCase());
  if (present.size === 0) return found;
  const list = rules.among(present);
  matchPatterns(command, present, 'command', list, found, note);
  const option = list.find((rule) => rule.rule.detector === 'option');
  if (option && mentions(option, present)) {
    optionSecrets(command, option, found, note);
    // `ssh host 'cd app && RAILS_MASTER_KEY=… bin/rails c'`, `bash -c "…"`: the script a wrapper runs is a command line too.
    if (WRAPPED.test(command))
      for (const script of wrappedScripts(command).slice(0, 8)) {
        const inner: Secret[] = [];
        optionSecrets(script, option, inner, note);
        for (const secret of inner) {
          const start = secret.start < 0 ? -1 : command.indexOf(script.slice(secret.start, secret.end));
          found.push({ ...secret, start, end: start < 0 ? -1 : start + secret.end - secret.start });
        }
      }
  }
  const envDefault = list.find((rule) => rule.rule.detector === 'env-default');
  if (envDefault && mentions(envDefault, present)) envDefaultSecrets(command, envDefault, found, note);
  const kubernetes = list.find((rule) => rule.rule.detector === 'kubernetes-secret');
  if (kubernetes && mentions(kubernetes, present)) inlineKubernetesSecret(command, kubernetes, found, note);
  // `ftp -n host <<EOF` / `user NAME PASS` / `EOF`: the script fed to the client is in the command.
  const ftp = list.find((rule) => rule.rule.detector === 'ftp-script');
  if (ftp && command.includes('\n') && mentions(ftp, present)) ftpSecrets(command, ftp, found, note);
  // PowerShell sets a variable by assignment, not `NAME=value`: `$env:API_KEY = "…"`,
  // `SetEnvironmentVariable("API_KEY", "…")`, `Set-Item env:API_KEY -Value "…"`.
  const powerShell = /\benv:|SetEnvironmentVariable/i.test(command);
  const heredoc = command.includes('<<');
  // Whatever the command names: such an assignment may hold none of the rule's keywords.
  const assignment = powerShell || heredoc ? rules.first((rule) => rule.rule.detector === 'assignment') : undefined;
  if (assignment && powerShell) assignmentSecrets(powerShellValues(command), 'ps', assignment, found, note);
  if (command.includes('>')) echoedConfigSecrets(command, config, found, note);
  if (assignment && heredoc) {
    for (const segment of shellView(command).segments) {
      const offset = command.indexOf(segment.text);
      // A heredoc that is not code (`cat > .env <<EOF`) holds literal values, like a config file.
      const family = segment.family === 'generic' ? 'yaml' : segment.family;
      for (const secret of scanText(segment.text, undefined, config, note, family).filter((each) => each.rule === assignment.fullId))
        found.push({ ...secret, start: secret.start + offset, end: secret.end + offset });
    }
  }
  if (INTERPRETED.test(command)) interpretedSecrets(command, config, found, note);
  return dedupe(found);
}

/** A line that may hand code to an interpreter (`python3 -c`, `node -e`, `ruby -e`, `php -r`, `deno eval`, a heredoc): only then is it read for it. */
const INTERPRETED = /\s-(?:[A-Za-z]*[ceErx]|pe)\s|\s--eval\b|\s(?:eval|exec|runner)\s|<</;
const MAX_CODES = 8;

/**
 * `python3 -c 'requests.get(u, auth=("admin", "…"))'`, `node -e '…'`, a heredoc fed to ruby: the code an
 * interpreter runs is read as a file of its language is, so a credential positional in code speaks on the
 * command line as it does in a written file. Offsets are the command's where the code appears verbatim.
 */
function interpretedSecrets(command: string, config: Config, found: Secret[], note?: Note): void {
  for (const code of wrappedCode(command).codes.slice(0, MAX_CODES)) {
    // Code of no known language is read as the command line already is.
    if (code.family === 'generic' || code.code.length > MAX_SCRIPT) continue;
    const at = command.indexOf(code.code);
    for (const secret of scanText(code.code, undefined, config, note, code.family))
      found.push(
        at < 0 || secret.start < 0 ? { ...secret, start: -1, end: -1 } : { ...secret, start: secret.start + at, end: secret.end + at },
      );
  }
}

/**
 * `printf 'machine h login u password %s\n' 'KEY' >> ~/.netrc`, `echo "//r/:_authToken=…" > ~/.npmrc`:
 * the text an echo or printf writes into a config file is read as that file's content, its
 * values literal like the file's. Its offsets are not the command's: such findings are not spans.
 */
function echoedConfigSecrets(command: string, config: Config, found: Secret[], note?: Note): void {
  for (const file of writtenFiles(shellWords(command).commands, 'echo', (path) => isConfigName(path) || isKeyFile(path)))
    for (const secret of scanText(file.text, file.path, config, note)) found.push({ ...secret, start: -1, end: -1 });
}

/** `Set-Item env:API_KEY -Value "…"` read as `env:API_KEY "…"`: `-Value` blanked, keeping every offset. */
function powerShellValues(text: string): string {
  return text.replace(/(?<=\s)-Value(?=\s)/gi, '      ');
}

/** One finding per value: where a known format and a contextual rule see the same span, the format names it. */
function dedupe(found: Secret[]): Secret[] {
  const generic = (secret: Secret) => (secret.rule.includes('/generic/') ? 1 : 0);
  const kept: Secret[] = [];
  for (const secret of [...found].sort((a, b) => generic(a) - generic(b))) {
    if (!kept.some((other) => secret.start >= 0 && other.start < secret.end && secret.start < other.end)) kept.push(secret);
  }
  return kept.sort((a, b) => a.start - b.start);
}

/** What in `text` looks like a credential: kind and line, at most a few, never the value. */
export function findSecrets(text: string, path: string | undefined, config: Config = NO_CONFIG, note?: Note): string[] {
  return describe(scanText(text, path, config, note), text);
}

function describe(found: Secret[], source: string | undefined): string[] {
  return [
    ...new Set(
      found.map((secret) => (source === undefined ? secret.kind : text.findings.secretAt(secret.kind, lineOf(source, secret.start)))),
    ),
  ].slice(0, 4);
}

/** `text` with every credential the rules find replaced, for the CLI's echoes of a call (`replay`, `explain --json`). */
export function redactSecrets(text: string, config: Config = NO_CONFIG): string {
  const spans = [...scanCommand(text, config), ...scanText(text, '.env', config)]
    .filter((secret) => secret.start >= 0)
    .sort((a, b) => b.start - a.start);
  let out = text;
  let last = Infinity;
  for (const { start, end } of spans) {
    if (end > last) continue;
    out = `${out.slice(0, start)}[redacted]${out.slice(end)}`;
    last = start;
  }
  // And by name: the value of any credential-named option, header or assignment, whatever its shape.
  return redactNamed(out);
}

/**
 * Whether `target` is an env file and, inside a git project, whether git would commit it (undefined: not an env file,
 * no git, or a file outside the project, which this project's git never commits).
 */
function envFileCommitted(target: string, context: { root: string; home: string }): boolean | undefined {
  const name = basename(target);
  if (!/^\.env(?:\..+)?$|\.env$/.test(name) || isTemplate(name)) return undefined;
  if (!isInside(target, context.root) || !existsSync(join(context.root, '.git'))) return undefined;
  return !gitIgnored(target, context.root, context.home);
}

/** Credentials in a write's new text or in a shell command; an env file git would commit is named as such. */
export const secrets: Guard = {
  id: 'secrets',
  meta: {
    family: secretsFamily,
    // Advice about credentials protects the user beyond the project: a project may not switch it off.
    projectOff: text.quiet.projectCredentials,
    words: [
      'findings.secretAt',
      'findings.assignedTo',
      'findings.givenTo',
      'findings.envDefault',
      'findings.envCommitted',
      'findings.envIgnored',
      'findings.skipped',
      'findings.keyFile',
      'findings.hereString',
      'findings.kubernetesLiteral',
      'findings.opensslPassword',
      'findings.passwordOption',
      'findings.secretOption',
      'findings.placeholder',
      'findings.thisCommand',
      'findings.thisEdit',
      'why.placeholder',
      'quiet.projectCredentials',
    ],
  },
  detect(event, context) {
    const note: Note | undefined = context.aside?.bind(context);
    if (event.tool_name === 'Bash') {
      const command = event.tool_input?.command;
      if (!command) return undefined;
      const found = scanCommand(command, context.config, note);
      if (found.length === 0) return undefined;
      return { found: describe(found, undefined).join('; '), where: text.findings.thisCommand, [RULES]: ids(found) };
    }
    const write = toolWrite(event);
    if (!write) return undefined;
    const found = scanText(write.text, write.path, context.config, note);
    const edits = found.length === 0 ? toolEdits(event) : undefined;
    if (edits)
      envSwapSecrets(
        edits,
        write.text,
        rulesFor(context.config).first((rule) => rule.rule.detector === 'assignment'),
        found,
        note,
      );
    if (found.length === 0) return undefined;
    const target = write.path ? toolPath(write.path, context) : undefined;
    const shown = target ? displayPath(target, context.root) : undefined;
    const where = shown ? `\`${shown}\`` : text.findings.thisEdit;
    const said = describe(found, write.text);
    const envFile = rulesFor(context.config).first((rule) => rule.rule.detector === 'env-file');
    const committed = envFile && target ? envFileCommitted(target, context) : undefined;
    // An env file git ignores is where local secrets belong: the advice would contradict itself.
    if (committed === false) {
      note?.(text.findings.envIgnored(envFile!.fullId, where));
      return undefined;
    }
    if (committed) {
      said.push(text.findings.envCommitted(where));
      found.push({ kind: '', rule: envFile!.fullId, start: -1, end: -1 });
    }
    return { found: said.join('; '), where, [RULES]: ids(found) };
  },
};

function ids(found: Secret[]): string {
  return [...new Set(found.map((secret) => secret.rule))].join(' ');
}
