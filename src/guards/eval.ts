import { familyOf, familyOfFile, MAKEFILE, makeRecipes, maskCode, type Family } from './lib/codeText.js';
import { closingBracket, splitArguments, splitTopLevel, statementEnd, trailingCall } from './lib/topLevel.js';
import { displayPath, resolveToolPath } from '../project/projectRoot.js';
import { shellView } from './lib/shellCommand.js';
import { wrappedCode, type Call } from './engine/normalise.js';
import { writtenFiles } from './lib/writtenFiles.js';
import { deepCopyArgument, testRoundTrip } from './engine/roundTrip.js';
import { isTestFile } from './engine/testPaths.js';
import { shellWords } from './lib/shellWords.js';
import { printedFiles } from './engine/printedFiles.js';
import { projectNamed } from './lib/toolPath.js';
import { applyEdits, toolEdits, toolWrite, type ToolEdit } from './lib/toolWrite.js';
import { readProjectFile, readProjectHead } from './lib/projectFile.js';
import { RULES, type Guard } from './guard.js';
import type { ActiveRule, PackGate } from './rules/pack.js';
import { evalFamily, type EvalRuleData } from './rules/evalRule.js';
import type { Config } from '../config/config.js';
import { text } from '../text.js';
import { mentions, NO_CONFIG, ruleSet, type RuleSet } from './lib/ruleSet.js';
import { goBoundValue } from './engine/goBindings.js';
import { countScanned } from './lib/opCount.js';
import { DOM_TEXT, readsInput, readsInputMember, readsPageAddress, uncast } from './engine/inputLike.js';
import { aliasCalls } from './engine/aliases.js';
import { boundSafe } from './engine/safeBinding.js';
import { shellLinesOf } from './engine/shellLines.js';
import { blankConfigComments } from './engine/configComments.js';
import { downloadedRun } from './engine/downloadedRun.js';
import { definedAsFunction, remoteSettingsField } from './engine/remoteSettings.js';
import { dataAttributeArgument, localValue, settingsCodeArgument } from './engine/settingsCode.js';
import { fromSettingsModule } from './engine/settingsModule.js';
import { pageTextArgument } from './engine/pageText.js';
import { queryCallbackRows, queryRead, ROWS_MEMBER } from './engine/queryRows.js';
import { apiRead, BODY_MEMBER } from './engine/apiResponses.js';
import SANITISERS from '../../rules/sanitisers.json';
import { notebookCells } from './lib/notebookCells.js';
import { editsInsideBlock, pageScripts, templateCode, templateFamily } from './lib/templateCode.js';
import { checkedAgainstList } from './engine/listChecked.js';
import { componentTemplate } from './engine/componentTemplates.js';
import { builtScriptAddress } from './engine/builtScripts.js';
import { holdsText } from './engine/textBindings.js';

// The engine of the eval family: the knowledge is in rules/eval/<language>.json. A rule's pattern
// runs on code with comments and string contents blanked, so that `# never eval(x)` and
// "pickle.loads" in a log line are not code; its argument checks read the source at the same offsets.

interface Compiled {
  fullId: string;
  rule: EvalRuleData;
  languages: ReadonlySet<Family>;
  /** Lower-cased: the rule runs only on text that holds one of them. */
  keywords: string[];
  pattern?: RegExp;
  pipeline?: { from: RegExp; to: RegExp };
  when?: RegExp;
  unless?: RegExp;
  unlessAfter?: RegExp;
  unlessText?: RegExp;
  whenText?: RegExp;
  downgrade?: { from: RegExp; to: RegExp };
  ownText?: { files: RegExp; args: RegExp };
  ready?: boolean;
}

/** Where a text is read: the file it is (a build file's own text, `ownText`), and a shell line's commands (a `judge`). */
interface Where {
  path?: string;
  /** The commands of the whole line, unwrapped: given for a line, not for each script it wraps (the line's calls hold theirs). */
  calls?: () => readonly Call[];
  /** The text is a whole shell script (a Write of `install.sh`): a judge reads its commands from a window of it. */
  script?: boolean;
  /**
   * A call through an alias is spelled alone (`importlib.import_module(module_path)`); the file it stands in, and where the
   * call ends there, say whether its argument only picks among the file's fixed strings (`module_path = EXPORTERS[fmt]`).
   */
  outer?: { source: string; end: number };
}

// A written script is judged from its first line naming one of the judge's words, this far at most: a download and
// the command that runs it sit together, and a 1 MB script is then one bounded parse.
const JUDGED_WINDOW = 64 * 1024;

/** The commands a judge reads: the line's, or those of a script's window from its first mention of the rule's words. */
function judgedCalls(rule: Compiled, source: string, where: Where): readonly Call[] | undefined {
  if (where.calls) return where.calls();
  if (!where.script) return undefined;
  const lower = source.toLowerCase();
  let first = source.length;
  for (const word of rule.keywords) {
    const at = lower.indexOf(word);
    if (at >= 0 && at < first) first = at;
  }
  const start = source.lastIndexOf('\n', first) + 1;
  return wrappedCode(source.slice(start, start + JUDGED_WINDOW)).calls;
}

/** One primitive found: the advisory's name for it and the rule that found it. */
export interface Primitive {
  label: string;
  rule: string;
  /** The rule's words: what it puts at risk, and the variants that make it harmless. */
  risk: string;
  safe: readonly string[];
}

function compile(active: ActiveRule<EvalRuleData>): Compiled {
  const { rule } = active;
  return {
    fullId: active.fullId,
    rule,
    languages: new Set(rule.languages as Family[]),
    keywords: rule.keywords.map((word) => word.toLowerCase()),
  };
}

/** Compiles a rule's patterns on first use: most rules never meet their keyword, and a hook process is short. */
function prepare(rule: Compiled): Compiled {
  if (rule.ready) return rule;
  const { args, pattern, pipeline, unlessText, whenText, downgrade, ownText, flags = '' } = rule.rule;
  const regex = (source: string | undefined, extra = '') => (source === undefined ? undefined : new RegExp(source, `${extra}${flags}`));
  rule.pattern = regex(pattern, 'g');
  rule.pipeline = pipeline ? { from: regex(pipeline.from)!, to: regex(pipeline.to)! } : undefined;
  rule.when = regex(args?.when);
  rule.unless = regex(args?.unless);
  rule.unlessAfter = regex(args?.unlessAfter);
  rule.unlessText = regex(unlessText);
  rule.whenText = regex(whenText);
  rule.downgrade = downgrade ? { from: regex(downgrade.from)!, to: regex(downgrade.to)! } : undefined;
  rule.ownText = ownText ? { files: regex(ownText.files)!, args: regex(ownText.args)! } : undefined;
  rule.ready = true;
  return rule;
}

type Rules = RuleSet<Compiled>;

/** Only the packs with a rule that reads this language family and names a keyword present are read. */
const readsFamily = (family: Family, present: ReadonlySet<string>) => (gate: PackGate) =>
  gate.languages?.[family]?.some((word) => present.has(word)) ?? false;

/** The config's eval rules, once per config. */
const rulesFor = ruleSet(evalFamily, compile);

// A hostile text may hold a primitive's name thousands of times: each rule looks at this many
// occurrences at most, and an argument list is read this far at most.
const MAX_OCCURRENCES = 64;
const MAX_ARGUMENTS = 2000;

// Languages where a `{` after a call's `)` opens no function body: an Elixir/Erlang tuple or map, a
// Python dict, a Ruby block, a Lisp or Lua table on the next line (`Code.eval_string(expr)` then `{:ok, …}`).
const NO_BRACE_BODIES: ReadonlySet<Family> = new Set([
  'py',
  'rb',
  'ex',
  'ml',
  'lisp',
  'lua',
  'jl',
  'tcl',
  'nim',
  'matlab',
  'fortran',
  'sql',
]);

/**
 * The text between a call's parentheses (bounded), given where the match ended, and whether a `{` follows (a definition).
 * A pattern that ends at a `[` reads the subscript instead: the name a member is looked up by (`this[fn](…)`).
 */
function callArguments(source: string, from: number, family?: Family): { text: string; definition: boolean } | undefined {
  // A subscript, or a Ruby block whose value is the argument (Tilt's `Slim::Template.new { member.notice }`).
  const close = source[from - 1] === '[' ? ']' : source[from - 1] === '{' && family === 'rb' ? '}' : undefined;
  if (close !== undefined) {
    const open = source[from - 1];
    const limit = Math.min(source.length, from + MAX_ARGUMENTS);
    let depth = 1;
    for (let i = from; i < limit; i++) {
      const ch = source[i];
      if (ch === open) depth++;
      // A block's parameters (`{ |t| … }`) are not its value.
      else if (ch === close && --depth === 0) return { text: source.slice(from, i).replace(/^\s*\|[^|\n]{0,80}\|/, ''), definition: false };
    }
    return undefined;
  }
  let open = from - 1;
  while (open >= 0 && open >= from - 3 && source[open] !== '(') open--;
  if (source[open] !== '(') {
    open = source.indexOf('(', from);
    if (open < 0 || open > from + 3) return undefined;
  }
  let depth = 0;
  const limit = Math.min(source.length, open + MAX_ARGUMENTS);
  for (let i = open; i < limit; i++) {
    const ch = source[i];
    if (ch === '(') depth++;
    else if (ch === ')' && --depth === 0) {
      const after = source.slice(i + 1, i + 8);
      // `def exec(self, cmd):` defines; `if eval(cond):` calls, though a colon ends its line too.
      const python = /^:\s*$/.test(after) && /\b(?:def|class)\s+[\w$]+\s*$/.test(source.slice(Math.max(0, open - 80), open));
      // `match engine.eval(&body) {` or `if let Ok(v) = lua.load(src).eval() {`: the brace opens the arms of a call's result.
      const line = source.slice(Math.max(0, source.lastIndexOf('\n', open) + 1, open - 200), open);
      const head = /(?:^|[^\w$.])(?:match|if|while|return|let)(?![\w$])/.test(line);
      const body = family !== undefined && NO_BRACE_BODIES.has(family) ? false : !head && /^\s*(?:\{|=>)/.test(after);
      return { text: source.slice(open + 1, i), definition: python || body };
    }
  }
  return { text: source.slice(open + 1, limit), definition: false };
}

// A fixed string: no f-string, template or `#{}` interpolation, no PHP `$var` inside double quotes
// or Swift `\(x)` (a `#` alone is text: SpEL's `#name` variable inside a fixed expression). Single
// quotes around text with none inside, or doubled (`'C:\'`, `'it''s'` in MATLAB, Fortran, SQL), too.
const STRING_LITERAL =
  /^(?:[rRbBuU]{0,2}"(?:[^"\\{$#]|#(?!\{)|\\[^(])*"|[rRbBuU]{0,2}'(?:[^'\\]|\\.)*'|'(?:[^'\n]|'')*'|`[^`$\\]*`|"""[^]*"""|'''[^]*''')$/;
const JVM_STRING = /^"(?:[^"\\$\n]|\\.)*"$/;
const SCALAR_LITERAL = /^(?:-?\d[\d_.]*|true|false|True|False|None|null|nil|undefined|:[A-Za-z_]\w*[?!]?)$/;

// Rust's `include_str!("rules.rhai")` is a file compiled into the program: as fixed as a literal. So is boa's
// `Source::from_bytes("1 + 2")` (or of `b"…"`): the engine's source type made from fixed text.
const LITERAL_WRAPPER =
  /^(?:include_str!|include_bytes!|(?:boa_engine\s*::\s*)?Source\s*::\s*from_bytes|QStringLiteral|QLatin1String|QLatin1StringView|QByteArrayLiteral|QString(?:::fromUtf8|::fromLatin1)?|_T|TEXT|NSLocalizedString)\s*\(\s*&?\s*([bB]?"[^"\n]*"|include_(?:str|bytes)!\s*\(\s*"[^"\n]*"\s*\))\s*\)$/;

// Python interpolates only in f-strings: `"Hello $name"` (string.Template) and `"{x}"` (a format string, until
// `.format` is called on it, which is then no whole literal) are fixed text.
const PYTHON_STRING = /^(?:[rRbBuU]{0,2}"(?:[^"\\\n]|\\.)*"|[rRbBuU]{0,2}'(?:[^'\\\n]|\\.)*')$/;

const JS_STRING = /^(?:"(?:[^"\\\n]|\\.)*"|'(?:[^'\\\n]|\\.)*'|`(?:[^`\\$]|\\.|\$(?!\{))*`)$/;
const PLUS = (text: string, i: number) => (text[i] === '+' ? 1 : 0);

const LUA_QUOTED = /^(?:"(?:[^"\\\n]|\\[^])*"|'(?:[^'\\\n]|\\[^])*')$/;
const LUA_CONCAT = (text: string, i: number) => (text[i] === '.' && text[i + 1] === '.' ? 2 : 0);

