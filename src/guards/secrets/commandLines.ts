import type { Family } from '../lib/codeText.js';
import { shellLinesOf } from '../engine/shellLines.js';
import { isFixture } from './fileKinds.js';

/** A shell file is read as one command line up to this size; past it, like other text. */
export const MAX_SCRIPT = 64 * 1024;
const MAX_QUOTED_LINES = 16;
/** A line of notes or config that is an HTTP client's command, after any prompt (`$ `, `sh-5.0$ `). */
const QUOTED_COMMAND =
  /^[ \t]{0,8}(?:[\w.@:~/-]{0,40}[$#>][ \t]{1,4})?(?:curl|wget|http|https|xh|smbclient)[ \t][^\n]{0,4000}(?:\\\n[^\n]{0,4000}){0,16}/gm;

/**
 * A line of a CI file or notes that logs in to a registry reading the password on stdin (`- echo "…" | docker login -u ci
 * --password-stdin reg.example.net`, a GitLab `script:` item or a GitHub `run:` line): the command after any list dash, key
 * or prompt, so that a literal piped or here-stringed into it is read as on a shell line.
 */
const STDIN_LOGIN =
  /^[ \t]{0,40}(?:-[ \t]{1,4})?(?:[\w-]{1,40}:[ \t]{1,4})?(?:[\w.@:~/-]{0,40}[$#>][ \t]{1,4})?([^\n]{0,2000}--password-stdin\b[^\n]{0,2000})/gm;

/** A Windows batch file (`install.bat`, `logon.cmd`): its lines are commands, as a shell script's are. */
const BATCH_FILE = /\.(?:bat|cmd)$/i;

/**
 * The command lines of written text: a whole shell, PowerShell or batch script; a pipeline's or tool's shell lines (a
 * Jenkinsfile's `sh '…'` steps, a GitHub Actions `run:`, a GitLab `script:` item: rules/shell-lines.json), each read as
 * the shell reads a script; in other text but code, the lines that run an HTTP client. A line at -1 is not the text's
 * verbatim (a block scalar's lines joined, a string unescaped): its findings are placed by where their text stands.
 */
export function commandLines(text: string, family: Family, path?: string): { text: string; at: number }[] {
  if (family === 'sh' || family === 'ps' || (path !== undefined && BATCH_FILE.test(path)))
    return text.length <= MAX_SCRIPT ? [{ text, at: 0 }] : [];
  const run = family === 'yaml' && /(?:command|entrypoint|args)[ \t]{0,4}:/.test(text) ? runLines(text) : [];
  // A test fixture's pipeline (`tests/fixtures/.gitlab-ci.yml`) is a sample for the tool under test: its known-format keys
  // still speak (matchPatterns reads the whole text), its logins are made up.
  if (text.length <= MAX_SCRIPT && !(path && isFixture(path)))
    for (const line of shellLinesOf(path, text, 'secrets')) run.push({ text: line, at: -1 });
  if (!(family === 'generic' || family === 'prose' || family === 'yaml')) return run;
  const lines: { text: string; at: number }[] = text.includes('--password-stdin') ? stdinLogins(text) : [];
  if (!/curl|wget|http|xh|smbclient/.test(text)) return lines.concat(run);
  QUOTED_COMMAND.lastIndex = 0;
  for (let match = QUOTED_COMMAND.exec(text); match && lines.length < MAX_QUOTED_LINES; match = QUOTED_COMMAND.exec(text))
    lines.push({ text: match[0], at: match.index });
  return lines.concat(run);
}

/** The registry logins of a CI file or notes, each from its command's start (a quoted YAML scalar's quotes blanked). */
function stdinLogins(text: string): { text: string; at: number }[] {
  const lines: { text: string; at: number }[] = [];
  STDIN_LOGIN.lastIndex = 0;
  for (let match = STDIN_LOGIN.exec(text); match && lines.length < MAX_QUOTED_LINES; match = STDIN_LOGIN.exec(text)) {
    const value = match[1]!;
    const quoted = /^(["']).*\1[ \t]*$/.test(value) ? ` ${value.trimEnd().slice(1, -1)} ` : undefined;
    lines.push({ text: quoted ?? value, at: match.index + match[0].length - value.length });
  }
  return lines;
}

/**
 * A container's command in Compose or Kubernetes YAML, `command: ["redis-server", "--requirepass", "…"]` or `command:
 * redis-server --requirepass …` (https://docs.docker.com/reference/compose-file/services/#command): the line the container
 * runs. A flow list is read with its brackets and the commas between its items blanked, so every offset stays the text's.
 */
const RUN_LINE = /^[ \t]{0,40}(?:-[ \t]{1,4})?(?:command|entrypoint|args)[ \t]{0,4}:[ \t]{1,4}(?=[^\s#|>])([^\n]{1,4000})/gm;

function runLines(text: string): { text: string; at: number }[] {
  const lines: { text: string; at: number }[] = [];
  RUN_LINE.lastIndex = 0;
  for (let match = RUN_LINE.exec(text); match && lines.length < MAX_QUOTED_LINES; match = RUN_LINE.exec(text)) {
    const value = match[1]!;
    const at = match.index + match[0].length - value.length;
    // A quoted scalar is one line: its quotes blanked.
    const quoted = /^(["']).*\1[ \t]*$/.test(value) ? ` ${value.trimEnd().slice(1, -1)} ` : undefined;
    lines.push({ text: value.startsWith('[') ? flowItems(value) : (quoted ?? value), at });
  }
  return lines;
}

/** `["a", "b"]` as `"a"   "b" `: the brackets and the commas outside quotes blanked, one character for one. */
function flowItems(list: string): string {
  let out = '';
  let quote = '';
  for (let i = 0; i < list.length; i++) {
    const ch = list[i]!;
    if (quote) {
      if (ch === '\\' && quote === '"' && i + 1 < list.length) {
        out += ch + list[++i]!;
        continue;
      }
      if (ch === quote) quote = '';
      out += ch;
    } else if (ch === '"' || ch === "'") {
      quote = ch;
      out += ch;
    } else out += ch === '[' || ch === ']' || ch === ',' ? ' ' : ch;
  }
  return out;
}
