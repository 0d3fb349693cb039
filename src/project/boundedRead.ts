import { closeSync, constants, existsSync, fstatSync, lstatSync, openSync, readSync, realpathSync, statSync } from 'node:fs';
import { isInside } from './projectRoot.js';

// The one way waymark reads a file it does not own: a project's files, a transcript, its own state.
// Any of them may be a FIFO (a blocking open never returns), a device (/dev/zero never ends), a
// 2 GB sparse file, or a link out of the project. So: stat first and skip anything but a regular
// file without opening it; open non-blocking (and not through a final link where asked); check the
// opened descriptor again (the path may have been swapped since the stat); read at most `limit`.

// Windows has neither flag; there a FIFO or device cannot sit at a project path anyway.
const NONBLOCK = constants.O_NONBLOCK ?? 0;
const NOFOLLOW = constants.O_NOFOLLOW ?? 0;

export interface ReadOptions {
  /** Read the last `limit` bytes rather than the first. */
  from?: 'head' | 'tail';
  /** The project root the file must lie in once every link is resolved. */
  within?: string;
  /** Refuse a file that is itself a link (the state dir: a planted link must not be followed). */
  noFollow?: boolean;
}

export interface BoundedText {
  text: string;
  /** The file's whole size. */
  size: number;
  /** Whether only part of the file was read. */
  partial: boolean;
}

/**
 * At most `limit` bytes of a regular file, from its start or its end: a 1 GB file costs the same as
 * a 1 KB one. Undefined when it is missing, unreadable, not a regular file, or outside `within`.
 * A tail may begin mid-line: callers drop the first partial line when they need whole lines.
 */
export function readBounded(file: string, limit: number, options: ReadOptions | 'head' | 'tail' = {}): BoundedText | undefined {
  const read = readBoundedBytes(file, limit, options);
  return read && { text: read.bytes.toString('utf8'), size: read.size, partial: read.partial };
}

/** `readBounded`'s bytes, undecoded (a binary file: git's index). */
export function readBoundedBytes(
  file: string,
  limit: number,
  options: ReadOptions | 'head' | 'tail' = {},
): { bytes: Buffer; size: number; partial: boolean } | undefined {
  const { from = 'head', within, noFollow = false } = typeof options === 'string' ? { from: options } : options;
  let path = file;
  if (within !== undefined) {
    const real = realInside(file, within);
    if (!real) return undefined;
    path = real;
  }
  let fd: number | undefined;
  try {
    // Missing is the common case (no config, no plan): asked without an exception.
    if (!(noFollow ? lstatSync(path, { throwIfNoEntry: false }) : statSync(path, { throwIfNoEntry: false }))?.isFile()) return undefined;
    fd = openSync(path, constants.O_RDONLY | NONBLOCK | (noFollow || within !== undefined ? NOFOLLOW : 0));
    const stat = fstatSync(fd);
    if (!stat.isFile()) return undefined;
    const size = stat.size;
    const length = Math.max(0, Math.min(size, limit));
    const buffer = Buffer.alloc(length);
    const position = from === 'tail' ? size - length : 0;
    let read = 0;
    while (read < length) {
      const bytes = readSync(fd, buffer, read, length - read, position + read);
      if (bytes === 0) break;
      read += bytes;
    }
    return { bytes: buffer.subarray(0, read), size, partial: length < size };
  } catch {
    return undefined;
  } finally {
    if (fd !== undefined) closeSync(fd);
  }
}

const realRoots = new Map<string, string>();

/** The path with every link resolved, when it exists and lies inside `root` (itself resolved); else undefined. */
export function realInside(path: string, root: string): string | undefined {
  try {
    let realRoot = realRoots.get(root);
    if (!existsSync(path)) return undefined;
    if (realRoot === undefined) realRoots.set(root, (realRoot = realpathSync(root)));
    const real = realpathSync(path);
    return isInside(real, realRoot) ? real : undefined;
  } catch {
    return undefined;
  }
}
