import { extname, basename } from 'node:path';
import { countScanned } from './opCount.js';
import { blanked } from './blanked.js';

/** Language families that differ in how comments and strings are written. */
// Languages beyond the top ten get a family of their own where their sinks differ (Lua's `load`,
// R's `eval(parse(…))`): a rule names the languages it reads, so one language's everyday word does
// not speak in another's code.
export type Family =
  | 'js'
  | 'py'
  | 'rb'
  | 'php'
  | 'java'
  | 'cs'
  | 'clike'
  | 'sh'
  | 'ps'
  | 'yaml'
  | 'lua'
  | 'r'
  | 'jl'
  | 'pl'
  | 'ex'
  | 'ml'
  | 'lisp'
  | 'tcl'
  | 'nim'
  | 'hcl'
  | 'nix'
  | 'gd'
  | 'matlab'
  | 'fortran'
  | 'sql'
  | 'abap'
  | 'cobol'
  | 'vb'
  | 'vim'
  | 'sas'
  | 'prose'
  | 'generic';

/** Every family, for the rule schema. */
export const FAMILIES: readonly Family[] = [
  'js',
  'py',
  'rb',
  'php',
  'java',
  'cs',
  'clike',
  'sh',
  'ps',
  'yaml',
  'lua',
  'r',
  'jl',
  'pl',
  'ex',
  'ml',
  'lisp',
  'tcl',
  'nim',
  'hcl',
  'nix',
  'gd',
  'matlab',
  'fortran',
  'sql',
  'abap',
  'cobol',
  'vb',
  'vim',
  'sas',
  'prose',
  'generic',
];

const EXTENSIONS: Record<string, Family> = {
  js: 'js',
  jsx: 'js',
  mjs: 'js',
  cjs: 'js',
  ts: 'js',
  tsx: 'js',
  mts: 'js',
  cts: 'js',
  vue: 'js',
  svelte: 'js',
  // Google Apps Script (`Code.gs`): JavaScript run by Google's servers with the account's scopes.
  gs: 'js',
  py: 'py',
  pyw: 'py',
  pyi: 'py',
  ipynb: 'py',
  rb: 'rb',
  rake: 'rb',
  gemspec: 'rb',
  // Crystal is written as Ruby is: backticks and `#{}` interpolation, `system`, `Process.run`.
  cr: 'rb',
  php: 'php',
  phtml: 'php',
  java: 'java',
  kt: 'java',
  kts: 'java',
  scala: 'java',
  groovy: 'java',
  gradle: 'java',
  // Nextflow pipelines are Groovy.
  nf: 'java',
  jsp: 'java',
  cs: 'cs',
  csx: 'cs',
  cshtml: 'cs',
  razor: 'cs',
  // F#: .NET's sinks under C#'s comment and string syntax (its `(* *)` comments are rare in practice).
  fs: 'cs',
  fsx: 'cs',
  go: 'clike',
  rs: 'clike',
  c: 'clike',
  h: 'clike',
  cc: 'clike',
  cpp: 'clike',
  // An Arduino sketch is C++ (https://docs.arduino.cc/arduino-cli/sketch-specification/).
  ino: 'clike',
  hpp: 'clike',
  swift: 'clike',
  dart: 'clike',
  m: 'clike',
  mm: 'clike',
  zig: 'clike',
  // V and Gleam: `//` comments and C-like strings; their sinks are data (os.execute, shellout.command).
  v: 'clike',
  gleam: 'clike',
  lua: 'lua',
  r: 'r',
  jl: 'jl',
  pl: 'pl',
  pm: 'pl',
  ex: 'ex',
  exs: 'ex',
  erl: 'ex',
  hrl: 'ex',
  hs: 'ml',
  lhs: 'ml',
  ml: 'ml',
  mli: 'ml',
  clj: 'lisp',
  cljs: 'lisp',
  cljc: 'lisp',
  edn: 'lisp',
  scm: 'lisp',
  rkt: 'lisp',
  lisp: 'lisp',
  lsp: 'lisp',
  el: 'lisp',
  asd: 'lisp',
  tcl: 'tcl',
  nim: 'nim',
  nims: 'nim',
  tf: 'hcl',
  hcl: 'hcl',
  nix: 'nix',
  // Godot's GDScript: Python-like comments and strings, its own sinks (Expression, object decoding).
  gd: 'gd',
  // Fortran, free and fixed form (`.F90` is the same language run through the preprocessor first).
  f: 'fortran',
  for: 'fortran',
  ftn: 'fortran',
  f77: 'fortran',
  f90: 'fortran',
  f95: 'fortran',
  f03: 'fortran',
  f08: 'fortran',
  // SQL scripts and stored code: Oracle PL/SQL package bodies and specs, procedures, functions, triggers.
  sql: 'sql',
  pkb: 'sql',
  pks: 'sql',
  prc: 'sql',
  fnc: 'sql',
  trg: 'sql',
  pls: 'sql',
  // SAP ABAP and COBOL: enterprise code with sinks of its own (generated programs, dynamic calls).
  abap: 'abap',
  cbl: 'cobol',
  cob: 'cobol',
  // VBA modules exported from Office and VBScript: `'` comments, `"…"` strings with the quote doubled.
  bas: 'vb',
  vba: 'vb',
  vbs: 'vb',
  // Autoconf and m4 macros wrap shell code: configure.ac's actions are shell lines (`[eval "$withval"]`).
  ac: 'sh',
  m4: 'sh',
  // Salesforce Apex classes and triggers: Java's comments and strings.
  cls: 'java',
  trigger: 'java',
  sh: 'sh',
  bash: 'sh',
  zsh: 'sh',
  ksh: 'sh',
  fish: 'sh',
  // Shells beyond the POSIX family with an `eval` and `-c` of their own: Elvish and Nushell scripts; xonsh is
  // Python with shell lines (its `evalx`/`execx` are Python's eval/exec of shell-mode text).
  elv: 'sh',
  nu: 'sh',
  xsh: 'py',
  // Vim script: `execute` runs its text as Ex commands.
  vim: 'vim',
  sas: 'sas',
  mk: 'sh',
  ps1: 'ps',
  psm1: 'ps',
  psd1: 'ps',
  yml: 'yaml',
  yaml: 'yaml',
  // Salt states: YAML rendered through Jinja.
  sls: 'yaml',
  md: 'prose',
  mdx: 'prose',
  markdown: 'prose',
  rst: 'prose',
  txt: 'prose',
  adoc: 'prose',
  org: 'prose',
};

