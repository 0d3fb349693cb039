import type { CanonicalEvent } from '../core/event.js';
import type { Finding, Guard } from './guard.js';
import type { Message } from '../messages/message.js';
import { linearRegex, type LinearMatch, type LinearRegex } from './lib/linearRegex.js';

// A guard declared in data: a message whose bindings say `- when: <path> ~ /<regex>/<flags>`
// speaks when the regex matches the value at that path of the canonical event. No user code runs:
// the only thing taken from the file is a regular expression, and it runs on a linear-time engine
// (re2js): time linear in the value whatever the pattern. A pattern that needs backtracking
// (lookaround, backreferences) is rejected with RE2's reason and the message is inert.

/** Only this much of the value is matched: the match is linear, but a 10 MB value need not be read whole. */
export const MAX_MATCH_INPUT = 8 * 1024;
const MAX_PATTERN = 1024;
const FLAGS = /^[imsu]*$/;
const WHEN = /^([A-Za-z_][\w-]*(?:\.[\w-]+)*)\s*~\s*\/(.*)\/([a-z]*)$/;

export interface Declaration {
  path: readonly string[];
  regex: LinearRegex;
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
  if (!parsed)
    return { problem: 'expected `- when: <path> ~ /<regex>/<flags>`, e.g. `- when: tool_input.command ~ /\\bterraform\\s+apply\\b/`' };
  const [, path, source, flags] = parsed as unknown as [string, string, string, string];
  if (!FLAGS.test(flags)) return { problem: `flags "${flags}": only i, m, s and u are allowed` };
  if (source.length > MAX_PATTERN) return { problem: `the regex is longer than ${MAX_PATTERN} characters` };
  try {
    return { path: path.split('.'), regex: linearRegex(source, flags) };
  } catch (error) {
    return {
      problem: `the regex cannot run in linear time or is invalid (${(error as Error).message}); lookaround and backreferences are not supported`,
    };
  }
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
function findingOf(match: LinearMatch): Finding {
  const finding: Finding = { match: match.match };
  match.groups.forEach((group, index) => {
    finding[String(index + 1)] = group ?? '';
  });
  for (const [name, group] of Object.entries(match.named)) finding[name] = group ?? '';
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
    meta: { words: [] },
    detect(event) {
      const value = valueAt(event, declared.path);
      if (value === undefined) return undefined;
      const match = declared.regex.exec(value.length > MAX_MATCH_INPUT ? value.slice(0, MAX_MATCH_INPUT) : value);
      return match ? findingOf(match) : undefined;
    },
  };
}
