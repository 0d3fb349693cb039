import { familyOf, maskCode, type Family } from './codeText.js';

/** Code that a shell command runs or writes in another language: `python -c '…'`, a heredoc body. */
export interface CodeSegment {
  family: Family;
  text: string;
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
const HEREDOC = /<<(-?)\s*(['"]?)([\w.-]+)\2[^\n]*\n/g;

export function shellView(command: string): ShellView {
  const segments: CodeSegment[] = [];
  let text = command;

  HEREDOC.lastIndex = 0;
  for (let match = HEREDOC.exec(command); match; match = HEREDOC.exec(command)) {
    const bodyStart = match.index + match[0].length;
    const terminator = new RegExp(`^${match[1] ? '\\t*' : ''}${escapeRegExp(match[3]!)}\\s*$`, 'm');
    const rest = command.slice(bodyStart);
    const end = terminator.exec(rest);
    const body = end ? rest.slice(0, end.index) : rest;
    segments.push({ family: heredocFamily(command.slice(lineStart(command, match.index), match.index)), text: body });
    text = text.slice(0, bodyStart) + body.replace(/[^\n]/g, ' ') + text.slice(bodyStart + body.length);
    HEREDOC.lastIndex = bodyStart + body.length;
  }

  INLINE_CODE.lastIndex = 0;
  for (let match = INLINE_CODE.exec(text); match; match = INLINE_CODE.exec(text)) {
    const family = interpreterFamily(match[1]!);
    if (family) segments.push({ family, text: unquote(match[3]!) });
  }

  return { masked: maskCode(text, 'sh'), segments };
}

function heredocFamily(before: string): Family {
  const words = before.trim().split(/\s+/);
  for (const word of words) {
    const family = interpreterFamily(word);
    if (family) return family;
  }
  const target = /(?:>>?|\btee\s+(?:-a\s+)?)\s*(['"]?)([^\s'"]+)\1/.exec(before);
  return target ? familyOf(target[2]) : 'generic';
}

function lineStart(text: string, at: number): number {
  return text.lastIndexOf('\n', at - 1) + 1;
}

function unquote(quoted: string): string {
  const inner = quoted.slice(1, -1);
  return quoted.startsWith('"') ? inner.replace(/\\(["\\$`])/g, '$1') : inner;
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