const SHELL_NAMES = new Set([
  '.bashrc',
  '.zshrc',
  '.profile',
  '.bash_profile',
  '.zprofile',
  '.envrc',
  'Dockerfile',
  'Containerfile',
  'Makefile',
  'GNUmakefile',
  'Justfile',
  'justfile',
]);

// Ruby DSL files run by their tool (fastlane's lanes, Rake tasks, Danger, Capistrano, Guard), named without an extension.
const RUBY_NAMES = new Set([
  'Fastfile',
  'Appfile',
  'Matchfile',
  'Pluginfile',
  'Deliverfile',
  'Snapfile',
  'Gymfile',
  'Scanfile',
  'Rakefile',
  'Dangerfile',
  'Capfile',
  'Guardfile',
]);

const VIM_NAMES = new Set(['.vimrc', '_vimrc', '.gvimrc', '_gvimrc', '.exrc']);

export function familyOf(path: string | undefined): Family {
  if (!path) return 'generic';
  const name = basename(path);
  // A Makefile's recipes are shell lines, whatever its name adds (`Makefile.migrate`, `Makefile.ci`).
  if (SHELL_NAMES.has(name) || name.startsWith('Dockerfile.') || /^(?:GNU)?[Mm]akefile\.[\w-]{1,20}$/.test(name)) return 'sh';
  if (RUBY_NAMES.has(name)) return 'rb';
  if (VIM_NAMES.has(name)) return 'vim';
  if (name === '.xonshrc') return 'py';
  // tmux's configuration: its commands run shell lines (`run-shell`, `if-shell`, `#(…)`).
  if (name === '.tmux.conf' || name === 'tmux.conf' || name.endsWith('.tmux.conf')) return 'sh';
  // A Jenkinsfile is Groovy.
  if (name === 'Jenkinsfile' || name.startsWith('Jenkinsfile.')) return 'java';
  return EXTENSIONS[extname(path).slice(1).toLowerCase()] ?? 'generic';
}

