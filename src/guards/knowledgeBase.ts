import { knowledgeBaseDrift } from './lib/knowledgeBase.js';
import type { Guard } from './guard.js';

/** At session start, a knowledge base whose pages or log moved past its recorded baseline. */
export const knowledgeBase: Guard = {
  id: 'knowledge-base',
  meta: { words: [] },
  detect(_event, { root, config }) {
    const drift = knowledgeBaseDrift(root, config.knowledgeBase?.paths);
    if (!drift) return undefined;
    const what =
      drift.baselinePages === undefined
        ? `has no baseline yet (${drift.pages} pages)`
        : `${[
            drift.baselinePages !== drift.pages ? `${drift.baselinePages} → ${drift.pages} pages` : '',
            drift.newEntries ? 'new log entries' : '',
          ]
            .filter(Boolean)
            .join(', ')} since its last baseline`;
    return { dir: drift.dir, what };
  },
};
