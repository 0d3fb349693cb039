import type { Family } from '../lib/codeText.js';

/** A shell file is read as one command line up to this size; past it, like other text. */
export const MAX_SCRIPT = 64 * 1024;
const MAX_QUOTED_LINES = 16;
/** A line of notes or config that is an HTTP client's command, after any prompt (`$ `, `sh-5.0$ `). */
const QUOTED_COMMAND =
  /^[ \t]{0,8}(?:[\w.@:~/-]{0,40}[$#>][ \t]{1,4})?(?:curl|wget|http|https|xh|smbclient)[ \t][^\n]{0,4000}(?:\\\n[^\n]{0,4000}){0,16}/gm;

/** The command lines of written text: a whole shell or PowerShell script; in other text but code, the lines that run an HTTP client. */
export function commandLines(text: string, family: Family): { text: string; at: number }[] {
  if (family === 'sh' || family === 'ps') return text.length <= MAX_SCRIPT ? [{ text, at: 0 }] : [];
  if (!(family === 'generic' || family === 'prose' || family === 'yaml') || !/curl|wget|http|xh|smbclient/.test(text)) return [];
  const lines: { text: string; at: number }[] = [];
  QUOTED_COMMAND.lastIndex = 0;
  for (let match = QUOTED_COMMAND.exec(text); match && lines.length < MAX_QUOTED_LINES; match = QUOTED_COMMAND.exec(text))
    lines.push({ text: match[0], at: match.index });
  return lines;
}
