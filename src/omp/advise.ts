import { Readable } from 'node:stream';
import { dispatch } from '../dispatch/dispatch.js';
import type { Log } from '../log.js';
import type { Env } from '../state/state.js';

export interface AdviseIO {
  env: Env;
  log: Log;
  /** Where the payload's own `cwd` is missing. */
  cwd: string;
  /** Messages directory override (tests); waymark's own `messages/` otherwise. */
  messagesDir?: string;
}

/**
 * What waymark says to the model about one canonical payload, or '' for nothing. The same path a
 * hook command takes (contract, routing, guards, once-per-session state, cap), fed from memory
 * instead of stdin: one implementation of the guards behind both front doors.
 */
export async function advise(payload: Record<string, unknown>, io: AdviseIO): Promise<string> {
  const event = payload.hook_event_name;
  if (typeof event !== 'string') return '';
  const stdin = Readable.from([Buffer.from(JSON.stringify(payload))]);
  const reply = await dispatch({ event, messages: [], contract: 'claude' }, { stdin, env: io.env, cwd: io.cwd, log: io.log, messagesDir: io.messagesDir });
  return additionalContext(reply);
}

/** The model-visible text of a Claude-contract reply. */
export function additionalContext(reply: string): string {
  if (!reply) return '';
  try {
    const text: unknown = JSON.parse(reply)?.hookSpecificOutput?.additionalContext;
    return typeof text === 'string' ? text : '';
  } catch {
    return '';
  }
}
