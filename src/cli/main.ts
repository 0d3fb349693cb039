// The `waymark` command for people; `bin/waymark.js` starts it.
import { dispatchCommand } from './commands/dispatchCommand.js';
import { explainCommand } from './commands/explainCommand.js';
import { installCommand } from './commands/installCommand.js';
import { listCommand } from './commands/listCommand.js';
import { replayCommand } from './commands/replayCommand.js';
import { schemaCommand } from './commands/schemaCommand.js';
import { skillsCommand } from './commands/skillsCommand.js';
import { uninstallCommand } from './commands/uninstallCommand.js';
import { verifyCommand } from './commands/verifyCommand.js';
import { runAtEdge } from '../edge.js';
import { runProgram } from './program.js';

runAtEdge((io) =>
  runProgram(process.argv.slice(2), io, [dispatchCommand, installCommand, verifyCommand, uninstallCommand, explainCommand, listCommand, replayCommand, skillsCommand, schemaCommand]),
);
