import ALIASES from '../../../rules/aliases.json';
import type { Family } from '../lib/codeText.js';
import { countScanned } from '../lib/opCount.js';

// A sink reached through a local name is still that sink: `const run = promisify(exec)` then
// `run(\`pandoc ${input}\`)`, `import { exec as sh } from 'node:child_process'`, Python's
// `from os import system as sh` or `run = partial(subprocess.run, shell=True)`, Ruby's
// `sh = method(:system)`. This module finds such bindings and the calls made through them, and
// hands back each call spelled with the name it stands for (`exec(\`pandoc ${input}\`)`), which the
// eval engine judges with the same rules as a direct call: a name bound to a non-sink, or a sink
// called with literals only, stays silent because the spelled call does. The wrappers that return
// their argument's work (promisify, partial) are data: rules/aliases.json.

/** One call through a local name: the name it stands for, where its argument list opens, what a wrapper bound. */
export interface AliasCall {
  /** `exec`, `child_process.exec`, `os.system`. */
  target: string;
  /** Where the call's name starts, and the offset right after its `(`. */
  start: number;
  end: number;
  /** Arguments a wrapper bound (`shell=True` of `partial(subprocess.run, shell=True)`), joined after the call's own. */
  extra?: string;
  /** Through an invoker (`exec.call(null, cmd)`, `Reflect.apply(exec, null, [cmd])`): how many leading arguments are not the sink's, and whether the next is an array of them. */
  skip?: number;
  list?: boolean;
}

interface Binding {
  target: string;
  /** A module bound whole (`import * as cp`, `import subprocess as sp`): `cp.exec(…)` stands for `child_process.exec(…)`. */
  module: boolean;
  extra?: string;
}

// Bounds: a hostile file may bind thousands of names; a few dozen sinks is all real code holds.
const MAX_MATCHES = 4096;
const MAX_BINDINGS = 32;
const MAX_CALLS = 32;

const escaped = (word: string) => word.replace(/[.$]/g, (ch) => `\\${ch}`);
const JS_NAME = '[A-Za-z_$][\\w$]{0,40}';
const JS_TARGET = `(?:require\\s*\\(\\s*['"][^'"\\n]{1,80}['"]\\s*\\)\\s*\\.\\s*)?${JS_NAME}(?:\\s*\\.\\s*${JS_NAME}){0,3}`;
const PY_TARGET = '[A-Za-z_]\\w{0,40}(?:\\.[A-Za-z_]\\w{0,40}){0,3}';

const wrappersOf = (family: 'js' | 'py') => ALIASES.wrappers[family].map(escaped).join('|');

