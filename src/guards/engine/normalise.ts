import { join, resolve } from 'node:path';
import { basename, commandWords, HEAD_WORDS, shellWords, TAIL_WORDS } from '../lib/shellWords.js';

// Normalising a shell line into the commands it runs: every wrapper that runs another command is
// unwrapped (`sudo`, `env`, `xargs`, `find -exec`, `ssh host '…'`, `bash -c`, `eval`, PowerShell's
// `-Command`, `cmd /c`, `npx`), `cd` is followed so relative paths resolve, and each command keeps
// what a rule may read: its words, the files it truncates, the script that reaches it.

/** One command a shell line runs, after unwrapping. */
export interface Call {
  /** The command's words, the command name first (with any leading `\` or `.exe` removed). */
  words: string[];
  /** The command name, lower-cased, without its directory. */
  name: string;
  /** Files a redirect truncates (`> ~/.bashrc`) and every redirect target. */
  truncates: string[];
  redirects: string[];
  /** The command as written at the top level, for naming it in an advisory. */
  source: string;
  /** The directory relative paths resolve against; undefined after a `cd` that cannot be followed. */
  dir: string | undefined;
  /** The paths `find` walks when this command runs as its `-exec` (they stand for `{}`). */
  found?: string[];
  /** The text that may reach the command as a script: its arguments, heredocs, what is piped in. */
  script(): string;
}

export interface NormaliseContext {
  cwd: string;
  home: string;
}

const MAX_DEPTH = 4;
const MAX_CALLS = 400;
const MAX_SCRIPT = 256 * 1024;

/** The commands `line` runs, unwrapped, in order. */
export function normalise(line: string, context: NormaliseContext): Call[] {
  const calls: Call[] = [];
  walk(line, { dir: context.cwd }, context, 0, undefined, calls);
  return calls;
}

interface Scope {
  dir: string | undefined;
}

function walk(line: string, scope: Scope, context: NormaliseContext, depth: number, source: string | undefined, calls: Call[]): void {
  const { commands, segments } = shellWords(line);
  let heredocs: string | undefined;
  for (const simple of commands) {
    if (calls.length >= MAX_CALLS) return;
    const words = commandWords(simple.words);
    // A bare redirect has no command: only the rules for any command's redirects read it.
    if (words.length === 0 && simple.truncates.length > 0) words.push('');
    if (words.length === 0) continue;
    const written = source ?? simple.source;
    // What a client reads: its own arguments, the heredocs of the line, the other commands of its pipeline.
    const script = () => {
      heredocs ??= segments.map((segment) => segment.text).join('\n');
      const piped = commands.filter((other) => other !== simple && other.pipeline === simple.pipeline).map((other) => other.words.join(' '));
      return [words.slice(1).join(' '), heredocs, ...piped].join('\n').slice(0, MAX_SCRIPT);
    };
    unwrap(words, { truncates: simple.truncates, redirects: simple.redirects, source: written, script }, scope, context, depth, calls);
  }
}

interface Origin {
  truncates: string[];
  redirects: string[];
  source: string;
  script: () => string;
  found?: string[];
}

/** Records the call and, when it runs another command or a script, what that runs. */
function unwrap(raw: string[], origin: Origin, scope: Scope, context: NormaliseContext, depth: number, calls: Call[]): void {
  const words = raw[0] === '' ? raw : bounded(commandWords(raw));
  if (words.length === 0 || calls.length >= MAX_CALLS) return;
  const name = commandName(words[0]!);
  words[0] = name;
  if (name === 'cd' || name === 'pushd' || name === 'set-location' || name === 'sl' || name === 'chdir') {
    scope.dir = changeDir(words[1], scope, context);
    return;
  }
  calls.push({ words, name, truncates: origin.truncates, redirects: origin.redirects, source: origin.source, dir: scope.dir, found: origin.found, script: origin.script });
  if (depth >= MAX_DEPTH) return;
  const inner = { ...origin, truncates: [], redirects: [], found: undefined };
  const script = innerScript(name, words);
  if (script !== undefined) {
    // A script run elsewhere (`ssh`, a container) has its own working directory.
    const remote = REMOTE.has(name);
    walk(script, remote ? { dir: undefined } : scope, context, depth + 1, origin.source, calls);
    return;
  }
  const command = innerCommand(name, words);
  if (command) unwrap(command, inner, scope, context, depth + 1, calls);
  if (name === 'find') {
    const paths = findPaths(words);
    for (const exec of findExecs(words)) unwrap(exec, { ...inner, found: paths }, scope, context, depth + 1, calls);
  }
}

/** A word list of a script or wrapper, bounded like shellWords bounds a command's. */
function bounded(words: string[]): string[] {
  return words.length > HEAD_WORDS + TAIL_WORDS ? [...words.slice(0, HEAD_WORDS), ...words.slice(-TAIL_WORDS)] : words;
}

