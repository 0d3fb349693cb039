import { writeSync } from 'node:fs';

// A reply written to a pipe the host is not reading: a non-blocking descriptor answers EAGAIN for
// as long as the pipe stays full. Retrying at once spins a core forever; the hook must end instead
// (exit 0, reply lost). So each EAGAIN waits a little longer, and the whole write gives up once it
// has waited DEADLINE_MS without a byte going through.

export const DEADLINE_MS = 2_000;
const FIRST_PAUSE_MS = 1;
const LONGEST_PAUSE_MS = 64;

const sleeper = new Int32Array(new SharedArrayBuffer(4));

/** Descriptors a write gave up on: a reader that stalled once gets no more waiting (a debug trace is many writes). */
const stalled = new Set<number>();

export interface WriteDeps {
  write(fd: number, data: Buffer): number;
  /** Blocks for `ms` milliseconds. */
  pause(ms: number): void;
}

const REAL: WriteDeps = {
  write: (fd, data) => writeSync(fd, data),
  pause: (ms) => void Atomics.wait(sleeper, 0, 0, ms),
};

/**
 * Writes all of `text` to a descriptor, riding out a pipe that is momentarily full, and giving up
 * (silently) when it stays full for `deadline` milliseconds of waiting (three times that in all),
 * or the reader is gone.
 * Returns whether everything was written.
 */
export function writeAll(fd: number, text: string, deps: WriteDeps = REAL, deadline = DEADLINE_MS): boolean {
  if (stalled.has(fd)) return false;
  let data = Buffer.from(text);
  let waited = 0;
  let total = 0;
  let pause = FIRST_PAUSE_MS;
  while (data.length > 0) {
    try {
      const wrote = deps.write(fd, data);
      data = data.subarray(wrote);
      if (wrote > 0) {
        waited = 0;
        pause = FIRST_PAUSE_MS;
      }
    } catch (error) {
      // A host that closed the pipe gets nothing more; the reply is best effort, never a crash.
      if ((error as NodeJS.ErrnoException).code !== 'EAGAIN') return false;
      // A reader that takes a byte now and then must not hold the hook either.
      if (waited >= deadline || total >= 3 * deadline) {
        stalled.add(fd);
        return false;
      }
      deps.pause(pause);
      waited += pause;
      total += pause;
      pause = Math.min(pause * 2, LONGEST_PAUSE_MS);
    }
  }
  return true;
}
