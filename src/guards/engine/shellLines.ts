import SHELL_LINES from '../../../rules/shell-lines.json';
import { countScanned } from '../lib/opCount.js';
import { globRegex } from './paths.js';

// Config files hold shell lines that a tool runs without anyone reading them: a dev container's
// `postCreateCommand`, an npm `postinstall`, a compose `command:`, a CI `script:`, a Procfile entry.
// Which files hold them under which keys is one table (rules/shell-lines.json); this module reads
// the values under those keys and hands them back as lines, which the eval engine reads exactly as
// it reads a Bash call (so `curl … | bash` there speaks and `npm ci` does not). A key named in prose
// is not a value: only the listed files are read, by their own syntax.

export interface ShellLineKind {
  id: string;
  files: string[];
  format: 'json' | 'yaml' | 'lines' | 'ruby' | 'hcl' | 'groovy' | 'ini';
  keys: string[];
  /** A file of another name is this kind when its text starts with this line (`#cloud-config`). */
  firstLine?: string;
  /** The guard families that read this kind's lines, when not all do (a new kind each family's judgement is yet to cover). */
  families?: string[];
}

export const SHELL_LINE_KINDS = SHELL_LINES.kinds as ShellLineKind[];

// Bounds: a hostile file may hold any number of keys; the lines handed on are capped in count and size.
const MAX_LINES = 512;
const MAX_TOTAL = 256 * 1024;

let tests: Array<{ kind: ShellLineKind; test: RegExp }> | undefined;

/** The kind of file `path` is, if it holds shell lines. */
export function shellLineKind(path: string, text: string): ShellLineKind | undefined {
  // A file name matches at any depth, on either kind of slash.
  tests ??= SHELL_LINE_KINDS.flatMap((kind) => kind.files.map((file) => ({ kind, test: globRegex(`**/${file}`) })));
  const slashed = path.replace(/\\/g, '/');
  return (
    tests.find(({ test }) => test.test(slashed))?.kind ??
    SHELL_LINE_KINDS.find((kind) => kind.firstLine !== undefined && /\.ya?ml$/i.test(path) && text.startsWith(kind.firstLine))
  );
}

/** An exec-form list (`["sh", "-c", "curl … | sh"]`) as the shell line it runs. */
function execForm(items: readonly unknown[]): string {
  return items
    .map((item) => String(item))
    .map((word) => (/^[\w@%+=:,./-]+$/.test(word) ? word : `'${word.replace(/'/g, `'\\''`)}'`))
    .join(' ');
}

/** The lines a JSON value holds: a string, an exec-form list, or an object of those (a dev container's parallel commands). */
function jsonLines(value: unknown, into: string[]): void {
  if (typeof value === 'string') into.push(value);
  else if (Array.isArray(value)) into.push(execForm(value.filter((item) => typeof item === 'string')));
  else if (value && typeof value === 'object') for (const each of Object.values(value)) jsonLines(each, into);
}

function fromJson(text: string, keys: readonly string[], into: string[]): void {
  let document: unknown;
  try {
    document = JSON.parse(text);
  } catch {
    document = undefined;
  }
  if (document && typeof document === 'object' && !Array.isArray(document)) {
    const record = document as Record<string, unknown>;
    for (const key of keys) {
      if (key.endsWith('.*')) {
        const table = record[key.slice(0, -2)];
        if (table && typeof table === 'object') for (const value of Object.values(table)) jsonLines(value, into);
      } else jsonLines(record[key], into);
    }
    return;
  }
  // Not a whole document (JSON with comments, an Edit's new text): the listed keys' string values,
  // and every string pair when a whole table is listed (an edit inside `scripts` names no `scripts`).
  const names = keys.some((key) => key.endsWith('.*')) ? '[^"\\\\\\n]{1,80}' : keys.map((key) => key.replace(/[.*]/g, '')).join('|');
  const pair = new RegExp(`"(?:${names})"\\s*:\\s*("(?:[^"\\\\\\n]|\\\\.){0,20000}"|\\[[^[\\]]{0,20000}\\])`, 'g');
  for (const match of text.matchAll(pair)) {
    try {
      jsonLines(JSON.parse(match[1]!), into);
    } catch {
      // A value cut off: nothing to read.
    }
  }
}

/** A YAML scalar as written: quotes taken off. */
function yamlScalar(value: string): string {
  const text = value.trim();
  if (text.startsWith('"') && text.endsWith('"') && text.length > 1) {
    try {
      return JSON.parse(text) as string;
    } catch {
      return text.slice(1, -1);
    }
  }
  if (text.startsWith("'") && text.endsWith("'") && text.length > 1) return text.slice(1, -1).replace(/''/g, "'");
  return text;
}

/** A flow sequence `[ sh, -c, "curl … | sh" ]` as its items. */
function flowItems(text: string): string[] {
  const items: string[] = [];
  const pattern = /\s*("(?:[^"\\]|\\.)*"|'(?:[^']|'')*'|[^,\]]*)\s*(?:,|\]|$)/y;
  pattern.lastIndex = text.indexOf('[') + 1;
  for (let match = pattern.exec(text); match && match[0] !== '' && items.length < 64; match = pattern.exec(text)) {
    if (match[1]!.trim() !== '') items.push(yamlScalar(match[1]!));
    if (match[0].endsWith(']')) break;
  }
  return items;
}

