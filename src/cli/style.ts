/**
 * ANSI styling for people at a terminal: off when piped or when NO_COLOR is set (no-color.org);
 * FORCE_COLOR turns it on anyway (off when it is `0` or `false`), and wins over NO_COLOR, as in Node.
 */
export interface Style {
  bold(text: string): string;
  dim(text: string): string;
  green(text: string): string;
  yellow(text: string): string;
  cyan(text: string): string;
}

const wrap = (open: number, close: number) => (text: string) => `\u001b[${open}m${text}\u001b[${close}m`;
const plain = (text: string) => text;

export function createStyle(isTTY: boolean, env: Readonly<Record<string, string | undefined>>): Style {
  const force = env.FORCE_COLOR;
  const on = force !== undefined ? force !== '0' && force !== 'false' : isTTY && !env.NO_COLOR;
  return on
    ? { bold: wrap(1, 22), dim: wrap(2, 22), green: wrap(32, 39), yellow: wrap(33, 39), cyan: wrap(36, 39) }
    : { bold: plain, dim: plain, green: plain, yellow: plain, cyan: plain };
}
