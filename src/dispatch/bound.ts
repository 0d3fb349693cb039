import type { CanonicalEvent } from '../contracts/event.js';
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

/** The events with every tool-input string over the bound cut to its start, and at most MAX_EVENTS of them. */
export function boundEvents(all: readonly CanonicalEvent[]): Bounded {
  const notes: string[] = [];
  let cut = false;
  const events = all.slice(0, MAX_EVENTS).map((event) => {
    const input = event.tool_input;
    if (!input || typeof input !== 'object') return event;
    let changed: Record<string, unknown> | undefined;
    for (const [key, value] of Object.entries(input)) {
      if (typeof value !== 'string' || value.length <= MAX_GUARD_TEXT) continue;
      changed ??= { ...input };
      changed[key] = value.slice(0, MAX_GUARD_TEXT);
      cut = true;
    }
    return changed ? { ...event, tool_input: changed } : event;
  });
  if (cut) notes.push(text.hardening.readStart(MAX_GUARD_TEXT));
  if (all.length > MAX_EVENTS) notes.push(text.hardening.eventsCapped(MAX_EVENTS, all.length));
  return { events, notes };
}
