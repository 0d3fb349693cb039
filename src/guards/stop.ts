import { enabledByOptIn } from '../config/config.js';
import { updateSessionState } from '../state/state.js';
import { text } from '../text.js';
import type { Guard } from './guard.js';

/**
 * An optional session-closure reminder: off unless `guards.stop.enabled` is true, at most once per
 * session, and never while a Stop hook is already continuing the session (Claude Code and Codex
 * run another model turn on Stop output; Codex with no limit), so it cannot loop.
 */
export const stop: Guard = {
  id: 'stop',
  async detect(event, context) {
    if (!enabledByOptIn(context.options)) {
      context.aside?.(text.why.optIn('stop'));
      return undefined;
    }
    if (event.stop_hook_active === true || !event.session_id) return undefined;
    const outcome = await updateSessionState(context.stateDir, event.session_id, (state) => {
      if (state.stopReminded) return { result: false, changed: false };
      state.stopReminded = new Date().toISOString();
      return { result: true, changed: true };
    });
    return outcome.status === 'ok' && outcome.result ? {} : undefined;
  },
};
