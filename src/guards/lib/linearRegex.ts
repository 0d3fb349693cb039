import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { RE2JS as RE2JSClass } from 're2js';

// Regular expressions that come from the project a hook runs in (a declared guard's `when:`, a
// message's `matcher:`) run on re2js, a port of RE2: time linear in the input whatever the
// pattern, where a backtracking engine can take hours on `(a|a)*$` and a static check for such
// shapes is bypassable. It costs ~6 ms to load, so it loads on first use: a project without
// such patterns never pays. The bundles keep it in a file of its own (dist/re2js.cjs).

type RE2JS = typeof RE2JSClass;
let engine: RE2JS | undefined;

function re2js(): RE2JS {
  if (!engine) {
    // Beside the bundle (CommonJS: __dirname; the ESM module for oh-my-pi: its URL), else the package (tests).
    const here = typeof __dirname === 'string' ? __dirname : dirname(fileURLToPath(import.meta.url));
    const beside = join(here, 're2js.cjs');
    const load = existsSync(beside) ? createRequire(beside)(beside) : createRequire(import.meta.url)('re2js');
    engine = (load as { RE2JS: RE2JS }).RE2JS;
  }
  return engine;
}

/** A match: the text, where it starts, numbered groups (1…) and named groups. */
export interface LinearMatch {
  match: string;
  index: number;
  groups: Array<string | undefined>;
  named: Record<string, string | undefined>;
}

export interface LinearRegex {
  test(text: string): boolean;
  exec(text: string): LinearMatch | undefined;
}

/**
 * Compiles a JavaScript-style pattern (flags among `imsu`) to a linear-time matcher. Throws with
 * RE2's reason when the pattern uses what no linear engine can run (lookaround, backreferences).
 */
export function linearRegex(source: string, flags = ''): LinearRegex {
  const RE2 = re2js();
  let options = 0;
  if (flags.includes('i')) options |= RE2.CASE_INSENSITIVE;
  if (flags.includes('m')) options |= RE2.MULTILINE;
  if (flags.includes('s')) options |= RE2.DOTALL;
  const regex = RE2.compile(RE2.translateRegExp(source), options);
  const names = Object.entries(regex.namedGroups());
  return {
    test: (text) => regex.matcher(text).find(),
    exec(text) {
      const matcher = regex.matcher(text);
      if (!matcher.find()) return undefined;
      const groups: Array<string | undefined> = [];
      for (let i = 1; i <= matcher.groupCount(); i++) groups.push(matcher.group(i) ?? undefined);
      return {
        match: matcher.group(0) ?? '',
        index: matcher.start(),
        groups,
        named: Object.fromEntries(names.map(([name, i]) => [name, matcher.group(i) ?? undefined])),
      };
    },
  };
}
