import { lstat, readdir, realpath } from 'node:fs/promises';
import { basename, dirname, isAbsolute, join, relative, resolve } from 'node:path';
import { cliText } from '../../text.js';

// A repository decides what its folders hold: `.claude` may be a link to another repository,
// `settings.local.json` a link to a file outside the project or to the committed settings.json.
// Inside a project, waymark writes only the file it names: the path, with the project root itself
// resolved, must be the real path of the file (or of its nearest existing folder), and a file may
// not share its inode with another file of its folder. Otherwise the write is refused, with why.

/** The real path of a file that may not exist yet: its nearest existing ancestor resolved. */
export async function realOf(path: string): Promise<string> {
  let dir = resolve(path);
  const rest: string[] = [];
  for (;;) {
    try {
      return join(await realpath(dir), ...rest.reverse());
    } catch {
      if (dirname(dir) === dir) return resolve(path);
      rest.push(basename(dir));
      dir = dirname(dir);
    }
  }
}

/** Why writing `path` inside `root` would write another file than the one named; undefined when it would not. */
export async function linkRefusal(path: string, root: string): Promise<string | undefined> {
  const inside = relative(resolve(root), resolve(path));
  if (inside.startsWith('..') || isAbsolute(inside)) return undefined;
  const named = join(await realOf(root), inside);
  const real = await realOf(path);
  if (real !== named) return cliText.install.linkedInProject(path, real);
  const info = await lstat(path).catch(() => undefined);
  if (info?.isFile() && info.nlink > 1) {
    // A personal file hard-linked to the shared one beside it (settings.local.json ↔ settings.json).
    for (const name of await readdir(dirname(path)).catch(() => [] as string[])) {
      if (name === basename(path)) continue;
      const other = await lstat(join(dirname(path), name)).catch(() => undefined);
      if (other && other.ino === info.ino && other.dev === info.dev) return cliText.install.sameFileAs(path, join(dirname(path), name));
    }
  }
  return undefined;
}
