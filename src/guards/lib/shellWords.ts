import { shellView, type CodeSegment } from './shellCommand.js';
import { countScanned } from './opCount.js';

/** One simple command of a shell line: its words, unquoted, and where it sits in the line. */
export interface SimpleCommand {
  words: string[];
  /** Redirection targets (`> /dev/sda`), unquoted. */
  redirects: string[];
  /** The targets of redirections that truncate or replace a file (`>`, `>|`, `&>`; not `>>`). */
  truncates: string[];
  /** The targets of redirections that append to a file (`>>`, `&>>`). */
  appends?: string[];
  /** Commands joined by `|` share a pipeline number; `;`, `&&`, `||`, `&` and newlines start a new one. */
  pipeline: number;
  /** The command as written, for naming it in an advisory. */
  source: string;
  /** What the command reads on stdin from the line itself: heredoc bodies and here-strings. */
  stdin: string[];
  /** The command is the head of a function definition (`name() {`, `function name() {`). */
  defines?: string;
  /** The variable whose value the command's output becomes: it runs in `id=$(… | jq -r .id)`. */
  captures?: string;
  /**
   * The file whose lines a whole `$(…)` word of the command is (`rm $(cat old.txt)`, `for f in $(< old.txt)`): each line is
   * one word, a list some earlier step wrote down (issue 24).
   */
  listed?: string;
  /** How many `( … )` subshells begin with this command, and how many end after it: a `cd` in one ends with it. */
  opens?: number;
  closes?: number;
}

/** Separates the items of an array assignment in its one word: `dirs=(a b)` is `dirs=\u0000a\u0000b`. */
export const ARRAY_ITEM = '\u0000';

export interface ShellWords {
  commands: SimpleCommand[];
  /** Heredoc bodies and inline code, as shellView finds them. */
  segments: CodeSegment[];
}

