// The `waymark` command for people; `bin/waymark.cjs` starts it (and sends `dispatch` straight to
// the hook entry, dist/dispatch.cjs).
import { dispatchCommand } from './commands/dispatchCommand.js';
import { explainCommand } from './commands/explainCommand.js';
import { installCommand } from './commands/installCommand.js';
import { listCommand } from './commands/listCommand.js';
import { replayCommand } from './commands/replayCommand.js';
import { schemaCommand } from './commands/schemaCommand.js';
import { skillsCommand } from './commands/skillsCommand.js';
import { uninstallCommand } from './commands/uninstallCommand.js';
import { upgradeCommand } from './commands/upgradeCommand.js';
import { verifyCommand } from './commands/verifyCommand.js';
import { runDispatch } from '../dispatch/request.js';
import { runAtEdge } from '../edge.js';
import { runProgram } from './program.js';

const argv = process.argv.slice(2);
runAtEdge((io) =>
  argv[0] === 'dispatch'
    ? runDispatch(argv.slice(1), io)
    : runProgram(argv, io, [dispatchCommand, installCommand, upgradeCommand, verifyCommand, uninstallCommand, explainCommand, listCommand, replayCommand, skillsCommand, schemaCommand]),
);
