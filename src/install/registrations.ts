import { TOOL_EVENTS } from '../event.js';
import type { Message } from '../message.js';
import { matcherMatches } from '../route.js';
import type { Harness } from './harness.js';

// Registrations come from the messages' `## Bindings` (DESIGN §3): the messages are the single
// source of truth for what runs where.

export interface Registration {
  /** The event key as the vendor spells it. */
  event: string;
  matcher?: string;
  /** Message names the command evaluates, in a stable order. */
  messages: string[];
}

const WILDCARD = new Set(['', '*', '.*']);

/**
 * One registration per vendor event and matcher. Tools are grouped by the exact list of messages
 * they evaluate, so every tool call matches one registration and no guard runs twice for it
 * (DESIGN §2, invariant 7).
 */
export function registrations(harness: Harness, library: readonly Message[]): Registration[] {
  const out: Registration[] = [];
  for (const plan of harness.events) {
    const bound = library.filter((message) => message.bindings.event === plan.binds).sort((a, b) => (a.name < b.name ? -1 : 1));
    if (bound.length === 0) continue;
    const all = bound.map((message) => message.name);
    const anyTool = bound.some((message) => message.bindings.matcher === undefined || WILDCARD.has(message.bindings.matcher));
    if (!TOOL_EVENTS.has(plan.binds) || !plan.matchers || anyTool) {
      out.push({ event: plan.vendor, messages: all });
      continue;
    }
    const groups = new Map<string, { tools: string[]; messages: string[] }>();
    for (const [vendorTool, canonical] of Object.entries(harness.tools)) {
      const messages = bound.filter((message) => matcherMatches(message.bindings.matcher, canonical)).map((message) => message.name);
      if (messages.length === 0) continue;
      const key = messages.join(' ');
      const group = groups.get(key) ?? { tools: [], messages };
      group.tools.push(vendorTool);
      groups.set(key, group);
    }
    for (const { tools, messages } of groups.values()) out.push({ event: plan.vendor, matcher: matcherFor(harness, tools), messages });
  }
  return out;
}

function matcherFor(harness: Harness, tools: readonly string[]): string {
  const list = tools.join('|');
  return harness.matcherSyntax === 'anchored' ? `^(?:${list})$` : list;
}
