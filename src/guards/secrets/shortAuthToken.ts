import { escapeRegExp } from '../lib/escapeRegExp.js';

// A short API token (8–20 letters and digits) under a token's or a key's name, which the same file sends as an auth
// header, a key query parameter or an SDK's key argument. Several services issue keys this short (eBird's 12 lower-case
// letters and digits, https://documenter.getpostman.com/view/664302/S1ENwy59 `X-eBirdApiToken`; some weather, transit,
// sports-data and SMS APIs 10–16), below the generated-key length looksGenerated asks for. Neither signal alone is enough:
// a short mixed value is as often an id or a sample, and a header takes any variable. Both together make it the key.

const SHORT_VALUE = /^[A-Za-z0-9]{8,20}$/;
// Words samples and test values are made of (`test1234`, `changeme1`, `dummy123`, `abc123xyz`, `key12345`).
const SAMPLE_WORD =
  /test|demo|dummy|fake|sample|example|change|secret|token|pass|admin|default|local|dev|mock|stub|xxx|abc|xyz|qwe|asd|key|your|foo|bar|placeholder/i;

/** Three characters in a row going up or down by one (`abc`, `123`, `cba`): typed, not drawn. */
function sequential(chars: string): boolean {
  for (let i = 2; i < chars.length; i++) {
    const a = chars.charCodeAt(i - 2);
    const b = chars.charCodeAt(i - 1);
    const c = chars.charCodeAt(i);
    if ((b - a === 1 && c - b === 1) || (a - b === 1 && b - c === 1)) return true;
  }
  return false;
}

/**
 * Whether a short value was drawn as a key is: 8–20 letters and digits holding both, letters and digits changing places
 * at least four times (`d9xai6i1va7l`; `abc123`, `test1234`, `v2release` do not), most characters distinct, no sample
 * word, and neither its letters nor its digits counting up (`a1b2c3d4`, an id typed by hand).
 */
export function shortDrawnToken(value: string): boolean {
  if (!SHORT_VALUE.test(value) || !/\d/.test(value) || !/[A-Za-z]/.test(value) || SAMPLE_WORD.test(value)) return false;
  const runs = value.match(/\d+|[A-Za-z]+/g)?.length ?? 0;
  if (runs < 5) return false;
  if (new Set(value.toLowerCase()).size < value.length * 0.6) return false;
  const letters = value.toLowerCase().replace(/\d/g, '');
  const digits = value.replace(/\D/g, '');
  return !sequential(letters) && !sequential(digits);
}

// A header that carries a credential: `Authorization`, or a name with token, key, auth or secret in it (`X-eBirdApiToken`,
// `X-Api-Key`, `X-Auth-Token`, `Api-Key`, `apikey`). A CSRF or XSRF token, a nonce or a request's id is no credential.
const AUTH_HEADER = String.raw`(?:(?:proxy-)?authorization|[\w-]{0,40}(?:token|api-?key|apikey|auth|secret|access-?key)[\w-]{0,20})`;
const NOT_AUTH_HEADER = /csrf|xsrf|nonce|request|trace|correlation|idempot|version|client-id/i;
// A query parameter or a params/JSON entry that carries a key (`?key=`, `&apikey=`, `token=`, `"api_key":`).
const KEY_PARAM = '(?:api[_-]?key|apikey|key|token|access[_-]?token|auth[_-]?token|app[_-]?key|appid|api[_-]?token|secret)';

/**
 * Whether the file uses `name` as an auth header's value, a key query parameter's value or an SDK's key argument: in the
 * same line as the header's name (`headers={"X-eBirdApiToken": EBIRD_TOKEN}`, `"Authorization": f"Token {API_TOKEN}"`,
 * `.header("X-Api-Key", API_KEY)`, `req.Header.Set("X-Api-Key", apiKey)`, `-H "X-Api-Key: $API_KEY"`), after `?key=` or
 * `&token=` in a URL (`f"…?key={KEY}"`, `"…&apikey=" + KEY`), as a params entry (`params={"key": KEY}`) or a call's keyword
 * argument (`Client(api_key=KEY)`). Every run is bounded and the name is escaped: linear.
 */
export function sentAsAuth(source: string, name: string): boolean {
  const word = escapeRegExp(name);
  const use = String.raw`[^\n]{0,40}?(?<![\w$])\$?\{?${word}(?![\w$])`;
  // Quoted, or a JavaScript object's bare `Authorization:` key (a bare name alone is too often a variable).
  const header = new RegExp(
    String.raw`(?:["'\`](${AUTH_HEADER})["'\`]?\]?|(?<![\w$.-])((?:proxy-)?authorization))[ \t]{0,4}(?:[:,)]|=>?)${use}`,
    'gi',
  );
  for (const each of source.matchAll(header)) if (!NOT_AUTH_HEADER.test(each[1] ?? each[2]!)) return true;
  // A shell or HTTP-file header line inside one string (`-H "X-Api-Key: $KEY"`).
  const headerLine = new RegExp(String.raw`["'\`](${AUTH_HEADER})[ \t]{0,4}:[ \t]{0,4}(?:\w{1,20}[ \t]{1,4})?\$\{?${word}(?![\w$])`, 'gi');
  for (const each of source.matchAll(headerLine)) if (!NOT_AUTH_HEADER.test(each[1]!)) return true;
  const query = new RegExp(String.raw`[?&]${KEY_PARAM}=(?:["'\`][ \t]{0,4}(?:\+|\.|,)[ \t]{0,4}|\$?\{|\$|%s|#\{)?${word}(?![\w$])`, 'i');
  if (query.test(source)) return true;
  const entry = new RegExp(String.raw`["']${KEY_PARAM}["'][ \t]{0,4}(?::|=>|,)[ \t]{0,4}\$?${word}(?![\w$(.])`, 'i');
  if (entry.test(source)) return true;
  const argument = new RegExp(
    String.raw`[(,][ \t\n]{0,40}(?:api_?key|apiKey|token|auth_token|authToken|access_token|accessToken|key)[ \t]{0,4}[=:][ \t]{0,4}\$?${word}(?![\w$(.])`,
  );
  return argument.test(source);
}

/** How many names one text's short tokens may be looked up for: each look-up reads the whole text, so a crafted file of many short assignments stays linear. */
const MAX_NAMES = 8;

/** sentAsAuth for one text, each name read once and at most MAX_NAMES names in all. */
export function authUses(source: string): (name: string) => boolean {
  const seen = new Map<string, boolean>();
  return (name) => {
    const known = seen.get(name);
    if (known !== undefined) return known;
    if (seen.size >= MAX_NAMES) return false;
    const sent = sentAsAuth(source, name);
    seen.set(name, sent);
    return sent;
  };
}
