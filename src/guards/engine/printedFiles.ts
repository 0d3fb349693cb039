import { basename, shellWords } from '../lib/shellWords.js';
import { interpreterOf } from './inlineCode.js';

// `python3 - <<'EOF' > shell.php` (its `print("eval(base64_decode($_a));")`), `php -r "echo '<?php …';" > x.php`:
// a program whose output lands in a source file writes that file's code, and what it prints is, in the
// main, the text of its string literals. Those literals, unescaped, one a line, are read as the target
// file's code, as writtenFiles reads what an echo or printf writes. The program itself is read in its own
// language elsewhere; this is only what it writes. A file the program opens by a literal name and writes
// (`open('x.php', 'w').write(…)`, `file_put_contents('x.php', …)`) is a target too.

/** A program's text is read this far. */
const MAX_PROGRAM = 64 * 1024;

/** What a program run in the line writes into a file `wanted` accepts, read from its string literals. */
export interface PrintedFile {
  path: string;
  text: string;
}

/** Calls that write a file they name, whatever else the program does: a literal file name in the same program is theirs. */
const WRITES = /\b(?:write_text|write_bytes|writeFile|writeFileSync|file_put_contents|File\.write)\s*\(/;
/** An `open`/`fopen` mode that writes (`'w'`, `"wb"`, `'a+'`): the file name just before it is written. */
const WRITE_MODE = /^[wax][bt]?\+?$/;
/** A literal that is a file name: no blank, an extension. */
const FILE_NAME = /^[\w./~-]{1,256}\.\w{1,8}$/;

export function printedFiles(command: string, wanted: (path: string) => boolean): PrintedFile[] {
  const files: PrintedFile[] = [];
  for (const simple of shellWords(command).commands) {
    const name = basename(simple.words[0] ?? '');
    if (!interpreterOf(name)) continue;
    // The program as the interpreter gets it: its words (a `-c` one, and any a broken quote split off) and what stdin feeds it.
    const program = [simple.words.slice(1).join(' '), ...simple.stdin].join('\n').slice(0, MAX_PROGRAM);
    const strings = literals(program);
    const targets = simple.redirects.filter((target) => target.length <= 4096 && wanted(target));
    const writes = WRITES.test(program);
    strings.forEach((each, i) => {
      if (FILE_NAME.test(each) && wanted(each) && (writes || WRITE_MODE.test(strings[i + 1] ?? ''))) targets.push(each);
    });
    if (targets.length === 0) continue;
    const text = strings.filter((each) => !targets.includes(each)).join('\n');
    for (const path of new Set(targets)) files.push({ path, text });
  }
  return files;
}

const ESCAPES: Record<string, string> = { n: '\n', t: '\t', r: '\r' };

/**
 * The contents of the quoted strings of `program`, escapes resolved (`\n`, `\'`, an octal `\047`).
 * A `#` or `//` comment is passed over; a backslash outside a string is dropped, so a quote it escapes
 * (a shell's `\'` inside a double-quoted one-liner) opens a string as the program's author meant.
 * One pass: linear in the text.
 */
export function literals(program: string): string[] {
  const found: string[] = [];
  let i = 0;
  while (i < program.length) {
    const c = program[i]!;
    if ((c === '#' || (c === '/' && program[i + 1] === '/')) && (i === 0 || /\s/.test(program[i - 1]!))) {
      const end = program.indexOf('\n', i);
      i = end < 0 ? program.length : end + 1;
      continue;
    }
    if (c !== '"' && c !== "'" && c !== '`') {
      i++;
      continue;
    }
    const triple = program.startsWith(c.repeat(3), i);
    const close = triple ? c.repeat(3) : c;
    let j = i + close.length;
    let text = '';
    while (j < program.length && !program.startsWith(close, j)) {
      const d = program[j]!;
      if (d === '\\' && j + 1 < program.length) {
        const e = program[j + 1]!;
        const octal = /^[0-7]{3}/.exec(program.slice(j + 1, j + 4));
        if (octal) {
          text += String.fromCharCode(Number.parseInt(octal[0], 8));
          j += 4;
          continue;
        }
        text += ESCAPES[e] ?? e;
        j += 2;
        continue;
      }
      text += d;
      j++;
    }
    if (text.trim() !== '') found.push(text);
    i = j + close.length;
  }
  return found;
}
