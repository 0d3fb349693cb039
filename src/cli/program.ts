import { Command, CommanderError } from 'commander';
import { version } from '../../package.json';
import type { CliIO } from '../edge/cliIO.js';
import { cliText } from '../text.js';

export type { CliIO };

/** Adds one command to the program; its action sets `exit.code` when it is not 0. */
export type CommandInstaller = (program: Command, io: CliIO, exit: { code: number }) => void;

/** Runs the CLI and returns the exit code; the caller, at the process edge, exits with it. */
export async function runProgram(argv: readonly string[], io: CliIO, commands: readonly CommandInstaller[]): Promise<number> {
  const exit = { code: 0 };
  const program = new Command('waymark')
    .description(cliText.program)
    .version(version)
    .exitOverride()
    .configureOutput({ writeOut: io.stdout, writeErr: io.stderr });
  for (const install of commands) install(program, io, exit);
  try {
    await program.parseAsync([...argv], { from: 'user' });
  } catch (error) {
    // Help and version exit 0; every other complaint of commander's is about the command line: 2.
    if (error instanceof CommanderError) return error.exitCode === 0 ? 0 : 2;
    throw error;
  }
  return exit.code;
}
