/**
 * Advice judged at `tool_call`, waiting for the same call's `tool_result` to carry it. Bounded: an
 * entry leaves when its result takes it, when it is older than `ttlMs` (a call whose result never
 * came: blocked by another extension, aborted), or when `max` newer ones push it out.
 */
export interface PendingAdvice<T = string> {
  put(toolCallId: string, advice: Promise<T>): void;
  /** The advice kept for this call, removed as it is taken. */
  take(toolCallId: string): Promise<T> | undefined;
  readonly size: number;
}

export function pendingAdvice<T = string>(max = 64, ttlMs = 10 * 60_000, now: () => number = Date.now): PendingAdvice<T> {
  const entries = new Map<string, { at: number; advice: Promise<T> }>();
  return {
    put(toolCallId, advice) {
      const at = now();
      // Insertion order is age order: the oldest leave first.
      for (const [id, entry] of entries) {
        if (entries.size < max && at - entry.at <= ttlMs) break;
        entries.delete(id);
      }
      entries.delete(toolCallId);
      entries.set(toolCallId, { at, advice });
    },
    take(toolCallId) {
      const entry = entries.get(toolCallId);
      entries.delete(toolCallId);
      return entry && now() - entry.at <= ttlMs ? entry.advice : undefined;
    },
    get size() {
      return entries.size;
    },
  };
}
