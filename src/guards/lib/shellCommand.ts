import { familyOfFile, maskCode, type Family } from './codeText.js';
import { escapeRegExp } from './escapeRegExp.js';
import { blanked } from './blanked.js';

/** Code that a shell command runs or writes in another language: `python -c '…'`, a heredoc body. */
export interface CodeSegment {
  family: Family;
  text: string;
  /** Where a heredoc's `<<` operator stands in the command. */
  at?: number;
}

export interface ShellView {
  /** The command with quoted strings, comments and heredoc bodies blanked. */
  masked: string;
  segments: CodeSegment[];
}

const INTERPRETERS: Array<[RegExp, Family]> = [
  [/^python[\d.]*$|^py$|^pypy[\d.]*$/, 'py'],
  [/^(?:node|nodejs|bun|deno)$/, 'js'],
  [/^ruby$/, 'rb'],
  [/^php$/, 'php'],
  [/^(?:ba|z|k|da)?sh$/, 'sh'],
  [/^perl$/, 'generic'],
];

function interpreterFamily(word: string): Family | undefined {
  const name = word.split('/').pop() ?? word;
  return INTERPRETERS.find(([regex]) => regex.test(name))?.[1];
}

// `<interpreter> [flags] -c|-e|--eval|-p|-r '<code>'`
const INLINE_CODE =
  /(?:^|[\s;&|(])((?:[\w./-]*\/)?[\w.]+)((?:\s+-[\w-]+)*?)\s+(?:-c|-e|--eval|-p|--print|-r|eval)\s+("(?:[^"\\]|\\.)*"|'[^']*')/g;
// What every INLINE_CODE match holds: a line without it (most of them, and most long ones) skips
// that scan, which tries an interpreter's name at the start of every word.
const INLINE_FLAG = /\s(?:-[cepr]|--eval|--print|eval)\s+["']/;
const HEREDOC = /<<(-?)\s*(['"]?)([\w.-]+)\2[^\n]*\n/g;

export function shellView(command: string): ShellView {
  const segments: CodeSegment[] = [];
  // Heredoc bodies are blanked in one pass over slices: rebuilding the command per heredoc was
  // quadratic in a command of many small heredocs.
  const parts: string[] = [];
  let kept = 0;

  HEREDOC.lastIndex = 0;
  for (let match = HEREDOC.exec(command); match; match = HEREDOC.exec(command)) {
    const bodyStart = match.index + match[0].length;
    const terminator = terminatorRegex(match[3]!, match[1] === '-');
    terminator.lastIndex = bodyStart;
    const end = terminator.exec(command);
    const bodyEnd = end ? end.index : command.length;
    const body = command.slice(bodyStart, bodyEnd);
    // The line that opens it says what reads the body: `python3 - <<EOF`, `cat <<'EOF' > fix.sh`.
    const opener =
      command.slice(lineStart(command, match.index), match.index) + command.slice(match.index + 2 + match[1]!.length, bodyStart);
    segments.push({ family: heredocFamily(opener, body), text: body, at: match.index });
    parts.push(command.slice(kept, bodyStart), blanked(body));
    kept = bodyEnd;
    HEREDOC.lastIndex = bodyEnd;
  }
  parts.push(command.slice(kept));
  const text = parts.join('');

  INLINE_CODE.lastIndex = 0;
  for (let match = INLINE_FLAG.test(text) ? INLINE_CODE.exec(text) : null; match; match = INLINE_CODE.exec(text)) {
    const family = interpreterFamily(match[1]!);
    if (family) segments.push({ family, text: unquote(match[3]!) });
  }

  return { masked: maskCode(text, 'sh'), segments };
}

const terminators = new Map<string, RegExp>();

/** The line that ends a heredoc (`EOF`, or `\tEOF` after `<<-`), compiled once per terminator. */
function terminatorRegex(word: string, tabs: boolean): RegExp {
  const key = `${tabs ? '-' : ''}${word}`;
  let regex = terminators.get(key);
  if (!regex) {
    regex = new RegExp(`^${tabs ? '\\t*' : ''}${escapeRegExp(word)}\\s*$`, 'gm');
    if (terminators.size < 256) terminators.set(key, regex);
  }
  return regex;
}

/** What reads a heredoc's body: the interpreter fed it, else the file it is written to (by name, or by its shebang). */
function heredocFamily(before: string, body: string): Family {
  const words = before.trim().split(/\s+/);
  for (const word of words) {
    const family = interpreterFamily(word);
    if (family) return family;
  }
  const target = /(?:>>?|\btee\s+(?:-a\s+)?)\s*(['"]?)([^\s'"]+)\1/.exec(before);
  return target ? familyOfFile(target[2], () => body) : 'generic';
}

function lineStart(text: string, at: number): number {
  return text.lastIndexOf('\n', at - 1) + 1;
}

function unquote(quoted: string): string {
  const inner = quoted.slice(1, -1);
  return quoted.startsWith('"') ? inner.replace(/\\(["\\$`])/g, '$1') : inner;
}
