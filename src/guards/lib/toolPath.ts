import { isAbsolute, join, resolve } from 'node:path';

/** A tool's path made absolute: `~` is the given home, a relative path is taken from `cwd`, `..` resolved. */
export function toolPath(path: string, context: { cwd: string; home: string }): string {
  if (path === '~' || path.startsWith('~/')) return join(context.home, path.slice(1));
  return isAbsolute(path) ? resolve(path) : resolve(context.cwd, path);
}
