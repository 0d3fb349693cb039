import type { Family } from '../lib/codeText.js';
import { text } from '../../text.js';
import { assignments } from './assignments.js';
import { captchaSiteKey } from './captchaSiteKey.js';
import { connectionDefault } from './localDefault.js';
import { publicNear } from './matchPatterns.js';
import type { Compiled } from './rulesFor.js';
import { authUses, shortDrawnToken } from './shortAuthToken.js';
import type { Note, Secret } from './secret.js';
import { saidPrivate } from './privateKeyMention.js';
import { bareName, camelKeyName, codeValue, namesCode, namesPassword, secretName, UUID, uuidKeyName } from './secretName.js';
import { keyInHashShape, placeholderReason, spacedGroupsSample, testValue, weakLogin } from './placeholderReason.js';
import {
  APP_PASSWORD,
  drawnAppPassword,
  drawnLetters,
  drawnCaseLetters,
  googleAppPassword,
  looksDrawn,
  looksGenerated,
  looksLikePassword,
  looksLiteral,
  looksRandom,
  MAIL_PASSWORD_NAME,
  proseKey,
} from './valueShape.js';

const ID_KEY =
  /(?:^|_)(?:INTEGRATION|WORKSPACE|CLIENT|TENANT|ORG|ORGANI[SZ]ATION|PROJECT|INSTANCE|DEVICE|INSTALL|INSTALLATION|PRODUCT|PROPERTY|ENTITY|RESOURCE|DIRECTORY|CHART|SPACE|BOARD|FORM|WIDGET|EMBED)_KEY["']?$/;
// A key-shaped literal for a camelCase `…Key` (`owmKey = "6e04…"`): 32 or more hex digits, or 20 or more letters and
// digits holding both; a UUID is an id, and a word is no key.
const CAMEL_KEY_VALUE = /^(?:[0-9a-fA-F]{32,128}|(?=[A-Za-z0-9_-]{0,128}\d)(?=[A-Za-z0-9_-]{0,128}[A-Za-z])[A-Za-z0-9_-]{20,128})$/;
// Only a constant or variable given it by `=` or `:=`: an object's or config's `…Key:` property is a setting of a client
// that is often public by design (a browser agent's `licenseKey`, a feature-flag SDK's `clientKey`).
const EQUALS_BEFORE = /(?:^|[^=!<>:])(?::=|=)[ \t]{0,40}["'`]$/;
const BARE_PASS = /^["']?pass["']?$/i;
// A user name set in the same text: `user = 'scada'`, `User=studio-admin`, `"username": …`, a Clojure map's keyword given
// a string (`:user "results@…"`, `:username "ops"`: postal's and next.jdbc's settings, held-out round 186). Bounded runs: linear.
const USER_KEY = /(?:^|[\s{,;(])(?:["']?(?:user(?:_?name)?|login)["']?[ \t]{0,8}[:=]|:(?:user(?:-?name)?|login)[ \t]{1,8}")/im;
// A C or C++ declaration or define of a bare `PASS` (an Arduino, ESP32 or PlatformIO sketch's `static const char* PASS = "…"`,
// `char pass[] = "…"`, `const char pass[] PROGMEM = "…"`, `String PASS = "…"`, `#define PASS "…"`): a firmware's Wi-Fi or
// broker password, its user often the SSID. A test harness's `PASS` result is none: its own word (`"PASS"`, `"[PASSED]"`, `"OK"`)
// or a terminal colour around it (`#define PASS "\033[32mPASS\033[0m"`). Matched on the text from the line's start to the
// value, every run bounded: linear.
const C_PASS_DECLARATION =
  /^[ \t]{0,8}(?:#[ \t]{0,4}define[ \t]{1,8}|(?:(?:static|const|constexpr|volatile|extern|unsigned)[ \t]{1,4}){0,4}(?:char|String|std::string)[ \t]{0,4}\*?[ \t]{0,4}(?:const[ \t]{1,4})?)pass(?:\[\d{0,4}\])?(?:[ \t]{1,4}PROGMEM)?[ \t]{0,4}=?[ \t]{0,4}"$/i;
const TEST_RESULT = /^\W{0,4}(?:pass(?:ed)?|ok)\W{0,4}$|\\(?:033|x1[bB]|e|u001[bB])\[/i;
function cPassDeclaration(source: string, start: number, value: string): boolean {
  if (TEST_RESULT.test(value)) return false;
  const lineStart = source.lastIndexOf('\n', start - 1) + 1;
  return start - lineStart <= 120 && C_PASS_DECLARATION.test(source.slice(lineStart, start));
}
// Languages whose unquoted right-hand side is a name or an expression, never a string: a bare word there is a variable,
// as in a keyword argument (`dbConnect(RPostgres::Postgres(), password = dbPassword)` in R, Julia's `password=pw`, a Lua
// table's `{ password = dbPassword }`).
const CODE_FAMILIES = new Set<Family>(['js', 'py', 'rb', 'php', 'java', 'cs', 'clike', 'r', 'jl', 'lua']);
// Code that sends a request itself, where a short key's name can be seen going into a header or a URL.
const SHORT_TOKEN_FAMILIES = new Set<Family>(['js', 'py', 'rb', 'php', 'java', 'cs', 'clike', 'sh', 'r', 'jl', 'lua', 'ex', 'pl', 'ps']);
// Languages whose unquoted `a.b.c` is a member or module read, never a string.
const MEMBER_CODE = new Set<Family>(['js', 'py', 'rb', 'php', 'java', 'cs', 'clike', 'lua', 'r', 'jl', 'ex', 'nim', 'hcl', 'gd', 'ml']);
const MEMBER_READ = /^[A-Za-z_$][\w$]{0,60}(?:(?:\.|::|->)[A-Za-z_$][\w$]{0,60}){1,6}$/;

/** `template`: a file that documents the values to fill in (`.env.example`): only a generated value there is a secret. */
export function assignmentSecrets(
  source: string,
  family: Family | 'command',
  rule: Compiled,
  found: Secret[],
  note?: Note,
  template = false,
  clientConfig = false,
  publicShapes: readonly Compiled[] = [],
  generatedOnly = false,
  testFile = false,
  realFixture = false,
  iniFile = false,
): void {
  let paired: boolean | undefined;
  let sentAsAuth: ((name: string) => boolean) | undefined;
  for (const { name, value, quoted, start } of assignments(source)) {
    if (found.length >= 8) break;
    // A bare `pass` is a password only beside a user name: a login pair (a Lua table's `{ user = …, pass = … }`,
    // a license client's `User=`/`Pass=` lines). Alone it is as often a render or compiler pass.
    const strength =
      secretName(name.replace(/["']/g, '')) ??
      (BARE_PASS.test(name) &&
      ((paired ??= USER_KEY.test(source)) || (family === 'clike' && quoted && cPassDeclaration(source, start, value)))
        ? 'strong'
        : undefined) ??
      (UUID.test(value) && uuidKeyName(name.replace(/["']/g, '')) ? 'key' : undefined) ??
      (camelKeyName(name.replace(/["']/g, '')) &&
      quoted &&
      CAMEL_KEY_VALUE.test(value) &&
      !UUID.test(value) &&
      EQUALS_BEFORE.test(source.slice(Math.max(0, start - 48), start))
        ? 'key'
        : undefined);
    if (!strength) {
      // A test's or an example's four digits are its own sample PIN (`gate_pin { "1234" }`, `KEYSAFE_MASTER_CODE=0000`).
      if (!((testFile || template) && /^\d{4}$/.test(value))) codeSecret(name, value, quoted, start, family, rule, found, note);
      continue;
    }
    // A UUID under an upper-case `_KEY` naming what it identifies (`DOCUSIGN_INTEGRATION_KEY`, `…_WORKSPACE_KEY`) is an ID: an
    // OAuth client's integration key, a tenant's GUID. Under any other `_KEY` it is a key issued as a UUID, as FareHarbor's
    // `APP_KEY`/`USER_KEY` pair (https://fareharbor.com/api/external/v1/) and Heroku's API key are.
    if (strength === 'key' && UUID.test(value) && ID_KEY.test(name)) continue;
    // `KEY= # where to get one` is an empty value and a comment; a `#` right after the `=` is the value's first character
    // (`spring.datasource.password=#vjj…`: Java properties, dotenv and the shell start a comment only after a blank or at a
    // line's start). An INI file's (`.ini`, `.cfg`, `.conf`) starts one only at a line's start: Python's configparser keeps
    // `password = #D^O^7H8x…` whole (inline comments are off by default), so there a drawn value after the `#` is the value.
    // An app password is groups of four with blanks (Google's, WordPress's).
    const comment = !quoted && value.startsWith('#') && /\s/.test(source[start - 1] ?? ' ') && !(iniFile && drawnAfterHash(value));
    if (comment || (/\s/.test(value) && !looksRandom(value) && !APP_PASSWORD.test(value)) || phraseAfterColon(source, start, value, quoted))
      continue;
    // PowerShell's unquoted right-hand side is a command or an expression (`$env:KEY = Read-Host`).
    if (family === 'ps' && !quoted) continue;
    // In code an unquoted dotted name is a member read (`env.OPEN311_API_KEY`, `settings.S3_SECRET_KEY1`, `cfg.Token`):
    // where the value is kept, whatever digits its name holds.
    if (!quoted && MEMBER_CODE.has(family as Family) && MEMBER_READ.test(value)) continue;
    // A value of a kind public where it stands (a Firebase config's `apiKey: "AIza…"`, known by the
    // kind's prefix keyword) is no secret under any name.
    const shape = publicShapes.find((each) => each.rule.keywords.some((keyword) => value.startsWith(keyword)));
    const hashShapedKey = keyInHashShape(name.replace(/["']/g, ''), value);
    const reason =
      (hashShapedKey ? undefined : placeholderReason(value)) ??
      // Google's own example of an app password and samples in its spaced groups (`abcd efgh ijkl mnop`, held-out round 175).
      (spacedGroupsSample(value) ? text.findings.placeholder.filler : undefined) ??
      // `Password=` inside a connection string (`ConnectionStrings__Shop=Host=db;…;Username=shop;Password=shop`).
      connectionDefault(source, start, value) ??
      // A test's file: a value that calls itself a test value (`password="testpass123"`) is the test's own login, and so is a
      // weak word-and-digits password given to a password's name (`password="pass123"`, held-out round 86).
      (testFile && (testValue(value) || (weakLogin(value) && namesPassword(name, name.replace(/["']/g, ''))))
        ? text.findings.placeholder.dummy
        : undefined) ??
      (shape && publicNear(shape, source, start, value.length)) ??
      searchOnlyKey(source, start, bareName(name)) ??
      // A CAPTCHA's site key in a variable the browser gets (`VITE_RECAPTCHA_KEY=6Lc…`): the page renders it anyway.
      (captchaSiteKey(bareName(name), value) ? text.findings.placeholder.captchaSiteKey : undefined);
    if (reason) {
      note?.(text.why.placeholder(bareName(name), reason));
      continue;
    }
    const bareWordIsCode = !quoted && (CODE_FAMILIES.has(family as Family) || family === 'generic');
    const bare = name.replace(/["']/g, '');
    const password = !template && strength === 'strong' && namesPassword(name, bare);
    // An app password pasted without its blanks (16 lower-case letters drawn at random, Google's and Microsoft's shape) is
    // one under any password's name (`password`, `app_password`, a mail section's `password`), not only a mail setting's;
    // only code's unquoted right-hand side is a variable's name, so there it still needs the mail setting's name.
    // Outside a mail setting the letters must be plainly drawn (drawnAppPassword), so a word run under `password` stays out.
    const mailName = MAIL_PASSWORD_NAME.test(bare);
    // Letters of one case drawn by a service (drawnCaseLetters) are a password the same way, under a password's name only.
    const literal = quoted || !CODE_FAMILIES.has(family as Family);
    const appPassword = (mailName ? googleAppPassword(value) : literal && drawnAppPassword(value)) || (literal && drawnCaseLetters(value));
    // A client's credentials file (`.pypirc`, `.netrc`, `~/.aws/credentials`) holds nothing but logins: any word there is one.
    const risky =
      password && !generatedOnly
        ? clientConfig
          ? looksLiteral(value)
          : looksLikePassword(value, bareWordIsCode) || appPassword
        : ((looksGenerated(value) || drawnLetters(value)) && (!generatedOnly || proseKey(value))) ||
          (password && generatedOnly && shellAssignmentLine(source, start) && looksDrawn(value)) ||
          (realFixture && strength === 'strong' && namesPassword(name, bare) && drawnPassword(value)) ||
          // A short vendor key (eBird's 12 characters) is one only where the same file sends its name as an auth header,
          // a key parameter or an SDK's key argument (shortAuthToken). A template's or a test's short value is its sample.
          (!password &&
            !generatedOnly &&
            !template &&
            !testFile &&
            (quoted ? SHORT_TOKEN_FAMILIES.has(family as Family) : family === 'sh' || family === 'command') &&
            shortDrawnToken(value) &&
            (sentAsAuth ??= authUses(source))(bareName(name)));
    if (risky) found.push({ kind: text.findings.assignedTo(bareName(name)), rule: rule.fullId, start, end: start + value.length });
  }
  if (!generatedOnly && !template && family !== 'command' && family !== 'prose') signingKeys(source, rule, found, note);
}

// After a label's `:` and a blank, a plain word that more plain words follow on its line is prose, as a quoted value with
// blanks is (`export CAMERA_URL (from 1Password: Prayer Hall Camera)`, `echo "Password: Please try again"`): the scan cuts an
// unquoted value at the first blank, so the word alone would look chosen. A drawn value (`Password: Xk8#pq2! (prod)`) is no
// plain word, and a `=` assigns the word alone (`PASSWORD=Prayer make`). Each run is bounded: linear.
const COLON_BEFORE = /(?<!:):[ \t]{1,8}$/;
const PLAIN_WORD = /^[A-Za-z][a-z]{1,40}$/;
const MORE_WORDS = /^[ \t]{1,4}[A-Za-z][a-z]{0,30}(?=[ \t,.;:!?)\]]|$)/;
function phraseAfterColon(source: string, start: number, value: string, quoted: boolean): boolean {
  if (quoted || !PLAIN_WORD.test(value) || !COLON_BEFORE.test(source.slice(Math.max(0, start - 10), start))) return false;
  const end = start + value.length;
  return MORE_WORDS.test(source.slice(end, end + 40));
}

/** An INI value after its `#` is drawn, not a note: no blank, a letter and a digit, and a password's shape (`#D^O^7H8xT#GyC%xzo`). */
function drawnAfterHash(value: string): boolean {
  const body = value.slice(1);
  return /^\S{7,}$/.test(body) && /[A-Za-z]/.test(body) && /\d/.test(body) && looksLikePassword(body);
}

/**
 * A fixture's password drawn as a real one is (see fixtureAccount): 12 characters at least, lower case, upper case, a digit
 * and a symbol, and no word samples are made of (looksDrawn). `P@ssw0rd`, `Passw0rd!`, `example123!` are samples.
 */
function drawnPassword(value: string): boolean {
  return value.length >= 12 && /[^A-Za-z0-9]/.test(value) && looksDrawn(value);
}

// A bare `KEY`, `SECRET`, `SALT` or `PEPPER` says nothing alone (a dictionary's key, a salt's rounds), and the assignment
// scan, which starts from credential words, never reads it. A key-length literal bound to it that the same file hands to an
// HMAC, a cipher or a JWT call as the key is that key (Ruby's `OpenSSL::HMAC.hexdigest("SHA256", KEY, data)`, Python's
// `hmac.new(KEY, …)`, Node's `createHmac(alg, KEY)`, Go's `hmac.New(sha256.New, KEY)`, PHP's `hash_hmac(alg, data, KEY)`,
// `jwt.encode(payload, KEY)`). A digest or checksum constant (`SHA256 = "…"`, `EXPECTED_DIGEST`) is never passed as a key.
const KEY_LITERAL = /^(?:[0-9a-fA-F]{32,128}|[A-Za-z0-9+/_-]{24,128}={0,2})$/;
// What may stand before the name inside the argument: its owner (`self.`, `Signer::`, `$this->`), PHP's `$`, or a
// conversion of the literal to bytes (`Buffer.from(`, `[]byte(`, `bytes.fromhex(`).
const KEY_GIVEN = String.raw`[ \t]{0,3}(?:(?:[\w$]{1,40}(?:\.|::|->)){0,2}|\$|Buffer\.from\(|\[\]byte\(|(?:bytes|bytearray)\.fromhex\(|(?:binascii\.)?unhexlify\()?(KEY|SECRET|SALT|PEPPER|key|secret|salt|pepper)(?![\w$])`;
const ARGUMENT = String.raw`[^,()\n]{1,200},`;
// An HMAC call's key argument is the key whatever it is named (`hmac.New(sha256.New, claimTicketKey)`,
// `createHmac('sha256', webhookSecret)`): the name bound to a key-length literal in the same file is that key. A parameter
// or a value read from the environment binds no literal, so it stays silent. https://pkg.go.dev/crypto/hmac#New
const HMAC_KEY_NAMED = String.raw`[ \t]{0,3}(?:(?:[\w$]{1,40}(?:\.|::|->)){0,2}|\$|Buffer\.from\(|\[\]byte\()?([A-Za-z_][\w$]{0,60})(?![\w$(.])`;
// An SDK's key-credential class holds nothing but the key, so whatever the name it is handed by (`KEY`, `TRANSLATOR`,
// `self.vision_key`) is bound to one: Azure's `AzureKeyCredential(KEY)`, `AzureNamedKeyCredential(name, KEY)`, the older
// `CognitiveServicesCredentials(KEY)` and `ApiKeyCredentials(…)`. A hash, checksum or etag is never handed to one.
// https://learn.microsoft.com/python/api/azure-core/azure.core.credentials.azurekeycredential
const CREDENTIAL_CLASS = String.raw`\b(?:AzureKeyCredential|AzureNamedKeyCredential|CognitiveServicesCredentials|ApiKeyCredentials)[ \t]{0,3}\((?:${ARGUMENT})?[ \t]{0,3}(?:[\w$]{1,40}(?:\.|::|->)){0,2}\$?([A-Za-z_]\w{0,60})(?![\w$(.])`;
const KEY_CALL = new RegExp(
  [
    String.raw`\bHMAC[ \t]{0,3}\.[ \t]{0,3}(?:hexdigest|digest|base64digest|new)[ \t]{0,3}\(${ARGUMENT}${KEY_GIVEN}`,
    String.raw`\bhmac[ \t]{0,3}\.[ \t]{0,3}(?:new|digest)[ \t]{0,3}\(${KEY_GIVEN}`,
    String.raw`\bhmac\.New[ \t]{0,3}\(${ARGUMENT}${KEY_GIVEN}`,
    String.raw`\bcreate(?:Hmac|Cipheriv|Decipheriv)[ \t]{0,3}\(${ARGUMENT}${KEY_GIVEN}`,
    String.raw`\bhmac[ \t]{0,3}\.[ \t]{0,3}(?:new|digest)[ \t]{0,3}\(${HMAC_KEY_NAMED}`,
    String.raw`\bhmac\.New[ \t]{0,3}\(${ARGUMENT}${HMAC_KEY_NAMED}`,
    String.raw`\bcreateHmac[ \t]{0,3}\(${ARGUMENT}${HMAC_KEY_NAMED}`,
    String.raw`\bhash_hmac[ \t]{0,3}\(${ARGUMENT}${ARGUMENT}${KEY_GIVEN}`,
    String.raw`\b(?:jwt|JWT)[ \t]{0,3}\.[ \t]{0,3}(?:encode|sign|decode|verify)[ \t]{0,3}\(${ARGUMENT}${KEY_GIVEN}`,
    CREDENTIAL_CLASS,
  ].join('|'),
  'g',
);
// Its binding: a constant or variable (`KEY = "…"`, `const KEY = '…'`, `KEY := "…"`, PHP's `$key = '…'`,
// `define('KEY', '…')` is left out: rare for a bare name), the literal possibly converted to bytes on the spot.
const CONVERTED_LITERAL = String.raw`(?:\[\]byte\(|Buffer\.from\(|(?:bytes|bytearray)\.fromhex\(|(?:binascii\.)?unhexlify\(|[bB](?=["']))?`;

function signingKeys(source: string, rule: Compiled, found: Secret[], note?: Note): void {
  const names = new Set<string>();
  for (const call of source.matchAll(KEY_CALL)) {
    const name = call.slice(1).find((group) => group !== undefined);
    if (name) names.add(name);
  }
  for (const name of names) {
    const bound = new RegExp(
      String.raw`(?<![\w$.])\$?${name}[ \t]{0,3}(?::=|=(?![=>~]))[ \t]{0,3}${CONVERTED_LITERAL}(["'])([^"'\n]{24,130})\1`,
      'g',
    );
    for (const each of source.matchAll(bound)) {
      const value = each[2]!;
      if (!KEY_LITERAL.test(value) || !looksGenerated(value)) continue;
      const reason = placeholderReason(value);
      if (reason) {
        note?.(text.why.placeholder(name, reason));
        continue;
      }
      const start = each.index + each[0].length - value.length - 1;
      found.push({ kind: text.findings.assignedTo(name), rule: rule.fullId, start, end: start + value.length });
    }
  }
}

/** An access code, passcode or PIN given a literal (`P1S_ACCESS_CODE = "38716159"`): a device's or an account's login. */
function codeSecret(
  name: string,
  value: string,
  quoted: boolean,
  start: number,
  family: Family | 'command',
  rule: Compiled,
  found: Secret[],
  note?: Note,
) {
  const bare = bareName(name);
  if (!namesCode(bare) || (family === 'ps' && !quoted)) return;
  const bareWordIsCode = !quoted && (CODE_FAMILIES.has(family as Family) || family === 'generic');
  if (!codeValue(bare, value, (each) => looksLikePassword(each, bareWordIsCode))) return;
  const reason = placeholderReason(value);
  if (reason) {
    note?.(text.why.placeholder(bare, reason));
    return;
  }
  found.push({ kind: text.findings.assignedTo(bare), rule: rule.fullId, start, end: start + value.length });
}

/**
 * Whether the value at `start` is given on a shell line quoted in notes (`export DB_PASSWORD='…'`, `$ API_PASS=… ./sync`):
 * a command to paste and run, whose password is as real as a script's, so one drawn there (mixed case and digits, no
 * sample word) is a secret though shorter than a generated key. https://www.gnu.org/software/bash/manual/bash.html#index-export
 */
const SHELL_ASSIGNMENT =
  /^[ \t]{0,8}(?:[\w.@:~/-]{0,40}[$#>%][ \t]{1,4})?(?:export[ \t]{1,4}|(?:[A-Za-z_]\w{0,60}=\S{0,200}[ \t]{1,4}){0,4})[A-Za-z_]\w{0,60}=["']?$/;
function shellAssignmentLine(source: string, start: number): boolean {
  const lineStart = source.lastIndexOf('\n', start - 1) + 1;
  return start - lineStart <= 400 && SHELL_ASSIGNMENT.test(source.slice(lineStart, start));
}

// Algolia DocSearch's key in a docs site's search settings (Docusaurus `themeConfig.algolia`, VitePress's `provider: 'algolia'`,
// `docsearch({…})`) is search-only, public by design: it ships to every reader's browser
// (https://docusaurus.io/docs/search#using-algolia-docsearch). The code calling it an admin or write key, before it or in
// its line's comment, undoes that.
const SEARCH_SETTINGS = /\b(?:algolia|docsearch)\b[^{}\n]{0,60}\{[^{}]{0,300}$/i;
const SEARCH_KEY_NAME = /\bapiKey["']?[ \t]{0,3}[:=][ \t]{0,3}["']?$/;
const WRITE_KEY = /\badmin(?:istrator)?[ _-]?(?:api[ _-]?)?key\b|\bwrite[ _-]?(?:api[ _-]?)?key\b/i;

// Algolia's search key by its own name (`ALGOLIA_SEARCH_KEY`, `algoliaSearchApiKey`, `searchKey` beside the app id):
// the search-only key, as public as the one in a docs site's settings (https://www.algolia.com/doc/guides/security/api-keys/#search-only-api-key).
const SEARCH_NAME = /search[_-]?(?:api[_-]?)?key$/i;
const ALGOLIA = /\balgolia|\bALGOLIA_|\bappId\b|\bapplication_?id\b/i;

function searchOnlyKey(source: string, start: number, name = ''): string | undefined {
  const before = source.slice(Math.max(0, start - 360), start);
  const named = SEARCH_NAME.test(name) && ALGOLIA.test(source.slice(Math.max(0, start - 600), start + 600));
  if ((!named && (!SEARCH_KEY_NAME.test(before.slice(-40)) || !SEARCH_SETTINGS.test(before))) || saidPrivate(before, WRITE_KEY))
    return undefined;
  // The rest of the value's line too: `apiKey: '…', // admin key so the crawler can write`.
  const lineEnd = source.indexOf('\n', start);
  if (saidPrivate(source.slice(start, lineEnd < 0 ? start + 300 : Math.min(lineEnd, start + 300)), WRITE_KEY)) return undefined;
  return text.findings.placeholder.publicByDesign;
}
