import { compoundWords } from './verbs.js';

// A script run by its file (`python scripts/purge_guests.py`, `./tools/wipe_ecu_logs.sh`, `python -m ops.reset_db`)
// whose name says it deletes. What it deletes is not on the line, and the file may be one this hook cannot read
// (outside the project, too large, made by an earlier call): its name is the evidence the line gives. The verbs
// and the words that make it harmless are the rule's data (`delete-named-script` in rules/destructive/unlisted.json).

export interface NamedScript {
  /** The words of a file name that say it deletes (`purge`, `wipe`). */
  verbs: readonly string[];
  /** Words beside the verb that name what is scratch or no data (`cache`, `tmp`, `password`). */
  spare: readonly string[];
  /** Commands that run the file their first operand names (`python`, `node`, `bash`). */
  runners: readonly string[];
}

/** A script file by its extension. */
const SCRIPT_FILE = /^[\w./~-]{1,200}\.(?:py|js|mjs|cjs|ts|mts|rb|pl|php|sh|bash|zsh|ps1|r|jl|lua|groovy|kts|exs|sql)$/i;
/** A Python module run by name (`-m ops.reset_db`). */
const MODULE = /^[A-Za-z_][\w.]{0,200}$/;
const MAX_OPERANDS = 8;

/** The script `words` run whose name says it deletes, as written; undefined for any other call. */
export function namedScript(words: readonly string[], name: string, named: NamedScript): string | undefined {
  const script = scriptRun(words, name, named.runners);
  if (script === undefined) return undefined;
  const file = script.slice(script.lastIndexOf('/') + 1).replace(/\.\w{1,6}$/, '');
  const parts = compoundWords(file, /[._-]+/).filter(Boolean);
  if (parts.length > 8 || parts.some((part) => named.spare.includes(part))) return undefined;
  return parts.some((part) => named.verbs.includes(part)) ? script : undefined;
}

/** The file a call runs: the command itself when it is a script's path, else a runner's first script operand or module. */
function scriptRun(words: readonly string[], name: string, runners: readonly string[]): string | undefined {
  if (!runners.includes(name)) {
    const head = words[0] ?? '';
    return head.includes('/') || SCRIPT_FILE.test(head) ? head : undefined;
  }
  // The first script file among the runner's first words: its own verbs (`deno run`), a database's name or URL
  // (`psql $DATABASE_URL -f reset_db.sql`) and options come before it.
  for (let i = 1; i < Math.min(words.length, MAX_OPERANDS); i++) {
    const word = words[i]!;
    if (word === '-m' && MODULE.test(words[i + 1] ?? '')) return words[i + 1]!.replaceAll('.', '/');
    const value = word.replace(/^--?[\w-]{1,32}=/, '');
    if (SCRIPT_FILE.test(value)) return value;
  }
  return undefined;
}
