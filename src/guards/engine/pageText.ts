import { countScanned } from '../lib/opCount.js';
import { closingBracket, splitArguments, splitTopLevel } from '../lib/topLevel.js';
import { DOM_TEXT, readsPageAddress, uncast } from './inputLike.js';
import { localValue, readsDataAttribute } from './settingsCode.js';

// A timer handed the page's text one binding away (held-out round 104): a field of an object literal bound in the file
// (`const opts = { onTick: el.dataset.onTick }` … `setInterval(opts.onTick, 2000)`) or a name destructured from the page
// (`const { onTick } = el.dataset`). A data attribute, the address's hash, a form field's value or an element's text is a
// string whoever writes the markup or the link chooses, and a string handed to a timer is compiled as code. A field bound to
// an arrow, a function or a handler's name, a page value used as the delay, and an object holding no page text stay silent.

const NAME = String.raw`[A-Za-z_$][\w$]{0,40}`;
const KEY = String.raw`[A-Za-z_$][\w$]{0,60}`;
/** How far above the timer the binding is looked for; each lookup scans at most this much. */
const WINDOW = 8000;
/** The longest object literal read for a field. */
const LITERAL = 4000;

/** `opts.onTick`, `opts?.onTick`, `opts['on-tick']`: a field of a plain name. */
const FIELD = new RegExp(String.raw`^(${NAME})\s*(?:\??\.\s*(${KEY})|(?:\?\.)?\[\s*(?:'([\w$-]{1,60})'|"([\w$-]{1,60})")\s*\])$`);
/** One entry of an object literal: `key: value`, `'key': value`. */
const ENTRY = new RegExp(String.raw`^(?:(${KEY})|'([^'\n]{1,60})'|"([^"\n]{1,60})")\s*:\s*([^]*)$`);
/** One entry of a destructuring pattern: `onTick`, `onTick = 'x()'`, `onTick: tick`, `'on-tick': tick = …`. */
const PATTERN_ENTRY = new RegExp(String.raw`^(?:(${KEY})|'([^'\n]{1,60})'|"([^"\n]{1,60})")\s*(?::\s*(${NAME}))?\s*(?:=[^]*)?$`);
/** An element looked up in the page: `document.querySelector('#expr')`, `document.getElementById(id)`. */
const ELEMENT = String.raw`document\s*\.\s*(?:querySelector|getElementById)\s*\(\s*(?:'[^'\n]{1,120}'|"[^"\n]{1,120}"|${NAME})\s*\)`;
const ELEMENT_LOOKUP = new RegExp(`^${ELEMENT}$`);
const ELEMENT_PREFIX = new RegExp(String.raw`^${ELEMENT}\s*[?!]?(?=\s*\??\.)`);
/** What an element holds as text: a form field's value, its text. */
const ELEMENT_TEXT = new RegExp(String.raw`^(${NAME})\s*!?\s*\??\.\s*(?:value|textContent|innerText)$`);

const escaped = (name: string) => name.replace(/\$/g, '\\$');

/** The text `source` holds above `before`, within the window, and where it starts. */
function above(source: string, before: number): { text: string; from: number } {
  const from = Math.max(0, before - WINDOW);
  const text = source.slice(from, before);
  countScanned(text.length);
  return { text, from };
}

/**
 * The value the object literal `name` was last bound to above `before` gives `key` (`onTick` for `{ onTick }`), or undefined:
 * not bound to a literal, the key absent or spread over after, or the name or the field given another value below the literal.
 */
function objectField(source: string, name: string, key: string, before: number): string | undefined {
  const { text } = above(source, before);
  const binding = new RegExp(
    String.raw`(?<![\w$.])(?:const|let|var)[ \t]+${escaped(name)}[ \t]*(?::[^=\n]{1,60})?=(?![=>])[ \t]*(\{)?`,
    'g',
  );
  let last: RegExpExecArray | null = null;
  for (let match = binding.exec(text); match; match = binding.exec(text)) last = match;
  if (!last || last[1] === undefined) return undefined;
  const open = last.index + last[0].length;
  const close = closingBracket(text.slice(0, open + LITERAL), open);
  if (close < 0) return undefined;
  // `opts.onTick = () => …`, `opts = other`, `Object.assign(opts, …)` below the literal: no longer its value.
  const changed = new RegExp(
    String.raw`(?<![\w$.])${escaped(name)}\s*(?:\??\.\s*${escaped(key)}\s*|\[[^\]\n]{0,80}\]\s*)?=(?![=>])|\bObject\s*\.\s*assign\s*\(\s*${escaped(name)}(?![\w$])`,
  );
  if (changed.test(text.slice(close + 1))) return undefined;
  let value: string | undefined;
  for (const entry of splitArguments(text.slice(open, close))) {
    // A spread after the key may replace it; a later entry wins.
    if (entry.startsWith('...')) value = undefined;
    const pair = ENTRY.exec(entry);
    if (pair && (pair[1] ?? pair[2] ?? pair[3]) === key) value = pair[4]!.trim();
    else if (entry === key) value = key;
    // A method (`onTick() { … }`) is a function; an accessor (`get onTick() {}`) is not read further.
    else if (new RegExp(String.raw`^(?:async\s+)?(?:[gs]et\s+)?\*?\s*${escaped(key)}\s*\(`).test(entry)) value = undefined;
  }
  return value;
}

