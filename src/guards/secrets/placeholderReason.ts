import { text } from '../../text.js';
import { APP_PASSWORD, CRYPT_STRING, entropy, looksGenerated, looksLikeMnemonic, printableBase64 } from './valueShape.js';

// What a value is: one that stands for a secret rather than being one (a sample, a mask, a reference, a default login,
// a hash, a key public by design), with the reason `waymark explain` gives.

// Lower-case words about a secret with a short number: `supersecret123`, `dev-secret-key-1`. Under base64 only a word's
// length counts (`c3VwZXJzZWNyZXQxMjM=`): a run-on phrase of more than MAX_ENCODED_WORDS characters, encoded, is a signing
// secret someone chose and encoded, as Zendesk's and others' are handed over.
const WORDS_ABOUT_A_SECRET = /^(?=[a-z]+(?:[-_.][a-z]+)*[-_.]?\d{0,4}$)[a-z._-]*(?:secret|passw|token|key)/;
const MAX_ENCODED_WORDS = 24;

// Words that mark a slot to fill in. A drawn key written after them (`tobemodified-4f8a1c2e9b7d3a6f`, `changeme_Xk9…`) is
// the slot filled with the label kept: the key is real, so the words mark a placeholder only when no such key is left.
const FILL_IN =
  /your[-_ ]?|my[-_]?(?:api[-_]?)?(?:key|token|secret|pass)|replace[-_]?(?:me|with|this)|to[-_]?be[-_]?(?:modified|changed|replaced)|insert[-_]|put[-_]?your|fill[-_]?in|change[-_]?(?:me|this|it)|changeme|todo|tbd|fixme/i;
const FILL_IN_ALL = new RegExp(FILL_IN.source, 'gi');

/** Whether, the fill-in words taken out, a drawn key of 16 or more letters and digits is left. */
function filledIn(value: string): boolean {
  return value
    .replace(FILL_IN_ALL, ' ')
    .split(/[^A-Za-z0-9]+/)
    .some((run) => run.length >= 16 && /\d/.test(run) && /[a-z]/i.test(run) && entropy(run) >= 3.5 && typedShare(run) < 0.25);
}

/** Whether a placeholder pattern marks `value`: fill-in words do not when a drawn key was written after them. */
const marks = (regex: RegExp, value: string) => regex.test(value) && !(regex === FILL_IN && filledIn(value));

// A payment provider's object ID names a price, a product, a customer or a payment in the account: an identifier the
// provider returns to any caller and the browser is handed (a checkout's `price`), never a credential, whatever its name
// (`tenClassPass: 'price_1PQ0…'`, held-out round 164). The whole value is the prefix and one run of letters and digits, so a
// key (`sk_live_…`, `rk_live_…`, `whsec_…`) or a PaymentIntent's client secret (`pi_…_secret_…`) is never one.
// Stripe's (https://docs.stripe.com/api: `price_`, `prod_`, `plan_`, `cus_`, `sub_`, `si_`, `pi_`, `pm_`, `seti_`, `in_`,
// `ii_`, `ch_`, `txn_`, `acct_`, `evt_`, `promo_`, `card_`, `src_`, `ba_`, `po_`, `dp_`, `plink_`, `cbtxn_`; 14 to 40
// characters after the prefix; a coupon's ID has no prefix, chosen or 8 characters, and no name but a pass-like one reads it);
// Paddle Billing's, a prefix then 26 lower-case letters and digits (https://developer.paddle.com/api-reference/about/paddle-ids);
// Razorpay's, a prefix then 14 (https://razorpay.com/docs/api/: `order_`, `pay_`, `cust_`, `plan_`, `sub_`, `inv_`, `rfnd_`).
const PAYMENT_OBJECT_ID =
  /^(?:(?:price|prod|plan|cus|sub|si|pi|pm|seti|in|ii|ch|txn|acct|evt|promo|card|src|ba|po|dp|plink|cbtxn)_[A-Za-z0-9]{14,40}|(?:pri|pro|ctm|sub|txn|dsc|add|biz|adj|evt)_[a-z0-9]{26}|(?:order|pay|cust|plan|sub|inv|rfnd)_[A-Za-z0-9]{14})$/;

