import { outbound } from '../contracts/contract.js';
import type { Translation } from './translate.js';
import { terminalSafe } from '../terminalSafe.js';

/** What the core decided for one call, before it is spoken in the vendor's dialect. */
export interface Answer {
  /** Model-visible text, capped; empty for silence. */
  text: string;
  /** A guard in strict mode by the user's own config asked to deny the call (DESIGN §2.5). */
  deny: boolean;
}

/**
 * canonical → vendor: the one place that shapes stdout. The only reply that is not advice is the
 * documented opt-in deny, and only on a PreToolUse the vendor answers in Claude's envelope.
 */
export function reply(translation: Translation, answer: Answer): string {
  const { contract, vendorEvent, events } = translation;
  if (answer.text === '') return '';
  // Repository text (messages, skills, plan items) may carry terminal control sequences: a plain-text reply would pass them to a terminal.
  answer = { ...answer, text: terminalSafe(answer.text) };
  if (answer.deny && events[0]?.hook_event_name === 'PreToolUse' && translation.reply === 'hookSpecificOutput') {
    return JSON.stringify({ hookSpecificOutput: { hookEventName: vendorEvent, permissionDecision: 'deny', permissionDecisionReason: answer.text } });
  }
  return outbound(contract, vendorEvent, answer.text);
}
