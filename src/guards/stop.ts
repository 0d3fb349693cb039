import { enabledByOptIn } from '../config/config.js';
import { described } from '../config/described.js';
import { text } from '../text.js';
import type { Guard } from './guard.js';

/**
 * An optional session-closure reminder: off unless `guards.stop.enabled` is true. When a Stop is
 * answered at all (once per session, never while a Stop hook continues the turn) is the pipeline's
 * rule, in one place for every Stop message: src/core/once.ts.
 */
export const stop: Guard = {
  id: 'stop',
  meta: {
    options: (z) => z.strictObject({ enabled: z.optional(described(z, z.boolean(), text.options.stop.enabled)) }),
    words: ['options.stop.enabled', 'why.optIn'],
  },
  detect(_event, context) {
    if (!enabledByOptIn(context.options)) {
      context.aside?.(text.why.optIn('stop'));
      return undefined;
    }
    return {};
  },
};
