import { homedir } from 'node:os';
import { guardOptions } from '../config/config.js';
import type { CanonicalEvent } from '../contracts/event.js';
import { declaredGuard } from '../guards/declared.js';
import { DENY, type GuardContext } from '../guards/guard.js';
import { GUARDS } from '../guards/index.js';
import type { Log } from '../log.js';
import { fillPlaceholders, type Message } from '../messages/message.js';
import { stateDir, type Env, type SessionState } from '../state/state.js';
import type { SessionCall } from './session.js';
import { text } from '../text.js';
import type { ProjectView } from './projectView.js';

/** What the guards said about one canonical event: each advisory by message name. */
export interface GuardsSaid {
  advisories: Map<string, string>;
  deny: boolean;
}

type SharedContext = Omit<GuardContext, 'options' | 'change'>;

/**
 * A guard that has not answered by then is treated as silent: the tool call must not wait on a
 * stuck read (a network home, a held lock). Generous, because a loaded machine slows every guard.
 */
const GUARD_BUDGET_MS = 1000;

/** Runs the guards of these messages on one event, side by side, each on its own. */
export async function runGuards(messages: readonly Message[], event: CanonicalEvent, cwd: string, project: ProjectView, env: Env, session: SessionCall, log: Log): Promise<Said[]> {
  if (messages.length === 0) return [];
  const shared: SharedContext = { cwd, root: project.root, env, home: homedir(), stateDir: stateDir(env), config: project.config, session: session.view };
  const said = await Promise.all(messages.map((message) => runGuard(message, event, shared, session, log)));
  return said.flatMap((each) => each ?? []);
}

/** One guard's advisory, kept once every state change it asked for holds (read after the commit). */
export interface Said {
  name: string;
  advisory: string;
  deny: boolean;
  kept: () => boolean;
}

/** What the guards said, once the session state is committed: each advisory by message name. */
export function keptAdvisories(said: readonly Said[]): GuardsSaid {
  const spoken = new Map<string, Set<string>>();
  let deny = false;
  // A guard that speaks about several files of one call says each distinct thing once.
  for (const each of said) {
    if (!each.kept()) continue;
    spoken.set(each.name, (spoken.get(each.name) ?? new Set()).add(each.advisory));
    deny ||= each.deny;
  }
  return { advisories: new Map([...spoken].map(([name, set]) => [name, [...set].join('\n\n')])), deny };
}

/** The guard's advisory, filled from what it found, or undefined when it found nothing, was off, or failed. */
async function runGuard(message: Message, event: CanonicalEvent, shared: SharedContext, session: SessionCall, log: Log): Promise<Said | undefined> {
  const id = message.bindings.guard!;
  const guard = GUARDS.get(id) ?? declaredGuard(message);
  if (!guard) {
    log.debug(text.debug.guardMissing(message.name, id));
    return undefined;
  }
  const options = guardOptions(shared.config, id);
  if (!options) {
    log.debug(text.debug.guardOff(id));
    return undefined;
  }
  const started = performance.now();
  let timer: NodeJS.Timeout | undefined;
  // A guard's state changes count only if it answers in time: a late one's are dropped with it.
  const changes: Array<(state: SessionState) => boolean> = [];
  let late = false;
  const change = (apply: (state: SessionState) => boolean) => {
    if (!late) changes.push(apply);
  };
  try {
    const detected = guard.detect(event, { ...shared, options, change });
    const finding = detected instanceof Promise
      ? await Promise.race([detected, new Promise<'late'>((resolve) => (timer = setTimeout(resolve, GUARD_BUDGET_MS, 'late')))])
      : detected;
    if (finding === 'late') {
      late = true;
      log.debug(text.debug.guardLate(id, GUARD_BUDGET_MS));
      return undefined;
    }
    log.debug(text.debug.guardResult(id, !!finding, performance.now() - started));
    const kept = changes.map((apply) => session.change(apply));
    if (!finding) return undefined;
    const advisory = fillPlaceholders(message.advisory ?? message.body, finding);
    return { name: message.name, advisory: `${advisory}\n${text.fullProcedure(message.path)}`, deny: finding[DENY] === 'deny', kept: () => kept.every((each) => each()) };
  } catch (error) {
    log.debug(text.debug.guardFailed(id, error));
    return undefined;
  } finally {
    clearTimeout(timer);
  }
}
