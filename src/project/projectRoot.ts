import { homedir } from 'node:os';
import { dirname, isAbsolute, join, relative, resolve, sep } from 'node:path';
import { exists, isDirectory } from './fileKind.js';

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

/**
 * The project of a call: the git root above the directory the harness says it was opened in
 * (`named`, an absolute path), or above `cwd` when it names none or names a directory that is not
 * there. An agent that `cd`s into a sibling repository still works for the project the user opened.
 */
export function callProjectRoot(cwd: string, named?: string): string {
  return typeof named === 'string' && isAbsolute(named) && isDirectory(named) ? projectRoot(named) : projectRoot(cwd);
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
