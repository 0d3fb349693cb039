import { basename, type SimpleCommand } from './shellWords.js';

// `cat > /tmp/r.sh <<EOF … EOF`, `tee -a conf <<EOF`, `echo '…' > app.php`,
// `printf 'machine h password %s\n' "$P" >> ~/.netrc`: the text a command of the line writes into a
// file it names is that file's content, as if a Write had put it there.

/** Text an echo or printf writes is read this far. */
const MAX_ECHOED = 64 * 1024;

export interface WrittenFile {
  /** The file as the command names it. */
  path: string;
  /** What the command writes there. */
  text: string;
}

/**
 * The commands asked about: `heredoc`, a `cat > f` or `tee [-a] f` fed by heredocs or here-strings (their
 * bodies, as they are, joined by newlines); `echo`, an `echo` or `printf` redirected into the file (its
 * words: printf's format filled with its arguments, `\n` and `\t` expanded).
 */
export type Writer = 'heredoc' | 'echo';

/** What each `writer` command of `commands` writes into a file that `wanted` accepts, in the line's order. */
export function writtenFiles(commands: readonly SimpleCommand[], writer: Writer, wanted: (path: string) => boolean): WrittenFile[] {
  const files: WrittenFile[] = [];
  for (const simple of commands) {
    const file = writer === 'heredoc' ? heredocFile(simple, wanted) : echoedFile(simple, wanted);
    if (file) files.push(file);
  }
  return files;
}

/** `cat > path <<EOF`, `tee -a path <<< '…'`: the redirect's target, or tee's operand. */
function heredocFile(simple: SimpleCommand, wanted: (path: string) => boolean): WrittenFile | undefined {
  if (simple.stdin.length === 0) return undefined;
  const name = basename(simple.words[0] ?? '');
  const targets = name === 'cat' ? simple.redirects : name === 'tee' ? simple.words.slice(1) : [];
  const path = targets.find(wanted);
  return path === undefined ? undefined : { path, text: simple.stdin.join('\n') };
}

/** `echo '…' > path`, `/bin/echo -n`, `printf.exe '%s\n' x >> path`: the first redirect target wanted. */
function echoedFile(simple: SimpleCommand, wanted: (path: string) => boolean): WrittenFile | undefined {
  const path = simple.redirects.find((target) => target.length <= 4096 && wanted(target));
  if (path === undefined) return undefined;
  const text = echoedText(simple);
  return text === undefined ? undefined : { path, text };
}

/**
 * `echo '…' | tee -a path`, `printf '…\n' | sudo tee path > /dev/null`: an echo or printf piped straight into tee writes
 * its words into tee's operands, as a redirect would.
 */
export function teedFiles(commands: readonly SimpleCommand[], wanted: (path: string) => boolean): WrittenFile[] {
  const files: WrittenFile[] = [];
  for (let i = 1; i < commands.length; i++) {
    const tee = commands[i]!;
    const words = basename(tee.words[0] ?? '') === 'sudo' ? tee.words.slice(1) : tee.words;
    if (basename(words[0] ?? '') !== 'tee' || tee.pipeline !== commands[i - 1]!.pipeline) continue;
    const path = words.slice(1).find((word) => !word.startsWith('-') && word.length <= 4096 && wanted(word));
    const text = path === undefined ? undefined : echoedText(commands[i - 1]!);
    if (path !== undefined && text !== undefined) files.push({ path, text });
  }
  return files;
}

/** The text an `echo` or `printf` prints: its words, printf's format filled with its arguments, `\n` and `\t` expanded. */
function echoedText(simple: SimpleCommand): string | undefined {
  const base = basename(simple.words[0] ?? '');
  const name = base.toLowerCase().endsWith('.exe') ? base.slice(0, -4) : base;
  if (name !== 'printf' && name !== 'echo') return undefined;
  const args = simple.words.slice(1).filter((arg, i) => !(name === 'echo' && i === 0 && /^-[neE]+$/.test(arg)));
  let text = args.join(' ');
  if (name === 'printf' && args.length > 0) {
    let next = 1;
    text = args[0]!.replace(/%[-\d.]*[sbdq]/g, () => args[next++] ?? '');
  }
  return text.slice(0, MAX_ECHOED).replace(/\\n/g, '\n').replace(/\\t/g, '\t');
}
