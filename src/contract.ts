import type { Contract, Reply } from './contractSchema.js';
import { CONTRACTS } from './contracts.js';
import { parseEvent, type CanonicalEvent } from './event.js';

export function loadContract(id: string): Contract | undefined {
  return Object.hasOwn(CONTRACTS, id) ? (CONTRACTS[id] as Contract) : undefined;
}

/** How this vendor delivers a reply to the event it names; `none` for an event it does not know. */
export function replyKind(contract: Contract, vendorEvent: string): Reply {
  return contract.events[vendorEvent]?.reply ?? 'none';
}

/** The vendor's payload as the canonical event; undefined when it is not an event at all. */
export function inbound(contract: Contract, vendorEvent: string, payload: unknown): CanonicalEvent | undefined {
  const event = parseEvent(payload);
  if (!event) return undefined;
  // The registration names the event; the payload's own name may be absent or spelled another way.
  event.hook_event_name = contract.events[vendorEvent]?.canonical ?? vendorEvent;
  return event;
}

/** The reply in the vendor's shape; empty text is silence, never `{}`. */
export function outbound(contract: Contract, vendorEvent: string, text: string): string {
  if (text === '') return '';
  switch (replyKind(contract, vendorEvent)) {
    case 'hookSpecificOutput':
      return JSON.stringify({ hookSpecificOutput: { hookEventName: vendorEvent, additionalContext: text } });
    case 'none':
      return '';
  }
}
