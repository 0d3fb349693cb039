import { countScanned } from '../lib/opCount.js';
import { uncast } from './inputLike.js';
import { localValue } from './settingsCode.js';

// A timer handed a field of settings the code itself says came over the wire (`// onIdle comes from /api/kiosk/settings`
// above `setTimeout(settings.onIdle, ms)`, `setInterval(remoteSettings.pollHandler, ms)`, `const settings = response.data`):
// JSON carries no function, so a handler read from fetched settings is a string the timer compiles. A field the text
// defines as a function, settings a JS module exports, and a comment that calls the value a callback stay silent.

const WINDOW = 4000;
const MEMBER = /^([A-Za-z_$][\w$]{0,40})(?:\s*\??\.\s*[A-Za-z_$][\w$]{0,60}){0,3}\s*\??\.\s*([A-Za-z_$][\w$]{0,60})$/;
/** A root named as settings: the roots a comment's word can vouch for (`settings`, `kioskConfig`, `opts`). */
const SETTINGS_ROOT = /^(?:[a-z][\w$]{0,40}(?:Settings|Config|Conf|Cfg|Options|Opts|Prefs)|settings|config|conf|cfg|options|opts|prefs)$/;
/**
 * A root whose own name says it came from a server: `remoteSettings`, `serverConfig`, `apiSettings`, `fetchedConfig`.
 * `serverOptions` or `apiOptions` are options handed to a server or a client (callbacks among them), so not these.
 */
