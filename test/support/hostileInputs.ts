import type { CanonicalEvent } from '../../src/core/event.js';
import { allPacks, type BaseRule, type RuleFamily } from '../../src/guards/rules/pack.js';

// Adversarial inputs for every built-in rule of every family, read from the packs index (so a
// rule added to any pack is covered with no change here): the rule's own literal words — its
// command, subcommand, flags, the literal parts of its patterns — repeated to the given size, as
// a shell command and, for families that read code, as a written file. Used by the linear-time
// test (test/unit/rules/linearTime.spec.ts) and by bench/guards.js.

/** The guard that applies each family's rules. */
export const FAMILY_GUARD: Record<RuleFamily, string> = { destructive: 'destructive', eval: 'eval', secrets: 'secrets', dependency: 'dependency' };

const SKIP = new Set(['id', 'risk', 'source', 'description', 'style', 'target']);

/** Up to eight literal words of a rule, in its fields' order. */
export function ruleKeywords(rule: BaseRule): string[] {
  const words: string[] = [];
  const visit = (value: unknown, key: string) => {
    if (words.length >= 8 || SKIP.has(key)) return;
    // A destructive rule that reads redirects of any command: its words are the redirect itself.
    if (key === 'redirect' && value === true) words.push('>');
    if (typeof value === 'string') {
      // Literal runs of a token or pattern: `--force-with-lease*` → `--force-with-lease`, `\bDROP\s+TABLE` → DROP, TABLE.
      for (const run of value.replace(/\\[a-zA-Z]/g, ' ').match(/[A-Za-z0-9_.:=+\/~-]{2,}|[;|&<>(){}$`'"]/g) ?? []) if (words.length < 8) words.push(run);
    } else if (Array.isArray(value)) for (const item of value.slice(0, 3)) visit(item, key);
    else if (value && typeof value === 'object') for (const [k, v] of Object.entries(value)) visit(v, k);
  };
  for (const [key, value] of Object.entries(rule)) visit(value, key);
  return words;
}

export interface HostileCase {
  family: RuleFamily;
  /** `<family>/<pack>/<id>` and the shape of the input. */
  label: string;
  event: CanonicalEvent;
}

function fill(unit: string, size: number): string {
  return unit.repeat(Math.ceil(size / unit.length)).slice(0, size);
}

/** One event per distinct input: every rule's words, spaced (a command, a file) and run together (a file), at `size` characters. */
export function hostileCases(size: number): HostileCase[] {
  const seen = new Set<string>();
  const cases: HostileCase[] = [];
  for (const pack of allPacks()) {
    for (const rule of pack.rules) {
      const words = ruleKeywords(rule);
      if (words.length === 0) continue;
      const id = `${pack.family}/${pack.pack}/${rule.id}`;
      for (const [shape, unit] of [['spaced', `${words.join(' ')} `], ['joined', words.join('')]] as const) {
        if (seen.has(`${pack.family}\u0000${unit}`)) continue;
        seen.add(`${pack.family}\u0000${unit}`);
        const text = fill(unit, size);
        // A 1 MB command costs a shell parse (~30 ms); the spaced words are the shape a command takes.
        if (shape === 'spaced') cases.push({ family: pack.family, label: `${id} (${shape}, Bash)`, event: { hook_event_name: 'PreToolUse', tool_name: 'Bash', tool_input: { command: text } } });
        if (pack.family === 'destructive') continue;
        for (const file of ['src/app.py', 'src/app.ts', 'config/.env']) {
          cases.push({ family: pack.family, label: `${id} (${shape}, Write ${file})`, event: { hook_event_name: 'PreToolUse', tool_name: 'Write', tool_input: { file_path: file, content: text } } });
        }
        // A rule that compares an edit's old and new text reads both.
        if ('downgrade' in rule) {
          const file = 'src/App.java';
          cases.push({ family: pack.family, label: `${id} (${shape}, Edit ${file})`, event: { hook_event_name: 'PreToolUse', tool_name: 'Edit', tool_input: { file_path: file, old_string: text, new_string: text } } });
        }
      }
    }
  }
  return cases;
}
