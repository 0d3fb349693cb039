import { contextUsage, modelWindow } from './lib/contextUsage.js';
import type { CanonicalEvent } from '../core/event.js';
import type { CompactionState, SessionState } from '../state/state.js';
import { described } from '../config/described.js';
import { text } from '../text.js';
import type { Guard, GuardContext } from './guard.js';

// Advises compacting at a good boundary before the harness compacts mid-task. At most two
// advisories per compaction cycle: one at the threshold, one halfway from there to full. A sharp
// drop in the measured context means a compaction happened, which starts a new cycle.

/** A measured context below this share of the cycle's peak means a compaction happened. */
const DROP = 0.5;
/** With a large window, quality fades long before it is full: never wait past this many tokens. */
const MAX_DEFAULT_THRESHOLD = 400_000;
/** Without a transcript: the system prompt and tools, and each call's own request and reply. */
const BASE_TOKENS = 20_000;
const TOKENS_PER_CALL = 250;
const BYTES_PER_TOKEN = 4;

function option(context: GuardContext, key: string): number | undefined {
  const value = context.options[key];
  return typeof value === 'number' && value > 0 ? value : undefined;
}

/**
 * The advisory level a context size reaches: 1 past the threshold (configured as a share of the
 * window, by default 70% of it and at most 400k tokens), 2 halfway from there to full.
 */
function levelOf(tokens: number, window: number, context: GuardContext): number {
  const share = option(context, 'threshold');
  const first = share !== undefined && share < 1 ? share * window : Math.min(0.7 * window, MAX_DEFAULT_THRESHOLD);
  return tokens >= first + (window - first) / 2 ? 2 : tokens >= first ? 1 : 0;
}

function outputBytes(event: CanonicalEvent): number {
  try {
    return JSON.stringify(event.tool_response ?? '').length + JSON.stringify(event.tool_input ?? '').length;
  } catch {
    return 0;
  }
}

function formatTokens(tokens: number): string {
  if (!Number.isFinite(tokens) || tokens >= 1e12) return 'over 1,000,000M';
  return tokens >= 1_000_000 ? `${(tokens / 1_000_000).toFixed(1)}M` : `${Math.round(tokens / 1000)}k`;
}

export const compaction: Guard = {
  id: 'compaction',
  meta: {
    options: (z) =>
      z.strictObject({
        threshold: z.optional(described(z, z.number().check(z.gt(0), z.lt(1)), text.options.compaction.threshold)),
        window: z.optional(described(z, z.number().check(z.int(), z.positive()), text.options.compaction.window)),
      }),
    words: ['options.compaction.threshold', 'options.compaction.window'],
  },
  detect(event, context) {
    const session = event.session_id;
    if (!session) return undefined;
    const usage = event.transcript_path ? contextUsage(event.transcript_path) : undefined;
    const configured = option(context, 'window');

    if (usage) {
      const state = context.session.compaction;
      let window = configured ?? usage.window ?? modelWindow(usage.model);
      // Usage past the window means a larger window than the name told.
      if (usage.tokens > window) window = Math.max(window, 1_000_000);
      const level = levelOf(usage.tokens, window, context);
      const dropped = state !== undefined && usage.tokens < state.peak * DROP;
      // Most calls: below the threshold, nothing to reset. No lock, no write.
      if (!dropped && level <= (state?.advised ?? 0)) return undefined;
      // Claimed with the call's one write, so parallel hooks advise once; resets after a drop.
      context.change((current) => {
        const cycle: CompactionState = current.compaction ?? { advised: 0, peak: 0 };
        if (usage.tokens < cycle.peak * DROP) {
          cycle.advised = 0;
          cycle.peak = 0;
        }
        const speak = level > cycle.advised;
        if (speak) cycle.advised = level;
        cycle.peak = Math.max(cycle.peak, usage.tokens);
        current.compaction = cycle;
        return speak;
      });
      return level > 0 ? finding(usage.tokens, window, false) : undefined;
    }

    // No transcript: estimate from the calls and output bytes this cycle, counted under the lock.
    const window = configured ?? 200_000;
    const bytes = outputBytes(event);
    const estimate = (counters: CompactionState) =>
      BASE_TOKENS + (counters.calls ?? 0) * TOKENS_PER_CALL + (counters.bytes ?? 0) / BYTES_PER_TOKEN;
    context.change((current) => {
      const counters: CompactionState = current.compaction ?? { advised: 0, peak: 0 };
      counters.calls = (counters.calls ?? 0) + 1;
      counters.bytes = (counters.bytes ?? 0) + bytes;
      const tokens = estimate(counters);
      const level = levelOf(tokens, window, context);
      const speak = level > counters.advised;
      if (speak) counters.advised = level;
      counters.peak = Math.max(counters.peak, tokens);
      current.compaction = counters;
      return speak;
    });
    // The finding as the state read at the start sees it; the change above decides whether it is said.
    const seen = context.session.compaction;
    const tokens = estimate({ advised: 0, peak: 0, calls: (seen?.calls ?? 0) + 1, bytes: (seen?.bytes ?? 0) + bytes });
    return levelOf(tokens, window, context) > 0 ? finding(tokens, window, true) : undefined;
  },
};

function finding(tokens: number, window: number, estimated: boolean) {
  // A usage the transcript claims past any real window (1e308) still prints a number, never Infinity.
  const percent = Math.min(Math.round((tokens / window) * 100), 999);
  return {
    percent: `${estimated ? 'an estimated ' : ''}${Number.isFinite(percent) ? percent : 999}%`,
    tokens: formatTokens(tokens),
    window: formatTokens(window),
  };
}

/** Starts a new compaction cycle (SessionStart after a compaction): a change for the call's one write. */
export function resetCompaction(current: SessionState): boolean {
  delete current.compaction;
  return true;
}
