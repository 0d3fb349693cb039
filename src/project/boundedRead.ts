import { closeSync, fstatSync, openSync, readSync } from 'node:fs';

/**
 * At most `limit` bytes of a file, from its end (`tail`) or its start: a 1 GB file costs the same
 * as a 1 KB one. Undefined when it cannot be read. A tail may begin mid-line: callers drop the
 * first partial line when they need whole lines.
 */
export function readBounded(file: string, limit: number, from: 'head' | 'tail' = 'head'): { text: string; size: number; partial: boolean } | undefined {
  let fd: number | undefined;
  try {
    fd = openSync(file, 'r');
    const { size } = fstatSync(fd);
    const length = Math.min(size, limit);
    const buffer = Buffer.alloc(length);
    const position = from === 'tail' ? size - length : 0;
    let read = 0;
    while (read < length) {
      const bytes = readSync(fd, buffer, read, length - read, position + read);
      if (bytes === 0) break;
      read += bytes;
    }
    return { text: buffer.toString('utf8', 0, read), size, partial: length < size };
  } catch {
    return undefined;
  } finally {
    if (fd !== undefined) closeSync(fd);
  }
}
