import { planSummary } from './lib/planSummary.js';
import type { Guard } from './guard.js';

/** At session start, the project's plan: its title and first open items. */
export const plan: Guard = {
  id: 'plan',
  meta: { words: [] },
  async detect(_event, { root, config }) {
    const summary = await planSummary(root, config.plan?.paths);
    if (!summary) return undefined;
    const items = summary.open.length === 0 ? 'No open items.' : summary.open.map((item) => `- [ ] ${item}`).join('\n');
    return { file: summary.file, title: summary.title, items: summary.more > 0 ? `${items}\n(${summary.more} more open)` : items };
  },
};
