import { canonicalToolsOf, loadContract } from '../../contracts/contract.js';
import type { Contract } from '../../contracts/schema.js';
import { TOOL_EVENTS } from '../../core/event.js';
import type { Message } from '../../messages/message.js';
import { matcherMatches } from '../../core/route.js';
import type { Harness } from '../harnesses/harness.js';

// Registrations come from the messages' `## Bindings` (DESIGN §3) read through the harness's
// contract: the messages say what runs where, the contract says what each vendor event is and
// where the vendor delivers advice it drops (`reroute`).

export interface Registration {
  /** The event key as the vendor spells it. */
  event: string;
  matcher?: string;
  /** Message names the command evaluates, in a stable order. */
  messages: string[];
}

const WILDCARD = new Set(['', '*', '.*']);

// Every descriptor names a bundled contract (test/unit/installRegistrations.spec.ts).
const contractOf = (harness: Harness): Contract => loadContract(harness.contract)!;

/** Vendor tool name → the canonical tools a call of it may become (first: its name without a transform): the contract's `tools`. */
export function toolsOf(harness: Harness): Readonly<Record<string, readonly string[]>> {
  const contract = contractOf(harness);
  return Object.fromEntries(Object.keys(contract.tools ?? {}).map((tool) => [tool, canonicalToolsOf(contract, tool)]));
}

/** The canonical event a vendor event stands for (the contract's `events`; its own name otherwise, as in dispatch). */
export function canonicalOf(harness: Harness, vendorEvent: string): string {
  const events = contractOf(harness).events;
  return (Object.hasOwn(events, vendorEvent) ? events[vendorEvent]!.canonical : undefined) ?? vendorEvent;
}

/**
 * The messages a vendor event evaluates: those bound to its canonical event, as dispatch selects
 * them (src/core/route.ts `bindsTo`): a message bound to an event the contract reroutes counts on the
 * event it is rerouted to, and no longer on its own.
 */
export function boundTo(harness: Harness, vendorEvent: string, library: readonly Message[]): Message[] {
  const canonical = canonicalOf(harness, vendorEvent);
  const reroute = contractOf(harness).reroute ?? {};
  const effective = (event: string | undefined) => (event !== undefined && Object.hasOwn(reroute, event) ? reroute[event]!.to : event);
  return library.filter((message) => effective(message.bindings.event) === canonical).sort((a, b) => (a.name < b.name ? -1 : 1));
}

/**
 * One registration per vendor event and matcher. Tools are grouped by the exact list of messages
 * they evaluate, so every tool call matches one registration and no guard runs twice for it
 * (DESIGN §2, invariant 7). When one message wants every tool, the event gets one registration
 * with no matcher, naming all its messages: dispatch still applies each message's own matcher.
 */
export function registrations(harness: Harness, library: readonly Message[]): Registration[] {
  const out: Registration[] = [];
  for (const event of harness.events) {
    const bound = boundTo(harness, event, library);
    if (bound.length === 0) continue;
    const all = bound.map((message) => message.name);
    const anyTool = bound.some((message) => message.bindings.matcher === undefined || WILDCARD.has(message.bindings.matcher));
    if (!TOOL_EVENTS.has(canonicalOf(harness, event)) || anyTool) {
      out.push({ event, messages: all });
      continue;
    }
    const groups = new Map<string, { tools: string[]; messages: string[] }>();
    // A vendor tool that may become several canonical tools (a Codex patch: Write or Edit) evaluates
    // the messages of each; dispatch applies every message's own matcher to what the call became.
    for (const [vendorTool, canonicals] of Object.entries(toolsOf(harness))) {
      const messages = bound
        .filter((message) => canonicals.some((canonical) => matcherMatches(message.bindings.matcher, canonical)))
        .map((message) => message.name);
      if (messages.length === 0) continue;
      const key = messages.join(' ');
      const group = groups.get(key) ?? { tools: [], messages };
      group.tools.push(vendorTool);
      groups.set(key, group);
    }
    for (const { tools, messages } of groups.values()) out.push({ event, matcher: matcherFor(harness, tools), messages });
  }
  return [...out, ...laterRegistrations(harness, out)];
}

/**
 * Where the harness drops a tool event's output, dispatch keeps that event's advice for the next
 * event that reaches the model: a prompt registration with no messages of its own still gives it.
 */
function laterRegistrations(harness: Harness, made: readonly Registration[]): Registration[] {
  const contract = contractOf(harness);
  const defers = made.some((each) => contract.events[each.event]?.reply === 'none' && TOOL_EVENTS.has(canonicalOf(harness, each.event)));
  if (!defers) return [];
  return harness.events
    .filter(
      (event) =>
        canonicalOf(harness, event) === 'UserPromptSubmit' &&
        contract.events[event]?.reply !== 'none' &&
        !made.some((each) => each.event === event),
    )
    .map((event) => ({ event, messages: [] }));
}

function matcherFor(harness: Harness, tools: readonly string[]): string {
  const list = tools.join('|');
  return harness.matcherSyntax === 'anchored' ? `^(?:${list})$` : list;
}
