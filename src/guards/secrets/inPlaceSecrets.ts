import type { Compiled } from './rulesFor.js';
import type { Note, Secret } from './secret.js';
import { assignmentSecrets } from './assignmentSecrets.js';

// An in-place edit (`sed -i 's/^OA_PASSWORD=.*/OA_PASSWORD=…/' f`, `perl -pi -e 's/…/…/'`) writes its replacement into the
// file: a credential name given a literal there is that literal written to disk, as an Edit's new text is. The search side
// is a pattern, not a value, and a value that begins with `-` is still the value (no option follows `=`).
const EDITOR =
  /(?:^|[\s;&|(])(?:g?sed|perl|ruby)[ \t]{1,8}(?:-[\w.~]{0,12}[ \t]{1,8}){0,6}?(?:-[A-Za-z]{0,6}i\S{0,8}|--in-place\S{0,16})(?=\s)/;
const SUBSTITUTION = /(?:^|[\s'";{])s([/|#,:@!])/g;

/** The replacement of each `s/…/…/` in the line, with where it starts. */
function replacements(command: string): { text: string; at: number }[] {
  const out: { text: string; at: number }[] = [];
  SUBSTITUTION.lastIndex = 0;
  for (let match = SUBSTITUTION.exec(command); match && out.length < 16; match = SUBSTITUTION.exec(command)) {
    const delimiter = match[1]!;
    const field = (from: number): number => {
      for (let i = from; i < command.length && i - from < 1000; i++) {
        if (command[i] === '\\') i++;
        else if (command[i] === delimiter) return i;
        else if (command[i] === '\n') return -1;
      }
      return -1;
    };
    const middle = field(match.index + match[0].length);
    const end = middle < 0 ? -1 : field(middle + 1);
    if (end < 0) continue;
    out.push({ text: command.slice(middle + 1, end), at: middle + 1 });
    SUBSTITUTION.lastIndex = end;
  }
  return out;
}

export function inPlaceSecrets(command: string, rule: Compiled, found: Secret[], note?: Note): void {
  if (!EDITOR.test(command)) return;
  for (const { text, at } of replacements(command)) {
    const inner: Secret[] = [];
    assignmentSecrets(text, 'command', rule, inner, note);
    // `--prompt`, `--stdin`: a long option left in a script's line is no password.
    for (const secret of inner)
      if (!text.startsWith('--', secret.start)) found.push({ ...secret, start: secret.start + at, end: secret.end + at });
  }
}
