// The `waymark` command for people; `bin/waymark.js` starts it.
import { dispatchCommand } from '../commands/dispatchCommand.js';
import { skillsCommand } from '../commands/skillsCommand.js';
import { runAtEdge } from '../edge.js';
import { runProgram } from '../program.js';

runAtEdge((io) => runProgram(process.argv.slice(2), io, [dispatchCommand, skillsCommand]));