const REMOTE_ROOT = /^(?:remote|server|api|fetched|backend)(?:[A-Z][\w$]{0,30})?(?:Settings|Config|Conf|Cfg)$/;
/** A comment naming where the value comes from: an `/api/…` path, a URL, the server, a remote or fetched source. */
const WIRE_SOURCE = /(?:^|[\s'"`(])\/api\/|\bhttps?:\/\/|\b(?:server|backend|remote(?:ly)?|endpoint|api|cms|wire|fetched)\b/i;
/**
 * The comment's word that the value itself came from there: `comes from`, `is loaded from`, `served by`, `fetched`. An
 * action (`// refresh the board from /api/board`) is what the timer does, not where its handler came from.
 */
const PROVENANCE =
  /\bfetched\b|\b(?:comes?|came|coming|is|are|was|were|loaded|served|sent|returned|pulled|downloaded|pushed|supplied|delivered|provided|set)\s+(?:[\w-]{1,20}\s+){0,2}(?:from|by|via|over)\b/i;
/** A field named as a handler or code (`onIdle`, `pollHandler`, `tickAction`): one a comment naming it can vouch for. */
const HANDLER_FIELD = /^(?:on[A-Z][\w$]{0,40}|[a-z][\w$]{0,40}(?:Handler|Hook|Action|Expr|Code|Script|Js)|handler|hook|action)$/;
/** The comment's word that the value is code the program holds: then it is a function, whatever the server chose. */
const FUNCTION_WORD = /\b(?:callbacks?|functions?|fn|closures?|lambdas?|methods?)\b/i;
/** A value read from a response's body: `response.data`, `res.body`, `(await axios.get(url)).data`. */
const RESPONSE_DATA =
  /^(?:\(\s*await\s[^;\n]{1,200}\)|(?:res|resp|response|reply|xhr|[a-z][\w$]{0,30}(?:Res|Resp|Response)))\s*\??\.\s*(?:data|body|responseJSON)$/;

/** Whether `name` is defined or typed as a function in `text` (`onIdle() {`, `onIdle: () =>`, `onIdle = function`, `: Function`). */
export function definedAsFunction(text: string, name: string): boolean {
  const escaped = name.replace(/\$/g, '\\$');
  countScanned(text.length);
  return new RegExp(
    `(?<![\\w$])${escaped}\\s*(?:\\?\\s*)?(?:[:=]\\s*(?:async\\s+)?(?:function\\b|\\([^()\\n]{0,200}\\)\\s*(?::[^=\\n]{1,60})?=>` +
      `|[A-Za-z_$][\\w$]{0,40}\\s*=>|(?:Function|VoidFunction)\\b)|\\([^()\\n]{0,200}\\)\\s*(?::[^;{\\n]{1,60})?[{;])`,
  ).test(text);
}

/** Whether `name` is a JS module's export or the module itself (`require('./settings')`, `import { settings } from './state.js'`). */
function moduleBinding(source: string, name: string): boolean {
  countScanned(source.length);
  const escaped = name.replace(/\$/g, '\\$');
  const code = (path: string) => !/\.(?:json5?|ya?ml)$/.test(path);
  const required = new RegExp(`(?<![\\w$.])(?:const|let|var)\\s+${escaped}\\s*=\\s*require\\s*\\(\\s*['"]([^'"\\n]{1,200})['"]`).exec(
    source,
  );
  if (required && code(required[1]!)) return true;
  const imported = new RegExp(`\\bimport\\s+(?:\\*\\s*as\\s+)?${escaped}\\s+from\\s*['"]([^'"\\n]{1,200})['"]`).exec(source);
  if (imported && code(imported[1]!)) return true;
  const named = /\bimport\s*\{([^{}]{0,300})\}\s*from\s*['"]([^'"\n]{1,200})['"]/g;
  for (let match = named.exec(source); match; match = named.exec(source)) {
    const names = match[1]!.split(',').map((part) =>
      part
        .trim()
        .split(/\s+as\s+/)
        .pop()!
        .trim(),
    );
    if (names.includes(name) && code(match[2]!)) return true;
  }
  return false;
}

/** Whether `name` is bound to a response's body above `before`: `= response.data`, `const { data: name } = await …`. */
function responseBinding(source: string, name: string, before: number): boolean {
  const value = localValue(source, name, before);
  if (value !== undefined && RESPONSE_DATA.test(uncast(value))) return true;
  const window = source.slice(Math.max(0, before - WINDOW), before);
  countScanned(window.length);
  const escaped = name.replace(/\$/g, '\\$');
  // Destructured from an awaited call's result, or a parameter of a JSON callback (`$.getJSON(url, (name) => …)`,
  // `.then((r) => r.json()).then((name) => …)`).
  const param = `(?:async\\s+)?(?:function\\s*[\\w$]{0,40}\\s*\\(\\s*${escaped}\\s*[,)]|\\(\\s*${escaped}\\s*[,)]|${escaped}\\s*=>)`;
  return new RegExp(
    `\\{[^{}\\n]{0,200}\\bdata\\s*:\\s*${escaped}\\b[^{}\\n]{0,200}\\}\\s*=\\s*await\\b` +
      `|(?:\\$|jQuery)\\s*\\.\\s*getJSON\\s*\\([^()\\n]{0,200},\\s*${param}` +
      `|\\.\\s*json\\s*\\(\\s*\\)\\s*\\)?\\s*\\.\\s*then\\s*\\(\\s*${param}`,
  ).test(window);
}

/** The comment on the call's line after `at`, and the comment lines right above that line (up to four). */
function nearComments(source: string, at: number): string {
  const start = source.lastIndexOf('\n', at - 1) + 1;
  const newline = source.indexOf('\n', at);
  const line = source.slice(at, newline < 0 ? at + 400 : Math.min(newline, at + 400));
  const parts = [/\/[/*]([^\n]{0,300})/.exec(line)?.[1] ?? ''];
  let end = start - 1;
  for (let count = 0; count < 4 && end > 0; count++) {
    const from = source.lastIndexOf('\n', end - 1) + 1;
    const above = source.slice(from, Math.min(end, from + 400));
    if (!/^\s*(?:\/\/|\/\*|\*)/.test(above)) break;
    parts.push(above);
    end = from - 1;
  }
  return parts.join('\n');
}

/** Whether the nearby comment says the value came over the wire (`// onIdle comes from /api/kiosk/settings`). */
function wireComment(source: string, at: number, root: string, field: string): boolean {
  const comment = nearComments(source, at);
  if (!WIRE_SOURCE.test(comment) || !PROVENANCE.test(comment) || FUNCTION_WORD.test(comment)) return false;
  // The comment speaks of the settings (the root named as such) or names the field, itself named as a handler.
  return (
    SETTINGS_ROOT.test(root) ||
    (HANDLER_FIELD.test(field) && new RegExp(`(?<![\\w$])${field.replace(/\$/g, '\\$')}(?![\\w$])`).test(comment))
  );
}

/**
 * Whether `member` (`settings.onIdle`) is a field of settings the code says came from a server: by the root's name, its
 * binding to a response's body, or a comment by the call. A field the text defines as a function, or a root bound to a
 * JS module (`require('./settings')`: its fields may be functions), is no such field.
 */
export function remoteSettingsField(source: string, member: string, at: number): boolean {
  const read = MEMBER.exec(uncast(member));
  if (!read) return false;
  const [root, field] = [read[1]!, read[2]!];
  // Bounded reads, so a file of many timers stays linear: the file's head (its imports) and the text around the call.
  const near = source.slice(Math.max(0, at - WINDOW), at + WINDOW);
  const head = at - WINDOW > WINDOW ? `${source.slice(0, WINDOW)}\n${near}` : source.slice(0, at + WINDOW);
  if (root === 'this' || definedAsFunction(near, field) || moduleBinding(head, root)) return false;
  return REMOTE_ROOT.test(root) || responseBinding(source, root, at) || wireComment(source, at, root, field);
}
