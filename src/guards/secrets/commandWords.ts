import { innerCommand } from '../engine/normalise.js';
import { basename } from '../lib/shellWords.js';

// The words of one simple command as the option scan reads them: its tool, the command it wraps, a login's user.

const WRAPPERS = new Set(['sudo', 'env', 'command', 'exec', 'time', 'nohup']);
// An interpreter's tool is the script it runs: `python …/espota.py -a …` is espota's `-a`.
const INTERPRETERS = new Set(['python', 'python3', 'python2', 'node', 'ruby', 'perl', 'php', 'bash', 'sh']);

/** The command word of one simple command: past inline assignments, wrappers and an interpreter before its script. */
export function toolOf(words: readonly string[], head: number): string {
  let at = words.findIndex((word, i) => i >= head && !WRAPPERS.has(word) && !word.startsWith('-'));
  if (at >= 0 && INTERPRETERS.has(commandName(words[at]!))) {
    const script = words.findIndex((word, i) => i > at && !word.startsWith('-'));
    if (script > 0 && /\.(?:py|js|rb|pl|php|sh)$/.test(words[script]!)) at = script;
  }
  return at < 0 ? '' : commandName(words[at]!);
}

/**
 * A command's words, then those of the command it runs (`docker exec -it db mysql -u app -p…`, `kubectl exec pod -- psql …`,
 * `npx …`): the wrappers the shell reading of other families unwraps, nested up to three deep.
 */
export function withInner(words: readonly string[]): (readonly string[])[] {
  const all = [words];
  for (let current = words; all.length < 4; ) {
    let head = 0;
    while (head < current.length && NAME_VALUE.test(current[head]!)) head++;
    const at = current.findIndex((word, i) => i >= head && !WRAPPERS.has(word) && !word.startsWith('-'));
    const inner = at < 0 ? undefined : innerCommand(commandName(current[at]!).toLowerCase(), current.slice(at));
    if (!inner?.length) break;
    all.push(inner);
    current = inner;
  }
  return all;
}

/** Whether a command runs an auth or login subcommand (`hex.organization auth`, `registry login`): a plain word, not an option's. */
export const authCommand = (words: readonly string[]) => words.some((word) => /^(?:auth|login|authenticate|signin|sign-in)$/.test(word));

const USER_OPTIONS = new Set(['-u', '-U', '--user', '--username', '--apple-id', '--login']);

/** Whether a command names a user to log in as (`-u neo4j`, `--username ci`): then its `-p` is that user's password. */
export function loginContext(words: readonly string[]): boolean {
  return words.some(
    (word, i) =>
      (USER_OPTIONS.has(word) && words[i + 1] !== undefined && !words[i + 1]!.startsWith('-')) || /^--(?:user|username)=./.test(word),
  );
}

export const NAME_VALUE = /^([A-Za-z_][\w.-]{0,80})=(.+)$/;

/** `/usr/bin/mysql` → `mysql`, `sqlcmd.exe` → `sqlcmd`. */
export function commandName(word: string): string {
  const name = basename(word);
  return name.toLowerCase().endsWith('.exe') ? name.slice(0, -4) : name;
}