/** `\rm` → `rm`, `/usr/bin/rm` → `rm`, `Remove-Item` → `remove-item`, `cmd.exe` → `cmd`. */
function commandName(word: string): string {
  return basename(word.replace(/\\/g, '/')).replace(/^\\/, '').replace(/\.exe$/i, '').toLowerCase();
}

/** Wrappers whose script runs on another machine or in a container, with its own working directory. */
const REMOTE = new Set(['ssh', 'docker', 'podman', 'kubectl', 'oc', 'ansible', 'fly', 'flyctl']);
const SHELLS = new Set(['sh', 'bash', 'zsh', 'dash', 'ksh', 'ash', 'fish', 'su', 'runuser']);

/** The script a command runs from its arguments (`bash -c '…'`, `eval …`, `ssh host '…'`), else undefined. */
function innerScript(name: string, words: string[]): string | undefined {
  if (SHELLS.has(name)) {
    const flag = words.findIndex((word, i) => i > 0 && /^-[a-zA-Z]*c[a-zA-Z]*$/.test(word));
    return flag > 0 ? words[flag + 1] : undefined;
  }
  if (name === 'eval') return words.slice(1).join(' ');
  if (name === 'ssh') {
    const rest = afterOptions(words, 1, SSH_VALUES);
    return rest.length > 1 ? rest.slice(1).join(' ') : undefined;
  }
  if (name === 'watch') return afterOptions(words, 1, ['-n', '--interval', '-d', '--differences']).join(' ') || undefined;
  if (name === 'powershell' || name === 'pwsh') return powershellScript(words);
  // `ansible all -m shell -a 'rm -rf /var/www'`: the module's argument is a command on each host.
  if (name === 'ansible') {
    const at = words.findIndex((word) => word === '-a' || word === '--args');
    return at > 0 && words.some((word, i) => /^(?:-m|--module-name)$/.test(words[i - 1] ?? '') && /^(?:ansible\.builtin\.)?(?:shell|command|raw)$/.test(word)) ? words[at + 1] : undefined;
  }
  // `fly ssh console -C '…'`, `heroku run:inside … '…'` pass one command line.
  if ((name === 'fly' || name === 'flyctl') && words[1] === 'ssh') {
    const at = words.findIndex((word) => word === '-C' || word === '--command');
    return at > 0 ? words[at + 1] : undefined;
  }
  if (name === 'cmd') {
    const flag = words.findIndex((word) => /^\/[ck]$/i.test(word));
    return flag > 0 ? windowsPaths(words.slice(flag + 1).join(' ')) : undefined;
  }
  return undefined;
}

const SSH_VALUES = ['-b', '-c', '-D', '-E', '-e', '-F', '-I', '-i', '-J', '-L', '-l', '-m', '-O', '-o', '-p', '-Q', '-R', '-S', '-W', '-w', '-B'];

/** `powershell -NoProfile -Command "…"`, `pwsh -c …`, `-EncodedCommand <base64 UTF-16LE>`. */
function powershellScript(words: string[]): string | undefined {
  for (let i = 1; i < words.length; i++) {
    const word = words[i]!.toLowerCase();
    if (/^-(?:c|co|com|comm|comma|comman|command)$/.test(word)) return windowsPaths(words.slice(i + 1).join(' '));
    if (/^-(?:e|ec|en|enc|encodedcommand)$/.test(word) && words[i + 1]) return windowsPaths(Buffer.from(words[i + 1]!, 'base64').toString('utf16le'));
    if (!word.startsWith('-')) return windowsPaths(words.slice(i).join(' '));
  }
  return undefined;
}

/** A Windows script read by the POSIX tokeniser: `C:\Users` must not lose its backslashes as escapes. */
function windowsPaths(script: string): string {
  return script.replace(/\\/g, '/');
}

