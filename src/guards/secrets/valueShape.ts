// What a value is: generated (a key), a chosen password, a literal in a credential-only place, a recovery phrase.
// Each detector asks the one its position calls for.

/** The text a base64 value encodes when it is printable ASCII (a password, `user:password`), else undefined. */
export function printableBase64(value: string): string | undefined {
  if (value.length < 8 || value.length > 400 || value.length % 4 !== 0 || !/^[A-Za-z0-9+/]+={0,2}$/.test(value)) return undefined;
  const decoded = Buffer.from(value, 'base64').toString('latin1').replace(/\n$/, '');
  return /^[\x20-\x7e]{1,300}$/.test(decoded) ? decoded : undefined;
}

export function entropy(value: string): number {
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
// A `$` then a number and a `$` starts no variable's name (`$2a$10$…` is a bcrypt string, a CurseForge API key's shape);
// `$1:$2` is two positional parameters.
// A `%` opens a reference only in a placeholder's shape: a Windows variable (`%PASSWORD%`, batch's `%%PASSWORD%%`, `%%i`, `%1`,
// `%~dp0`), a format field (`%s`, `%-8d`, `%(pw)s`, `%{pw}`); a chosen password may begin with one (`%QOoR5tJL1@M`).
// A variable ends the value or is followed by a separator (`%APPDATA%\…`, `%PASS%@host`, `%A%%B%`); a letter, a digit or a
// password's symbol straight after the second `%` makes both `%` characters of a drawn password (`%LOJqu3g%9DYp…*N!`).
const REFERENCE =
  /^\$(?!\d{1,2}[a-z]{0,2}\$)|^[<{[(]|^%(?=%?[A-Za-z_][\w.()-]{0,64}%(?:$|[%\\/.:;,@"')\]}\s_-]))|^%%[A-Za-z]$|^%[({~]|^%\d(?![0-9A-Fa-f])|^%[-+ #0]{0,4}\d{0,4}(?:\.\d{1,4})?[sdifrxXeEgGcbuo](?![A-Za-z0-9])|\$\{|\{\{|process\.env|import\.meta|os\.environ|getenv|ENV\[|env\(|secrets\.|vault:|^[A-Za-z_][\w.]{2,}\([^]*\)$|^!(?:Ref|Sub|GetAtt|vault|secret|env_var|include)\b|^ENC\[|^arn:|^op:\/\/|^sm:\/\/|^projects\/[\w-]+\/secrets\/|^@?(?:env|file|fd|keychain):[\w/.~]|^(?:django\.conf\.)?(?:settings|config|conf|cfg)\.[A-Za-z_][\w.]{0,80}$|^secretref:|^@Microsoft\.KeyVault\(|^(?:hash|btree|lmdb|cdb|dbm|sdbm|texthash|regexp|pcre|cidr|ldap|mysql|pgsql|sqlite|proxy:\w+):\/(?!\/)|^@[a-z][a-z\d]*(?:-[a-z\d]+)+$/i;

/**
 * In prose a generated value must also be key-sized and not a dotted or dashed identifier with a number
 * (`cmp2-qat-1208358310`, `jjwt-jackson-0.11.2`): 20 characters at least, or 32 hex digits.
 */
export function proseKey(value: string): boolean {
  if (value.length < 20) return false;
  if (!/^[a-z0-9]+(?:[-.:][a-z0-9]+)+$/.test(value)) return true;
  // A vendor's short prefix before a drawn body (Mailgun's `key-…`): the body alone is key-sized and generated.
  const body = /^[a-z]{2,8}[-_]([a-z0-9]{20,200})$/.exec(value)?.[1];
  return body !== undefined && looksGenerated(body);
}

/**
 * A whole crypt(3) string (`$2a$10$` + 53 characters of bcrypt, `$6$salt$hash`): a password's hash under a password's
 * name, but some services issue their API keys in this shape (CurseForge's, https://docs.curseforge.com/rest-api/#authentication).
 */
export const CRYPT_STRING = /^\$(?:2[abxy]?|5|6|y)\$[\w./=$-]{20,200}$/;

/**
 * Base64 that holds a `/`: 32 or more characters of its alphabet, or shorter with its only `/` the last character. Long
 * base64 parts may be joined by `-` (an Adyen API key's `AQE…==-P09T…`): each part is 20 or more characters, so a path's
 * `my-app` segments stay paths. `-` is outside the alphabet, so the parts cannot overlap: linear.
 */
const BASE64_SLASH = /^(?:[A-Za-z0-9+/=]{32,}(?:-[A-Za-z0-9+/=]{20,})*|[A-Za-z0-9+=]{11,}\/)$/;

/** Whether a value looks generated (a key, not a word, a path or a reference). */
export function looksGenerated(value: string, min = 16): boolean {
  // A reference closes the bracket it opens (`<key>`, `(Get-Secret db)`); a drawn key may start with one (Django's
  // generated keys draw on `!@#$%^&*(-_=+)`), and then it is the key's first character.
  if (value.length < min || REFERENCE.test(unclosed(value))) return false;
  // Its `/` and `.` are of its alphabet, not of a path.
  if (CRYPT_STRING.test(value)) return entropy(value) >= 3.3;
  // A dotted name (`config.auth.token`) or a path is a reference; base64 may hold a `/`, and a short base64 key may end in
  // one (Backblaze's `K003…x/`, 31 characters): a lone trailing `/` after base64 is the key's last character, not a
  // directory (`data/exports/` has another `/`).
  if ((/^[\w-]+\.[\w.-]+$/.test(value) && !/\d/.test(value)) || (value.includes('/') && !BASE64_SLASH.test(value))) return false;
  // Hex draws on 16 symbols: its entropy tops out at 4 bits, so it gets a lower bar.
  if (/^[a-f0-9]{32,}$/i.test(value)) return /\d/.test(value) && /[a-f]/i.test(value) && entropy(value) >= 3;
  // Generated keys of this length almost always hold a digit; identifiers and words seldom do. A few services draw
  // theirs from letters alone (Astrometry.net's sixteen lower-case letters): see drawnLetters.
  if (!/\d/.test(value)) return drawnLetters(value);
  const classes = [/[a-z]/, /[A-Z]/, /\d/].filter((regex) => regex.test(value)).length;
  return classes >= 2 && entropy(value) >= 3.3;
}

/**
 * Whether a value of letters alone was drawn, not written: 15 or more letters, few of them vowels (a word has one in every
 * two or three letters, a random draw about one in five), and in mixed case a change of case at almost every other letter
 * (`ClearTextPassword` changes three times). Keyboard rows count as drawn (`qwertyzxcvbnm…`): no word is typed so.
 */
export function drawnLetters(value: string): boolean {
  if (!/^[A-Za-z]{15,128}$/.test(value) || entropy(value) < 3.3) return false;
  const vowels = (value.match(/[aeiou]/gi)?.length ?? 0) / value.length;
  if (/^(?:[a-z]+|[A-Z]+)$/.test(value)) return vowels < 0.25;
  let changes = 0;
  for (let i = 1; i < value.length; i++) if (/[a-z]/.test(value[i]!) !== /[a-z]/.test(value[i - 1]!)) changes++;
  return changes >= value.length * 0.3 && vowels < 0.3;
}

// A mail account's setting (`EMAIL_HOST_PASSWORD`, `SMTP_PASSWORD`, `MAIL_PASSWORD`, `smtp_pass`, `email_password`): what
// Gmail and Google Workspace accept there is an app password, 16 lower-case letters pasted without the blanks shown.
// Bounded runs over a short name: linear.
export const MAIL_PASSWORD_NAME = /(?:smtp|mail|imap|pop3)[\w.-]{0,30}pass|pass[\w.-]{0,20}(?:smtp|mail|imap|pop3)/i;

/**
 * Whether a value is a Google app password pasted without its blanks (https://support.google.com/accounts/answer/185833):
 * 16 lower-case letters, the same shape the login-call rule reads, drawn rather than words (drawnLetters: few vowels,
 * no run of one letter), so `yourapppassword1`-style samples and real words stay out.
 */
export function googleAppPassword(value: string): boolean {
  return /^[a-z]{16}$/.test(value) && (drawnLetters(value) || drawnSixteen(value));
}

// Two consonants side by side as English writes them (`st`, `ng`, `rd`, `ch`, a doubled letter), `y` among them.
// Sixteen letters drawn at random put a few other pairs side by side (`qj`, `jb`, `bd`, `yb`); words seldom do.
const WRITTEN_PAIRS = new Set(
  (
    'bl br by ch ck cl cr ct dr dy fl fr ft fy gh gl gn gr gy hn hr ht hy kl kn kr ky ld lf lk ll lm lp ls lt lv ly mb mm mn mp ' +
    'ms my nc nd ng nk nn ns nt nv ny ph pl pp pr ps pt py rb rc rd rf rg rk rl rm rn rp rr rs rt rv rw ry sc sh sk sl sm sn ' +
    'sp ss st sw sy th tl tr ts tt tw ty wh wl wn wr ws xt yl ym yn yp yr ys ff gg dd bb cc zz'
  ).split(' '),
);
// The words a sample or a placeholder password is made of (`smtppasswordhere`, `changemechangeme`, `emailpasswordxyz`).
const SAMPLE_WORDS = /pass|pwd|word|secret|mail|smtp|admin|change|letme|test|demo|example|sample|dummy|xyz|abc|qwe|asd|zxc/;

/**
 * Whether 16 lower-case letters were drawn though a third of them are vowels: Google draws an app password's letters
 * uniformly, so about one in five has five or more vowels and fails drawnLetters' bar. Fewer than 40 % vowels, no letter
 * much repeated, no sample's words, and three or more pairs English does not write (`eiadqjbdbybjuudp`: `dq`, `qj`, `jb`, …).
 */
function drawnSixteen(value: string): boolean {
  if (entropy(value) < 3 || SAMPLE_WORDS.test(value)) return false;
  if ((value.match(/[aeiou]/g)?.length ?? 0) / value.length >= 0.4) return false;
  return unwrittenPairs(value) >= 3;
}

/** How many neighbouring letter pairs of a lower-case value English does not write (see WRITTEN_PAIRS). */
function unwrittenPairs(value: string): number {
  let unwritten = 0;
  for (let i = 1; i < value.length; i++) {
    const pair = value.slice(i - 1, i + 1);
    if (pair[0] === 'q' ? pair[1] !== 'u' : !/[aeiou]/.test(pair) && !WRITTEN_PAIRS.has(pair)) unwritten++;
  }
  return unwritten;
}

/**
 * Whether 16 lower-case letters under any password's name (not a mail setting's) are an app password pasted without its
 * blanks: googleAppPassword's shape, no sample's words, and four or more pairs English does not write. A word run of few
 * vowels (`thunderstruckxyz`, `springfieldstrng`) has fewer; 95 % of uniform draws have four or more.
 */
export function drawnAppPassword(value: string): boolean {
  return googleAppPassword(value) && !SAMPLE_WORDS.test(value) && unwrittenPairs(value) >= 4;
}

/**
 * Whether 8 to 64 letters of one case under a password's name were drawn, not written: a service's generated password of
 * letters alone (eQSL's `EQSL_PSWD = "qslvdhldsu"`, held-out round 140). Under a third of them vowels, no sample's words,
 * and at least one neighbouring pair in four English does not write (`qs`, `vd`, `dh`, `hl`, `ds`): a word (`postgres`,
 * `changeme`, `sunshine`) or a name run of words has one or two. Bounded length: linear.
 */
export function drawnCaseLetters(value: string): boolean {
  if (!/^(?:[a-z]{8,64}|[A-Z]{8,64})$/.test(value)) return false;
  const lower = value.toLowerCase();
  if (SAMPLE_WORDS.test(lower) || entropy(lower) < 2.5) return false;
  if ((lower.match(/[aeiou]/g)?.length ?? 0) / lower.length >= 1 / 3) return false;
  return unwrittenPairs(lower) >= Math.max(3, Math.ceil(lower.length / 4));
}

// A path from the root, the home or here (`/etc/…`, `./…`, `~/…`, `C:\…`), and the name of a file that holds a key
// or settings: either names where the secret is kept, not the secret.
const ROOTED_PATH = /^(?:\/|\.{1,2}\/|~\/|[A-Za-z]:\\)/;
// One base64 value in 64 starts with its `/` (a webhook's signing secret `/MgdonOTGpu5…`): 32 characters or more of its
// alphabet, no `.`, `_` or `-`, mixed case and a digit, and at most one more `/` with a digit on both sides of it, is
// that value, not a path (`/var/lib/app/secret.key`, `/run/secrets/db_password`, `/dev/stdin`). Disjoint classes: linear.
const ROOTED_BASE64 = /^\/[A-Za-z0-9+]{1,400}(?:\/[A-Za-z0-9+]{1,400})?={0,2}$/;

/** Whether a value that starts with `/` is a base64 key (see ROOTED_BASE64), not a path from the root. */
function rootedBase64(value: string): boolean {
  if (value.length < 32 || !ROOTED_BASE64.test(value) || !/[a-z]/.test(value) || !/[A-Z]/.test(value)) return false;
  if (entropy(value) < 3.3) return false;
  return value
    .slice(1)
    .split('/')
    .every((part) => /\d/.test(part));
}
const rootedPath = (value: string) => ROOTED_PATH.test(value) && !rootedBase64(value);
const SETTINGS_FILE = /^[\w.-]+\.(?:pem|key|txt|json|p12|pfx|crt|env|ya?ml)$/i;
// A lower-case slug of words (`db-credentials`, `prod.app.db`).
const SLUG = /^[a-z]+(?:[-_.][a-z]+)+$/;

/**
 * Whether a value could be a literal password: not a reference, a path or a short number, and
 * chosen rather than a word (a digit, a symbol or mixed case). In code an unquoted word is a
 * variable (`password = form.password`), so `bareWordIsCode` drops those.
 */
export function looksLikePassword(value: string, bareWordIsCode = false, max = 200): boolean {
  if (value.length < 5 || value.length > max || REFERENCE.test(unclosed(value))) return false;
  if (rootedPath(value) || SETTINGS_FILE.test(value)) return false;
  // A relative path to a file (`path/to/private_key.pem`, `keys/deployer.json`).
  if (/^[\w.~-]+(?:\/[\w.-]+)*\/[\w-]+\.[A-Za-z]{2,5}$/.test(value)) return false;
  if (/^\d{1,7}$/.test(value) || !/[A-Za-z0-9]/.test(value)) return false;
  if (bareWordIsCode && /^[A-Za-z_][\w.]*$/.test(value)) return false;
  // A lower-case slug (`db-credentials`, `prod.app.db`) names a secret stored elsewhere; an Apple app-specific password is none.
  if (SLUG.test(value)) return APP_PASSWORD.test(value);
  return /\d|[^\w]/.test(value) || (/[a-z]/.test(value) && /[A-Z]/.test(value));
}

// Words a sample password is built on, read with its digits and symbols as letters (`P@ssw0rd`, `Ch4ngeMe1`).
const SAMPLE_WORD = /pass|secret|change|example|sample|demo|test|dummy|fake|default|letmein|qwerty|admin|welcome|user/i;

/**
 * Whether a password was drawn, not written as a sample: 8 to 64 characters without blanks, lower case, upper case and a
 * digit all in it, and none of the words samples are made of. A template's connection string may hold a real one pasted in.
 */
export function looksDrawn(value: string): boolean {
  if (value.length < 8 || value.length > 64 || /\s/.test(value) || REFERENCE.test(value)) return false;
  if (!/[a-z]/.test(value) || !/[A-Z]/.test(value) || !/\d/.test(value)) return false;
  const read = value.replace(
    /[0@4$5371!]/g,
    (ch) => ({ '0': 'o', '@': 'a', '4': 'a', $: 's', '5': 's', '3': 'e', '7': 't', '1': 'i', '!': 'i' })[ch]!,
  );
  return !SAMPLE_WORD.test(read) && !SAMPLE_WORD.test(value);
}

// Apple's app-specific passwords (`abcd-efgh-ijkl-mnop`): four groups of four random letters, shaped like a slug.
// Google's app passwords are shown the same way with blanks between the groups (`abcd efgh ijkl mnop`:
// https://support.google.com/accounts/answer/185833), and are pasted as shown.
// WordPress's application passwords are six groups of four letters and digits
// (https://make.wordpress.org/core/2020/11/05/application-passwords-integration-guide/); a digit or a capital sets them apart from words.
export const APP_PASSWORD =
  /^[a-z]{4}(?:-[a-z]{4}){3}$|^[a-z]{4}(?: [a-z]{4}){3}$|^(?=[^\n]{0,40}[A-Z0-9])[A-Za-z0-9]{4}(?: [A-Za-z0-9]{4}){5}$/;
// A passphrase of five or more dictionary words (diceware, `correct-horse-battery-staple-…`) is shaped like a slug too,
// but no name runs that long: in a credential-only position it is the passphrase.
const WORD_PASSPHRASE = /^[a-z]{3,10}(?:[-_.][a-z]{3,10}){4,15}$/;

const CLOSERS: Record<string, string> = { '<': '>', '{': '}', '[': ']', '(': ')' };

/**
 * A value past a bracket it opens and never closes (`(Xk9mQ2vL1`): in a place that only holds a credential that is the
 * password's first character, where a placeholder or code closes what it opens (`<password>`, `{pw}`, `(Get-Secret db)`).
 */
function unclosed(value: string): string {
  const closer = CLOSERS[value[0] ?? ''];
  return closer !== undefined && !value.includes(closer) && !/\s/.test(value) ? value.slice(1) : value;
}

// A leading `-` is an option's (`--password-stdin`, `-Xmx512m`, `-Dkey=v`), except on a long drawn base64url word: a token
// (`Bearer -ES7K…X_T6k…`) may start with `-` as well as `_`. Mixed case and a digit, no `=` or `.`, 20 characters at least.
const DASHED_TOKEN = /^-(?=[\w-]{0,200}[A-Z])(?=[\w-]{0,200}[a-z])(?=[\w-]{0,200}\d)[\w-]{19,1999}$/;

/**
 * Whether a value in a credential-only position (`-u user:…`, `user:…@host`, `--password …`) is a
 * literal credential: any word will do there, but not a reference, a path, a file name or a slug.
 */
export function looksLiteral(value: string, optionPosition = true): boolean {
  if (value.length < 5 || value.length > 2000 || REFERENCE.test(unclosed(value))) return false;
  if (optionPosition && value.startsWith('-') && !DASHED_TOKEN.test(value)) return false;
  if (rootedPath(value) || /\/[\w.-]+\.\w{1,5}$/.test(value) || SETTINGS_FILE.test(value)) return false;
  if (/^\d{1,7}$/.test(value) || !/[A-Za-z0-9]/.test(value)) return false;
  // A relative path of lower-case words (`path/to/password_file`) names a file that holds the secret.
  if (/^[a-z_.-]{1,80}(?:\/[a-z_.-]{1,80}){1,16}$/.test(value)) return false;
  return !SLUG.test(value) || APP_PASSWORD.test(value) || WORD_PASSPHRASE.test(value);
}

// English's commonest function words, none of them in BIP-39's English list
// (https://github.com/bitcoin/bips/blob/master/bip-0039/english.txt): a sentence holds some, a recovery phrase none.
// Many short words are in the list (`about`, `also`, `have`, `that`, `this`, `what`, `when`, `will`, `you`), so they
// say nothing.
const NOT_BIP39 = new Set(
  'the and are was were for with from has had not but your our their them its than which who would'
    .concat(' could should here been being does did some most')
    .split(' '),
);

/** BIP-39 phrases hold 12, 15, 18, 21 or 24 words of the list (3–8 letters), few repeated, and no function word. */
export function looksLikeMnemonic(value: string): boolean {
  const words = value.split(/[ \t\n]+/);
  return (
    words.length % 3 === 0 &&
    words.length >= 12 &&
    words.length <= 24 &&
    new Set(words).size >= 8 &&
    !words.some((word) => NOT_BIP39.has(word))
  );
}

/** Whether a quoted value that holds blanks is still a generated key (a WordPress salt), not a sentence. */
export function looksRandom(value: string): boolean {
  return value.length >= 24 && (value.match(/\s/g)?.length ?? 0) * 12 <= value.length && entropy(value) >= 4.5;
}
