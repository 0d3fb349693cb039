import { countScanned } from '../lib/opCount.js';
import { splitTopLevel } from '../lib/topLevel.js';
import { uncast } from './inputLike.js';

// A timer handed a field of a settings object, itself or by a local (`const expr = clientSettings.pollExpr ||
// settings.defaultPollExpr; setInterval(expr, ms)`): settings an admin panel or a client file fills hold text, and a
// field named as code text (`pollExpr`, `refreshScript`) is the code the timer runs. A local bound to an arrow,
// a function or a bound method (`this.refresh.bind(this)`) is a function, and a field used as the delay is no handler.

/** A root named as settings: `settings`, `clientSettings`, `pollConfig`, `cfg`, `timerOptions`, `opts`. */
const SETTINGS_ROOT = /^(?:[a-z][\w$]{0,40}(?:Settings|Config|Conf|Cfg|Options|Opts)|settings|config|conf|cfg|options|opts)$/;
/**
 * A field named as code text: `pollExpr`, `refreshScript`, `pollSnippet`, `code`. `onTick` or `pollHandler` names a
 * callback as often as text (`mountWidget(el, { onTick: () => refresh() })`), so it counts only on data (`dataField`).
 */
const CODE_FIELD = /^(?:[a-z][\w$]{0,60}(?:Expr|Expression|Code|Script|Snippet|Js|JS)|expr|expression|code|script|snippet|js)$/;
const MEMBER = /^([A-Za-z_$][\w$]{0,40})(?:\s*\??\.\s*[A-Za-z_$][\w$]{0,60}){0,3}\s*\??\.\s*([A-Za-z_$][\w$]{0,60})$/;
const WINDOW = 4000;

/** The one-line value a `const`, `let` or `var` named `name` was last given above `before`, up to `;` or the line's end. */
export function localValue(source: string, name: string, before: number): string | undefined {
  if (!/^[A-Za-z_$][\w$]{0,40}$/.test(name)) return undefined;
  const window = source.slice(Math.max(0, before - WINDOW), before);
  countScanned(window.length);
  const binding = new RegExp(
    `(?<![\\w$.])(?:const|let|var)[ \\t]+${name.replace(/\$/g, '\\$')}[ \\t]*(?::[^=\\n]{1,60})?=(?![=>])[ \\t]*([^;\\n]{1,300})`,
    'g',
  );
  let last: RegExpExecArray | null = null;
  for (let match = binding.exec(window); match; match = binding.exec(window)) last = match;
  if (!last) return undefined;
  // Given another value below the binding (`expr = compile(expr)`): no longer the field alone.
  if (new RegExp(`(?<![\\w$.])${name.replace(/\$/g, '\\$')}[ \\t]*=(?![=>])`).test(window.slice(last.index + last[0].length)))
    return undefined;
  return last[1]!.trim();
}

/** Whether `member` (`clientSettings.pollExpr`) is a settings field named like code, or a field of data (`dataField`). */
function settingsField(member: string, dataField: (member: string) => boolean): boolean {
  const read = MEMBER.exec(uncast(member));
  if (!read) return false;
  return (SETTINGS_ROOT.test(read[1]!) && CODE_FIELD.test(read[2]!)) || dataField(uncast(member));
}

/**
 * Whether a timer's `arg` is a settings field named like code, or a local bound to one, alone or with `||` / `??`
 * fallbacks of other fields or strings (`clientSettings.pollExpr || settings.defaultPollExpr`). `dataField` says whether a
 * member reads data the page or a JSON file supplies (the caller's `fieldOfPageConfig`); a local is judged by it too.
 */
export function settingsCodeArgument(
  source: string,
  arg: string,
  before: number,
  dataField: (member: string, at: number) => boolean,
): boolean {
  const text = uncast(arg);
  const value = /^[A-Za-z_$][\w$]{0,40}$/.test(text) ? localValue(source, text, before) : text;
  if (value === undefined || value.length > 300 || /=>|\bfunction\b|\.\s*bind\s*\(/.test(value)) return false;
  const parts = splitTopLevel(value, (t, i) => (t.startsWith('||', i) || t.startsWith('??', i) ? 2 : 0)).map((part) => uncast(part));
  // Every part a settings field or a string: a fallback to a function (`cfg.onTick || this.tick`) may be that function.
  const string = (part: string) => /^(?:"[^"\n]*"|'[^'\n]*'|`[^`$\n]*`)$/.test(part);
  const field = (part: string) => settingsField(part, (member) => dataField(member, before));
  return parts.some(field) && parts.every((part) => string(part) || field(part));
}

// A timer handed a DOM data attribute (`setTimeout(el.dataset.onDone || onDone, 0)`): an attribute's value is always a
// string, and a string handed to a timer is compiled as code, so whoever writes the markup (a CMS, a template fed by
// users) writes the code. Read by `dataset`, `getAttribute('data-…')`, jQuery's `.data('…')` or `attributes['data-…']`.
const DATA_ATTRIBUTE = new RegExp(
  [
    /^[A-Za-z_$][\w$]{0,40}(?:\s*\??\.\s*[A-Za-z_$][\w$]{0,60}){0,3}\s*\??\.\s*dataset\s*(?:\??\.\s*[A-Za-z_$][\w$]{0,60}|\[\s*(?:'[\w-]{1,60}'|"[\w-]{1,60}")\s*\])$/
      .source,
    /^[A-Za-z_$][\w$]{0,40}(?:\s*\??\.\s*[A-Za-z_$][\w$]{0,60}){0,3}\s*\??\.\s*getAttribute\s*\(\s*(?:'data-[\w-]{1,60}'|"data-[\w-]{1,60}")\s*\)$/
      .source,
    /^(?:\$|jQuery)\s*\(\s*[^()\n]{1,80}\)\s*\.\s*data\s*\(\s*(?:'[\w-]{1,60}'|"[\w-]{1,60}")\s*\)$/.source,
    /^[A-Za-z_$][\w$]{0,40}(?:\s*\??\.\s*[A-Za-z_$][\w$]{0,60}){0,3}\s*\??\.\s*attributes\s*\[\s*(?:'data-[\w-]{1,60}'|"data-[\w-]{1,60}")\s*\]\s*\??\.\s*(?:value|nodeValue)$/
      .source,
  ].join('|'),
);

/** Whether `part` reads a DOM data attribute itself (`el.dataset.onTick`, `el.getAttribute('data-on-tick')`). */
export function readsDataAttribute(part: string): boolean {
  return DATA_ATTRIBUTE.test(uncast(part));
}

/**
 * Whether a timer's `arg` reads a DOM data attribute, itself or by a local bound to one, alone or with `||` / `??`
 * fallbacks (`el.dataset.onDone || onDone`): the attribute, when set, is a string. An arrow or function that reads the
 * attribute (`() => run(el.dataset.onDone)`) is a handler, and an attribute used as the delay is no code.
 */
export function dataAttributeArgument(source: string, arg: string, before: number): boolean {
  const text = uncast(arg);
  const value = /^[A-Za-z_$][\w$]{0,40}$/.test(text) ? localValue(source, text, before) : text;
  if (value === undefined || value.length > 300 || /=>|\bfunction\b|\.\s*bind\s*\(/.test(value)) return false;
  const parts = splitTopLevel(value, (t, i) => (t.startsWith('||', i) || t.startsWith('??', i) ? 2 : 0)).map((part) => uncast(part));
  return parts.some(readsDataAttribute);
}
