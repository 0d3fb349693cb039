import { TOOL_EVENTS, type CanonicalEvent } from '../contracts/event.js';
import type { Log } from '../log.js';
import type { Message } from '../messages/message.js';
import { readSessionState, stateDir, updateSessionState, type Env } from '../state/state.js';
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
 * and repeating them on every call only burns the user's context.
 */
export async function basesDue(bases: readonly Message[], event: CanonicalEvent, env: Env, log: Log): Promise<Set<string>> {
  const names = bases.map((message) => message.name);
  if (!TOOL_EVENTS.has(event.hook_event_name ?? '') || names.length === 0 || !event.session_id) return new Set(names);
  const dir = stateDir(env);
  // Most tool calls come after the base messages went out: a plain read settles them, no lock.
  const seen = await readSessionState(dir, event.session_id);
  if (names.every((name) => name in seen.delivered)) {
    for (const name of names) log.debug(text.debug.alreadyDelivered(name));
    return new Set();
  }
  const outcome = await updateSessionState(dir, event.session_id, (state) => {
    const fresh = names.filter((name) => !(name in state.delivered));
    const now = new Date().toISOString();
    for (const name of fresh) state.delivered[name] = now;
    return { result: fresh, changed: fresh.length > 0 };
  });
  if (outcome.status === 'ok') {
    for (const name of names) if (!outcome.result.includes(name)) log.debug(text.debug.alreadyDelivered(name));
    return new Set(outcome.result);
  }
  if (outcome.status === 'busy') {
    log.debug(text.debug.stateBusy);
    return new Set();
  }
  // An unusable state dir must not cost the user the advice: fail open, deliver.
  log.debug(text.debug.state(outcome.status, outcome.error));
  return new Set(names);
}
