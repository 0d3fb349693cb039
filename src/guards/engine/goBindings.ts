import { countScanned } from '../lib/opCount.js';

// Go spells a fixed value three ways the `const name = …` reader misses: a grouped constant (`const (\n\tbase = "x"\n)`),
// a package `var name = …`, and a local `name := …`. An expression engine handed such a name runs the program's own text.
// The last assignment above the call wins, so `rule := "x"` then `rule = r.FormValue("rule")` is judged by the request.

/** How far above a call a Go binding is looked for. */
const WINDOW = 20_000;

/**
 * The text last bound to a Go name above `before` (up to the end of its line), or undefined. A local binding (`:=`, an
 * indented `var` or assignment) counts only in the same function: a `func` between it and the call drops it, unless the
 * line sits in a `const (` or `var (` group.
 */
export function goBoundValue(source: string, name: string, before: number): string | undefined {
  if (!/^[A-Za-z_]\w{0,60}$/.test(name)) return undefined;
  const from = Math.max(0, before - WINDOW);
  const window = source.slice(from, before);
  countScanned(window.length);
  // One line at a time: `[var] name [type] =|:= value`, with an optional `const `/`var ` keyword before it.
  const binding = new RegExp(
    `^([ \\t]*)(?:(?:const|var)[ \\t]+)?${name}[ \\t]*(?:[\\w.*\\[\\]]{1,40}[ \\t]*)?:?=(?!=)[ \\t]*([^\\n]{1,300})$`,
    'gm',
  );
  let last: RegExpExecArray | null = null;
  for (let match = binding.exec(window); match; match = binding.exec(window)) last = match;
  if (!last) return undefined;
  const local = last[1]!.length > 0 && !inGroup(window, last.index);
  if (local && /\bfunc\b/.test(window.slice(last.index + last[0].length))) return undefined;
  return rawStringValue(window, last) ?? last[2]!.trimEnd();
}

/**
 * A raw string opened on the binding's line and closed on a later one (`const surchargeJS = \`` … `}\``): the value runs
 * to the closing backtick's line end, so `\` + extra` stays a concatenation. Undefined when it is not one, or unclosed.
 */
function rawStringValue(window: string, match: RegExpExecArray): string | undefined {
  const value = match[2]!;
  if (!value.startsWith('`') || value.indexOf('`', 1) >= 0) return undefined;
  const open = match.index + match[0].length - value.length;
  const close = window.indexOf('`', open + 1);
  if (close < 0) return undefined;
  const lineEnd = window.indexOf('\n', close);
  return window.slice(open, lineEnd < 0 ? window.length : lineEnd).trimEnd();
}

/** Whether the line at `at` sits inside a `const (` or `var (` block: the last such opening comes after the last `)` line. */
function inGroup(window: string, at: number): boolean {
  const text = window.slice(0, at);
  const open = Math.max(text.lastIndexOf('const ('), text.lastIndexOf('var ('));
  return open >= 0 && open > text.lastIndexOf('\n)');
}
