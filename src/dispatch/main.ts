// The hook entry: `node dist/dispatch.cjs [--contract <id>] <Event> [<message> ...]`. It carries only
// what dispatch needs, because it starts on every tool call.
import { dispatchCommand } from '../cli/commands/dispatchCommand.js';
import { runAtEdge } from '../edge.js';
import { runProgram } from '../cli/program.js';

runAtEdge((io) => runProgram(['dispatch', ...process.argv.slice(2)], io, [dispatchCommand]));
