import { contextUsage, modelWindow } from './lib/contextUsage.js';
import type { CanonicalEvent } from '../contracts/event.js';
import { readSessionState, updateSessionState, type CompactionState } from '../state/state.js';
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

interface Measure {
  tokens: number;
  window: number;
}

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
  return tokens >= 1_000_000 ? `${(tokens / 1_000_000).toFixed(1)}M` : `${Math.round(tokens / 1000)}k`;
}

export const compaction: Guard = {
  id: 'compaction',
  async detect(event, context) {
    const session = event.session_id;
    if (!session) return undefined;
    const usage = event.transcript_path ? contextUsage(event.transcript_path) : undefined;
    const configured = option(context, 'window');

    if (usage) {
      const state = (await readSessionState(context.stateDir, session)).compaction;
      let window = configured ?? usage.window ?? modelWindow(usage.model);
      // Usage past the window means a larger window than the name told.
      if (usage.tokens > window) window = Math.max(window, 1_000_000);
      const level = levelOf(usage.tokens, window, context);
      const dropped = state !== undefined && usage.tokens < state.peak * DROP;
      // Most calls: below the threshold, nothing to reset. No lock, no write.
      if (!dropped && level <= (state?.advised ?? 0)) return undefined;
      return advise(context, session, { tokens: usage.tokens, window }, level);
    }

    // No transcript: estimate from the calls and output bytes this cycle.
    const window = configured ?? 200_000;
    const outcome = await updateSessionState(context.stateDir, session, (current) => {
      const counters: CompactionState = current.compaction ?? { advised: 0, peak: 0 };
      counters.calls = (counters.calls ?? 0) + 1;
      counters.bytes = (counters.bytes ?? 0) + outputBytes(event);
      const tokens = BASE_TOKENS + counters.calls * TOKENS_PER_CALL + counters.bytes / BYTES_PER_TOKEN;
      const level = levelOf(tokens, window, context);
      const speak = level > counters.advised;
      if (speak) counters.advised = level;
      counters.peak = Math.max(counters.peak, tokens);
      current.compaction = counters;
      return { result: speak ? tokens : undefined, changed: true };
    });
    if (outcome.status !== 'ok' || outcome.result === undefined) return undefined;
    return finding(outcome.result, window, true);
  },
};

/** Claims the advisory level under the session lock, so parallel hooks advise once; resets after a drop. */
async function advise(context: GuardContext, session: string, measure: Measure, level: number) {
  const outcome = await updateSessionState(context.stateDir, session, (current) => {
    const cycle: CompactionState = current.compaction ?? { advised: 0, peak: 0 };
    if (measure.tokens < cycle.peak * DROP) {
      cycle.advised = 0;
      cycle.peak = 0;
    }
    const speak = level > cycle.advised;
    if (speak) cycle.advised = level;
    cycle.peak = Math.max(cycle.peak, measure.tokens);
    current.compaction = cycle;
    return { result: speak, changed: true };
  });
  return outcome.status === 'ok' && outcome.result ? finding(measure.tokens, measure.window, false) : undefined;
}

function finding(tokens: number, window: number, estimated: boolean) {
  return {
    percent: `${estimated ? 'an estimated ' : ''}${Math.round((tokens / window) * 100)}%`,
    tokens: formatTokens(tokens),
    window: formatTokens(window),
  };
}

/** Starts a new compaction cycle (SessionStart after a compaction). */
export async function resetCompaction(stateDir: string, session: string): Promise<void> {
  await updateSessionState(stateDir, session, (current) => {
    const changed = current.compaction !== undefined;
    delete current.compaction;
    return { result: undefined, changed };
  });
}
