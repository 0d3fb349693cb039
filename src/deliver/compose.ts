import type { Advice } from '../core/findings.js';
import { redactSecrets } from '../guards/secrets.js';
import { fillPlaceholders, type Message } from '../messages/message.js';
import { text } from '../text.js';

/**
 * One guard message's advice as the model reads it: its `## Advisory` filled from each finding (or,
 * once the tool has run, its `## After the call`), the ids of the rules that spoke (what a person
 * names to quiet it), then where the full procedure is. Any guard may
 * quote the call (a command it names): no credential in what the advice shows reaches the reply.
 * Only what it shows: the rules' ids are never redacted.
 */
export function adviceText(advice: Advice, after: boolean): string {
  const { message } = advice;
  const template = after ? (message.afterCall ?? `${text.afterTheCall}\n${advisoryOf(message)}`) : advisoryOf(message);
  const filled = [...new Set(advice.findings.map((finding) => fillPlaceholders(template, finding, (value) => redactSecrets(value))))];
  const ids = advice.rules.length > 0 ? advice.rules : message.bindings.guard ? [message.bindings.guard] : [];
  const rules = ids.length > 0 ? `${text.ruleIds(ids)}\n` : '';
  return `${filled.join('\n\n')}\n${rules}${text.fullProcedure(message.path)}`;
}

function advisoryOf(message: Message): string {
  return message.advisory ?? message.body;
}

/**
 * The model-visible text, in the messages' stable order: a guard's filled advice where it spoke, a
 * base message whole where it is due; then advice kept from earlier calls the harness dropped.
 */
export function compose(
  evaluated: readonly Message[],
  advisories: ReadonlyMap<string, string>,
  bases: ReadonlySet<string>,
  earlier: readonly string[],
): string {
  const now = evaluated.map((message) => advisories.get(message.name) ?? (bases.has(message.name) ? message.body : '')).filter(Boolean);
  const before = earlier.length > 0 ? [`${text.earlier}\n\n${earlier.join('\n\n')}`] : [];
  return [...now, ...before].join('\n\n');
}
