// Which commands are waymark's own: exactly the argv shapes waymark has registered, never a
// command that merely mentions `waymark` and `dispatch` (install and uninstall replace or remove
// only their own entries, never a hook of the user's). The shapes:
//
//   [<node>] <dir>/dist/dispatch.cjs [--contract <id>] <Event> [<message> ...]
//   [<node>] <dir>/bin/waymark.cjs dispatch [--contract <id>] <Event> [<message> ...]
//   waymark dispatch [--contract <id>] <Event> [<message> ...]              (on PATH; not via npx)
//
// where <dir> is a runtime copy (templates/*.json render `${WAYMARK_HOME}` =
// `<data>/waymark/runtime/<version>`, `waymark\Data\runtime\<version>` on Windows; earlier builds
// used `<project>/.waymark/runtime`) or a waymark package or clone (`…/waymark`, README's first
// hand-written form). No `--contract` means `claude`. Shell fields are split as a POSIX shell or
// PowerShell would (PowerShell's leading `&`); anything else in the line (`;`, `|`, `$`, a
// redirection) makes it someone else's command.

/**
 * The guard a shared registration puts before `waymark dispatch`, per shell: a machine without
 * waymark (a teammate, a login shell's PATH, a desktop session) then ends the command with exit 0
 * and nothing printed, never "command not found" on every call or a block on a harness that fails
 * closed (DESIGN §2, invariant 9). The guard is part of the shape waymark recognises as its own.
 */
export const GUARDS = {
  sh: { before: 'command -v waymark >/dev/null 2>&1 || exit 0; ', after: '' },
  powershell: { before: 'if (Get-Command waymark -ErrorAction SilentlyContinue) { ', after: ' }' },
  cmd: { before: 'where /q waymark || exit /b 0 & ', after: '' },
} as const;

/** The command line inside a guard, and whether there was one. */
export function unguarded(line: string): { line: string; guarded: boolean } {
  for (const { before, after } of Object.values(GUARDS)) {
    if (line.startsWith(before) && line.endsWith(after) && line.length >= before.length + after.length)
      return { line: line.slice(before.length, line.length - after.length), guarded: true };
  }
  return { line, guarded: false };
}

export interface DispatchArgv {
  /** The dispatcher: the bundle path, or `waymark dispatch`. */
  dispatcher: string;
  contract: string;
  event: string;
  messages: string[];
}

const NODE = /^(?:.*[\\/])?node(?:js)?(?:\.exe)?$/i;
const ABSOLUTE = /^(?:[A-Za-z]:)?[\\/]/;
const BUNDLE = /(?:^|[\\/])(?:waymark(?:[\\/]Data)?[\\/]runtime[\\/][^\\/]+|\.waymark[\\/]runtime|waymark)[\\/]dist[\\/]dispatch\.cjs$/;
const BIN = /(?:^|[\\/])bin[\\/]waymark\.c?js$/;
const CONTRACT = /^[a-z][a-z0-9-]*$/;
const EVENT = /^[A-Za-z][A-Za-z0-9_]*$/;
const MESSAGE = /^[A-Za-z0-9][\w.-]*$/;

/** The dispatch call an argv makes, or undefined when it is not one of waymark's shapes. */
export function dispatchArgv(argv: readonly string[]): DispatchArgv | undefined {
  // The runtime the template rendered as `${NODE_BIN}` (the installer's process.execPath: node, or
  // whatever ran it), given by name or absolute path, or none when the bundle runs by its shebang.
  const interpreter =
    argv[0] !== undefined &&
    (NODE.test(argv[0]) || ABSOLUTE.test(argv[0])) &&
    argv[1] !== undefined &&
    (BUNDLE.test(argv[1]) || BIN.test(argv[1]));
  let at = interpreter ? 1 : 0;
  const program = argv[at];
  let dispatcher: string;
  if (program === undefined) return undefined;
  if (BUNDLE.test(program)) {
    dispatcher = program;
    at += 1;
  } else if ((BIN.test(program) || (at === 0 && program === 'waymark')) && argv[at + 1] === 'dispatch') {
    dispatcher = program === 'waymark' ? 'waymark dispatch' : program;
    at += 2;
  } else return undefined;
  let contract = 'claude';
  if (argv[at] === '--contract') {
    const id = argv[at + 1];
    if (id === undefined || !CONTRACT.test(id)) return undefined;
    contract = id;
    at += 2;
  }
  const event = argv[at];
  const messages = argv.slice(at + 1);
  if (event === undefined || !EVENT.test(event) || !messages.every((name) => MESSAGE.test(name))) return undefined;
  return { dispatcher, contract, event, messages };
}

/**
 * The words of a command line, as the shell that runs it would split it: double- and single-quoted
 * parts, bare words; undefined when the line holds anything a plain argv cannot (operators,
 * expansions, redirections, escapes), since then it is not a line waymark wrote.
 */
export function shellWords(whole: string, powershell = false): string[] | undefined {
  // A guarded line is waymark's only around `waymark dispatch` found on PATH.
  const { line, guarded } = unguarded(whole);
  const words = shellWordsOf(line, powershell);
  return guarded && words?.[0] !== 'waymark' ? undefined : words;
}

function shellWordsOf(line: string, powershell: boolean): string[] | undefined {
  const words: string[] = [];
  let at = 0;
  if (powershell) at = /^\s*&\s+/.exec(line)?.[0].length ?? 0;
  while (at < line.length) {
    while (line[at] === ' ' || line[at] === '\t') at++;
    if (at >= line.length) break;
    let word = '';
    while (at < line.length && line[at] !== ' ' && line[at] !== '\t') {
      const c = line[at]!;
      if (c === '"' || c === "'") {
        const end = line.indexOf(c, at + 1);
        if (end < 0) return undefined;
        const inner = line.slice(at + 1, end);
        // Inside double quotes a shell still expands `$` and backticks: waymark never wrote either.
        if (c === '"' && /[$`]/.test(inner)) return undefined;
        word += inner;
        at = end + 1;
      } else if (/[;&|<>()$`\n\r*?[\]{}]/.test(c) || (c === '\\' && !powershell) || ((c === '#' || c === '~') && word === '')) {
        return undefined;
      } else {
        word += c;
        at++;
      }
    }
    words.push(word);
  }
  return words;
}

/** The argvs a hook handler runs: its exec form (`command` + `args`) and each shell field. */
export function handlerArgvs(handler: unknown): (string[] | undefined)[] {
  if (handler === null || typeof handler !== 'object' || Array.isArray(handler)) return [];
  const fields = handler as Record<string, unknown>;
  const out: (string[] | undefined)[] = [];
  if (typeof fields.command === 'string') {
    if (Array.isArray(fields.args))
      out.push(fields.args.every((arg) => typeof arg === 'string') ? [fields.command, ...(fields.args as string[])] : undefined);
    else out.push(shellWords(fields.command));
  }
  if (typeof fields.bash === 'string') out.push(shellWords(fields.bash));
  if (typeof fields.powershell === 'string') out.push(shellWords(fields.powershell, true));
  // Kiro nests the command in an action (templates/kiro.json).
  const action = fields.action as Record<string, unknown> | undefined;
  if (action && typeof action === 'object' && typeof action.command === 'string') out.push(shellWords(action.command));
  return out;
}
