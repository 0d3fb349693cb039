import type { CanonicalEvent } from '../core/event.js';
import { text } from '../text.js';

// What one call may cost the guards, whatever a model sends: every guard reads at most the first
// 512 KiB of a command or a write, and a call over many files (a Codex patch) is checked on its
// first 256. Both are far past anything a person reviews, and the advice says when it read less.

export const MAX_GUARD_TEXT = 512 * 1024;
export const MAX_EVENTS = 256;

export interface Bounded {
  events: CanonicalEvent[];
  /** What the advice must say about what was left unread, if anything. */
  notes: string[];
}

/** The events with every tool-input string over the bound cut to its start (MultiEdit's edits too), and at most MAX_EVENTS of them. */
export function boundEvents(all: readonly CanonicalEvent[]): Bounded {
  const notes: string[] = [];
  let cut = false;
  const bound = (value: unknown, depth: number): unknown => {
    if (typeof value === 'string') {
      if (value.length <= MAX_GUARD_TEXT) return value;
      cut = true;
      return value.slice(0, MAX_GUARD_TEXT);
    }
    if (depth > 3 || !value || typeof value !== 'object') return value;
    if (Array.isArray(value)) return value.map((each) => bound(each, depth + 1));
    return Object.fromEntries(Object.entries(value).map(([key, each]) => [key, bound(each, depth + 1)]));
  };
  const events = all.slice(0, MAX_EVENTS).map((event) => {
    const input = event.tool_input;
    if (!input || typeof input !== 'object') return event;
    const before = cut;
    cut = false;
    const bounded = bound(input, 0) as typeof input;
    const changed = cut;
    cut ||= before;
    return changed ? { ...event, tool_input: bounded } : event;
  });
  if (cut) notes.push(text.hardening.readStart(MAX_GUARD_TEXT));
  if (all.length > MAX_EVENTS) notes.push(text.hardening.eventsCapped(MAX_EVENTS, all.length));
  return { events, notes };
}
