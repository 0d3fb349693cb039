import { text } from '../../text.js';
import { assignments } from './assignments.js';
import { secretName, UUID, uuidKeyName } from './secretName.js';
import { looksGenerated, looksLikePassword } from './valueShape.js';

// HTTP clients and their options that carry a login or a request header; httpie and xh also take a
// header as a bare `Name:value` item (https://curl.se/docs/manpage.html#-u, https://httpie.io/docs/cli/http-headers,
// https://www.gnu.org/software/wget/manual/wget.html#HTTP-Options).
// curl's `-b`/`--cookie` takes the cookies themselves (`name=value; …`) or a cookie jar's file name (no `=`).
const CURL_OPTIONS = {
  user: ['-u', '--user', '-U', '--proxy-user'],
  header: ['-H', '--header', '--proxy-header'],
  cookie: ['-b', '--cookie'],
  items: false,
};
const HTTPIE_OPTIONS = { user: ['-a', '--auth'], header: [] as string[], cookie: [] as string[], items: true };
const HTTP_CLIENTS: Readonly<
  Record<string, { user: readonly string[]; header: readonly string[]; cookie: readonly string[]; items: boolean }>
> = {
  curl: CURL_OPTIONS,
  curlie: CURL_OPTIONS,
  wget: { user: [], header: ['--header'], cookie: [], items: false },
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

// A cookie a site sets to remember a visitor, not a login: analytics and consent cookies, a form's CSRF token, a language, a theme.
const NOT_SESSION_COOKIE =
  /^(?:_ga\w{0,20}|_gid|_gcl\w{0,20}|_fbp|_hj\w{0,40}|__utm\w|ajs_\w{1,40}|amplitude\w{0,40}|mp_\w{1,60}|optimizely\w{0,40}|\w{0,20}consent\w{0,20}|_?_?(?:csrf|xsrf)\w{0,20}|\w{0,20}csrftoken|lang|language|locale|theme|tz|timezone|currency)$/i;
const COOKIE = /(?:^|;)[ \t]{0,8}([^=;\s]{1,80})=([^;\s]{1,4000})/g;

/**
 * The cookies a `Cookie:` header or curl's `-b 'name=value'` sends: a session cookie pasted from a browser is the
 * login itself for as long as it lives (https://curl.se/docs/manpage.html#-b). A generated value speaks under any name
 * but an analytics, consent or preference cookie's.
 */
function cookieValues(cookies: string): string[] {
  const out: string[] = [];
  COOKIE.lastIndex = 0;
  for (let match = COOKIE.exec(cookies); match && out.length < 8; match = COOKIE.exec(cookies)) {
    const [, name, value] = match as unknown as [string, string, string];
    if (!NOT_SESSION_COOKIE.test(name) && !/\$[\w{(]/.test(value) && looksGenerated(value, 16)) out.push(value);
  }
  return out;
}

const VARIABLE = /\$(?:\{(\w{1,80})\}|(\w{1,80}))/g;

/** Longest word an expansion may make: a hostile line of many `$a` for one long literal stays linear. */
const MAX_EXPANDED = 4096;

/** `$NAME` and `${NAME}` in a word, each replaced by the literal an earlier assignment of the line gave it (others kept). */
function expanded(word: string, assigned: ReadonlyMap<string, string>): string {
  if (assigned.size === 0 || !word.includes('$') || word.length > MAX_EXPANDED) return word;
  let budget = MAX_EXPANDED - word.length;
  return word.replace(VARIABLE, (whole, braced?: string, bare?: string) => {
    const value = assigned.get(braced ?? bare ?? '');
    if (value === undefined || value.length > budget) return whole;
    budget -= value.length;
    return value;
  });
}

/**
 * The credentials an HTTP client's command line passes: `-u user:password` (or a key as the user with an empty
 * password), and a header that names a credential (`Authorization: <scheme> <value>`, `X-Api-Key: …`, `Token: …`).
 */
export function httpClientCredentials(
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
    // `AUTH='root:…'; curl -u "$AUTH" …`: a variable set to a literal earlier on the same command line is that literal,
    // also as a part of the value (`checkr_key='…' && curl -u "$checkr_key:"`, a key sent as the user).
    const given = stated === undefined ? undefined : expanded(stated, assigned);
    if (given !== undefined && client.user.includes(flag)) {
      const colon = given.indexOf(':');
      if (colon < 0) continue;
      const user = unbraced(given.slice(0, colon));
      const password = unbraced(given.slice(colon + 1));
      // `-u KEY:` is an API key sent as the user name (Stripe's, Elastic's); `-u :PASSWORD` a password alone.
      // An e-mail address after the colon is a second login name (a guess at the user field), not a chosen secret.
      // `-u KEY:X`: Freshdesk's and others' API key as the user with a dummy one-character password
      // (https://developers.freshdesk.com/api/#authentication), read as `-u KEY:` is.
      if (password.length === 1 && looksLikePassword(user)) out.push({ value: user, what: text.findings.passwordOption(tool, flag) });
      else if (password && !/^[\w.+-]{1,64}@[\w-]{1,63}(?:\.[\w-]{1,63}){1,8}$/.test(password))
        out.push({ value: password, what: text.findings.passwordOption(tool, flag) });
      else if (looksLikePassword(user)) out.push({ value: user, what: text.findings.passwordOption(tool, flag) });
      continue;
    }
    if (given !== undefined && client.cookie.includes(flag)) {
      if (given.includes('=')) for (const value of cookieValues(given)) out.push({ value, what: text.findings.givenTo('Cookie') });
      continue;
    }
    // httpie's and xh's `name:='{…}'` item is raw JSON (https://httpie.io/docs/cli/non-string-json-fields): a login sent in
    // it (`params:='{"userName":"…","password":"…"}'`) is a literal password on the command line, as `password=…` is.
    const raw = client.items && i > 0 ? /^[\w.[\]-]{1,80}:=(?!@)([{[][^]{0,4000})$/.exec(word) : null;
    if (raw) {
      for (const { name, value } of assignments(raw[1]!)) {
        const bare = name.replace(/["']/g, '');
        if (secretName(bare) === 'strong' && !/\$[\w{(]/.test(value) && looksLikePassword(value))
          out.push({ value, what: text.findings.givenTo(bare) });
      }
      continue;
    }
    const header =
      given !== undefined && client.header.includes(flag) ? given : client.items && i > 0 && !word.startsWith('-') ? word : undefined;
    const parts = header === undefined ? null : HEADER.exec(header);
    if (!parts) continue;
    const name = parts[1]!;
    if (/^cookie$/i.test(name)) {
      for (const value of cookieValues(parts[2]!)) out.push({ value, what: text.findings.givenTo(name) });
      continue;
    }
    // A header named `Key` alone is Plesk's secret key (https://docs.plesk.com/en-US/obsidian/api-rpc/about-xml-api/
    // authentication.79064/#using-a-secret-key): it holds a credential when its value is generated.
    const bareKey = /^key$/i.test(name);
    const value = parts[2]!.trim().replace(SCHEME, '');
    if (uuidKeyName(name) && UUID.test(value)) {
      out.push({ value, what: text.findings.givenTo(name) });
      continue;
    }
    if (!bareKey && !/^(?:proxy-)?authorization$/i.test(name) && !secretName(name)) continue;
    if (bareKey && !looksGenerated(value, 12)) continue;
    // `PVEAPIToken=$ID=$SECRET`: a variable anywhere in the value is filled in by the shell, not written here.
    if (!/\$[\w{(]/.test(value) && looksLikePassword(value, false, 4000)) out.push({ value, what: text.findings.givenTo(name) });
  }
  return out;
}
