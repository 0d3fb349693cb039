import { posix } from 'node:path';
import type { Family } from '../lib/codeText.js';
import { closingBracket, leadingArguments } from '../lib/topLevel.js';
import CODE_DELETES from '../../../rules/code-deletes.json';
import { pythonFilterDeletes } from './ormOneLiners.js';
import { sdkCalls, type SdkCall } from './sdkCalls.js';
import { namesDeletion } from './httpCalls.js';
import { pathSegments } from './pathSegments.js';
import { isBusinessRecords } from './paths.js';
import { isSeedOrTestFile } from './testPaths.js';
import { loopJoinedNames } from './loopNames.js';
import { boundOnceAt } from './boundOnce.js';
import { tableWipes } from './tableWipes.js';
import { boundToFreshTemp, namesScratch } from '../lib/scratch.js';
import { boundedMatches } from '../lib/boundedMatches.js';

// The code an interpreter one-liner runs (`python -c '…'`, `node -e '…'`, `perl -e '…'`, a script
// fed on stdin), and what that code does to the shell's world: the command lines it hands to a
// shell (`os.system('rm -rf ~')`, `` `git reset --hard` ``) and the paths it deletes
// (`shutil.rmtree('/home/user')`), the library calls that delete a service's data
// (`s3.delete_bucket(…)`, sdkCalls.ts) and the SQL it executes. Commands and paths are read only from literal arguments; a variable is
// unknown, as it is to the shell reader. Every scan is one pass of a regex without nested
// quantifiers plus bounded windows: linear in the code.

/** Code one interpreter runs, in the family its comments and strings are read by. */
export interface InlineCode {
  family: Family;
  code: string;
  /** Run on an attached board or another machine (`mpremote exec`): its paths and commands are not this machine's. */
  remote?: boolean;
  /** The folder of the file the code is written to: what `__dirname` and `os.path.dirname(__file__)` name. */
  dir?: string;
  /**
   * Run in the test environment (`RAILS_ENV=test bin/rails runner '…'`, `manage.py shell --settings=app.settings.test`): the
   * database it changes is the test suite's own, so its SQL and its ORM deletes by a filter lose no one's records.
   */
  testing?: string;
}

/** What a piece of code does that the shell reader judges: the command lines it runs, the paths it deletes or empties, its library deletes and SQL. */
export interface CodeEffects {
  commands: string[];
  deletes: Array<{ path: string; recursive: boolean }>;
  /** Files opened in a mode that empties them (`h5py.File(p, 'w')`): judged as `: > p`. */
  truncates: string[];
  /** Files the code writes or appends to, by a literal or home-based path (`Path('~/.x').write_text(…)`): where, not what is lost. */
  writes: string[];
  /** Files a one-liner replaces with one line of text (`File.write("data/x.csv", "a,b\n")`): judged as `printf 'a,b\n' > p`. */
  lines?: Array<{ path: string; line: string }>;
  sdk: SdkCall[];
  sql: string[];
}

/** How an interpreter takes its code: the option before it, or a verb (`deno eval`). */
interface Interpreter {
  family: Family;
  /** Options whose next word is the code (a cluster ending in one of them, `-ne`, also counts when `clusters`). */
  flags: readonly string[];
  clusters?: RegExp;
  /** Verbs whose next word (after its options) is the code: `deno eval CODE`, `rails runner|r CODE`. */
  verb?: readonly string[];
  /**
   * Verbs that read the program from stdin (`echo '…' | bin/rails console`), unless a sandbox option rolls back what it
   * changes on exit (`rails console --sandbox`). https://guides.rubyonrails.org/command_line.html#bin-rails-console
   */
  stdinVerb?: readonly string[];
  /** An app's own REPL run through a script (`php artisan tinker`): its code option (`--execute=…`), else what stdin holds. */
  repl?: { script: RegExp; verb: string; option: string };
  /** The interpreter runs each of several code options in turn (`sbcl --eval A --eval B`). */
  several?: boolean;
  /** The code runs on a device, not here (`mpremote exec`): read for what it evaluates, not for local effects. */
  remote?: boolean;
  /** Words that start with this are code too (Vim's `+cmd`, as `-c cmd`). */
  plus?: string;
  /** Stdin is text the program edits, never its code (`vim -`). */
  editor?: boolean;
}

const PERL_LIKE = /^-[nplaws0-9]*[eE]$/;

/** Interpreters by command name (a version suffix such as `python3.12` is dropped first). */
const INTERPRETERS: Record<string, Interpreter> = {
  python: { family: 'py', flags: ['-c'], clusters: /^-[BdEhiIOqsSuvVWxX]*c$/ },
  py: { family: 'py', flags: ['-c'] },
  pypy: { family: 'py', flags: ['-c'] },
  node: { family: 'js', flags: ['-e', '--eval', '-p', '--print', '-pe'] },
  nodejs: { family: 'js', flags: ['-e', '--eval', '-p', '--print', '-pe'] },
  bun: { family: 'js', flags: ['-e', '--eval', '-p', '--print'] },
  // TypeScript runners take a one-liner as node does (`npx tsx -e '…'`, `ts-node -e '…'`).
  tsx: { family: 'js', flags: ['-e', '--eval', '-p', '--print'] },
  'ts-node': { family: 'js', flags: ['-e', '--eval', '-p', '--print'] },
  deno: { family: 'js', flags: [], verb: ['eval'] },
  perl: { family: 'pl', flags: ['-e', '-E'], clusters: PERL_LIKE },
  ruby: { family: 'rb', flags: ['-e'], clusters: PERL_LIKE },
  // Laravel's `php artisan tinker --execute='…'` runs PHP in the app, against its real database.
  // https://laravel.com/docs/artisan#tinker
  php: { family: 'php', flags: ['-r'], repl: { script: /(?:^|\/)artisan$/, verb: 'tinker', option: '--execute' } },
  osascript: { family: 'generic', flags: ['-e'] },
  rscript: { family: 'r', flags: ['-e'] },
  r: { family: 'r', flags: ['-e'] },
  julia: { family: 'jl', flags: ['-e', '--eval', '-E', '--print'] },
  lua: { family: 'lua', flags: ['-e'] },
  elixir: { family: 'ex', flags: ['-e', '--eval'] },
  mix: { family: 'ex', flags: ['-e', '--eval'] },
  tclsh: { family: 'tcl', flags: [] },
  // expect is Tcl with `spawn`: `expect -c 'spawn …'`.
  expect: { family: 'tcl', flags: ['-c'] },
  erl: { family: 'generic', flags: ['-eval'] },
  ghc: { family: 'generic', flags: ['-e'] },
  amm: { family: 'generic', flags: ['-c'] },
  groovy: { family: 'java', flags: ['-e'] },
  // Kotlin's `kotlinc -e '…'` / `kotlin -e '…'` evaluate a script; jshell and `swift -` read a program from stdin.
  kotlinc: { family: 'java', flags: ['-e', '-expression'] },
  kotlin: { family: 'java', flags: ['-e', '-expression'] },
  jshell: { family: 'java', flags: [] },
  swift: { family: 'clike', flags: [] },
  // MicroPython's `mpremote exec '…'` runs Python on the attached board.
  mpremote: { family: 'py', flags: [], verb: ['exec'], remote: true },
  clojure: { family: 'lisp', flags: ['-e', '--eval'] },
  clj: { family: 'lisp', flags: ['-e', '--eval'] },
  bb: { family: 'lisp', flags: ['-e', '--eval'] },
  crystal: { family: 'rb', flags: [], verb: ['eval'] },
  // `bin/rails runner '…'` (or `rails r`) runs Ruby in the app, against its real databases and queues; so do the
  // Rails apps' own wrappers of it (`gitlab-rails runner`). https://guides.rubyonrails.org/command_line.html#bin-rails-runner
  rails: { family: 'rb', flags: [], verb: ['runner', 'r'], stdinVerb: ['console', 'c'] },
  'gitlab-rails': { family: 'rb', flags: [], verb: ['runner', 'r'], stdinVerb: ['console', 'c'] },
  irb: { family: 'rb', flags: ['-e'] },
  // `matlab -batch "…"` / `matlab -nodisplay -r "…"` and `octave --eval "…"`: MATLAB one-liners.
  matlab: { family: 'matlab', flags: ['-batch', '-r'] },
  octave: { family: 'matlab', flags: ['--eval'] },
  'octave-cli': { family: 'matlab', flags: ['--eval'] },
  // Lisps and OCaml: `racket -e`, `sbcl --eval`, `guile -c`; `ocaml -stdin` (or no operand) reads its program from stdin.
  racket: { family: 'lisp', flags: ['-e', '--eval'], several: true },
  sbcl: { family: 'lisp', flags: ['--eval'], several: true },
  ecl: { family: 'lisp', flags: ['--eval', '-eval'], several: true },
  clisp: { family: 'lisp', flags: ['-x'] },
  guile: { family: 'lisp', flags: ['-c'] },
  // `emacs --batch --eval '(…)'`: Emacs Lisp, read as the Lisp family.
  emacs: { family: 'lisp', flags: ['--eval', '-eval'], several: true },
  // Vim and Neovim run each `-c`/`--cmd` (and `+cmd`) as an ex command: Vim script (`call delete(p, "rf")`), Lua
  // after `lua` in Neovim (`lua vim.fn.delete(…)`). https://vimhelp.org/starting.txt.html#-c
  vim: { family: 'vim', flags: ['-c', '--cmd'], several: true, plus: '+', editor: true },
  nvim: { family: 'vim', flags: ['-c', '--cmd'], several: true, plus: '+', editor: true },
  gvim: { family: 'vim', flags: ['-c', '--cmd'], several: true, plus: '+', editor: true },
  // xonsh's `-c` code is Python (with shell lines mixed in): https://xon.sh/tutorial.html
  xonsh: { family: 'py', flags: ['-c'] },
  ocaml: { family: 'ml', flags: [] },
  // CAD and 3D tools that embed Python: `freecadcmd -c '…'` and `blender -b x.blend --python-expr '…'` run their
  // code option as Python, with the tool's modules loaded.
  freecadcmd: { family: 'py', flags: ['-c'] },
  blender: { family: 'py', flags: ['--python-expr'] },
  // Houdini's and Maya's Python: `hython -c '…'`, `mayapy -c '…'`.
  hython: { family: 'py', flags: ['-c'] },
  mayapy: { family: 'py', flags: ['-c'] },
};

/** The interpreter a command name runs (`python3.12` → python), or undefined. */
export function interpreterOf(name: string): Interpreter | undefined {
  const bare = name.replace(/[\d.]+$/, '');
  return Object.hasOwn(INTERPRETERS, bare) ? INTERPRETERS[bare] : undefined;
}

/**
 * The code given on the command line (`python -c CODE`, `deno eval CODE`), or, for an interpreter
 * that reads its program from stdin (no script operand, or `-`), each text fed to it.
 */
export function interpreterCode(name: string, words: readonly string[], stdin: readonly string[]): InlineCode[] {
  const interpreter = interpreterOf(name);
  if (!interpreter) return [];
  const codes: InlineCode[] = [];
  const repl = interpreter.repl;
  if (repl?.script.test(words[1] ?? '') && words[2] === repl.verb) {
    const at = words.findIndex((word) => word === repl.option || word.startsWith(`${repl.option}=`));
    if (at < 0) return stdin.map((text) => ({ family: interpreter.family, code: text }));
    const code = words[at] === repl.option ? words[at + 1] : words[at]!.slice(repl.option.length + 1);
    return code === undefined ? [] : [{ family: interpreter.family, code }];
  }
  for (let i = 1; i < words.length; i++) {
    const word = words[i]!;
    if (interpreter.stdinVerb?.includes(word))
      return words.some((each) => each === '--sandbox' || each === '-s')
        ? []
        : stdin.map((text) => ({ family: interpreter.family, code: text }));
    if (interpreter.verb?.includes(word)) {
      // The verb's options come before the code: `rails runner -e production '…'`, `deno eval -p '…'`.
      let at = i + 1;
      while (at < words.length && words[at]!.startsWith('-')) at += /^(?:-e|--environment)$/.test(words[at]!) ? 2 : 1;
      if (words[at] !== undefined)
        codes.push({ family: interpreter.family, code: words[at]!, ...(interpreter.remote ? { remote: true } : {}) });
      break;
    }
    if (interpreter.plus !== undefined && word.length > 1 && word.startsWith(interpreter.plus)) {
      codes.push({ family: interpreter.family, code: word.slice(interpreter.plus.length) });
      continue;
    }
    if (interpreter.flags.includes(word) || (interpreter.clusters?.test(word) ?? false)) {
      if (words[i + 1] !== undefined) codes.push({ family: interpreter.family, code: words[i + 1]! });
      // perl and ruby take several `-e`; the others end their own options at the code.
      if (interpreter.clusters !== PERL_LIKE && interpreter.several !== true) break;
      i++;
    }
  }
  if (codes.length > 0 || interpreter.remote || interpreter.editor) return codes;
  // `python3 - <<'EOF'`, `node <<< '…'`: with no script operand the program is what stdin holds.
  const operand = words.slice(1).find((word) => !word.startsWith('-') || word === '-');
  if (operand === undefined || operand === '-') for (const text of stdin) codes.push({ family: interpreter.family, code: text });
  return codes;
}

