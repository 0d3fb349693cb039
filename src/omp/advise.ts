import { reroutes } from '../contracts/contract.js';
import { disabled } from '../dispatch/dispatch.js';
import { evaluate, type CoreIO } from '../dispatch/evaluate.js';
import { canonicalEvents, OMP_CONTRACT, type OmpEvent } from './translate.js';

/**
 * What waymark says to the model about one OMP event, or '' for nothing: its canonical events go
 * straight into the core the hook command runs (route, guards, once-per-session state, cap).
 */
export async function advise(vendorEvent: OmpEvent, payload: Record<string, unknown>, io: CoreIO): Promise<string> {
  if (disabled(io.env)) return '';
  const events = canonicalEvents(vendorEvent, payload, io.env);
  const answer = await evaluate(events, { messages: [], reroute: reroutes(OMP_CONTRACT), limit: OMP_CONTRACT.cap.chars }, io);
  return answer.text;
}
