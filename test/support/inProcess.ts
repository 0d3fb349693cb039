import { Readable } from 'node:stream';
import { dispatch } from '../../src/dispatch/dispatch.js';

/** One dispatch run in-process, with real files and a real state dir: the reply it prints. */
export function dispatchInProcess(
  args: { event: string; contract?: string; messages?: string[] },
  input: string,
  env: Record<string, string | undefined>,
  options: { cwd?: string; messagesDir?: string; debug?: string[] } = {},
): Promise<string> {
  const debug = options.debug;
  return dispatch(
    { event: args.event, contract: args.contract ?? 'claude', messages: args.messages ?? [] },
    {
      stdin: Readable.from([Buffer.from(input)]),
      env,
      cwd: options.cwd ?? process.cwd(),
      messagesDir: options.messagesDir,
      log: { debug: (line: string) => void debug?.push(line) },
    },
  );
}
