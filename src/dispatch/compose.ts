import { TOOL_EVENTS, type CanonicalEvent } from '../contracts/event.js';
import type { Log } from '../log.js';
import type { Message } from '../messages/message.js';
import type { SessionCall } from './session.js';
import { text } from '../text.js';

/**
 * The model-visible text, in the messages' stable order: a guard's filled advisory where it spoke,
 * a base message whole where it is due.
 */
export function compose(messages: readonly Message[], advisories: ReadonlyMap<string, string>, delivered: ReadonlySet<string>): string {
  return messages
    .map((message) => advisories.get(message.name) ?? (delivered.has(message.name) ? message.body : ''))
    .filter(Boolean)
    .join('\n\n');
}

/**
 * Base messages go out whole. On tool events, once per session: the model keeps them in context,
 * and repeating them on every call only burns the user's context. Judged on the state the call
 * read; the ones still due are claimed with the call's one write, and the answer is read after it.
 * A state that cannot be kept must not cost the user the advice: those go out (fail open).
 */
export function basesDue(bases: readonly Message[], event: CanonicalEvent, session: SessionCall, log: Log): () => ReadonlySet<string> {
  const names = bases.map((message) => message.name);
  if (!TOOL_EVENTS.has(event.hook_event_name ?? '') || names.length === 0 || !event.session_id) return () => new Set(names);
  // Names are data: a message called `constructor` is not found on Object.prototype.
  const fresh = names.filter((name) => !Object.hasOwn(session.view.delivered, name));
  for (const name of names) if (!fresh.includes(name)) log.debug(text.debug.alreadyDelivered(name));
  if (fresh.length === 0) return () => new Set();
  const claimed = new Set<string>();
  const kept = session.change((state) => {
    const now = new Date().toISOString();
    for (const name of fresh) {
      if (Object.hasOwn(state.delivered, name)) continue;
      state.delivered[name] = now;
      claimed.add(name);
    }
    return claimed.size > 0;
  }, true);
  return () => (kept() ? (claimed.size > 0 ? claimed : new Set(fresh)) : new Set());
}
