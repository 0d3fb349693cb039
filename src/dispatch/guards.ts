import { homedir } from 'node:os';
import { guardOptions } from '../config/config.js';
import type { CanonicalEvent } from '../contracts/event.js';
import { declaredGuard } from '../guards/declared.js';
import { DENY, RULES, type GuardContext } from '../guards/guard.js';
import { GUARDS } from '../guards/index.js';
import type { Log } from '../log.js';
import { fillPlaceholders, type Message } from '../messages/message.js';
import { redactSecrets } from '../guards/secrets.js';
import { stateDir, type Env } from '../state/state.js';
import { text } from '../text.js';
import type { ProjectView } from './projectView.js';

/** What the guards said about one canonical event: each advisory by message name. */
export interface GuardsSaid {
  advisories: Map<string, string>;
  /** The full ids of the rules that spoke (`destructive/git/force-push`), by message name: guards built on rule packs. */
  rules: Map<string, string[]>;
  deny: boolean;
  /** Why each guard message that did not speak stayed silent, by message name. */
  silences: Map<string, Silence>;
}

/** Why a guard said nothing: off by config, not found, out of time, failed, exempt on purpose, or found nothing. */
export interface Silence {
  why: 'off' | 'missing' | 'late' | 'failed' | 'exempt' | 'nothing';
  /** The guard's own words for an exemption, or the error. */
  detail?: string;
}

type SharedContext = Omit<GuardContext, 'options'>;

/**
 * A guard that has not answered by then is treated as silent: the tool call must not wait on a
 * stuck read (a network home, a held lock). Generous, because a loaded machine slows every guard.
 */
const GUARD_BUDGET_MS = 1000;

/** Runs the guards of these messages on one event, side by side, each on its own. */
export async function runGuards(messages: readonly Message[], event: CanonicalEvent, cwd: string, project: ProjectView, env: Env, log: Log): Promise<GuardsSaid> {
  const advisories = new Map<string, string>();
  const silences = new Map<string, Silence>();
  const rules = new Map<string, string[]>();
  let deny = false;
  if (messages.length === 0) return { advisories, rules, deny, silences };
  const shared: SharedContext = { cwd, root: project.root, env, home: homedir(), stateDir: stateDir(env), config: project.config };
  await Promise.all(
    messages.map(async (message) => {
      const result = await runGuard(message, event, shared, log);
      if ('why' in result) silences.set(message.name, result);
      else {
        advisories.set(message.name, result.advisory);
        if (result.rules.length > 0) rules.set(message.name, result.rules);
      }
      if ('deny' in result && result.deny) deny = true;
    }),
  );
  return { advisories, rules, deny, silences };
}

/** The guard's advisory, filled from what it found, or why it stayed silent. */
async function runGuard(message: Message, event: CanonicalEvent, shared: SharedContext, log: Log): Promise<{ advisory: string; rules: string[]; deny: boolean } | Silence> {
  const id = message.bindings.guard!;
  const guard = GUARDS.get(id) ?? declaredGuard(message);
  if (!guard) {
    log.debug(text.debug.guardMissing(message.name, id));
    return { why: 'missing' };
  }
  const options = guardOptions(shared.config, id);
  if (!options) {
    log.debug(text.debug.guardOff(id));
    return { why: 'off' };
  }
  const asides: string[] = [];
  const started = performance.now();
  let timer: NodeJS.Timeout | undefined;
  try {
    const detected = guard.detect(event, { ...shared, options, aside: (why) => void asides.push(why) });
    const finding = detected instanceof Promise
      ? await Promise.race([detected, new Promise<'late'>((resolve) => (timer = setTimeout(resolve, GUARD_BUDGET_MS, 'late')))])
      : detected;
    if (finding === 'late') {
      log.debug(text.debug.guardLate(id, GUARD_BUDGET_MS));
      return { why: 'late' };
    }
    log.debug(text.debug.guardResult(id, !!finding, performance.now() - started));
    if (!finding) return asides.length > 0 ? { why: 'exempt', detail: [...new Set(asides)].join('; ') } : { why: 'nothing' };
    // Any guard may quote the call (a command it names): no credential in it reaches the reply (issue 11 §4).
    const advisory = fillPlaceholders(message.advisory ?? message.body, Object.fromEntries(Object.entries(finding).map(([key, value]) => [key, redactSecrets(value)])));
    return { advisory: `${advisory}\n${text.fullProcedure(message.path)}`, rules: finding[RULES]?.split(' ').filter(Boolean) ?? [], deny: finding[DENY] === 'deny' };
  } catch (error) {
    log.debug(text.debug.guardFailed(id, error));
    return { why: 'failed', detail: String(error) };
  } finally {
    clearTimeout(timer);
  }
}