// Values that stand for a secret rather than being one, with the reason `explain` gives.
const PLACEHOLDERS: Array<[RegExp, string]> = [
  // The last alternative is the claims of jwt.io's sample tokens (`{"sub":"1234567890"`), quoted in countless docs and tests.
  [/EXAMPLE|(?:^|[^a-z])example(?:[^a-z]|$)|\.eyJzdWIiOiIxMjM0NTY3ODkw/, text.findings.placeholder.example],
  [/x{4,}|X{4,}|\*{3,}|#{4,}|\.{3}|\u2026|_{4,}/, text.findings.placeholder.masked],
  [/^<[^>]*>?$|<[a-z][\w -]{0,40}>/i, text.findings.placeholder.angle],
  // Deploy tools' token slots replaced at release: Octopus's `#{Name}`, the Replace Tokens task's `__Name__` and `#{Name}#`, `@@Name@@`.
  [
    /\$\{|^\$(?!\d{1,2}[a-z]{0,2}\$)\w|^\$\(|\{\{|^%\w+%$|^#\{[\w.:-]+\}#?$|^@@?\w+@@?$|^__[A-Za-z][\w.-]{0,60}__$|^\{\w+\}$|^\[\w+\]$/,
    text.findings.placeholder.reference,
  ],
  // A value that opens a dotted call (`password=environment.get("…")` in Liquidsoap, `pwd=os.getenv(`) is a lookup, cut
  // where the call's argument begins; so is one wrapped in another (`string.trim(environment.get(`) or cut after a keyword
  // argument (`environment.get(default="", "…")`). Anchored and bounded.
  [/^(?:[A-Za-z_]\w{0,40}(?:(?:\.|::)\w{1,40}){1,4}\(){1,3}(?:[A-Za-z_]\w{0,30}=)?$/, text.findings.placeholder.reference],
  // `--apikey @~/.bluemix/apikey.json`, `db_password=@/dev/stdin`: many CLIs (vault, ibmcloud, curl, az) read an `@path` value from that file.
  [/^@(?:~?\/|\.{1,2}\/|[\w.-]{1,80}\.(?:json|txt|key|pem|env|ya?ml|ini|conf|cfg|cred|token)$)/, text.findings.placeholder.reference],
  // Strapi's generated `.env.example` fills every secret with `tobemodified` (https://docs.strapi.io/cms/configurations/environment).
  [FILL_IN, text.findings.placeholder.fillIn],
  // A marker word stands alone (`test-123`, `fake_key`, `test1`, `dummy2x`); a 0, 1, 3, 4, 5 or 7 between letters is a
  // letter spelled as a digit (`Wh1teSt0ne`, "whitestone", held-out round 96), so the word runs on through it.
  [
    /(?:^|[^a-z\d]|\d(?<![a-z][013457]))(?:fake|dummy|sample|placeholder|redacted|invalid|mock|test|testing|foobar|notreal|not[-_]a[-_]real)(?:[^a-z\d]|$|(?![013457][a-z])\d)/i,
    text.findings.placeholder.dummy,
  ],
  // Documented default logins of local dev servers (MinIO's `minioadmin`, Neo4j's `neo4j`, the Airflow and Vagrant images').
  [/^(?:minioadmin|neo4j|airflow|vagrant|rabbitmq|keycloak|localstack)$/i, text.findings.placeholder.default],
  [
    /^(?:password|passwd|pass|secret|supersecret|mysecret|mysecretpassword|secretpassword|password1|password123|admin|admin123|root|toor|guest|user|username|postgres|mysql|redis|mongo|default|dev|development|local|localhost|qwerty|letmein|welcome|123456|12345678|123456789|1234567890|abc123|none|null|nil|undefined|true|false|empty|string|value|key|token|apikey|api_key|community|passphrase)$/i,
    text.findings.placeholder.default,
  ],
  // Lower-case words about a secret with a short number: `supersecret123`, `dev-secret-key-1`.
  [WORDS_ABOUT_A_SECRET, text.findings.placeholder.default],
  // An instruction for making the value (`use-openssl-rand-hex-32`, `generate-with-pwgen`, `run: openssl rand -base64 32`),
  // as Auth0's and NextAuth's sample env files write it.
  [
    /^(?:use|run|generate|gen|create|make)[-_ :](?:with[-_ ]|a[-_ ]|output[-_ ]of[-_ ])?(?:openssl|pwgen|uuidgen|secrets[-_.]|random|rand[-_]|head[-_ ]|python|node|ruby|rails|mix|php|apg|gpg)|^openssl[-_ ]rand[-_ ]/i,
    text.findings.placeholder.fillIn,
  ],
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
  // Keys made to be public: Stripe's and Clerk's publishable keys, Supabase's publishable key, Mapbox's public token
  // (`pk.` then two dot-separated parts, the secret kind being `sk.`: https://docs.mapbox.com/accounts/guides/tokens/),
  // Datadog's browser client token, Adyen's client key (`test_`/`live_` + 32 upper-case letters and digits, made for the
  // browser and scoped to allowed origins: https://docs.adyen.com/development-resources/client-side-authentication/;
  // its API key is the long `AQE…` one).
  // A GitHub App's or OAuth app's client ID (`Iv1.` + 16 hex, `Iv23li…`, `Ov23li…`) is an ID every login page shows
  // (https://docs.github.com/en/apps/creating-github-apps/authenticating-with-a-github-app/about-authentication-with-a-github-app).
  [
    /^(?:pk_(?:live|test)_|sb_publishable_|pk\.eyJ|pk\.[\w-]{20,200}\.[\w-]{10,200}$|pub[0-9a-f]{32}$|Iv1\.[0-9a-f]{16}$|[IO]v23[A-Za-z0-9]{16}$|(?:test|live)_[A-Z0-9]{32}$)/,
    text.findings.placeholder.publicByDesign,
  ],
  [PAYMENT_OBJECT_ID, text.findings.placeholder.paymentObjectId],
];

// Anvil's and Hardhat's default accounts: every local chain derives them from one published mnemonic,
// so their keys are in every tutorial and fund nothing real. Keys without their `0x`, lower-case.
const TEST_MNEMONIC = 'test test test test test test test test test test test junk';
// Twelve to twenty-four lower-case words: the shape of a recovery phrase, judged by its own placeholders.
const PHRASE_SHAPE = /^[a-z]{3,8}(?:[ \t\n]{1,3}[a-z]{3,8}){11,23}$/;
const PHRASE_SLOT = /(?:^|\s)(?:your|mnemonic|placeholder|dummy|fake|lorem|ipsum|foo|bar|baz|xxx)(?:\s|$)/;
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

// A test-mode secret key (Stripe's, Clerk's, Paystack's `sk_test_`, Stripe's restricted `rk_test_`) grants API access to the
// test account: a credential, not a sample. Only its body is judged (`sk_test_xxx` is one), and the key Stripe's own docs
// publish (https://docs.stripe.com/keys) is an example. Publishable `pk_test_` keys stay public by design. A shipping API's
// test token is the same kind of credential: Shippo's `shippo_test_` authenticates to the account's test mode
// (https://docs.goshippo.com/docs/guides_general/authentication/).
const TEST_MODE_KEY = /^(?:[sr]k|shippo)_test_/;
const STRIPE_DOCS_KEY = 'sk_test_4eC39HqLyjWDarjtT1zdp7dc';
// Keys a vendor publishes for its public demo data, exactly as its docs print them: Algolia's search-only keys of the
// `latency` and `B1G2GM9NG0` demo apps, in every InstantSearch example
// (https://www.algolia.com/doc/guides/building-search-ui/getting-started/js/). Only these values: any other key speaks.
const PUBLISHED_DEMO_KEYS = new Set(['6be0576ff61c053d5f9a3225e2a90f76', 'aadef574be1f9252bb48d4ea09b5cfe5']);

/** Why `value` is a placeholder, or undefined when it may be a real secret. */
export function placeholderReason(value: string, encoded = false): string | undefined {
  if (TEST_MODE_KEY.test(value)) {
    if (value.startsWith(STRIPE_DOCS_KEY)) return text.findings.placeholder.example;
    const body = value.slice(value.indexOf('_test_') + '_test_'.length);
    return body.length < 16 ? text.findings.placeholder.tooShort : placeholderReason(body);
  }
  if (value.length === 32 && PUBLISHED_DEMO_KEYS.has(value)) return text.findings.placeholder.example;
  if (value.length === 64 || value.length === 66 ? TEST_ACCOUNT_KEYS.has(value.replace(/^0x/i, '').toLowerCase()) : value === TEST_MNEMONIC)
    return text.findings.placeholder.publicTestAccount;
  // A recovery phrase is words of one list: `test` or `sample` may be one of its words (both are BIP-39's), so only a
  // word no phrase holds marks a slot (`your twelve word …`, `word1`); the published test phrase is handled above.
  if (PHRASE_SHAPE.test(value) && looksLikeMnemonic(value)) return PHRASE_SLOT.test(value) ? text.findings.placeholder.fillIn : undefined;
  for (const [regex, reason] of PLACEHOLDERS)
    if (marks(regex, value) && !(encoded && regex === WORDS_ABOUT_A_SECRET && value.length > MAX_ENCODED_WORDS)) return reason;
  if (anonymousToken(value)) return text.findings.placeholder.publicByDesign;
  // A JWT with no signature (`alg: none`, nothing after the last dot) proves nothing to anyone who checks it.
  if (/^eyJ[\w-]{4,400}\.eyJ[\w-]{4,2000}\.$/.test(value)) return text.findings.placeholder.unsigned;
  if (madeUpToken(value)) return text.findings.placeholder.dummy;
  // Apple's app-specific passwords are four groups of four letters: one may count up (`abcd-efgh-ijkl-mnop`) as it is drawn.
  if (value.length >= 12 && typedShare(value) >= 0.5 && !(APP_PASSWORD.test(value) && !/([a-z])\1{3}/.test(value)))
    return text.findings.placeholder.filler;
  // Base64 of a placeholder (`admin:password`, a Kubernetes Secret's `data`) is one too; only a single value is judged,
  // since a word in one field of an encoded document (a registry host `example`) says nothing of the secret in another.
  const decoded = printableBase64(value);
  if (decoded !== undefined && decoded.trim().length < 4) return text.findings.placeholder.tooShort;
  if (decoded !== undefined && decoded !== value && /^[^\s{}"]{1,200}$/.test(decoded)) {
    const reason = placeholderReason(decoded, true);
    if (reason) return reason;
  }
  // `username:password`, `user@realm!token=secret`: a login whose secret part is itself a placeholder.
  const part = /^[\w.@!=-]{1,64}[:=]([^\s:=]{1,200})$/.exec(value)?.[1];
  if (part !== undefined) for (const [regex, reason] of PLACEHOLDERS) if (marks(regex, part)) return reason;
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

// A JWT whose claims give it the anonymous role (Supabase's anon key) grants only what row-level
// security lets anyone do: it ships in every client, like a publishable key.
const JWT_CLAIMS = /^eyJ[\w-]{4,400}\.(eyJ[\w-]{4,800})\./;
function anonymousToken(value: string): boolean {
  const claims = JWT_CLAIMS.exec(value)?.[1];
  return claims !== undefined && /"role"\s*:\s*"anon"/.test(Buffer.from(claims, 'base64url').toString('latin1'));
}

// A value that calls itself a test value (`testpass123`, `test-password`, `Passw0rd!Test`, `fakeSecret1`): a marker word opens
// it or a word in it (after a symbol, a digit or a capital's change: not `latest`, `contest`), and no drawn key is left once
// the word is taken out (`testXk9vQ2mLp7aZr4` is a key with a label). Only a test file's values are read so (see isTestFile).
const TEST_MARK = /(?:^|[^A-Za-z])(?:test|dummy|fake|mock|sample|fixture)/i;
const TEST_MARK_CAMEL = /[a-z](?:Test|Dummy|Fake|Mock|Sample|Fixture)/;
const TEST_MARKS = /test|dummy|fake|mock|sample|fixture/gi;

/** Whether `value` names itself a test value, with no drawn key beside the word. */
export function testValue(value: string): boolean {
  if (value.length > 64 || !(TEST_MARK.test(value) || TEST_MARK_CAMEL.test(value))) return false;
  return !value
    .replace(TEST_MARKS, ' ')
    .split(/[^A-Za-z0-9]+/)
    .some((run) => looksGenerated(run, 12));
}

// A test login's weak password (`pass123`, `trainer1pw`, `qwerty12`, `letmein`): one lower-case word, a pronounceable run with a
// vowel, at most 4 digits and a short tail, 12 characters at most, no symbol and no capital. A test writes such a value to
// log its own made-up user in; a drawn one (`Xk9#fQ2!mLr8vT`) or a key is not of this shape. Disjoint adjacent runs: linear.
const WEAK_LOGIN = /^[a-z]{2,10}\d{0,4}[a-z]{0,4}$/;

/** Whether a test file's password is a weak made-up login, by its shape (see testValue for one that names itself a test). */
export function weakLogin(value: string): boolean {
  return value.length >= 4 && value.length <= 12 && WEAK_LOGIN.test(value) && /[aeiouy]/.test(/^[a-z]+/.exec(value)![0]);
}

// Claims no issuer writes: a subject that is a word or a count (`test`, `user`, `1234567890`, `42`), an expiry in the epoch's
// first days (`"exp":1`), jwt.io's `John Doe`. Read from the decoded claims, bounded.
const MADE_UP_CLAIM =
  /"sub"\s*:\s*"?(?:test\w{0,20}|user|demo|fake|dummy|example|foo|bar|1234567890|\d{1,3})"?\s*[,}]|"exp"\s*:\s*\d{1,6}\s*[,}]|"name"\s*:\s*"(?:John|Jane) Doe"/i;
const SHORT_SIGNED = /^eyJ[\w-]{4,400}\.(eyJ[\w-]{2,2000})\.([\w-]{2,16})$/;

/**
 * A test's made-up JWT: its signature is a word in base64url (`dGVzdA`, "test"; a signing algorithm's bytes are never a
 * few printable letters) and its claims are made up. A real token cut short keeps real claims or its signature's own
 * bytes, and still speaks.
 */
function madeUpToken(value: string): boolean {
  const [, claims, signature] = SHORT_SIGNED.exec(value) ?? [];
  if (claims === undefined || !/^[\w!?. -]{1,12}$/.test(Buffer.from(signature!, 'base64url').toString('latin1'))) return false;
  return MADE_UP_CLAIM.test(Buffer.from(claims, 'base64url').toString('latin1'));
}

/**
 * Whether a crypt-shaped value under `name` is a key issued in that shape, not a stored hash: the name says key or token,
 * not password, hash or digest (a password is stored hashed under its own name: `password: $2y$…` stays silent).
 */
export function keyInHashShape(name: string, value: string): boolean {
  return CRYPT_STRING.test(value) && /key|token/i.test(name) && !/passw|pwd|hash|digest|crypt/i.test(name);
}

// An app password as Google's help page shows it, four groups of four with blanks (https://support.google.com/accounts/answer/185833;
// secrets/generic/spaced-app-password), and the words a sample written in that shape is made of. Fixed lengths: linear.
const SPACED_GROUPS = /^[a-z0-9]{4}(?: [a-z0-9]{4}){3}$/i;
const SPACED_SAMPLE = /pass|pwd|word|secret|test|demo|sample|dummy|your|fake/i;

/**
 * Whether an app password's spaced groups under a password's name stand for one (held-out round 175): judged without the
 * blanks, groups that count up are Google's own help page's example (`abcd efgh ijkl mnop`, `abcd 1234 efgh 5678`), groups
 * that spell a sample's words are a sample (`pass word 1234 5678`), and digits alone are a card's or an account's number, no
 * app password. Read only by the named rule: a login call's literal argument is a password whatever it spells.
 */
export function spacedGroupsSample(value: string): boolean {
  if (!SPACED_GROUPS.test(value)) return false;
  const joined = value.replace(/ /g, '');
  return !/[a-z]/i.test(joined) || typedShare(joined) >= 0.5 || SPACED_SAMPLE.test(joined);
}