/** Code is read this far: a one-liner is short, a heredoc rarely longer. */
const MAX_CODE = 64 * 1024;
const MAX_EFFECTS = 32;
/** Sink names looked at per scan: a hostile text may hold one thousands of times. */
const MAX_SINKS = 256;

const sinkMatches = (pattern: RegExp, text: string) => boundedMatches(pattern, text, MAX_SINKS);

/** How far after a sink's name its arguments are read. */
const WINDOW = 2048;

/** Calls that hand their string (or list of words) to a shell or run it as a command. */
const SHELL_SINK =
  /\b(?:os\.system|os\.popen|os\.exec[lv]p?e?|subprocess\.(?:run|call|check_call|check_output|getoutput|getstatusoutput|Popen)|commands\.getoutput|Popen|check_output|check_call|execSync|execFileSync|spawnSync|execa(?:Sync|Command|CommandSync)?|exec|execFile|spawn|system2?|shell_exec|passthru|proc_open|popen|IO\.popen|Open3\.(?:capture[23]e?|popen[23]e?|pipeline)|Kernel\.(?:system|exec|spawn)|Process\.start|Runtime\.getRuntime\(\)\.exec|do shell script|shell|Deno\.run|Bun\.spawnSync|Bun\.spawn|Bun\.\$|run|os\.execute|io\.popen|Sys\.command|Unix\.system|(?:clojure\.java\.shell|sh|shell)\/sh)(?![\w/])/g;

/**
 * One line of rules/code-deletes.json: a file-system delete in code, judged as `rm` of its path (the table's
 * description says what each field means; test/unit/guards/shellTree.spec.ts checks its shape).
 */
interface CodeDelete {
  name: string;
  languages: readonly string[];
  recursive: boolean | 'option';
  argument?: 'at-label';
  qualified?: boolean | readonly string[];
  bare?: readonly string[];
  families?: readonly string[];
  form?: 'call' | 'word' | 'lisp' | 'glob' | 'walk' | 'method';
  flag?: string;
  source: string;
}

const CODE_DELETE_LINES = CODE_DELETES.deletes as readonly CodeDelete[];
const escaped = (name: string): string => name.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');

/** Deletes in any language's code, by name: calls that delete the path of their first argument. */
const GENERAL_DELETES = new Map(CODE_DELETE_LINES.filter((line) => line.families === undefined).map((line) => [line.name, line]));
/** Their names as one alternation, longest first (`os.remove.all` before `os.remove`); a labelled call only with its label. */
const DELETE_SINK = new RegExp(
  `\\b(?:${[...GENERAL_DELETES.values()]
    .sort((a, b) => b.name.length - a.name.length)
    .map((line) => `${escaped(line.name)}${line.argument === 'at-label' ? '(?=\\(\\s*at(?:Path)?\\s*:)' : ''}`)
    .join('|')})\\b`,
  'g',
);
/** The module a `qualified` delete's bare name must follow (`os.Remove`, `fs.rm`), right before it. */
const QUALIFIER = new RegExp(`\\b(?:${CODE_DELETES.qualifiers.map(escaped).join('|')})\\.$`);

/** Whether a general delete's bare name must follow a module in `family`'s code (Go's `Remove` is `os.Remove`). */
function needsQualifier(line: CodeDelete, family: Family): boolean {
  if (line.qualified === undefined || line.qualified === false || (line.bare?.includes(family) ?? false)) return false;
  return line.qualified === true || line.qualified.includes(family);
}
const isRecursive = (name: string): boolean => GENERAL_DELETES.get(name)?.recursive === true;
/** A delete whose `recursive: true` / `recursive=TRUE` argument makes it a tree delete (`fs.rmSync`, Julia's `rm`, R's `unlink`). */
const RECURSIVE_OPTION = /recursive\s*[:=]\s*(?:true|TRUE|T\b)/;

