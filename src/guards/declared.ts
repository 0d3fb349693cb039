import type { CanonicalEvent } from '../contracts/event.js';
import type { Finding, Guard } from './guard.js';
import type { Message } from '../messages/message.js';

// A guard declared in data (issue 8): a message whose bindings say `- when: <path> ~ /<regex>/<flags>`
// speaks when the regex matches the value at that path of the canonical event. No user code runs:
// the only thing taken from the file is a regular expression, checked before it is ever compiled.

/**
 * Only this much of the value is matched. The static check below rejects the exponential patterns;
 * this bounds the polynomial ones (`\s+$` on a long run of spaces is quadratic): at 8 KiB the worst
 * such case costs about 0.1 s, and a command or path longer than that is rare.
 */
export const MAX_MATCH_INPUT = 8 * 1024;
const MAX_PATTERN = 1024;
const FLAGS = /^[imsu]*$/;
const WHEN = /^([A-Za-z_][\w-]*(?:\.[\w-]+)*)\s*~\s*\/(.*)\/([a-z]*)$/;

export interface Declaration {
  path: readonly string[];
  regex: RegExp;
}

// Compiled once per process: `replay` and `explain` evaluate the same message many times.
const compiled = new Map<string, Declaration | { problem: string }>();

/** The message's `when:` compiled, or why it was rejected (the message is then inert). */
export function declaration(when: string): Declaration | { problem: string } {
  let result = compiled.get(when);
  if (!result) {
    result = compile(when);
    compiled.set(when, result);
  }
  return result;
}

function compile(when: string): Declaration | { problem: string } {
  const parsed = WHEN.exec(when.trim());
  if (!parsed) return { problem: 'expected `- when: <path> ~ /<regex>/<flags>`, e.g. `- when: tool_input.command ~ /\\bterraform\\s+apply\\b/`' };
  const [, path, source, flags] = parsed as unknown as [string, string, string, string];
  if (!FLAGS.test(flags)) return { problem: `flags "${flags}": only i, m, s and u are allowed` };
  if (source.length > MAX_PATTERN) return { problem: `the regex is longer than ${MAX_PATTERN} characters` };
  const risk = backtrackingRisk(source);
  if (risk) return { problem: `the regex risks catastrophic backtracking (${risk}); rewrite it without a repeated group that itself repeats or has overlapping alternatives` };
  try {
    return { path: path.split('.'), regex: new RegExp(source, flags) };
  } catch (error) {
    return { problem: (error as Error).message };
  }
}

interface Group {
  /** The group contains a repeating quantifier. */
  repeats: boolean;
  /** Source of each `|` alternative so far, and where the current one starts. */
  alternatives: string[];
  segment: number;
  /** Where its `(` is. */
  start: number;
}

/**
 * A cheap static check for the patterns that backtrack exponentially: a repeated group that
 * contains a repetition (`(a+)+`, `(.*)*`, `(\w+\s?)*`) or alternatives that can start with the
 * same character (`(a|ab)*`, `(\w|\d)+`). Conservative: it may reject a safe pattern, never
 * a catastrophic one of these shapes. Undefined when none is found.
 */
