import { core, type CoreIO } from '../core/core.js';
import { disabled } from '../core/disabled.js';
import { deliver, type DeliverIO } from '../deliver/deliver.js';
import type { Log } from '../edge/log.js';
import { text } from '../text.js';
import type { PullSource } from './pullStdin.js';
import { readPayload, type ByteSource, type ReadLimits } from './readPayload.js';
import { isSilence, registration, translate, type Silence, type Translation } from './translate.js';

export interface DispatchRequest {
  /** The event as the registration spells it. */
  event: string;
  /** Message names from the command line; empty means every message bound to the event. */
  messages: readonly string[];
  contract: string;
}

export interface DispatchIO extends CoreIO, DeliverIO {
  stdin: ByteSource | PullSource;
  limits?: ReadLimits;
}

/** The reply for one hook invocation: what goes to stdout, empty for silence. Never throws. */
export async function dispatch(request: DispatchRequest, io: DispatchIO): Promise<string> {
  try {
    if (disabled(io.env)) return silent(io.log, { silent: text.debug.disabled });
    // stdin ─► read once ─► contract.inbound ─► core: route ─► guards ─► findings ─► deliver ─► stdout
    const call = await hear(request, io);
    if (isSilence(call)) return silent(io.log, call);
    // The core's commit also logs what the call says, by which rules (src/adviceLog/).
    const findings = await core(call.events, { messages: request.messages, heard: call.heard, harness: call.contract.id }, io);
    return deliver(call, findings, { log: io.log, inspect: io.inspect });
  } catch (error) {
    io.log.debug(text.debug.failed(error));
    return '';
  }
}

/** The hook's half: the registration's contract, stdin read once, the caller's payload in canonical terms. */
async function hear(request: DispatchRequest, io: DispatchIO): Promise<Translation | Silence> {
  const contract = registration(request.contract, request.event);
  if (isSilence(contract)) return contract;
  const read = await readPayload(io.stdin, io.limits);
  io.log.debug(text.debug.read(read.bytes, read.outcome));
  const translation = translate(contract, request.event, read.value, io.env);
  if (!isSilence(translation) && translation.contract !== contract)
    io.log.debug(text.debug.foreign(translation.contract.id, translation.vendorEvent));
  return translation;
}

function silent(log: Log, { silent: why }: Silence): string {
  log.debug(why);
  return '';
}