// A file whose name says nothing of its language (an extensionless script, a job script such as
// `job.sbatch` or `run.cgi`) is read by the interpreter its shebang names: `#!/bin/bash`,
// `#!/usr/bin/env -S node`, `#!/usr/bin/perl -w`. The names are data: one line per interpreter
// (a version suffix, `python3.12`, is dropped first).
const SHEBANG_INTERPRETERS: Record<string, Family> = {
  sh: 'sh',
  bash: 'sh',
  zsh: 'sh',
  ksh: 'sh',
  mksh: 'sh',
  dash: 'sh',
  ash: 'sh',
  busybox: 'sh',
  fish: 'sh',
  elvish: 'sh',
  nu: 'sh',
  xonsh: 'py',
  python: 'py',
  pypy: 'py',
  node: 'js',
  nodejs: 'js',
  bun: 'js',
  deno: 'js',
  'ts-node': 'js',
  tsx: 'js',
  perl: 'pl',
  ruby: 'rb',
  crystal: 'rb',
  php: 'php',
  rscript: 'r',
  julia: 'jl',
  lua: 'lua',
  luajit: 'lua',
  elixir: 'ex',
  escript: 'ex',
  tclsh: 'tcl',
  wish: 'tcl',
  pwsh: 'ps',
  groovy: 'java',
  octave: 'matlab',
  'octave-cli': 'matlab',
  runghc: 'ml',
  runhaskell: 'ml',
  ocaml: 'ml',
  guile: 'lisp',
  racket: 'lisp',
  sbcl: 'lisp',
  bb: 'lisp',
};

// A batch scheduler's directives (Slurm `#SBATCH`, PBS/Torque `#PBS`, LSF `#BSUB`, Moab `#MSUB`)
// mark a job script, which the scheduler runs with a shell when no shebang names another.
const SCHEDULER_DIRECTIVE = /^#(?:SBATCH|PBS|BSUB|MSUB)[ \t]/m;

/** The interpreter a shebang line names (`#!/usr/bin/env -S node --flag` → node), lower-cased, version dropped. */
function shebangInterpreter(line: string): string | undefined {
  const words = line
    .slice(2)
    .trim()
    .split(/[ \t]+/);
  let at = 0;
  if (words[0]?.split('/').pop() === 'env') {
    // env's own options and VAR=value assignments come before the command.
    at = 1;
    while (at < words.length && (words[at]!.startsWith('-') || words[at]!.includes('='))) at += words[at] === '-u' ? 2 : 1;
  }
  const name = words[at]?.split('/').pop()?.toLowerCase();
  return name ? name.replace(/(?<=[a-z])-?[\d.]+$/, '') : undefined;
}

/** The family a file's opening text names, or undefined: its shebang, else a scheduler's directives. */
export function familyOfHead(head: string | undefined): Family | undefined {
  if (!head) return undefined;
  const text = head.replace(/^\uFEFF/, '').slice(0, 2048);
  if (text.startsWith('#!')) {
    const name = shebangInterpreter(text.split('\n', 1)[0]!);
    return name !== undefined && Object.hasOwn(SHEBANG_INTERPRETERS, name) ? SHEBANG_INTERPRETERS[name] : undefined;
  }
  return SCHEDULER_DIRECTIVE.test(text) ? 'sh' : undefined;
}

// `.m` is MATLAB/Octave and Objective-C both: Objective-C says so in its first lines (`#import`,
// `@interface`, `@"…"`, a message to `self`, a Foundation class).
const OBJECTIVE_C =
  /^[ \t]*#[ \t]{0,8}(?:import|include|define|pragma)\b|@(?:interface|implementation|protocol|end|property|synthesize|selector|autoreleasepool|class)\b|@"|\[[ \t]{0,8}(?:self|super)[ \t]|\bNS[A-Z][a-z]|^[-+][ \t]{0,8}\([ \t]{0,8}\w/m;

/**
 * The family of a file: by its name, or, where the name says nothing (no extension, or one no
 * language owns) or is shared (`.m`), by its opening text, which `head` gives and is asked only then.
 */