// Tokens of the masked line. Quoted strings are blanked inside but keep their quotes, so a quoted
// region is one word, and comments and heredoc bodies are blank: a mention is never a command.
// An escaped space stays inside its word (`/Applications/Install\ macOS.app/…`, `/Library/Managed\ Preferences/`),
// unless it follows a drive's colon or a backslash, or comes before an operator, a dash or another blank. The
// lookbehind runs after `\ ` has matched: run first, it would cost every character of every word.
// A word stops before `$(`, so `X=$(cmd)` is the word `X=` joined to the substitution, which stands for it.
const TOKEN =
  /(\d*(?:&>>?|>>?&?|<<<|<<-?|<&|<>|>\|))|(&&|\|\||\$\(|[;&|()`\n])|((?:\\[;&|()`<>"']|\\ (?<=[^\s:\\]\\ )(?=[^\s;&|()`<>-])|[^\s"';&|()`<>$]|\$(?!\()|"[^"]*"|'[^']*'|\$'[^']*')+)/g;

const MAX_COMMANDS = 200;
/** Words after which `(` still opens a subshell (`time (…)`, `if ( … )`, `! ( … )`). */
const RESERVED = new Set(['time', '!', 'if', 'then', 'else', 'elif', 'do', 'while', 'until', '{', 'exec', 'coproc']);
/** Words kept from the start and the end of a very long command. */
export const HEAD_WORDS = 1024;
export const TAIL_WORDS = 256;
/** A command's list is cut back to HEAD_WORDS + TAIL_WORDS whenever it reaches this length. */
const MAX_WORDS = 2 * (HEAD_WORDS + TAIL_WORDS);

// A plain word as TOKEN reads it, after what TOKEN passes over (blanks, a lone `<`, a quote never
// closed), and not the digits of a redirect (`2>`). `test` on it builds no match array: the middle
// of a 1 MB command is passed over at a fraction of the cost of tokenising it.
const PLAIN_WORD =
  /(?:[^\S\n]|<(?![<&>])|"(?![^"]*")|'(?![^']*'))*(?!\d*(?:&>>?|>>?&?|<<<|<<-?|<&|<>|>\|))(?:\\[;&|()`<>"']|\\ (?<=[^\s:\\]\\ )|[^\s"';&|()`<>$]|\$(?!\()|"[^"]*"|'[^']*'|\$'[^']*')+/y;

// Several guards read the same command in one dispatch: parse it once.
let last: { command: string; words: ShellWords } | undefined;

/** The simple commands of `command`, with quoting removed from each word. Cheap, not a full parser. */
export function shellWords(command: string): ShellWords {
  if (last?.command !== command) last = { command, words: parse(command) };
  return last.words;
}

function parse(command: string): ShellWords {
  countScanned(command.length);
  // A continued line is one command: blank the backslash-newline, keeping every offset.
  const line = command.replace(/\\\r?\n/g, (joint) => ' '.repeat(joint.length));
  const view = shellView(line);
  const commands: SimpleCommand[] = [];
  let current: SimpleCommand | undefined;
  let start = 0;
  // What the next word is: a redirect's target, or a heredoc's terminator (not a word at all).
  let pending: 'redirect' | 'truncate' | 'append' | 'terminator' | undefined;
  let pipeline = 0;
  let hereString = false;
  const heredocs = new Map<number, string>();
  for (const segment of view.segments) if (segment.at !== undefined) heredocs.set(segment.at, segment.text);
  const close = (end: number) => {
    // A bare redirect (`> ~/.bash_history`) is a command too: it truncates its target.
    if (current && (current.words.length > 0 || current.redirects.length > 0)) {
      current.source = line.slice(start, end).trim();
      commands.push(current);
    }
    current = undefined;
  };
  // A command substitution is a command of its own; the one around it resumes after it, with
  // the substitution standing for one word (`cd $(mktemp -d)` has an argument, just not a known one).
  const outer: Array<{ command: SimpleCommand | undefined; start: number; opener: string; first: number }> = [];
  // `dirs=(a b)`: the items of an array assignment, kept in its word.
  let array = undefined as { command: SimpleCommand; items: string[] } | undefined;
  // Where a substitution joined to a word ended: text right after it (`'a'$(x)'b'`) is the same word.
  let glue = -1;
  // After words were passed over, the ones the list keeps are read as usual up to here.
  let skipUntil = 0;
  TOKEN.lastIndex = 0;
  for (let match = TOKEN.exec(view.masked); match && commands.length < MAX_COMMANDS; match = TOKEN.exec(view.masked)) {
    if (match[1] !== undefined) {
      pending = /(?:^|[^<])<<-?$/.test(match[1])
        ? 'terminator'
        : /^\d*(?:&?>|>\|)$/.test(match[1])
          ? 'truncate'
          : /^\d*&?>>$/.test(match[1])
            ? 'append'
            : 'redirect';
      hereString = match[1].endsWith('<<<');
      const body = pending === 'terminator' ? heredocs.get(match.index + match[1].length - (match[1].endsWith('-') ? 3 : 2)) : undefined;
      if (body !== undefined) {
        current ??= { words: [], redirects: [], truncates: [], source: '', pipeline, stdin: [] };
        if (current.words.length === 0 && current.redirects.length === 0) start = match.index;
        current.stdin.push(body);
      }
      continue;
    }
    const separator = match[2];
    if (array && separator !== undefined) {
      // Items end at `)` (newlines between them are blanks); anything else (`arr=($(ls))`) leaves the array unknown.
      if (separator === '\n') continue;
      const word = array.command.words.length - 1;
      array.command.words[word] += ARRAY_ITEM + (separator === ')' ? array.items.join(ARRAY_ITEM) : '$(…)');
      array = undefined;
      if (separator === ')') continue;
    }
    if (separator !== undefined) {
      const top = outer.at(-1);
      const joined = match.index > 0 && !/[\s;&|()<>]/.test(line[match.index - 1]!);
      if ((separator === ')' && top?.opener === '$(') || (separator === '`' && top?.opener === '`')) {
        const before = commands.length;
        close(match.index);
        outer.pop();
        current = top.command;
        glue = match.index + 1;
        // A word joined to it keeps the substitution's command name (`D=$(mktemp…)`): some never print an empty value.
        const last = current?.words.length ? current.words.length - 1 : -1;
        // `id=$(stripe customers create … | jq -r .id)`: what the substitution's commands print is `id`.
        const captures = last >= 0 ? /^([A-Za-z_]\w*)=\$\(\u2026\)$/.exec(current!.words[last]!)?.[1] : undefined;
        if (captures !== undefined) for (let i = top.first; i < commands.length; i++) commands[i]!.captures ??= captures;
        const file =
          current?.words[last] === '$(…)' && commands.length === before + 1 ? listedFile(commands.at(-1)!, line, match.index) : undefined;
        if (file !== undefined) current!.listed ??= file;
        if (commands.length > before && last >= 0 && current!.words[last]!.endsWith('$(…)') && current!.words[last] !== '$(…)')
          current!.words[last] = `${current!.words[last]!.slice(0, -2)}${basename(commands.at(-1)!.words[0] ?? '').slice(0, 64)}…)`;
        start = top.start;
      } else if (separator === '(' && current && joined && current.words.at(-1)!.endsWith('=')) {
        array = { command: current, items: [] };
      } else if (
        separator === '(' &&
        current &&
        /^\s*\)/.test(view.masked.slice(match.index + 1, match.index + 64)) &&
        isHead(current.words)
      ) {
        // `name() {`: a function's head, not a call; its `()` is no subshell.
        current.defines = current.words.at(-1);
        TOKEN.lastIndex = view.masked.indexOf(')', match.index) + 1;
        close(match.index);
        pipeline++;
      } else if (
        separator === '(' &&
        current &&
        !/[<>]/.test(line[match.index - 1] ?? '') &&
        current.words.some((word) => !RESERVED.has(word))
      ) {
        // A `(` after a command's words opens no subshell (sh rejects it there): it is PowerShell's
        // (`Where-Object { $_.Name -notin @('a','b') }`, `(Get-Date).AddDays(-30)`) or a glob's (`!(keep)`),
        // one word up to its matching `)`, so the pipeline around it is not cut. `<(…)` stays a process substitution.
        let depth = 0;
        let end = match.index;
        for (; end < view.masked.length; end++) {
          const ch = view.masked[end];
          if (ch === '(') depth++;
          else if (ch === ')' && --depth === 0) break;
          else if (ch === '\n') break;
        }
        const text = line.slice(match.index, Math.min(end + 1, line.length));
        if (joined && current.words.length > 0) current.words[current.words.length - 1] += text;
        else current.words.push(text);
        TOKEN.lastIndex = Math.min(end + 1, line.length);
        glue = TOKEN.lastIndex;
        pending = undefined;
        continue;
      } else if (separator === '$(' || separator === '`' || separator === '(') {
        // A substitution joined to a word (`X=$(cmd)`, `v$(x)`) is part of that word.
        if (separator !== '(' && current && joined && current.words.length > 0) current.words[current.words.length - 1] += '$(…)';
        else if (separator !== '(') current?.words.push(`$(…)`);
        outer.push({ command: separator === '(' ? undefined : current, start, opener: separator, first: commands.length });
        if (separator === '(') close(match.index);
        current = undefined;
      } else {
        if (separator === ')' && top?.opener === '(') outer.pop();
        close(match.index);
        if (separator === ')' && top?.opener === '(' && commands.length > top.first) {
          commands[top.first]!.opens = (commands[top.first]!.opens ?? 0) + 1;
          commands.at(-1)!.closes = (commands.at(-1)!.closes ?? 0) + 1;
        }
        if (separator !== '|') pipeline++;
      }
      pending = undefined;
      continue;
    }
    const raw = line.slice(match.index, match.index + match[0].length);
    if (!current) {
      current = { words: [], redirects: [], truncates: [], source: '', pipeline, stdin: [] };
      start = match.index;
    }
    if (pending === undefined && current.words.length >= 2 * (HEAD_WORDS + TAIL_WORDS)) {
      // A generated list of 100,000 words keeps its first and last ones (options sit at either
      // end): every later step then costs the same on any input. Amortised: one splice per batch.
      current.words.splice(HEAD_WORDS, current.words.length - HEAD_WORDS - TAIL_WORDS);
    }
    if (pending === 'redirect' || pending === 'truncate' || pending === 'append') {
      const target = unquote(raw);
      current.redirects.push(target);
      // `>&2` and `2>&1` duplicate a descriptor; they write no file.
      if (pending === 'truncate' && !raw.startsWith('&')) current.truncates.push(target);
      if (pending === 'append') (current.appends ??= []).push(target);
      if (hereString) current.stdin.push(target);
    } else if (array?.command === current) array!.items.push(unquote(raw));
    else if (pending === undefined && match.index === glue && current.words.length > 0)
      current.words[current.words.length - 1] += unquote(raw);
    else if (pending === undefined) {
      current.words.push(unquote(raw));
      if (current.words.length >= MAX_WORDS && array === undefined && TOKEN.lastIndex >= skipUntil) {
        const skip = skipPlainWords(view.masked, TOKEN.lastIndex, current.words);
        if (skip) {
          TOKEN.lastIndex = skip.resume;
          skipUntil = skip.until;
        }
      }
    }
    pending = undefined;
    hereString = false;
  }
  close(line.length);
  return { commands, segments: view.segments };
}

