import { Command, CommanderError } from 'commander';
import { version } from '../../package.json';
import type { ByteSource } from '../dispatch/readPayload.js';
import type { Env } from '../state/state.js';
import { text } from '../text.js';

export interface CliIO {
  stdin: ByteSource;
  stdout(chunk: string): void;
  stderr(chunk: string): void;
  env: Env;
  cwd: string;
  /** Whether stdout is a terminal (colour, progress); false in tests and pipes. */
  isTTY?: boolean;
}

/** Adds one command to the program; its action sets `exit.code` when it is not 0. */
export type CommandInstaller = (program: Command, io: CliIO, exit: { code: number }) => void;

// `dispatch` runs as a hook: whatever is wrong with its command line, it must exit 0 and print
// nothing the host could misread.
const ALWAYS_ZERO = new Set(['dispatch']);

/** Runs the CLI and returns the exit code; the caller, at the process edge, exits with it. */
export async function runProgram(argv: readonly string[], io: CliIO, commands: readonly CommandInstaller[]): Promise<number> {
  const exit = { code: 0 };
  const quiet = ALWAYS_ZERO.has(argv[0] ?? '');
  const program = new Command('waymark')
    .description(text.program)
    .version(version)
    .exitOverride()
    .configureOutput({ writeOut: io.stdout, writeErr: quiet ? () => undefined : io.stderr });
  for (const install of commands) install(program, io, exit);
  try {
    await program.parseAsync([...argv], { from: 'user' });
  } catch (error) {
    if (quiet) return 0;
    if (error instanceof CommanderError) return error.exitCode;
    throw error;
  }
  return quiet ? 0 : exit.code;
}
