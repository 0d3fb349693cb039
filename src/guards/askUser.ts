import { described } from '../config/described.js';
import { text } from '../text.js';
import { DENY, type Guard } from './guard.js';

interface Question {
  question?: unknown;
  header?: unknown;
  options?: Array<{ label?: unknown; description?: unknown }>;
}

const RECOMMENDED = /\brecommended\b/i;

/** Questions with a choice of options, none of them marked as recommended. */
export function unrecommended(questions: unknown): string[] {
  if (!Array.isArray(questions)) return [];
  return (questions as Question[])
    .filter((question) => Array.isArray(question?.options) && question.options.length > 1)
    .filter(
      (question) =>
        !question.options!.some((option) => RECOMMENDED.test(`${String(option?.label ?? '')} ${String(option?.description ?? '')}`)),
    )
    .map((question) =>
      String(question.header ?? question.question ?? '')
        .replace(/\s+/g, ' ')
        .slice(0, 60),
    );
}

/**
 * A question to the user that offers options but recommends none. With `strict: true` in its
 * config, the reply denies the question instead (the one documented exception to advice-only).
 */
export const askUser: Guard = {
  id: 'ask-user',
  meta: {
    options: (z) => z.strictObject({ strict: z.optional(described(z, z.boolean(), text.options.askUser.strict)) }),
    userOnly: { strict: text.hardening.whyDeny },
    words: ['options.askUser.strict', 'hardening.whyDeny'],
  },
  detect(event, context) {
    if (event.tool_name !== 'AskUserQuestion') return undefined;
    const found = unrecommended((event.tool_input as Record<string, unknown> | undefined)?.questions);
    if (found.length === 0) return undefined;
    const finding: Record<string, string> = { questions: found.map((name) => (name ? `"${name}"` : 'a question')).join(', ') };
    if (context.options.strict === true) finding[DENY] = 'deny';
    return finding;
  },
};
