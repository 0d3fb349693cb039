import { inboundAll, loadContract, recogniseForeign, replyKind } from '../contracts/contract.js';
import type { Contract, Reply } from '../contracts/schema.js';
import { TOOL_EVENTS, type CanonicalEvent } from '../core/event.js';
import type { Env } from '../edge/env.js';
import { text } from '../text.js';

/** The vendor's call in canonical terms, with all deliver needs to answer in its dialect. */
export interface Translation {
  /** The vendor whose dialect the reply speaks (the caller's, when it is not the registration's). */
  contract: Contract;
  /** The event as that vendor spells it. */
  vendorEvent: string;
  /** How that vendor reads a reply to it. */
  reply: Reply;
  /** One canonical event per file a call touches (a Codex patch over several files), at least one. */
  events: CanonicalEvent[];
  /** Whether the vendor passes this event's reply to the model; a tool event's advice waits for one that does. */
  heard: boolean;
}

/** Why a call ends in silence before any guard runs. */
export interface Silence {
  silent: string;
}

/**
 * The registration's contract, or why it cannot answer: an unknown contract, or an event whose
 * output the vendor never reads and that carries no tool call (then stdin need not even be read).
 * A tool event the vendor drops is still judged: its advice waits for the vendor's next event
 * that reaches the model.
 */
export function registration(contractId: string, vendorEvent: string): Contract | Silence {
  const contract = loadContract(contractId);
  if (!contract) return { silent: text.debug.unknownContract(contractId) };
  if (replyKind(contract, vendorEvent) === 'none' && !deferrable(contract, vendorEvent))
    return { silent: text.debug.dropped(vendorEvent, contract.id) };
  return rerouted(contract, vendorEvent) ?? contract;
}

/** An event whose advice the vendor receives on another event (the contract's `reroute`): nothing is said here. */
function rerouted(contract: Contract, vendorEvent: string): Silence | undefined {
  const canonical = Object.hasOwn(contract.events, vendorEvent) ? contract.events[vendorEvent]!.canonical : vendorEvent;
  const to = contract.reroute && Object.hasOwn(contract.reroute, canonical) ? contract.reroute[canonical]!.to : undefined;
  return to === undefined ? undefined : { silent: text.debug.rerouted(vendorEvent, contract.id, to) };
}

/**
 * vendor → canonical, in one place. The caller is recognised first: a harness that runs another
 * harness's registration (Cursor, Copilot, Devin and Grok run Claude Code's; Grok runs Cursor's)
 * sends its own payload, and is answered in its own dialect, or not at all; never in the dialect
 * the registration was written for. Then key renames, transforms and tool names. Translation does
 * not judge: it never looks at what a command or a write says.
 */
export function translate(contract: Contract, registeredEvent: string, payload: unknown, env: Env): Translation | Silence {
  let vendorEvent = registeredEvent;
  // Only a registration another harness also runs (Claude Code's, Cursor's: the contract's
  // `acceptsForeign`) can hear a foreign payload, and only from the harnesses that do run it; any
  // other reads its own vendor's, whatever the env says.
  const caller = contract.acceptsForeign ? recogniseForeign(payload, registeredEvent, env, contract.acceptsForeign.from) : undefined;
  if (caller && caller.contract.id !== contract.id) {
    if (!caller.event || (replyKind(caller.contract, caller.event) === 'none' && !deferrable(caller.contract, caller.event)))
      return { silent: text.debug.foreign(caller.contract.id, caller.event) };
    const elsewhere = rerouted(caller.contract, caller.event);
    if (elsewhere) return elsewhere;
    contract = caller.contract;
    vendorEvent = caller.event;
  }
  const events = inboundAll(contract, vendorEvent, payload, env);
  if (events.length === 0) return { silent: text.debug.notAnEvent };
  const reply = replyKind(contract, vendorEvent);
  return { contract, vendorEvent, reply, events, heard: reply !== 'none' };
}

/** A tool event whose reply the vendor drops: judged now, said at its next event that reaches the model. */
function deferrable(contract: Contract, vendorEvent: string): boolean {
  return Object.hasOwn(contract.events, vendorEvent) && TOOL_EVENTS.has(contract.events[vendorEvent]!.canonical);
}

export function isSilence(value: object): value is Silence {
  return 'silent' in value;
}
