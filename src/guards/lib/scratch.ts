import { tmpdir } from 'node:os';
import { resolve } from 'node:path';
import type { Env } from '../../edge/env.js';

/** Scratch space (the system temp dirs): deleting or writing there is not "outside the project". */
export function scratchDirs(env: Env): string[] {
  const dirs = [tmpdir(), env.TMPDIR, env.TEMP, env.TMP, '/tmp', '/var/tmp', '/private/tmp'];
  return [...new Set(dirs.filter((dir): dir is string => !!dir).map((dir) => resolve(dir)))];
}

// What a name says it holds, read word by word: `tmp_dir`, `buildDir`, `TMPDIR`, `cache/`, `tests/fixtures` are scratch,
// while `Latest` (which holds "test"), `templates`, `distributions` and `attempts` are not. A word is one snake_case,
// camelCase, kebab-case or path segment, less trailing digits; it may end in the kind of thing it names (`tmpdir`,
// `testdata`, `outputs`). Held-out round 138's review: the destructive code's scratch-word regexes matched any substring.
const MAX_NAME = 300;
const SUFFIX = '(?:e?s|dirs?|paths?|roots?|folders?|files?|data|area)?';
/** The scratch words: what a build, a cache or a temp folder is called. */
const SCRATCH_WORDS = 'te?mp|temporary|cache[sd]?|scratch|build|dist|output|staging';
/** The words a test's own folders go by (the suite's fixtures and samples, made for it). */
const TEST_WORDS = 'test|testing|fixture|sample|mock|fake|example';
const SCRATCH_WORD = new RegExp(`^(?:${SCRATCH_WORDS})${SUFFIX}$`);
const SCRATCH_OR_TEST_WORD = new RegExp(`^(?:${SCRATCH_WORDS}|${TEST_WORDS})${SUFFIX}$`);

/** The lower-case words of a name or path: split at non-alphanumerics and camelCase humps, trailing digits dropped. */
export function nameWords(name: string): string[] {
  return name
    .slice(0, MAX_NAME)
    .replace(/([a-z\d])([A-Z])/g, '$1 $2')
    .replace(/([A-Z])([A-Z][a-z])/g, '$1 $2')
    .toLowerCase()
    .split(/[^a-z\d]+/)
    .map((word) => word.replace(/\d+$/, ''))
    .filter((word) => word !== '');
}

/**
 * Whether a name or path says it holds what is made again (`tmp`, `cache`, `build`, `dist`, `output`, `staging`), as a
 * whole word; with `testWords`, also a test's own folders (`tests`, `fixtures`, `samples`, `mocks`, `examples`).
 */
export function namesScratch(name: string, testWords = false): boolean {
  const word = testWords ? SCRATCH_OR_TEST_WORD : SCRATCH_WORD;
  return nameWords(name).some((part) => word.test(part));
}

/**
 * A matcher of names by whole words (`nameWords`), each word or two neighbours run together (`work_dir` as `workdir`)
 * against `words` (a regex source of alternatives), a kind-of-thing ending allowed (`tmpdir`, `caches`, `build_dirs`).
 * For a guard whose scratch words differ from `namesScratch`'s (a sandbox or work dir), with the same whole-word reading.
 */
export function wholeWords(words: string): { test: (name: string) => boolean } {
  const word = new RegExp(`^(?:${words})${SUFFIX}$`);
  return {
    test: (name) => {
      const parts = nameWords(name);
      return parts.some((part, i) => word.test(part) || (i > 0 && word.test(`${parts[i - 1]!}${part}`)));
    },
  };
}

/**
 * A job, file or operand named as scratch by a whole word of a few (`tmp`, `temp`, `cache`, `scratch`, `build`, `dist`),
 * `_` counting as a break: `cleanup_tmp.sh`, `clear-cache`, `rm -rf build/`.
 */
export const SCRATCH_JOB = /(?:^|[\W_])(?:te?mp|cache|scratch|build|dist)(?:[\W_]|$)/i;

