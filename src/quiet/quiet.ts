import type { Config } from '../config/config.js';
import type { CanonicalEvent } from '../core/event.js';
import type { Env } from '../edge/env.js';
import { stateDir } from '../state/state.js';
import { text } from '../text.js';
import { now } from './clock.js';
import { scopedSetting, scopeOf } from './projectScope.js';
import { covers, isExpired, readSilences, removeSilence, type Silence } from './silences.js';
import { targetInside, type ScopeContext } from './targetScope.js';

// What may quiet a finding after a guard made it: a silence the person asked for, or the project's
// "off" for work inside it. Decided per rule that spoke: the advisory is quieted only when every
// one of its rules is. Read only when a guard found something, so a quiet call costs nothing.

export interface QuietContext extends ScopeContext {
  config: Config;
}

export interface QuietDecision {
  /** Every rule that spoke is quieted: the advisory is dropped, and this says by what. */
  quiet?: string;
  /** The project switched a rule off, but the finding reaches beyond it: the advice stays on, and this says so. */
  kept: string[];
}

/**
 * `WAYMARK_SILENCES_READONLY` names the state dir whose silences `waymark explain` reads without
 * using up a `--once` one (it runs the hook in a scratch state dir of its own).
 */
function silencesFrom(env: Env): { dir: string; consume: boolean } {
  const readOnly = env.WAYMARK_SILENCES_READONLY;
  return readOnly ? { dir: readOnly, consume: false } : { dir: stateDir(env), consume: true };
}

/** `rules`: the full ids that spoke, or the guard's own id for a guard without rule packs. */
export function quietFinding(rules: readonly string[], event: CanonicalEvent, context: QuietContext): QuietDecision {
  const scope = scopeOf(context.config);
  const kept: string[] = [];
  const reasons: string[] = [];
  let silences: Silence[] | undefined;
  const at = now(context.env);
  const from = silencesFrom(context.env);
  const used: Silence[] = [];
  let speaking = rules.length === 0;
  for (const rule of rules) {
    silences ??= readSilences(from.dir).filter(
      (each) => !isExpired(each, at) && (each.project === undefined || each.project === context.root),
    );
    const silence = silences.find((each) => covers(each.rule, rule));
    if (silence) {
      if (silence.once && !used.includes(silence)) used.push(silence);
      reasons.push(text.quiet.silenced(rule, silence.reason, silence.expires, !!silence.once));
      continue;
    }
    if (scope && scopedSetting(scope, rule) === false) {
      if (targetInside(event, rule, context)) {
        reasons.push(text.quiet.projectOff(rule, scope.file));
        continue;
      }
      kept.push(text.quiet.scopeKept(rule, scope.file, text.quiet.whyOutside));
    }
    speaking = true;
  }
  if (speaking) return { kept };
  // A one-call silence is used up by the call it quiets; of two calls racing for it, one wins.
  if (from.consume) for (const silence of used) if (!removeSilence(from.dir, silence.id)) return { kept };
  return { quiet: reasons.join('; '), kept };
}
