/** How much of a command an advisory shows. */
const MAX_SHOWN = 80;

/** The command on one line, bounded, with any credentials in URLs blanked (`https://…@host`), for naming it in an advisory. */
export function shownCommand(command: string): string {
  // Cut first: the command may be 1 MB, and only its start is shown.
  const line = command
    .slice(0, 8 * MAX_SHOWN)
    .replace(/\s+/g, ' ')
    .replace(/\/\/[^\s/@:]+:[^\s/@]+@/g, '//…@');
  return line.length > MAX_SHOWN ? `${line.slice(0, MAX_SHOWN - 1)}…` : line;
}
