import { statSync } from 'node:fs';

// Probes that answer false for anything missing or unreadable: the hot path asks many such
// questions and none of them may throw.

/** A file, following links. */
export function isFile(path: string): boolean {
  try {
    return statSync(path).isFile();
  } catch {
    return false;
  }
}

export function isDirectory(path: string): boolean {
  try {
    return statSync(path).isDirectory();
  } catch {
    return false;
  }
}

/** Anything at all: a file, a folder, a link. */
export function exists(path: string): boolean {
  try {
    statSync(path);
    return true;
  } catch {
    return false;
  }
}
