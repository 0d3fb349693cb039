import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import type { Inspection } from '../deliver/inspection.js';
import { dispatch } from '../hook/dispatch.js';
import type { Env } from '../edge/env.js';
import { stateDir } from '../state/state.js';

export interface Inspected {
  /** The bytes the harness would read on stdout. */
  reply: string;
  /** What was evaluated; undefined when nothing was (no message bound, or the vendor drops the event). */
  inspection?: Inspection;
}

/**
 * Runs one payload through the real dispatch path, in-process, and returns what it decided along
 * with the reply. `stateDir` lets a replay share once-per-session state across calls; without it
 * the call runs in a scratch state dir, as the first call of a session.
 */
export async function inspectDispatch(
  request: { event: string; contract: string; messages?: readonly string[] },
  payload: unknown,
  options: { env: Env; cwd: string; stateDir?: string },
): Promise<Inspected> {
  const scratch = options.stateDir ? undefined : mkdtempSync(join(tmpdir(), 'waymark-inspect-'));
  let inspection: Inspection | undefined;
  try {
    const reply = await dispatch(
      { event: request.event, contract: request.contract, messages: request.messages ?? [] },
      {
        stdin: Readable.from([Buffer.from(JSON.stringify(payload))]),
        // The person's silences are read from their own state, and never used up by an explanation.
        env: {
          ...options.env,
          WAYMARK_DISABLE: undefined,
          WAYMARK_DEBUG: undefined,
          WAYMARK_HOOK_STATE_DIR: options.stateDir ?? scratch,
          WAYMARK_SILENCES_READONLY: options.env.WAYMARK_SILENCES_READONLY ?? stateDir(options.env),
        },
        cwd: options.cwd,
        log: { debug: () => undefined },
        inspect: (value) => {
          inspection = value;
        },
      },
    );
    return { reply, inspection };
  } finally {
    if (scratch) rmSync(scratch, { recursive: true, force: true });
  }
}