// A folder a test framework or the OS makes fresh for one run, which the code then deletes: pytest's `tmp_path`, `tmpdir`
// and `tmp_path_factory.mktemp(…)`, Python's `tempfile.mkdtemp()` and `TemporaryDirectory()`, Go's `t.TempDir()` and
// `os.MkdirTemp`, Node's `fs.mkdtemp(Sync)` and joins under `os.tmpdir()`, Ruby's `Dir.mktmpdir`, Java's
// `Files.createTempDirectory` and JUnit's `@TempDir`. Deleting it loses nothing the project keeps (held-out round 138).
/** What a binding's value starts with when it is such a folder (after `await`, `Path(`, `str(` or a join's opening). */
export const FRESH_TEMP = new RegExp(
  String.raw`^(?:await[ \t]{1,4})?(?:(?:(?:pathlib\.)?Path|str|os\.path\.realpath|Pathname\.new|` +
    String.raw`(?:path|filepath)\.(?:join|resolve|Join)|os\.path\.join|Paths\.get|new[ \t]{1,4}File)\([ \t]{0,4}){0,2}` +
    String.raw`(?:\w{1,20}\.TempDir\(\)|os\.MkdirTemp\(|ioutil\.TempDir\(|(?:tempfile\.)?(?:mkdtemp|gettempdir|TemporaryDirectory)\(|` +
    String.raw`(?:fs\.(?:promises\.)?|fsp\.)?mkdtemp(?:Sync)?\(|(?:os\.)?tmpdir\(\)|Dir\.(?:mktmpdir|tmpdir)\b|Files\.createTempDirectory\(|` +
    String.raw`(?:tmp_path|tmpdir)_factory\.(?:mktemp|getbasetemp)\(|tmp_path\b|tmpdir\b)`,
);

const MAX_BINDINGS = 4;

// One pass per text, not per name: a delete loop's text (up to 256 KB) is asked about each folder it deletes (up to 200),
// and a per-name scan of each, recursing through the folders it is joined under, read the text ~21 times a call.
// The index holds every `name =` binding's value position and every name the `=`-less forms bind; the last text's index
// is kept (a one-entry memo: callers ask about one text many times in a row).
const IDENT = String.raw`[A-Za-z_]\w{0,30}`;
/** A binding's left side: one name (`d`, `self.tmp`, `out: Path`), two (`root, err :=`) or three (`a, dir, err :=`). */
const BINDING = new RegExp(
  String.raw`(?:^|\n|;)[ \t]{0,16}(?:(?:const|let|var|val|final|auto)[ \t]{1,8})?(?:[A-Za-z_][\w<>]{0,30}[ \t]{1,4})?` +
    String.raw`([A-Za-z_][\w.]{0,80}(?:[ \t]{0,4},[ \t]{0,4}[A-Za-z_][\w.]{0,80}){0,2})` +
    String.raw`[ \t]{0,8}(?::[ \t]{0,8}[\w.\[\]]{1,40}[ \t]{0,8})?(?:=(?!=)|:=|<-)[ \t]{0,8}`,
  'g',
);
/** The forms that bind a fresh folder without `=`: the name is the capture. */
const FRESH_FORMS = new RegExp(
  [
    String.raw`\b(?:tempfile\.)?TemporaryDirectory\([^\n)]{0,120}\)[ \t]{1,4}as[ \t]{1,4}([A-Za-z_][\w.]{0,80})`,
    String.raw`\bDir\.mktmpdir\b[^\n|]{0,120}\|[ \t]{0,4}([A-Za-z_][\w.]{0,80})[ \t]{0,4}\|`,
    String.raw`\blet!?\(:([A-Za-z_][\w.]{0,80})\)[ \t]{0,4}\{[ \t]{0,4}Dir\.mktmpdir\b`,
    String.raw`@TempDir[ \t\n]{1,8}(?:static[ \t]{1,4})?(?:Path|File)[ \t]{1,8}([A-Za-z_][\w.]{0,80})`,
  ].join('|'),
  'g',
);
const SOLE_IDENT = new RegExp(`^${IDENT}$`);

