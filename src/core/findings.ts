import type { CanonicalEvent } from './event.js';
import type { Finding } from '../guards/guard.js';
import type { Message } from '../messages/message.js';
import type { Silence } from './runGuards.js';

/** One guard message that spoke on this call: what it found, before any text is written. */
export interface Advice {
  message: Message;
  /** What it found, each distinct finding once (a guard speaking about several files of one call). */
  findings: Finding[];
  /** The canonical event it was judged on. */
  event: string;
  /** The full ids of the rules that spoke (`destructive/git/force-push`): guards built on rule packs. */
  rules: string[];
  /** A guard in strict mode by the user's own config asked to deny the call (DESIGN §2.5). */
  deny: boolean;
  /** Another registration already gave this advice on this tool call: it is not given again. */
  repeat: boolean;
  /** Why a repository's "off" did not hold for this advice (src/quiet/), for explain. */
  notes?: string[];
}

/** What the core found for one call, after its one state commit: everything deliver needs, and no text. */
export interface Findings {
  /** The call's (first) canonical event. */
  event: CanonicalEvent;
  /** Every message routed to the call, in the stable order the reply keeps. */
  evaluated: Message[];
  /** Guard messages that spoke, in that order. */
  advice: Advice[];
  /** Base messages due on this call (on a tool event, the first time in the session). */
  bases: Message[];
  /** Advice found earlier in the session at a tool event the harness drops, due now (and claimed). */
  earlier: Advice[];
  /** What the advice must say about what was left unread (a command or a patch read only in part). */
  notes: string[];
  /** Why each guard message that did not speak stayed silent. */
  silences: Map<string, Silence>;
  /**
   * False when the call must say nothing at all: a Stop already answered this session or one
   * continuing the turn, a SessionStart another registration already answered.
   */
  answered: boolean;
  /** This call's advice was kept for the harness's next event that reaches the model. */
  deferred: number;
}

export function nothingFound(event: CanonicalEvent): Findings {
  return { event, evaluated: [], advice: [], bases: [], earlier: [], notes: [], silences: new Map(), answered: true, deferred: 0 };
}

/**
 * Two calls' findings as one (oh-my-pi judges a tool call before it runs and its result after, and
 * delivers both with the result): messages in order, each once; a message found by both keeps the
 * findings of each.
 */
export function joinFindings(a: Findings, b: Findings): Findings {
  const byName = <T extends { name: string }>(list: readonly T[]) => [...new Map(list.map((each) => [each.name, each])).values()];
  const advice = new Map<string, Advice>();
  for (const each of [...a.advice, ...b.advice]) {
    const known = advice.get(each.message.name);
    if (!known) advice.set(each.message.name, { ...each, findings: [...each.findings] });
    else
      for (const finding of each.findings)
        if (!known.findings.some((seen) => JSON.stringify(seen) === JSON.stringify(finding))) known.findings.push(finding);
  }
  const silences = new Map(b.silences);
  for (const [name, why] of a.silences) silences.set(name, why);
  for (const name of advice.keys()) silences.delete(name);
  return {
    event: b.event.hook_event_name ? b.event : a.event,
    evaluated: byName([...a.evaluated, ...b.evaluated]),
    advice: [...advice.values()],
    bases: byName([...a.bases, ...b.bases]),
    earlier: [...a.earlier, ...b.earlier],
    notes: [...new Set([...a.notes, ...b.notes])],
    silences,
    answered: a.answered && b.answered,
    deferred: a.deferred + b.deferred,
  };
}
