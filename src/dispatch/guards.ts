import { homedir } from 'node:os';
import { guardOptions } from '../config/config.js';
import type { CanonicalEvent } from '../contracts/event.js';
import { declaredGuard } from '../guards/declared.js';
import { DENY, RULES, type GuardContext } from '../guards/guard.js';
import { GUARDS } from '../guards/index.js';
import type { Log } from '../log.js';
import { fillPlaceholders, type Message } from '../messages/message.js';
import { redactSecrets } from '../guards/secrets.js';
import { quietFinding } from '../quiet/quiet.js';
import { stateDir, type Env, type SessionState } from '../state/state.js';
import type { SessionCall } from './session.js';
import { text } from '../text.js';
import type { ProjectView } from './projectView.js';

/** What the guards said about one call, once its session state is committed. */
export interface GuardsSaid {
  advisories: Map<string, string>;
  /** The full ids of the rules that spoke (`destructive/git/force-push`), by message name: guards built on rule packs. */
  rules: Map<string, string[]>;
  deny: boolean;
}

/** Why a guard said nothing: off by config, not found, out of time, failed, exempt on purpose, or found nothing. */
export interface Silence {
  why: 'off' | 'missing' | 'late' | 'failed' | 'exempt' | 'nothing' | 'quiet';
  /** The guard's own words for an exemption, or the error. */
  detail?: string;
}

/** One guard's advisory, kept once every state change it asked for holds (read after the commit). */
export interface Said {
  name: string;
  advisory: string;
  rules: string[];
  deny: boolean;
  kept: () => boolean;
  /** Why a repository's "off" did not hold for this finding, for explain. */
  notes?: string[];
}

/** What one guard message came to on one event: an advisory, or why not. */
export type Outcome = Said | { name: string; silence: Silence };

type SharedContext = Omit<GuardContext, 'options' | 'change'>;

/**
 * A guard that has not answered by then is treated as silent: the tool call must not wait on a
 * stuck read (a network home, a held lock). Generous, because a loaded machine slows every guard.
 */
const GUARD_BUDGET_MS = 1000;

/** Runs the guards of these messages on one event, side by side, each on its own. */
export async function runGuards(messages: readonly Message[], event: CanonicalEvent, cwd: string, project: ProjectView, env: Env, session: SessionCall, log: Log): Promise<Outcome[]> {
  if (messages.length === 0) return [];
  const shared: SharedContext = { cwd, root: project.root, env, home: homedir(), stateDir: stateDir(env), config: project.config, session: session.view };
  return Promise.all(messages.map((message) => runGuard(message, event, shared, session, log)));
}

export function isSaid(outcome: Outcome): outcome is Said {
  return 'advisory' in outcome;
}

/** What the guards said, once the session state is committed: each advisory by message name. */
export function keptAdvisories(outcomes: readonly Outcome[]): GuardsSaid {
  const spoken = new Map<string, Set<string>>();
  const rules = new Map<string, Set<string>>();
  let deny = false;
  // A guard that speaks about several files of one call says each distinct thing once.
  for (const each of outcomes) {
    if (!isSaid(each) || !each.kept()) continue;
    spoken.set(each.name, (spoken.get(each.name) ?? new Set()).add(each.advisory));
    rules.set(each.name, new Set([...(rules.get(each.name) ?? []), ...each.rules]));
    deny ||= each.deny;
  }
  return {
    advisories: new Map([...spoken].map(([name, set]) => [name, [...set].join('\n\n')])),
    rules: new Map([...rules].filter(([, ids]) => ids.size > 0).map(([name, ids]) => [name, [...ids]])),
    deny,
  };
}

/** The guard's advisory, filled from what it found, or why it stayed silent. */
async function runGuard(message: Message, event: CanonicalEvent, shared: SharedContext, session: SessionCall, log: Log): Promise<Outcome> {
  const { name } = message;
  const id = message.bindings.guard!;
  const guard = GUARDS.get(id) ?? declaredGuard(message);
  if (!guard) {
    log.debug(text.debug.guardMissing(name, id));
    return { name, silence: { why: 'missing' } };
  }
  const options = guardOptions(shared.config, id);
  if (!options) {
    log.debug(text.debug.guardOff(id));
    return { name, silence: { why: 'off' } };
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
    const finding = detected instanceof Promise
      ? await Promise.race([detected, new Promise<'late'>((resolve) => (timer = setTimeout(resolve, GUARD_BUDGET_MS, 'late')))])
      : detected;
    if (finding === 'late') {
      late = true;
      log.debug(text.debug.guardLate(id, GUARD_BUDGET_MS));
      return { name, silence: { why: 'late' } };
    }
    log.debug(text.debug.guardResult(id, !!finding, Number(process.hrtime.bigint() - started) / 1e6));
    const kept = changes.map((apply) => session.change(apply));
    if (!finding) return { name, silence: asides.length > 0 ? { why: 'exempt', detail: [...new Set(asides)].join('; ') } : { why: 'nothing' } };
    const rules = finding[RULES]?.split(' ').filter(Boolean) ?? [];
    // A person's silence, or the project's "off" for work inside it, quiets the finding (src/quiet/).
    const quiet = quietFinding(rules.length > 0 ? rules : [id], event, shared);
    if (quiet.quiet !== undefined) return { name, silence: { why: 'quiet', detail: quiet.quiet } };
    // Any guard may quote the call (a command it names): no credential in what the advisory shows
    // reaches the reply (issue 11 §4). Only what it shows: the rules' ids are never redacted.
    const advisory = fillPlaceholders(message.advisory ?? message.body, finding, (value) => redactSecrets(value));
    return {
      name,
      advisory: `${advisory}\n${text.fullProcedure(message.path)}`,
      rules,
      deny: finding[DENY] === 'deny',
      kept: () => kept.every((each) => each()),
      ...(quiet.kept.length > 0 ? { notes: quiet.kept } : {}),
    };
  } catch (error) {
    log.debug(text.debug.guardFailed(id, error));
    return { name, silence: { why: 'failed', detail: String(error) } };
  } finally {
    clearTimeout(timer);
  }
}
