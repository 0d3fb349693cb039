// The `waymark` command for people; `bin/waymark.cjs` starts it (and sends `dispatch` straight to
// the hook entry, dist/dispatch.cjs).
import { runAtEdge } from '../edge/edge.js';
import { runCli } from './runCli.js';

runAtEdge((io) => runCli(process.argv.slice(2), io));
