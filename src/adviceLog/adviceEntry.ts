import type { Inspection } from '../deliver/inspection.js';
import { projectRoot } from '../project/projectRoot.js';
import { now } from '../quiet/clock.js';
import type { Env } from '../edge/env.js';
import { adviceTarget, type AdviceEntry } from './entry.js';

/** The log line for a call that gave advice: its rules (or the guards that spoke without packs). */
export function adviceEntry(harness: string, inspection: Inspection, cwd: string, env: Env): AdviceEntry {
  const { event } = inspection;
  const rules: string[] = [];
  for (const name of inspection.advisories.keys()) {
    const ids = inspection.rules.get(name);
    const guard = inspection.evaluated.find((message) => message.name === name)?.bindings.guard;
    rules.push(...(ids && ids.length > 0 ? ids : [guard ?? name]));
  }
  const target = adviceTarget(event);
  return {
    time: new Date(now(env)).toISOString(),
    harness,
    event: event.hook_event_name ?? '',
    ...(event.session_id ? { session: String(event.session_id) } : {}),
    ...(event.tool_name ? { tool: event.tool_name } : {}),
    rules: [...new Set(rules)],
    ...(target !== undefined ? { target } : {}),
    project: projectRoot(typeof event.cwd === 'string' ? event.cwd : cwd),
  };
}
