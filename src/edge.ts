import { writeSync } from 'node:fs';
import type { ByteSource } from './dispatch/readPayload.js';
import type { Env } from './state/state.js';

/** What a command gets of the process: injected, so the core is tested without one. */
export interface CliIO {
  stdin: ByteSource;
  stdout(chunk: string): void;
  stderr(chunk: string): void;
  env: Env;
  cwd: string;
  /** Whether stdout is a terminal (colour, progress); false in tests and pipes. */
  isTTY?: boolean;
  /** Whether stderr is a terminal: progress lines go there only then. */
  stderrTTY?: boolean;
  /** Whether stdin is a terminal: a person typing, not a model's tool call. */
  stdinTTY?: boolean;
}

/** Writes all of `text` to a descriptor, riding out a non-blocking pipe that is momentarily full. */
function writeAll(fd: number, text: string): void {
  let data = Buffer.from(text);
  while (data.length > 0) {
    try {
      data = data.subarray(writeSync(fd, data));
    } catch (error) {
      // A host that closed the pipe gets nothing more; the reply is best effort, never a crash.
      if ((error as NodeJS.ErrnoException).code !== 'EAGAIN') return;
    }
  }
}

/**
 * The process edge, the one place that exits: runs the CLI against the real process and exits
 * with the code it decided. Writes are synchronous, so nothing is pending at the exit; exiting
 * explicitly matters for hooks, whose host may leave stdin open.
 */
export function runAtEdge(run: (io: CliIO) => Promise<number>): void {
  // Getters: each of process.stdin, stdout and stderr builds a stream (net and stream for a pipe)
  // on first touch, a cost the hook, which reads none of them, would pay on every tool call.
  const io: CliIO = {
    // A stream, not fs.read on fd 0: a blocking read still pending at exit would hang the process
    // (libuv joins its thread pool on exit), and some hosts never close stdin.
    get stdin() {
      return process.stdin;
    },
    stdout: (chunk) => writeAll(1, chunk),
    stderr: (chunk) => writeAll(2, chunk),
    env: process.env,
    cwd: process.cwd(),
    get isTTY() {
      return process.stdout.isTTY === true;
    },
    get stderrTTY() {
      return process.stderr.isTTY === true;
    },
    get stdinTTY() {
      return process.stdin.isTTY === true;
    },
  };
  run(io).then(
    (code) => process.exit(code),
    (error: unknown) => {
      io.stderr(`waymark: ${error instanceof Error ? error.message : String(error)}\n`);
      process.exit(1);
    },
  );
}
