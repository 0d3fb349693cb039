import { writeAll } from './boundedWrite.js';
import type { CliIO } from './cliIO.js';
import { dropRelativeFolders } from './pathEnv.js';

/**
 * The process edge, the one place that exits: runs the CLI against the real process and exits
 * with the code it decided. Writes are synchronous, so nothing is pending at the exit; exiting
 * explicitly matters for hooks, whose host may leave stdin open.
 */
export function runAtEdge(run: (io: CliIO) => Promise<number>): void {
  dropRelativeFolders(process.env);
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
  void settle(run(io), io.stderr).then((code) => process.exit(code));
}

/**
 * The exit code of a finished run: the code the CLI returned, or 1 with the error on stderr when it
 * threw. The edge exits with it; the in-process test runner takes it, so both get the same code.
 */
export function settle(ran: Promise<number>, stderr: (chunk: string) => void): Promise<number> {
  return ran.then(
    (code) => code,
    (error: unknown) => {
      stderr(`waymark: ${error instanceof Error ? error.message : String(error)}\n`);
      return 1;
    },
  );
}