export function familyOfFile(path: string | undefined, head: () => string | undefined): Family {
  const family = familyOf(path);
  if (!path) return family;
  if (family === 'generic') return familyOfHead(head()) ?? family;
  if (family === 'clike' && /\.m$/i.test(path)) {
    const text = head();
    if (text === undefined) return family;
    return OBJECTIVE_C.test(text.slice(0, 4096)) ? family : (familyOfHead(text) ?? 'matlab');
  }
  return family;
}

interface Syntax {
  line: string[];
  block: Array<[string, string]>;
  quotes: string;
  triple: boolean;
}

const C_LIKE: Syntax = { line: ['//'], block: [['/*', '*/']], quotes: `"'\``, triple: false };

const SYNTAX: Record<Family, Syntax> = {
  js: C_LIKE,
  java: { ...C_LIKE, quotes: `"'` },
  cs: { ...C_LIKE, quotes: `"'` },
  clike: { ...C_LIKE, quotes: `"'` },
  ps: { line: ['#'], block: [['<#', '#>']], quotes: `"'`, triple: false },
  // YAML: commands and code sit in plain or quoted scalars (`run: curl … | sh`); only comments are not content.
  yaml: { line: ['#'], block: [], quotes: '', triple: false },
  py: { line: ['#'], block: [], quotes: `"'`, triple: true },
  rb: { line: ['#'], block: [['=begin', '=end']], quotes: `"'`, triple: false },
  php: { line: ['//', '#'], block: [['/*', '*/']], quotes: `"'`, triple: false },
  sh: { line: ['#'], block: [], quotes: `"'`, triple: false },
  lua: { line: ['--'], block: [['--[[', ']]']], quotes: `"'`, triple: false },
  r: { line: ['#'], block: [], quotes: `"'`, triple: false },
  jl: { line: ['#'], block: [['#=', '=#']], quotes: '"', triple: true },
  pl: { line: ['#'], block: [], quotes: `"'`, triple: false },
  ex: { line: ['#'], block: [], quotes: `"'`, triple: true },
  ml: {
    line: ['--'],
    block: [
      ['{-', '-}'],
      ['(*', '*)'],
    ],
    quotes: '"',
    triple: false,
  },
  lisp: { line: [';'], block: [], quotes: '"', triple: false },
  tcl: { line: ['#'], block: [], quotes: '"', triple: false },
  nim: { line: ['#'], block: [], quotes: '"', triple: true },
  hcl: { line: ['#', '//'], block: [['/*', '*/']], quotes: '"', triple: false },
  // Nix: `#` and `/* */` comments; `//` is the attribute-set update, not a comment.
  nix: { line: ['#'], block: [['/*', '*/']], quotes: '"', triple: false },
  gd: { line: ['#'], block: [], quotes: `"'`, triple: true },
  // MATLAB `%` and Octave `#` comments (`%{ … %}` blocks); a `'` after a value is a transpose, not a quote.
  matlab: {
    line: ['%', '#'],
    block: [
      ['%{', '%}'],
      ['#{', '#}'],
    ],
    quotes: `"'`,
    triple: false,
  },
  // Fortran: `!` comments, and in fixed form a `C`, `c` or `*` in column 1.
  fortran: { line: ['!', 'C', 'c', '*'], block: [], quotes: `"'`, triple: false },
  // SQL: `--` and `/* */` comments, `'…'` text whose quote is doubled, never backslash-escaped.
  sql: { line: ['--'], block: [['/*', '*/']], quotes: "'", triple: false },
  // ABAP: `"` to the line's end, `*` in column 1; `'…'` and `` `…` `` literals.
  abap: { line: ['"', '*'], block: [], quotes: "'`", triple: false },
  // COBOL: `*>` inline comments (a `*` in column 7 of fixed form is read as code: harmless for the sinks).
  cobol: { line: ['*>'], block: [], quotes: `"'`, triple: false },
  // VBA and VBScript: `'` to the line's end; `"…"` strings, a quote inside doubled.
  vb: { line: ["'"], block: [], quotes: '"', triple: false },
  // Vim script: a `"` that opens a line is a comment (one later on may open a string: its rules read the text raw).
  vim: { line: [], block: [], quotes: "'", triple: false },
  // SAS: `/* */` comments (a `* …;` statement comment is read as code: harmless for its sinks); `"…"` and `'…'` text.
  sas: { line: [], block: [['/*', '*/']], quotes: `"'`, triple: false },
  generic: { line: ['//'], block: [['/*', '*/']], quotes: `"'\``, triple: false },
  prose: { line: [], block: [], quotes: '', triple: false },
};