const JS_BIND = new RegExp(`(?<![\\w$.])(?:const|let|var)\\s+(${JS_NAME})\\s*(?::[^=\\n]{1,60})?=\\s*(?:await\\s+)?`, 'g');
// The value ends the statement: `const x = exec(cmd)` binds a result, not the sink.
const JS_END = '(?=\\s*(?:[;,)\\n]|$))';
const JS_WRAPPED = new RegExp(`(?:${wrappersOf('js')})\\s*\\(\\s*(${JS_TARGET})\\s*(?:,([^()\\n]{0,120}))?\\)${JS_END}`, 'y');
const JS_PLAIN = new RegExp(
  `(${JS_TARGET})(?:\\s*\\.\\s*(?:${ALIASES.methods.js.map(escaped).join('|')})\\s*\\([^()\\n]{0,80}\\))?${JS_END}`,
  'y',
);
const JS_REQUIRE = new RegExp(`require\\s*\\(\\s*['"]([^'"\\n]{1,80})['"]\\s*\\)${JS_END}`, 'y');
const JS_DESTRUCTURE = new RegExp(
  `(?<![\\w$.])(?:const|let|var)\\s*\\{([^{}]{1,400})\\}\\s*=\\s*(?:await\\s+)?` +
    `(?:(?:require|import)\\s*\\(\\s*['"][^'"\\n]{1,80}['"]\\s*\\)|${JS_NAME}(?:\\.${JS_NAME}){0,3})`,
  'g',
);
// At a line's start, so that a text of many `import` words costs one attempt per line.
const JS_IMPORT = /(?:^|\n)[ \t]*import[ \t]+(?!type\b)([^;'"()]{1,300}?)\s*from\s*['"]([^'"\n]{1,80})['"]/g;

const PY_BIND = /(?:^|\n)[ \t]*([A-Za-z_]\w{0,40})[ \t]*=[ \t]*/g;
const PY_END = '(?=[ \\t]*(?:[#;\\n]|$))';
const PY_WRAPPED = new RegExp(`(?:${wrappersOf('py')})\\(\\s*(${PY_TARGET})\\s*(?:,([^()\\n]{0,120}))?\\)${PY_END}`, 'y');
const PY_PLAIN = new RegExp(`(${PY_TARGET})${PY_END}`, 'y');
const PY_FROM = /(?:^|\n)[ \t]*from[ \t]+([\w.]{1,80})[ \t]+import[ \t]+\(?([^()\n#]{1,400})/g;
const PY_IMPORT_AS = /(?:^|\n)[ \t]*import[ \t]+([\w.]{1,80})[ \t]+as[ \t]+(\w{1,40})/g;

// Invokers (rules/aliases.json): `f.call(thisArg, …)`, `f.apply(thisArg, […])`, `Reflect.apply(f, thisArg, […])`.
const INVOKERS: Record<string, string> = ALIASES.invokers.js;
const invokerNames = (dotted: boolean) =>
  Object.keys(INVOKERS)
    .filter((name) => name.includes('.') === dotted)
    .map(escaped)
    .join('|');
const JS_INVOKED = new RegExp(`(?<![\\w$.])(${JS_TARGET})\\s*\\.\\s*(${invokerNames(false)})\\s*\\(`, 'g');
const JS_INVOKER = new RegExp(`(?<![\\w$.])(${invokerNames(true)})\\s*\\(\\s*(${JS_TARGET})\\s*,`, 'g');
const JS_INVOKER_WORDS = new RegExp(`\\.\\s*(?:${invokerNames(false)})\\s*\\(|${invokerNames(true)}`);

const RB_METHOD = /(?:^|\n)[ \t]*([a-z_]\w{0,40})[ \t]*=[ \t]*(?:(?:Kernel|Object|self)\s*\.\s*)?method\s*\(\s*:(\w{1,40}[?!]?)\s*\)/g;

// A Ruby Binding reached through a name: a local or instance variable given one (`b = binding`, `@scope = Kernel.binding`,
// `ctx = blk.binding`, `top = TOPLEVEL_BINDING.dup`, `b = get_binding(x)`), or a method whose whole body is `binding`
// (`def binding_for(area, base)\n  binding\nend`, `def scope = binding`). Its `.eval(…)` runs a string as code, as
// `binding.eval(…)` does (the binding-eval rule); a name spelled as a binding (`some_binding.eval`) the rule reads itself.
const RB_BINDING_VALUE =
  String.raw`(?:(?:[A-Za-z_@]\w{0,40}[ \t]*\.[ \t]*)?(?:[a-z_]\w{0,40}_)?binding(?:_\w{1,40})?(?:[ \t]*\([^()\n]{0,200}\))?|TOPLEVEL_BINDING)` +
  String.raw`(?:[ \t]*\.[ \t]*dup)?`;
const RB_BINDING_LOCAL = new RegExp(
  String.raw`(?:^|\n)[ \t]*(@{0,2}[a-z_]\w{0,40})[ \t]*=[ \t]*${RB_BINDING_VALUE}[ \t]*(?=[#;\n]|$)`,
  'g',
);
const RB_BINDING_DEF = new RegExp(
  String.raw`(?:^|\n)[ \t]*def[ \t]+(?:self[ \t]*\.[ \t]*)?([a-z_]\w{0,40})(?:[ \t]*\([^()\n]{0,200}\))?` +
    String.raw`(?:[ \t]*=[ \t]*binding[ \t]*(?=[#;\n]|$)|[ \t]*(?:;|\n)\s{0,200}(?:return[ \t]+)?binding[ \t]*(?:;|\n)\s{0,200}end\b)`,
  'g',
);

/** `node:child_process` → `child_process`; a scoped or path module has no single name to stand for. */
const moduleName = (spec: string) => {
  const name = spec.replace(/^node:/, '');
  return /^[A-Za-z_$][\w$]*$/.test(name) ? name : undefined;
};

/** Runs a global pattern over `text`, bounded, calling `each` for matches that start in code (not in a comment or string). */
function each(pattern: RegExp, source: string, masked: string, visit: (match: RegExpExecArray) => void): void {
  countScanned(source.length);
  pattern.lastIndex = 0;
  let seen = 0;
  for (let match = pattern.exec(source); match && seen < MAX_MATCHES; match = pattern.exec(source), seen++) {
    if (match[0] === '') pattern.lastIndex++;
    const at = match.index + match[0].search(/\S/);
    if (masked[at] === source[at]) visit(match);
  }
}

/** A sticky pattern at `at`, or undefined. */
function at(pattern: RegExp, text: string, index: number): RegExpExecArray | undefined {
  pattern.lastIndex = index;
  return pattern.exec(text) ?? undefined;
}

function jsBindings(source: string, masked: string, isSink: (word: string) => boolean, add: (name: string, b: Binding) => void): void {
  each(JS_BIND, source, masked, (match) => {
    const from = match.index + match[0].length;
    const required = at(JS_REQUIRE, source, from);
    if (required) {
      const name = moduleName(required[1]!);
      if (name && name !== match[1]) add(match[1]!, { target: name, module: true });
      return;
    }
    const wrapped = at(JS_WRAPPED, source, from);
    const rhs = wrapped ?? at(JS_PLAIN, source, from);
    if (!rhs) return;
    const target = rhs[1]!.replace(/^require\s*\([^)]*\)\s*\.\s*/, '').replace(/\s+/g, '');
    if (isSink(target)) add(match[1]!, { target, module: false, extra: wrapped?.[2]?.trim() || undefined });
  });
  each(JS_DESTRUCTURE, source, masked, (match) => {
    for (const entry of match[1]!.split(',')) {
      const renamed = /^\s*([A-Za-z_$][\w$]*)\s*:\s*([A-Za-z_$][\w$]*)\s*(?:=[^]*)?$/.exec(entry);
      if (renamed && renamed[1] !== renamed[2] && isSink(renamed[1]!)) add(renamed[2]!, { target: renamed[1]!, module: false });
    }
  });
  each(JS_IMPORT, source, masked, (match) => {
    const clause = match[1]!;
    const module = moduleName(match[2]!);
    const whole =
      /^\s*(?:([A-Za-z_$][\w$]*)\s*(?:,|$)|\*\s*as\s+([A-Za-z_$][\w$]*))/.exec(clause) ?? /\*\s*as\s+([A-Za-z_$][\w$]*)/.exec(clause);
    const name = whole?.[1] ?? whole?.[2];
    // `import Handlebars from 'handlebars'` names the module as the rules spell it.
    if (module && name && name.toLowerCase() !== module.toLowerCase()) add(name, { target: module, module: true });
    const braces = /\{([^{}]*)\}/.exec(clause);
    for (const entry of braces?.[1]?.split(',') ?? []) {
      const renamed = /^\s*(?:type\s+)?([A-Za-z_$][\w$]*)\s+as\s+([A-Za-z_$][\w$]*)\s*$/.exec(entry);
      if (!renamed) continue;
      // Spelled with its module where it is known (`runInNewContext` of `node:vm` is a sink only as `vm.runInNewContext`).
      const qualified = module && `${module}.${renamed[1]}`;
      const target = qualified && isSink(qualified) ? qualified : isSink(renamed[1]!) ? renamed[1]! : undefined;
      if (target) add(renamed[2]!, { target, module: false });
    }
  });
}

function pyBindings(source: string, masked: string, isSink: (word: string) => boolean, add: (name: string, b: Binding) => void): void {
  each(PY_BIND, source, masked, (match) => {
    const from = match.index + match[0].length;
    const wrapped = at(PY_WRAPPED, source, from);
    const rhs = wrapped ?? at(PY_PLAIN, source, from);
    if (!rhs) return;
    if (isSink(rhs[1]!)) add(match[1]!, { target: rhs[1]!, module: false, extra: wrapped?.[2]?.trim() || undefined });
  });
  each(PY_FROM, source, masked, (match) => {
    for (const entry of match[2]!.split(',')) {
      const named = /^\s*(\w+)(?:\s+as\s+(\w+))?\s*$/.exec(entry);
      const target = named && `${match[1]}.${named[1]}`;
      if (named && target && isSink(target)) add(named[2] ?? named[1]!, { target, module: false });
    }
  });
  each(PY_IMPORT_AS, source, masked, (match) => {
    if (match[1] !== match[2]) add(match[2]!, { target: match[1]!, module: true });
  });
}

function rbBindings(source: string, masked: string, isSink: (word: string) => boolean, add: (name: string, b: Binding) => void): void {
  each(RB_METHOD, source, masked, (match) => {
    if (isSink(match[2]!)) add(match[1]!, { target: match[2]!, module: false });
  });
}

/** `.eval(` on a name bound to a Ruby Binding (above), spelled `binding.eval(…)`: a local or a method's call, `b.eval(code)`, `scope(a).eval(code)`. */
function rbBindingEvals(source: string, masked: string): AliasCall[] {
  const names = new Set<string>();
  const add = (match: RegExpExecArray) => {
    if (names.size < MAX_BINDINGS) names.add(match[1]!);
  };
  each(RB_BINDING_LOCAL, source, masked, add);
  each(RB_BINDING_DEF, source, masked, add);
  if (names.size === 0) return [];
  const found: AliasCall[] = [];
  const list = [...names].map(escaped).join('|');
  const calls = new RegExp(`(?<![\\w$.@:])(${list})(?![\\w?!])(?:[ \\t]*\\([^()\\n]{0,200}\\))?\\s{0,20}\\.\\s{0,20}eval[ \\t]*\\(`, 'g');
  countScanned(masked.length);
  let seen = 0;
  for (let match = calls.exec(masked); match && found.length < MAX_CALLS && seen < MAX_MATCHES; match = calls.exec(masked), seen++)
    found.push({ target: 'binding.eval', start: match.index, end: match.index + match[0].length });
  return found;
}

/**
 * The calls in `source` made through a local name bound to a sink (a name `isSink` accepts), each
 * with the name it stands for. `masked` is `source` with comments and strings blanked.
 */
export function aliasCalls(source: string, masked: string, family: Family, isSink: (word: string) => boolean): AliasCall[] {
  const bindings = new Map<string, Binding>();
  const add = (name: string, binding: Binding) => {
    if (bindings.size < MAX_BINDINGS && !bindings.has(name)) bindings.set(name, binding);
  };
  if (family === 'js') jsBindings(source, masked, isSink, add);
  else if (family === 'py') pyBindings(source, masked, isSink, add);
  else if (family === 'rb') rbBindings(source, masked, isSink, add);
  const found: AliasCall[] =
    family === 'js'
      ? invokedCalls(source, masked, isSink, bindings)
      : family === 'rb' && isSink('eval')
        ? rbBindingEvals(source, masked)
        : [];
  if (bindings.size === 0) return found;
  // A name bound to another alias stands for what that one stands for (`const sh = run`).
  for (const binding of bindings.values()) {
    const root = binding.target.split('.')[0]!;
    const inner = bindings.get(root);
    if (inner && inner !== binding && !binding.module) {
      binding.target = inner.module ? `${inner.target}${binding.target.slice(root.length)}` : inner.target;
      binding.extra ??= inner.extra;
    }
  }
  const names = [...bindings.keys()].map(escaped).join('|');
  const calls = new RegExp(`(?<![\\w$.])(${names})\\s*(?:\\.\\s*(?:([A-Za-z_$][\\w$]{0,60})\\s*)?)?\\(`, 'g');
  countScanned(masked.length);
  let seen = 0;
  for (let match = calls.exec(masked); match && found.length < MAX_CALLS && seen < MAX_MATCHES; match = calls.exec(masked), seen++) {
    const binding = bindings.get(match[1]!)!;
    const member = match[2];
    const end = match.index + match[0].length;
    if (binding.module) {
      if (member && member !== 'call' && isSink(member)) found.push({ target: `${binding.target}.${member}`, start: match.index, end });
    } else if (member === undefined || member === 'call') {
      // `.(` and `.call(` are Ruby's calls of a Method object; JavaScript's `run.call(this, cmd)` is an invoker (above).
      if (member === 'call' && family !== 'rb') continue;
      found.push({ target: binding.target, start: match.index, end, extra: binding.extra });
    }
  }
  return found;
}

/** What a name stands for: the sink it is bound to (`run` → `exec`, `cp.exec` → `child_process.exec`), or itself when it names a sink. */
function standsFor(name: string, bindings: ReadonlyMap<string, Binding>, isSink: (word: string) => boolean): string | undefined {
  const root = name.split('.')[0]!;
  const binding = bindings.get(root);
  if (binding) return binding.module ? `${binding.target}${name.slice(root.length)}` : root === name ? binding.target : undefined;
  return isSink(name) ? name : undefined;
}

/** Calls of a sink through an invoker (`exec.call(null, cmd)`, `run.apply(this, [cmd])`, `Reflect.apply(exec, null, [cmd])`). */
function invokedCalls(
  source: string,
  masked: string,
  isSink: (word: string) => boolean,
  bindings: ReadonlyMap<string, Binding>,
): AliasCall[] {
  const found: AliasCall[] = [];
  if (!JS_INVOKER_WORDS.test(masked)) return found;
  const push = (name: string, invoker: string, start: number, end: number, skip: number) => {
    const target = standsFor(name.replace(/\s+/g, ''), bindings, isSink);
    if (target && found.length < MAX_CALLS)
      found.push({ target, start, end, skip, list: INVOKERS[invoker.replace(/\s+/g, '')] === 'list' });
  };
  each(JS_INVOKED, source, masked, (match) => push(match[1]!, match[2]!, match.index, match.index + match[0].length, 1));
  // The arguments of `Reflect.apply(` open at its own parenthesis: the function and `this` come first.
  each(JS_INVOKER, source, masked, (match) => push(match[2]!, match[1]!, match.index, match.index + match[0].indexOf('(') + 1, 2));
  return found;
}
