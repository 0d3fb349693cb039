import { closingBracket, splitArguments, splitTopLevel } from '../lib/topLevel.js';
import { uncast } from './inputLike.js';

// A worker, a worklet or a script a worker imports runs whatever text its address holds. An address made from a Blob
// (`new Worker(URL.createObjectURL(new Blob([src])))`, the Blob and its object URL often bound on lines of their own) or a
// `data:` URL (`new Worker('data:text/javascript,' + encodeURIComponent(code))`) holds text the program built: where a
// part of it is a variable (code a user typed, a request's field, a file read) the worker runs that data as code, as
// eval would. The common benign forms stay silent: a worker from a file (`new Worker(new URL('./w.js', import.meta.url))`),
// a Blob of fixed text (a literal, a `const` holding one, a file imported `?raw`), and the inline-worker idiom that
// stringifies the author's own function (`new Blob(['(' + work.toString() + ')()'])`). Data embedded through
// `JSON.stringify(…)` is a JSON literal in the worker's source, never code of its own.

/** The engine's view of the file: a name's bound value (a `const`, `let` or `var`), and whether a part is fixed text. */
export interface ScriptSource {
  valueOf: (name: string) => string | undefined;
  /** A literal, or built from constants only (the eval engine's isLiteral and builtFromConstants). */
  fixed: (part: string) => boolean;
  /** The whole file, where the function a part stringifies is looked for. */
  text: string;
}

// How many names one argument may be followed through, how many parts a built string may have, how long a text is read.
const MAX_LOOKUPS = 12;
const MAX_PARTS = 16;
const MAX_TEXT = 20_000;

