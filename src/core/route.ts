import type { CanonicalEvent } from '../core/event.js';
import type { Log } from '../edge/log.js';
import { libraryMessagesWhere, loadMessage } from '../messages/library.js';
import type { Message } from '../messages/message.js';
import { linearRegex, type LinearRegex } from '../guards/lib/linearRegex.js';
import { text } from '../text.js';
import type { ProjectView } from './projectView.js';

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

/**
 * Whether a message's bindings select it for this event. A message the registration names may
 * leave its event unbound: the registration already chose the event. A message bound to an event
 * the vendor drops binds to the event that carries it (`carries`, set by translation): a
 * PreToolUse message is judged on the PostToolUse that follows.
 */
export function bindsTo(message: Pick<Message, 'bindings'>, event: CanonicalEvent, named = false): boolean {
  const { bindings } = message;
  const bound = bindings.event;
  const eventMatches = bound === undefined ? named : bound === event.hook_event_name || (event.carries?.includes(bound) ?? false);
  return eventMatches && matcherMatches(bindings.matcher, matcherTarget(event));
}

/** The messages one canonical event evaluates, with its project (the one the harness named, else the one around its `cwd`). */
export interface Selection {
  event: CanonicalEvent;
  /** The event's working directory, the process's where the payload has none. */
  cwd: string;
  project: ProjectView;
  messages: Message[];
}

/**
 * The messages this invocation evaluates, in a stable order: the ones the registration names, in
 * its order, or every message in the library bound to the event, by name; then the project's own
 * messages bound to the event (they are never named: registrations name waymark's own). A named
 * message still obeys its matcher, so one registration can list the messages of several tools.
 * The library is read once per call, however many files the call touches.
 */
export function route(
  names: readonly string[],
  events: readonly CanonicalEvent[],
  library: string,
  cwd: string,
  projectAt: (cwd: string, named?: string) => ProjectView,
  log: Log,
): Selection[] {
  const candidates =
    names.length === 0 ? libraryMessagesWhere(library, (bindings) => events.some((event) => bindsTo({ bindings }, event))) : [];
  const named = names.map((name) => ({ name, message: loadMessage(library, name) }));
  return events.map((event) => {
    const where = event.cwd ?? cwd;
    const project = projectAt(where, event.project_dir);
    const messages = candidates.filter((message) => bindsTo(message, event));
    for (const { name, message } of named) {
      if (!message) log.debug(text.debug.messageMissing(name));
      else if (bindsTo(message, event, true)) messages.push(message);
      else log.debug(text.debug.messageUnbound(name, `${event.hook_event_name} ${event.tool_name ?? ''}`.trim()));
    }
    messages.push(...project.messages.filter((message) => bindsTo(message, event)));
    return { event, cwd: where, project, messages };
  });
}
