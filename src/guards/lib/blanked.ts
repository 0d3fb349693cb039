/**
 * `text` with every character but a newline turned into a space, so offsets and lines still match
 * the source. One replacement per run of a line, not per character: the per-character form cost
 * about 40x as much on a 1 MB quoted script, most of it in garbage.
 */
export function blanked(text: string): string {
  return text.replace(/[^\n]+/g, (run) => ' '.repeat(run.length));
}
