// The `waymark` command for people; `bin/waymark.cjs` starts it (and sends `dispatch` straight to
// the hook entry, dist/dispatch.cjs).
import { dispatchCommand } from './commands/dispatchCommand.js';
import { explainCommand } from './commands/explainCommand.js';
import { installCommand } from './commands/installCommand.js';
import { listCommand } from './commands/listCommand.js';
import { replayCommand } from './commands/replayCommand.js';
import { schemaCommand } from './commands/schemaCommand.js';
import { silenceCommand } from './commands/silenceCommand.js';
import { logCommand } from './commands/logCommand.js';
import { doctorCommand } from './commands/doctorCommand.js';
import { completionCommand } from './commands/completionCommand.js';
import { statsCommand } from './commands/statsCommand.js';
import { skillsCommand } from './commands/skillsCommand.js';
import { uninstallCommand } from './commands/uninstallCommand.js';
import { upgradeCommand } from './commands/upgradeCommand.js';
import { verifyCommand } from './commands/verifyCommand.js';
import { runDispatch } from '../hook/request.js';
import { runAtEdge } from '../edge/edge.js';
import type { CliIO } from '../edge/cliIO.js';
import { terminalSafe } from '../deliver/terminalSafe.js';
import { runProgram } from './program.js';

const argv = process.argv.slice(2);
// What the commands print for people may quote a repository's text: control sequences go; colours
// stay only on a terminal, where waymark styles its own output.
const forPeople = (io: CliIO): CliIO =>
  Object.assign(Object.create(io) as CliIO, {
    stdout: (chunk: string) => io.stdout(terminalSafe(chunk, io.isTTY === true)),
    stderr: (chunk: string) => io.stderr(terminalSafe(chunk, io.stderrTTY === true)),
  });
runAtEdge((io) =>
  argv[0] === 'dispatch'
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
      ]),
);
