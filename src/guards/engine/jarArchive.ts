// The JDK's `jar` takes its mode and the letters of its valued options as one word, tar's old way (`jar cf out.jar -C
// classes .`, `jar cvfe app.jar Main -C build .`): the values follow in the letters' order, so the archive is the word
// that `f` takes. The GNU-style spelling names it by `--file`/`-f` (`jar --create --file ~/bin/x.jar -C build .`).
// Creating (`c`) and updating (`u`) write the archive; listing, extracting into the current folder and indexing do not.
// https://docs.oracle.com/en/java/javase/21/docs/specs/man/jar.html

/** A classic first word (`cvf`, `-cf`, `uf0`): the mode letter and its options, at most a few. */
const CLUSTER = /^-?[A-Za-z0-9]{1,12}$/;
/** The letters of a cluster whose values follow it in order (the archive, the manifest, the entry point). */
const VALUED = new Set(['f', 'm', 'e']);

/** The archive a `jar` call (its words, the command first) creates or updates, as written. */
export function jarWrites(words: readonly string[]): string[] {
  const first = words[1] ?? '';
  const cluster = CLUSTER.test(first) ? first.replace(/^-/, '') : '';
  const writes = /[cu]/.test(cluster) || words.some((word) => /^(?:--create|--update|-c|-u)$/.test(word));
  if (!writes) return [];
  if (cluster.includes('f')) {
    const valued = [...cluster].filter((letter) => VALUED.has(letter));
    const archive = words[2 + valued.indexOf('f')];
    return archive === undefined ? [] : [archive];
  }
  for (let i = 2; i < words.length && i < 200; i++) {
    const word = words[i]!;
    if (word.startsWith('--file=')) return [word.slice(7)];
    if ((word === '--file' || word === '-f') && words[i + 1] !== undefined) return [words[i + 1]!];
  }
  return [];
}
