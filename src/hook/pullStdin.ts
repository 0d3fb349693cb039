import { closeSync, constants, fstatSync, openSync, readSync } from 'node:fs';

/** Bytes read without a stream: a read that never blocks. */
export interface PullSource {
  /** Bytes read into `buffer`; 0 at the end; undefined when none have arrived yet. Throws on a read error. */
  read(buffer: Buffer): number | undefined;
  close(): void;
}

/**
 * The hook's stdin without process.stdin, where a read can be made never to block: a regular file,
 * or (on Linux) a pipe opened anew through /proc without blocking, a file description of its own,
 * so the host's end keeps its mode. process.stdin builds a net socket (net and stream, about a
 * fifteenth of Node's own start-up) on every call. A socket (the pipe a Node host gives its child)
 * or a terminal has no such read: undefined, and the caller reads the stream.
 */
export function pullStdin(): PullSource | undefined {
  try {
    const stat = fstatSync(0);
    if (stat.isFile()) return fdSource(0, false);
    // /dev/fd on macOS duplicates the descriptor, its blocking mode with it: Linux's /proc only.
    if (!stat.isFIFO() || process.platform !== 'linux') return undefined;
    return fdSource(openSync('/proc/self/fd/0', constants.O_RDONLY | constants.O_NONBLOCK), true);
  } catch {
    return undefined;
  }
}

function fdSource(fd: number, own: boolean): PullSource {
  return {
    read(buffer) {
      try {
        return readSync(fd, buffer, 0, buffer.length, null);
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'EAGAIN') return undefined;
        throw error;
      }
    },
    close() {
      if (own) closeSync(fd);
    },
  };
}