/**
 * Blanks comments and the contents of string literals with spaces, keeping newlines and every
 * offset, so a pattern found in the masked text is code, and the source at the same offsets
 * still shows the arguments. Cheap and approximate by design: a lexer per language would cost
 * more than the whole dispatch.
 */
export function maskCode(text: string, family: Family): string {
  const syntax = SYNTAX[family];
  countScanned(text.length);
  // Jump from one character that may open a comment or a string to the next (one regex scan),
  // and build the result from slices: a per-character loop over an array costs 10x on 1 MB.
  const next = openersOf(family);
  if (!next) return text;
  const parts: string[] = [];
  let kept = 0;
  const blank = (from: number, to: number) => {
    if (to <= from) return;
    parts.push(text.slice(kept, from), blanked(text.slice(from, to)));
    kept = to;
  };
  // Cleared once a `$(` inside a shell string runs unclosed to the end, so no later string scans to the end again.
  const nested = { substitutions: family === 'sh' };
  let i = 0;
  while (i < text.length) {
    next.lastIndex = i;
    const found = next.exec(text);
    if (!found) break;
    i = found.index;
    const ch = text[i]!;
    // A shell's `\"` and `\'` outside quotes are plain characters, not the start of a string (`impdp \"/ as sysdba\"`).
    if (ch === '\\') {
      i += 2;
      continue;
    }
    const block = syntax.block.find(([open]) => text.startsWith(open, i));
    if (block) {
      const end = text.indexOf(block[1], i + block[0].length);
      const stop = end < 0 ? text.length : end + block[1].length;
      blank(i, stop);
      i = stop;
      continue;
    }
    if (syntax.line.some((open) => text.startsWith(open, i)) && startsComment(text, i, family)) {
      const end = text.indexOf('\n', i);
      const stop = end < 0 ? text.length : end;
      blank(i, stop);
      i = stop;
      continue;
    }
    if (ch === '/' && (family === 'js' || family === 'generic')) {
      const stop = closeRegex(text, i);
      if (stop > 0) {
        blank(i + 1, stop - 1);
        i = stop;
        continue;
      }
    }
    if (syntax.quotes.includes(ch) && !(family === 'matlab' && ch === "'" && isTranspose(text, i))) {
      const triple = syntax.triple && text.startsWith(ch.repeat(3), i);
      const stop = triple ? closeTriple(text, i, ch) : closeQuote(text, i, ch, family, nested);
      const from = i + (triple ? 3 : 1);
      const to = stop - (triple ? 3 : 1);
      // An interpolation's expression is code, run where the string is made: `f"{eval(expr)}"` calls eval.
      let at = from;
      for (const [start, end] of interpolations(text, i, from, to, family)) {
        blank(at, start);
        parts.push(text.slice(kept, start), maskCode(text.slice(start, end), family));
        kept = end;
        at = end;
      }
      blank(at, to);
      i = stop;
      continue;
    }
    i++;
  }
  parts.push(text.slice(kept));
  return parts.join('');
}

// Where a string's text holds code: Python's f-strings and C#'s `$"…"` (`{…}`, `{{` a brace), JavaScript's template literals,
// Kotlin's and Groovy's double-quoted strings (`${…}`), Ruby's and Crystal's double-quoted and backtick strings (`#{…}`).
const PY_FORMATTED = /(?:^|[^\w])(?:[fF][rRbB]?|[rR][fF])$/;
const CS_FORMATTED = /(?:^|[^\w])(?:\$@?|@\$)$/;
const MAX_HOLES = 32;

