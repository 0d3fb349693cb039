import { DETECTED_WORDS } from '../lib/credentialNames.js';
import { bareName, CODE_WORDS, namesCode } from './secretName.js';

// Assignments: a secret-like name given a literal, in any of the syntaxes of code, config and XML.

// Found from the keyword outwards, with bounded steps: a pattern that scanned names of any length
// would take quadratic time on a long run of word characters (minified code, data blobs).
// The words are the one credential-name list's (src/guards/lib/credentialNames.ts), redaction's too.
// `StoragePass`, `DbPass`, `AdminPwd`: a config key whose last word is `Pass` or `Pwd` in mixed case. The scan
// finds `pass`/`pwd` after any letter; CAMEL_PASSWORD (secretName.ts, case-sensitive) then keeps `bypass`, `compass` and
// `PassThrough` out.
// A Wi-Fi pre-shared key is a key of its own name (`"psk": "…"` in a device's JSON settings or a request body); `wpa-psk`, a
// security type, is a value, not a name.
// A bare `pass` key (`pass = '…'`, `Pass=…`) is read too; assignmentSecrets takes it only beside a user name or in a C
// declaration (a firmware sketch's `char pass[] = "…"`, `#define PASS "…"`).
// So are access codes, passcodes, a lock's codes and PINs (`P1S_ACCESS_CODE`, `KEYSAFE_MASTER_CODE`, `SIM_PIN`, `adminPin`):
// assignmentSecrets judges them by codeValue. Four digits are read as a value only under such a name (a PIN's usual length,
// `ALARM_PIN=4821`); under any other a value is five characters at least.
// A camelCase `…Key` (`owmKey`, `gmapsKey`): assignmentSecrets takes it only with a key-shaped literal (camelKeyName).
// Lisp's earmuffed special variables name with `-` (`*alphavantage-key*`): read as the constant `ALPHAVANTAGE_KEY`.
const KEYWORD = new RegExp(
  String.raw`${DETECTED_WORDS}|(?<=[A-Za-z0-9])_(?:key|pat|psk)\b|(?<=[a-z0-9])Key\b|(?<![\w-])psk(?![\w-])|(?<=[A-Za-z0-9])-(?:key|pat)(?=\*)|(?<=[a-z0-9])(?:pass|pwd)\b|(?<![\w$.-])pass(?=["']?[ \t]{0,8}[=:]|\[\d{0,4}\]|[ \t]{1,8}["'])|${CODE_WORDS}\b|(?<![a-z])pin(?:_?code)?\b|(?<=[a-z0-9])Pin(?:Code)?\b`,
  'gi',
);

