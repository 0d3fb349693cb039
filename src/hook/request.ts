import type { CliIO } from '../edge/cliIO.js';
import { createLog } from '../edge/log.js';
import { contractId } from '../contracts/harnessIds.js';
import { text } from '../text.js';
import { dispatch, type DispatchRequest } from './dispatch.js';
import type { PullSource } from './pullStdin.js';

/**
 * `[--contract <id>] <Event> [<message> ...]`, or undefined when the line names no event. A hook's
 * command line is never an occasion for help or version text: unknown flags (`--help`, `-V`) are
 * ignored, and a line that cannot be read ends in silence. Read by hand, not with util.parseArgs:
 * one option does not pay for loading its module on every tool call.
 */
export function parseDispatchArgs(argv: readonly string[]): DispatchRequest | undefined {
  const positionals: string[] = [];
  let contract = 'claude';
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i]!;
    if (arg === '--') {
      positionals.push(...argv.slice(i + 1));
      break;
    }
    if (arg === '--contract') {
      const value = argv[++i];
      if (value === undefined) return undefined;
      contract = value;
    } else if (arg.startsWith('--contract=')) contract = arg.slice('--contract='.length);
    else if (!arg.startsWith('-') || arg === '-') positionals.push(arg);
  }
  const [event, ...messages] = positionals;
  // Either spelling of the harness: `--contract claude-code` is `--contract claude`.
  return event ? { event, messages, contract: contractId(contract) } : undefined;
}

/**
 * Runs one hook invocation against the process's IO. Always 0: a hook's exit code is never news.
 * `pull`: the hook entry's stdin without a stream where it can have one (src/hook/pullStdin.ts).
 */
export async function runDispatch(argv: readonly string[], io: CliIO, pull?: () => PullSource | undefined): Promise<number> {
  const request = parseDispatchArgs(argv);
  if (!request) {
    // A person asking (no event named: no registration looks like this): the usage goes to
    // stderr; stdout, which a harness reads, stays empty.
    if (argv.includes('--help') || argv.includes('-h')) io.stderr(text.dispatchUsage);
    return 0;
  }
  const reply = await dispatch(request, { stdin: pull?.() ?? io.stdin, env: io.env, cwd: io.cwd, log: createLog(io.env, io.stderr) });
  if (reply) io.stdout(reply);
  return 0;
}