const NAME = /^[A-Za-z_$][\w$]{0,60}$/;
const OBJECT_URL = /^(?:(?:window|self|globalThis)\s*\.\s*)?(?:URL|webkitURL)\s*\.\s*createObjectURL\s*\(([^]*)\)$/;
const NEW_BLOB = /^new\s+(?:Blob|File)\s*\(([^]*)\)$/;
// A `data:` URL of any type: a worker runs its body whatever type it names (`data:text/javascript,`, `;base64,`).
const DATA_URL = /^(?:"\s*data:|'\s*data:|`\s*data:)/i;
// Calls that encode text without changing what it runs as: the part is judged by their argument.
const ENCODER = /^(?:encodeURIComponent|encodeURI|escape|unescape|btoa|window\s*\.\s*btoa)\s*\(([^]*)\)$/;
// Data written into the worker's source as a JSON literal.
const STRINGIFIED = /^JSON\s*\.\s*stringify\s*\(/;
// A module's text read at build time (`require('!!raw-loader!./worker.js')`, `require('./worker-source')`).
const REQUIRED = /^require\s*\(\s*(['"])[^'"\n]{1,300}\1\s*\)(?:\s*\.\s*default)?$/;
// The source of a function: `work.toString()`, `String(work)`, or `${work}` inside a template.
const FUNCTION_TEXT = /^(?:([A-Za-z_$][\w$]{0,60})\s*\.\s*toString\s*\(\s*\)|String\s*\(\s*([A-Za-z_$][\w$]{0,60})\s*\))$/;

/** Whether the file declares `name` as a function: `function name(`, `const name = (…) =>`, `= function`, `= async`. */
function declaredFunction(text: string, name: string): boolean {
  const escaped = name.replace(/\$/g, '\\$');
  return new RegExp(
    String.raw`(?<![\w$.])(?:(?:async\s+)?function\s*\*?\s*${escaped}\s*\(|(?:const|let|var)\s+${escaped}\s*=\s*(?:async\s+)?(?:function\b|\([^()\n]{0,200}\)\s*=>|[A-Za-z_$][\w$]{0,40}\s*=>))`,
  ).test(text.length > 200_000 ? text.slice(0, 200_000) : text);
}

/** The `${…}` expressions of a backtick template (the whole literal), or undefined where it cannot be read. */
function interpolations(template: string): string[] | undefined {
  const parts: string[] = [];
  for (let i = 1; i < template.length - 1; i++) {
    if (template[i] === '\\') i++;
    else if (template[i] === '$' && template[i + 1] === '{') {
      const close = closingBracket(template, i + 2);
      if (close < 0 || parts.length >= MAX_PARTS) return undefined;
      parts.push(template.slice(i + 2, close));
      i = close;
    }
  }
  return parts;
}

const PLUS = (text: string, i: number) => (text[i] === '+' ? 1 : 0);

/** Whether a part of a worker's source is fixed: the author's text, data as JSON, or the author's own function. */
function fixedPart(raw: string, source: ScriptSource, budget: { left: number }): boolean {
  const part = uncast(raw);
  if (part === '' || part.length > MAX_TEXT) return false;
  if (source.fixed(part) || STRINGIFIED.test(part)) return true;
  const encoded = ENCODER.exec(part);
  if (encoded) {
    const args = splitArguments(encoded[1]!);
    return args.length === 1 && fixedPart(args[0]!, source, budget);
  }
  const own = FUNCTION_TEXT.exec(part);
  if (own) return declaredFunction(source.text, (own[1] ?? own[2])!);
  if (part.startsWith('`') && part.endsWith('`') && closingTemplate(part)) {
    const inner = interpolations(part);
    return inner?.every((each) => fixedPart(each, source, budget) || functionName(each, source)) === true;
  }
  const pieces = splitTopLevel(part, PLUS);
  if (pieces.length > 1) return pieces.length <= MAX_PARTS && pieces.every((piece) => fixedPart(piece, source, budget));
  if (REQUIRED.test(part)) return true;
  if (NAME.test(part) && budget.left-- > 0) {
    if (importedName(source.text, part)) return true;
    const value = source.valueOf(part);
    return value !== undefined && value.trim() !== part && fixedPart(value, source, budget);
  }
  return false;
}

/** Whether the file imports `name` from a module (`import { WORKER_SOURCE } from './workerSource'`): the project's text. */
function importedName(text: string, name: string): boolean {
  const escaped = name.replace(/\$/g, '\\$');
  return new RegExp(
    String.raw`(?<![\w$.])import\s+(?:${escaped}\s*(?:,|from\b)|(?:[\w$]{1,60}\s*,\s*)?\{[^{}]{0,500}?(?<![\w$])${escaped}\s*[,}])`,
  ).test(text.length > 200_000 ? text.slice(0, 200_000) : text);
}

/** `${work}` in a template: a function the file declares is written out as its source. */
function functionName(expression: string, source: ScriptSource): boolean {
  const name = expression.trim();
  return NAME.test(name) && declaredFunction(source.text, name);
}

/** Whether a backtick literal is one whole template: it opens and closes the text, with no backtick left between. */
function closingTemplate(text: string): boolean {
  const split = splitTopLevel(text, PLUS);
  return split.length === 1;
}

/** What a name stands for, followed through bindings (`const url = …; const worker = new Worker(url)`). */
function resolved(raw: string, source: ScriptSource, budget: { left: number }): string {
  let text = uncast(raw);
  while (NAME.test(text) && budget.left-- > 0) {
    const value = source.valueOf(text);
    if (value === undefined || value.trim() === text) break;
    text = uncast(value);
  }
  return text;
}

/**
 * Whether the address a worker, worklet or `importScripts` is given (`arg`, as written) is a Blob's object URL or a `data:`
 * URL whose text has a part that is not fixed: code built from data.
 */
export function builtScriptAddress(arg: string, source: ScriptSource): boolean {
  const budget = { left: MAX_LOOKUPS };
  const address = resolved(arg, source, budget);
  if (DATA_URL.test(address)) return !fixedPart(address, source, budget);
  const url = OBJECT_URL.exec(address);
  if (!url) return false;
  const [blobArg] = splitArguments(url[1]!);
  if (blobArg === undefined) return false;
  const blob = NEW_BLOB.exec(resolved(blobArg, source, budget));
  if (!blob) return false;
  const [partsArg] = splitArguments(blob[1]!);
  if (partsArg === undefined) return false;
  const parts = resolved(partsArg, source, budget);
  // `new Blob([a, b])`: each part; `new Blob(chunks)` with chunks from elsewhere is not read (unknown, not code by itself).
  if (!parts.startsWith('[') || closingBracket(parts, 1) !== parts.length - 1) return false;
  const items = splitArguments(parts.slice(1, -1));
  return items.length > 0 && items.length <= MAX_PARTS && items.some((item) => !fixedPart(item, source, budget));
}