const indentOf = (line: string) => line.length - line.trimStart().length;

/** A value that starts on its key's line: a block scalar (`|`, `>`), a flow sequence or a plain or quoted scalar. */
function yamlValue(value: string, lines: readonly string[], from: number, indent: number, into: string[]): number {
  if (/^[|>][-+0-9]*\s*(?:#.*)?$/.test(value)) {
    const body: string[] = [];
    let i = from;
    for (; i < lines.length && (lines[i]!.trim() === '' || indentOf(lines[i]!) > indent); i++) body.push(lines[i]!.trim());
    into.push(body.join(value.startsWith('>') ? ' ' : '\n'));
    return i;
  }
  if (value.startsWith('[')) into.push(execForm(flowItems(value)));
  else if (value !== '') into.push(yamlScalar(value));
  return from;
}

function fromYaml(text: string, keys: readonly string[], into: string[]): void {
  const names = new Set(keys);
  const lines = text.split('\n');
  for (let i = 0; i < lines.length && into.length < MAX_LINES; i++) {
    const key = /^(\s*)(?:-\s+)?([\w-]{1,40})\s*:(?:\s+(.*))?$/.exec(lines[i]!);
    if (!key || !names.has(key[2]!)) continue;
    const indent = key[1]!.length;
    const value = (key[3] ?? '').trim();
    if (value !== '') {
      i = yamlValue(value, lines, i + 1, indent, into) - 1;
      continue;
    }
    // A list below the key (at its indent or deeper): each item one line, or a block or flow sequence of its own.
    let j = i + 1;
    for (; j < lines.length; j++) {
      const line = lines[j]!;
      if (line.trim() === '' || /^\s*#/.test(line)) continue;
      const item = /^(\s*)-\s+(.*)$/.exec(line);
      // Anything else ends the list: a mapping below the key (CircleCI's `run:` with `command:`) is read line by line.
      if (!item || item[1]!.length < indent) break;
      j = yamlValue(item[2]!.trim(), lines, j + 1, item[1]!.length, into) - 1;
    }
    i = j - 1;
  }
}

/**
 * An INI key's value (tox's `commands = pytest {posargs}`) and its indented continuation lines, each a line of its own; a
 * whole-line `#` or `;` comment among them is none. Each line of the file is read once.
 */
function fromIni(text: string, keys: readonly string[], into: string[]): void {
  const names = new Set(keys);
  const lines = text.split('\n');
  for (let i = 0; i < lines.length && into.length < MAX_LINES; i++) {
    const key = /^([\w.-]{1,40})[ \t]*[=:][ \t]*(.*)$/.exec(lines[i]!);
    if (!key || !names.has(key[1]!)) continue;
    if (key[2]!.trim() !== '') into.push(key[2]!);
    for (; i + 1 < lines.length && /^[ \t]/.test(lines[i + 1]!); i++) {
      const line = lines[i + 1]!.trim();
      if (line !== '' && !/^[#;]/.test(line)) into.push(line);
    }
  }
}

function fromProcfile(text: string, into: string[]): void {
  for (const line of text.split('\n')) {
    const entry = /^\s*[\w.-]{1,60}\s*:\s*(.+)$/.exec(line);
    if (entry) into.push(entry[1]!);
  }
}

/** Ruby's `inline: "…"`, `inline: <<~SHELL` … `SHELL`, or `inline: $script` with `$script = <<-SCRIPT` above. */
function fromRuby(text: string, keys: readonly string[], into: string[]): void {
  const names = keys.join('|');
  const pattern = new RegExp(
    `\\b(?:${names})\\s*(?::|=>)\\s*("(?:[^"\\\\\\n]|\\\\.){0,20000}"|'(?:[^'\\\\\\n]|\\\\.){0,20000}'|<<[-~]?['"]?(\\w{1,40})|([$@]?\\w{1,40}))`,
    'g',
  );
  // Each heredoc is looked up with a scan of the file: a few per file.
  let lookups = 8;
  for (const match of text.matchAll(pattern)) {
    const value = match[1]!;
    if (value.startsWith('"')) into.push(yamlScalar(value));
    else if (value.startsWith("'")) into.push(value.slice(1, -1));
    else if (lookups-- <= 0) break;
    else if (match[2]) into.push(heredoc(text, match.index, match[2]));
    else {
      const assigned = new RegExp(`(?:^|\\n)[ \\t]*${match[3]!.replace(/\$/g, '\\$')}[ \\t]*=[ \\t]*<<[-~]?['"]?(\\w{1,40})`).exec(text);
      if (assigned) into.push(heredoc(text, assigned.index + 1, assigned[1]!));
    }
  }
}

/** HCL's `inline = ["…", "…"]`, `command = "…"` or a heredoc (`<<-EOT` … `EOT`): each string a line. One pass. */
function fromHcl(text: string, keys: readonly string[], into: string[]): void {
  const pattern = new RegExp(`\\b(?:${keys.join('|')})[ \\t]*=[ \\t]*(?:("(?:[^"\\\\\\n]|\\\\.){0,20000}")|(\\[)|<<-?(\\w{1,40}))`, 'g');
  // In a list: the next string or the list's `]`; what lies between (commas, comments, newlines) is skipped.
  const item = /"((?:[^"\\\n]|\\.){0,20000})"|\]/g;
  let lookups = 8;
  for (let match = pattern.exec(text); match; match = pattern.exec(text)) {
    if (match[1]) into.push(hclString(match[1].slice(1, -1)));
    else if (match[2]) {
      item.lastIndex = pattern.lastIndex;
      let found = item.exec(text);
      for (; found?.[1] !== undefined; found = item.exec(text)) into.push(hclString(found[1]));
      // The scan goes on after the list (a list never closed ends it): no text is read twice.
      if (!found) break;
      pattern.lastIndex = Math.max(pattern.lastIndex, item.lastIndex);
    } else if (lookups-- > 0) into.push(heredoc(text, match.index, match[3]!));
  }
}

/**
 * A Jenkins pipeline's script steps: `sh 'cmd'`, `sh "cmd"`, `sh '''…'''`, `sh """…"""`, `sh(script: '…', returnStdout: true)`,
 * `sh label: 'x', script: '…'`; each string's text a line (`\'`, `\"`, `\$` unescaped; a GString's `${VAR}` is left
 * as written, which the shell reads as the same reference). One pass: an unclosed string ends the scan of its line (or,
 * triple-quoted, of the file), so no text is searched twice.
 */
function fromGroovy(text: string, keys: readonly string[], into: string[]): void {
  const option = `(?:label|returnStdout|returnStatus|encoding)[ \\t]{0,8}:[ \\t]{0,8}(?:'[^'\\n]{0,200}'|"[^"\\n]{0,200}"|\\w{1,20})[ \\t]{0,8},[ \\t]{0,8}`;
  // Not a script's name (`./deploy.sh '…'`) nor a member (`steps.sh`): the step itself.
  const step = new RegExp(
    `(?<![\\w.$/-])(?:${keys.join('|')})[ \\t]{0,8}\\(?[ \\t]{0,8}(?:${option}){0,3}(?:script[ \\t]{0,8}:[ \\t]{0,8})?('''|"""|'|")`,
    'g',
  );
  for (let match = step.exec(text); match && into.length < MAX_LINES; match = step.exec(text)) {
    const quote = match[1]!;
    const start = step.lastIndex;
    let end: number;
    if (quote.length === 3) end = text.indexOf(quote, start);
    else {
      end = -1;
      for (let i = start; i < text.length && text[i] !== '\n'; i++) {
        if (text[i] === '\\') i++;
        else if (text[i] === quote) {
          end = i;
          break;
        }
      }
    }
    if (end < 0) {
      if (quote.length === 3) break;
      const line = text.indexOf('\n', start);
      if (line < 0) break;
      step.lastIndex = line;
      continue;
    }
    into.push(text.slice(start, end).replace(/\\(['"$\\])/g, '$1'));
    step.lastIndex = end + quote.length;
  }
}

/** An HCL string's text: `\"` and `\\` unescaped, `$${` and `%%{` (escaped templates) as written. */
function hclString(value: string): string {
  return value.replace(/\\(.)/g, (_, ch: string) => (ch === 'n' ? '\n' : ch === 't' ? '\t' : ch)).replace(/([$%])\1\{/g, '$1{');
}

/** The body of the heredoc opened on the line at `at`, up to the line holding only `tag`. */
function heredoc(text: string, at: number, tag: string): string {
  const start = text.indexOf('\n', at);
  if (start < 0) return '';
  const end = new RegExp(`\\n[ \\t]*${tag}[ \\t]*(?:\\n|$)`, 'g');
  end.lastIndex = start;
  const found = end.exec(text);
  return text.slice(start + 1, found ? found.index : text.length);
}

/**
 * The shell lines `text` holds, if `path` is a kind of file that holds them (for `family`, when a kind names the families
 * that read it); bounded in count and size.
 */
export function shellLinesOf(path: string | undefined, text: string, family?: string): string[] {
  if (!path) return [];
  const kind = shellLineKind(path, text);
  if (!kind || (family !== undefined && kind.families && !kind.families.includes(family))) return [];
  const lines: string[] = [];
  countScanned(text.length);
  if (kind.format === 'json') fromJson(text, kind.keys, lines);
  else if (kind.format === 'yaml') fromYaml(text, kind.keys, lines);
  else if (kind.format === 'lines') fromProcfile(text, lines);
  else if (kind.format === 'hcl') fromHcl(text, kind.keys, lines);
  else if (kind.format === 'groovy') fromGroovy(text, kind.keys, lines);
  else if (kind.format === 'ini') fromIni(text, kind.keys, lines);
  else fromRuby(text, kind.keys, lines);
  let total = 0;
  return lines.slice(0, MAX_LINES).filter((line) => line.trim() !== '' && (total += line.length) <= MAX_TOTAL);
}