/** `el.dataset.onTick` for `tick` after `const { onTick: tick } = el.dataset` above `before` (and not given another value), or undefined. */
function destructured(source: string, name: string, before: number): string | undefined {
  const { text } = above(source, before);
  const binding = /(?<![\w$.])(?:const|let|var)[ \t]{1,20}\{([^{}]{1,400})\}[ \t]*(?::[^=\n]{1,60})?=(?![=>])[ \t]*([^;\n]{1,200})/g;
  let found: { key: string; value: string; end: number } | undefined;
  for (let match = binding.exec(text); match; match = binding.exec(text)) {
    for (const entry of splitArguments(match[1]!)) {
      const parts = PATTERN_ENTRY.exec(entry);
      const key = parts ? (parts[1] ?? parts[2] ?? parts[3]!) : undefined;
      if (key !== undefined && (parts![4] ?? key) === name) found = { key, value: uncast(match[2]!), end: match.index + match[0].length };
    }
  }
  if (!found || new RegExp(String.raw`(?<![\w$.])${escaped(name)}\s*=(?![=>])`).test(text.slice(found.end))) return undefined;
  return /^[A-Za-z_$][\w$]*$/.test(found.key) ? `${found.value}.${found.key}` : `${found.value}['${found.key}']`;
}

/** A read's receiver named at its head: `params` in `params.get('cb')`, `url` in `url.searchParams.get('cb')`. */
const HEAD = new RegExp(String.raw`^(${NAME})(?=\s*(?:\??\.|\[))`);
/** Names that are the page's own objects, never a local binding: the address is read from them as written. */
const GLOBAL = /^(?:window|self|globalThis|document|location|this)$/;
/** The parser handed a local (`new URLSearchParams(search)` after `const search = location.search`). */
const PARSED_NAME = new RegExp(String.raw`^(new\s+(?:URLSearchParams|URL)\s*\(\s*)(${NAME})(?=\s*\))`);

/**
 * `part` with the locals it reads through spelled out (up to three steps): `params.get('cb')` after `var params = new
 * URLSearchParams(window.location.search)` reads as `new URLSearchParams(window.location.search).get('cb')`, and
 * `searchParams.get('cb')` after `const { searchParams } = new URL(location.href)` as that URL's. Each step is a bounded
 * lookup above the call; a value that is not a plain read stays as written and matches no source.
 */
function spelledOut(source: string, part: string, before: number): string {
  let text = part;
  for (let step = 0; step < 3 && text.length <= 400; step++) {
    const parsed = PARSED_NAME.exec(text);
    const head = parsed ? undefined : HEAD.exec(text);
    const name = parsed?.[2] ?? head?.[1];
    if (name === undefined || GLOBAL.test(name)) break;
    const value = localValue(source, name, before) ?? destructured(source, name, before);
    if (value === undefined || /=>|\bfunction\b/.test(value)) break;
    text = parsed ? `${parsed[1]}${uncast(value)}${text.slice(parsed[0].length)}` : `${uncast(value)}${text.slice(head![0].length)}`;
  }
  return text;
}

/** Whether `part` reads the page's text itself: a data attribute, the address, a looked-up element's value or text. */
function readsPage(source: string, part: string, before: number): boolean {
  if (readsDataAttribute(part.replace(ELEMENT_PREFIX, 'element')) || readsPageAddress(part) || DOM_TEXT.test(part)) return true;
  // Read through the locals it names: the URLSearchParams or URL bound a few lines up (held-out round 166).
  if (readsPageAddress(spelledOut(source, part, before))) return true;
  const element = ELEMENT_TEXT.exec(part);
  const value = element ? localValue(source, element[1]!, before) : undefined;
  return value !== undefined && ELEMENT_LOOKUP.test(uncast(value));
}

/**
 * Whether a timer's `arg` is the page's text, itself, by a local bound to it, or one binding away (a field of an object
 * literal, a destructured name), alone or with `||` / `??` fallbacks (`el.dataset.onTick || 'refresh()'`).
 */
export function pageTextArgument(source: string, arg: string, before: number): boolean {
  let text = uncast(arg);
  const field = FIELD.exec(text);
  const reached = field
    ? objectField(source, field[1]!, field[2] ?? field[3] ?? field[4]!, before)
    : /^[A-Za-z_$][\w$]{0,40}$/.test(text)
      ? destructured(source, text, before)
      : undefined;
  text = uncast(reached ?? text);
  // A plain name (`{ onTick }`, or the argument itself) is judged by its local's value.
  if (/^[A-Za-z_$][\w$]{0,40}$/.test(text)) text = localValue(source, text, before) ?? '';
  if (text === '' || text.length > 300 || /=>|\bfunction\b|\.\s*bind\s*\(/.test(text)) return false;
  const parts = splitTopLevel(text, (t, i) => (t.startsWith('||', i) || t.startsWith('??', i) ? 2 : 0));
  return parts.some((part) => readsPage(source, uncast(part), before));
}
