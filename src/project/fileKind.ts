import { statSync } from 'node:fs';

// Probes that answer false for anything missing or unreadable: the hot path asks many such
// questions and none of them may throw. A missing path is the common answer, so it is asked
// without an exception (building one costs more than the stat).

/** A file, following links. */
export function isFile(path: string): boolean {
  try {
    return statSync(path, { throwIfNoEntry: false })?.isFile() ?? false;
  } catch {
    return false;
  }
}

export function isDirectory(path: string): boolean {
  try {
    return statSync(path, { throwIfNoEntry: false })?.isDirectory() ?? false;
  } catch {
    return false;
  }
}

/** Anything at all: a file, a folder, a link. */
export function exists(path: string): boolean {
  try {
    return statSync(path, { throwIfNoEntry: false }) !== undefined;
  } catch {
    return false;
  }
}