/** The expressions a string literal opening at `quote` (its text from `from` to `to`) interpolates, as offset ranges. */
function interpolations(text: string, quote: number, from: number, to: number, family: Family): [number, number][] {
  const ch = text[quote];
  const before = text.slice(Math.max(0, quote - 3), quote);
  let opener: string;
  if (family === 'py' && PY_FORMATTED.test(before)) opener = '{';
  else if (family === 'cs' && ch === '"' && CS_FORMATTED.test(before)) opener = '{';
  else if (family === 'js' && ch === '`') opener = '${';
  else if (family === 'java' && ch === '"') opener = '${';
  else if (family === 'rb' && (ch === '"' || ch === '`')) opener = '#{';
  else return [];
  const holes: [number, number][] = [];
  // Searched within the string's own text: a search of the whole rest of the text for each literal is quadratic.
  const body = text.slice(from, to);
  for (let i = body.indexOf(opener); i >= 0 && holes.length < MAX_HOLES; i = body.indexOf(opener, i)) {
    if (opener === '{' && body[i + 1] === '{') {
      i += 2;
      continue;
    }
    const start = i + opener.length;
    let depth = 1;
    let j = start;
    for (; j < body.length && depth > 0; j++) {
      if (body[j] === '{') depth++;
      else if (body[j] === '}') depth--;
    }
    if (depth > 0) break;
    holes.push([from + start, from + j - 1]);
    i = j;
  }
  return holes;
}

const openers = new Map<Family, RegExp | undefined>();

/** A regex for the characters that may open a comment or a string in the family, built once. */
function openersOf(family: Family): RegExp | undefined {
  if (!openers.has(family)) {
    const syntax = SYNTAX[family];
    const chars = new Set([...syntax.line, ...syntax.block.map(([open]) => open)].map((open) => open[0]!).concat([...syntax.quotes]));
    if (family === 'sh') chars.add('\\');
    openers.set(family, chars.size === 0 ? undefined : new RegExp(`[${[...chars].map((ch) => `\\${ch}`).join('')}]`, 'g'));
  }
  return openers.get(family);
}

function startsComment(text: string, at: number, family: Family): boolean {
  // In shell and YAML, `#` starts a comment only as a word of its own (`a#b` and `${#x}` are not comments).
  if ((family === 'sh' || family === 'yaml' || family === 'ps') && text[at] === '#') return at === 0 || /\s/.test(text[at - 1]!);
  // In Tcl, `#` is a comment only where a command starts (`uplevel #0 $x` is code).
  if (family === 'tcl') {
    const before = text.slice(Math.max(0, at - 80), at);
    return /[\n;{][ \t]*$/.test(before) || (at <= 80 && /^[ \t]*$/.test(before));
  }
  // Fortran: `!` anywhere; `C`, `c` or `*` only in column 1 and not starting a word (`call` there is free-form code).
  // ABAP: `*` comments only in column 1.
  if (family === 'abap' && text[at] === '*') return at === 0 || text[at - 1] === '\n';
  if (family === 'fortran' && text[at] !== '!') return (at === 0 || text[at - 1] === '\n') && !/[\w(=]/.test(text[at + 1] ?? '');
  return true;
}

/** MATLAB: a `'` right after a name, a closing bracket, a `.` or another transpose is the transpose operator. */
function isTranspose(text: string, at: number): boolean {
  return at > 0 && /[\w)\]}.']/.test(text[at - 1]!);
}

function closeTriple(text: string, at: number, quote: string): number {
  const end = text.indexOf(quote.repeat(3), at + 3);
  return end < 0 ? text.length : end + 3;
}

// Families whose strings have no backslash escapes (a quote is doubled instead, or nothing is escaped).
const NO_ESCAPES: ReadonlySet<Family> = new Set(['fortran', 'sql', 'abap', 'cobol', 'vb']);

/** Past the closing quote; an unterminated literal ends at the line's end (template strings excepted). */
function closeQuote(text: string, at: number, quote: string, family: Family, nested = { substitutions: false }): number {
  // A shell's single quotes end at the next one, whatever lies between (newlines too).
  if (family === 'sh' && quote === "'") {
    const end = text.indexOf(quote, at + 1);
    return end < 0 ? text.length : end + 1;
  }
  if (family === 'sh' && quote === '"' && nested.substitutions) {
    const stop = closeShellString(text, at);
    if (stop > 0) return stop;
    nested.substitutions = false;
  }
  // MATLAB's single-quoted text and Fortran's have no backslash escapes (`'C:\'` ends at its second quote), nor has VBA's.
  const escapes = !NO_ESCAPES.has(family) && !(family === 'matlab' && quote === "'");
  for (let i = at + 1; i < text.length; i++) {
    const ch = text[i]!;
    if (ch === '\\' && escapes) i++;
    else if (ch === quote) return i + 1;
    else if (ch === '\n' && quote !== '`' && family !== 'sh') return i;
  }
  return text.length;
}

