import { pathSegments } from './pathSegments.js';
import { compoundWords, isDeleteVerb, type VerbedCall } from './verbs.js';

// destructive.ts reads a local URL's segments from here.
export { pathSegments };

// An HTTP request an HTTP client's words make (curl, HTTPie, xh, wget): its method, URL and body.
// A remote API may delete by another method than DELETE: an RPC endpoint whose name is a delete
// verb (`POST …/admin.conversations.delete`, `…/tsdb/delete_series`, `…/contacts/gdpr-delete`,
// `…/messages/batchDelete`) or a GraphQL mutation whose field is one (`mutation { teamDelete(…) }`).
// One pass over the words, bounded; the body is read only when it says `mutation`.

export interface HttpRequest {
  method: string;
  url: string | undefined;
  bodies: string[];
}

const CURL_DATA = /^(?:-d|--data|--data-raw|--data-binary|--data-urlencode|--data-ascii|--json|-F|--form|--form-string)$/;
/** curl's options that take the next word as their value. */
const CURL_VALUES =
  /^(?:-[HuoAebcwxTKmEzrYyCtQ]|--(?:header|user|output|user-agent|referer|cookie|cookie-jar|write-out|proxy|upload-file|config|max-time|connect-timeout|retry|retry-delay|retry-max-time|cacert|capath|cert|key|resolve|range|time-cond|limit-rate|interface|dns-servers|oauth2-bearer|aws-sigv4|unix-socket|proxy-user|output-dir|variable|expand-\w+))$/;
const METHODS = /^(?:GET|HEAD|POST|PUT|PATCH|DELETE|OPTIONS)$/;
const MAX_WORDS = 256;

/** The request of a curl, HTTPie/xh or wget call, or undefined for another command. */
export function httpRequest(words: readonly string[]): HttpRequest | undefined {
  const name = words[0];
  if (name === 'curl') return curlRequest(words);
  if (name === 'http' || name === 'https' || name === 'xh' || name === 'xhs') return httpieRequest(words);
  if (name === 'wget') return wgetRequest(words);
  return undefined;
}

function curlRequest(words: readonly string[]): HttpRequest {
  let method: string | undefined;
  let url: string | undefined;
  let get = false;
  const bodies: string[] = [];
  for (let i = 1; i < Math.min(words.length, MAX_WORDS); i++) {
    const word = words[i]!;
    const eq = word.startsWith('--') ? word.indexOf('=') : -1;
    const option = eq > 0 ? word.slice(0, eq) : word;
    const attached = eq > 0 ? word.slice(eq + 1) : undefined;
    if (/^-X./.test(word)) method = word.slice(2).toUpperCase();
    else if (option === '-X' || option === '--request') method = (attached ?? words[++i] ?? '').toUpperCase();
    else if (CURL_DATA.test(option)) bodies.push(attached ?? words[++i] ?? '');
    else if (/^-d./.test(word)) bodies.push(word.slice(2));
    else if (option === '--url') url ??= attached ?? words[++i];
    else if (word === '-G' || word === '--get') get = true;
    else if (word === '-I' || word === '--head') method ??= 'HEAD';
    else if (CURL_VALUES.test(option)) {
      if (attached === undefined) i++;
    } else if (!word.startsWith('-')) url ??= word;
  }
  return { method: method ?? (get ? 'GET' : bodies.length > 0 ? 'POST' : 'GET'), url, bodies };
}

function httpieRequest(words: readonly string[]): HttpRequest {
  let method: string | undefined;
  let url: string | undefined;
  const bodies: string[] = [];
  for (let i = 1; i < Math.min(words.length, MAX_WORDS); i++) {
    const word = words[i]!;
    if (word.startsWith('-')) {
      if (/^(?:-[abv]|--(?:auth|verify|session|output|proxy|auth-type|cert|cert-key))$/.test(word)) i++;
      continue;
    }
    if (url === undefined && method === undefined && METHODS.test(word)) method = word;
    else if (url === undefined) url = word;
    else if (/^[^=:]+(?::=|==|=|:)/.test(word)) {
      // `name=value` and `name:=json` are body fields; `name==v` a query item, `Header:v` a header.
      if (/^[^=:]+:?=(?!=)/.test(word)) bodies.push(word.slice(word.indexOf('=') + 1));
    }
  }
  return { method: method ?? (bodies.length > 0 ? 'POST' : 'GET'), url, bodies };
}

