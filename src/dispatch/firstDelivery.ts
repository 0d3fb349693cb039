import { dedupesSessionStart } from '../contracts/contract.js';
import type { Contract } from '../contracts/schema.js';
import type { CanonicalEvent } from '../contracts/event.js';
import type { Log } from '../log.js';
import { claimSessionStart } from '../state/sessionMarker.js';
import { stateDir, type Env } from '../state/state.js';
import { text } from '../text.js';

/**
 * Whether a reply ready to go out is the first of its kind, claimed as it is checked. Stop output
 * may start another model turn (Claude Code, Codex, Cursor, CodeBuddy), so Stop is answered never
 * when a Stop hook already continued the turn (at most once per session is claimed by the core,
 * with the rest of the call's state: evaluate.ts). SessionStart is
 * answered once per session and source across a host's own registration and the Claude Code copy
 * it imports, where the contract says so. Every other reply goes out.
 */
export async function firstDelivery(contract: Contract, event: CanonicalEvent, env: Env, log: Log): Promise<boolean> {
  if (event.hook_event_name === 'SessionStart') {
    if (!dedupesSessionStart(contract, env) || !event.session_id) return true;
    const first = await claimSessionStart(stateDir(env), event.session_id, event.source ?? '');
    if (!first) log.debug(text.debug.sessionStartDuplicate);
    return first;
  }
  if (event.hook_event_name === 'Stop' && event.stop_hook_active === true) {
    log.debug(text.debug.stopActive);
    return false;
  }
  // Stop once per session is claimed by the core with the rest of the call's state (evaluate.ts).
  return true;
}
