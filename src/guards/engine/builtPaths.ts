/**
 * Paths a text tool builds from a list (`awk -F, '{print "cvs/"$1".pdf"}' withdrawn.csv | xargs rm -f`): the program
 * puts a literal folder (and often a type) around each value it reads, so what the pipeline deletes is some files of that
 * folder, judged as `rm -f cvs/*.pdf` is: kept records speak, `tmp/`, `build/` and caches stay silent (held-out round 161).
 * A program with no literal folder (`awk '{print $1}' list.csv`, `cut -d, -f1`) prints whatever the file lists, which
 * the line does not show: that stays the pipeline's unknown paths.
 *
 * Every pattern here is bounded: a program is text the repository may supply (`awk -f`, a long inline script).
 */

const MAX_PROGRAM = 4096;
/** A folder literal: relative or absolute, up to 8 parts, no variable, glob or quote in it. */
const FOLDER = String.raw`((?:~?/)?[\w.@+-]{1,64}(?:/[\w.@+-]{1,64}){0,7})/`;
/** A type after the value (`.pdf`, `.tar.gz`). */
const TYPE = String.raw`(\.\w{1,16}(?:\.\w{1,16}){0,2})`;
// The folder before each way a program writes a value into a string:
//   awk `"cvs/"$1".pdf"`, `"cvs/" $2`;  printf (awk's or the shell's) `cvs/%s.pdf`;  jq `"cvs/\(.id).pdf"`, `"cvs/" + .id + ".pdf"`.
const BUILT = [
  new RegExp(String.raw`"${FOLDER}"\s{0,4}\$\w{1,8}(?:\s{0,4}"${TYPE}")?`),
  new RegExp(String.raw`(?:^|["'\s])${FOLDER}%s${TYPE}?`),
  new RegExp(String.raw`"${FOLDER}\\\([^()"]{1,200}\)${TYPE}?`),
  new RegExp(String.raw`"${FOLDER}"\s{0,4}\+\s{0,4}[\w.\[\]]{1,100}(?:\s{0,4}\+\s{0,4}"${TYPE}")?`),
];

// sed's replacement: the folder with the captured value (`cvs/\1.pdf`, `cvs/&`), or the folder alone put before a line (`s/^/cvs\//`).
const SED_REPLACED = new RegExp(String.raw`^${FOLDER}(?:\\[1-9]|&)${TYPE}?$`);
const SED_PREFIX = new RegExp(`^${FOLDER}$`);

const AWKS = new Set(['awk', 'gawk', 'mawk', 'nawk']);
/** Options of each tool that take the next word (`-F ,`, `-v n=1`, `--arg k v`). */
const AWK_VALUED = new Set(['-F', '-v', '--field-separator', '--assign']);
const JQ_VALUED = new Map([
  ['--arg', 2],
  ['--argjson', 2],
  ['--slurpfile', 2],
  ['--rawfile', 2],
  ['--indent', 1],
  ['-L', 1],
]);

/** The glob for the paths `words` (an awk, sed, printf or jq command) prints, when its program names their folder. */
export function builtPaths(name: string, words: readonly string[]): string | undefined {
  const program = programOf(name, words);
  if (program === undefined || program.length > MAX_PROGRAM) return undefined;
  if (name === 'sed') return sedPaths(program);
  for (const pattern of BUILT) {
    const match = pattern.exec(program);
    if (match) return `${match[1]}/*${match[2] ?? ''}`;
  }
  return undefined;
}

/** The inline program of the command (awk's, jq's first operand; sed's `-e` or first operand; printf's format). */
function programOf(name: string, words: readonly string[]): string | undefined {
  const expressions: string[] = [];
  for (let i = 1; i < words.length; i++) {
    const word = words[i]!;
    // A program read from a file is not on the line; `sed -i` edits files in place and prints nothing.
    if (word === '-f' || word.startsWith('--file') || word === '--from-file' || (name === 'sed' && /^-[a-zA-Z]*i|^--in-place/.test(word)))
      return undefined;
    if (name === 'sed' && (word === '-e' || word === '--expression')) {
      expressions.push(words[++i] ?? '');
      continue;
    }
    if (name === 'sed' && word.startsWith('--expression=')) {
      expressions.push(word.slice('--expression='.length));
      continue;
    }
    if (AWKS.has(name) && AWK_VALUED.has(word)) {
      i++;
      continue;
    }
    if (name === 'jq' && JQ_VALUED.has(word)) {
      i += JQ_VALUED.get(word)!;
      continue;
    }
    if (word === '--') return expressions.length > 0 ? expressions.join(';') : words[i + 1];
    if (word.startsWith('-') && word !== '-') continue;
    return expressions.length > 0 ? expressions.join(';') : word;
  }
  return expressions.length > 0 ? expressions.join(';') : undefined;
}

/**
 * sed's substitutions that put a folder before each line (`s/^/cvs\//`, `s|^|cvs/|; s|$|.pdf|`) or write it with the
 * captured value (`s/^\([^,]*\),withdrawn$/cvs\/\1.pdf/p`, `s#^#cvs/#`).
 */
function sedPaths(program: string): string | undefined {
  let folder: string | undefined;
  let type = '';
  for (const [pattern, replacement] of substitutions(program)) {
    const whole = SED_REPLACED.exec(replacement);
    if (whole) {
      folder = whole[1];
      type = whole[2] ?? type;
    } else if (pattern === '^' && SED_PREFIX.test(replacement)) folder = SED_PREFIX.exec(replacement)![1];
    else if (pattern === '$' && /^\.\w{1,16}(?:\.\w{1,16}){0,2}$/.test(replacement)) type = replacement;
  }
  return folder === undefined ? undefined : `${folder}/*${type}`;
}

/** Each `s` command's pattern and replacement, with the delimiter's escapes read (`cvs\/` is `cvs/`); at most 8. */
function substitutions(program: string): [string, string][] {
  const found: [string, string][] = [];
  for (let at = 0; at < program.length && found.length < 8; at++) {
    // An `s` that starts a command: at the start, after `;`, a newline, `{`, an address's end or blanks.
    if (program[at] !== 's' || (at > 0 && !/[;\n{}\s/0-9$]/.test(program[at - 1]!))) continue;
    const delimiter = program[at + 1];
    if (delimiter === undefined || /[\w\s\\;]/.test(delimiter)) continue;
    const parts: string[] = [];
    let part = '';
    let i = at + 2;
    for (; i < program.length && parts.length < 2; i++) {
      const char = program[i]!;
      if (char === '\\' && i + 1 < program.length) {
        part += program[i + 1] === delimiter ? delimiter : char + program[i + 1]!;
        i++;
      } else if (char === delimiter) {
        parts.push(part);
        part = '';
      } else part += char;
    }
    if (parts.length === 2) found.push([parts[0]!, parts[1]!]);
    at = i - 1;
  }
  return found;
}
