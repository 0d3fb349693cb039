import type { Readable } from 'node:stream';
import type { Env } from './env.js';

/** Where the payload comes from: `process.stdin` at the edge, any readable in tests. */
export type ByteSource = Readable & { isTTY?: boolean };

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
