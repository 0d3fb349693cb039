import { shellWords } from './shellWords.js';

// `echo '…' > app.php`, `printf 'machine h password %s\n' "$P" >> ~/.netrc`: the text an echo or
// printf writes into a file is that file's content, as if a Write had put it there.

/** Text an echo or printf writes is read this far. */
const MAX_ECHOED = 64 * 1024;

export interface EchoedFile {
  /** The redirect's target, as written. */
  path: string;
  /** What the command writes there: printf's format filled with its arguments, `\n` and `\t` expanded. */
  text: string;
}

/** What each echo or printf of `command` writes into a file that `wanted` accepts. */
export function echoedFiles(command: string, wanted: (path: string) => boolean): EchoedFile[] {
  const files: EchoedFile[] = [];
  for (const simple of shellWords(command).commands) {
    const word = simple.words[0] ?? '';
    // `/bin/echo`, `printf.exe`: the command by its name.
    const base = word.slice(word.lastIndexOf('/') + 1);
    const name = base.toLowerCase().endsWith('.exe') ? base.slice(0, -4) : base;
    if (name !== 'printf' && name !== 'echo') continue;
    const path = simple.redirects.find((target) => target.length <= 4096 && wanted(target));
    if (path === undefined) continue;
    const args = simple.words.slice(1).filter((arg, i) => !(name === 'echo' && i === 0 && /^-[neE]+$/.test(arg)));
    let text = args.join(' ');
    if (name === 'printf' && args.length > 0) {
      let next = 1;
      text = args[0]!.replace(/%[-\d.]*[sbdq]/g, () => args[next++] ?? '');
    }
    files.push({ path, text: text.slice(0, MAX_ECHOED).replace(/\\n/g, '\n').replace(/\\t/g, '\t') });
  }
  return files;
}