function wgetRequest(words: readonly string[]): HttpRequest {
  let method: string | undefined;
  let url: string | undefined;
  const bodies: string[] = [];
  for (let i = 1; i < Math.min(words.length, MAX_WORDS); i++) {
    const word = words[i]!;
    const eq = word.indexOf('=');
    const option = word.startsWith('--') && eq > 0 ? word.slice(0, eq) : word;
    const value = () => (eq > 0 && word.startsWith('--') ? word.slice(eq + 1) : (words[++i] ?? ''));
    if (option === '--method') method = value().toUpperCase();
    else if (option === '--post-data' || option === '--body-data') bodies.push(value());
    else if (!word.startsWith('-')) url ??= word;
  }
  return { method: method ?? (bodies.length > 0 ? 'POST' : 'GET'), url, bodies };
}

/** Where the URL points: its scheme and host as written (`$GRAFANA_URL`, `https://api.x.com`). */
export function urlOrigin(url: string): string {
  return /^(?:[a-z][\w+.-]*:\/\/)?[^/?#]{0,256}/i.exec(url)?.[0] ?? url;
}

/** A name's words: split at `.`, `_`, `-` and case changes (`admin.conversations.delete`, `teamDelete`, `gdpr-delete`). */
function operationWords(name: string): string[] {
  return compoundWords(name, /[._-]+/).filter((word) => word !== '' && !/^v\d+$/.test(word));
}

/** Whether a name's first or last word is a delete verb not in `except` (`delete_series`, `chat.delete`, `dashboardDelete`). */
export function namesDelete(name: string, except: readonly string[]): boolean {
  if (name.length > 80 || !/^[\w.-]+$/.test(name)) return false;
  const words = operationWords(name);
  if (words.length === 0 || words.length > 6) return false;
  const verb = (word: string | undefined) => word !== undefined && isDeleteVerb(word) && !except.includes(word);
  return verb(words[0]) || verb(words.at(-1));
}

/**
 * Whether a delete operation evicts copies rather than data (`copies`, a rule's words): its name, a path segment or
 * a label of the host holds one (`…/zones/$Z/purge_cache`, `api.fastly.com/service/$S/purge_all`, `…/cdn/purge`).
 */
export function evictsCopies(request: HttpRequest, operation: string, copies: readonly string[]): boolean {
  const url = request.url ?? '';
  const host = urlOrigin(url).replace(/^[a-z][\w+.-]*:\/\//i, '');
  const names = [operation, ...pathSegments(url), ...host.split('.')].slice(0, 64);
  return names.some((name) => name.length <= 80 && operationWords(name).some((word) => copies.includes(word.toLowerCase())));
}

/** A path segment that names one item: a Matrix id (`!room:server`, `@user:server`) or a segment with a digit. */
const ITEM_SEGMENT = /^[!@#$]|\d/;

/** The nouns of a delete request (a GDPR or privacy API's deletion jobs). */
const DELETION_NOUNS = new Set(['deletion', 'deletions', 'erasure', 'erasures']);

/** Whether a path segment names a collection of deletion requests (`data-privacy-deletion-jobs`, `deletions`, `user_erasures`). */
export function namesDeletion(segment: string): boolean {
  if (segment.length > 80 || !/^[\w.-]+$/.test(segment)) return false;
  const words = operationWords(segment);
  return words.length <= 6 && words.some((word) => DELETION_NOUNS.has(word));
}

/** `mutation … { teamDelete(…)`: the mutation's fields (names called with arguments), bounded. */
const MUTATION = /\bmutation\b/;
const FIELD = /([A-Za-z_]\w{0,79})\s*\(/g;
const MAX_BODY = 16 * 1024;
/**
 * A JSON body's verb field (`"action": "delete"`, UniFi's `"cmd": "delete-device"`, Paperless-ngx's `bulk_edit` and a
 * JSON-RPC call's `"method": "delete"`), a bulk or RPC API's verb.
 * A form's `action=delete` is read only at a single endpoint whose operations its fields choose (REDCap's
 * `/api/`, MediaWiki's `api.php`): elsewhere it is a web page's own button (a CMS or admin form).
 */
const ACTION = /"(action|cmd|command|op|operation|method)"\s{0,16}:\s{0,16}"([\w.-]{1,80})"/;
const FORM_ACTION = /(?:^|&)(action|cmd|op)=([\w.-]{1,80})(?:&|$)/;
/** The last path segment of an endpoint whose form fields choose the operation: `api`, `rpc`, a script (`api.php`). */
const FORM_ENDPOINT = /^(?:api|rpc|json-?rpc|ajax|[\w-]{1,40}\.(?:php|cgi|aspx?|jsp))$/i;
/**
 * A batch selector given one literal id (`objectIds=1842`, `ids=42`): the call deletes one named record, as
 * `delete_object(Key=…)` does. A filter (`where=`, `query=`) beside it selects more.
 */
const ONE_ID = /^[A-Za-z]{0,40}(?:Ids|IDs|_ids|ids)=[\w-]{1,64}$/;
const SELECTOR = /^(?:where|query|filter|q)=/i;

/**
 * The delete operation a request calls, as written (`admin.conversations.delete`, `teamDelete`), or
 * undefined: a write to a URL whose last segment names a delete verb, or a GraphQL mutation field that does.
 */
export function deleteOperation(request: HttpRequest, except: readonly string[]): string | undefined {
  if (request.method === 'GET' || request.method === 'HEAD' || request.method === 'OPTIONS') return undefined;
  const segments = request.url === undefined ? [] : pathSegments(request.url);
  const last = segments.at(-1);
  if (last !== undefined && namesDelete(last, except)) return oneRecord(request.bodies) ? undefined : last;
  // An operation named before the item it acts on (Synapse's `…/admin/v1/purge_history/!room:server`, `…/delete_room/42`).
  const named = segments.at(-2);
  if (named !== undefined && ITEM_SEGMENT.test(last!) && namesDelete(named, except)) return named;
  // A deletion endpoint: a collection of deletion requests or jobs, wherever it stands in the path (Klaviyo's
  // `data-privacy-deletion-jobs`, Amplitude's `deletions/users`, Mixpanel's `data-deletions`): a POST there deletes
  // what its body names.
  const deletion = request.method === 'POST' ? segments.find(namesDeletion) : undefined;
  if (deletion !== undefined) return deletion;
  const formEndpoint = request.url !== undefined && (last === undefined || FORM_ENDPOINT.test(last));
  for (const body of request.bodies) {
    const text = body.slice(0, MAX_BODY);
    // A bulk endpoint told what to do in its body (`-d '{"action":"delete","ids":[…]}'`), or a single endpoint in its form (`-d action=delete`).
    const action = /action|cmd|command|"op|op=|"method/.test(text)
      ? (ACTION.exec(text) ?? (formEndpoint ? FORM_ACTION.exec(text) : null))
      : null;
    if (action && namesDelete(action[2]!, except)) return `${action[1]}: ${action[2]}`;
    const at = text.search(MUTATION);
    if (at < 0) continue;
    FIELD.lastIndex = at;
    for (let match = FIELD.exec(text); match; match = FIELD.exec(text)) if (namesDelete(match[1]!, except)) return match[1];
  }
  return undefined;
}

/** Whether a request's form fields select one named record and nothing else (`-d objectIds=1842 -d f=json`). */
function oneRecord(bodies: readonly string[]): boolean {
  const fields = bodies.flatMap((body) => (body.length > MAX_BODY ? [body] : body.split('&')));
  return fields.some((field) => ONE_ID.test(field)) && !fields.some((field) => SELECTOR.test(field));
}

/**
 * An HTTP call as a create or a delete of the line (destructive.ts, "made earlier"): a POST or PUT
 * creates, at its origin; a DELETE, or a delete operation, deletes the resource its URL's last
 * segment names (`$uid`). Undefined for any other call.
 */
export function httpVerbed(words: readonly string[], kind: 'create' | 'delete'): VerbedCall | undefined {
  const request = httpRequest(words);
  if (!request?.url) return undefined;
  const origin = urlOrigin(request.url);
  if (kind === 'create')
    return request.method === 'POST' || request.method === 'PUT' ? { name: words[0]!, path: origin, names: [] } : undefined;
  if (request.method !== 'DELETE') return undefined;
  const last = pathSegments(request.url).at(-1);
  return last === undefined ? undefined : { name: words[0]!, path: origin, names: [last] };
}
