import { dirname, join, resolve } from 'node:path';
import { readBounded } from './boundedRead.js';
import { exists, isDirectory } from './fileKind.js';
import { trackedPaths } from './gitIndex.js';

/** What git can restore of the project. */
export interface GitView {
  /**
   * Whether the index tracks `relative` (`''`: the project) or anything under it: true, git restores it; false, nothing
   * there is in git (or there is no repository); undefined, the index could not be read.
   */
  tracks(relative: string): boolean | undefined;
}

/** The git view of the project at `root`, read on first use and once. */
export function gitView(root: string): GitView {
  let paths: readonly string[] | undefined | null = null;
  return {
    tracks(relative) {
      if (paths === null) {
        const gitDir = repositoryDir(root);
        paths = gitDir === undefined ? [] : indexPaths(gitDir);
      }
      if (paths === undefined) return undefined;
      // The project itself: git holds it when it tracks anything.
      if (relative === '') return paths.length > 0;
      const prefix = `${relative}/`;
      return paths.some((path) => path === relative || path.startsWith(prefix));
    },
  };
}

/** The repository's git directory: `.git`, or where a worktree's or submodule's `.git` file points. */
function repositoryDir(root: string): string | undefined {
  const dotGit = join(root, '.git');
  if (isDirectory(dotGit)) return dotGit;
  const pointer = /^gitdir: *(.+?)\s*$/m.exec(readBounded(dotGit, 4096, { within: root })?.text ?? '');
  return pointer ? resolve(root, pointer[1]!) : undefined;
}

/** The index's paths: none in a repository with no index yet (nothing added), undefined when unreadable. */
function indexPaths(gitDir: string): readonly string[] | undefined {
  const index = join(gitDir, 'index');
  return exists(index) ? trackedPaths(index) : isDirectory(dirname(index)) ? [] : undefined;
}