/**
 * Past the `"` that closes a shell string opening at `at`, where a `$(…)` inside it is a command line of its own: its
 * quotes pair among themselves (`"$(grep '^hook=' "$f" | tr -d '"')"` is one string, not three and an open `'`).
 * -1 when a `$(` or a quote in one runs unclosed to the end: the caller reads the string as before. One pass.
 */
function closeShellString(text: string, at: number): number {
  // What is open: `"` a string, `(` a substitution's or a subshell's parenthesis.
  const open: string[] = ['"'];
  for (let i = at + 1; i < text.length; i++) {
    const ch = text[i]!;
    const inString = open[open.length - 1] === '"';
    if (ch === '\\') i++;
    else if (ch === '$' && text[i + 1] === '(') {
      open.push('(');
      i++;
    } else if (inString) {
      if (ch === '"') {
        open.pop();
        if (open.length === 0) return i + 1;
      }
    } else if (ch === '"') open.push('"');
    else if (ch === "'") {
      const end = text.indexOf("'", i + 1);
      if (end < 0) return -1;
      i = end;
    } else if (ch === '(') open.push('(');
    else if (ch === ')') open.pop();
  }
  return -1;
}

// Where a `/` starts a regular expression rather than a division: after an operator, an opening
// bracket, a separator or a keyword. Not after `<` or `>`: `</div>` in JSX is a closing tag.
const REGEX_AFTER = new Set('(,=:[!&|?{};+-*%~^');
const REGEX_KEYWORD = /(?:^|[^\w$])(?:return|typeof|case|do|else|in|of|void|yield|await|delete|throw|new)$/;
/** A literal longer than this is read as before (a division): each try is bounded, so hostile text stays linear. */
const MAX_REGEX = 256;

/**
 * Past the `/` that closes a JavaScript regex literal opening at `at` (a quote or a backtick in it,
 * as in `/`/g`, must not open a string), or -1 when the slash is a division or no close is near.
 */
function closeRegex(text: string, at: number): number {
  let before = at - 1;
  while (before >= 0 && at - before < 200 && /\s/.test(text[before]!)) before--;
  if (before >= 0 && !REGEX_AFTER.has(text[before]!) && !REGEX_KEYWORD.test(text.slice(Math.max(0, before - 7), before + 1))) return -1;
  let inClass = false;
  const limit = Math.min(text.length, at + MAX_REGEX);
  for (let i = at + 1; i < limit; i++) {
    const ch = text[i]!;
    if (ch === '\\') i++;
    else if (ch === '\n') return -1;
    else if (ch === '[') inClass = true;
    else if (ch === ']') inClass = false;
    else if (ch === '/' && !inClass) return i === at + 1 ? -1 : i + 1;
  }
  return -1;
}

/** A Makefile by its name: `Makefile`, `GNUmakefile`, `Makefile.ci`, an included `rules.mk`. */
export const MAKEFILE = /(?:^|[\\/])(?:GNUmakefile|[Mm]akefile(?:\.[\w-]{1,20})?|[^\\/]*\.mk)$/;

/**
 * A Makefile's recipe lines are shell lines once make has expanded them: `$$` is the shell's `$`, a make variable
 * `$(STEP)` is a value the shell sees as `${STEP}` would be (chosen by whoever runs make), and the `@`, `-` and `+`
 * prefixes are make's, not the command's (`@sh -c "$$(cat steps/$(STEP)/cmd.txt)"` runs `sh -c "$(cat steps/${STEP}/cmd.txt)"`).
 * make's `$(shell …)` is the shell's `$(…)`: its output is pasted into the line (`$(shell cat tasks/$(TASK).sh)` alone
 * in a recipe runs the file's text as the command). One linear pass each.
 */
export function makeRecipes(text: string): string {
  return text
    .replace(/^(\t[ \t]{0,8})[@+-]{1,3}/gm, '$1')
    .replace(/(?<!\$)\$\(shell[ \t]+/g, '$$$$(')
    .replace(/\$\$|\$([({])([A-Za-z_]\w{0,60})([)}])/g, (all, open?: string, name?: string, close?: string) =>
      all === '$$' ? '$' : (open === '(') === (close === ')') ? `\${${name}}` : all,
    );
}
