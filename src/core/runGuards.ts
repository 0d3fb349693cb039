import { homedir } from 'node:os';
import { guardOptions } from '../config/config.js';
import type { CanonicalEvent } from './event.js';
import { declaredGuard } from '../guards/declared.js';
import { RULES, type Finding, type GuardContext } from '../guards/guard.js';
import { GUARDS } from '../guards/index.js';
import type { Log } from '../edge/log.js';
import type { Message } from '../messages/message.js';
import { quietFinding } from '../quiet/quiet.js';
import type { SessionState } from '../state/state.js';
import type { Env } from '../edge/env.js';
import type { SessionCall } from './session.js';
import { text } from '../text.js';
import type { ProjectView } from './projectView.js';

/** Why a guard said nothing: off by config, not found, out of time, failed, exempt on purpose, or found nothing. */
export interface Silence {
  why: 'off' | 'missing' | 'late' | 'failed' | 'exempt' | 'nothing' | 'quiet';
  /** The guard's own words for an exemption, or the error. */
  detail?: string;
}

/** One guard's finding on one event, kept once every state change it asked for holds (read after the commit). */
export interface Said {
  message: Message;
  /** The event it was found on. */
  event: CanonicalEvent;
  finding: Finding;
  kept: () => boolean;
  /** Why a repository's "off" did not hold for this finding, for explain. */
  notes?: string[];
}

/** What one guard message came to on one event: a finding, or why not. */
export type Outcome = Said | { message: Message; silence: Silence };

type SharedContext = Omit<GuardContext, 'options' | 'change'>;

/**
 * A guard that has not answered by then is treated as silent: the tool call must not wait on a
 * stuck read (a network home, a held lock). Generous, because a loaded machine slows every guard.
 */
const GUARD_BUDGET_MS = 1000;

/** Runs the guards of these messages on one event, side by side, each on its own. */
export async function runGuards(
  messages: readonly Message[],
  event: CanonicalEvent,
  cwd: string,
  project: ProjectView,
  env: Env,
  session: SessionCall,
  log: Log,
): Promise<Outcome[]> {
  if (messages.length === 0) return [];
  const shared: SharedContext = {
    cwd,
    root: project.root,
    env,
    home: homedir(),
    stateDir: session.dir,
    config: project.config,
    session: session.view,
  };
  return Promise.all(messages.map((message) => runGuard(message, event, shared, session, log)));
}

export function isSaid(outcome: Outcome): outcome is Said {
  return 'finding' in outcome;
}

/** The guard's finding, or why it stayed silent. */
async function runGuard(message: Message, event: CanonicalEvent, shared: SharedContext, session: SessionCall, log: Log): Promise<Outcome> {
  const id = message.bindings.guard!;
  const guard = GUARDS.get(id) ?? declaredGuard(message);
  if (!guard) {
    log.debug(text.debug.guardMissing(message.name, id));
    return { message, silence: { why: 'missing' } };
  }
  const options = guardOptions(shared.config, id);
  if (!options) {
    log.debug(text.debug.guardOff(id));
    return { message, silence: { why: 'off' } };
  }
  const asides: string[] = [];
  // process.hrtime, not performance.now: the `performance` global loads perf_hooks on every call.
  const started = process.hrtime.bigint();
  let timer: NodeJS.Timeout | undefined;
  // A guard's state changes count only if it answers in time: a late one's are dropped with it.
  const changes: Array<(state: SessionState) => boolean> = [];
  let late = false;
  const change = (apply: (state: SessionState) => boolean) => {
    if (!late) changes.push(apply);
  };
  try {
    const detected = guard.detect(event, { ...shared, options, change, aside: (why) => void asides.push(why) });
    const finding =
      detected instanceof Promise
        ? await Promise.race([detected, new Promise<'late'>((resolve) => (timer = setTimeout(resolve, GUARD_BUDGET_MS, 'late')))])
        : detected;
    if (finding === 'late') {
      late = true;
      log.debug(text.debug.guardLate(id, GUARD_BUDGET_MS));
      return { message, silence: { why: 'late' } };
    }
    log.debug(text.debug.guardResult(id, !!finding, Number(process.hrtime.bigint() - started) / 1e6));
    const kept = changes.map((apply) => session.change(apply));
    if (!finding)
      return { message, silence: asides.length > 0 ? { why: 'exempt', detail: [...new Set(asides)].join('; ') } : { why: 'nothing' } };
    const rules = finding[RULES]?.split(' ').filter(Boolean) ?? [];
    // A person's silence, or the project's "off" for work inside it, quiets the finding (src/quiet/).
    const quiet = quietFinding(rules.length > 0 ? rules : [id], event, shared);
    if (quiet.quiet !== undefined) return { message, silence: { why: 'quiet', detail: quiet.quiet } };
    return { message, event, finding, kept: () => kept.every((each) => each()), ...(quiet.kept.length > 0 ? { notes: quiet.kept } : {}) };
  } catch (error) {
    log.debug(text.debug.guardFailed(id, error));
    return { message, silence: { why: 'failed', detail: String(error) } };
  } finally {
    clearTimeout(timer);
  }
}
