import { canonicalToolsOf } from '../../contracts/contract.js';
import { evidenceOf, type Evidence } from './evidence.js';
import type { Contract } from '../../contracts/schema.js';
import type { Message } from '../../messages/message.js';
import { matcherMatches } from '../../core/route.js';

// Coverage as data: for one harness, when each message's advice reaches the model and
// why, derived from its contract and the registrations its installer writes. Nothing here is
// written by hand, so `list --harnesses`, install, verify and docs/harnesses/ cannot disagree.

/** When the model reads a message's advice on this harness. */
export type When = 'session-start' | 'prompt' | 'before-tool' | 'after-tool' | 'next-prompt' | 'never';

/** Why a message arrives when it does: the contract fact behind it. */
export type Reason =
  /** Registered on an event the vendor delivers, the one the message is bound to. */
  | { kind: 'delivered'; event: string; source: string }
  /** The vendor drops the bound event's output; the contract moves the advice to one it delivers. */
  | { kind: 'rerouted'; from: string; event: string; source: string }
  /** The vendor has the event but passes nothing of it to the model. */
  | { kind: 'dropped'; event: string; source: string }
  /** The vendor drops the tool event's output: dispatch keeps the advice for the next prompt, worded as after the call. */
  | { kind: 'later'; event: string; prompt: string; source: string }
  /** The vendor has no event that the message's canonical event maps to. */
  | { kind: 'no-event'; canonical: string }
  /** None of the vendor's tools is one the message's matcher names. */
  | { kind: 'no-tool'; matcher: string }
  /** The vendor delivers the event, but the installer does not register it. */
  | { kind: 'not-registered'; event: string };

export interface Delivery {
  /** The message file, and the guard that evaluates it (none: a base message). */
  message: string;
  guard?: string;
  when: When;
  reason: Reason;
  /** The vendor tools it is evaluated for on a tool event; empty otherwise. */
  tools: string[];
  /** How the fact behind `when` is known (src/install/evidence.ts); absent where no fact is cited. */
  evidence?: Evidence;
}

/** One registration as the installer writes it: a vendor event and the messages it evaluates. */
export interface Registered {
  event: string;
  messages: readonly string[];
  /** The vendor tools the registration matches; undefined for every tool. */
  tools?: readonly string[];
}

const TOOL_EVENTS = new Set(['PreToolUse', 'PostToolUse', 'PostToolUseFailure']);

/** When the model reads what a registration on this canonical event prints. */
function whenOf(canonical: string): When {
  if (canonical === 'SessionStart') return 'session-start';
  if (canonical === 'UserPromptSubmit') return 'prompt';
  if (canonical === 'PreToolUse') return 'before-tool';
  return TOOL_EVENTS.has(canonical) ? 'after-tool' : 'never';
}

/** Every message with an event binding, in the order of the library: when it reaches the model here. */
export function coverage(contract: Contract, registered: readonly Registered[], library: readonly Message[]): Delivery[] {
  return deliveries(contract, registered, library).map((delivery) =>
    'source' in delivery.reason ? { ...delivery, evidence: evidenceOf(delivery.reason.source) } : delivery,
  );
}

function deliveries(contract: Contract, registered: readonly Registered[], library: readonly Message[]): Delivery[] {
  const events = Object.entries(contract.events);
  const vendorTools = Object.keys(contract.tools ?? {}).map((tool) => [tool, canonicalToolsOf(contract, tool)] as const);
  return library
    .filter((message) => message.bindings.event !== undefined)
    .map((message) => {
      const bound = message.bindings.event!;
      const base = { message: message.name, ...(message.bindings.guard ? { guard: message.bindings.guard } : {}) };
      const reroute = contract.reroute?.[bound];
      const target = reroute?.to ?? bound;
      const tools = TOOL_EVENTS.has(bound)
        ? vendorTools
            .filter(([, canonicals]) => canonicals.some((canonical) => matcherMatches(message.bindings.matcher, canonical)))
            .map(([name]) => name)
        : [];
      const never = (reason: Reason): Delivery => ({ ...base, when: 'never', reason, tools: [] });
      // A registration without a matcher names every message, also one whose tool the vendor lacks.
      if (TOOL_EVENTS.has(bound) && tools.length === 0) return never({ kind: 'no-tool', matcher: message.bindings.matcher ?? '*' });
      const runsFor = (each: Registered) => !TOOL_EVENTS.has(bound) || !each.tools || tools.some((tool) => each.tools!.includes(tool));
      const at = registered.filter(
        (each) =>
          each.messages.includes(message.name) &&
          (Object.hasOwn(contract.events, each.event) ? contract.events[each.event]!.reply : undefined) !== 'none' &&
          runsFor(each),
      );
      if (at.length > 0) {
        const event = at[0]!.event;
        const canonical = contract.events[event]!.canonical;
        const reached = TOOL_EVENTS.has(bound) ? tools.filter((tool) => at.some((each) => !each.tools || each.tools.includes(tool))) : [];
        const reason: Reason = reroute
          ? { kind: 'rerouted', from: bound, event, source: reroute.source }
          : { kind: 'delivered', event, source: contract.events[event]!.source };
        return { ...base, when: whenOf(canonical), reason, tools: reached };
      }
      const dropped = registered.find(
        (each) =>
          each.messages.includes(message.name) &&
          contract.events[each.event]?.reply === 'none' &&
          TOOL_EVENTS.has(contract.events[each.event]!.canonical) &&
          runsFor(each),
      );
      const prompt = registered.find(
        (each) => contract.events[each.event]?.canonical === 'UserPromptSubmit' && contract.events[each.event]!.reply !== 'none',
      );
      // Only a guard's advice is kept: a base message on a dropped event would be marked given and never read.
      if (dropped && prompt && message.bindings.guard !== undefined) {
        const reached = tools.filter((tool) => !dropped.tools || dropped.tools.includes(tool));
        return {
          ...base,
          when: 'next-prompt',
          reason: { kind: 'later', event: dropped.event, prompt: prompt.event, source: contract.events[dropped.event]!.source },
          tools: reached,
        };
      }
      const own = events.filter(([, each]) => each.canonical === target);
      const delivering = own.find(([, each]) => each.reply !== 'none');
      if (delivering) return never({ kind: 'not-registered', event: delivering[0] });
      const drops = events.find(([, each]) => each.canonical === bound) ?? own[0];
      if (drops) return never({ kind: 'dropped', event: drops[0], source: drops[1].source });
      return never({ kind: 'no-event', canonical: bound });
    });
}
