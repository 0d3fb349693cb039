import { parseArgs } from 'node:util';
import type { CliIO } from '../edge.js';
import { createLog } from '../log.js';
import { dispatch, type DispatchRequest } from './dispatch.js';

/**
 * `[--contract <id>] <Event> [<message> ...]`, or undefined when the line names no event. A hook's
 * command line is never an occasion for help or version text: unknown flags (`--help`, `-V`) are
 * ignored, and a line that cannot be read ends in silence.
 */
export function parseDispatchArgs(argv: readonly string[]): DispatchRequest | undefined {
  try {
    const { values, positionals } = parseArgs({ args: [...argv], options: { contract: { type: 'string' } }, allowPositionals: true, strict: false });
    const [event, ...messages] = positionals;
    const contract = values.contract ?? 'claude';
    if (!event || typeof contract !== 'string') return undefined;
    return { event, messages, contract };
  } catch {
    return undefined;
  }
}

/** Runs one hook invocation against the process's IO. Always 0: a hook's exit code is never news. */
export async function runDispatch(argv: readonly string[], io: CliIO): Promise<number> {
  const request = parseDispatchArgs(argv);
  if (!request) return 0;
  const reply = await dispatch(request, { stdin: io.stdin, env: io.env, cwd: io.cwd, log: createLog(io.env, io.stderr) });
  if (reply) io.stdout(reply);
  return 0;
}
