import { dedupes } from '../contracts/contract.js';
import type { Contract } from '../contracts/schema.js';
import { TOOL_EVENTS, type CanonicalEvent } from '../contracts/event.js';
import type { Log } from '../log.js';
import { claimSessionStart, claimToolAdvice } from '../state/sessionMarker.js';
import { stateDir, type Env } from '../state/state.js';
import { text } from '../text.js';

/**
 * Whether a reply ready to go out is the first of its kind, claimed as it is checked. Stop output
 * may start another model turn (Claude Code, Codex, Cursor, CodeBuddy), so Stop is never answered
 * when a Stop hook already continued the turn (once per session is claimed by the core, with the
 * rest of the call's state: evaluate.ts). SessionStart is answered once per session and source
 * across a host's own registration and the Claude Code copy it imports, where the contract says
 * so. Every other reply goes out.
 */
export async function firstDelivery(contract: Contract, event: CanonicalEvent, env: Env, log: Log): Promise<boolean> {
  if (event.hook_event_name === 'SessionStart') {
    if (!dedupes(contract, env) || !event.session_id) return true;
    const first = claimSessionStart(stateDir(env), event.session_id, event.source ?? '');
    if (!first) log.debug(text.debug.sessionStartDuplicate);
    return first;
  }
  if (event.hook_event_name === 'Stop' && event.stop_hook_active === true) {
    log.debug(text.debug.stopActive);
    return false;
  }
  return true;
}

/**
 * The guard messages whose advice on this tool call is still to be given: where the contract says
 * the host also runs its Claude Code import (`dedupe`), each guard speaks once per tool call across
 * both registrations (claimed per message, since the two may group tools differently: Cursor runs
 * Claude's `Write` and `Edit` registrations both for its one `Write` tool). Without a session or a
 * tool call id nothing can be matched, and every one is given.
 */
export async function firstForToolCall(contract: Contract, event: CanonicalEvent, env: Env, names: readonly string[], log: Log): Promise<Set<string>> {
  const { session_id: session, tool_use_id: toolCall, hook_event_name: name = '' } = event;
  if (names.length === 0 || !TOOL_EVENTS.has(name) || !session || !toolCall || !dedupes(contract, env)) return new Set(names);
  const dir = stateDir(env);
  const fresh = names.filter((message) => claimToolAdvice(dir, session, toolCall, name, message));
  for (const message of names) if (!fresh.includes(message)) log.debug(text.vendors.toolAdviceDuplicate(message));
  return new Set(fresh);
}
