import type { CanonicalEvent } from '../core/event.js';
import type { Advice } from '../core/findings.js';
import { isoTime } from '../quiet/isoTime.js';
import { now } from '../quiet/clock.js';
import type { Env } from '../edge/env.js';
import { adviceTarget, type AdviceEntry } from './entry.js';

/** The log line for a call that gave advice: its rules (or the guards that spoke without packs). */
export function adviceEntry(harness: string, event: CanonicalEvent, advice: readonly Advice[], project: string, env: Env): AdviceEntry {
  const rules: string[] = [];
  for (const each of advice) rules.push(...(each.rules.length > 0 ? each.rules : [each.message.bindings.guard ?? each.message.name]));
  const target = adviceTarget(event);
  return {
    time: isoTime(now(env)),
    harness,
    event: event.hook_event_name ?? '',
    ...(event.session_id ? { session: String(event.session_id) } : {}),
    ...(event.tool_name ? { tool: event.tool_name } : {}),
    rules: [...new Set(rules)],
    ...(target !== undefined ? { target } : {}),
    project,
  };
}