/** The command a wrapper runs from its arguments (`xargs rm -rf`, `npx prisma …`), else undefined. */
function innerCommand(name: string, words: string[]): string[] | undefined {
  switch (name) {
    case 'xargs': {
      const rest = afterOptions(words, 1, ['-I', '-i', '-n', '-L', '-l', '-P', '-d', '-E', '-e', '-s', '-a', '--max-args', '--max-procs', '--delimiter', '--arg-file', '--replace', '--max-lines']);
      return rest.length > 0 ? rest : undefined;
    }
    case 'parallel': {
      const rest = afterOptions(words, 1, ['-j', '--jobs', '-S', '--sshlogin', '--joblog', '-a', '--arg-file', '--delay', '--timeout', '-I']);
      // The command runs once per argument after `:::`; judged as if it took them all.
      const end = rest.findIndex((word) => /^:::+$/.test(word));
      return end < 0 ? nonEmpty(rest) : end > 0 ? [...rest.slice(0, end), ...rest.slice(end + 1).filter((word) => !/^:::+$/.test(word))] : undefined;
    }
    case 'npx':
    case 'bunx':
    case 'pnpx':
      return nonEmpty(afterOptions(words, 1, ['-p', '--package', '-c', '--call']));
    case 'npm':
    case 'pnpm':
    case 'yarn':
    case 'bun':
      // `pnpm exec prisma …`, `yarn dlx …`, `bun x …`; `yarn prisma …` runs a binary of the project.
      if (['exec', 'dlx', 'x'].includes(words[1] ?? '')) return nonEmpty(afterOptions(words, 2, []));
      return name === 'yarn' || name === 'pnpm' ? nonEmpty(afterOptions(words, 1, ['--cwd', '-C', '--dir', '--filter', '-F'])) : undefined;
    case 'uv':
    case 'poetry':
    case 'pipenv':
    case 'pdm':
    case 'hatch':
    case 'rye':
      return words[1] === 'run' ? nonEmpty(afterOptions(words, 2, ['--with', '--python', '-p', '--env', '-e'])) : undefined;
    case 'bundle':
      return words[1] === 'exec' ? nonEmpty(words.slice(2)) : undefined;
    case 'docker':
    case 'podman':
      // `docker exec -it db psql …`: the command inside the container.
      if (words[1] === 'exec') return nonEmpty(afterOptions(words, 2, ['-e', '--env', '-u', '--user', '-w', '--workdir', '--env-file', '--detach-keys']).slice(1));
      if (words[1] === 'compose') return composeCommand(words, 2);
      return undefined;
    case 'docker-compose':
    case 'podman-compose':
      return composeCommand(words, 1);
    case 'heroku':
      // `heroku run rails db:reset -a app`: the command runs on a one-off dyno.
      return words[1] === 'run' ? nonEmpty(afterOptions(words, 2, ['-a', '--app', '-r', '--remote', '-s', '--size', '-e', '--env', '--type'])) : undefined;
    case 'kubectl':
    case 'oc': {
      const dashes = words.indexOf('--');
      return words.includes('exec') && dashes > 0 ? nonEmpty(words.slice(dashes + 1)) : undefined;
    }
    case 'dotenv':
    case 'op':
    case 'doppler':
    case 'infisical':
    case 'aws-vault': {
      const dashes = words.indexOf('--');
      return dashes > 0 ? nonEmpty(words.slice(dashes + 1)) : undefined;
    }
    default:
      return undefined;
  }
}

/** `docker compose [opts] exec|run [opts] <service> <command…>`: the command inside the service. */
function composeCommand(words: readonly string[], from: number): string[] | undefined {
  const rest = afterOptions(words, from, ['-f', '--file', '-p', '--project-name', '--env-file', '--profile', '--project-directory']);
  if (rest[0] !== 'exec' && rest[0] !== 'run') return undefined;
  const inner = afterOptions(rest, 1, ['-e', '--env', '-u', '--user', '-w', '--workdir', '--index', '--entrypoint', '-v', '--volume', '-p', '--publish', '--name', '-l', '--label']);
  return nonEmpty(inner.slice(1));
}

function nonEmpty(words: string[]): string[] | undefined {
  return words.length > 0 ? words : undefined;
}

/** The words after the options that start at `from` (and the values of those in `values`). */
function afterOptions(words: readonly string[], from: number, values: readonly string[]): string[] {
  let i = from;
  while (i < words.length && words[i]!.startsWith('-')) {
    if (words[i] === '--') return words.slice(i + 1);
    i += values.includes(words[i]!) ? 2 : 1;
  }
  return words.slice(i);
}

/** The start paths of `find` (the words before its first predicate); `.` when none. */
export function findPaths(words: readonly string[]): string[] {
  const paths: string[] = [];
  for (let i = 1; i < words.length && !/^[-!(]/.test(words[i]!); i++) paths.push(words[i]!);
  return paths.length > 0 ? paths : ['.'];
}

/** The commands of `find`'s `-exec`, `-execdir`, `-ok` and `-okdir` actions. */
function findExecs(words: readonly string[]): string[][] {
  const execs: string[][] = [];
  for (let i = 1; i < words.length; i++) {
    if (!/^-(?:exec|execdir|ok|okdir)$/.test(words[i]!)) continue;
    const start = i + 1;
    while (i + 1 < words.length && words[i + 1] !== ';' && words[i + 1] !== '+' && words[i + 1] !== '') i++;
    execs.push(words.slice(start, i + 1));
  }
  return execs;
}

function changeDir(to: string | undefined, scope: Scope, context: NormaliseContext): string | undefined {
  if (to === undefined || to === '~') return context.home;
  if (to === '-' || to.includes('$') || to.includes('`') || to.includes('%')) return undefined;
  if (to.startsWith('~/')) return join(context.home, to.slice(2));
  if (to.startsWith('/')) return resolve(to);
  return scope.dir === undefined ? undefined : resolve(scope.dir, to);
}
