import { countScanned } from '../lib/opCount.js';

// A Python argument that names a value bound elsewhere in the file (`yaml.load(fh, Loader=Loader)`): harmless when every
// binding of that name around the call gives it a safe form (`from yaml import CSafeLoader as Loader`, with
// `except ImportError: from yaml import SafeLoader as Loader` as its fallback; `Loader = yaml.SafeLoader`). One binding to
// anything else (`from yaml import CLoader as Loader`, `Loader = yaml.Loader if fast else yaml.SafeLoader`), a loop or
// `global` binding, or none at all (a parameter: its caller chooses) keeps the call risky.

/** Bindings are looked for this far either side of the call: bounded work per call. */
const WINDOW = 20_000;
/** More bindings than this is a name used for too much to judge. */
const MOST = 16;
const DOTTED = /^[A-Za-z_][\w.]{0,120}$/;

/** What each binding of `name` around `at` binds it to (a dotted name or an expression), or undefined when one is not plain. */
function bindings(source: string, name: string, at: number): string[] | undefined {
  const from = Math.max(0, at - WINDOW);
  const window = source.slice(from, Math.min(source.length, at + WINDOW));
  countScanned(window.length);
  // `X as name` (an import's alias), `import a, name` (bound to itself), `name = value` at a statement's start, and the
  // forms that bind it to what cannot be read here (`for name in`, `global name`, `name +=`).
  const binding = new RegExp(
    String.raw`(?<![\w.])([\w.]{1,120})[ \t]{1,20}as[ \t]{1,20}${name}\b` +
      String.raw`|\bimport[ \t]{1,20}\(?[ \t]{0,20}` +
      String.raw`(?:[\w.]{1,80}(?:[ \t]{1,20}as[ \t]{1,20}\w{1,80})?[ \t]{0,20},[ \t]{0,20}){0,8}(${name})\b(?![ \t]{0,20}as\b)` +
      String.raw`|^[ \t]{0,40}${name}[ \t]{0,20}(?::[^=\n]{1,60})?=(?!=)[ \t]{0,20}([^\n]{0,200})$` +
      String.raw`|\b(?:for|global|nonlocal)[ \t]{1,20}(?:[\w.]{1,80}[ \t]{0,20},[ \t]{0,20}){0,8}${name}\b` +
      String.raw`|(?<![\w.])${name}[ \t]{0,20}(?:[-+*/%&|^@]|//|\*\*|<<|>>|:)=`,
    'gm',
  );
  const bound: string[] = [];
  for (let match = binding.exec(window); match; match = binding.exec(window)) {
    if (bound.length >= MOST) return undefined;
    const value = match[1] ?? match[2] ?? match[3]?.trim();
    if (value === undefined) return undefined;
    // A keyword argument on a line of its own in a call spread over lines (`    Loader=Loader,`) passes the name, binds nothing.
    if (match[3] !== undefined && value.replace(/[\s,)]+$/, '') === name) continue;
    bound.push(value);
  }
  return bound;
}

/** Whether `arg` (`Loader=Loader`, or a bare name) names a value every binding of the file makes match `safe`. */
export function boundSafe(source: string, arg: string, at: number, safe: RegExp): boolean {
  const name = /^(?:\w{1,60}[ \t]*=(?!=)[ \t]*)?([A-Za-z_]\w{0,60})$/.exec(arg.trim())?.[1];
  if (name === undefined) return false;
  const bound = bindings(source, name, at);
  if (bound === undefined || bound.length === 0) return false;
  return bound.every((value) => safeValue(value, name, safe));
}

// `getattr(yaml, "CSafeLoader", yaml.SafeLoader)`: the attribute a literal, its default (if any) a dotted name.
const GETATTR =
  /^getattr\([ \t]{0,20}[\w.]{1,120}[ \t]{0,20},[ \t]{0,20}(['"])(\w{1,60})\1[ \t]{0,20}(?:,[ \t]{0,20}([\w.]{1,120})[ \t]{0,20})?\)$/;
const CONDITIONAL = /^([\w.]{1,120})[ \t]{1,20}if[ \t]/;

/**
 * Whether one binding's value gives a safe loader: a dotted name (`yaml.SafeLoader`); a `getattr` whose literal attribute
 * and default are both safe (`getattr(yaml, "CSafeLoader", yaml.SafeLoader)`, the libyaml-when-present idiom); a
 * conditional whose two branches are (`yaml.CSafeLoader if yaml.__with_libyaml__ else yaml.SafeLoader`). Any branch or
 * attribute that is not (`getattr(yaml, "CLoader", yaml.Loader)`, `getattr(yaml, name, …)`) may give another loader.
 */
function safeValue(value: string, name: string, safe: RegExp): boolean {
  const bare = value
    .replace(/[ \t]*#.*$/, '')
    .replace(/^\((.*)\)$/, '$1')
    .trim();
  const dotted = (text: string | undefined) => text !== undefined && DOTTED.test(text) && text !== name && safe.test(text);
  if (dotted(bare)) return true;
  const got = GETATTR.exec(bare);
  if (got) return safe.test(got[2]!) && (got[3] === undefined || dotted(got[3]));
  const branch = CONDITIONAL.exec(bare);
  const otherwise = bare.lastIndexOf(' else ');
  // One `else` only: a chained conditional (`a if c else b if d else e`) has a middle branch as well.
  if (branch === null || otherwise <= branch[0].length || bare.indexOf(' else ') !== otherwise) return false;
  return dotted(branch[1]) && dotted(bare.slice(otherwise + 6).trim());
}
