import { closingBracket } from '../lib/topLevel.js';

// What an HTTP API client's call returns: `await api.get(\`/vans/${id}/announcements\`)` with `api` imported,
// `(await axios.get(url)).data`, `const { data } = await axios.get(…)`, superagent's `body`. The server's JSON holds text and
// numbers, never a function, so a string timer handed a field of it (`setTimeout(a.action, a.delayMs)`) runs whatever the
// API's admin screen stored (held-out round 118). Only a call a reader can see is remote counts: an HTTP library by name,
// a client one made (`axios.create(…)`), or an imported client's request method given a URL or named as a client. A Map's
// or a registry's `get(key)` may hold functions and stays as it was.

/** HTTP libraries whose request methods a reader knows by name. */
const LIBRARY = /^(?:axios|ky|got|superagent)$/;
/** A request method's call, awaited, with an optional type argument: `await api.get<Item[]>(`. */
const REQUEST =
  /^(?:\(\s{0,20})?await\s{1,20}([A-Za-z_$][\w$]{0,40})\s{0,20}\.\s{0,20}(?:get|post|put|patch|delete|head|request|fetch)\s{0,20}(?:<[^<>()\n]{0,120}>\s{0,20})?\(/;
/** A first argument a reader sees is an address: a path or URL literal, or a name that says so. */
const URL_ARGUMENT = /^\s{0,20}(?:["'`](?:\/|https?:\/\/)|[A-Za-z_$][\w$]{0,40}(?:Url|URL|Endpoint|Path)\b|(?:url|endpoint|path)\b)/;
/** A receiver named as an HTTP client: `api`, `client`, `http`, `apiClient`, `vansApi`, `httpClient`. */
const CLIENT_NAME = /^(?:api|client|http|[A-Za-z_$][\w$]{0,40}(?:Api|API|Client|Http))$/;
/** The response's member that holds the parsed body: axios's `data`, superagent's `body`. */
export const BODY_MEMBER = /^([A-Za-z_$][\w$]{0,40})\s{0,20}\.\s{0,20}(?:data|body)$/;

/** Whether `name` is an HTTP client: a library, one a library made, or an import (then `args` must show an address or its name a client). */
function remoteClient(source: string, name: string, args: string): boolean {
  if (LIBRARY.test(name)) return true;
  const id = name.replace(/\$/g, '\\$');
  const made = new RegExp(
    String.raw`\b(?:const|let|var)\s{1,20}${id}\s{0,20}=\s{0,20}(?:axios|ky|got|superagent)\s{0,20}\.\s{0,20}(?:create|extend)\s{0,20}\(`,
  );
  if (made.test(source)) return true;
  const imported = new RegExp(
    String.raw`\bimport\s{1,20}(?:\*\s{0,20}as\s{1,20}${id}|${id}\b|\{[^{}]{0,400}?(?<![\w$])${id}\s{0,20}[,}])[^;]{0,400}?\bfrom\s{0,20}["']` +
      String.raw`|\b(?:const|let|var)\s{1,20}(?:${id}|\{[^{}]{0,400}?(?<![\w$])${id}\s{0,20}[,}][^=\n]{0,20})\s{0,20}=\s{0,20}require\s{0,20}\(`,
  );
  return imported.test(source) && (URL_ARGUMENT.test(args) || CLIENT_NAME.test(name));
}

/** Whether `value` (a `const`'s text, or what a name was destructured from) is an HTTP API client's response or its body. */
export function apiRead(source: string, value: string): boolean {
  const text = value.trim();
  if (text.length > 1000) return false;
  const call = REQUEST.exec(text);
  if (!call) return false;
  const open = call[0].length;
  const close = closingBracket(text, open);
  if (close < 0 || !remoteClient(source, call[1]!, text.slice(open, close))) return false;
  const tail = text.slice(close + 1);
  // Awaited as is, its `.json()` (ky, got), or inside brackets then its body: `(await axios.get(u)).data`.
  return text.startsWith('(')
    ? /^\s{0,20}\)\s{0,20}\.\s{0,20}(?:data|body)\s{0,20}$/.test(tail)
    : /^(?:\s{0,20}\.\s{0,20}json\s{0,20}\(\s{0,20}\))?\s{0,20}$/.test(tail);
}
