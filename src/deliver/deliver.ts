import { outbound, replyKind } from '../contracts/contract.js';
import type { Contract } from '../contracts/schema.js';
import type { Advice, Findings } from '../core/findings.js';
import type { Log } from '../edge/log.js';
import { terminalSafe } from './terminalSafe.js';
import { text } from '../text.js';
import { cap } from './cap.js';
import { adviceText, compose } from './compose.js';
import type { Inspection } from './inspection.js';

/** Who hears the reply: the vendor whose dialect it speaks, and its name for the event. */
export interface Destination {
  contract: Contract;
  vendorEvent: string;
}

export interface DeliverIO {
  log: Log;
  /** Called once the advice is composed, for `waymark explain` and `replay` to show their work. */
  inspect?: (inspection: Inspection) => void;
}

/**
 * What the core found, said to one vendor: the one vendor-aware stage after the core. It leaves out
 * what another registration already said (the core claimed it), words advice given after its tool
 * ran as such, composes, caps in the vendor's unit and wraps the text in the vendor's envelope
 * (the opt-in deny included). Empty for silence.
 */
export function deliver(to: Destination, findings: Findings, io: DeliverIO): string {
  const { contract, vendorEvent } = to;
  if (!findings.answered) return '';
  const on = Object.hasOwn(contract.events, vendorEvent)
    ? contract.events[vendorEvent]!.canonical
    : (findings.event.hook_event_name ?? vendorEvent);
  const advice = findings.advice.filter((each) => !each.repeat);
  const advisories = new Map(advice.map((each) => [each.message.name, adviceText(each, after(each, on))]));
  const earlier = findings.earlier.map((each) => adviceText(each, true));
  const composed = compose(findings.evaluated, advisories, new Set(findings.bases.map((message) => message.name)), earlier);
  // Advice about a command or a patch read only in part says so.
  const noted =
    composed !== '' && advisories.size > 0 && findings.notes.length > 0 ? `${composed}\n\n${findings.notes.join('\n')}` : composed;
  // Repository text (messages, skills, plan items) may carry terminal control sequences: a plain-text reply would pass them to a terminal.
  const full = terminalSafe(noted);
  const capped = cap(full, contract.cap.chars, contract.cap.unit);
  if (capped !== full) io.log.debug(text.debug.capped(full.length, capped.length));
  io.inspect?.({
    event: findings.event,
    evaluated: findings.evaluated,
    advisories,
    rules: new Map(advice.filter((each) => each.rules.length > 0).map((each) => [each.message.name, each.rules])),
    delivered: new Set(findings.bases.map((message) => message.name)),
    silences: findings.silences,
    text: capped,
    uncapped: full.length,
    scopeNotes: new Map(advice.flatMap((each) => (each.notes ? [[each.message.name, each.notes] as const] : []))),
  });
  if (capped === '') return '';
  // The one reply that is not advice: the documented opt-in deny, only on a PreToolUse the vendor answers in Claude's envelope.
  if (advice.some((each) => each.deny) && on === 'PreToolUse' && replyKind(contract, vendorEvent) === 'hookSpecificOutput') {
    return JSON.stringify({
      hookSpecificOutput: { hookEventName: vendorEvent, permissionDecision: 'deny', permissionDecisionReason: capped },
    });
  }
  return outbound(contract, vendorEvent, capped);
}

/** Advice bound to before a tool call, delivered on a later event (the vendor has no channel before it): the tool has already run. */
function after(advice: Advice, deliveredOn: string): boolean {
  const bound = advice.message.bindings.event ?? advice.event;
  return bound === 'PreToolUse' && deliveredOn !== 'PreToolUse';
}
