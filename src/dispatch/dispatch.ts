import { appendAdvice } from '../adviceLog/appendAdvice.js';
import { adviceEntry } from '../adviceLog/adviceEntry.js';
import type { Log } from '../log.js';
import type { Env } from '../state/state.js';
import { text } from '../text.js';
import { evaluate, type CoreIO, type Inspection } from './evaluate.js';
import { firstDelivery, firstForToolCall } from './firstDelivery.js';
import { readPayload, type ByteSource, type ReadLimits } from './readPayload.js';
import { reply } from './reply.js';
import { isSilence, registration, translate } from './translate.js';

export type { Inspection } from './evaluate.js';

export interface DispatchRequest {
  /** The event as the registration spells it. */
  event: string;
  /** Message names from the command line; empty means every message bound to the event. */
  messages: readonly string[];
  contract: string;
}

export interface DispatchIO extends CoreIO {
  stdin: ByteSource;
  limits?: ReadLimits;
}

/** The reply for one hook invocation: what goes to stdout, empty for silence. Never throws. */
export async function dispatch(request: DispatchRequest, io: DispatchIO): Promise<string> {
  try {
    return await run(request, io);
  } catch (error) {
    io.log.debug(text.debug.failed(error));
    return '';
  }
}

// stdin ─► read ─► translate ─► evaluate (route, guards, compose, cap) ─► first delivery ─► reply
async function run(request: DispatchRequest, io: DispatchIO): Promise<string> {
  const { env, log } = io;
  if (disabled(env)) return silent(log, text.debug.disabled);
  const contract = registration(request.contract, request.event);
  if (isSilence(contract)) return silent(log, contract.silent);

  const read = await readPayload(io.stdin, io.limits);
  log.debug(text.debug.read(read.bytes, read.outcome));
  const translation = translate(contract, request.event, read.value, env);
  if (isSilence(translation)) return silent(log, translation.silent);
  if (translation.contract !== contract) log.debug(text.debug.foreign(translation.contract.id, translation.vendorEvent));

  const { contract: vendor, events } = translation;
  let inspected: Inspection | undefined;
  const answer = await evaluate(
    events,
    {
      messages: request.messages,
      reroute: translation.reroute,
      limit: vendor.cap.chars,
      unit: vendor.cap.unit,
      // One tool call's advice once, across a host's own registration and its Claude Code import.
      fresh: (names) => firstForToolCall(vendor, events[0]!, env, names, log),
    },
    {
      ...io,
      inspect: (inspection) => {
        inspected = inspection;
        io.inspect?.(inspection);
      },
    },
  );
  if (answer.text === '') return '';
  // SessionStart once across a host's two registrations; never a Stop while a Stop hook continues the turn.
  if (!(await firstDelivery(vendor, events[0]!, env, log))) return '';
  // What was said, by which rules, goes to the advice log (src/adviceLog/).
  if (inspected && inspected.advisories.size > 0) appendAdvice(adviceEntry(vendor.id, inspected, io.cwd, env), env);
  return reply(translation, answer);
}

export function disabled(env: Env): boolean {
  return env.WAYMARK_DISABLE === '1' || env.WAYMARK_DISABLE === 'true';
}

function silent(log: Log, why: string): string {
  log.debug(why);
  return '';
}