export function backtrackingRisk(source: string): string | undefined {
  const stack: Group[] = [{ repeats: false, alternatives: [], segment: 0, start: 0 }];
  let i = 0;
  while (i < source.length) {
    const char = source[i]!;
    if (char === '\\') {
      i += 2;
      continue;
    }
    if (char === '[') {
      i = classEnd(source, i);
      continue;
    }
    if (char === '(') {
      const open = i;
      const prefix = /^\(\?(?:[:=!]|<[=!]|<[A-Za-z_]\w*>)/.exec(source.slice(i));
      i += prefix ? prefix[0].length : 1;
      stack.push({ repeats: false, alternatives: [], segment: i, start: open });
      continue;
    }
    const top = stack[stack.length - 1]!;
    if (char === '|') {
      top.alternatives.push(source.slice(top.segment, i));
      top.segment = i + 1;
      i++;
      continue;
    }
    if (char === ')' && stack.length > 1) {
      const group = stack.pop()!;
      group.alternatives.push(source.slice(group.segment, i));
      i++;
      const quantifier = quantifierAt(source, i);
      if (quantifier.repeats) {
        if (group.repeats) return `a repeated group repeats inside: ${source.slice(group.start, i + quantifier.length)}`;
        if (group.alternatives.length > 1 && overlapping(group.alternatives)) return `a repeated group has overlapping alternatives: ${source.slice(group.start, i + quantifier.length)}`;
      }
      const parent = stack[stack.length - 1]!;
      parent.repeats ||= group.repeats || quantifier.repeats;
      i += quantifier.length;
      continue;
    }
    const quantifier = quantifierAt(source, i);
    if (quantifier.length > 0) {
      top.repeats ||= quantifier.repeats;
      i += quantifier.length;
      continue;
    }
    i++;
  }
  return undefined;
}

function classEnd(source: string, at: number): number {
  let i = at + 1;
  if (source[i] === '^') i++;
  if (source[i] === ']') i++;
  while (i < source.length && source[i] !== ']') i += source[i] === '\\' ? 2 : 1;
  return i + 1;
}

/** The quantifier at `at` (with its lazy `?`), and whether it repeats (more than once). */
function quantifierAt(source: string, at: number): { length: number; repeats: boolean } {
  const match = /^(?:([*+?])|\{(\d+)(,(\d*))?\})\??/.exec(source.slice(at));
  if (!match) return { length: 0, repeats: false };
  if (match[1]) return { length: match[0].length, repeats: match[1] !== '?' };
  const max = match[3] === undefined ? Number(match[2]) : match[4] === '' ? Infinity : Number(match[4]);
  return { length: match[0].length, repeats: max > 1 };
}

/** Whether two alternatives may begin with the same character, judged on Latin-1. */
function overlapping(alternatives: readonly string[]): boolean {
  const firsts = alternatives.map(firstCharacters);
  for (let a = 0; a < firsts.length; a++) {
    for (let b = a + 1; b < firsts.length; b++) {
      const x = firsts[a]!;
      const y = firsts[b]!;
      if (x === 'any' || y === 'any') return true;
      for (const code of x) if (y.has(code)) return true;
    }
  }
  return false;
}

/** The Latin-1 characters an alternative can begin with, or 'any' when that is not plain to see. */
function firstCharacters(alternative: string): Set<number> | 'any' {
  let token: string;
  if (alternative === '' || /^[()^$|]/.test(alternative)) return 'any';
  if (alternative[0] === '\\') token = alternative.slice(0, 2);
  else if (alternative[0] === '[') token = alternative.slice(0, classEnd(alternative, 0));
  else token = alternative[0]!;
  // A first item that may be skipped (`a?b`, `a*b`) lets the next one start the match.
  if (/^(?:[?*]|\{0)/.test(alternative.slice(token.length))) return 'any';
  let regex: RegExp;
  try {
    regex = new RegExp(`^${token}`, 'is');
  } catch {
    return 'any';
  }
  const set = new Set<number>();
  for (let code = 0; code < 256; code++) if (regex.test(String.fromCharCode(code))) set.add(code);
  return set;
}

/** The value at a dotted path of the event, as text; undefined when absent or not a scalar. */
function valueAt(event: CanonicalEvent, path: readonly string[]): string | undefined {
  let value: unknown = event;
  for (const key of path) {
    if (value === null || typeof value !== 'object' || !Object.hasOwn(value, key)) return undefined;
    value = (value as Record<string, unknown>)[key];
  }
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  return undefined;
}

/** What a declared guard found: the match, its numbered groups and its named groups. */
function findingOf(match: RegExpExecArray): Finding {
  const finding: Finding = { match: match[0] };
  match.forEach((group, index) => {
    if (index > 0) finding[String(index)] = group ?? '';
  });
  for (const [name, group] of Object.entries(match.groups ?? {})) finding[name] = group ?? '';
  return finding;
}

/** The guard a message declares in data, or undefined when it declares none or its regex was rejected. */
export function declaredGuard(message: Message): Guard | undefined {
  const when = message.bindings.when;
  if (when === undefined) return undefined;
  const declared = declaration(when);
  if ('problem' in declared) return undefined;
  return {
    id: message.name,
    detect(event) {
      const value = valueAt(event, declared.path);
      if (value === undefined) return undefined;
      const match = declared.regex.exec(value.length > MAX_MATCH_INPUT ? value.slice(0, MAX_MATCH_INPUT) : value);
      return match ? findingOf(match) : undefined;
    },
  };
}
