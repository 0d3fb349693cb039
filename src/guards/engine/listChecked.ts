import type { Family } from '../lib/codeText.js';
import { countScanned } from '../lib/opCount.js';

// A method, attribute or member picked by a name from input is the advice's own fix when the same code first checks that
// name against a literal list: `x.public_send(params[:scope]) if %w[upcoming today].include?(params[:scope])`, a guard
// clause above (`return head(:bad_request) unless SCOPES.include?(params[:scope])`), an enclosing `if` (Ruby, Python,
// JavaScript) or a Ruby `case`/`when` over literal names. Every name the call can then pick is written in the source. The
// check must test the same value the call is given, and the list must be literal (itself, or a constant bound to one).

/** How many lines above the call a check is looked for, and how long a line is read. */
const LINES_ABOVE = 40;
const LINE_MAX = 400;

/** Whether a table (a literal, or a name the file binds to one) holds only fixed strings, for Python and JavaScript. */
export type FixedTable = (source: string, table: string, family: Family) => boolean;

const compact = (text: string) => text.replace(/\s+/g, '');

/**
 * A value as the check and the call spell it: whitespace aside, Ruby's `.to_s`/`.to_sym` (one name either way), and a Ruby
 * string that only wraps it in fixed text (`"#{action}!"`: one method per checked name).
 */
function sameValue(checked: string, arg: string, family: Family): boolean {
  const plain = (text: string) => {
    const bare = compact(text);
    if (family !== 'rb') return bare;
    const wrapped = /^"[\w?!]{0,40}#\{([^{}"]{1,160})\}[\w?!]{0,40}"$/.exec(bare);
    return (wrapped ? wrapped[1]! : bare).replace(/(?:&?\.to_(?:s|sym)){1,2}$/, '');
  };
  return checked.trim() !== '' && plain(checked) === plain(arg);
}