/** The file a substitution ending at `end` prints whole (`$(cat list.txt)`, `$(< list.txt)`), else undefined. */
function listedFile(inner: SimpleCommand, line: string, end: number): string | undefined {
  const [name, file, ...rest] = inner.words;
  if (name === 'cat' && file !== undefined && rest.length === 0 && !file.startsWith('-')) return file;
  // `$(< list.txt)`: the redirect is no word, so the command is the file's name alone; the text before it says so.
  const before = line.slice(Math.max(0, end - inner.source.length - 16), end);
  return file === undefined && /\$\(\s{0,8}<\s{0,8}\S+\s*$/.test(before) ? name : undefined;
}

// Where each passed-over word ends, the last MAX_WORDS of them (more than the list ever keeps).
const wordEnds = new Int32Array(MAX_WORDS);

/**
 * Passes over the plain words after `from` in a command whose list is full, and cuts `words` to what
 * pushing each of them would have left (the same cuts at the same lengths): the head, and the part
 * of the old tail still kept. Returns where TOKEN resumes, so that the skipped words the list keeps
 * are read as usual, and where the passed-over run ends; undefined when no plain word follows.
 */
function skipPlainWords(masked: string, from: number, words: string[]): { resume: number; until: number } | undefined {
  let skipped = 0;
  let until = from;
  PLAIN_WORD.lastIndex = from;
  while (PLAIN_WORD.test(masked)) {
    until = PLAIN_WORD.lastIndex;
    wordEnds[skipped % MAX_WORDS] = until;
    skipped++;
  }
  if (skipped === 0) return undefined;
  const before = words.length;
  const kept = HEAD_WORDS + TAIL_WORDS;
  const toCut = MAX_WORDS - before;
  const length = skipped <= toCut ? before + skipped : kept + ((skipped - toCut - 1) % kept) + 1;
  const tail = length - HEAD_WORDS;
  if (tail >= skipped) {
    words.splice(HEAD_WORDS, before - HEAD_WORDS - (tail - skipped));
    return { resume: from, until };
  }
  words.length = HEAD_WORDS;
  const first = skipped - tail;
  return { resume: wordEnds[(first - 1) % MAX_WORDS]!, until };
}

/** `nuke`, `function nuke`: the words before a function definition's `()`. */
function isHead(words: readonly string[]): boolean {
  const name = /^[\w.:@+-]+$/;
  return (words.length === 1 && name.test(words[0]!)) || (words.length === 2 && words[0] === 'function' && name.test(words[1]!));
}

/** A word with its quotes and backslash escapes removed; variables are left as written. */
export function unquote(word: string): string {
  if (!/["'\\$]/.test(word)) return word;
  // `$env:USERPROFILE\.ssh`, `%APPDATA%\x`, `C:\x`: a Windows path keeps every backslash.
  const windows = /^(?:\$env:\w|\$HOME\\|~\\|%\w+%\\|[A-Za-z]:\\)/i.test(word);
  let out = '';
  for (let i = 0; i < word.length; i++) {
    const ch = word[i]!;
    if (ch === "'") {
      const end = word.indexOf("'", i + 1);
      out += word.slice(i + 1, end < 0 ? undefined : end);
      i = end < 0 ? word.length : end;
    } else if (ch === '$' && word[i + 1] === "'") {
      const end = word.indexOf("'", i + 2);
      out += word.slice(i + 2, end < 0 ? undefined : end);
      i = end < 0 ? word.length : end;
    } else if (ch === '"') {
      let j = i + 1;
      for (; j < word.length && word[j] !== '"'; j++) {
        if (word[j] === '\\' && '"\\$`'.includes(word[j + 1] ?? '')) j++;
        out += word[j];
      }
      i = j;
    } else if (ch === '\\') {
      // `C:\Users\me` keeps its backslashes (a Windows path); `\ `, `\*` and `\;` lose theirs as in sh.
      if (windows || /[A-Za-z0-9]/.test(word[i + 1] ?? '')) out += ch;
      else {
        out += word[i + 1] ?? '';
        i++;
      }
    } else out += ch;
  }
  return out;
}

// Words that run the command after them (`sudo rm …`, `env X=1 rm …`), with their options that
// take a value (`sudo -u www-data`, `nice -n 5`) and how many positional words they take first
// (`timeout 60 rm …`).
// `script`: options that make the wrapper run a shell line instead (`flock -c '…' f`); with one, the
// wrapper stays for rules/wrappers.json to read.
const WRAPPERS: Record<string, { values?: readonly string[]; positionals?: number; script?: readonly string[] }> = {
  sudo: {
    values: [
      '-u',
      '-g',
      '-p',
      '-C',
      '-D',
      '-h',
      '-r',
      '-t',
      '-U',
      '-T',
      '--user',
      '--group',
      '--prompt',
      '--chdir',
      '--host',
      '--role',
      '--type',
      '--other-user',
      '--close-from',
      '--command-timeout',
    ],
  },
  doas: { values: ['-u', '-C'] },
  // `symfony composer req x`, `symfony console doctrine:…`: the Symfony CLI runs the tool named after it.
  symfony: {},
  env: { values: ['-u', '-C', '--unset', '--chdir'] },
  nohup: {},
  time: { values: ['-f', '-o', '--format', '--output'] },
  nice: { values: ['-n', '--adjustment'] },
  ionice: { values: ['-c', '-n', '-p', '-P', '-u', '--class', '--classdata'] },
  chrt: { positionals: 1 },
  taskset: { positionals: 1 },
  command: {},
  exec: { values: ['-a'] },
  builtin: {},
  timeout: { values: ['-s', '-k', '--signal', '--kill-after'], positionals: 1 },
  stdbuf: { values: ['-i', '-o', '-e'] },
  chronic: {},
  caffeinate: { values: ['-t', '-w'] },
  unbuffer: {},
  setsid: {},
  flock: { values: ['-w', '-E', '--timeout', '--conflict-exit-code'], positionals: 1, script: ['-c', '--command'] },
  torsocks: {},
  proxychains: { values: ['-f'] },
  proxychains4: { values: ['-f'] },
  // Multi-call binaries run the applet named next (`busybox rm -rf …`).
  busybox: {},
  toybox: {},
  // Lustre's `lfs find` is find with the same tests and `-delete` on a parallel filesystem. https://doc.lustre.org/lustre_manual.xhtml#lfs
  lfs: {},
};

// Shell keywords and grouping words that may precede a command word.
const KEYWORDS = new Set(['{', '}', '!', 'if', 'then', 'elif', 'else', 'do', 'while', 'until']);

/** The command's own words: leading assignments, keywords and wrappers (`sudo -u x`, `env A=1`, `timeout 5`) dropped. */
export function commandWords(words: readonly string[]): string[] {
  let i = 0;
  for (;;) {
    while (i < words.length && (/^[A-Za-z_]\w*=/.test(words[i]!) || KEYWORDS.has(words[i]!))) i++;
    const word = words[i];
    const wrapper = word === undefined ? undefined : WRAPPERS[basename(word)];
    if (!wrapper || !Object.hasOwn(WRAPPERS, basename(word!))) break;
    if (wrapper.script && words.slice(i + 1, i + 8).some((each) => wrapper.script!.includes(each))) break;
    i++;
    // The wrapper's own options (and their values), then the positional words it takes first.
    while (i < words.length && words[i]!.startsWith('-') && words[i] !== '--') i += wrapper.values?.includes(words[i]!) ? 2 : 1;
    if (words[i] === '--') i++;
    i += wrapper.positionals ?? 0;
  }
  return words.slice(i);
}

export function basename(word: string): string {
  return word.slice(word.lastIndexOf('/') + 1);
}
