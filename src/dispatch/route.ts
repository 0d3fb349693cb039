import type { CanonicalEvent } from '../contracts/event.js';
import type { Message } from '../messages/message.js';
import { linearRegex, type LinearRegex } from '../guards/lib/linearRegex.js';

/** What a binding's matcher is matched against, per event (as Claude Code matches hooks). */
function matcherTarget(event: CanonicalEvent): string | undefined {
  switch (event.hook_event_name) {
    case 'PreToolUse':
    case 'PostToolUse':
    case 'PostToolUseFailure':
      return event.tool_name;
    case 'SessionStart':
      return event.source;
    case 'PreCompact':
    case 'PostCompact':
      return event.trigger;
    default:
      return undefined;
  }
}

/**
 * Claude Code's matcher rules: empty or `*` matches everything, a plain `A|B` list matches exact
 * names, anything else is an unanchored regular expression.
 */
export function matcherMatches(matcher: string | undefined, target: string | undefined): boolean {
  if (matcher === undefined || matcher === '' || matcher === '*') return true;
  if (target === undefined) return false;
  if (/^[\w|-]+$/.test(matcher)) return matcher.split('|').includes(target);
  return matcherRegex(matcher)?.test(target) ?? false;
}

// A matcher may come from a project's message file: it runs on the linear-time engine, compiled
// once per process. Waymark's own matchers are plain lists and never load it.
const matchers = new Map<string, LinearRegex | undefined>();

function matcherRegex(matcher: string): LinearRegex | undefined {
  if (!matchers.has(matcher)) {
    let regex: LinearRegex | undefined;
    try {
      regex = linearRegex(matcher);
    } catch {
      regex = undefined;
    }
    matchers.set(matcher, regex);
  }
  return matchers.get(matcher);
}

/** Canonical event → the event a vendor delivers its messages on instead (a contract's `reroute`). */
export type Reroute = Readonly<Record<string, string>>;

/**
 * Whether a message's bindings select it for this event. A message the registration names may
 * leave its event unbound: the registration already chose the event. A message bound to an event
 * the vendor drops binds to the event the contract reroutes it to.
 */
export function bindsTo(message: Message, event: CanonicalEvent, named = false, reroute: Reroute = {}): boolean {
  const { bindings } = message;
  const bound = bindings.event !== undefined && Object.hasOwn(reroute, bindings.event) ? reroute[bindings.event] : bindings.event;
  const eventMatches = bound === undefined ? named : bound === event.hook_event_name;
  return eventMatches && matcherMatches(bindings.matcher, matcherTarget(event));
}