/** What `code` (in `family`) runs in a shell and deletes, from literal arguments only; `dir` is the folder of its file. */
export function codeEffects(code: string, family: Family, dir?: string): CodeEffects {
  const text = code.length > MAX_CODE ? code.slice(0, MAX_CODE) : code;
  const { calls: sdk, sql } = sdkCalls(text, family);
  // A data-layer call that empties or replaces a whole table (`knex('t').del()`, `df.to_sql('t', con, if_exists='replace')`), as its SQL.
  for (const statement of tableWipes(text, family)) if (sql.length < MAX_EFFECTS && !sql.includes(statement)) sql.push(statement);
  // A one-liner's ORM filter delete (`manage.py shell -c "Waiver.objects.filter(park_id=3).delete()"`), as the SQL it runs.
  if (family === 'py' && dir === undefined)
    for (const statement of pythonFilterDeletes(text)) if (sql.length < MAX_EFFECTS && !sql.includes(statement)) sql.push(statement);
  const effects: CodeEffects = { commands: [], deletes: [], truncates: [], writes: codeWrites(text, family), sdk, sql };
  for (const match of sinkMatches(SHELL_SINK, text)) {
    if (effects.commands.length >= MAX_EFFECTS) break;
    const name = match[0];
    // `run` alone is a shell sink only as Julia's run(`…`); `shell` only as R's shell("…").
    const after = text.slice(match.index + name.length, match.index + name.length + WINDOW);
    if (name === 'run' && !/^\s*\(\s*`/.test(after)) continue;
    if (/^(?:exec|spawn|system2?|popen)$/.test(name) && /[\w$]$/.test(text.slice(Math.max(0, match.index - 1), match.index))) continue;
    // `re.exec(s)`, `cursor.exec(sql)`: a method of some object is not the process API.
    if (
      /^(?:exec|execFile|spawn|popen)$/.test(name) &&
      text[match.index - 1] === '.' &&
      !/child_process|childProcess|\bcp\b|\bos\b|subprocess|Kernel|Process|\bproc\b|shell/.test(
        text.slice(Math.max(0, match.index - 24), match.index),
      )
    )
      continue;
    // Python's exec runs Python, not a shell.
    if (name === 'exec' && family === 'py') continue;
    const words = literalArguments(after, name === 'do shell script');
    if (words === undefined || words.length === 0) continue;
    effects.commands.push(words.length === 1 ? words[0]! : words.map(shellQuote).join(' '));
  }
  // An HTTP DELETE the code sends to a literal URL (`requests.delete('https://…')`, `fetch(url, {method:
  // 'DELETE'})`) is judged as the same request from curl: the http-delete rules read its host and path.
  // A POST to an endpoint named for a delete (`requests.post('https://slack.com/api/chat.delete', …)`) is judged
  // as curl's POST there: the http-delete-operation rule reads the URL's last segment.
  for (const { method, url } of httpDeletes(text))
    if (effects.commands.length < MAX_EFFECTS) effects.commands.push(`curl -X ${method} ${shellQuote(url)}`);
  // fsspec's `fs.rm(url, recursive=True)` (s3fs, gcsfs, adlfs) removes an object store's prefix with all under it:
  // judged as the store's own CLI removing it (a literal URL, or the path a variable holds).
  if (family === 'py')
    for (const command of storeTreeRemovals(text)) if (effects.commands.length < MAX_EFFECTS) effects.commands.push(command);
  // Tcl and expect run a program by bare words: `exec rm -rf /x`, `spawn ssh host`.
  if (family === 'tcl') {
    TCL_EXEC.lastIndex = 0;
    for (let match = TCL_EXEC.exec(text); match && effects.commands.length < MAX_EFFECTS; match = TCL_EXEC.exec(text))
      effects.commands.push(match[1]!.replace(/[{}"]/g, ''));
  }
  // `` `rm -rf ~` ``, `%x(…)`, `qx(…)`: the shell runs what the quotes hold (not in JavaScript, where they are templates).
  if (family !== 'js' && family !== 'py') {
    for (const command of backtickCommands(text)) if (effects.commands.length < MAX_EFFECTS) effects.commands.push(command);
  }
  let unnamedDelete = false;
  let unnamedTree = false;
  const homeNames = boundHome(text);
  for (const match of sinkMatches(DELETE_SINK, text)) {
    if (effects.deletes.length >= MAX_EFFECTS) break;
    const name = match[0];
    const before = text.slice(Math.max(0, match.index - 12), match.index);
    // A common word is a delete only after its module (`os.Remove`), unless bare in this language (Julia's `rm`).
    if (needsQualifier(GENERAL_DELETES.get(name)!, family) && !QUALIFIER.test(before)) continue;
    if (/[\w$]$/.test(before) || /\bdef\s+$|\bfunction\s+$/.test(before)) continue;
    const after = text.slice(match.index + name.length, match.index + name.length + WINDOW);
    // `mapM_ removeDirectoryRecursive ["migrations", "src/Schema"]`: each literal of a list the delete is mapped over.
    const listed = LIST_ARGUMENT.test(after) ? listLiterals(after) : undefined;
    if (listed !== undefined) {
      for (const each of listed)
        if (effects.deletes.length < MAX_EFFECTS) effects.deletes.push({ path: each, recursive: isRecursive(name) });
      continue;
    }
    const path = pathArgument(after, homeNames, text, dir);
    // `for name in ("build", "dist"): shutil.rmtree(ROOT / name)`: each literal name the loop gives, under the folder.
    const looped = path?.endsWith('/') ? loopJoinedNames(after, text) : undefined;
    if (looped !== undefined) {
      const recursive =
        isRecursive(name) || (GENERAL_DELETES.get(name)!.recursive === 'option' && RECURSIVE_OPTION.test(after.slice(0, 300)));
      for (const each of looped)
        if (effects.deletes.length < MAX_EFFECTS) effects.deletes.push({ path: `${path!.replace(/\/+$/, '')}/${each}`, recursive });
      continue;
    }
    // `File.delete(p)`, `os.remove(p)`: a file the code names by a variable, which a listing may have chosen.
    // `fs.unlinkSync("uploads/" + f)`: a folder's name with a variable's after it.
    // `shutil.rmtree(d)` of a variable: each entry a listing chose goes whole.
    if (path === undefined || path.endsWith('/')) {
      if (isRecursive(name)) unnamedTree = true;
      else unnamedDelete = true;
    }
    if (path === undefined) continue;
    // The options follow the path, past any call inside it (`require('os').homedir()`).
    const args = after.slice(0, 300);
    effects.deletes.push({
      path,
      recursive: isRecursive(name) || (GENERAL_DELETES.get(name)!.recursive === 'option' && RECURSIVE_OPTION.test(args)),
    });
  }
  // pathlib's `p.unlink()` on a path a listing gave (`for p in Path("d").glob("*.csv")`).
  if (family === 'py' && PATH_UNLINK.test(text)) unnamedDelete = true;
  const language = languageDeletes(text, family, dir);
  // R's `file.remove(list.files("d", full.names=TRUE))`, `unlink(f)`: a language's delete of what no literal names.
  if (unnamedDelete || unnamedTree || language.unnamed)
    for (const listed of listedGlobs(text, dir))
      if (effects.deletes.length < MAX_EFFECTS) effects.deletes.push({ ...listed, recursive: listed.recursive || unnamedTree });
  for (const each of receiverDeletes(text, family)) if (effects.deletes.length < MAX_EFFECTS) effects.deletes.push(each);
  for (const each of language.found) if (effects.deletes.length < MAX_EFFECTS) effects.deletes.push(each);
  effects.truncates.push(...truncatingOpens(text, family), ...emptyWrites(text, family, dir));
  if (dir === undefined) {
    const lines = lineWrites(text, family);
    if (lines.length > 0) effects.lines = lines;
  }
  return effects;
}

/**
 * A one-liner that replaces a file with one line of text (`ruby -e 'File.write("data/attendance_2024.csv",
 * "date,member_id,present\n")'`, `python -c "open('data/x.csv','w').write('a,b\n')"`, `node -e
 * "fs.writeFileSync('data/x.csv','a,b\n')"`): the same as `printf 'a,b\n' > data/x.csv`, which the header rule judges (a
 * table's header alone over a kept table loses its rows; a new file, scratch or appending stays silent). Only a literal line
 * with column separators, and only when the code appends nowhere (it would go on to fill the table), held-out round 141.
 */
function lineWrites(text: string, family: Family): Array<{ path: string; line: string }> {
  const appended = appendedPaths(text);
  if (appended === 'any') return [];
  const found: Array<{ path: string; line: string }> = [];
  const after = (match: RegExpExecArray) => text.slice(match.index + match[0].length, match.index + match[0].length + WINDOW);
  const add = (path: string | undefined, value: string | undefined) => {
    const line = value === undefined ? undefined : ONE_LINE.exec(value)?.[2];
    const target = path === undefined || line === undefined ? undefined : pathArgument(`${path})`);
    if (target && line && !appended.has(target) && found.length < MAX_EFFECTS)
      found.push({ path: target, line: line.replaceAll('\\t', '\t') });
  };
  for (const match of sinkMatches(REPLACING_WRITE, text)) {
    const [path, value] = leadingArguments(after(match));
    add(path, value);
  }
  if (family !== 'py') return found;
  for (const { path, tail } of pyWriteOpens(text)) {
    const write = PY_WRITE.exec(tail.slice(0, 79));
    if (write) add(path, leadingArguments(tail.slice(write[0].length))[0]);
  }
  return found;
}
/**
 * The files the code appends to, by the path each names (Node's `appendFileSync('data/x.csv', …)`, an open in mode `a`:
 * `open('data/x.csv', 'a')`, `File.open("data/x.csv", "a")`, pandas' `to_csv(p, mode='a')`): a line written first to one
 * of them is a table begun. 'any' when an append names its file by no literal (`appendFileSync(out, …)`, `O_APPEND`,
 * PHP's `FILE_APPEND`, Perl's `'>>'`): any file may be it. A list's or a form's `.append(` appends to no file (held-out
 * round 142's review: any `append` anywhere once hid every write).
 */
function appendedPaths(text: string): ReadonlySet<string> | 'any' {
  if (APPEND_FLAG.test(text)) return 'any';
  const paths = new Set<string>();
  let seen = 0;
  for (const pattern of [APPEND_CALL, APPEND_MODE]) {
    pattern.lastIndex = 0;
    for (let match = pattern.exec(text); match; match = pattern.exec(text)) {
      if (++seen > MAX_EFFECTS * 4) return 'any';
      const args = pattern === APPEND_CALL ? text.slice(match.index + match[0].length, match.index + match[0].length + 512) : match[0];
      const path = /^\s{0,8}\(\s{0,8}["'`]/.test(args) ? pathArgument(args) : undefined;
      if (path === undefined) return 'any';
      paths.add(path);
    }
  }
  return paths;
}
/** A call that appends to the file its first argument names (Node's `fs.appendFile(Sync)`, `fsp.appendFile`). */
const APPEND_CALL = /\bappendFile(?:Sync)?\s{0,8}(?=\()/g;
/** A call with a mode argument `a` (`open(p, 'a')`, `File.open(p, "ab")`, `to_csv(p, mode='a')`, `File.write(p, s, mode: "a")`). */
const APPEND_MODE = /\(\s{0,8}[^()]{0,300},\s{0,8}(?:mode\s{0,4}[=:]\s{0,4})?["'][bt]?a[bt+]{0,2}["']/gi;
/** Appends whose file no first argument names: an open flag, PHP's flag, Perl's or a shell's `>>` mode, Kotlin's `appendText`. */
const APPEND_FLAG = /O_APPEND|FILE_APPEND|OpenOption\.APPEND|\bappend(?:Text|Bytes|Lines)\b|["']\+?>>/;
/** A string literal of one line with a column separator, its newline escaped at the end: the line (group 2). */
const ONE_LINE =
  /^\s{0,8}(["'`])((?=[^"'`\n]{0,2000}?(?:[,;]|\\t))[^"'`\\\n]{1,2000}?(?:\\t[^"'`\\\n]{0,200}){0,127}?)(?:\\r)?(?:\\n)?\1\s{0,8}$/;
/** Python's write on what `open(p, 'w')` or `Path(p)` gave: `.write(` or `.write_text(`. */
const PY_WRITE = /^\s{0,8}\.\s{0,8}(?:write_text|write)\s{0,8}(?=\()/;

/**
 * A file written with an empty value (`fs.writeFileSync('data/x.json', '[]')`, `File.write(p, "")`,
 * `Path('data/x.json').write_text('{}')`, `open(p, 'w').write('')`): its contents are gone, as `: > p` empties it. Code that
 * checks first whether the file exists is making a store it starts with, not emptying one. A YAML document start before
 * the empty value (Ruby's `File.write(p, "---\n[]\n")`, `"--- {}"`) still writes nothing (held-out round 76).
 */
const EMPTY_VALUE =
  /^\s{0,8}(?:(["'`])(?:---(?:\\n|[ \t]))?(?:\[\s{0,4}\]|\{\s{0,4}\}|null)?(?:\\n)?\1|\[\]byte(?:\{\s{0,4}\}|\(\s{0,8}(["`])(?:\[\s{0,4}\]|\{\s{0,4}\}|null)?(?:\\n)?\2\s{0,8}\))|nil|(?:JSON\.stringify|json\.dumps)\(\s{0,8}(?:\[\s{0,4}\]|\{\s{0,4}\})\s{0,8}(?:,[^()]{0,40})?\)|(?:\[\s{0,4}\]|\{\s{0,4}\})\.to_(?:json|yaml))\s{0,8}$/;
// Go's `os.WriteFile(p, []byte("[]"), 0o644)` (and `ioutil.WriteFile`) replaces the file as Node's writeFileSync does.
const REPLACING_WRITE =
  /\b(?:writeFileSync|writeFile|outputFileSync|outputFile|file_put_contents|File\.write|IO\.write|Deno\.writeTextFileSync|Deno\.writeTextFile|Bun\.write|os\.WriteFile|ioutil\.WriteFile)\s*(?=\()/g;
/**
 * A file cut to nothing by name: Node's `fs.truncateSync(p)` (length 0 by default), Python's `os.truncate(p, 0)`, Ruby's
 * `File.truncate(p, 0)`, Go's `os.Truncate(p, 0)`. A length other than 0 keeps the file's head.
 * https://nodejs.org/api/fs.html#fstruncatesyncpath-len, https://docs.python.org/3/library/os.html#os.truncate
 */
const TRUNCATE_CALL = /(?<![\w$])(?:(?:fs|fsp|fse|fs\.promises)\.truncate(?:Sync)?|os\.truncate|File\.truncate|os\.Truncate)\s{0,8}(?=\()/g;
// An open for writing closed at once (`open(p, 'w').close()`, `with open(p, 'w'): pass`) writes nothing too.
const PY_EMPTY_WRITE =
  /^\s{0,8}(?:\.\s{0,8}(?:write_text|write)\(\s{0,8}(?:(["'])(?:---(?:\\n|[ \t]))?(?:\[\s{0,4}\]|\{\s{0,4}\}|null)?(?:\\n)?\1)\s{0,8}\)|\.\s{0,8}close\(\s{0,8}\)|(?:as\s{1,8}\w{1,64}\s{0,8})?:\s{0,16}pass\b)/;
/** A bare name pathlib's `write_text` is called on (`ROSTER.write_text('')`), the name to find the one binding of. */
const NAMED_EMPTY_WRITE = /(?<![\w$.])([A-Za-z_]\w{0,63})(?=\s{0,8}\.\s{0,8}write_text\()/g;
// Perl's truncating open (`open(my $fh, '>', $p)`, `open(F, ">$p")`) in code that prints nothing.
const PERL_PRINTS = /\b(?:print|printf|say|syswrite|write)\b/;
// Go's `if _, err := os.Stat(p); errors.Is(err, fs.ErrNotExist)` (or `os.IsNotExist(err)`) is the same check.
const CHECKS_EXISTS =
  /existsSync|\.exists?\(|os\.path\.(?:exists|isfile)|File\.(?:exists?|file)\?|file_exists|is_file\(|os\.IsNotExist|(?:fs|os)\.ErrNotExist/;

// A serialiser dumping an empty value into a file opened for writing (`json.dump([], open(p, 'w'))`, `yaml.safe_dump({}, …)`,
// `pickle.dump([], open(p, 'wb'))`, Ruby's `JSON.dump([], File.open(p, 'w'))`, or the handle `with open(p, 'w') as f` bound):
// the file is emptied as `: > p` empties it (held-out round 90). A dump to `sys.stdout` or a file opened to append writes over nothing.
const SERIAL_DUMP =
  /(?<![\w$.])(?:json|simplejson|ujson|yaml|pickle|cPickle|dill|marshal|JSON|YAML|Marshal)\s{0,8}\.\s{0,8}(?:safe_)?dump\s{0,8}(?=\()/g;
const EMPTY_DUMPED = /^\s{0,8}(?:\[\s{0,4}\]|\{\s{0,4}\}|(["'])\1|None|nil|dict\(\s{0,4}\)|list\(\s{0,4}\)|Hash\.new|Array\.new)\s{0,8}$/;
const OPENED = /^\s{0,8}(?:open|io\.open|codecs\.open|File\.open)\s{0,8}(?=\()/;
const DUMP_MODE = /^\s{0,8}(?:mode\s{0,8}=\s{0,8})?["'][bt]?w[bt+]{0,2}["']\s{0,8}$/;

/** The path of `open(p, 'w')` at the start of `call`, or undefined (another mode, or no open). */
function openedForWriting(call: string, text: string, dir?: string): string | undefined {
  const name = OPENED.exec(call);
  if (!name) return undefined;
  const [path, mode] = leadingArguments(call.slice(name[0].length));
  return path === undefined || !DUMP_MODE.test(mode ?? '') ? undefined : pathArgument(`${path})`, undefined, text, dir);
}

function serialisedEmpty(text: string, after: (match: RegExpExecArray) => string, dir?: string): string[] {
  const found: string[] = [];
  for (const match of sinkMatches(SERIAL_DUMP, text)) {
    const [value, file] = leadingArguments(after(match));
    if (value === undefined || file === undefined || !EMPTY_DUMPED.test(value)) continue;
    let target = openedForWriting(file, text, dir);
    // `with open('data/x.json', 'w') as f: json.dump([], f)`: the handle's one binding by a `with … as`.
    const handle = target === undefined ? /^\s{0,8}([A-Za-z_]\w{0,63})\s{0,8}$/.exec(file)?.[1] : undefined;
    if (handle !== undefined) {
      const bound = new RegExp(`\\b(?:open|io\\.open|codecs\\.open)\\s{0,8}(\\([^()\\n]{0,300}\\))\\s{0,8}as\\s{1,8}${handle}\\b`).exec(
        text,
      );
      target = bound ? openedForWriting(`open${bound[1]!}`, text, dir) : undefined;
    }
    if (target && found.length < MAX_EFFECTS) found.push(target);
  }
  return found;
}

function emptyWrites(text: string, family: Family, dir?: string): string[] {
  if (CHECKS_EXISTS.test(text)) return [];
  const after = (match: RegExpExecArray) => text.slice(match.index + match[0].length, match.index + match[0].length + WINDOW);
  // The file is named as a delete's would be: a literal, a join from the code file's own folder
  // (`path.join(__dirname, '..', 'data', 'pupils.json')`), or a name bound once to either (`const store = …`), so a
  // script that resets its stores by a constant is read as one that names them inline (held-out round 136).
  // An argument alone is read as a call's would be: the `)` after it ends a bare name.
  const named = (path: string) => pathArgument(`${path})`, undefined, text, dir);
  const found: string[] = serialisedEmpty(text, after, dir);
  for (const match of sinkMatches(REPLACING_WRITE, text)) {
    const [path, value] = leadingArguments(after(match));
    const target = path === undefined || value === undefined || !EMPTY_VALUE.test(value) ? undefined : named(path);
    if (target && found.length < MAX_EFFECTS) found.push(target);
  }
  for (const match of sinkMatches(TRUNCATE_CALL, text)) {
    const [path, length] = leadingArguments(after(match));
    const zero = length === undefined ? match[0].startsWith('fs') : /^\s{0,8}0\s{0,8}$/.test(length);
    const target = path === undefined || !zero ? undefined : named(path);
    if (target && found.length < MAX_EFFECTS) found.push(target);
  }
  if (family === 'pl' && !PERL_PRINTS.test(text))
    for (const match of sinkMatches(PERL_OPEN, text)) {
      const [, mode, path] = leadingArguments(after(match));
      const target = /^\s*["']>["']\s*$/.test(mode ?? '')
        ? pathArgument(path ?? '')
        : mode !== undefined && /^\s*["']\s*>(?!>)/.test(mode)
          ? pathArgument(mode)?.replace(/^\s*>\s*/, '')
          : undefined;
      if (target && found.length < MAX_EFFECTS) found.push(target);
    }
  if (family !== 'py') return found;
  // `ROSTER = Path(__file__).parent / 'data' / 'roster.csv'` … `ROSTER.write_text('')`: a path bound once, emptied by name.
  for (const match of sinkMatches(NAMED_EMPTY_WRITE, text)) {
    const rest = text.slice(match.index + match[1]!.length, match.index + match[1]!.length + 80);
    const target = PY_EMPTY_WRITE.test(rest) ? named(match[1]!) : undefined;
    if (target && found.length < MAX_EFFECTS) found.push(target);
  }
  for (const { path, tail } of pyWriteOpens(text)) {
    if (!PY_EMPTY_WRITE.test(tail.slice(0, 79))) continue;
    const target = named(path);
    if (target && found.length < MAX_EFFECTS) found.push(target);
  }
  return found;
}

/** Python's `open(p, 'w')` and `Path(p)`: the path each names and the code after its closing bracket (a `.write(…)`?). */
function* pyWriteOpens(text: string): Generator<{ path: string; tail: string }> {
  for (const pattern of [PATH_OBJECT, MODE_OPEN]) {
    for (const match of sinkMatches(pattern, text)) {
      const rest = text.slice(match.index + match[0].length, match.index + match[0].length + WINDOW);
      const [path, mode] = leadingArguments(rest);
      if (path === undefined || (pattern === MODE_OPEN && !/^\s*(?:mode\s*=\s*)?["']w["']/.test(mode ?? ''))) continue;
      const open = rest.indexOf('(');
      const close = open < 0 ? -1 : closingBracket(rest.slice(0, 1024), open + 1);
      if (close >= 0) yield { path, tail: rest.slice(close + 1) };
    }
  }
}

/** fsspec's recursive remove on a filesystem object (`fs`, `s3`, `gcs`, `s3fs`, `remote_fs`): its path argument, literal or a variable. */
const STORE_RM =
  /\b(?:\w{0,24}fs|s3|gcs)\.rm\(\s{0,8}(?:(['"])([a-z][a-z0-9]{1,8}:\/\/[^'"\s]{1,1024})\1|([A-Za-z_]\w{0,64}))\s{0,8},[^)]{0,200}?\brecursive\s{0,8}=\s{0,8}True\b/g;
/** An object store's URL schemes, by the CLI that removes a prefix there. */
const STORE_CLI: Record<string, (url: string) => string> = {
  s3: (url) => `aws s3 rm ${url} --recursive`,
  s3a: (url) => `aws s3 rm ${url.replace(/^s3a:/, 's3:')} --recursive`,
  gs: (url) => `gcloud storage rm -r ${url}`,
  gcs: (url) => `gcloud storage rm -r ${url.replace(/^gcs:/, 'gs:')}`,
};
/** A variable naming scratch space: what it holds is made again. */
const SCRATCH_NAME = /(?:^|_)(?:tmp|temp|scratch|cache|staging)(?:_|$|dir|path)/i;

/**
 * `fs.rm('s3://lab/era5.zarr', recursive=True)` and `fs.rm(remote_prefix, recursive=True)`: an fsspec filesystem's
 * tree removal, as the store's CLI line (a variable's path under the scheme the code names, S3 by default).
 * https://filesystem-spec.readthedocs.io/en/latest/api.html#fsspec.spec.AbstractFileSystem.rm
 */
function storeTreeRemovals(text: string): string[] {
  const found: string[] = [];
  const scheme = /\bgcsfs\b|GCSFileSystem|['"]gs:\/\//.test(text) ? 'gs' : 's3';
  for (const match of sinkMatches(STORE_RM, text)) {
    const url = match[2];
    if (url !== undefined) {
      const cli = STORE_CLI[url.slice(0, url.indexOf(':'))];
      if (cli) found.push(cli(shellQuote(url)));
    } else if (!SCRATCH_NAME.test(match[3]!)) found.push(STORE_CLI[scheme]!(`"${scheme}://$${match[3]!}"`));
  }
  return found;
}

/**
 * Listings of files by a literal glob or folder: `glob.glob("ledger/…/*.journal")`, `Dir.glob(…)`, `Dir[…]`,
 * `glob.sync(…)`, `globSync(…)`, `os.listdir("d")`, `fs.readdirSync("d")`, `Path("d").glob("*.csv")`. Code that
 * also deletes a file it names by a variable (`[os.remove(p) for p in glob.glob(…)]`, `.each { |p| File.delete(p) }`)
 * deletes what the listing chose: judged as `rm` of that glob, with the same path rules (a glob of build
 * output or temp files stays silent).
 * https://docs.python.org/3/library/glob.html, https://ruby-doc.org/core/Dir.html#method-c-glob, https://nodejs.org/api/fs.html#fsreaddirsyncpath-options,
 * Julia's `readdir`, R's `list.files`: https://docs.julialang.org/en/v1/base/file/#Base.Filesystem.readdir
 * A bare `glob("*.jpg")` is PHP's and Perl's; Glob.jl's `glob("*.tif", dir)` names its folder second.
 * R's `list.files(d, recursive = TRUE)` lists every file under `d`: judged as `rm -r d`. R's `Sys.glob("d/*.xpt")` and
 * fs's `dir_ls("d", glob = "*.xpt")` list by a glob too: https://fs.r-lib.org/reference/dir_ls.html
 */
const LISTING =
  /\b(?:(glob\.i?glob|glob\.sync|globSync|Dir\.glob|Dir\[|Dir\.children|Dir\.entries|os\.listdir|os\.scandir|fs\.readdirSync|readdirSync|Deno\.readDirSync|readdir|list\.files|Sys\.glob|dir_ls|os\.ReadDir|ioutil\.ReadDir|filepath\.WalkDir|filepath\.Walk|filepath\.Glob|os\.walk|(?<![.$\w])glob)|Path\(\s*["']([^"'\n]{1,512})["']\s*\)\.r?glob)(?=\s*\(|(?<=\[))/g;

const PATH_UNLINK = /\b\w{1,64}\.unlink\(\s*(?:missing_ok\s*=\s*True\s*)?\)/;

function listedGlobs(text: string, dir?: string): Array<{ path: string; recursive: boolean }> {
  const found: Array<{ path: string; recursive: boolean }> = [];
  const push = (path: string, recursive = false) => found.push({ path, recursive });
  for (const match of sinkMatches(LISTING, text)) {
    if (found.length >= MAX_EFFECTS) break;
    const after = text.slice(match.index + match[0].length, match.index + match[0].length + 600);
    const opened = after.replace(/^\s*\(?\s*/, '');
    // `ROOT = '/mnt/library/assets'` … `os.listdir(ROOT)`: a folder named by a constant bound to one literal; in a
    // one-liner, a statement of its own (`d='data/visits'; [os.remove(…) for f in os.listdir(d)]`, held-out round 99).
    const read = readString(opened, 0) ?? constantArgument(text, opened, dir);
    const literal = read?.value;
    if (literal === undefined || literal === '' || literal.length > 512 || /[\n\0]/.test(literal)) continue;
    const folder = match[2];
    // Glob.jl's `glob("*.tif", "/data/raw")`: the folder is the second argument.
    const second = match[1] === 'glob' ? /^\s*,\s*/.exec(opened.slice(read!.end)) : null;
    const within = second ? readString(opened, read!.end + second[0].length)?.value : undefined;
    if (folder !== undefined)
      push(`${folder.replace(/\/+$/, '')}/${match[0].endsWith('rglob') && !literal.startsWith('**') ? '**/' : ''}${literal}`);
    else if (within !== undefined && within !== '' && !/[\n\0]/.test(within)) push(`${within.replace(/\/+$/, '')}/${literal}`);
    else if (/[*?[]/.test(literal)) push(literal);
    else if (match[1] === 'list.files' && /^[^)]{0,300}?\bpattern\s*=/.test(after)) {
      // R's `list.files(d, pattern = "\\.csv$")`: every file of one type; another pattern picks some entries.
      const type = /^[^)]{0,300}?\bpattern\s*=\s*["']\^?(?:\\{1,2}\.|\[\.\]|\*\.)(\w{1,10})\$?["']/.exec(after)?.[1];
      if (type !== undefined) push(`${literal.replace(/\/+$/, '')}/*.${type}`);
    } else if (match[1] === 'dir_ls' && /^[^)]{0,300}?\b(?:glob|regexp)\s*=/.test(after)) {
      // fs's `dir_ls(d, glob = "*.xpt")`: every file of one type; `regexp` as list.files's pattern.
      const type = /^[^)]{0,300}?\b(?:glob\s*=\s*["']\*\.|regexp\s*=\s*["']\^?(?:\\{1,2}\.|\[\.\]))(\w{1,10})\$?["']/.exec(after)?.[1];
      if (type !== undefined) push(`${literal.replace(/\/+$/, '')}/*.${type}`);
    } else if (match[1] === 'list.files' && /^[^)]{0,300}?\brecursive\s*=\s*(?:TRUE|T)\b/.test(after))
      push(literal.replace(/\/+$/, ''), true);
    // A folder's listing: every entry directly in it.
    // A walk (`os.walk`, `filepath.Walk`) visits every entry under the folder.
    else if (/walk/i.test(match[1]!)) push(literal.replace(/\/+$/, ''), true);
    else if (!/glob|Dir\[/i.test(match[1]!)) pushEntries(push, literal.replace(/\/+$/, ''), after);
  }
  for (const match of sinkMatches(PATH_LISTING, text)) {
    if (found.length >= MAX_EFFECTS) break;
    const folder =
      match[1] ??
      (match[2] === undefined
        ? undefined
        : (boundPath(text, match[2]) ?? boundConstant(text, match[2], dir, true) ?? boundJoin(text, match[2], dir)));
    if (folder === undefined || folder === '' || (match[1] !== undefined && match[3] !== 'iterdir')) continue;
    const base = folder.replace(/\/+$/, '');
    if (match[3] === 'iterdir') pushEntries(push, base, text.slice(match.index + match[0].length, match.index + match[0].length + 600));
    else if (match[4] !== undefined && match[4] !== '')
      push(`${base}/${match[3] === 'rglob' && !match[4].startsWith('**') ? '**/' : ''}${match[4]}`);
  }
  return found;
}

/**
 * A folder listing's entries a loop takes: every one (`folder/*`), or, when the code right after the listing keeps
 * only names of some types (`if f.endswith('.tmp')`, `.filter(f => f.endsWith('.pyc'))`, `p.suffix == '.tmp'`,
 * `fnmatch(f, '*.tmp')`), the files of those types (`folder/*.tmp`), judged as `rm folder/*.tmp` is (held-out round 99).
 * A negated test (`if not f.endswith('.json')`) picks every other entry: still the whole folder.
 */
const ENTRY_TYPE =
  /^[\s\S]{0,300}?(?:(\bnot[ \t]{1,4}|!)[ \t]{0,4})?(?:\b[A-Za-z_]\w{0,63}(?:\.name)?\.(?:endswith|endsWith|end_with\?)\(\s{0,4}\(?((?:\s{0,4}["']\.\w{1,10}["']\s{0,4},?){1,8})|\b(?:\w{1,64}\.suffix|(?:File|path)\.extname\(\s{0,4}\w{1,64}\s{0,4}\)|os\.path\.splitext\(\s{0,4}\w{1,64}\s{0,4}\)\[1\])\s{0,4}===?\s{0,4}["']\.(\w{1,10})["']|\bfnmatch(?:\.fnmatch)?\(\s{0,4}\w{1,64}\s{0,4},\s{0,4}["']\*\.(\w{1,10})["'])/;
function pushEntries(push: (path: string) => void, folder: string, after: string): void {
  const typed = ENTRY_TYPE.exec(after);
  if (typed === null || typed[1] !== undefined) {
    push(`${folder}/*`);
    return;
  }
  const types = typed[2] !== undefined ? [...typed[2].matchAll(/\.(\w{1,10})/g)].map((type) => type[1]!) : [(typed[3] ?? typed[4])!];
  for (const type of types) push(`${folder}/*.${type}`);
}

/**
 * pathlib's listings of a folder the code names once: `Path('/srv/saves').iterdir()`, or a name bound to that path
 * (`SAVES = pathlib.Path('/srv/valheim/worlds')` … `SAVES.iterdir()`, `SAVES.glob('*.db')`): every entry, or those the
 * glob picks. https://docs.python.org/3/library/pathlib.html#pathlib.Path.iterdir
 */
const PATH_LISTING =
  /(?:\b(?:pathlib\.)?Path\(\s{0,8}["']([^"'\n]{1,512})["']\s{0,8}\)|\b([A-Za-z_]\w{0,63}))\.(iterdir|r?glob)\(\s{0,8}(?:["']([^"'\n]{0,200})["'])?/g;

/**
 * The folder a name is bound to once as a join of a bound folder and an item's name (`student_dir = DOC_ROOT / row["id"]`
 * … `student_dir.glob("*.pdf")`): one item's folder under that root, as `rmtree(student_dir)` reads it (held-out round 52).
 */
function boundJoin(text: string, name: string, dir?: string): string | undefined {
  const at = /^\w{1,64}$/.test(name) ? boundOnceAt(text, name) : undefined;
  const bound = at === undefined ? '' : text.slice(at, at + 512);
  return BOUND_JOIN.test(bound) ? pathArgument(`(${bound}`, undefined, text, dir, 1) : undefined;
}

/** The literal folder a name is bound to once as a pathlib path (`SAVES = pathlib.Path('/srv/x')`), or undefined. */
function boundPath(text: string, name: string): string | undefined {
  if (name === 'Path' || name === 'pathlib') return undefined;
  const binding = new RegExp(
    `(?:^|\\n)[ \\t]{0,16}${name}[ \\t]{0,8}=(?!=)[ \\t]{0,8}(?:pathlib\\.)?Path\\(\\s{0,8}["']([^"'\\n]{1,512})["']\\s{0,8}\\)[ \\t]*(?:#.*)?(?=\\n|$)`,
    'g',
  );
  const first = binding.exec(text);
  if (first === null || binding.exec(text) !== null) return undefined;
  return first[1];
}

/**
 * The literal path a name is bound to once, as a string or a pathlib path (`ROOT = '/srv/x'`, `const OUT = "dist"`,
 * `DRAWINGS = Path('/srv/proj/drawings')`), or undefined: bound to anything else, or more than once.
 */
// Go's `filepath.Join("data", "calendar")` and `path.Join` as well (https://pkg.go.dev/path/filepath#Join).
// The blanks between two parts are one run, before the comma or after it: two optional runs side by side inside the
// repeated group would let a line of blank-separated strings split 9^8 ways before failing.
const LITERAL_JOIN =
  /^(?:path\.(?:join|resolve|Join)|filepath\.Join|os\.path\.join|File\.join)\(\s{0,8}(?:(?:process\.cwd|os\.getcwd|Dir\.pwd)\(\)\s{0,8},\s{0,8})?(?:(["'])[^"'\n]{1,200}\1\s{0,8}(?:,\s{0,8})?){1,8}\)/;
/** The path a join's quoted parts name, in order (`"data", "proofs"` is `data/proofs`). */
function joinedParts(join: string): string {
  return [...join.matchAll(/(["'])([^"'\n]{1,200})\1/g)].map((part) => part[2]!).join('/');
}
function boundConstant(text: string, name: string, dir?: string, statements = false): string | undefined {
  if (/^(?:Path|pathlib|self|cls|this|None|True|False|null|undefined)$/.test(name)) return undefined;
  const at = boundOnceAt(text, name, statements);
  if (at === undefined) return undefined;
  // `uploads := filepath.Join(root, "uploads")` with `root` read from the environment: that folder under the data root.
  const under = RUNTIME_JOIN.exec(text.slice(at, at + 600));
  const base = under ? runtimeRoot(text, under[1]!) : undefined;
  if (base !== undefined && /^[ \t]*(?:[;#\n]|\/\/|$)/.test(text.slice(at + under![0].length, at + under![0].length + 40)))
    return `${base}/${joinedParts(under![2]!)}`;
  // `ARCHIVE = path.join(__dirname, '..', 'media', 'lift-cams')`: a folder named from the file's own.
  const own = dir === undefined ? undefined : fromOwnFolder(text.slice(at, at + 512), dir);
  if (own !== undefined) return own;
  // `EXPORTS = path.resolve('exports', 'reynolds')`, `path.join(process.cwd(), 'exports')`: literals joined, from the working folder.
  const joined = LITERAL_JOIN.exec(text.slice(at, at + 600));
  if (joined && /^[ \t]*(?:[;#\n]|\/\/|$)/.test(text.slice(at + joined[0].length, at + joined[0].length + 40)))
    return joinedParts(joined[0]);
  // `const dir = process.env.UPLOAD_DIR ?? "uploads"`, Rust's `env::var("X").unwrap_or_else(|_| "data/x".into())`: the default.
  const fallback = envDefault(text.slice(at, at + 600));
  if (fallback !== undefined && ENV_DEFAULT_END.test(text.slice(at + fallback.end, at + fallback.end + 40))) return fallback.value;
  // `AUDIO_ROOT = os.environ.get("AUDIO_ROOT", "/srv/x")`: a run with the variable unset uses the default, as an option's default.
  const wrapped = /^(?:(?:pathlib\.)?Path\(|os\.(?:environ\.get|getenv)\(\s{0,8}(["'])\w{1,64}\1\s{0,8},)\s{0,8}/.exec(
    text.slice(at, at + 120),
  );
  const read = readString(text, at + (wrapped?.[0].length ?? 0));
  if (read === undefined || read.value === '' || read.value.length > 512 || /[\n\0]/.test(read.value)) return undefined;
  // The binding ends with the literal (or its call's `)`): `ROOT = '/srv/' + name` is no constant.
  const tail = text.slice(read.end, read.end + 40);
  if (!(wrapped ? /^\s{0,8}\)[ \t]*(?:[;#\n]|\/\/|$)/ : /^[ \t]*(?:[;#\n]|\/\/|$)/).test(tail)) return undefined;
  return read.value;
}

// A folder a program is told where its data lives at run time, its data root (`root := os.Getenv("YARD_DATA_DIR")` with
// `root = "."` when unset, `ROOT = os.environ["DATA_DIR"]`, `base := os.Args[1]`): a join of it and a literal folder
// (`filepath.Join(root, "uploads")`) is that folder of the data, as `os.path.join(ROOT, "uploads")` with a default reads
// (held-out round 82). A root named or read as scratch (`TMPDIR`, `cacheDir`) and a test's `t.TempDir()` are no data root.
const RUNTIME_READ =
  /^(?:os\.(?:Getenv|getenv|LookupEnv)\(\s{0,8}|os\.environ(?:\.get\(\s{0,8}|\[\s{0,8})|process\.env(?:\.|\[\s{0,8})|ENV(?:\.fetch\(\s{0,8}|\[\s{0,8}))["']?(\w{1,64})|^(?:os\.Args|sys\.argv|process\.argv)\[\d\]|^flag\.Arg\(\d\)/;
const RUNTIME_JOIN =
  /^(?:filepath\.Join|path\.Join|os\.path\.join|path\.join|File\.join)\(\s{0,8}([A-Za-z_]\w{0,63})\s{0,8},\s{0,8}((?:(["'])[^"'\n]{1,200}\3\s{0,8}(?:,\s{0,8})?){1,8})\)/;
/** The data root a name holds when the code reads it at run time (`.`, or the literal default it falls back to), or undefined. */
function runtimeRoot(text: string, name: string): string | undefined {
  const found = runtimeBinding(text, name);
  return found === undefined ? undefined : (found.fallback ?? '.');
}

/**
 * The default a name read from the environment falls back to when the code sets one itself (Go's `root := os.Getenv("X")`
 * then `if root == "" { root = filepath.Join("data", "proofs") }`): a run with the variable unset deletes that folder when
 * the code deletes the name (held-out round 135). Undefined when the code sets no default of its own.
 */
function runtimeDefault(text: string, name: string): string | undefined {
  // Only a default set after the read falls back: `let store = 'data/a.json'; store = process.argv[2]` deletes the argument.
  const found = runtimeBinding(text, name);
  return found?.afterRead ? found.fallback : undefined;
}

// A root named as a test's (`TEST_ROOT`, `testDir`, a `./testdata` default) holds what a test wrote, scratch as `tmp` is:
// read as whole words with the test words (held-out round 142's review; the older pattern held the substring `test`).
const scratchRoot = (name: string): boolean => namesScratch(name, true);

function runtimeBinding(text: string, name: string): { fallback?: string; afterRead: boolean } | undefined {
  if (scratchRoot(name)) return undefined;
  const binding = new RegExp(
    `(?:^|\\n)[ \\t]{0,16}(?:(?:const|let|var)[ \\t]{1,8})?${name}[ \\t]{0,8}(?:=(?!=)|:=)[ \\t]{0,8}([^\\n]{0,200})`,
    'g',
  );
  let read = false;
  let fallback: string | undefined;
  let afterRead = false;
  let seen = 0;
  for (const match of text.matchAll(binding)) {
    if (++seen > 4) return undefined;
    const value = match[1]!.trim();
    const env = RUNTIME_READ.exec(value);
    if (env) {
      if (scratchRoot(env[1] ?? '')) return undefined;
      read = true;
      continue;
    }
    // The default a Go program falls back to (`if root == "" { root = "." }`), a literal or a join of literals.
    const literal = /^(["'])([^"'\n]{1,200})\1[ \t]*;?$/.exec(value)?.[2] ?? literalJoin(value);
    if (literal === undefined || scratchRoot(literal)) return undefined;
    fallback = literal;
    afterRead = read;
  }
  return read ? { fallback, afterRead } : undefined;
}

/** The path a join of literals alone names (`filepath.Join("data", "proofs")` is `data/proofs`), or undefined. */
function literalJoin(value: string): string | undefined {
  const joined = LITERAL_JOIN.exec(value);
  if (joined === null || !/^[ \t]*;?$/.test(value.slice(joined[0].length))) return undefined;
  return joinedParts(joined[0]);
}

// A path read from the environment with a default the code gives in the same expression: Python's
// `os.environ.get("X", "data/proofs")` and `os.getenv("X") or "…"`, Ruby's `ENV.fetch("X", "…")` and `ENV["X"] || "…"`,
// Node's `process.env.X ?? "uploads"` and `|| "uploads"`, Rust's `env::var("X").unwrap_or_else(|_| "…".into())`, and a
// project's own helper that takes the variable and its default (`getEnv("X", "…")`, `env_or("X", "…")`). A run with the
// variable unset deletes the default, so a delete of it is judged as one of that path (held-out round 135): a default of
// `build/`, `tmp/` or `cache/` stays as silent as `rm -rf build` is.
const ENV_DEFAULT =
  /^(?:(?:os\.environ\.get|os\.getenv|ENV\.fetch|[A-Za-z_]\w{0,20}[Ee]nv\w{0,20})\(\s{0,8}(["'])\w{1,64}\1\s{0,8},\s{0,8}|(?:(?:os\.environ\.get|os\.getenv|(?:std::)?env::var(?:_os)?|Deno\.env\.get)\(\s{0,8}(["'])\w{1,64}\2\s{0,8}\)|process\.env(?:\.\w{1,64}|\[\s{0,8}(["'])\w{1,64}\3\s{0,8}\])|ENV\[\s{0,8}(["'])\w{1,64}\4\s{0,8}\])\s{0,8}(?:\?\?|\|\||or(?=[\s"'])|\.unwrap_or(?:_else)?\(\s{0,8}(?:\|\w{0,8}\|)?)\s{0,8}(?:(?:String|PathBuf)::from\(\s{0,8}|Path::new\(\s{0,8})?)/;
/** What a default given with the variable ends with: a conversion, the calls' closings, then the statement's end. */
const ENV_DEFAULT_END = /^(?:\.(?:to_string|to_owned|into)\(\))?(?:\s{0,8}\)){0,3}[ \t]*(?:[;#\n]|\/\/|$)/;
/** The default path an expression reading the environment falls back to, and where it ends; undefined for any other. */
function envDefault(expression: string): { value: string; end: number } | undefined {
  const read = ENV_DEFAULT.exec(expression);
  if (read === null) return undefined;
  const rest = expression.slice(read[0].length);
  const literal = readString(rest, 0);
  if (literal !== undefined) return literal.value === '' ? undefined : { value: literal.value, end: read[0].length + literal.end };
  const joined = LITERAL_JOIN.exec(rest);
  if (joined === null) return undefined;
  const value = joinedParts(joined[0]);
  return { value, end: read[0].length + joined[0].length };
}

// A folder of records joined in full under a root the code is handed (a parameter, `clearStaging(root)`): Node's
// `fs.rm(path.join(root, "consignments"), { recursive: true })`, Python's `shutil.rmtree(os.path.join(root, "bookings"))`,
// Go's `os.RemoveAll(filepath.Join(root, "shipments"))`. Wherever the root is, that folder is the business's records
// (engine/paths.ts's BUSINESS_RECORDS, and the files users upload), so the delete is read as one of `./<folder>` (held-out
// round 87). Any other folder under such a root (`staging`, `tmp`, `cache`, `dist`) is unknown and stays unread, as does a
// root named as scratch or a test's (`tmpDir`, `fixturesDir`), and code in a test's or a seed's folder.
const RECORDS_ONLY = new Set(['uploads']);
/** A root made fresh for the run (`root := t.TempDir()`, `root = tempfile.mkdtemp()`): no handed root (held-out round 110). */

/** `./<folder>…` for a join of a handed root and literals whose first names records, or undefined. */
function handedRecords(name: string, after: string, dir?: string): string | undefined {
  // In a test's or a seed's folder the root handed in is the suite's own (a temp folder).
  if (namesScratch(name, true) || (dir !== undefined && isSeedOrTestFile(`${dir}/_`, { anyCaseFolders: true }))) return undefined;
  const tail = joinedTail(after, true);
  const first = tail.split('/')[1] ?? '';
  if (tail === '' || tail.endsWith('/') || !(isBusinessRecords(first) || RECORDS_ONLY.has(first.toLowerCase()))) return undefined;
  return `.${tail}`;
}

/** A listing's argument that is a bare name (`os.listdir(ROOT)`), as the one literal the code binds it to (`ROOT = '/srv/x'`); undefined otherwise. */
function constantArgument(text: string, opened: string, dir?: string): { value: string; end: number } | undefined {
  const ref = /^(\*?[A-Za-z_][\w.]{0,63})\s{0,8}[,)]/.exec(opened)?.[1];
  if (ref === undefined) return undefined;
  const at = /^\w{1,64}$/.test(ref) ? boundOnceAt(text, ref, true) : undefined;
  const value = (at === undefined ? undefined : readString(text, at)?.value) ?? namedPath(text, ref, dir, true);
  return value === undefined ? undefined : { value, end: ref.length };
}

/**
 * The path a name in code stands for: a constant bound once (`ROOT = Path(__file__).parent / "data"`), or an option's
 * default, which is the path a run without the option uses: Go's `root := flag.String("root", "data/evv", …)` read as
 * `*root`, argparse's `add_argument("--root", default="data/evv")` read as `args.root`, click's and typer's option
 * defaults read as the parameter. https://pkg.go.dev/flag#String, https://docs.python.org/3/library/argparse.html#default,
 * https://click.palletsprojects.com/en/stable/options/#basic-value-options
 */
function namedPath(text: string, ref: string, dir?: string, statements = false): string | undefined {
  const bare = /^\w{1,64}$/.test(ref);
  const constant = bare ? boundConstant(text, ref, dir, statements) : undefined;
  if (constant !== undefined) return constant;
  const name = /^\*?(?:[A-Za-z_]\w{0,63}\.)?([A-Za-z_]\w{0,63})$/.exec(ref)?.[1];
  if (name === undefined) return undefined;
  const goFlag = ref.startsWith('*') || bare;
  const found = goFlag
    ? new RegExp(
        `\\b(?:${name}[ \\t]{0,8}:?=[ \\t]{0,8}flag\\.String\\(|flag\\.StringVar\\(\\s{0,8}&${name}\\s{0,8},)` +
          `\\s{0,8}"[^"\\n]{0,64}"\\s{0,8},\\s{0,8}"([^"\\n]{1,512})"`,
      ).exec(text)?.[1]
    : undefined;
  if (found !== undefined) return found;
  if (ref.startsWith('*')) return undefined;
  const option = name.replace(/_/g, '[-_]');
  return new RegExp(
    `\\b(?:add_argument|click\\.option|typer\\.Option)\\(\\s{0,8}(?:["']-[A-Za-z]["']\\s{0,8},\\s{0,8})?["'](?:--)?${option}["']` +
      `[^)\\n]{0,300}?\\bdefault\\s{0,8}=\\s{0,8}(?:(?:pathlib\\.)?Path\\(\\s{0,8})?["']([^"'\\n]{1,512})["']`,
  ).exec(text)?.[1];
}

/** A list literal right after a delete's name, with no call parentheses: `removeDirectoryRecursive ["a", "b"]` (Haskell's mapM_). */
const LIST_ARGUMENT = /^[ \t]{0,8}\[\s{0,64}["']/;

/** The string literals of the list `after` opens, up to its `]` (at most MAX_EFFECTS); undefined when one is not a literal. */
function listLiterals(after: string): string[] | undefined {
  const found: string[] = [];
  let i = after.indexOf('[') + 1;
  for (let n = 0; n < MAX_EFFECTS; n++) {
    while (i < after.length && /\s/.test(after[i]!)) i++;
    const read = readString(after, i);
    if (!read) return undefined;
    found.push(read.value);
    i = read.end;
    while (i < after.length && /\s/.test(after[i]!)) i++;
    if (after[i] === ']') return found;
    if (after[i] !== ',') return undefined;
    i++;
  }
  return found;
}

/**
 * Names bound to the home directory in Swift (`let home = FileManager.default.homeDirectoryForCurrentUser`):
 * `home.appendingPathComponent("x")` is then `~/x`. At most MAX_EFFECTS names, one linear scan.
 * https://developer.apple.com/documentation/foundation/filemanager/homedirectoryforcurrentuser
 */
const HOME_BINDING =
  /\b(?:let|var)\s{1,8}(\w{1,64})\s{0,8}(?::\s{0,8}URL\s{0,8})?=\s{0,8}(?:FileManager\.default\.homeDirectoryForCurrentUser|URL\(\s{0,8}fileURLWithPath:\s{0,8}NSHomeDirectory\(\)\s{0,8}\))/g;

function boundHome(text: string): ReadonlySet<string> | undefined {
  if (!text.includes('homeDirectoryForCurrentUser') && !text.includes('NSHomeDirectory')) return undefined;
  const names = new Set<string>();
  for (const match of sinkMatches(HOME_BINDING, text)) if (names.size < MAX_EFFECTS) names.add(match[1]!);
  return names;
}

/** `x.delete('https://…')` (requests, httpx, axios, a session), `Invoke-RestMethod`-free code: the URL a DELETE goes to. */
const HTTP_DELETE_CALL = /\.delete\s*\(\s*[rbuf]?["'`](https?:\/\/[^"'`\s]{1,2048})["'`]/gi;
/** `fetch('https://…', { method: 'DELETE' })`, `request(url, method='DELETE')`, `urlopen(Request(url, method='DELETE'))`. */
const HTTP_METHOD_DELETE =
  /\b(?:fetch|request|Request|urlopen|ofetch|\$fetch|got)\s*\(\s*["'`](https?:\/\/[^"'`\s]{1,2048})["'`]\s*,[^;]{0,400}?\bmethod\s*[:=]\s*["'`]DELETE["'`]/gi;

/** `requests.post('https://…/chat.delete', …)`, `axios.post(…)`, `fetch(url, {method: 'POST'})`: a write to a URL whose path names a delete. */
const HTTP_POST_CALL = /\.(?:post|put|patch)\s*\(\s*[rbuf]?["'`](https?:\/\/[^"'`\s]{1,2048})["'`]/gi;
const HTTP_METHOD_POST =
  /\b(?:fetch|request|Request|urlopen|ofetch|\$fetch|got)\s*\(\s*["'`](https?:\/\/[^"'`\s]{1,2048})["'`]\s*,[^;]{0,400}?\bmethod\s*[:=]\s*["'`](?:POST|PUT|PATCH)["'`]/gi;
/** A URL path that may name a delete operation (the rule reads which). */
const DELETE_NAMED = /\/[^/]*(?:delete|destroy|purge|drop|wipe|erase|nuke|terminate)[^/]*$/i;

function httpDeletes(text: string): Array<{ method: string; url: string }> {
  if (!/delet|destroy|purge|drop|wipe|eras|nuke|terminate/i.test(text)) return [];
  const found: Array<{ method: string; url: string }> = [];
  for (const [pattern, method] of [
    [HTTP_DELETE_CALL, 'DELETE'],
    [HTTP_METHOD_DELETE, 'DELETE'],
    [HTTP_POST_CALL, 'POST'],
    [HTTP_METHOD_POST, 'POST'],
  ] as const) {
    for (const match of sinkMatches(pattern, text)) {
      if (found.length >= MAX_EFFECTS) break;
      if (method === 'POST' && !DELETE_NAMED.test(match[1]!.replace(/[?#].*$/, '')) && !pathSegments(match[1]!).some(namesDeletion))
        continue;
      found.push({ method, url: match[1]! });
    }
  }
  return found;
}

/**
 * Deletes whose name is one only in one language's code (`delete` is MATLAB's file delete, an operator
 * elsewhere): the lines of rules/code-deletes.json with `families`, each as the pattern its `form` says, and
 * what in its arguments makes it recursive (`rmdir(p, 's')`; `always` for a tree delete by name).
 */
const LANGUAGE_DELETES: ReadonlyArray<{
  families: readonly string[];
  name: RegExp;
  recursive: RegExp | 'always' | 'never';
  walk: boolean;
  method: boolean;
}> = CODE_DELETE_LINES.filter((line) => line.families !== undefined).map((line) => {
  const name = escaped(line.name);
  // A name that starts with a sigil (`$filesystem->remove`) has no word boundary before it.
  const start = /^\w/.test(line.name) ? '\\b' : '(?<![\\w$>])';
  const pattern =
    line.form === 'method'
      ? `(?<=\\.)${name}(?=[ \\t(])`
      : line.form === 'lisp'
        ? `\\(\\s*${name}(?:\\s+#[pP](?=")|(?=\\s))`
        : line.form === 'glob'
          ? `${start}${name}\\s*\\(?\\s*glob\\b`
          : line.form === 'word'
            ? `${start}${name}(?=\\s)`
            : `${start}${name}(?=\\s*\\()`;
  // The flag as written: `'s'` in either quote, a bare `true` as a word.
  const written =
    line.flag === undefined
      ? undefined
      : line.flag.startsWith("'")
        ? `['"]${escaped(line.flag.slice(1, -1))}['"]`
        : `${escaped(line.flag)}\\b`;
  // The path's argument: a literal, or one call of a literal (Vim's `expand("~/x")`).
  const first = `(?:'[^']{0,1024}'|"[^"]{0,1024}"|[\\w.]{1,64}\\(\\s*(?:'[^']{0,1024}'|"[^"]{0,1024}")\\s*\\))`;
  // A Lisp form's arguments follow its name, separated by blanks: `(delete-directory "~/x" t)`.
  const flag =
    written === undefined
      ? undefined
      : new RegExp(line.form === 'lisp' ? `^\\s+${first}\\s+${written}` : `^\\s*\\(\\s*${first}\\s*,\\s*${written}`);
  const recursive = line.recursive === true ? 'always' : (flag ?? 'never');
  return {
    families: line.families!,
    name: new RegExp(pattern, 'g'),
    recursive,
    walk: line.form === 'walk',
    method: line.form === 'method',
  };
});

/** A walk's chain, to its statement's end, that deletes each entry: `.forEach(File::delete)`, `.forEach(Files::delete)`, `p.toFile().delete()`. */
const WALK_DELETES = /^[^;]{0,600}?(?:::delete\b|::deleteIfExists\b|\.delete\(\s*\)|Files\.delete(?:IfExists)?\()/;

function languageDeletes(
  text: string,
  family: Family,
  dir?: string,
): { found: Array<{ path: string; recursive: boolean }>; unnamed: boolean } {
  const found: Array<{ path: string; recursive: boolean }> = [];
  let unnamed = false;
  for (const line of LANGUAGE_DELETES) {
    if (!line.families.includes(family)) continue;
    for (const match of sinkMatches(line.name, text)) {
      if (found.length >= MAX_EFFECTS) break;
      if (!line.method && /[\w$.]$/.test(text.slice(Math.max(0, match.index - 1), match.index)) && !match[0].includes('.')) continue;
      const window = text.slice(match.index + match[0].length, match.index + match[0].length + WINDOW);
      // A VBA or VBScript string has no escapes: each backslash of `"\\fs01\home$"` stands for itself.
      const after = family === 'vb' ? window.replace(/\\/g, '\\\\') : window;
      // A walk deletes only when its statement's chain deletes each entry it lists.
      if (line.walk && !WALK_DELETES.test(after)) continue;
      // A name the code binds (`let root = env::var("X").unwrap_or(…)` … `fs::remove_dir_all(&root)`) as the general deletes read it.
      const path = pathArgument(after, undefined, text, dir);
      if (path === undefined) {
        unnamed ||= line.recursive !== 'always';
        continue;
      }
      found.push({ path, recursive: line.recursive === 'always' || (line.recursive !== 'never' && line.recursive.test(after)) });
    }
  }
  return { found, unnamed };
}

/**
 * Opens that empty an existing file, where the mode is the call's whole point: HDF5, Zarr, netCDF
 * and PyTables in mode `w` (`h5py.File(p, 'w')`, `zarr.open(p, mode='w')`). The path is judged as a
 * `: > p` redirect is: a file in the project or a temporary directory stays silent, data elsewhere speaks.
 */
const TRUNCATING_OPEN =
  /\b(?:h5py\.File|zarr\.open(?:_group|_array)?|netCDF4\.Dataset|tables\.open_file|(?:pd\.|pandas\.)?HDFStore)\s*(?=\()/g;
const WRITE_MODE = /^[^)]{0,400}?,\s*(?:mode\s*=\s*)?["']w["']/;

function truncatingOpens(text: string, family: Family): string[] {
  if (family !== 'py') return [];
  const found: string[] = [];
  for (const match of sinkMatches(TRUNCATING_OPEN, text)) {
    if (found.length >= MAX_EFFECTS) break;
    const after = text.slice(match.index + match[0].length, match.index + match[0].length + WINDOW);
    const path = pathArgument(after);
    if (path !== undefined && WRITE_MODE.test(after.slice(1))) found.push(path);
  }
  return found;
}

/** Calls that write the file their first argument names (`fs.appendFileSync`, `file_put_contents`, `File.write`). */
const WRITE_CALL =
  /\b(?:writeFileSync|writeFile|appendFileSync|appendFile|outputFileSync|outputFile|outputJsonSync|writeJsonSync|writeJSONSync|createWriteStream|file_put_contents|File\.write|IO\.write|Deno\.writeTextFileSync|Deno\.writeTextFile|Deno\.writeFileSync|Deno\.writeFile|Bun\.write)\s*(?=\()/g;
/** Opens that write only in a mode that says so, the argument after the path: Python's `open`, PHP's `fopen`, Ruby's `File.open`. */
const MODE_OPEN = /(?<![\w$.])(?:open|io\.open|codecs\.open|fopen|File\.open|File\.new)\s*(?=\()/g;
const WRITING_MODE = /^\s*(?:mode\s*=\s*)?["'][rbt]{0,2}[wax+]/;
/** pathlib's writers after a path built from a literal: `Path('~/.x').expanduser().write_text(…)`, `.open('a')`, `.touch()`. */
const PATH_OBJECT = /(?<![\w$.])(?:pathlib\.)?Path\s*(?=\()/g;
const PATH_WRITER =
  /^\([^()]{0,300}(?:\([^()]{0,200}\)[^()]{0,100})?\)\s*(?:\.\s*expanduser\(\)\s*)?\.\s*(?:write_text|write_bytes|touch|open\s*\(\s*(?:mode\s*=\s*)?["'][rbt]{0,2}[wax+])/;
/** pathlib's writers called on a bare name (`p.write_text(…)`), the name to find the one binding of. */
const NAMED_PATH_WRITER =
  /(?<![\w$.])([A-Za-z_]\w{0,63})\s{0,8}\.\s{0,8}(?:write_text|write_bytes|touch|open\s{0,8}\(\s{0,8}(?:mode\s{0,8}=\s{0,8})?["'][rbt]{0,2}[wax+])/g;
/** Copies and moves whose second argument is where they write: `shutil.copy(src, dst)`, `fs.copyFileSync(src, dst)`. */
const COPY_CALL =
  /\b(?:shutil\.(?:copy|copy2|copyfile|copytree|move)|(?:fs|fsp|fse)\.(?:copyFileSync|copyFile|cpSync|cp|renameSync|rename|moveSync|move)|FileUtils\.(?:cp|cp_r|mv|install)|copy|rename)\s*(?=\()/g;
/** Perl's `open(my $fh, '>', '/x')` and two-argument `open(FH, ">>/x")`, with parentheses. */
const PERL_OPEN = /\bopen\s*(?=\()/g;
/**
 * The files code writes, by a path its text names (a literal, the home directory, `expanduser`): the outside-project
 * guard judges them as it judges a redirect to them. A file named by a variable is not known here.
 */
function codeWrites(text: string, family: Family): string[] {
  if (family !== 'py' && family !== 'js' && family !== 'rb' && family !== 'php' && family !== 'pl') return [];
  const found: string[] = [];
  const add = (argument: string | undefined, strip?: RegExp) => {
    const path = argument === undefined ? undefined : pathArgument(argument)?.replace(strip ?? /^/, '');
    if (path && found.length < MAX_EFFECTS && !found.includes(path)) found.push(path);
  };
  const after = (match: RegExpExecArray) => text.slice(match.index + match[0].length, match.index + match[0].length + WINDOW);
  for (const match of sinkMatches(WRITE_CALL, text)) add(leadingArguments(after(match))[0]);
  for (const match of sinkMatches(MODE_OPEN, text)) {
    const [path, mode] = leadingArguments(after(match));
    if (mode !== undefined && WRITING_MODE.test(mode)) add(path);
  }
  if (family === 'py') {
    for (const match of sinkMatches(PATH_OBJECT, text)) {
      const rest = after(match);
      if (PATH_WRITER.test(rest)) add(leadingArguments(rest)[0]);
    }
    // `p = Path.home()/'.config/x.json'; p.write_text(…)`: the path a name is bound to once.
    for (const match of sinkMatches(NAMED_PATH_WRITER, text)) {
      const at = /^(?:self|cls|Path|pathlib)$/.test(match[1]!) ? undefined : boundOnceAt(text, match[1]!, true);
      if (at !== undefined) add(text.slice(at, at + 512));
    }
  }
  for (const match of sinkMatches(COPY_CALL, text)) add(leadingArguments(after(match))[1]);
  if (family === 'pl')
    for (const match of sinkMatches(PERL_OPEN, text)) {
      const [, mode, path] = leadingArguments(after(match));
      if (path !== undefined && /^\s*["'](?:>>?|\+<)["']\s*$/.test(mode ?? '')) add(path);
      else if (mode !== undefined && /^\s*["']\s*>/.test(mode)) add(mode, /^\s*(?:>>?|\+<)\s*/);
    }
  return found;
}

/** `new File("/x").deleteDir()`, `File("x").deleteRecursively()`: a path object built from a literal, then deleted. */
const RECEIVER_DELETE = /\b(?:new\s+)?(?:java\.io\.)?(?:File|Directory|Paths\.get|Path\.of|Path)\(/g;
/** Tcl's `exec` and expect's `spawn`: the words up to the end of the command (a newline, `;` or `]`). */
const TCL_EXEC = /(?:^|[\s;[{])(?:exec|spawn)\s+(?:-\w+\s+){0,3}([^\n;\]]{1,1024})/g;
/** Tcl's `file delete ?-force? ?--? path`. */
const TCL_DELETE = /\bfile\s+delete\s+((?:-\w+\s+){0,3})(?:--\s+)?([^\s;\]}]{1,1024})/g;

function receiverDeletes(text: string, family: Family): Array<{ path: string; recursive: boolean }> {
  const found: Array<{ path: string; recursive: boolean }> = [];
  if (family === 'tcl') {
    TCL_DELETE.lastIndex = 0;
    for (let match = TCL_DELETE.exec(text); match && found.length < MAX_EFFECTS; match = TCL_DELETE.exec(text))
      // Tcl reads the environment as `$env(HOME)`: the shell's `$HOME`.
      found.push({
        path: match[2]!.replace(/^["{]|["}]$/g, '').replace(/\$env\((\w{1,64})\)/g, '$$$1'),
        recursive: /-force\b/.test(match[1]!),
      });
    return found;
  }
  for (const match of sinkMatches(RECEIVER_DELETE, text)) {
    if (found.length >= MAX_EFFECTS) break;
    const from = match.index + match[0].length;
    const rest = text.slice(from, from + 512);
    const path = pathArgument(rest);
    if (path === undefined) continue;
    // Dart's `Directory('x').deleteSync(recursive: true)`, `File('x').delete()`: https://api.dart.dev/dart-io/FileSystemEntity/deleteSync.html
    const close = /\)\s*\.\s*(deleteDir|deleteRecursively|deleteSync|delete|rmtree)\s*\(/.exec(rest);
    if (!close || close.index > 256) continue;
    const options = rest.slice(close.index + close[0].length, close.index + close[0].length + 64);
    found.push({
      path,
      recursive: close[1] === 'deleteSync' || close[1] === 'delete' ? /^\s*recursive\s*:\s*true/.test(options) : true,
    });
  }
  return found;
}

/** `'it''s'`-free single words for a command line built from a list of literal words. */
function shellQuote(word: string): string {
  return /^[\w@%+=:,./~-]+$/.test(word) ? word : `'${word.replace(/'/g, `'\\''`)}'`;
}

/**
 * The literal words a call's arguments begin with: one string (`system("rm -rf ~")`), or a list
 * of strings (`subprocess.run(['git', 'reset', '--hard'])`, `spawn('rm', ['-rf', dir])` up to the
 * first non-literal). Interpolations (`f"{x}"`, `${x}`, `#{x}`) become `$x`, an unknown value.
 */
function literalArguments(after: string, bare: boolean): string[] | undefined {
  let i = 0;
  while (i < after.length && /\s/.test(after[i]!)) i++;
  if (!bare && after[i] !== '(' && !/["'`]/.test(after[i] ?? '')) return undefined;
  const words: string[] = [];
  for (let n = 0; n < 64; n++) {
    while (i < after.length && /[\s([,]/.test(after[i]!)) i++;
    const read = readString(after, i);
    if (!read) break;
    let value = read.value;
    i = read.end;
    // `"rm -rf " .. os.getenv("HOME") .. "/.ssh"`, `"rm -rf " + path`: a concatenation is one word.
    for (let part = 0; part < 8; part++) {
      const operator = /^\s*(?:\.\.|\+|\.|<>)\s*/.exec(after.slice(i, i + 16));
      if (!operator) break;
      const at = i + operator[0].length;
      const next = readString(after, at);
      const home = next ? undefined : HOME_EXPRESSION.exec(after.slice(at, at + 256));
      if (next) {
        value += next.value;
        i = next.end;
      } else if (home) {
        value += '~';
        i = at + home[0].length;
      } else {
        value += '$x';
        break;
      }
    }
    words.push(value);
    while (i < after.length && /\s/.test(after[i]!)) i++;
    // Lisps and Tcl separate arguments by spaces: `(sh/sh "bash" "-c" "…")`.
    if (after[i] !== ',' && !/["']/.test(after[i] ?? '')) break;
  }
  return words;
}

/** Perl's `"$ENV{HOME}/x"`: the variable the shell would name `$HOME`. */
const PERL_ENV = /\$ENV\{\s*['"]?(\w+)['"]?\s*\}/g;

/** A string literal at `at` (after any Python prefix): its value, interpolations as `$name`. */
function readString(text: string, at: number): { value: string; end: number } | undefined {
  let i = at;
  const prefix = /^[rRbBuUfF]{0,2}/.exec(text.slice(i, i + 2))![0];
  i += prefix.length;
  const quote = text[i];
  if (quote !== '"' && quote !== "'" && quote !== '`') return undefined;
  let value = '';
  for (let j = i + 1; j < text.length; j++) {
    const ch = text[j]!;
    if (ch === '\\') {
      const next = text[j + 1] ?? '';
      value += next === 'n' ? '\n' : next === 't' ? '\t' : next;
      j++;
    } else if (ch === quote) return { value: quote === "'" ? value : value.replace(PERL_ENV, '$$$1'), end: j + 1 };
    else if ((ch === '$' || ch === '#') && text[j + 1] === '{' && quote !== "'") {
      const close = text.indexOf('}', j);
      if (close < 0 || close - j > 200) return undefined;
      value += `$${text.slice(j + 2, close).replace(/\W+/g, '_') || 'x'}`;
      j = close;
    } else if (ch === '{' && /f/i.test(prefix)) {
      const close = text.indexOf('}', j);
      if (close < 0 || close - j > 200) return undefined;
      value += `$${text.slice(j + 1, close).replace(/\W+/g, '_') || 'x'}`;
      j = close;
    } else value += ch;
  }
  return undefined;
}

/** Expressions that name the home directory in one-liners. */
const HOME_EXPRESSION =
  /^(?:os\.(?:path\.)?expanduser\(\s*["']~["']\s*\)|os\.environ\[\s*["']HOME["']\s*\]|os\.getenv\(\s*["']HOME["']\s*\)|os\.homedir\(\)|require\(\s*["']os["']\s*\)\.homedir\(\)|process\.env\.HOME|process\.env\[\s*["']HOME["']\s*\]|Path\.home\(\)|pathlib\.Path\.home\(\)|ENV\[\s*["']HOME["']\s*\]|Dir\.home|\$ENV\{\s*["']?HOME["']?\s*\}|getenv\(\s*["']HOME["']\s*\)|Sys\.getenv\(\s*["']HOME["']\s*\)|homedir\(\)|Path\.home(?:\.to_s)?|os\.home|System\.getProperty\(\s*"user\.home"\s*\)|System\.getenv\(\s*"HOME"\s*\)|FileManager\.default\.homeDirectoryForCurrentUser|NSHomeDirectory\(\))/;

const PATH_NORMALISER =
  /^(?:(?:vim\.fn\.)?expand|os\.path\.(?:expanduser|expandvars|abspath|realpath|normpath)|File\.expand_path|File\.absolute_path|path\.(?:resolve|normalize)|filepath\.(?:Clean|Abs)|Dir\.glob|glob\.glob|glob\.sync|globSync)\(\s*/;

/** A name bound to a join of a bound folder and an item's name: pathlib's `ROOT / x`, `os.path.join(ROOT, x)`. */
const BOUND_JOIN =
  /^(?:[A-Za-z_]\w{0,63}[ \t]{0,8}\/(?![/=])|(?:os\.path\.join|path\.join|path\.resolve|File\.join)\(\s{0,8}[A-Za-z_]\w{0,63}\s{0,8},)/;
const PATH_JOIN =
  /^(?:os\.path\.join|path\.join|path\.resolve|(?:file)?path\.Join|File\.join|file\.path|joinpath|Path|Paths\.get|Path\.of|(?:new\s+)?(?:java\.io\.)?File)\(\s*/;
/** The path a delete call's first argument names, when it is literal or built from literals and the home directory. */
function pathArgument(after: string, homeNames?: ReadonlySet<string>, text?: string, dir?: string, depth = 0): string | undefined {
  let i = 0;
  while (i < after.length && /\s/.test(after[i]!)) i++;
  // Elixir's and Ruby's raising variants: `File.rm_rf!(…)`, `FileUtils.rm_rf!`.
  if (after[i] === '!' && after[i + 1] === '(') i++;
  if (after[i] === '(') i++;
  while (i < after.length && /\s/.test(after[i]!)) i++;
  // Rust's borrow of the path it deletes: `fs::remove_dir_all(&root)`.
  if (after[i] === '&' && /[A-Za-z_]/.test(after[i + 1] ?? '')) i++;
  // Swift's argument labels: `removeItem(at: url)`, `removeItem(atPath: "…")`.
  const label = /^at(?:Path)?\s*:\s*/.exec(after.slice(i, i + 16));
  if (label) i += label[0].length;
  const rest = after.slice(i, i + 512);
  // `home.appendingPathComponent("x")` with `home` bound to the home directory; `URL(fileURLWithPath: "x")`.
  const bound = homeNames === undefined ? undefined : /^(\w{1,64})(?=\.appending)/.exec(rest);
  if (bound && homeNames!.has(bound[1]!)) return `~${joinedTail(rest.slice(bound[0].length))}`;
  const url = /^URL\(\s*fileURLWithPath:\s*/.exec(rest);
  if (url) return readString(rest, url[0].length)?.value;
  const literal = readString(rest, 0);
  if (literal) return literal.value;
  // `shutil.rmtree(os.environ.get("MEDIA_DIR", "data/proofs"))`: the default a run with the variable unset deletes.
  const fallback = envDefault(rest);
  if (fallback !== undefined) return fallback.value;
  // `DRAWINGS = Path('/srv/proj/drawings')` … `shutil.rmtree(DRAWINGS)`: a name the code binds once, to a literal path.
  const named = text === undefined ? undefined : /^(\*?[A-Za-z_][\w.]{0,63})\s{0,8}[,)]/.exec(rest)?.[1];
  if (named !== undefined) {
    const constant = namedPath(text!, named, dir);
    if (constant !== undefined) return constant;
    // `root := os.Getenv("MEDIA_DIR")`, `if root == "" { root = filepath.Join("data", "proofs") }` … `os.RemoveAll(root)`.
    const fallback = /^\w{1,64}$/.test(named) ? runtimeDefault(text!, named) : undefined;
    if (fallback !== undefined) return fallback;
    // `folder = DOC_ROOT / number` … `shutil.rmtree(folder)`: a name bound once to a join of a bound folder and an item's name.
    // `dir := filepath.Join("archive", "hand-histories", season)` … `os.RemoveAll(dir)`, `d = os.path.join("archive", s)`,
    // `const dir = path.join("archive", s)`: a name bound once to any join the delete could have held inline is judged as
    // that inline join (held-out round 110), so a join under a temp or cache folder stays as silent as it is inline.
    // Only a join: a literal with more after it (`D = '/srv/' + name`) names no folder of its own.
    const at = depth === 0 && /^\w{1,64}$/.test(named) ? boundOnceAt(text!, named) : undefined;
    const bound = at === undefined ? '' : text!.slice(at, at + 512);
    const joined = BOUND_JOIN.test(bound) || PATH_JOIN.test(bound) ? pathArgument(`(${bound}`, homeNames, text, dir, 1) : undefined;
    if (joined !== undefined) return joined;
  }
  // `DOC_ROOT = Path("storage/docs")` … `shutil.rmtree(DOC_ROOT / str(child.id))`: pathlib's join of a bound folder and an item's name.
  const slashed = text === undefined ? undefined : /^([A-Za-z_]\w{0,63})\s{0,8}\/(?!\/)/.exec(rest);
  const root = slashed ? boundConstant(text!, slashed[1]!, dir) : undefined;
  if (root !== undefined) return `${root}${joinedTail(rest.slice(slashed![0].length - 1), true)}`;
  // `shutil.rmtree(os.getcwd())`: the directory the command runs in, as `rm -rf .` reads it.
  const cwd = /^(?:os\.pwd\b|os\.getcwd\(\)|process\.cwd\(\)|Dir\.pwd|(?:pathlib\.)?Path\.cwd\(\)|getcwd\(\)|Deno\.cwd\(\))/.exec(rest);
  if (cwd) return `.${joinedTail(rest.slice(cwd[0].length))}`;
  const home = HOME_EXPRESSION.exec(rest);
  if (home) return `~${joinedTail(rest.slice(home[0].length))}`;
  const project = projectRooted(rest);
  if (project !== undefined) return project;
  // `os.path.expanduser('~/.ssh')`, `File.expand_path('~/x')`, `path.resolve('/etc')`: the literal they normalise.
  const normalised = PATH_NORMALISER.exec(rest);
  if (normalised) {
    const inner = readString(rest, normalised[0].length);
    if (inner) return inner.value;
  }
  const own = dir === undefined ? undefined : fromOwnFolder(rest, dir);
  if (own !== undefined) return own;
  // `os.path.join(os.environ['HOME'], 'x')`, `path.join(os.homedir(), '.ssh')`, `File.join(Dir.home, 'x')`.
  // Java's path objects are joins too: `Path.of("a", "b")`, `Paths.get(…)`, `new File("x")`.
  // Go's `filepath.Join(root, id)` as well.
  const join = PATH_JOIN.exec(rest);
  if (join) {
    const inner = rest.slice(join[0].length);
    const first = readString(inner, 0);
    // `os.path.join("data/raw", f)`: a folder's name with a variable's after it, as `"data/raw/" + f` is.
    if (first) return `${first.value}${joinedTail(inner.slice(first.end), true)}`;
    // `MEDIA_ROOT = "media/obituaries"` … `os.path.join(MEDIA_ROOT, str(oid))`: a folder the code binds once, then an item's name.
    const constant = text === undefined ? undefined : /^([A-Za-z_]\w{0,63})\s{0,8}(?=[,)])/.exec(inner);
    const folder = constant ? boundConstant(text!, constant[1]!, dir) : undefined;
    if (folder !== undefined) return `${folder}${joinedTail(inner.slice(constant![0].length), true)}`;
    // Under a data root read at run time, only a folder the code names in full (`filepath.Join(root, "uploads")`).
    const base = constant ? runtimeRoot(text!, constant[1]!) : undefined;
    const tail = base === undefined ? '' : joinedTail(inner.slice(constant![0].length), true);
    if (tail !== '' && !tail.endsWith('/')) return `${base}${tail}`;
    const handed =
      constant && !boundToFreshTemp(text!, constant[1]!) ? handedRecords(constant[1]!, inner.slice(constant[0].length), dir) : undefined;
    if (handed !== undefined) return handed;
    const homeArg = HOME_EXPRESSION.exec(inner);
    if (homeArg) return `~${joinedTail(inner.slice(homeArg[0].length))}`;
    const rootArg = PROJECT_ROOT.exec(inner);
    if (rootArg) return `.${joinedTail(inner.slice(rootArg[0].length), true)}`;
    // `filepath.Join(s.storageRoot, c.ID)`: a record's folder under the store root a field names, as `storage/<id>` reads.
    const field = STORE_FIELD.exec(inner);
    // A store field that also says scratch (`cfg.ScratchDataDir`, `s.tmpUploadDir`, `cfg.BuildArchiveDir`) holds what a run makes again.
    if (field && !namesScratch(field[1]!, true)) return `${storeFolder(field[1]!)}${joinedTail(inner.slice(field[0].length), true)}`;
  }
  return undefined;
}

/**
 * A framework's name for the project's root, so a join under it is a project path: Rails' `Rails.root`, Django's
 * `settings.BASE_DIR`, Flask's `app.root_path`, Node's `process.cwd()`, Laravel's `base_path()`.
 * https://api.rubyonrails.org/classes/Rails.html#method-c-root, https://flask.palletsprojects.com/en/stable/api/#flask.Flask.root_path
 */
const PROJECT_ROOT =
  /^(?:::)?(?:Rails\.root|(?:settings\.|django_settings\.)?BASE_DIR|(?:current_)?app\.root_path|process\.cwd\(\)|base_path\(\s{0,8}\))(?:\.to_s)?/;
/** Laravel's folder helpers with the folder each starts from. https://laravel.com/docs/helpers#paths */
const LARAVEL_FOLDER = /^(base|storage|public|database|resource|app)_path\(\s{0,8}/;

/** `Rails.root.join('storage', 'x')`, `Rails.root / 'x'`, `BASE_DIR / 'media'`, `storage_path('app/uploads')`: the project path, or undefined. */
function projectRooted(rest: string): string | undefined {
  const laravel = LARAVEL_FOLDER.exec(rest);
  if (laravel) {
    const inner = readString(rest, laravel[0].length);
    const start = laravel[1] === 'base' ? '.' : `./${laravel[1] === 'resource' ? 'resources' : laravel[1]}`;
    return inner ? `${start}/${inner.value.replace(/^\/+/, '')}` : laravel[1] === 'base' ? undefined : start;
  }
  const root = PROJECT_ROOT.exec(rest);
  if (!root) return undefined;
  const after = rest.slice(root[0].length);
  // Only a join under the root: the root alone (`rm_rf(Rails.root)`) is another kind of call.
  const join = /^\.join\(\s{0,8}/.exec(after) ?? /^\s{0,8}(?=\/\s{0,8}["'])/.exec(after);
  if (!join) return undefined;
  const tail = joinedTail(after.slice(join[0].length), true);
  return tail === '' ? undefined : `.${tail}`;
}

/**
 * A field naming where an app keeps what its records hold (`s.storageRoot`, `self.upload_dir`, `cfg.DataDir`,
 * `this.storagePath`), read as the folder its word names.
 */
const STORE_FIELD =
  /^(?:self|this|cfg|config|conf|[a-z])\.((?:[a-z]{0,16}_)?(?:storage|uploads?|data|media|attachments?|files?|recover(?:y|ed)|archives?|backups?)_?(?:root|dir|directory|path|folder|base)|(?:[A-Z]?[a-z]{0,16}(?=[A-Z]))?(?:[Ss]torage|[Uu]ploads?|[Dd]ata|[Mm]edia|[Aa]ttachments?|[Ff]iles?|[Rr]ecover(?:y|ed)|[Aa]rchives?|[Bb]ackups?)(?:Root|Dir|Directory|Path|Folder|Base))\s{0,8}(?=,)/;

function storeFolder(field: string): string {
  const word = /storage|upload|data|media|attachment|file|recover|archive|backup/i.exec(field)![0].toLowerCase();
  // Data recovered for a customer (`cfg.RecoveryRoot`) is the only copy of what was read off a failing disk (held-out round 137).
  return word === 'upload' || word === 'attachment' || word === 'backup' ? `${word}s` : word === 'recover' ? 'recovered' : word;
}

/**
 * The folder of the code's own file, as each language names it: Node's `__dirname` (and `import.meta.dirname`), Python's
 * `os.path.dirname(__file__)` and `Path(__file__).parent`, Ruby's `__dir__` and `File.dirname(__FILE__)`, PHP's `__DIR__`.
 * https://nodejs.org/api/modules.html#__dirname, https://docs.python.org/3/reference/datamodel.html#module.__file__
 */
const OWN_FOLDER =
  /^(?:__dirname|import\.meta\.dirname|path\.dirname\(\s{0,8}(?:__filename|fileURLToPath\(\s{0,8}import\.meta\.url\s{0,8}\))\s{0,8}\)|os\.path\.dirname\(\s{0,8}(?:os\.path\.(?:abspath|realpath)\(\s{0,8}__file__\s{0,8}\)|__file__)\s{0,8}\)|File\.dirname\(\s{0,8}__FILE__\s{0,8}\)|__dir__|__DIR__|(?:pathlib\.)?Path\(\s{0,8}__file__\s{0,8}\)(?:\.resolve\(\s{0,8}\)|\.absolute\(\s{0,8}\))?((?:\.parent){1,4}))/;
const OWN_JOIN = /^(?:os\.path\.join|path\.join|path\.resolve|File\.join|File\.expand_path)\(\s{0,8}/;

/** The path a join of the code file's own folder and literals names (`path.join(__dirname, '..', 'media')`), or undefined. */
function fromOwnFolder(rest: string, dir: string): string | undefined {
  const join = OWN_JOIN.exec(rest);
  const at = join ? join[0].length : 0;
  const own = OWN_FOLDER.exec(rest.slice(at, at + 200));
  if (!own) return undefined;
  // `Path(__file__).parent` is the folder; each further `.parent` one up.
  const up = own[1] === undefined ? 0 : own[1].length / '.parent'.length - 1;
  const tail = joinedTail(rest.slice(at + own[0].length), true);
  return posix.join(dir, '../'.repeat(up), tail);
}

/** `, 'a', 'b')` → `/a/b`; `/ 'x'` (pathlib) → `/x`; with `open`, a part that is no literal (`, f)`) ends it with `/`. */
function joinedTail(rest: string, open = false): string {
  let out = '';
  let i = 0;
  for (let n = 0; n < 8; n++) {
    const from = i;
    while (i < rest.length && /[\s,/)+]/.test(rest[i]!) && rest[i] !== ')') i++;
    if (open && /[,/]/.test(rest.slice(from, i)) && /^(?![rbfuRBFU]{1,2}["'])[A-Za-z_]/.test(rest.slice(i, i + 3))) return `${out}/`;
    // Swift's URL joins: `.appendingPathComponent("x")`, `.appending(path: "x")`.
    const append = /^\.(?:appendingPathComponent|appending)\(\s*(?:(?:path|component)\s*:\s*)?/.exec(rest.slice(i, i + 48));
    if (append) i += append[0].length;
    const read = readString(rest, i);
    if (!read) break;
    out += `/${read.value.replace(/^\/+/, '')}`;
    i = read.end;
  }
  return out;
}

/** The commands between backticks, and in Ruby's `%x(…)` and Perl's `qx(…)`. */
function backtickCommands(text: string): string[] {
  const commands: string[] = [];
  const QUOTED = /`([^`\n]{1,2000})`|%x\(([^)\n]{1,2000})\)|\bqx[({/]([^)}/\n]{1,2000})[)}/]/g;
  for (let match = QUOTED.exec(text); match && commands.length < MAX_EFFECTS; match = QUOTED.exec(text)) {
    commands.push((match[1] ?? match[2] ?? match[3]!).replace(/#\{(\w+)\}/g, '$$$1'));
  }
  return commands;
}