/** A Ruby list literal of fixed names: `%w[a b]`, `%i(a b)`, `["a", :b]`, `Set[…]`, `Set.new(%w[…])`, frozen or not. */
function rubyLiteral(text: string): boolean {
  const list = text
    .trim()
    .replace(/\.freeze$/, '')
    .replace(/^Set\s*\.\s*new\s*\(([^]*)\)$/, '$1')
    .replace(/^Set\s*(?=\[)/, '')
    .trim();
  if (/^%[wi](?:\[[\w\s?!-]{0,400}\]|\([\w\s?!-]{0,400}\))$/.test(list)) return true;
  if (!/^\[[^[\]]{0,400}\]$/.test(list)) return false;
  const bare = list.slice(1, -1).replace(/"[^"#\\\n]{0,80}"|'[^'\\\n]{0,80}'|:[A-Za-z_]\w{0,60}[?!]?/g, '');
  return /^[\s,]*$/.test(bare) && bare.length < list.length - 2;
}

/** Whether a Ruby table is a literal list, or a constant this file binds once to one and never grows. */
function rubyFixed(source: string, table: string): boolean {
  const name = table.trim();
  if (!/^[A-Z][A-Z0-9_]{0,40}$/.test(name)) return rubyLiteral(name);
  const binding = new RegExp(`^[ \\t]{0,40}${name}[ \\t]{0,20}=[ \\t]{0,20}([^\\n]{1,${LINE_MAX}})$`, 'gm');
  const values = [...source.matchAll(binding)].map((match) => match[1]!.replace(/\s#[^'"\n]*$/, ''));
  const grown = new RegExp(`(?<![\\w.])${name}[ \\t]{0,20}(?:<<|\\.[ \\t]{0,20}(?:push|concat|append|insert|unshift|add|merge!)\\b)`);
  return values.length === 1 && rubyLiteral(values[0]!) && !grown.test(source);
}

/** A table a check reads: a name, or a bracketed literal (Ruby's `%w[…]` too), on one line. */
const TABLE = String.raw`[A-Za-z_$][\w$.]{0,60}|%[wi]\[[^\]\n]{0,400}\]|%[wi]\([^)\n]{0,400}\)|\[[^\n]{0,400}\]|\{[^\n]{0,400}\}|\([^\n]{0,400}\)|(?:Object\.freeze|new\s+Set|frozenset|set|tuple|Set\.new)\s*\([^\n]{0,400}\)|Set\s*\[[^\]\n]{0,400}\]`;
const RB_IN = new RegExp(String.raw`^(${TABLE})\s*\.\s*(?:include|member)\?\s*\(([^\n]{1,160})\)$`);
const RB_IN_REVERSED = new RegExp(String.raw`^([^\n]{1,160}?)\s*\.\s*in\?\s*\((${TABLE})\)$`);
const PY_IN = new RegExp(String.raw`^([^\n]{1,160}?)\s+in\s+(${TABLE})$`);
const JS_IN = new RegExp(String.raw`^(${TABLE})\s*\.\s*(?:includes|has)\s*\(([^\n]{1,160})\)$`);

/**
 * The table and value a condition tests as "value is in table", when that is the whole condition (an `||` or another
 * clause would let other names through). `negated` reads the inverted condition instead (`!T.include?(x)`, `x not in T`).
 */
function membership(condition: string, family: Family, negated = false): { table: string; value: string } | undefined {
  let text = condition.trim();
  if (text.length > LINE_MAX) return undefined;
  if (family === 'py') {
    const found = negated ? /^([^\n]{1,160}?)\s+not\s+in\s+([^\n]{1,400})$/.exec(text) : PY_IN.exec(text);
    if (!found || (!negated && /\snot$/.test(found[1]!))) return undefined;
    return /\b(?:and|or|not)\b/.test(found[1]!) ? undefined : { table: found[2]!, value: found[1]! };
  }
  if (negated) {
    if (!text.startsWith('!')) return undefined;
    text = text.slice(1).trim();
  }
  if (family === 'rb') {
    const found = RB_IN.exec(text);
    if (found) return { table: found[1]!, value: found[2]! };
    const reversed = RB_IN_REVERSED.exec(text);
    return reversed ? { table: reversed[2]!, value: reversed[1]! } : undefined;
  }
  const found = JS_IN.exec(text.replace(/^\((.*)\)$/, '$1'));
  return found ? { table: found[1]!, value: found[2]! } : undefined;
}

/** Whether a condition admits only names of a fixed list, and tests the value the call is given. */
function admits(source: string, condition: string, arg: string, family: Family, fixed: FixedTable, negated = false): boolean {
  const check = membership(condition, family, negated);
  if (!check || !sameValue(check.value, arg, family)) return false;
  if (family === 'rb') return rubyFixed(source, check.table);
  // `new Set([…])`, `Object.freeze([…])`, `frozenset({…})` hold what they wrap.
  const table = check.table.trim().replace(/^(?:new\s+Set|Object\s*\.\s*freeze|frozenset|set|tuple)\s*\(\s*([^]*?)\s*\)$/, '$1');
  return fixed(source, table, family);
}

const indentOf = (line: string) => /^[ \t]*/.exec(line)![0].length;

/** A bare name bound again between the check and the call: its value is no longer the one checked. */
function rebound(between: string, arg: string): boolean {
  const name = arg.trim();
  if (!/^[A-Za-z_$][\w$]{0,40}$/.test(name)) return false;
  return new RegExp(`(?<![\\w$.@])${name.replace(/\$/g, '\\$')}\\s*(?:\\|\\||&&|\\+)?=(?![=~>])`).test(between);
}

/**
 * Whether the call whose match ends at `at` (its argument `arg`) sits behind a check of `arg` against a literal list: on
 * its own line, as a guard clause above it in the same method, as an enclosing `if`, or as a Ruby `case`/`when` branch.
 */
export function checkedAgainstList(source: string, arg: string, at: number, family: Family | undefined, fixed: FixedTable): boolean {
  if (family !== 'rb' && family !== 'py' && family !== 'js') return false;
  const lineStart = source.lastIndexOf('\n', at - 1) + 1;
  const newline = source.indexOf('\n', at);
  const lineEnd = newline < 0 ? source.length : newline;
  if (lineEnd - lineStart > LINE_MAX * 2) return false;
  const line = source.slice(lineStart, lineEnd);
  const rest = source.slice(at, lineEnd);
  countScanned(line.length);
  if (sameLine(source, line, rest, arg, family, fixed)) return true;

  // The lines above, nearest first, back to the enclosing method's head.
  // Read from a bounded window: a large file's head is never split for each call.
  const above = source
    .slice(Math.max(0, lineStart - LINES_ABOVE * LINE_MAX), lineStart)
    .split('\n')
    .slice(0, -1)
    .slice(-LINES_ABOVE);
  countScanned(above.reduce((sum, text) => sum + text.length, 0));
  const callIndent = indentOf(line);
  let innermost = callIndent;
  for (let i = above.length - 1; i >= 0; i--) {
    const text = above[i]!;
    if (text.length > LINE_MAX || /^\s*$/.test(text)) continue;
    const between = above.slice(i + 1).join('\n');
    if (rebound(between, arg)) return false;
    const indent = indentOf(text);
    const opens = indent < innermost;
    // A line deeper than the call's own block sits in a block that has ended: it guards nothing here.
    const outer = indent <= innermost;
    if (opens) innermost = indent;
    if (family === 'rb' && outer && rubyAbove(source, text, opens, above.slice(i + 1), line, arg, fixed)) return true;
    if (
      family === 'py' &&
      opens &&
      admitsBlock(source, /^\s*(?:if|elif)\s+([^\n]+):$/.exec(text.replace(/\s#[^'"\n]*$/, '').trimEnd())?.[1], arg, family, fixed)
    ) {
      return true;
    }
    if (family === 'js' && opens && jsBlockOpen(source, text, arg, fixed)) return true;
    // A method's head ends the search: a check in another method guards nothing here.
    if (opens && /^\s*(?:def|class|module|function|async\s+def)\b/.test(text)) return false;
    if (
      opens &&
      family === 'js' &&
      /^\s*(?:async\s+)?(?!(?:if|for|while|switch|catch|with)\b)[\w$]{1,60}\s*\([^()\n]{0,200}\)\s*\{\s*$/.test(text)
    )
      return false;
  }
  return false;
}

function admitsBlock(source: string, condition: string | undefined, arg: string, family: Family, fixed: FixedTable): boolean {
  return condition !== undefined && admits(source, condition, arg, family, fixed);
}

/** The call's own line: Ruby's postfix `… if T.include?(x)`, Python's `… if x in T else …`, JavaScript's `if (T.includes(x)) …`. */
function sameLine(source: string, line: string, rest: string, arg: string, family: Family, fixed: FixedTable): boolean {
  const code = line.replace(/\s(?:#|\/\/)[^'"\n]*$/, '');
  if (family === 'rb') {
    const postfix = lastModifier(rest.replace(/\s#[^'"\n]*$/, ''));
    if (postfix?.word === 'if' && admits(source, postfix.condition, arg, family, fixed)) return true;
    // `when "grid", "list" then Item.public_send(params[:view])`, judged with the `case` above.
    return false;
  }
  if (family === 'py') {
    // The first `if` after the call and the first `else` after it: linear, where a lazy pattern would not be.
    const start = /\sif\s/.exec(rest);
    const stop = start ? /\selse\s/.exec(rest.slice(start.index + 3)) : null;
    return start !== null && stop !== null && admits(source, rest.slice(start.index + 3, start.index + 3 + stop.index), arg, family, fixed);
  }
  const head = /^\s*(?:\}\s*else\s+)?if\s*\(/.exec(code);
  if (!head) return false;
  const close = closing(code, head[0].length - 1);
  return close > 0 && close < code.length - rest.length && admits(source, code.slice(head[0].length, close), arg, family, fixed);
}

/** A Ruby statement modifier, the last on the line (`… if cond`, `… unless cond`): where it starts and its condition. */
function lastModifier(code: string): { word: string; condition: string; at: number } | undefined {
  let last: RegExpExecArray | undefined;
  for (const found of code.matchAll(/\s(if|unless)\s/g)) last = found;
  return last && { word: last[1]!, condition: code.slice(last.index + last[0].length), at: last.index };
}

/** The offset of the bracket closing the one at `open`, or -1. */
function closing(text: string, open: number): number {
  let depth = 0;
  for (let i = open; i < text.length; i++) {
    if (text[i] === '(') depth++;
    else if (text[i] === ')' && --depth === 0) return i;
  }
  return -1;
}

/** A JavaScript `if (check) {` whose brace is still open at the call. */
function jsBlockOpen(source: string, text: string, arg: string, fixed: FixedTable): boolean {
  const head = /^\s*(?:\}\s*else\s+)?if\s*\(/.exec(text);
  if (!head) return false;
  const close = closing(text, head[0].length - 1);
  return close > 0 && /^\s*\{\s*$/.test(text.slice(close + 1)) && admits(source, text.slice(head[0].length, close), arg, 'js', fixed);
}

/** A Ruby guard clause, enclosing `if`, or `case`/`when` above the call that admits only listed names. */
function rubyAbove(source: string, text: string, opens: boolean, between: readonly string[], line: string, arg: string, fixed: FixedTable) {
  const code = text.replace(/\s#[^'"\n]*$/, '');
  // `return head(:bad_request) unless SCOPES.include?(x)`, `raise … unless …`, `return if !SCOPES.include?(x)`.
  const guard = lastModifier(code);
  const exits = guard && /(?:^|[\s(;])(?:return|raise|fail|next|break|halt|abort|exit!?|throw)\b/.test(code.slice(0, guard.at));
  if (guard && exits && admits(source, guard.condition, arg, 'rb', fixed, guard.word === 'if')) return true;
  const block = opens && /^\s*(?:if|elsif)\s+([^\n]+)$/.exec(code.trimEnd().replace(/\s+then$/, ''));
  if (block && admits(source, block[1]!, arg, 'rb', fixed)) return true;
  const chosen = /^(\s*)case\s+([^\n]+)$/.exec(code.trimEnd());
  if (!chosen || !sameValue(chosen[2]!, arg, 'rb')) return false;
  // The branch the call is in: the last `when`/`else`/`in` at the `case`'s depth, or the call's own line (`when … then`).
  const depth = chosen[1]!.length;
  let branch: string | undefined;
  for (const each of [...between, line]) {
    const found = /^(\s*)(when|else|in|end)\b([^\n]*)$/.exec(each.replace(/\s#[^'"\n]*$/, ''));
    if (!found || found[1]!.length < depth || found[1]!.length > depth + 2) continue;
    if (found[2] === 'end' && found[1]!.length === depth) return false;
    branch = found[2] === 'when' ? found[3]!.replace(/\s+then\s[^\n]*$|\s+then$/, '') : found[2];
  }
  return branch !== undefined && rubyLiteral(`[${branch}]`);
}
