// The `waymark` command for people; `bin/waymark.js` starts it.
import { dispatchCommand } from '../commands/dispatchCommand.js';
import { explainCommand } from '../commands/explainCommand.js';
import { listCommand } from '../commands/listCommand.js';
import { replayCommand } from '../commands/replayCommand.js';
import { runAtEdge } from '../edge.js';
import { runProgram } from '../program.js';

runAtEdge((io) => runProgram(process.argv.slice(2), io, [dispatchCommand, explainCommand, listCommand, replayCommand]));