// Blanks stay on the line: `KEY=` then a newline is an empty value, not the next line's text. A quoted
// value may hold any punctuation (Django's and WordPress's generated keys do); `'NAME', 'value'` is a
// constant defined by a call (`define('DB_PASSWORD', '…')`, `getenv("API_KEY", "…")`). A literal
// converted on the spot is still a literal: `[]byte("…")`, `Buffer.from('…')`, `b"…"`, `"…".toCharArray()`, a key decoded from
// hex or base64 (`SECRET = bytes.fromhex('…')`, a MAVLink signing key).
const CONVERTED = String.raw`(?:\[\]byte\(|String\.valueOf\(|Buffer\.from\(|(?:bytes|bytearray)\.fromhex\(|(?:binascii\.)?(?:unhexlify|a2b_hex)\(|(?:base64\.)?b64decode\(|(?:new[ \t]{1,3})?String\(|bytes\(|bytearray\(|str\(|SecretStr\(|Encoding\.\w{1,10}\.GetBytes\(|[bB](?=["']))[ \t]{0,3}`;
// Ruby's frozen literal (`SIGNING_SECRET = "…".freeze`) is the literal itself.
const CONVERSION = String.raw`\.(?:(?:getBytes|toCharArray|encode|as_bytes|to_vec|to_string|to_owned|toString)\([^()\n]{0,40}\)|freeze\b)`;
// A C array's size and an AVR flash qualifier stand between a name and its `=` (`const char pass[] PROGMEM = "…"`).
// R assigns with `<-` (and `<<-` to an enclosing scope): `token <- "9A4F…"` is `token = "9A4F…"`.
// An unquoted value is never cut before a `:` (`keyring::key_get(…)` is R code, not the value `keyring`). A quote may be
// escaped (`-DWIFI_PASS=\\"…\\"`, a C string define in PlatformIO's build_flags).
// A value on the line after `=` (`=>`, `:=`, `<-`), the statement continued (Ruby's and JavaScript's `x =` then the literal,
// Python's `X = \\` or `X = (`): a quoted literal only, so `KEY=` then a newline in a dotenv file stays an empty value, and
// never after `:` (a YAML key opening a nested mapping).
const NEXT_LINE = String.raw`(?:(?<=[ \t](?:=|:=|=>|<<?-)[ \t]{0,40})[ \t]{0,3}[\\(]?[ \t]{0,3}\r?\n[ \t]{0,40}(?=["'${'`'}]))?`;
const ASSIGNED = new RegExp(
  String.raw`[\w-]{0,40}?(?:["']?\]?|\*|\[\d{0,4}\](?:[ \t]{1,4}PROGMEM)?)[ \t]{0,40}(?::[ \t]{0,5}&?'?[\w:<>[\]]{1,30}[ \t]{0,5}=|=|:=|:|=>|<<?-|[ \t](?=["'])|(?<=["'])[ \t]{0,3}(,))[ \t]{0,40}${NEXT_LINE}(?:(?:${CONVERTED})?\\?(["'${'`'}])([^"'${'`'}\n]{5,512}|\d{4})\2(?:${CONVERSION})?|([^\s"'${'`'},;()[\]{}]{5,512}|\d{4}))(?![\w.(\[]|[ \t]{0,3}\+|:)`,
  'dy',
);
// XML settings: `<add key="ApiSecret" value="…"/>`, `<entry key="password">…</entry>`, Maven's
// `<password>…</password>`, an Android manifest's `<meta-data android:name="com.dji.sdk.API_KEY" android:value="…"/>`
// (https://developer.android.com/guide/topics/manifest/meta-data-element). The name must open an element or be a key/name
// attribute's value. Other attributes may stand between the name and its value (OJS's plugin settings,
// `<setting name="orcidClientSecret" type="string">…</setting>`): at most four, each a name and a quoted value, none
// of them `value`, so the scan stays bounded. An element named for the secret may hold it in its own `value` attribute
// (freeDiameter-style and .NET configs' `<Password value="…"/>`, `<ApiKey value="…"/>`), read only when the name opens the element.
const XML_ATTRIBUTE = String.raw`[ \t\r\n]{1,20}(?!(?:android:)?value[ \t]{0,3}=)[\w.:-]{1,40}[ \t]{0,3}=[ \t]{0,3}(?:"[^"<>\n]{0,200}"|'[^'<>\n]{0,200}')`;
const XML_VALUE = new RegExp(
  String.raw`[\w.:-]{0,40}?(?:["'](?:${XML_ATTRIBUTE}){0,4}(?:[ \t\r\n]{1,20}(?:android:)?value[ \t]{0,3}=[ \t]{0,3}(["'])([^"'<>\n]{5,512})\1|[ \t]{0,5}>([^<>\n]{5,512})<\/)|>([^<>\n]{5,512})<\/|(?:${XML_ATTRIBUTE}){0,4}[ \t\r\n]{1,20}value[ \t]{0,3}=[ \t]{0,3}(["'])([^"'<>\n]{5,512})\5)`,
  'dy',
);
// A name's fallback literal (`self.api_key = api_key or "…"`, `apiKey = opts.apiKey || "…"`, `?? "…"`): when the name
// given is unset the literal is the credential, as if assigned directly. Read after an unquoted name only; bounded: linear.
const FALLBACK = /[ \t]{1,3}(?:or|\|\||\?\?)[ \t]{1,3}(["'`])([^"'`\n]{5,512})\1(?![\w.([]|[ \t]{0,3}\+)/dy;
const XML_NAMED = /(?:<|\b(?:key|name)[ \t]{0,3}=[ \t]{0,3}["'])[\w.:-]{0,40}$/;
const NAME_CHAR = /[\w.-]/;
// A regular expression's wildcard where a value would start (`.*`, `.+`, `[^…]`, `\(.*`): no credential starts so.
const REGEX_VALUE = /^(?:\.[*+]|\[\^|\\\(\.[*+])/;
// R's rightward assignment, the literal first: `"9A4F…" -> token` (`->>` to an enclosing scope); the name must end
// its statement. Read backwards from the name, each step bounded and stopping at the literal's opening quote: linear.
const ARROW_BEFORE = /["'][ \t]{0,5}->>?[ \t]{0,5}$/;
const STATEMENT_END = /^[ \t]{0,40}(?:[;\r\n#]|$)/;

/** The quoted literal that ends just before `->` at `start`, with where its text starts. */
function rightwardValue(text: string, start: number): { value: string; at: number } | undefined {
  const arrow = ARROW_BEFORE.exec(text.slice(Math.max(0, start - 13), start));
  if (!arrow) return undefined;
  const close = Math.max(0, start - 13) + arrow.index;
  const quote = text[close]!;
  let open = close - 1;
  while (open >= 0 && close - open <= 513 && text[open] !== quote && text[open] !== '\n' && text[open] !== (quote === '"' ? "'" : '"'))
    open--;
  if (open < 0 || text[open] !== quote || close - open - 1 < 5) return undefined;
  return { value: text.slice(open + 1, close), at: open + 1 };
}

/** Whether `at` sits inside a `{{ … }}` action opened on its line, within 200 characters before it. */
function insideTemplateAction(text: string, at: number): boolean {
  // The look-back is a window, not `lastIndexOf` over the whole text: one call per assignment on a long line would be quadratic.
  const before = text.slice(Math.max(0, at - 200), at);
  const open = before.lastIndexOf('{{');
  return open >= 0 && before.lastIndexOf('}}') < open && !before.slice(open).includes('\n');
}

export interface Assignment {
  name: string;
  value: string;
  quoted: boolean;
  /** Where the value starts. */
  start: number;
}

/** Each secret-like name in `text` with the literal assigned to it. */
export function* assignments(text: string): Generator<Assignment> {
  KEYWORD.lastIndex = 0;
  for (let match = KEYWORD.exec(text); match; match = KEYWORD.exec(text)) {
    const end = match.index + match[0].length;
    let start = match.index;
    while (start > 0 && match.index - start < 40 && NAME_CHAR.test(text[start - 1]!)) start--;
    ASSIGNED.lastIndex = end;
    let assigned = ASSIGNED.exec(text);
    let name = assigned ? text.slice(start, end + /^[\w-]*/.exec(assigned[0])![0].length) : '';
    if (assigned && /^\d{4}$/.test(assigned[3] ?? assigned[4] ?? '') && !namesCode(bareName(name))) assigned = null;
    if (assigned) {
      if (text[start - 1] === '*' && text[start + name.length] === '*') name = name.toUpperCase().replaceAll('-', '_');
      KEYWORD.lastIndex = ASSIGNED.lastIndex;
      // A call's first two arguments are a name and a value only when the name is a constant's (PHP's may be wrapped in
      // underscores: CollectiveAccess's `define("__CA_DB_PASSWORD__", …)`).
      if (assigned[1] && !/^_{0,2}[A-Z][A-Z\d_]*$/.test(name)) continue;
      // `${POSTGRES_PASSWORD:-postgres}` is a shell or Compose parameter expansion, not `-postgres` given to the name:
      // its fallback literal is judged as one (envDefaultSecrets), a local default like `postgres` staying silent.
      if (text[start - 1] === '{' && text[start - 2] === '$' && /^[\w-]*:[-=?+]/.test(assigned[0])) continue;
      // Inside a template action (`{{ with secret "kv/data/app" }}` of consul-template and Vault Agent, Helm's
      // `{{ .Values.x }}`) a credential's name is a function or a field and its quoted argument the secret's path:
      // the file holds a reference the agent fills in at render time (https://developer.hashicorp.com/vault/docs/agent-and-proxy/agent/template).
      if (insideTemplateAction(text, start)) continue;
      const group = assigned[3] !== undefined ? 3 : 4;
      // `"$TF_PASS" "https://…"`, `-u "$USER:$PASS" "$URL"`: a shell expansion of the name reads it; the next quoted
      // word is another argument, not a value given to it. An operator after it (`$password = '…'` in PHP, Perl or
      // PowerShell) still assigns.
      const expanded = text[start - 1] === '$' || (text[start - 1] === '{' && text[start - 2] === '$');
      if (expanded && !/[=:,]|<-/.test(text.slice(end, assigned.indices![group]![0]))) {
        KEYWORD.lastIndex = end;
        continue;
      }
      // Of a call's arguments only a quoted one is a literal: `env("X_PASSWORD", default="")` passes a keyword.
      if (assigned[1] && group === 4) continue;
      // An unquoted value that starts with `:` follows a scope's `::` (Kotlin's class literal in Gradle's
      // `credentials(PasswordCredentials::class)`, C++'s and Rust's paths) or is a Ruby or Elixir atom (`password: :none`):
      // a type or a symbol, never a credential (held-out round 186).
      if (group === 4 && assigned[4]!.startsWith(':')) {
        KEYWORD.lastIndex = end;
        continue;
      }
      // The search side of a substitution (`sed "s/^rcon.password=.*/rcon.password=$NEW/"`) is a pattern, not a value:
      // the scan goes on from the name, so the replacement after it is judged as the value.
      if (group === 4 && REGEX_VALUE.test(assigned[4]!)) {
        KEYWORD.lastIndex = end;
        continue;
      }
      if (group === 4) {
        FALLBACK.lastIndex = ASSIGNED.lastIndex;
        const fallback = FALLBACK.exec(text);
        if (fallback) {
          KEYWORD.lastIndex = FALLBACK.lastIndex;
          yield { name, value: fallback[2]!, quoted: true, start: fallback.indices![2]![0] };
          continue;
        }
      }
      const at = assigned.indices![group]![0];
      // A C define's string in a build flag, its quotes escaped for the shell (`-DWIFI_PASS=\\"…\\"`): the value is inside.
      const escaped = group === 3 && text[at - 2] === '\\' && assigned[group]!.endsWith('\\');
      yield { name, value: escaped ? assigned[group]!.slice(0, -1) : assigned[group]!, quoted: group === 3, start: at };
      continue;
    }
    const nameEnd = end + /^[\w.]{0,40}/.exec(text.slice(end, end + 40))![0].length;
    if (text[start - 1] === ' ' || text[start - 1] === '\t' || text[start - 1] === '>') {
      const rightward = STATEMENT_END.test(text.slice(nameEnd, nameEnd + 42)) ? rightwardValue(text, start) : undefined;
      if (rightward) {
        yield { name: text.slice(start, nameEnd), value: rightward.value, quoted: true, start: rightward.at };
        continue;
      }
    }
    XML_VALUE.lastIndex = end;
    const xml = XML_VALUE.exec(text);
    if (!xml || !XML_NAMED.test(text.slice(Math.max(0, match.index - 60), match.index))) continue;
    const group = xml[2] !== undefined ? 2 : xml[3] !== undefined ? 3 : xml[4] !== undefined ? 4 : 6;
    if (group === 6 && text[start - 1] !== '<') continue;
    KEYWORD.lastIndex = XML_VALUE.lastIndex;
    yield {
      name: text.slice(start, end + /^[\w.:-]*/.exec(xml[0])![0].length),
      value: xml[group]!,
      quoted: true,
      start: xml.indices![group]![0],
    };
  }
}
