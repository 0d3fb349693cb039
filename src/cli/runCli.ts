import type { CliIO } from '../edge/cliIO.js';
import { runDispatch } from '../hook/request.js';
import { terminalSafe } from '../deliver/terminalSafe.js';
import { completionCommand } from './commands/completionCommand.js';
import { dispatchCommand } from './commands/dispatchCommand.js';
import { doctorCommand } from './commands/doctorCommand.js';
import { explainCommand } from './commands/explainCommand.js';
import { installCommand } from './commands/installCommand.js';
import { listCommand } from './commands/listCommand.js';
import { logCommand } from './commands/logCommand.js';
import { replayCommand } from './commands/replayCommand.js';
import { schemaCommand } from './commands/schemaCommand.js';
import { silenceCommand } from './commands/silenceCommand.js';
import { skillsCommand } from './commands/skillsCommand.js';
import { statsCommand } from './commands/statsCommand.js';
import { uninstallCommand } from './commands/uninstallCommand.js';
import { upgradeCommand } from './commands/upgradeCommand.js';
import { verifyCommand } from './commands/verifyCommand.js';
import { runProgram } from './program.js';

// What the commands print for people may quote a repository's text: control sequences go; colours
// stay only on a terminal, where waymark styles its own output.
const forPeople = (io: CliIO): CliIO =>
  Object.assign(Object.create(io) as CliIO, {
    stdout: (chunk: string) => io.stdout(terminalSafe(chunk, io.isTTY === true)),
    stderr: (chunk: string) => io.stderr(terminalSafe(chunk, io.stderrTTY === true)),
  });

/**
 * `waymark <argv>` against this IO, returning the exit code: what the built CLI runs at its edge, and
 * what the tests run in-process (test/support/inProcess.ts) to get the same answer without a spawn.
 */
export function runCli(argv: readonly string[], io: CliIO): Promise<number> {
  return argv[0] === 'dispatch'
    ? runDispatch(argv.slice(1), io)
    : runProgram(argv, forPeople(io), [
        dispatchCommand,
        installCommand,
        upgradeCommand,
        verifyCommand,
        uninstallCommand,
        explainCommand,
        listCommand,
        replayCommand,
        skillsCommand,
        schemaCommand,
        silenceCommand,
        logCommand,
        statsCommand,
        doctorCommand,
        completionCommand,
      ]);
}