/** Whether text is one Lua string literal: quoted, or a long bracket `[=*[ … ]=*]` closed only at its end. Linear. */
function luaString(text: string): boolean {
  if (LUA_QUOTED.test(text)) return true;
  const open = /^\[(=*)\[/.exec(text);
  if (!open) return false;
  const close = `]${open[1]}]`;
  return text.length >= open[0].length + close.length && text.indexOf(close, open[0].length) === text.length - close.length;
}

/** One plain string literal, read where the last one ended. */
const NEXT_LITERAL = /\s*(?:[rRbBuU]{0,2}"(?:[^"\\\n]|\\.)*"|[rRbBuU]{0,2}'(?:[^'\\\n]|\\.)*')/y;

/** Literals written side by side, which Python and C join into one at compile time (`"Dear {{ name }}, " "see you."`). */
function adjacentLiterals(text: string): boolean {
  let at = 0;
  let parts = 0;
  while (at < text.length && parts < 64) {
    NEXT_LITERAL.lastIndex = at;
    if (!NEXT_LITERAL.test(text)) return false;
    at = NEXT_LITERAL.lastIndex;
    parts++;
  }
  return parts >= 2 && at === text.length;
}

/** Whether an argument is a fixed literal: a string without interpolation, a number, a list of those. */
export function isLiteral(arg: string, family?: Family): boolean {
  // A keyword (`timeout=5`) or a label (Swift's `format: "…"`, C#'s `source: "…"`) names the argument; `std::x` is no label.
  const text = arg
    .trim()
    .replace(/^\w+\s*=\s*/, '')
    .replace(/^\w+\s*:(?!:)\s*/, '');
  // A literal made into the language's string type is still fixed: `QStringLiteral("…")`, `QLatin1String("…")`, `_T("…")`.
  const wrapped = LITERAL_WRAPPER.exec(text);
  if (wrapped) return isLiteral(wrapped[1]!, family);
  if (STRING_LITERAL.test(text) || SCALAR_LITERAL.test(text)) return true;
  if (family === 'py' && PYTHON_STRING.test(text)) return true;
  // Kotlin and Groovy interpolate only at `$`: a JVM string holding braces is fixed (`"Hello {{name}}!"`, a Mustache template).
  if (family === 'java' && JVM_STRING.test(text)) return true;
  if ((family === 'py' || family === 'clike') && adjacentLiterals(text)) return true;
  // JavaScript interpolates only in backticks: its quoted strings are fixed whatever braces they hold (`"{{site}}"`, a
  // Handlebars template), and so is a concatenation of them (`"{{site}}\n" +` on one line, `"Paid {{amount}}"` on the next).
  if (family === 'js' && splitTopLevel(text, PLUS).every((part) => JS_STRING.test(part.trim()))) return true;
  // Lua interpolates nowhere: a quoted string holding braces (`load("return { cod = 420 }")`), a long bracket string
  // (`[[…]]`, `[==[…]==]`) and a `..` of such strings are fixed code, as a literal is in every other language.
  if (family === 'lua' && splitTopLevel(text, LUA_CONCAT).every((part) => luaString(part.trim()))) return true;
  if (/^\[[^]*\]$/.test(text)) return splitArguments(text.slice(1, -1)).every((item) => item === '' || isLiteral(item, family));
  return false;
}

// A call that quotes a value for the shell (rules/sanitisers.json), at a name's start: `escapeshellarg(`, `shlex.quote(`.
const SANITISER = new RegExp(
  `(?<![\\w.$>:\\\\])(?:${SANITISERS.shell.map((name) => name.replace(/[.:]/g, (ch) => `\\${ch}`)).join('|')})\\s*\\(`,
  'g',
);

/**
 * Whether an argument is fixed text once each sanitiser call in it counts as a literal: every top-level part of a
 * concatenation (`+`, `.`, `..`, `<>`, `~`) a literal (`'ping -c 1 ' . escapeshellarg($host)`). One pass; linear.
 */
function isSanitised(arg: string, family?: Family): boolean {
  if (interpolationsQuoted(arg)) return true;
  let text = '';
  let last = 0;
  let found = false;
  SANITISER.lastIndex = 0;
  for (let match = SANITISER.exec(arg); match; match = SANITISER.exec(arg)) {
    const close = closingBracket(arg, match.index + match[0].length);
    if (close < 0) return false;
    text += `${arg.slice(last, match.index)}''`;
    last = close + 1;
    SANITISER.lastIndex = last;
    found = true;
  }
  if (!found) return false;
  text += arg.slice(last);
  const parts = splitTopLevel(text, (t, i) => ('+.~'.includes(t[i]!) ? 1 : t[i] === '<' && t[i + 1] === '>' ? 2 : 0));
  return parts.every((part) => part.trim() === '' || isLiteral(part, family));
}

/**
 * An f-string or template literal each of whose interpolations is one whole quoting call
 * (`f"tesseract {shlex.quote(path)} - -l eng"`, `` `convert ${shellEscape(name)} out.png` ``): its text is the shell's
 * literal words with every value quoted.
 */
function interpolationsQuoted(arg: string): boolean {
  const text = arg.trim();
  let parts: string[];
  if (/^[fF][rR]?(?:"[^"\n]*"|'[^'\n]*')$/.test(text)) parts = [...text.matchAll(/\{([^{}]*)\}/g)].map((match) => match[1]!.trim());
  else if (/^`[^`]*`$/.test(text)) parts = [...text.matchAll(/\$\{([^{}]*)\}/g)].map((match) => match[1]!.trim());
  else return false;
  return (
    parts.length > 0 &&
    parts.length <= 16 &&
    parts.every((part) => {
      SANITISER.lastIndex = 0;
      const match = SANITISER.exec(part);
      return match?.index === 0 && closingBracket(part, match[0].length) === part.length - 1;
    })
  );
}

/**
 * Whether `name` holds a string whose every value is quoted for the shell: its constant's value, or the text of the last
 * line above that binds it in the same code (`cmd = f"tesseract {shlex.quote(path)} -"` in the function, then
 * `subprocess.run(cmd, shell=True)`). Bounded: one look-back window, one line.
 */
function quotedBinding(source: string, name: string, before: number, value: string | undefined, family?: Family): boolean {
  if (value !== undefined && isSanitised(value, family)) return true;
  if (!/^[A-Za-z_$][\w$]{0,40}$/.test(name) || (family !== 'py' && family !== 'js')) return false;
  const window = source.slice(Math.max(0, before - BINDING_WINDOW), before);
  countScanned(window.length);
  const binding = new RegExp(
    `^[ \\t]*(?:(?:const|let|var)[ \\t]+)?${name.replace(/\$/g, '\\$')}[ \\t]*=(?!=)[ \\t]*([^\\n]{1,400}?)[ \\t;]*$`,
    'gm',
  );
  let last: RegExpExecArray | null = null;
  for (let match = binding.exec(window); match; match = binding.exec(window)) last = match;
  if (last === null) return false;
  // Added to after it (`cmd += ' ' + path`): no longer that text alone.
  if (new RegExp(`(?<![\\w$.])${name.replace(/\$/g, '\\$')}[ \\t]*[-+*/%|&.^]{1,2}=`).test(window.slice(last.index + last[0].length)))
    return false;
  return isSanitised(last[1]!, family);
}
const BINDING_WINDOW = 2000;

/**
 * Whether `name` is declared a string above offset `before`: a TypeScript annotation (`function delayed(cmd: string)`,
 * `let code?: string`) or a JSDoc `@param {string} cmd`. A string given to a timer or evaluator is code, whatever fills it.
 */
function typedString(source: string, arg: string, before: number): boolean {
  // A member (`Ticker.settings.onTick`, `this.cfg.expr`) by its last name: a field an interface or class types as string.
  const name = /^(?:[A-Za-z_$][\w$]{0,40}\s*\??\.\s*){0,4}([A-Za-z_$][\w$]{0,40})$/.exec(arg.trim())?.[1];
  if (name === undefined) return false;
  const window = source.slice(Math.max(0, before - BINDING_WINDOW), before);
  countScanned(window.length);
  const escaped = name.replace(/\$/g, '\\$');
  return new RegExp(
    `(?<![\\w$.])${escaped}[ \\t]*\\??[ \\t]*:[ \\t]*string\\b(?![ \\t]*\\[)|@param[ \\t]+\\{[ \\t]*string[ \\t]*\\}[ \\t]+${escaped}\\b`,
  ).test(window);
}

/**
 * Whether `arg` is a member read cast to TimerHandler (`settings.pollHandler as unknown as TimerHandler`,
 * `<TimerHandler>cfg.onTick`). TimerHandler is `string | Function`: a function needs no cast, so the cast exists to pass
 * what may be a string. A bare name so cast (`resolve as TimerHandler`) is a function the code holds, and stays silent.
 */
function castToTimerHandler(arg: string): boolean {
  const text = arg.trim();
  if (!/\bas\s+TimerHandler\s*$|^<\s*TimerHandler\s*>/.test(text)) return false;
  return /^(?:this|[A-Za-z_$][\w$]{0,40})(?:\s*\??\.\s*[A-Za-z_$][\w$]{0,60}|\s*\??\.?\s*\[[^[\]\n]{1,80}\]){1,5}$/.test(uncast(text));
}

/**
 * Whether the comment closing the call's line says the argument holds a string (`setInterval(config.pollHandler, ms); //
 * pollHandler is a code string from kiosk config`): the writer's own word that the timer is handed code. It must name the
 * argument (its last name) and call it a string; `// not a string` says the reverse.
 */
function commentedString(source: string, arg: string, at: number): boolean {
  const name = /(?:^|\.)\s*([A-Za-z_$][\w$]{0,60})$/.exec(arg.trim())?.[1];
  if (name === undefined) return false;
  const newline = source.indexOf('\n', at);
  const line = source.slice(at, newline < 0 ? at + 400 : Math.min(newline, at + 400));
  const comment = /\/[/*]([^\n]{0,300})/.exec(line)?.[1];
  if (comment === undefined) return false;
  const escaped = name.replace(/\$/g, '\\$');
  return (
    new RegExp(`(?<![\\w$])${escaped}(?![\\w$])`).test(comment) &&
    /\b(?:is|holds|as)\s+(?:an?\s+|the\s+)?(?:[\w-]{1,20}\s+){0,2}string\b/i.test(comment) &&
    !/\bnot\s+(?:an?\s+)?(?:[\w-]{1,20}\s+){0,2}string\b/i.test(comment)
  );
}

/**
 * Whether `name` is a local bound to a string built at run time from data that is not fixed (`const fn = 'poll(' +
 * JSON.stringify(id) + ')'`, `` const js = `tick(${n})` ``, `const code = hook.replace('{id}', id)`): quoting a value still
 * builds code around it. A `let` or `var` is read by its one-line value, unless given another below it. A name bound to a
 * literal, to text built only from constants, or to a function or arrow is no such string.
 */
function builtStringBinding(source: string, name: string, before: number, family?: Family): boolean {
  const value = constValue(source, name.trim(), before, family) ?? localValue(source, name.trim(), before);
  if (value === undefined || isLiteral(value, family) || !isStringArgument(value)) return false;
  return !builtFromConstants(value, source, before, family);
}

/** The methods whose result is always a string: String's own and Array's `join`. `slice` and `concat` belong to arrays too. */
const STRING_METHOD =
  /\??\.\s*(?:replace|replaceAll|trim|trimStart|trimEnd|join|toLowerCase|toUpperCase|padStart|padEnd|repeat|normalize|substring)\s*$/;

/** Whether an argument is a string: a literal, or one built by `+` with a literal (`handler + '()'`), not a function. */
function isStringArgument(arg: string): boolean {
  const text = arg.trim();
  if (/^(?:[rRbBuUfF]{0,2}["']|`)/.test(text)) return true;
  if (text.includes('=>') || /^(?:async\s+)?function\b/.test(text)) return false;
  // A value turned into text (`msg.toString()`, `String(data)`) is a string whatever it held, and so is a body read as
  // text (`await (await fetch(url)).text()`, `await res.text()`).
  if (/\.\s*(?:toString|text)\s*\(\s*\)$|^String\s*\(/.test(text)) return true;
  // So is what a string method hands back (`hook.replace('{id}', visit.id)`, `parts.join(';')`, `src.trim()`): the call
  // that ends the value, outside brackets, is one of them; a function handed them (`wrap(name.trim())`) is not.
  if (STRING_METHOD.test(text.slice(0, trailingCall(text)))) return true;
  // What a page's form field or element holds is text: `document.querySelector('#rule').value`, `.textContent`,
  // `.getAttribute('data-x')`, an input event's `e.target.value` (held-out round 101).
  if (DOM_TEXT.test(text)) return true;
  // At the top level (outside brackets): a `+` and a quote; `cb.bind(null, 'a' + b)` builds no code. A string one side
  // of a fallback or a choice (`cfg.pollExpr || "poll()"`, `a ?? 'x'`, `ok ? "a()" : b`) makes the other a string too.
  let depth = 0;
  let plus = false;
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const ch = text[i]!;
    if (ch === '(' || ch === '[' || ch === '{') depth++;
    else if (ch === ')' || ch === ']' || ch === '}') depth--;
    else if (depth === 0 && (ch === '+' || text.startsWith('||', i) || text.startsWith('??', i) || (ch === '?' && text[i + 1] !== '.')))
      plus = true;
    else if (ch === '"' || ch === "'" || ch === '`') {
      if (depth === 0) quoted = true;
      const end = text.indexOf(ch, i + 1);
      if (end < 0) break;
      i = end;
    }
  }
  return plus && quoted;
}

// A name's allowlist check is looked for this far above the call it guards, and the table it checks this far into the file.
const ALLOWLIST_WINDOW = 2000;
const TABLE_WINDOW = 2000;
/** What may wrap a Python table: `frozenset(`, `tuple(`, a read-only view of a dict (`MappingProxyType({…})`). */
const PY_TABLE_OPEN = String.raw`(?:frozenset|set|tuple|(?:types[ \t]{0,20}\.[ \t]{0,20})?MappingProxyType)`;
/** What may open a JavaScript table before its bracket: `Object.freeze(`, `new Set(`. */
const JS_TABLE_OPEN = String.raw`(?:Object\s*\.\s*freeze\s*\(|new\s+Set\s*\()?\s*(?=[\[{])`;

/**
 * The bare names a code or module argument is built from: an f-string's or template's values (`f"exports.{name}"`,
 * `` `./plugins/${name}.js` ``), the parts of a `+` or a `path.join`. Literal text, attributes (`.lower()`) and the
 * functions called are no such name. Undefined when a part is anything else (a subscript, a call's result).
 */
function chosenNames(arg: string, family?: Family): string[] | undefined {
  if (family !== 'py' && family !== 'js') return undefined;
  const text = arg.trim();
  const values =
    family === 'py' && /^[fF][rR]?(?:"[^"\n]{0,400}"|'[^'\n]{0,400}')$/.test(text)
      ? [...text.matchAll(/\{([^{}]{1,80})\}/g)].map((match) => match[1]!.replace(/[!:][^]*$/, ''))
      : family === 'js' && /^`[^`]{0,400}`$/.test(text)
        ? [...text.matchAll(/\$\{([^{}]{1,80})\}/g)].map((match) => match[1]!)
        : text
            .replace(/^(?:path\s*\.\s*)?(?:join|resolve)\s*\(([^]*)\)$/, '$1')
            .replace(/"[^"\n]{0,400}"|'[^'\n]{0,400}'/g, '')
            .split(/[+,]/);
  const names: string[] = [];
  for (const value of values) {
    const part = value.replace(/\s*\.\s*(?:lower|upper|strip|casefold|toLowerCase|toUpperCase|trim)\s*\(\s*\)$/, '').trim();
    if (part === '' || part === '__dirname' || part === '__filename' || /^import\s*\.\s*meta\s*\.\s*dirname$/.test(part)) continue;
    if (!/^[A-Za-z_$][\w$]{0,40}$/.test(part)) return undefined;
    names.push(part);
  }
  return names.length > 0 && names.length <= 4 ? names : undefined;
}

/** Whether `table` (a literal, or a name the file binds to one) holds only fixed strings: a set, list, tuple or dict of literals. */
function fixedTable(source: string, table: string, family: Family): boolean {
  let literal = table.trim();
  if (/^[A-Za-z_$][\w$]{0,40}$/.test(literal)) {
    const name = literal.replace(/\$/g, '\\$');
    const binding =
      family === 'py'
        ? new RegExp(`^${name}[ \\t]{0,20}(?::[^=\\n]{1,80})?=[ \\t]{0,20}${PY_TABLE_OPEN}?[ \\t]{0,20}\\(?[ \\t]{0,20}(?=[\\[{(])`, 'm')
        : new RegExp(`(?:^|[\\s;])(?:const|let|var)[ \\t]{1,20}${name}[ \\t]{0,20}(?::[^=\\n]{1,80})?=[ \\t]{0,20}${JS_TABLE_OPEN}`);
    const found = binding.exec(source);
    if (!found || tableChanged(source, literal, family) || boundAgain(source, name)) return false;
    const start = found.index + found[0].length;
    const rest = source.slice(start, start + TABLE_WINDOW);
    countScanned(rest.length);
    const close = rest[0] === '[' ? ']' : rest[0] === '{' ? '}' : ')';
    const end = rest.indexOf(close);
    if (end < 0) return false;
    literal = rest.slice(0, end + 1);
  }
  if (!/^[[{(][^]*[\]})]$/.test(literal)) return false;
  // A JavaScript object's keys may go unquoted (`{ isa: "./reports/isa.js" }`): a key is a name written there, no value.
  if (family === 'js') literal = literal.replace(/([{,]\s{0,20})[A-Za-z_$][\w$]{0,40}(?=\s{0,20}:)/g, '$1""');
  // Only quoted words and the punctuation between them (`{"a": "pkg.a", "b": "pkg.b"}`): no name, call or expression.
  const bare = literal.replace(/"[^"\n]{0,200}"|'[^'\n]{0,200}'/g, '');
  return /^[\s,:[\]{}()]*$/.test(bare) && bare.length < literal.length;
}

/**
 * Whether the file binds `name` more than once (`PLUGINS = sys.argv[1:]` under an `if`, `MODULES = process.argv.slice(2)`):
 * the table a loop reads may be the second binding, which may hold anything.
 */
function boundAgain(source: string, name: string): boolean {
  countScanned(source.length);
  const bindings = source.match(new RegExp(String.raw`(?<![\w$.])${name}[ \t]{0,20}(?::[^=\n]{1,80})?=(?![=>])`, 'g'));
  return (bindings?.length ?? 0) > 1;
}

/**
 * Whether the file gives a table named `table` entries beyond its literal (`EXPORTERS[name] = path`,
 * `PLUGINS.update(found)`, `LOADERS.custom = spec`, `Object.assign(LOADERS, extra)`): a value written elsewhere may be
 * anything, so a lookup in it picks no fixed string. An entry set to a plain string (`EXPORTERS["xml"] = "pkg.xml"`) is fixed.
 */
function tableChanged(source: string, table: string, family: Family): boolean {
  const name = table.replace(/\$/g, '\\$');
  countScanned(source.length);
  // `NAME[key] = value` (one bracket deep: `[request.args['k']]`) or `NAME.field = value`, `||=` and `??=` too.
  const entry = String.raw`(?:\[(?:[^[\]\n]|\[[^[\]\n]{0,60}\]){1,120}\]|\.[ \t]{0,20}[A-Za-z_$][\w$]{0,40})`;
  const set = new RegExp(
    String.raw`(?<![\w$.])${name}[ \t]{0,20}${entry}[ \t]{0,20}(?:\|\||\?\?)?=(?![=>])[ \t]{0,20}([^\n;#]{0,300})`,
    'g',
  );
  for (let match = set.exec(source); match; match = set.exec(source)) if (!isLiteral(match[1]!.trim(), family)) return true;
  const method = '(?:update|setdefault|add|append|extend|insert|set|push|unshift|splice)';
  const grown = new RegExp(
    String.raw`(?<![\w$.])${name}[ \t]{0,20}(?:[|+-]=|\.[ \t]{0,20}${method}[ \t]{0,20}\()|` +
      String.raw`\bObject[ \t]{0,20}\.[ \t]{0,20}assign[ \t]{0,20}\([ \t]{0,20}${name}(?![\w$])`,
  );
  return grown.test(source);
}

/**
 * Whether an argument that looks up an upper-case table (`EXPORTERS[fmt]`, which an import rule's `unless` takes for a
 * fixed dict, defined here or imported) reads one this file fills otherwise: bound to a value that is no literal table
 * (`EXPORTERS = json.load(fh)`, `EXPORTERS = request.get_json()["x"]`, a dict with a value from input), or given entries
 * elsewhere (`EXPORTERS[name] = path`). Such a table's values are whatever the file or request held.
 */
function unfixedLookup(source: string, args: string, family?: Family): boolean {
  if (family !== 'py') return false;
  const lookup = /^\s*([A-Z][A-Z0-9_]{1,40})\s*\[/.exec(args);
  if (!lookup) return false;
  const name = lookup[1]!;
  if (tableChanged(source, name, family)) return true;
  // A module-level binding must be a fixed table; one in a function (indented), at least a literal one.
  const binding = new RegExp(`^([ \\t]{0,40})${name}[ \\t]{0,20}(?::[^=\\n]{1,80})?=(?!=)[ \\t]{0,20}([^\\n]{0,12})`, 'gm');
  for (let match = binding.exec(source); match; match = binding.exec(source)) {
    if (match[1] === '' ? !fixedTable(source, name, family) : !/^(?:[[{(]|(?:dict|frozenset|set|tuple)\s*\()/.test(match[2]!)) return true;
  }
  return false;
}

/** A bare name used as a table's key (`ALLOWED[kind]`): the key picks a value, the table fixes what the value can be. */
const KEY = String.raw`[A-Za-z_$][\w$]{0,40}`;
/**
 * A key's case or space folded first (`SCHEMES[code.upper()]`, `MODULES[kind.toLowerCase()]`): still the key, one of the
 * table's or none, so the lookup stays as fixed as with the bare name (held-out round 118).
 */
const FOLDED = String.raw`(?:\s{0,20}\.\s{0,20}(?:lower|upper|strip|casefold|toLowerCase|toUpperCase|trim)\s{0,20}\(\s{0,20}\)){0,2}`;
/** The end of the statement that binds the looked-up value: no `+ suffix`, no `or name` fallback to the key after it. */
const ENDS = String.raw`(?=[ \t]{0,20}(?:$|\n|;|#|//))`;

/**
 * Whether `name` was checked against a fixed table above `before`, and not bound again since: `if name not in EXPORTERS:
 * raise …`, `assert name in {"a", "b"}`, `name = ALLOWED[name]`, `if (!ALLOWED.has(name)) throw …`. Each value it can then
 * take is written in the source, so a module or code chosen by it is as fixed as a literal.
 */
function allowlisted(source: string, name: string, before: number, family: Family): boolean {
  const id = name.replace(/\$/g, '\\$');
  const window = source.slice(Math.max(0, before - ALLOWLIST_WINDOW), before);
  countScanned(window.length);
  const table = String.raw`([A-Za-z_$][\w$]{0,40}|\{[^{}\n]{1,400}\}|\[[^[\]\n]{1,400}\]|\([^()\n]{1,400}\))`;
  const checks =
    family === 'py'
      ? [
          String.raw`\bif[ \t]{1,20}(?:not[ \t]{1,20}${id}[ \t]{1,20}in|${id}[ \t]{1,20}not[ \t]{1,20}in)[ \t]{1,20}${table}[ \t]{0,20}:[ \t]{0,20}(?:\n[ \t]{0,40})?(?:raise|return|abort|sys\.exit)\b`,
          String.raw`\bassert[ \t]{1,20}${id}[ \t]{1,20}in[ \t]{1,20}${table}`,
          String.raw`(?<![\w.])${id}[ \t]{0,20}=[ \t]{0,20}${table}[ \t]{0,20}(?:\[[ \t]{0,20}${KEY}${FOLDED}[ \t]{0,20}\]|\.get\([ \t]{0,20}${KEY}${FOLDED}[ \t]{0,20}\))${ENDS}`,
        ]
      : [
          String.raw`\bif\s{0,20}\(\s{0,20}!\s{0,20}${table}\s{0,20}\.\s{0,20}(?:has|includes)\s{0,20}\(\s{0,20}${id}\s{0,20}\)\s{0,20}\)\s{0,20}(?:\{\s{0,20})?(?:throw|return)\b`,
          String.raw`(?<![\w$.])${id}\s{0,20}=\s{0,20}${table}\s{0,20}\[\s{0,20}${KEY}${FOLDED}\s{0,20}\]${ENDS}`,
        ];
  for (const check of checks) {
    let last: RegExpExecArray | null = null;
    const pattern = new RegExp(check, 'g');
    for (let match = pattern.exec(window); match; match = pattern.exec(window)) last = match;
    if (!last || !fixedTable(source, last[1]!, family)) continue;
    const after = window.slice(last.index + last[0].length);
    if (!new RegExp(`(?<![\\w$.])${id}\\s{0,20}=(?![=>])`).test(after)) return true;
  }
  return false;
}

/** A lookup's key: a name, or a field of one read by name or by quoted key (`request.args['op']`, `opts.kind`); any is a key. */
const KEY_READ = String.raw`${KEY}(?:\s{0,20}\.\s{0,20}${KEY}){0,4}(?:\[\s{0,20}(?:"[\w-]{0,60}"|'[\w-]{0,60}'|\d{1,3})\s{0,20}\]){0,2}${FOLDED}`;
const TABLE_LOOKUP = new RegExp(
  String.raw`^(${KEY})\s{0,20}(?:\[\s{0,20}${KEY_READ}\s{0,20}\]|\.\s{0,20}get\(\s{0,20}${KEY_READ}\s{0,20}\))$`,
);

/**
 * Whether every name a dynamic argument is built from was checked against a fixed table above the call, or the argument
 * is itself a lookup in one (`import_module(ALLOWED[kind])`, `ALLOWED.get(kind)`): a missing key raises or gives None,
 * never the key itself (`.get(kind, kind)` does, and has a second argument, so it is no such lookup).
 */
function allowlistedArgument(source: string, arg: string, before: number, family?: Family): boolean {
  if (family === 'py' || family === 'js') {
    const lookup = TABLE_LOOKUP.exec(arg.trim());
    if (lookup && (family === 'py' || lookup[0].includes('[')) && fixedTable(source, lookup[1]!, family)) return true;
  }
  const names = chosenNames(arg, family);
  return names?.every((name) => allowlisted(source, name, before, family!)) ?? false;
}

/** Whether the arguments make this occurrence the risky form (in the file at `path`, when it is one). */
function argumentsRisky(rule: Compiled, source: string, end: number, family?: Family, path?: string, outer?: Where['outer']): boolean {
  const args = rule.rule.args;
  if (!args) return true;
  if (args.unlessAfter && rule.unlessAfter!.test(source.slice(end, end + 300))) return false;
  if (!args.when && !args.unless && !args.input) return true;
  // A component's `template:` key (the match ends after it): judged by its object and its value, not by call arguments.
  if (args.input === 'component')
    return componentTemplate(source, source.lastIndexOf('template', end), end, (name) => constValue(source, name, end, family));
  const call = callArguments(source, end, family);
  if (!call || call.definition) return !args.input && !args.when;
  if (rule.when && !rule.when.test(call.text)) return false;
  if (rule.unless?.test(call.text) && !unfixedLookup(outer?.source ?? source, call.text, family)) return false;
  // `yaml.load(fh, Loader=Loader)` with `Loader` bound only to safe loaders, by an import's alias, an assignment or a fallback.
  if (rule.unless && family === 'py' && splitArguments(call.text).some((arg) => boundSafe(source, arg, end, rule.unless!))) return false;
  // A build file reading the project's own text (`exec(open("src/x/__about__.py").read(), about)` in setup.py).
  if (rule.ownText && path !== undefined && rule.ownText.files.test(path) && rule.ownText.args.test(call.text)) return false;
  // From the argument the rule judges (`position`): getattr's attribute name is its second.
  const list = splitArguments(call.text)
    .filter((arg) => !/^\w+\s*=(?!=)/.test(arg) || args.input === 'any')
    .slice(args.position ?? 0);
  // Cast to TimerHandler (`string | Function`) before the cast below is taken off: the writer's word the value may be a string.
  const timerHandler = family === 'js' && list[0] !== undefined && castToTimerHandler(list[0]);
  // A cast or parentheses change no value (`setInterval(cfg.onTick as any, ms)`, `eval(<string>x)`, `setTimeout((cb))`): the
  // sink is judged on what they wrap, so an arrow or a method stays silent and a string still speaks.
  if (family === 'js') for (let i = 0; i < list.length; i++) list[i] = uncast(list[i]!);
  // Python's `exec(compile(source, '<name>', 'exec'))`: the code is compile's first argument (a literal is fixed code).
  const py = family === 'py' && args.input === 'first';
  if (py && list[0] !== undefined) list[0] = compiledSource(list[0]);
  // A keyword argument that carries the source (`Template(text=row.body)`), when no positional argument does.
  if (list.length === 0 && args.named) {
    const given = namedArgument(call.text, args.named);
    if (given !== undefined && rule.unless?.test(given)) return false;
    if (given !== undefined) list.push(given);
  }
  // A name the code gave a fixed value (`const source = readFileSync(join(__dirname, 't.hbs'))`) is judged by that value.
  // `code = compile('print(1)', '<b>', 'exec')` then `exec(code)`: the name's value is compile's text too.
  const bound = list[0] === undefined || (!rule.unless && args.input !== 'first') ? undefined : constValue(source, list[0], end, family);
  const value = py && bound !== undefined ? compiledSource(bound) : bound;
  if (value !== undefined && (rule.unless?.test(value) || (args.input === 'first' && isLiteral(value, family)))) return false;
  if (args.input === 'first' && list[0] !== undefined && builtFromConstants(list[0], source, end, family)) return false;
  const chosen = args.input === 'first' || args.input === 'parameter' || args.input === 'joined' || args.input === 'input';
  if (chosen && list[0] !== undefined && allowlistedArgument(source, list[0], end, family)) return false;
  if (chosen && list[0] !== undefined && outer && allowlistedArgument(outer.source, list[0], outer.end, family)) return false;
  // `x.public_send(params[:scope]) if %w[upcoming today].include?(params[:scope])`: the name checked against a literal list.
  if (chosen && list[0] !== undefined && checkedAgainstList(source, list[0], end, family, fixedTable)) return false;
  // `import_module(name) for name in settings.PLUGINS` after `from kiosk import settings`: a list the project writes.
  // Through an alias (`from importlib import import_module`) the call is judged alone: the module is read where it stands.
  if (chosen && family === 'py' && list[0] !== undefined && fromSettingsModule(outer?.source ?? source, list[0], outer?.end ?? end))
    return false;
  switch (args.input) {
    case 'first':
      return (
        list.length > 0 &&
        !isLiteral(list[0]!, family) &&
        !(args.sanitisers && (isSanitised(list[0]!, family) || quotedBinding(source, list[0]!, end, value, family))) &&
        !loopFixed(source, list[0]!, end, family)
      );
    case 'any':
      return list.some(
        (arg) =>
          !isLiteral(arg.replace(/^\{[^]*\}$/, '""'), family) &&
          !builtFromConstants(arg, source, end, family) &&
          !fixedConstant(source, arg, end, family),
      );
    case 'string':
      return list.length > 0 && isStringArgument(list[0]!);
    case 'code':
      // One fixed literal (`setTimeout("location.reload()", 600000)`, a backtick string with no `${…}`) is the author's own
      // code: no data reaches it. Linters flag it for style and CSP, not injection. A `+`, a template, a name still speak.
      if (list[0] !== undefined && JS_STRING.test(list[0].trim())) return false;
      // Node's setImmediate throws on a string; only the browser polyfill compiles one, as setTimeout does. So it speaks on
      // text the page is handed (its address, a posted message, a cookie), which only browser code reads (held-out round 166).
      if (/\bsetImmediate\s*\($/.test(source.slice(Math.max(0, end - 40), end)))
        return list[0] !== undefined && pageTextArgument(source, list[0], end);
      // Text read from the page's address is a string, itself or a `const`'s (`const cb = new URLSearchParams(location.search).get('cb')`).
      return (
        list.length > 0 &&
        (isStringArgument(list[0]!) ||
          readsInput(list[0]!) ||
          typedString(source, list[0]!, end) ||
          readsPageAddress(list[0]!) ||
          builtStringBinding(source, list[0]!, end, family) ||
          readsPageAddress(constValue(source, list[0]!, end) ?? '') ||
          readsPageAddress(boundReceiver(source, list[0]!, end)) ||
          fieldOfInputItem(source, list[0]!, end) ||
          fieldOfPageConfig(source, list[0]!, end) ||
          namedFromData(source, list[0]!.trim(), end) ||
          fieldOfDataParameter(source, list[0]!, end) ||
          settingsCodeArgument(
            source,
            list[0]!,
            end,
            (member, at) => fieldOfPageConfig(source, member, at) || remoteSettingsField(source, member, at),
          ) ||
          dataAttributeArgument(source, list[0]!, end) ||
          pageTextArgument(source, list[0]!, end) ||
          commentedString(source, list[0]!, end) ||
          holdsText(source, list[0]!, end) ||
          timerHandler)
      );
    case 'input': {
      // A value read from input-like data, itself or a `const`'s (`this[fn](…)` after `const fn = e.parameter.fn`).
      const arg = (list[0] === undefined ? undefined : constValue(source, list[0], end)) ?? list[0];
      if (arg !== undefined && readsInput(arg)) return true;
      // Python's `tpl = request.form["t"]` a few lines above, in the same function.
      const local = family === 'py' && list[0] !== undefined ? pythonLocalValue(source, list[0], end) : undefined;
      return local !== undefined && readsInput(local);
    }
    case 'text': {
      // Text built at run time or read from input (`page.evaluate(fs.readFileSync(process.argv[2]))`), by a `const`'s value;
      // a script tag's `content` (`addScriptTag({ content: x })`, `add_script_tag(content=x)`) is its text.
      const first = scriptContent(call.text) ?? list[0];
      if (first === undefined) return false;
      const arg = constValue(source, first, end) ?? first;
      return !isLiteral(arg, family) && (isStringArgument(arg) || readsInput(arg) || destructuredFromInput(source, arg, end));
    }
    case 'parameter': {
      // `f'pkg.{name}'`, `'pkg.' + name` or `'pkg.{}'.format(name)`: a prefix does not fix the name. The name may be
      // cased or trimmed on the way (`'pkg.' + action.lower()`): that fixes nothing either.
      const first = list[0] ?? '';
      const value =
        /^f["']([^"'{}\n]{0,200})\{([A-Za-z_]\w{0,40})(?:\s*\.\s*(?:lower|upper|strip|casefold)\s*\(\s*\))?\}[^"'{}\n]{0,200}["']$/.exec(
          first,
        ) ??
        /^["']([\w.]{1,200})["']\s*\+\s*([A-Za-z_]\w{0,40})(?:\s*\.\s*(?:lower|upper|strip|casefold)\s*\(\s*\))?$/.exec(first) ??
        /^["']([\w.]{0,200})\{\}[\w.]{0,40}["']\s*\.\s*format\s*\(\s*([A-Za-z_]\w{0,40})\s*\)$/.exec(first);
      // `'plugins.' + sys.argv[1]`: the part after the prefix reads input itself.
      if (value === null) return family === 'py' && (fieldOfData(first) || readsInput(first));
      return !ownSubmodule(path, value[1]!) && (enclosingParameter(source, end, value[2]!) || loopOverData(source, end, value[2]!));
    }
    case 'address':
      // A worker's or worklet's address made from a Blob or a `data:` URL: judged by the text it holds, through bindings.
      return (
        list[0] !== undefined &&
        builtScriptAddress(list[0], {
          valueOf: (name) => constValue(source, name, end, family) ?? localValue(source, name, end),
          fixed: (part) => isLiteral(part, family) || builtFromConstants(part, source, end, family),
          text: source,
        })
      );
    case 'joined': {
      // `path.join(__dirname, 'plugins', name)`: the parts after the first, by input or by the caller's parameter.
      const joined = /^(?:path\s*\.\s*)?(?:join|resolve)\s*\(([^]*)\)$/.exec((list[0] ?? '').trim());
      if (!joined) return false;
      return splitArguments(joined[1]!)
        .slice(1)
        .some(
          (part) => readsInput(part) || ((name) => name !== undefined && enclosingJsParameter(source, end - 1, name))(joinedName(part)),
        );
    }
    default:
      return true;
  }
}

/**
 * `block.onStart` where `block` runs over, or is bound to, data a message, request or parse produced: `const { blocks } =
 * e.data; for (const block of blocks) setTimeout(block.onStart, …)`, `const msg = JSON.parse(raw); setTimeout(msg.code)`.
 * Such data is a structured clone or JSON: its fields are text, never functions. A method (`this.tick`, `api.poll`) stays silent.
 */
function fieldOfInputItem(source: string, arg: string, before: number): boolean {
  const field = /^([A-Za-z_$][\w$]{0,40})\s*\??\.\s*[A-Za-z_$][\w$]{0,60}$/.exec(arg.trim());
  return field !== null && inputData(source, field[1]!, before, 2);
}

/**
 * Configuration the page is handed (`window.__APP_CONFIG__`, `window.SITE_SETTINGS`) or data the server sends: a body parsed
 * as JSON (`await res.json()`, `await fetch(u).then((r) => r.json())`, `JSON.parse(raw)`) or what an awaited fetching helper
 * returns (`await fetchDashboardConfig()`, `await loadConsoleConfig()`). An admin panel or a server fills it, so a field of it
 * is text, never a function.
 */
const INJECTED_GLOBAL = String.raw`(?:window|self|globalThis)\s*\.\s*(?:__[A-Za-z][\w$]{0,60}__|[A-Z][A-Z0-9_]{0,40}_(?:CONFIG|CONF|SETTINGS|DATA|STATE|OPTIONS))`;
// A JSON or YAML file loaded as a module (`require('./poller-config.json')`, `import cfg from './x.json' with { type: 'json' }`)
// is data an editor or a dashboard writes: its fields are text too. A JS module's member (`import api from './api.js'`) may be a
// function, so only these file kinds count.
const DATA_FILE = String.raw`['"][^'"\n]{1,200}\.(?:json5?|ya?ml)['"]`;
// A settings file parsed as YAML, TOML or INI (`yaml.load(fs.readFileSync('kiosk.yml', 'utf8'))`, `YAML.parse(text)`), read as
// JSON by a helper (`await fs.readJson('kiosk.json')`, `loadJsonFile.sync(p)`), or the environment (`process.env`): data as
// well, whose fields hold strings (held-out round 133).
const PARSED_DATA = String.raw`(?:await\s+)?(?:(?:js)?yaml|YAML|toml|TOML|ini|dotenv)\s*\.\s*(?:safeLoad|load|parse)\s*\([^;\n]{0,200}\)|(?:await\s+)?(?:[\w$]{1,20}\s*\.\s*)?(?:readJson|readJSON|readJsonSync|readJSONSync|loadJsonFile(?:\s*\.\s*sync)?)\s*\([^;\n]{0,200}\)|process\s*\.\s*env`;
const PAGE_CONFIG = new RegExp(
  String.raw`^(?:${INJECTED_GLOBAL}|${PARSED_DATA}|(?:await\s+)?[^;\n]{0,200}\.\s*json\s*\(\s*\)(?:\s*\)){0,2}|JSON\s*\.\s*parse\s*\([^;\n]{0,200}\)|require\s*\(\s*${DATA_FILE}\s*\)|await\s+(?:[\w$]{1,40}\s*\.\s*)?(?:fetch[A-Z][\w$]{0,40}|(?:get|load)(?:[A-Z][\w$]{0,40})?(?:Config|Settings|Options))\s*\([^;\n]{0,200}\))$`,
);
const INJECTED_FIELD = new RegExp(String.raw`^${INJECTED_GLOBAL}(?:\s*\??\.\s*[A-Za-z_$][\w$]{0,60}){1,3}$`);
const CONFIG_FIELD = new RegExp(
  String.raw`^(${INJECTED_GLOBAL}|process\s*\.\s*env|[A-Za-z_$][\w$]{0,40})(?:\s*\??\.\s*[A-Za-z_$][\w$]{0,60}){1,4}$`,
);

/**
 * `cfg.tickerAction` after `const cfg = window.__ARCADE_CONFIG__`, `window.__ARCADE_CONFIG__.tickerAction` itself, or `p.expr`
 * where `p` runs over such data (`cfg.pollers.map((p) => setInterval(p.expr, …))`).
 */
function fieldOfPageConfig(source: string, arg: string, before: number, depth = 2): boolean {
  const field = CONFIG_FIELD.exec(arg.trim());
  if (!field) return false;
  const root = field[1]!;
  if (PAGE_CONFIG.test(root) || importedData(source, root)) return true;
  const value = constValue(source, root, before);
  // `const cfg = (await res.json()) as KioskConfig`: the cast keeps the parsed body. `const cfg = window.__PAGE_DATA__.banner`
  // binds part of the injected data: serialised by the server, its fields are text as the whole one's are (held-out round 130).
  if (value !== undefined) return PAGE_CONFIG.test(uncast(value)) || INJECTED_FIELD.test(uncast(value));
  const loop = depth > 0 ? loopOver(source, root, before) : undefined;
  if (!loop) return false;
  // The list is the data itself or a field of it (`cfg.pollers`, `pollers` bound to one): its items' fields are text alike.
  return PAGE_CONFIG.test(loop.iterable) || fieldOfPageConfig(source, `${loop.iterable}.item`, loop.at, depth - 1);
}

/**
 * Whether `name` is a field taken out of loaded data by name: `import { pollHandler } from './poller.json'`, or
 * `const { pollHandler } = require('./poller.json')` (or of a `JSON.parse`, a parsed YAML file, `process.env`). A named
 * import from a module of code (`./handlers.js`) may be a function and stays out.
 */
function namedFromData(source: string, name: string, before: number): boolean {
  if (!/^[A-Za-z_$][\w$]{0,40}$/.test(name)) return false;
  const escaped = name.replace(/\$/g, '\\$');
  // `{ a, pollHandler }` or `{ handler: pollHandler }`, not `{ pollHandler: other }`.
  const listed = (names: string) => new RegExp(`(?:^|[,{:])\\s*${escaped}\\s*(?:$|[,}=])`).test(names);
  countScanned(source.length);
  for (const match of source.matchAll(new RegExp(String.raw`\bimport\s*\{([^{}]{1,400})\}\s*from\s*${DATA_FILE}`, 'g')))
    if (listed(match[1]!)) return true;
  const window = source.slice(Math.max(0, before - BINDING_WINDOW), before);
  for (const match of window.matchAll(/\b(?:const|let|var)\s*\{([^{}]{1,400})\}\s*=\s*([^;\n]{1,300})/g)) {
    if (!listed(match[1]!)) continue;
    const value = uncast(match[2]!.trim());
    if (
      PAGE_CONFIG.test(value) ||
      (/^[A-Za-z_$][\w$]{0,40}$/.test(value) && PAGE_CONFIG.test(uncast(constValue(source, value, before) ?? '')))
    )
      return true;
  }
  return false;
}

/** Whether `name` is a JSON or YAML file's default or namespace import; imports hoist, so anywhere in the file counts. */
function importedData(source: string, name: string): boolean {
  if (!/^[A-Za-z_$][\w$]{0,40}$/.test(name)) return false;
  countScanned(source.length);
  return new RegExp(String.raw`\bimport\s+(?:\*\s*as\s+)?${name.replace(/\$/g, '\\$')}\s+from\s*${DATA_FILE}`).test(source);
}

/** What `name` runs over as a loop's item (`for (const name of xs)`, `xs.forEach((name) => …)`), the last such loop above `before`. */
function loopOver(source: string, name: string, before: number): { iterable: string; at: number } | undefined {
  const escaped = name.replace(/\$/g, '\\$');
  const window = source.slice(Math.max(0, before - LOOP_WINDOW), before);
  countScanned(window.length);
  const loop = new RegExp(
    `\\bfor\\s*\\(\\s*(?:const|let|var)\\s+${escaped}\\s+of\\s+([^()\\n]{1,120})\\)` +
      `|([\\w$.]{1,120})\\s*\\.\\s*(?:forEach|map)\\s*\\(\\s*\\(?\\s*${escaped}\\s*[,)=]`,
    'g',
  );
  let last: RegExpExecArray | null = null;
  for (let match = loop.exec(window); match; match = loop.exec(window)) last = match;
  return last ? { iterable: (last[1] ?? last[2]!).trim(), at: Math.max(0, before - LOOP_WINDOW) + last.index } : undefined;
}

/** Data a store or a server returns: a database read's rows, or an HTTP API client's response (`await api.get(url)`). */
function storedRead(source: string, value: string): boolean {
  return queryRead(value) || apiRead(source, value);
}

/**
 * Whether `name` holds data read from input: bound to such a read, destructured from one, or a loop's item over one. A
 * database read's rows count (`const rows = await db.all("SELECT …")`, `const { rows } = await pool.query(…)`): a row
 * holds stored text, never a function.
 */
function inputData(source: string, name: string, before: number, depth: number): boolean {
  if (name === 'this' || depth < 0) return false;
  const value = constValue(source, name, before);
  if (value !== undefined && (readsInputMember(value) || readsInputMember(`${value.trim()}[0]`) || storedRead(source, uncast(value))))
    return true;
  if (destructuredFromInput(source, name, before, true)) return true;
  // sqlite3's `db.all("SELECT …", (err, rows) => …)`: the callback's second parameter is the read's rows.
  if (queryCallbackRows(source.slice(Math.max(0, before - LOOP_WINDOW), before), name)) return true;
  const loop = loopOver(source, name, before);
  if (!loop) return false;
  const iterable = loop.iterable;
  if (readsInputMember(iterable)) return true;
  // `for (const row of result.rows)` after `const result = await pool.query("SELECT …")`.
  const rows = ROWS_MEMBER.exec(iterable);
  const result = rows ? constValue(source, rows[1]!, loop.at) : undefined;
  if (result !== undefined && queryRead(uncast(result))) return true;
  // `for (const a of res.data)` after `const res = await axios.get(url)`: the response's parsed body.
  const body = BODY_MEMBER.exec(iterable);
  const response = body ? constValue(source, body[1]!, loop.at) : undefined;
  if (response !== undefined && apiRead(source, uncast(response))) return true;
  return /^[A-Za-z_$][\w$]{0,40}$/.test(iterable) && inputData(source, iterable, loop.at, depth - 1);
}

/** `params.get('cb')` with `const params = new URLSearchParams(location.search)`: the call on the name's value, or ''. */
function boundReceiver(source: string, arg: string, before: number): string {
  const call = /^([A-Za-z_$][\w$]{0,60})(\s*\.\s*get\s*\([^()\n]{0,80}\))$/.exec(arg.trim());
  const value = call ? constValue(source, call[1]!, before) : undefined;
  return value === undefined ? '' : value.trim() + call![2]!;
}

/** A joined part's one run-time value: `name`, `name + '.js'` or `${name}.js`. */
function joinedName(part: string): string | undefined {
  const parts =
    /^\s*(?:([A-Za-z_$][\w$]{0,40})(?:\s*\+\s*(?:'[^'\n]*'|"[^"\n]*"))?|`[^`$]{0,200}\$\{\s*([A-Za-z_$][\w$]{0,40})\s*\}[^`$]{0,200}`)\s*$/.exec(
      part,
    );
  return parts?.[1] ?? parts?.[2];
}

/** A JavaScript function's head: `function name(a, b) {`, `name = (a) => `, `name(a) {` (a method), with what precedes it. */
const JS_FUNCTION_HEAD =
  /(?:\bfunction\s*\*?\s*([A-Za-z_$][\w$]{0,60})?\s*\(([^()]{0,400})\)\s*\{|(?:\(([^()]{0,400})\)|\b([A-Za-z_$][\w$]{0,40}))\s*=>\s*(\{)?|^[ \t]*(?:(?:async|static|public|private|protected)[ \t]+){0,3}([A-Za-z_$][\w$]{0,60})\s*\(([^()]{0,400})\)\s*\{)/gm;
const NOT_A_METHOD = /^(?:if|for|while|switch|catch|with|function|return)$/;

/**
 * Whether `name` is a parameter of the JavaScript function whose body holds offset `at` (the innermost head above it within
 * DEF_WINDOW whose braces are still open there): a function declared, assigned (`module.exports = function (name)`,
 * `const load = (name) =>`) or a method, not a callback handed to a call (`files.forEach((f) => …)`: the caller is the
 * loop); and no call of it in the file gives only literals (`load('de')`). Bounded scans.
 */
function enclosingJsParameter(source: string, at: number, name: string): boolean {
  const param = enclosingJsFunction(source, at, name);
  return param !== undefined && (param.fn === undefined || !calledWithLiterals(source, param.fn, param.index, 'js'));
}

/** The function `enclosingJsParameter` reads: its name (when it has one) and the parameter's place, if `name` is its parameter. */
function enclosingJsFunction(source: string, at: number, name: string): { fn: string | undefined; index: number } | undefined {
  const from = Math.max(0, at - DEF_WINDOW);
  const window = source.slice(from, at);
  countScanned(window.length);
  const heads: RegExpExecArray[] = [];
  JS_FUNCTION_HEAD.lastIndex = 0;
  // The last 64 heads: an enclosing function further up is a module's wrapper, not the loader.
  for (let match = JS_FUNCTION_HEAD.exec(window); match; match = JS_FUNCTION_HEAD.exec(window)) if (heads.push(match) > 64) heads.shift();
  for (let i = heads.length - 1; i >= 0; i--) {
    const head = heads[i]!;
    const method = head[6];
    if (method !== undefined && NOT_A_METHOD.test(method)) continue;
    const braced = head[0].endsWith('{');
    const body = window.slice(head.index + head[0].length);
    // Still inside: a braced body not closed before the call; an expression body with no statement ended before it.
    let depth = braced ? 1 : 0;
    for (const ch of body) {
      if (ch === '{') depth++;
      else if (ch === '}') depth--;
      if (depth < (braced ? 1 : 0)) break;
    }
    if (depth < (braced ? 1 : 0) || (!braced && body.includes(';'))) continue;
    // A callback: its head is an argument of a call (`(`, `,` before it).
    const before = window.slice(Math.max(0, head.index - 40), head.index).replace(/\basync\s*$/, '');
    if (method === undefined && /[(,]\s*$/.test(before)) return undefined;
    const params = splitArguments(head[2] ?? head[3] ?? head[4] ?? head[7] ?? '').map((param) => param.replace(/\s*=[^]*$/, '').trim());
    if (!params.includes(name)) return undefined;
    const fn = head[1] ?? method ?? /(?:\b(?:const|let|var)\s+|\.\s*|^\s*)([A-Za-z_$][\w$]{0,60})\s*[=:]\s*$/.exec(before)?.[1];
    return { fn, index: params.indexOf(name) };
  }
  return undefined;
}

/**
 * `config.onTick` where `config` is a parameter of a function this file hands data to: `widgets.forEach((w) => mountWidget(el, w))`
 * after `const widgets = await res.json()`, or `mountWidget(el, JSON.parse(raw))`. Parsed JSON holds no functions, so the field
 * is text. A parameter no call in the file fills with such data (`init(cfg)` from elsewhere) stays as it was judged.
 */
function fieldOfDataParameter(source: string, arg: string, before: number): boolean {
  const field = /^([A-Za-z_$][\w$]{0,40})(?:\s*\??\.\s*[A-Za-z_$][\w$]{0,60}){1,4}$/.exec(arg.trim());
  const param = field ? enclosingJsFunction(source, before, field[1]!) : undefined;
  if (param?.fn === undefined) return false;
  const calls = new RegExp(`(?<![\\w$.])${param.fn.replace(/\$/g, '\\$')}[ \\t]{0,20}\\(`, 'g');
  const text = source.length > 2 * CONST_WINDOW * 10 ? source.slice(0, 2 * CONST_WINDOW * 10) : source;
  countScanned(text.length);
  let seen = 0;
  for (let call = calls.exec(text); call && seen < MAX_CALLERS; call = calls.exec(text), seen++) {
    const args = callArguments(text, call.index + call[0].length, 'js');
    const given = args && !args.definition ? splitArguments(args.text)[param.index]?.trim() : undefined;
    if (given === undefined || given === '') continue;
    if (
      PAGE_CONFIG.test(given) ||
      fieldOfPageConfig(source, `${given}.field`, call.index) ||
      fieldOfInputItem(source, `${given}.field`, call.index)
    )
      return true;
  }
  return false;
}

/**
 * Whether the file calls `fn` (not its definition) and every call gives a literal in the parameter's place
 * (`loadPlugin('de')`, `load('csv')`): a loader only ever handed fixed names. Bounded scans.
 */
function calledWithLiterals(source: string, fn: string, index: number, family: 'js' | 'py'): boolean {
  const calls =
    family === 'py'
      ? new RegExp(`(?<![\\w.])${fn}[ \\t]{0,20}\\(`, 'g')
      : new RegExp(`(?<![\\w$.])${fn.replace(/\$/g, '\\$')}[ \\t]{0,20}\\(`, 'g');
  const text = source.length > 2 * CONST_WINDOW * 10 ? source.slice(0, 2 * CONST_WINDOW * 10) : source;
  countScanned(text.length);
  let fixed = 0;
  let seen = 0;
  for (let call = calls.exec(text); call && seen < MAX_CALLERS; call = calls.exec(text), seen++) {
    if (family === 'py' && /\bdef[ \t]{1,20}$/.test(text.slice(Math.max(0, call.index - 30), call.index))) continue;
    const args = callArguments(text, call.index + call[0].length, family);
    if (!args || args.definition) continue;
    const arg = splitArguments(args.text)[index];
    if (arg !== undefined && isLiteral(arg, family)) fixed++;
    else return false;
  }
  return fixed > 0;
}

/** The value of the first of the keyword arguments `names` a call gives (`text=row.body` → `row.body`). */
function namedArgument(args: string, names: readonly string[]): string | undefined {
  for (const part of splitArguments(args)) {
    const given = /^([A-Za-z_]\w{0,40})\s{0,20}=(?!=)\s{0,20}/.exec(part);
    if (given && names.includes(given[1]!)) return part.slice(given[0].length);
  }
  return undefined;
}

/** Python's `compile(source, '<name>', 'exec')` as the code it compiles, its first argument; any other text as it is. */
function compiledSource(text: string): string {
  const compiled = /^compile\s*\(([^]*)\)$/.exec(text.trim());
  const inner = compiled ? splitArguments(compiled[1]!)[0]?.trim() : undefined;
  return inner === undefined || inner === '' ? text : inner;
}

/**
 * Whether the file is the `__init__.py` of the package the import's prefix names (`myapp/backends/__init__.py` importing
 * `f"myapp.backends.{name}"`): a package's registry of its own submodules, which only names them.
 */
function ownSubmodule(path: string | undefined, prefix: string): boolean {
  const dotted = prefix.replace(/\.$/, '');
  if (path === undefined || !/^[A-Za-z_][\w.]{0,200}$/.test(dotted)) return false;
  const file = `${dotted.replace(/\./g, '/')}/__init__.py`;
  const own = path.replace(/\\/g, '/');
  return own === file || own.endsWith(`/${file}`);
}

/**
 * A field of a record: `name[…]` or `name.get(…)` on a lower-case name, keyed by a literal in one of `quotes`, up to four
 * deep; `.get` may take a default after its key when `defaults`.
 */
const recordField = (quotes: string, defaults: boolean) => {
  const key = `(?:${[...quotes].map((quote) => String.raw`${quote}[^${quote}\n]{1,60}${quote}`).join('|')})`;
  const rest = defaults ? String.raw`[^()\n]{0,40}` : String.raw`\s*`;
  return String.raw`[a-z_]\w{0,40}(?:\s*\[\s*${key}\s*\]|\s*\.\s*get\s*\(\s*${key}${rest}\)){1,4}`;
};
/** An f-string quoted by `outer` whose one value is a record's field keyed in `inner` quotes. */
const fieldLookup = (outer: string, inner: string) =>
  String.raw`${outer}[^${outer}{}\n]{0,200}\{${recordField(inner, false)}\}[^${outer}{}\n]{0,200}${outer}`;
const FIELD_OF_DATA = new RegExp(`^f(?:${fieldLookup('"', "'")}|${fieldLookup("'", '"')})$`);

/**
 * Whether a Python f-string's one value is a field of a record, looked up by a fixed key on a lower-case name
 * (`f'engines.{challenge["engine"]}'`, `f'x.{cfg.get("driver")}'`): data, a payload or a parsed config, chose it. A table
 * of allowed names is a constant (`f'x.{DRIVERS["a"]}'`) and stays silent.
 */
function fieldOfData(first: string): boolean {
  return FIELD_OF_DATA.test(first.trim());
}

/**
 * Whether `name` is the variable of the last Python loop above `at` that runs over data read at run time: a field of a
 * lower-case record or what reads input (`for name in cfg['steps']:`, `for step in pipeline.get('steps', []):`, `for m in
 * sys.argv[1:]:`), and is not bound again after it. A literal list, a constant (`PLUGINS`) and the project's own
 * folder (`os.listdir('plugins')`) stay silent. Bounded: one scan of the loop window.
 */
function loopOverData(source: string, at: number, name: string): boolean {
  if (!/^[A-Za-z_]\w{0,40}$/.test(name)) return false;
  const window = source.slice(Math.max(0, at - LOOP_WINDOW), at);
  countScanned(window.length);
  const header = new RegExp(`^[ \\t]{0,40}(?:async[ \\t]+)?for[ \\t]+${name}[ \\t]+in[ \\t]+([^\\n]{1,200}?)[ \\t]*:[ \\t]*$`, 'gm');
  let last: RegExpExecArray | null = null;
  for (let match = header.exec(window); match; match = header.exec(window)) last = match;
  if (!last) return false;
  if (new RegExp(`(?<![\\w.])${name}\\s*=(?!=)`).test(window.slice(last.index + last[0].length))) return false;
  const iterable = last[1]!.replace(/\s*\.\s*(?:keys|values)\s*\(\s*\)$/, '').trim();
  return readsInput(iterable) || LOOPED_FIELD.test(iterable);
}
const LOOPED_FIELD = new RegExp(`^${recordField(`'"`, true)}$`);

// The enclosing `def` is looked for this far above a call.
const DEF_WINDOW = 4000;

/** How many calls of the enclosing function are read for the value they pass. */
const MAX_CALLERS = 16;

/**
 * Whether `name` is a parameter of the Python `def` that encloses offset `at` (the last one above it, less indented than
 * the call's line) and no call of the function in the file shows it given only fixed names: `def load_handler(name):` then
 * `importlib.import_module(f'handlers.{name}')`, called nowhere here (a loader whose caller, elsewhere, passes what a
 * request or message named) or called with `sys.argv[1]`. A loader every call of the file gives a literal (`load('csv')`)
 * stays silent. Bounded scans.
 */
function enclosingParameter(source: string, at: number, name: string): boolean {
  const from = Math.max(0, at - DEF_WINDOW);
  const window = source.slice(from, at);
  countScanned(window.length);
  const definition = /^([ \t]{0,40})(?:async[ \t]{1,20})?def[ \t]{1,20}(\w{1,60})[ \t]{0,20}\(([^()]{0,400})\)/gm;
  let last: RegExpExecArray | null = null;
  for (let match = definition.exec(window); match; match = definition.exec(window)) last = match;
  if (!last) return false;
  const lineStart = window.lastIndexOf('\n') + 1;
  const indent = /^[ \t]*/.exec(window.slice(lineStart))![0].length;
  if (indent <= last[1]!.length) return false;
  const params = splitArguments(last[3]!).filter((param) => param !== 'self' && param !== 'cls');
  const index = params.findIndex((param) => new RegExp(`^${name}\\s*(?:[:=]|$)`).test(param.trim()));
  if (index < 0) return false;
  // A call that gives input (`sys.argv[1]`, `os.environ[…]`) or any value that is not a literal is no fixed name.
  return !calledWithLiterals(source, last[2]!, index, 'py');
}

/** The `content` a script tag is given: `{ content: x }` as the first argument, or Python's `content=x` keyword. */
function scriptContent(args: string): string | undefined {
  const list = splitArguments(args);
  const object = list[0]?.startsWith('{') && list[0].endsWith('}') ? splitArguments(list[0].slice(1, -1)) : [];
  for (const part of object) {
    const content = /^(?:content|["']content["'])\s{0,20}:\s{0,20}/.exec(part);
    if (content) return part.slice(content[0].length);
  }
  for (const part of list) {
    const content = /^content\s{0,20}=(?!=)\s{0,20}/.exec(part);
    if (content) return part.slice(content[0].length);
  }
  return undefined;
}

/**
 * Whether a bare name was destructured, above `before`, from input-like data: `const [,, url, script] = process.argv`,
 * `const { code } = req.body`, Python's `_, url, script = sys.argv`; with `rows`, a database read's result as well.
 * Bounded: one scan of the `const` window.
 */
function destructuredFromInput(source: string, name: string, before: number, rows = false): boolean {
  if (!/^[A-Za-z_$][\w$]{0,60}$/.test(name)) return false;
  const window = source.slice(Math.max(0, before - CONST_WINDOW), before);
  countScanned(window.length);
  const binding =
    /(?:\b(?:const|let|var)[ \t]{0,20}(\[[^\]\n]{0,200}\]|\{[^}\n]{0,200}\})|^[ \t]{0,40}((?:[A-Za-z_][\w]{0,60}[ \t]{0,20},[ \t]{0,20}){1,8}\*?[A-Za-z_][\w]{0,60}))[ \t]{0,20}=(?![=>])[ \t]{0,20}([^;\n]{1,200})/gm;
  const word = new RegExp(`(?<![\\w$.])${name.replace(/\$/g, '\\$')}(?![\\w$])`);
  for (let match = binding.exec(window); match; match = binding.exec(window)) {
    const names = match[1] ?? match[2]!;
    // Destructuring is itself a member read: `= process.argv` reads its items as `process.argv[3]` does.
    if (word.test(names) && readsInputMember(`${match[3]!.trim()}[0]`)) return true;
    // With `rows`, a database read's result too (`const { rows } = await pool.query("SELECT …")`, mysql2's `const [rows] = …`).
    if (rows && word.test(names) && storedRead(source, match[3]!)) return true;
  }
  return false;
}

// A `const` is looked for this far above its use: each lookup scans at most this much.
const CONST_WINDOW = 20_000;

// How many `const` lookups one argument may cost when it is judged as built from constants.
const CONST_LOOKUPS = 8;
const JSON_STRINGIFY = /^JSON\s*\.\s*stringify\s*\(([^]*)\)$/;

/**
 * Whether a C-like argument is a name bound to one fixed literal (Go's `const surchargeJS = \`…\`` or `"…"`, a package
 * `var`, a local `:=`, by goBoundValue; Rust's `const SCRIPT: &str = "…"`): an embedded engine handed it runs the author's
 * script. Neither Go string interpolates: a raw string whatever `$` or `\\` it holds, a quoted one whatever braces it holds
 * (`"function f(a){return a}"`). A `+`, `fmt.Sprintf`, a file read or a field stays unknown.
 */
function fixedConstant(source: string, arg: string, before: number, family: Family | undefined): boolean {
  if (family !== 'clike') return false;
  const value = constValue(source, arg.trim(), before, family)?.trim();
  return value !== undefined && (isLiteral(value, family) || /^(?:`[^`]*`|"(?:[^"\\\n]|\\.)*")$/.test(value));
}

/**
 * Whether a JavaScript argument is built from constants only, however joined: each top-level part of a `+` is a
 * literal, a `const` whose value is itself built from constants, or `JSON.stringify` of one
 * (`new Function('return ' + JSON.stringify(LOCALES) + ';')` after `const LOCALES = ['en', 'de']`). Bounded: a few
 * lookups, each over the `const` window.
 */
function builtFromConstants(
  arg: string,
  source: string,
  before: number,
  family: Family | undefined,
  budget = { left: CONST_LOOKUPS },
): boolean {
  if (family !== 'js') return false;
  const parts = splitTopLevel(arg, (text, i) => (text[i] === '+' ? 1 : 0));
  if (parts.length > 16) return false;
  return parts.every((raw) => {
    const part = raw.trim();
    if (part === '') return false;
    if (isLiteral(part, family)) return true;
    const stringified = JSON_STRINGIFY.exec(part);
    if (stringified) {
      const inner = splitArguments(stringified[1]!);
      return (
        inner.length > 0 &&
        builtFromConstants(inner[0]!, source, before, family, budget) &&
        inner.slice(1).every((a) => isLiteral(a, family))
      );
    }
    if (!/^[A-Za-z_$][\w$]{0,60}$/.test(part) || budget.left-- <= 0) return false;
    const value = constValue(source, part, before, family);
    return value !== undefined && value.trim() !== part && builtFromConstants(value, source, before, family, budget);
  });
}

/**
 * The value a JavaScript `const` named `name` was given above `before` (its last such binding), up to the statement's end.
 * A default import from the project's own files (`import tpl from './templates/x.hbs?raw'`) is the file's fixed text: its
 * value is the relative path, a literal.
 */
function constValue(source: string, name: string, before: number, family?: Family): string | undefined {
  if (!/^[A-Za-z_$][\w$]{0,60}$/.test(name)) return undefined;
  if (family === 'py') return pythonConstant(source, name, before);
  if (family === 'rb') return rubyTemplateRead(source, name, before);
  const from = Math.max(0, before - CONST_WINDOW);
  const escaped = name.replace(/\$/g, '\\$');
  const binding = new RegExp(
    `(?<![\\w$.])(?:const\\s+${escaped}\\s*(?::[^=\\n]{1,60})?=(?![=>])\\s*|import\\s+${escaped}\\s+from\\s*(?=['"]\\.{1,2}/))`,
    'g',
  );
  const window = source.slice(from, before);
  countScanned(window.length);
  let last: RegExpExecArray | null = null;
  for (let match = binding.exec(window); match; match = binding.exec(window)) last = match;
  if (!last) return family === 'clike' ? goBoundValue(source, name, before) : undefined;
  if (last[0].startsWith('import')) return /^(['"])[^'"\n]{1,300}\1/.exec(window.slice(last.index + last[0].length))?.[0];
  const start = last.index + last[0].length;
  const end = statementEnd(window, start, 500);
  return end < 0 ? undefined : window.slice(start, end);
}

/** A quoted path with no interpolation: `"app/templates/invoice.html.erb"`, `'x.erb'`. */
const RB_PATH = String.raw`(?:"(?:[^"\\\n#]|#(?!\{)){1,200}"|'[^'\n]{1,200}')`;
/** A read of a fixed project file: `File.read("templates/x.erb")`, `File.read(Rails.root.join("app/templates/x.erb"))`. */
const RB_FIXED_READ = new RegExp(
  String.raw`^(?:File|IO)\s*\.\s*read\s*\(\s*(?:${RB_PATH}|(?:Rails\.root\s*\.\s*join|File\s*\.\s*join|File\s*\.\s*expand_path)\s*\(\s*` +
    String.raw`(?:Rails\.root|__dir__|${RB_PATH})(?:\s*,\s*(?:__dir__|${RB_PATH})){0,6}\s*\))\s*(?:,\s*[\w:]{1,30}\s*:\s*${RB_PATH}\s*)?\)(?:\s*\.\s*freeze)?$`,
);

/**
 * The value of a Ruby name bound above `before` to a read of a fixed project file (`TEMPLATE =
 * File.read(Rails.root.join("app/templates/invoice.html.erb"))`, a local `tpl = File.read("templates/x.erb")`): the project's
 * own text, which a template engine compiles as the project's template. Any other value is left unknown (undefined).
 */
function rubyTemplateRead(source: string, name: string, before: number): string | undefined {
  if (name.includes('$')) return undefined;
  const value = pythonLocalValue(source, name, before);
  return value !== undefined && RB_FIXED_READ.test(value) ? value : undefined;
}

/** The text a Python name was last plainly assigned above `before`, in the lines just above (`tpl = request.form["t"]`). */
function pythonLocalValue(source: string, name: string, before: number): string | undefined {
  if (!/^[A-Za-z_]\w{0,60}$/.test(name)) return undefined;
  const window = source.slice(Math.max(0, before - BINDING_WINDOW), before);
  countScanned(window.length);
  const binding = new RegExp(`^[ \\t]{0,40}${name}[ \\t]{0,20}=(?!=)[ \\t]{0,20}([^\\n]{1,300})$`, 'gm');
  let last: RegExpExecArray | null = null;
  for (let match = binding.exec(window); match; match = binding.exec(window)) last = match;
  return last?.[1]?.trim();
}

/**
 * The value of a Python module-level name bound once (`CODE = 'def helper(x): …'` at column 0, then `exec(CODE, ns)`): the
 * text after its only binding, to the line's end (or a triple-quoted string's close). Any other binding of the name near
 * it (an assignment in a function, `global NAME`, `+=`, `for NAME in`, `as NAME`, `:=`) makes it no constant.
 */
function pythonConstant(source: string, name: string, before: number): string | undefined {
  if (name.includes('$')) return undefined;
  const from = Math.max(0, before - CONST_WINDOW);
  const window = source.slice(from, Math.min(source.length, before + CONST_WINDOW));
  const at = before - from;
  countScanned(window.length);
  const binding = new RegExp(
    `(?<![\\w.])${name}[ \\t]*(?::[^=\\n]{1,60})?(?:[-+*/%&|^@]|//|\\*\\*|<<|>>|:)?=(?!=)` +
      `|\\b(?:global|nonlocal|for|as|import)[ \\t]{1,20}(?:[\\w.]{1,80}[ \\t]{0,20},[ \\t]{0,20}){0,8}${name}\\b`,
    'g',
  );
  let only: RegExpExecArray | undefined;
  let count = 0;
  for (let match = binding.exec(window); match; match = binding.exec(window)) {
    if (++count > 1) return undefined;
    only = match;
  }
  if (!only || only.index >= at || (only.index > 0 && window[only.index - 1] !== '\n') || !only[0].endsWith('=')) return undefined;
  // At column 0 of a line, as a plain assignment (not `NAME += …`).
  if (!new RegExp(`^${name}[ \\t]*(?::[^=\\n]{1,60})?=$`).test(only[0])) return undefined;
  const start = only.index + only[0].length;
  const rest = window.slice(start, at).replace(/^[ \t]+/, '');
  const triple = /^[rRbBuU]{0,2}('''|""")/.exec(rest);
  if (triple) {
    const close = rest.indexOf(triple[1]!, triple[0].length);
    return close < 0 ? undefined : rest.slice(0, close + 3);
  }
  const end = rest.indexOf('\n');
  return (end < 0 ? rest : rest.slice(0, end)).trim();
}

// A loop header is looked for this far above the call it encloses.
const LOOP_WINDOW = 4000;

/**
 * Whether an f-string (Python) or a template literal (JavaScript) interpolates only loop variables that run over a literal
 * list or tuple above it (`for arch in ('x86_64', 'aarch64'):` then `f'rpmbuild --target {arch}'`): each value it can take
 * is written in the source, so the text is as fixed as a literal.
 */
function loopFixed(source: string, arg: string, before: number, family?: Family): boolean {
  const text = arg.trim();
  let names: string[];
  if (family === 'py' && /^[fF][rR]?(?:"[^"\n]*"|'[^'\n]*')$/.test(text))
    names = [...text.matchAll(/\{([^{}]*)\}/g)].map((match) => match[1]!.replace(/[!:][^]*$/, '').trim());
  else if (family === 'js' && /^`[^`]*`$/.test(text)) names = [...text.matchAll(/\$\{([^{}]*)\}/g)].map((match) => match[1]!.trim());
  // The loop's variable itself (`for name in ['migrations.m001', …]: import_module(name)`).
  else if ((family === 'py' || family === 'js') && /^[A-Za-z_$][\w$]{0,40}$/.test(text)) names = [text];
  else return false;
  return names.length > 0 && names.length <= 8 && names.every((name) => loopOverLiterals(source, name, before, family));
}

/**
 * What a loop may run over and still give only fixed strings: a literal list, or a table the file binds to literals
 * (`PLUGINS`, `PLUGINS.values()`, `PLUGINS.items()`, `sorted(PLUGINS)`; `Object.values(MODULES)`, `Object.entries(…)`).
 * Each item, and each part of a `(key, value)` pair, is a literal written in the source (held-out round 175).
 */
const PY_ITERABLE = String.raw`(?:[([][^\n]{0,400}?[)\]]|(?:sorted|list|tuple|enumerate)\([ \t]{0,20}[A-Za-z_]\w{0,40}(?:[ \t]{0,20}\.[ \t]{0,20}(?:keys|values|items)\(\))?[ \t]{0,20}\)|[A-Za-z_]\w{0,40}(?:[ \t]{0,20}\.[ \t]{0,20}(?:keys|values|items)\(\))?)`;
const JS_ITERABLE = String.raw`(?:\[[^\n]{0,400}?\]|Object\s{0,20}\.\s{0,20}(?:keys|values|entries)\s{0,20}\(\s{0,20}[A-Za-z_$][\w$]{0,40}\s{0,20}\)|[A-Za-z_$][\w$]{0,40})`;

/** Whether a loop's iterable (see PY_ITERABLE, JS_ITERABLE) yields only literals: a literal list, or a fixed table of this file. */
function fixedIterable(source: string, iterable: string, family: Family): boolean {
  const text = iterable.trim();
  if (/^[([]/.test(text)) {
    const items = splitArguments(text.slice(1, -1));
    return items.length > 0 && items.every((item) => item === '' || isLiteral(item, family));
  }
  // The table's name: the wrapped one (`sorted(PLUGINS)`, `Object.values(MODULES)`) or the bare one before `.items()`.
  const table = /\(\s*([A-Za-z_$][\w$]{0,40})/.exec(text)?.[1] ?? /^[A-Za-z_$][\w$]{0,40}/.exec(text)?.[0];
  return table !== undefined && fixedTable(source, table, family);
}

/** A loop's targets: one name, or a pair or tuple of names (`key, mod`, `(key, mod)`, `[key, mod]`). */
const TARGETS = String.raw`(?:[A-Za-z_$][\w$]{0,40}|[([]?[ \t]{0,20}[A-Za-z_$][\w$]{0,40}(?:[ \t]{0,20},[ \t]{0,20}[A-Za-z_$][\w$]{0,40}){1,3}[ \t]{0,20}[)\]]?)`;

/** Whether `name` is one of a loop's targets (`mod` in `key, mod`). */
function targetNamed(targets: string, name: string): boolean {
  return targets
    .replace(/[()[\]]/g, '')
    .split(',')
    .some((target) => target.trim() === name);
}

/**
 * Whether `name` is the variable of the last loop above `before` that runs over literals (a literal list, or a table of
 * literals this file binds and never fills elsewhere), and is not bound again after it; or of the comprehension the call
 * stands in (`{key: import_module(mod) for key, mod in PLUGINS.items()}`), or of a JavaScript `.map`/`.forEach` callback
 * over such a table (`MODULES.map((m) => import(m))`).
 */
function loopOverLiterals(source: string, name: string, before: number, family: Family): boolean {
  if (!/^[A-Za-z_$][\w$]{0,40}$/.test(name)) return false;
  if (family === 'py' && comprehensionOverLiterals(source, name, before)) return true;
  const escaped = name.replace(/\$/g, '\\$');
  const window = source.slice(Math.max(0, before - LOOP_WINDOW), before);
  countScanned(window.length);
  const header =
    family === 'py'
      ? new RegExp(String.raw`\bfor[ \t]{1,20}(${TARGETS})[ \t]{1,20}in[ \t]{1,20}(${PY_ITERABLE})[ \t]{0,20}:`, 'g')
      : new RegExp(
          String.raw`\bfor\s{0,20}\(\s{0,20}(?:const|let|var)\s{1,20}(${TARGETS})\s{1,20}of\s{1,20}(${JS_ITERABLE})\s{0,20}\)|` +
            String.raw`(?<![\w$.])(Object\s{0,20}\.\s{0,20}(?:keys|values|entries)\s{0,20}\(\s{0,20}[A-Za-z_$][\w$]{0,40}\s{0,20}\)|[A-Za-z_$][\w$]{0,40})\s{0,20}\.\s{0,20}(?:map|forEach|flatMap)\s{0,20}\(\s{0,20}(?:async\s{1,20})?(?:\(\s{0,20}(${TARGETS})\s{0,20}\)|(${TARGETS}))\s{0,20}=>`,
          'g',
        );
  let last: RegExpExecArray | null = null;
  for (let match = header.exec(window); match; match = header.exec(window))
    if (targetNamed(match[1] ?? match[4] ?? match[5] ?? '', name)) last = match;
  if (!last) return false;
  if (new RegExp(`(?<![\\w$.])${escaped}\\s*=(?!=)`).test(window.slice(last.index + last[0].length))) return false;
  return fixedIterable(source, last[2] ?? last[3]!, family);
}

/**
 * Whether the call ending at `at` stands in a comprehension whose `for` binds `name` over literals: the clause follows the
 * call at the bracket that encloses it (`[import_module(m) for m in MODULES]`), before that bracket closes. A `for` inside
 * a sibling bracket, or a statement's `for … :` below, is none.
 */
function comprehensionOverLiterals(source: string, name: string, at: number): boolean {
  const rest = source.slice(at, at + 600);
  countScanned(rest.length);
  let depth = 1;
  let lowest = 1;
  for (let i = 0; i < rest.length; i++) {
    const ch = rest[i]!;
    if (ch === '"' || ch === "'") {
      const close = rest.indexOf(ch, i + 1);
      if (close < 0) return false;
      i = close;
    } else if (ch === '(' || ch === '[' || ch === '{') depth++;
    else if (ch === ')' || ch === ']' || ch === '}') {
      depth--;
      lowest = Math.min(lowest, depth);
    } else if (ch === '#') return false;
    else if (depth <= 0 && depth === lowest && /^for\b/.test(rest.slice(i, i + 4)) && /[\s)\]}]/.test(rest[i - 1] ?? '')) {
      const clause = new RegExp(String.raw`^for[ \t]{1,20}(${TARGETS})[ \t]{1,20}in\s{1,20}(${PY_ITERABLE})\s{0,20}(?=[)\]}]|if\b)`).exec(
        rest.slice(i, i + 500),
      );
      return clause !== null && targetNamed(clause[1]!, name) && fixedIterable(source, clause[2]!, 'py');
    }
  }
  return false;
}

// A definition (`def exec(self, cmd):`, `function exec(command) {`) is not a call.
const DEFINITION_BEFORE = /(?:\bdef|\bfunction|\bfn|\bfunc|\bsub|\bmethod)\s+$/;
const BINDING_START = /^[A-Za-z_$][\w$]{0,40}[ \t]{0,10}=(?![=>])/;

function label(match: string, rule: EvalRuleData): string {
  if (rule.label) return rule.label;
  // `new  Function (` → `new Function`; `.readObject()` → `readObject`
  return match
    .replace(/^[^\w$]+/, '')
    .replace(/\s*\(\s*\)?$/, '')
    .replace(/\s+/g, ' ')
    .replace(/\s*\.\s*/g, '.');
}

/**
 * Pipelines of a masked shell text: stages split at `|`, pipelines at `;`, `&`, `&&`, `||` and
 * newlines, but not at a newline the shell reads as a continuation (after `\` or a `|`). Linear.
 */
function pipelines(masked: string): string[][] {
  const result: string[][] = [];
  for (const line of masked.split(/\|\||&&|[;&]|(?<![\\|][ \t]{0,64})\n/)) {
    if (!line.includes('|')) continue;
    // A stage after a continuation starts on the next line.
    result.push(line.split('|').map((stage) => stage.replace(/^(?:\s|\\\n)+/, '')));
  }
  return result;
}

function pipelineMatches(rule: Compiled, masked: string): boolean {
  const { from, to } = rule.pipeline!;
  for (const stages of pipelines(masked)) {
    const first = stages.findIndex((stage) => from.test(stage));
    if (first >= 0 && stages.slice(first + 1).some((stage) => to.test(stage))) return true;
  }
  return false;
}

function primitive(rule: Compiled, text: string): Primitive {
  return { label: label(text, rule.rule), rule: rule.fullId, risk: rule.rule.risk, safe: rule.rule.safe };
}

/** The primitives one rule finds in `source` (as read by `family`, where `where` says), at most one per rule. */
function matchRule(rule: Compiled, source: string, masked: string, family?: Family, where: Where = {}): Primitive | undefined {
  const found = (text: string) => primitive(rule, text);
  if (rule.pipeline) return pipelineMatches(rule, masked) ? found('') : undefined;
  // A judgement over a shell line's commands: a downloaded file run by a later command of the line.
  if (rule.rule.judge === 'downloaded-run') {
    const calls = judgedCalls(rule, source, where);
    return calls && downloadedRun(calls) ? found('') : undefined;
  }
  if (rule.unlessText?.test(source)) return undefined;
  const pattern = rule.pattern!;
  const text = rule.rule.raw ? source : masked;
  if (rule.whenText && !rule.whenText.test(text)) return undefined;
  pattern.lastIndex = 0;
  let seen = 0;
  for (let match = pattern.exec(text); match && seen < MAX_OCCURRENCES; match = pattern.exec(text), seen++) {
    if (match[0] === '') pattern.lastIndex++;
    const end = match.index + match[0].length;
    // A binding that starts the match (`def sh = new GroovyShell()`, then `sh.evaluate(…)`) declares a variable, not a function.
    if (DEFINITION_BEFORE.test(text.slice(Math.max(0, match.index - 12), match.index)) && !BINDING_START.test(match[0])) continue;
    if (rule.rule.raw && inComment(masked, match.index)) continue;
    // A test's payload: the match lies wholly inside a string literal (`parseFormula("constructor.constructor('…')()")`
    // asserted to throw), data handed to the code under test. Elsewhere such a string may still reach an eval sink.
    if (rule.rule.raw && where.path && isTestFile(where.path) && inStringOnly(source, masked, match.index, end)) continue;
    if (family === 'ps' && validatedOnly(source, match[0])) continue;
    const args = callArguments(source, end, family)?.text ?? '';
    // A test loading back what it made itself (`save(x)` into `tmp_path`, then `pickle.load`).
    if (rule.rule.roundTrip && testRoundTrip(source, args, match.index, where.path)) continue;
    // A deep copy: the load's whole argument is a dump of a value in memory (`Marshal.load(Marshal.dump(attrs))`).
    if (deepCopyArgument(args)) continue;
    if (argumentsRisky(rule, source, end, family, where.path, where.outer)) return found(match[0]);
  }
  return undefined;
}

// PowerShell's automatic variables, and the ones a matched text assigns itself, are no parameter.
const PS_AUTOMATIC = /^(?:PSScriptRoot|PSCommandPath|PSHOME|HOME|PWD|true|false|null|_|PSItem|args|input|env)$/i;

/**
 * Whether every variable a PowerShell match reads is a parameter constrained by `[ValidateSet(…)]`
 * (`param([ValidateSet('login','search')][string]$Step)` then `& "$PSScriptRoot\tools\$Step.ps1"`): the values are a fixed
 * list written in the script, as a lookup table's are. Bounded: a few variables, one scan of the source each.
 */
function validatedOnly(source: string, matched: string): boolean {
  if (matched.length > 4000) return false;
  const names = new Set<string>();
  const assigned = new Set<string>();
  for (const variable of matched.matchAll(/\$\{?([A-Za-z_]\w{0,40})(?!:)\}?([ \t]*=(?!=))?/g)) {
    if (PS_AUTOMATIC.test(variable[1]!)) continue;
    if (variable[2]) assigned.add(variable[1]!.toLowerCase());
    else names.add(variable[1]!.toLowerCase());
  }
  const read = [...names].filter((name) => !assigned.has(name));
  if (read.length === 0 || read.length > 4) return false;
  const head = source.length > CONST_WINDOW ? source.slice(0, CONST_WINDOW) : source;
  countScanned(head.length * read.length);
  return read.every((name) =>
    new RegExp(
      `\\[ValidateSet[ \\t]*\\([^()\\]]{1,1000}\\)\\][ \\t\\r\\n]{0,40}(?:\\[[\\w.\\[\\]]{1,60}\\][ \\t\\r\\n]{0,40}){0,3}\\$${name}\\b`,
      'i',
    ).test(head),
  );
}

/** Whether every character of `source` from `start` to `end` that is not a space was blanked by the mask (string contents). */
function inStringOnly(source: string, masked: string, start: number, end: number): boolean {
  for (let at = start; at < end; at++) if (!/\s/.test(source[at]!) && masked[at] !== ' ') return false;
  return true;
}

/**
 * Whether `at` lies in a comment, as the masked text shows it: blanked from there to the end of its
 * line (a string there would keep its closing quote). A raw rule reads strings, not comments.
 */
function inComment(masked: string, at: number): boolean {
  if (masked[at] !== ' ') return false;
  const end = masked.indexOf('\n', at);
  const stop = end < 0 ? Math.min(masked.length, at + 4096) : end;
  return stop - at <= 4096 && masked.slice(at, stop).trim() === '';
}

// The keywords of the last text scanned: a shell command is scanned whole before its view is read,
// and its view scans it again (as may a segment that is the whole command); on a long text the
// keyword scan is most of a call's cost, so the second asks this instead.
let last: { rules: Rules; source: string; present: ReadonlySet<string> } | undefined;

/** The keywords of the rules that `source` holds. */
function keywordsIn(source: string, rules: Rules): ReadonlySet<string> {
  if (last?.rules === rules && last.source === source) return last.present;
  const present = rules.scan(source.toLowerCase());
  last = { rules, source, present };
  return present;
}

function scan(source: string, family: Family, rules: Rules, masked?: string, throughAliases = true, where: Where = {}): Primitive[] {
  const found: Primitive[] = [];
  countScanned(source.length);
  const present = keywordsIn(source, rules);
  if (present.size === 0) return found;
  let view = masked;
  for (const rule of rules.among(present, readsFamily(family, present))) {
    if (!rule.languages.has(family) || !mentions(rule, present)) continue;
    view ??= maskCode(source, family);
    const primitive = matchRule(prepare(rule), source, view, family, where);
    if (primitive) found.push(primitive);
  }
  if (throughAliases && ALIAS_FAMILIES.has(family))
    found.push(...aliasPrimitives(source, view ?? maskCode(source, family), family, rules, present));
  return found;
}

/** The languages whose local bindings of a sink are read (src/guards/engine/aliases.ts). */
const ALIAS_FAMILIES: ReadonlySet<Family> = new Set(['js', 'py', 'rb']);

/**
 * A call through a local name bound to a sink (`const run = promisify(exec)`; `run(\`pandoc ${x}\`)`)
 * is judged as the sink's own call, spelled with the sink's name and the call's arguments.
 */
function aliasPrimitives(source: string, masked: string, family: Family, rules: Rules, present: ReadonlySet<string>): Primitive[] {
  const found: Primitive[] = [];
  // A sink's name holds one of the rules' keywords, and so one the whole text holds: a few words to try, remembered per name.
  const keywords = [...present];
  const sinks = new Map<string, boolean>();
  const isSink = (word: string) => {
    let known = sinks.get(word);
    if (known === undefined) {
      const lower = word.toLowerCase();
      sinks.set(word, (known = keywords.some((keyword) => lower.includes(keyword))));
    }
    return known;
  };
  for (const call of aliasCalls(source, masked, family, isSink)) {
    if (DEFINITION_BEFORE.test(masked.slice(Math.max(0, call.start - 12), call.start))) continue;
    const args = callArguments(source, call.end);
    if (!args || args.definition) continue;
    const extra = call.extra ? `, ${call.extra}` : '';
    // Through an invoker, the sink's own arguments follow `this` (and the function), as they stand or as an array literal's items.
    let own = splitArguments(args.text).slice(call.skip ?? 0);
    if (call.list) {
      if (own[0] === undefined || !/^\[[^]*\]$/.test(own[0])) continue;
      own = splitArguments(own[0].slice(1, -1));
    }
    // The spelled call is judged alone: a `const` its first argument names goes in by value.
    const [first, ...rest] = own;
    const value = first === undefined ? undefined : constValue(source, first, call.end, family);
    const text = value === undefined ? (call.skip ? own.join(', ') : args.text) : [value, ...rest].join(', ');
    found.push(...scan(`${call.target}(${text}${extra})`, family, rules, undefined, false, { outer: { source, end: call.end } }));
  }
  return found;
}

/** The primitives found in `source`, read as the given family (the text of the file at `path`, when it is one). */
export function findPrimitives(
  source: string,
  family: Family,
  config: Config = NO_CONFIG,
  path?: string,
  insideBlock = false,
): Primitive[] {
  // A shell script is one line of commands (`curl -fsSLO …/x.sh` then `bash x.sh` below it).
  if (family === 'prose') return [];
  return scan(codeOf(source, family, path, insideBlock), family, rulesFor(config), undefined, true, { path, script: family === 'sh' });
}

/**
 * The text the rules read: an ini-style configuration file's comment lines are no calls (engine/configComments.ts), and a
 * template's markup is no code (lib/templateCode.ts: the Ruby of an `.erb` view, the JavaScript of an `.ejs` one).
 */
const codeOf = (text: string, family: Family, path?: string, insideBlock = false) =>
  family === 'generic' ? blankConfigComments(path, text) : templateCode(path, text, insideBlock);

/**
 * The primitives in a shell command: the command itself, then each heredoc body and inline script
 * in its own language, then each script a wrapper runs (`ssh host 'curl … | sudo bash'`), which
 * the command's own view sees only as a quoted string.
 */
export function commandPrimitives(command: string, config: Config = NO_CONFIG): Primitive[] {
  const rules = rulesFor(config);
  if (keywordsIn(command, rules).size === 0) return [];
  const found = shellPrimitives(command, rules, () => wrappedCode(command).calls);
  let budget = MAX_WRAPPED;
  const { scripts, codes } = wrappedCode(command);
  for (const script of scripts) {
    if ((budget -= script.length) < 0) break;
    found.push(...shellPrimitives(script, rules));
  }
  // The code of interpreters the tree reached (`sudo python3 <<< '…'`, `osascript -e`), in its own language.
  for (const code of codes) {
    if ((budget -= code.code.length) < 0) break;
    found.push(...scan(code.code, code.family, rules));
  }
  // `echo '<?php eval($_GET[c]);' > shell.php`: what an echo writes into a source file is that file's code.
  // `python3 - <<'EOF' > x.php` printing `eval(base64_decode($_a))`: what a program prints into a source file, likewise.
  const written = (path: string) => familyOf(path) !== 'prose';
  for (const file of [
    ...(command.includes('>') ? writtenFiles(shellWords(command).commands, 'echo', written) : []),
    ...printedFiles(command, written),
  ]) {
    const family = templateFamily(file.path) ?? familyOfFile(file.path, () => file.text);
    if (!NOT_CODE.has(family)) found.push(...scan(templateCode(file.path, file.text), family, rules));
  }
  return found;
}

/** Echoed text read as code: any file but prose and plain data (which is read as data where it matters). */
const NOT_CODE = new Set<Family>(['prose', 'generic']);

/** Wrapped scripts are read up to this many characters in all: a loop may repeat one many times. */
const MAX_WRAPPED = 256 * 1024;

/** A line's primitives: its own, its segments' in their languages; `calls`, the whole line's commands, given for a whole line. */
function shellPrimitives(command: string, rules: Rules, calls?: () => readonly Call[]): Primitive[] {
  const view = shellView(command);
  const found = scan(command, 'sh', rules, view.masked, true, { calls });
  for (const segment of view.segments) found.push(...scan(segment.text, segment.family, rules));
  return found;
}

/**
 * What an edit makes risky beyond its new text: a safe form it takes out (a rule's `downgrade`)
 * and, with the file at hand (`read`, called only when the edit names a rule's keyword), a
 * primitive the whole file gains, such as a `load` call below a constructor the edit made unsafe.
 */
export function editPrimitives(
  edits: readonly ToolEdit[],
  family: Family,
  read: () => string | undefined,
  config: Config = NO_CONFIG,
  path?: string,
): Primitive[] {
  const rules = rulesFor(config);
  const present = rules.scan(
    edits
      .map((edit) => `${edit.old}\n${edit.new}`)
      .join('\n')
      .toLowerCase(),
  );
  if (present.size === 0 || family === 'prose') return [];
  const found: Primitive[] = [];
  const current = read();
  const after = current === undefined ? undefined : applyEdits(current, edits);
  for (const rule of rules.among(present, readsFamily(family, present))) {
    if (!rule.languages.has(family) || !mentions(rule, present)) continue;
    const literal = rule.rule.introduced ? introducedLiteral(prepare(rule), edits, family, current) : undefined;
    if (literal !== undefined) found.push(primitive(rule, literal));
    if (!rule.rule.downgrade) continue;
    const { from, to } = prepare(rule).downgrade!;
    const edit = edits.find((each) => from.test(each.old) && !from.test(each.new) && downgradedTo(to, each, after));
    if (edit) found.push(primitive(rule, to.exec(edit.new)![0]));
  }
  if (current !== undefined && after !== undefined) {
    const before = new Set(scan(codeOf(current, family, path), family, rules, undefined, true, { path }).map((each) => each.rule));
    found.push(...scan(codeOf(after, family, path), family, rules, undefined, true, { path }).filter((each) => !before.has(each.rule)));
  }
  return found;
}

/**
 * The fixed string an edit brings in as a call's first argument, for a rule that lets one pass where it stands
 * (`introduced`): the new text calls `setInterval("pollTanks()", ms)` and neither the edit's old text nor the file before
 * it holds that call with that string, as when `setInterval(pollTanks, ms)` is swapped for its string form (held-out round
 * 143). A call kept, moved or given another delay adds none, nor does a first text (an empty old text: a new file, judged
 * as a Write is). Read where the masked text shows a call: one inside a string (a test's payload) or a comment is none.
 */
function introducedLiteral(rule: Compiled, edits: readonly ToolEdit[], family: Family, current: string | undefined): string | undefined {
  const before = new Set(edits.flatMap((edit) => literalFirstArguments(rule, edit.old, family)));
  let file: ReadonlySet<string> | undefined;
  for (const edit of edits) {
    if (edit.old.trim() === '') continue;
    for (const literal of literalFirstArguments(rule, edit.new, family)) {
      if (before.has(literal)) continue;
      file ??= new Set(current === undefined ? [] : literalFirstArguments(rule, current, family));
      if (!file.has(literal)) return literal;
    }
  }
  return undefined;
}

/** The fixed strings (their text, quotes dropped) the rule's calls in `source` take first, at most MAX_OCCURRENCES calls. */
function literalFirstArguments(rule: Compiled, source: string, family: Family): string[] {
  if (source === '') return [];
  const masked = maskCode(source, family);
  const pattern = rule.pattern!;
  const found: string[] = [];
  pattern.lastIndex = 0;
  let seen = 0;
  for (let match = pattern.exec(masked); match && seen < MAX_OCCURRENCES; match = pattern.exec(masked), seen++) {
    if (match[0] === '') pattern.lastIndex++;
    const call = callArguments(source, match.index + match[0].length, family);
    const first = call && !call.definition ? splitArguments(call.text)[0]?.trim() : undefined;
    if (first !== undefined && /^["'`]/.test(first) && isLiteral(first, family)) found.push(first.slice(1, -1));
  }
  return found;
}

/**
 * Whether `to` matches the edit's new text, and the member it names (a `member` group: `setInterval(config.pollHandler, ms)`)
 * may hold a string. A member the old text called (`() => cfg.tick()` made `cfg.tick`: the same function, unwrapped) or the
 * new text or the edited file binds or types as a function (`pollHandler: () => void`, `cfg.onTick = () => refresh()`) is
 * a function, and the timer stays one.
 */
function downgradedTo(to: RegExp, edit: ToolEdit, after: string | undefined): boolean {
  const member = to.exec(edit.new)?.groups?.member;
  if (member === undefined) return to.test(edit.new);
  const name = member.replace(/\$/g, '\\$');
  if (new RegExp(`\\.\\s*${name}\\s*(?:\\?\\.\\s*)?\\(`).test(edit.old)) return false;
  // Bound or typed (`: () => void`, `= async function`, `: Function`), or a method's signature or definition.
  return !definedAsFunction(edit.new, member) && !(after !== undefined && definedAsFunction(after, member));
}

// make's own `$(eval …)` (one `$`; a recipe's shell writes `$$(`) expands make text the Makefile itself holds
// (`define` blocks, `$(call …)`): build-tool metaprogramming over its own text, not the shell's eval.
function makeOwnEval(path: string | undefined, text: string): string {
  return path && MAKEFILE.test(path) ? makeRecipes(text.replace(/(?<!\$)\$([({])eval(?=[ \t])/g, '$$$1make_eval')) : text;
}

// Autoconf and m4 files (configure.ac, acinclude.m4) are shell code inside m4's `[…]` quotes: with the quotes read as
// spaces, an action's command starts where the shell's would (`AC_ARG_WITH([hook], …, [eval "$withval"])`).
const M4_FILE = /\.(?:ac|m4)$/;
function m4Shell(path: string | undefined, text: string): string {
  return path && M4_FILE.test(path) ? text.replace(/\[/g, '\n').replace(/\]/g, ' ') : text;
}

/** `` `pickle.loads` `` (runs code embedded in the pickled bytes; instead: JSON, …): the rule's own words. */
function describe(primitive: Primitive): string {
  return text.findings.primitive(primitive.label, primitive.risk, primitive.safe.slice(0, 2));
}

// IPython runs some lines of a code cell in the shell, not in Python: a cell whose first line is a shell cell magic
// (`%%bash`, `%%sh`, `%%script bash`), a line starting with `!` (`!curl … | bash`, `files = !ls`) and the line magics
// `%sx` and `%system`. Those are shell lines, judged as a Bash call is; the rest of the cell is Python.
const SHELL_CELL = /^[ \t]*%%(?:(?:ba|z|k|da)?sh|script[ \t]+(?:\S*\/)?(?:ba|z|k|da)?sh)\b[^\n]*(?:\n|$)/;
const SHELL_LINE =
  /^[ \t]*(?:[A-Za-z_][\w.]{0,60}(?:[ \t]*,[ \t]*[A-Za-z_][\w.]{0,60}){0,8}[ \t]*=[ \t]*)?(?:!{1,2}|%(?:sx|system)\b)(.*)$/;

/** A notebook's cells as Python (shell lines left blank, so lines keep their numbers) and the shell lines they hold. */
export function notebookCode(cells: readonly string[]): { python: string; shell: string[] } {
  const python: string[] = [];
  const shell: string[] = [];
  for (const cell of cells) {
    countScanned(cell.length);
    const magic = SHELL_CELL.exec(cell);
    if (magic) {
      shell.push(cell.slice(magic[0].length));
      python.push(cell.replace(/[^\n]+/g, ''));
      continue;
    }
    python.push(
      cell
        .split('\n')
        .map((line) => {
          const bang = SHELL_LINE.exec(line);
          if (!bang) return line;
          shell.push(bang[1]!);
          return '';
        })
        .join('\n'),
    );
  }
  return { python: python.join('\n'), shell };
}

/** Eval and unsafe-deserialisation primitives in written code or a shell command. */
export const evalGuard: Guard = {
  id: 'eval',
  meta: { family: evalFamily, projectOff: 'per-finding', words: ['findings.primitive', 'findings.thisEdit', 'findings.thisShellCommand'] },
  detect(event, { root, cwd, home, config }) {
    let found: Primitive[];
    let where: string;
    if (event.tool_name === 'Bash') {
      const command = event.tool_input?.command;
      if (!command) return undefined;
      found = commandPrimitives(command, config);
      where = text.findings.thisShellCommand;
    } else {
      const write = toolWrite(event);
      if (!write?.text) return undefined;
      const edits = toolEdits(event);
      // A name that says nothing of the language (`job.sbatch`, `bin/deploy`) leaves it to the file's first
      // line: a Write's own, or for an edit the file's on disk (its opening bytes, read as any project file is).
      const named = familyOfFile(write.path, () =>
        edits && write.path ? (readProjectHead(resolveToolPath(write.path, cwd), root) ?? write.text) : write.text,
      );
      // A template (`show.html.erb`, `index.ejs`) is read as the language of its code blocks (lib/templateCode.ts).
      const template = templateFamily(write.path);
      const family = template ?? named;
      // A notebook is its code cells (a Write's JSON, a NotebookEdit's one cell), and the shell lines IPython runs in them.
      const notebook = !write.path?.endsWith('.ipynb')
        ? undefined
        : event.tool_name === 'Write'
          ? notebookCode(notebookCells(write.text) ?? [])
          : event.tool_name === 'NotebookEdit'
            ? notebookCode([write.text])
            : undefined;
      const code = notebook ? notebook.python : m4Shell(write.path, makeOwnEval(write.path, write.text));
      // An edit of a template's code between marks the file already holds is code (lib/templateCode.ts).
      // A test file is known by its words inside the project, not by the folder the project was cloned into.
      const inProject = write.path ? projectNamed(write.path, { root, cwd, home }) : undefined;
      found = findPrimitives(code, family, config, inProject, edits !== undefined && editsInsideBlock(write.path, edits));
      // And its page's scripts, which run in the browser (`<script>eval(location.hash.slice(1))</script>`), as JavaScript.
      if (template) found.push(...scan(pageScripts(write.path, code), 'js', rulesFor(config), undefined, true, { path: write.path }));
      if (notebook && notebook.shell.length > 0) found.push(...commandPrimitives(notebook.shell.join('\n'), config));
      // Shell lines a config file holds under the keys a tool runs (rules/shell-lines.json): read as one Bash
      // script of those lines (one parse, however many keys the file holds).
      const lines = shellLinesOf(write.path, code, 'eval');
      if (lines.length > 0) found.push(...commandPrimitives(lines.join('\n'), config));
      if (edits && write.path) {
        const path = resolveToolPath(write.path, cwd);
        // After the tool ran, the file already holds the edit: only before it can the two be compared.
        found.push(
          ...editPrimitives(
            edits,
            family,
            () => (event.hook_event_name === 'PreToolUse' ? readProjectFile(path, root) : undefined),
            config,
            path,
          ),
        );
      }
      where = write.path ? displayPath(resolveToolPath(write.path, cwd), root) : text.findings.thisEdit;
    }
    if (found.length === 0) return undefined;
    return {
      primitives: [...new Map(found.map((primitive) => [primitive.label, primitive])).values()].map(describe).join('; '),
      where,
      [RULES]: [...new Set(found.map((primitive) => primitive.rule))].join(' '),
    };
  },
};
