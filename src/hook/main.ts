// The hook entry: `node dist/dispatch.cjs [--contract <id>] <Event> [<message> ...]`, and what
// `waymark dispatch …` runs. It starts on every tool call, so it loads neither commander nor the CLI.
import { runAtEdge } from '../edge/edge.js';
import { pullStdin } from './pullStdin.js';
import { runDispatch } from './request.js';

runAtEdge((io) => runDispatch(process.argv.slice(2), io, pullStdin));
