import { basename, extname } from 'node:path';

// Configuration files that are not code (.editorconfig, .globalconfig, INI, setup.cfg, tox.ini, TOML, Java properties,
// .conf, and the linters' own settings files: .flake8, .pylintrc, .coveragerc, .eslintrc, .yamllint …) can call no
// deserialiser or evaluator: their comments name one only to ban it or to explain a rule (`# BinaryFormatter is insecure;
// fail the build (SYSLIB0011)`, `select = ["E", "F", "S"]  # S307 flags eval(), S301 flags pickle`). Such files are read
// by the `generic` family, whose syntax knows only `//` and `/* */` comments, so their comments are blanked before the
// rules read them:
// - a whole-line `#` or `;` comment (indented or not);
// - a trailing `#` comment: a `#` after a blank and before a blank or the line's end, outside a quoted value (TOML's
//   "…", '…', """…""" and '''…''', a command's quoted argument in tox's `commands =`). A `#` glued to a word stays
//   (a colour `#fff`, a URL's `#frag`, Lua's length `#args` in an nginx `content_by_lua_block`), and so does a `;`
//   after a value, which in a command value is the shell's separator (`cd x ; make`).
// Keys and values stay: code a value holds is still read (a tool's shell lines under a key, rules/shell-lines.json; an
// nginx block's Lua), and a quoted value's text stays as written.

const CONFIG_NAMES = new Set([
  '.editorconfig',
  '.globalconfig',
  // Python tools' INI settings under a name without an extension.
  '.flake8',
  '.pylintrc',
  'pylintrc',
  '.coveragerc',
  '.bandit',
  '.pep8',
  '.pycodestyle',
  '.pydocstyle',
  '.pypirc',
  '.sqlfluff',
  // Linters' and formatters' YAML or JSON settings under a name without an extension.
  '.yamllint',
  '.eslintrc',
  '.stylelintrc',
  '.prettierrc',
  '.markdownlintrc',
  '.jshintrc',
  '.clang-format',
  '.clang-tidy',
]);
const CONFIG_EXTENSIONS = new Set(['.editorconfig', '.globalconfig', '.ini', '.cfg', '.conf', '.toml', '.properties']);

/** A whole-line `#` or `;` comment (indented or not). */
const COMMENT_LINE = /^[ \t]*[#;][^\n]*/gm;

/** What the trailing-comment pass stops at: a quote, a line's end, or a `#` between blanks (or before the line's end). */
const STOP = /["'\n]|(?<=[ \t])#(?=[ \t\r\n]|$)/g;
/** A one-line quoted value, read from its opening quote: TOML's basic string (backslash escapes) and literal string. */
const DOUBLE = /"(?:[^"\\\n]|\\.)*"/y;
const SINGLE = /'[^'\n]*'/y;

/** Whether `path` names an ini-style configuration file (by its name or extension). */
export function isConfigFile(path: string | undefined): boolean {
  if (!path) return false;
  const name = basename(path);
  return CONFIG_NAMES.has(name) || CONFIG_EXTENSIONS.has(extname(name).toLowerCase());
}

/**
 * `text` with its trailing `#` comments blanked. One pass, linear: a quoted value is skipped whole; a quote that closes
 * nowhere on its line is a plain character, and once one has failed no later quote of its kind on that line is tried
 * (nor a `"""` or `'''` in the rest of the text), so no search runs twice over the same characters.
 */
function blankTrailingComments(text: string): string {
  const parts: string[] = [];
  let copied = 0;
  let unclosed = new Set<string>();
  const noTriple = new Set<string>();
  // The end of the line the scan is on, found once per line: the scan only moves forward.
  let lineEnd = -1;
  const endOfLine = (at: number) => {
    if (lineEnd < at) lineEnd = text.indexOf('\n', at) >>> 0;
    return Math.min(lineEnd, text.length);
  };
  STOP.lastIndex = 0;
  for (let match = STOP.exec(text); match; match = STOP.exec(text)) {
    const at = match.index;
    const char = match[0];
    if (char === '\n') {
      unclosed = new Set();
      continue;
    }
    if (char === '#') {
      const stop = endOfLine(at);
      parts.push(text.slice(copied, at), ' '.repeat(stop - at));
      copied = stop;
      STOP.lastIndex = stop;
      continue;
    }
    const triple = char.repeat(3);
    if (!noTriple.has(char) && text.startsWith(triple, at)) {
      const close = text.indexOf(triple, at + 3);
      if (close >= 0) {
        // A multi-line string closes on its line: a newline inside it ends no line for the quotes' bookkeeping, as
        // every quote inside is skipped with it.
        if (endOfLine(at) < close) unclosed = new Set();
        STOP.lastIndex = close + 3;
      } else {
        noTriple.add(char);
        STOP.lastIndex = at + 3;
      }
      continue;
    }
    if (unclosed.has(char)) continue;
    const quoted = char === '"' ? DOUBLE : SINGLE;
    quoted.lastIndex = at;
    if (quoted.test(text)) STOP.lastIndex = quoted.lastIndex;
    else unclosed.add(char);
  }
  parts.push(text.slice(copied));
  return parts.join('');
}

/** `text` with its comments blanked (offsets and newlines kept) when `path` is an ini-style configuration file. */
export function blankConfigComments(path: string | undefined, text: string): string {
  if (!isConfigFile(path)) return text;
  return blankTrailingComments(text.replace(COMMENT_LINE, (line) => ' '.repeat(line.length)));
}
