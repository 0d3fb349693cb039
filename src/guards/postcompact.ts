import { resetCompaction } from './compaction.js';
import type { Guard } from './guard.js';

/**
 * After a compaction (SessionStart with `source: "compact"`; Claude Code drops PreCompact and
 * PostCompact output): always speaks its recovery advice, and starts a new compaction cycle.
 */
export const postcompact: Guard = {
  id: 'postcompact',
  meta: { words: [] },
  detect(event, context) {
    if (event.source !== 'compact') return undefined;
    context.change(resetCompaction);
    return {};
  },
};
