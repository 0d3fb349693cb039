import { homedir } from 'node:os';
import { dirname, isAbsolute, join, relative, resolve, sep } from 'node:path';
import { exists } from './fileKind.js';

const MAX_LEVELS = 64;

/**
 * The git root above `cwd` (a `.git` directory, or a `.git` file in a worktree or submodule),
 * found by stat alone: spawning git on every tool call costs more than the whole dispatch.
 * With no repository, or a `cwd` that does not exist, the root is `cwd` itself.
 */
export function projectRoot(cwd: string): string {
  const start = resolve(cwd);
  let dir = start;
  for (let level = 0; level < MAX_LEVELS; level++) {
    if (exists(join(dir, '.git'))) return dir;
    const parent = dirname(dir);
    if (parent === dir) break;
    dir = parent;
  }
  return start;
}

/** A tool's path made absolute: `~` is the user's home, a relative path is taken from `cwd`. */
export function resolveToolPath(path: string, cwd: string): string {
  if (path === '~' || path.startsWith('~/')) return join(homedir(), path.slice(1));
  return isAbsolute(path) ? resolve(path) : resolve(cwd, path);
}

/** Whether `path` lies inside `root`; a sibling sharing its prefix (`proj-old` by `proj`) does not. */
export function isInside(path: string, root: string): boolean {
  const rel = relative(root, path);
  return rel === '' || (!rel.startsWith(`..${sep}`) && rel !== '..' && !isAbsolute(rel));
}

/** How a path is named to the model: relative inside the project, absolute outside it. */
export function displayPath(path: string, root: string): string {
  return isInside(path, root) && path !== root ? relative(root, path) : path;
}