interface Bindings {
  /** Per name, where the values bound to it start (at most MAX_BINDINGS + 1 kept: more means "not only fresh"). */
  values: Map<string, number[]>;
  /** The names a `=`-less form binds fresh (with each dotted prefix: `as self.tmp` binds `self.tmp` and `self`). */
  fresh: Set<string>;
  /** Answers already worked out, by depth then name. */
  answers: Map<string, boolean>[];
}

let last: { text: string; bindings: Bindings } | undefined;
let passes = 0;

/** How many texts have been read for their bindings so far (a test's measure of work done: one per text). */
export const bindingPasses = (): number => passes;

function addValue(values: Map<string, number[]>, name: string, at: number): void {
  const list = values.get(name);
  if (list === undefined) values.set(name, [at]);
  else if (list.length <= MAX_BINDINGS) list.push(at);
}

function indexBindings(text: string): Bindings {
  passes++;
  const values = new Map<string, number[]>();
  for (const match of text.matchAll(BINDING)) {
    const at = match.index + match[0].length;
    const names = match[1]!.split(',').map((part) => part.trim());
    // A name binds with at most one plain identifier (no dots, at most 31 characters) on each side of it.
    names.forEach((name, i) => {
      const sides = [names[i - 1], names[i + 1]].filter((side) => side !== undefined);
      if (names.length - sides.length === 1 && sides.every((side) => SOLE_IDENT.test(side))) addValue(values, name, at);
    });
  }
  const fresh = new Set<string>();
  for (const match of text.matchAll(FRESH_FORMS)) {
    const name = match.slice(1).find((group) => group !== undefined)!;
    // `as tmp.path` ends the name `tmp` at a word break too.
    const parts = name.split('.');
    for (let end = 1; end <= parts.length; end++) if (parts[end - 1] !== '') fresh.add(parts.slice(0, end).join('.'));
  }
  return { values, fresh, answers: [] };
}

function bindingsOf(text: string): Bindings {
  if (last?.text !== text) last = { text, bindings: indexBindings(text) };
  return last.bindings;
}

/**
 * Whether every binding of `name` in `text` makes it a fresh temp folder (FRESH_TEMP), or a folder under another name
 * that is one (`d = tmp_path / "waivers"`, `root := t.TempDir()` then `dir := filepath.Join(root, "x")`); also
 * `with tempfile.TemporaryDirectory() as name`, `Dir.mktmpdir do |name|`, RSpec's `let(:name) { Dir.mktmpdir }` and
 * `@TempDir Path name`. False when the code never binds it, or binds it once to anything else.
 */
export function boundToFreshTemp(text: string, name: string, depth = 2): boolean {
  if (!/^[A-Za-z_][\w.]{0,80}$/.test(name)) return false;
  return freshIn(text, bindingsOf(text), name, depth);
}

function freshIn(text: string, bindings: Bindings, name: string, depth: number): boolean {
  const answers = (bindings.answers[depth] ??= new Map());
  const known = answers.get(name);
  if (known !== undefined) return known;
  const answer = workOut(text, bindings, name, depth);
  answers.set(name, answer);
  return answer;
}

function workOut(text: string, bindings: Bindings, name: string, depth: number): boolean {
  const starts = bindings.values.get(name) ?? [];
  if (starts.length > MAX_BINDINGS) return false;
  for (const at of starts) {
    const value = text.slice(at, at + 200);
    if (FRESH_TEMP.test(value)) continue;
    // A folder under another name's: `tmp_path / "x"`, `filepath.Join(root, "x")`, `path.join(dir, "x")`, `root.join("x")`.
    const under =
      /^(?:(?:(?:pathlib\.)?Path|str|(?:path|filepath)\.(?:join|resolve|Join)|os\.path\.join|Paths\.get)\([ \t]{0,4})?([A-Za-z_]\w{0,40})\b/.exec(
        value,
      )?.[1];
    if (depth > 0 && under !== undefined && under !== name && freshIn(text, bindings, under, depth - 1)) continue;
    return false;
  }
  if (starts.length > 0) return true;
  return bindings.fresh.has(name);
}
