import { inboundAll, loadContract, recogniseForeign, replyKind, reroutes } from '../contracts/contract.js';
import type { CanonicalEvent } from '../contracts/event.js';
import type { Contract, Reply } from '../contracts/schema.js';
import type { Env } from '../state/state.js';
import { text } from '../text.js';
import type { Reroute } from './route.js';

/** The vendor's call in canonical terms, with all the reply stage needs to answer in its dialect. */
export interface Translation {
  /** The vendor whose dialect the reply speaks (another host's, for a foreign payload). */
  contract: Contract;
  /** The event as that vendor spells it. */
  vendorEvent: string;
  /** How that vendor reads a reply to it. */
  reply: Reply;
  /** One canonical event per file a call touches (a Codex patch over several files), at least one. */
  events: CanonicalEvent[];
  /** Canonical events whose messages the vendor receives on another event. */
  reroute: Reroute;
}

/** Why a call ends in silence before any guard runs. */
export interface Silence {
  silent: string;
}

/**
 * The registration's contract, or why it cannot answer: an unknown contract, or an event whose
 * output the vendor never reads (then stdin need not even be read, and no delivery is recorded).
 */
export function registration(contractId: string, vendorEvent: string): Contract | Silence {
  const contract = loadContract(contractId);
  if (!contract) return { silent: text.debug.unknownContract(contractId) };
  if (replyKind(contract, vendorEvent) === 'none') return { silent: text.debug.dropped(vendorEvent, contract.id) };
  return contract;
}

/**
 * vendor → canonical, in one place: a foreign payload (another host running this Claude Code
 * registration with its own shape) is recognised first, then key renames, transforms and tool
 * names. Translation does not judge: it never looks at what a command or a write says.
 */
export function translate(contract: Contract, registeredEvent: string, payload: unknown, env: Env): Translation | Silence {
  let vendorEvent = registeredEvent;
  if (contract.acceptsForeign) {
    const foreign = recogniseForeign(payload, registeredEvent, env);
    if (foreign) {
      if (!foreign.event || replyKind(foreign.contract, foreign.event) === 'none') return { silent: text.debug.foreign(foreign.contract.id, foreign.event) };
      contract = foreign.contract;
      vendorEvent = foreign.event;
    }
  }
  const events = inboundAll(contract, vendorEvent, payload, env);
  if (events.length === 0) return { silent: text.debug.notAnEvent };
  return { contract, vendorEvent, reply: replyKind(contract, vendorEvent), events, reroute: reroutes(contract) };
}

export function isSilence(value: object): value is Silence {
  return 'silent' in value;
}
