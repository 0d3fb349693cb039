import type { Contract } from '../../contracts/schema.js';
import type { Message } from '../../messages/message.js';
import { OMP_CONTRACT } from '../../hosts/omp/translate.js';
import { coverage, type Delivery } from './delivery.js';

// oh-my-pi runs waymark in-process (src/omp/): the bootstrap at before_agent_start, every message
// bound to a tool event judged at tool_call and attached to that call's result at tool_result, so
// the model reads tool advice with the result (DESIGN §8). As coverage, that is one registration
// per event naming every message, and PreToolUse advice delivered on tool_result.

export function ompCoverage(library: readonly Message[]): Delivery[] {
  // test/omp runs both oh-my-pi versions with the built module: bootstrap and tool advice are observed there.
  const observed = (source: string) => `observed with oh-my-pi 17.2.15 and 18.3.4 (npm run test:omp); ${source}`;
  const events = Object.fromEntries(
    Object.entries(OMP_CONTRACT.events).map(([name, event]) => [name, { ...event, source: observed(event.source) }]),
  );
  const contract: Contract = {
    ...OMP_CONTRACT,
    events,
    reroute: { PreToolUse: { to: 'PostToolUse', source: observed(OMP_CONTRACT.events.tool_call!.source) } },
  };
  const on = (...events: string[]) =>
    library.filter((message) => events.includes(message.bindings.event ?? '')).map((message) => message.name);
  return coverage(
    contract,
    [
      { event: 'before_agent_start', messages: on('SessionStart') },
      { event: 'tool_result', messages: on('PreToolUse', 'PostToolUse') },
    ],
    library,
  );
}
