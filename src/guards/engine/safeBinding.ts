import { countScanned } from '../lib/opCount.js';

// A Python argument that names a value bound elsewhere in the file (`yaml.load(fh, Loader=Loader)`): harmless when every
// binding of that name around the call gives it a safe form (`from yaml import CSafeLoader as Loader`, with
// `except ImportError: from yaml import SafeLoader as Loader` as its fallback; `Loader = yaml.SafeLoader`). One binding to
// anything else (`from yaml import CLoader as Loader`, `Loader = yaml.Loader if fast else yaml.SafeLoader`), a loop or
// `global` binding, or none at all (a parameter: its caller chooses) keeps the call risky.
//
// A class is a binding too: `class ProfileLoader(yaml.SafeLoader)` with its own `add_constructor("!time", …)` is as safe
// as SafeLoader, since a constructor the code registers builds only what that code builds. It stays safe while every
// base is (a safe loader, a name bound to one, another such class, or PyYAML's safe parts) and nothing near it registers
// the python-object constructors (`construct_python_object…`, a `tag:yaml.org,2002:python/` multi-constructor, the full
// `Constructor`), which give back everything the safe loader takes away.

/** Bindings are looked for this far either side of the call: bounded work per call. */
const WINDOW = 20_000;
/** More bindings than this is a name used for too much to judge. */
const MOST = 16;
const DOTTED = /^[A-Za-z_][\w.]{0,120}$/;
/** Marks a class binding's value: its bases follow. */
const CLASS = '\u0000class:';

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
      String.raw`|(?<![\w.])${name}[ \t]{0,20}(?:[-+*/%&|^@]|//|\*\*|<<|>>|:)=` +
      // `class name(bases):`, its bases perhaps over several lines; a class with none, or with nested brackets, is unread.
      String.raw`|^[ \t]{0,40}class[ \t]{1,20}${name}\b(?:[ \t]{0,20}\(([^()]{0,300})\)[ \t]{0,20}:)?`,
    'gm',
  );
  const bound: string[] = [];
  for (let match = binding.exec(window); match; match = binding.exec(window)) {
    if (bound.length >= MOST) return undefined;
    if (/^[ \t]{0,40}class\b/.test(match[0])) {
      if (match[4] === undefined) return undefined;
      bound.push(`${CLASS}${match[4]}`);
      continue;
    }
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
  return name !== undefined && nameSafe({ source, at, safe, depth: 0, budget: { left: LOOKUPS } }, name);
}

/** What one judgement reads: the file, the call's offset, the safe loaders' names, and how many names deep it is. */
interface Seen {
  source: string;
  at: number;
  safe: RegExp;
  depth: number;
  /** Name lookups left to the whole judgement, shared down every branch: a class with many bases stays bounded. */
  budget: { left: number };
}

/** A class's bases are followed this many names deep (`class Base(yaml.SafeLoader)`, `class Profile(Base)`): bounded. */
const DEEPEST = 4;
const LOOKUPS = 12;

function nameSafe(seen: Seen, name: string): boolean {
  if (seen.budget.left-- <= 0) return false;
  const bound = bindings(seen.source, name, seen.at);
  if (bound === undefined || bound.length === 0) return false;
  return bound.every((value) => safeValue(value, name, seen));
}

/** A bare name bound elsewhere (`Loader = ProfileLoader`, a base `_Base` imported as SafeLoader), judged by its bindings. */
function boundName(text: string, name: string, seen: Seen): boolean {
  return /^[A-Za-z_]\w{0,60}$/.test(text) && text !== name && seen.depth < DEEPEST && nameSafe({ ...seen, depth: seen.depth + 1 }, text);
}

// PyYAML's own safe parts, which SafeLoader itself is built from (`class L(Reader, Scanner, Parser, Composer,
// SafeConstructor, Resolver)`); the full `Constructor` is not among them.
const SAFE_PART =
  /^(?:[\w.]{0,80}\.)?(?:C?(?:Reader|Scanner|Parser|Composer|Resolver|BaseResolver|Emitter)|SafeConstructor|BaseConstructor)$/;
const SAFE_CONSTRUCTOR = /^(?:[\w.]{0,80}\.)?(?:SafeConstructor|BaseConstructor)$/;

// What registers the constructors that build any Python object: by their names, by the python tags' prefix, through the
// full or unsafe constructor (as code: `yaml.constructor.Constructor`, or imported; not "Constructor for…" in a docstring),
// or by copying an unsafe loader's tables. Read in the file's own text, comments included.
const PYTHON_OBJECTS =
  /construct_python_|tag:yaml\.org,2002:python\/|!!python\/|(?<![\w$])(?:Unsafe|Full)Constructor\b|(?:\.|\bimport[ \t]{1,20}|,\s{0,20}|\(\s{0,20})Constructor\b|(?<![\w$])(?:Unsafe|Full)?Loader[ \t]{0,20}\.[ \t]{0,20}yaml_(?:multi_)?constructors/;

/**
 * Whether a class's bases (`yaml.SafeLoader`, `_Base, Mixin`) give a safe loader: every base safe, one of them a loader or
 * a safe constructor, no keyword (`metaclass=`), and no python-object constructor registered near the call.
 */
function safeClass(bases: string, name: string, seen: Seen): boolean {
  const list = bases
    .split(',')
    .map((base) => base.replace(/#[^\n]*/g, '').trim())
    .filter((base) => base !== '');
  if (list.length === 0 || list.length > 8) return false;
  const loader = (base: string) =>
    (DOTTED.test(base) && base !== name && seen.safe.test(base)) || SAFE_CONSTRUCTOR.test(base) || boundName(base, name, seen);
  // Each base is looked up once: a second pass would spend the shared lookup budget twice per level of a subclass chain.
  const ok = list.map(loader);
  if (!list.every((base, i) => ok[i] || SAFE_PART.test(base)) || !ok.some(Boolean)) return false;
  const { source, at } = seen;
  const window = source.slice(Math.max(0, at - WINDOW), Math.min(source.length, at + WINDOW));
  countScanned(window.length);
  return !PYTHON_OBJECTS.test(window);
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
function safeValue(value: string, name: string, seen: Seen): boolean {
  if (value.startsWith(CLASS)) return safeClass(value.slice(CLASS.length), name, seen);
  const { safe } = seen;
  const bare = value
    .replace(/[ \t]*#.*$/, '')
    .replace(/^\((.*)\)$/, '$1')
    .trim();
  const dotted = (text: string | undefined) =>
    text !== undefined && ((DOTTED.test(text) && text !== name && safe.test(text)) || boundName(text, name, seen));
  if (dotted(bare)) return true;
  const got = GETATTR.exec(bare);
  if (got) return safe.test(got[2]!) && (got[3] === undefined || dotted(got[3]));
  const branch = CONDITIONAL.exec(bare);
  const otherwise = bare.lastIndexOf(' else ');
  // One `else` only: a chained conditional (`a if c else b if d else e`) has a middle branch as well.
  if (branch === null || otherwise <= branch[0].length || bare.indexOf(' else ') !== otherwise) return false;
  return dotted(branch[1]) && dotted(bare.slice(otherwise + 6).trim());
}
