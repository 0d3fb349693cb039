import { isoTime } from '../quiet/isoTime.js';
import { redactSecrets } from '../guards/secrets.js';
import type { Log } from '../edge/log.js';
import type { Message } from '../messages/message.js';
import type { LaterAdvice, SessionState } from '../state/state.js';
import { text } from '../text.js';
import { TOOL_EVENTS, type CanonicalEvent } from './event.js';
import type { SessionCall } from './session.js';

// Every "once" of the pipeline, claimed with the rest of the call's state in its one commit, so
// that of two registrations answering one call (user and project scope, a harness that also runs
// another harness's file) exactly one speaks: base messages once per session, a guard's advice
// once per tool call, SessionStart once per session and source, a Stop once per session and never
// while a Stop hook continues the turn. Each function asks for its change and returns how to read
// the answer after the commit.

/** How long a SessionStart answer holds: a later start of the same session and source (a second compaction) is new. */
export const SESSION_START_HOLD_MS = 10_000;
/** Tool calls remembered per session: far more than registrations answering one call ever lag behind. */
const CALLS_KEPT = 32;
/** Advice kept for later at most: the newest stay. */
const LATER_KEPT = 16;

/**
 * Base messages go out whole. On tool events, once per session: the model keeps them in context,
 * and repeating them on every call only burns the user's context. Judged on the state the call
 * read; the ones still due are claimed in the commit. A state that cannot be kept must not cost
 * the user the advice: those go out (fail open).
 */
export function claimBases(bases: readonly Message[], event: CanonicalEvent, session: SessionCall, log: Log): () => Message[] {
  if (!TOOL_EVENTS.has(event.hook_event_name ?? '') || bases.length === 0 || !event.session_id) return () => [...bases];
  // Names are data: a message called `constructor` is not found on Object.prototype.
  const fresh = bases.filter((message) => !Object.hasOwn(session.view.delivered, message.name));
  for (const message of bases) if (!fresh.includes(message)) log.debug(text.debug.alreadyDelivered(message.name));
  if (fresh.length === 0) return () => [];
  const claimed = new Set<Message>();
  const kept = session.change((state) => {
    const now = isoTime(Date.now());
    for (const message of fresh) {
      if (Object.hasOwn(state.delivered, message.name)) continue;
      state.delivered[message.name] = now;
      claimed.add(message);
    }
    return claimed.size > 0;
  }, true);
  return () => (kept() ? (claimed.size > 0 ? [...claimed] : fresh) : []);
}

/**
 * A guard's advice once per tool call, across every registration that answers it: the names
 * another registration already gave on this call id. Without a session or a call id nothing can
 * be matched, and nothing is a repeat.
 */
export function claimCall(
  names: () => readonly string[],
  event: CanonicalEvent,
  session: SessionCall,
  log: Log,
): () => ReadonlySet<string> {
  const { tool_use_id: call, hook_event_name: name = '' } = event;
  if (!call || !event.session_id || !TOOL_EVENTS.has(name)) return () => new Set();
  const repeats = new Set<string>();
  session.change((state) => {
    const wanted = names();
    if (wanted.length === 0) return true;
    const calls = (state.calls = isRecord(state.calls) ? state.calls : {});
    const given = (calls[call] = isRecord(calls[call]) ? calls[call] : {});
    const now = isoTime(Date.now());
    for (const each of wanted) {
      if (Object.hasOwn(given, each)) repeats.add(each);
      else given[each] = now;
    }
    // Oldest first, as written: the calls of long ago leave.
    for (const old of Object.keys(calls).slice(0, Math.max(0, Object.keys(calls).length - CALLS_KEPT))) delete calls[old];
    return true;
  }, true);
  return () => {
    for (const each of repeats) log.debug(text.vendors.toolAdviceDuplicate(each));
    return repeats;
  };
}

/** Keeps the call's advice for the harness's next event that reaches the model (this one's output is dropped). */
export function keepForLater(
  advice: () => ReadonlyArray<{ message: Message; finding: Record<string, string> }>,
  event: CanonicalEvent,
  session: SessionCall,
): () => number {
  if (!event.session_id) return () => 0;
  let count = 0;
  const kept = session.change((state) => {
    const items = advice();
    if (items.length === 0) return true;
    const at = isoTime(Date.now());
    const later = Array.isArray(state.later) ? state.later : [];
    // Redacted before it is written: a credential a command quoted never rests in the state file.
    for (const { message, finding } of items)
      later.push({
        message: message.name,
        finding: Object.fromEntries(Object.entries(finding).map(([key, value]) => [key, redactSecrets(value)])),
        cwd: event.cwd,
        ...(event.project_dir === undefined ? {} : { project: event.project_dir }),
        at,
      });
    state.later = later.slice(-LATER_KEPT);
    count = items.length;
    return true;
  });
  return () => (kept() ? count : 0);
}

/** Takes the advice kept for later, if the call read any: it goes out with this call, once. */
export function takeLater(event: CanonicalEvent, session: SessionCall): () => LaterAdvice[] {
  if (!event.session_id || !Array.isArray(session.view.later) || session.view.later.length === 0) return () => [];
  let taken: LaterAdvice[] = [];
  // Fail closed: advice that cannot be marked taken would go out again on every event.
  const kept = session.change((state) => {
    taken = Array.isArray(state.later) ? state.later.filter(isLater) : [];
    delete state.later;
    return true;
  });
  return () => (kept() ? taken : []);
}

/**
 * The Stop rule, and SessionStart's: whether this call may speak at all. A Stop's output may start
 * another model turn (Claude Code, Codex, Cursor, CodeBuddy): it is never answered while a Stop hook
 * continues the turn, and at most once per session; without a session or a usable state, "once"
 * cannot be proved and the answer is silence. A SessionStart is answered once per session and
 * source across registrations; a state that cannot be kept must not cost the bootstrap.
 * `saying` tells whether the call has anything to say (nothing said claims nothing).
 */
export function answerOnce(event: CanonicalEvent, saying: () => boolean, session: SessionCall, log: Log): () => boolean {
  const name = event.hook_event_name;
  if (name === 'Stop') {
    if (event.stop_hook_active === true) {
      log.debug(text.debug.stopActive);
      return () => false;
    }
    const kept = session.change((state) => {
      if (!saying()) return true;
      if (state.stop_answered !== undefined) return false;
      state.stop_answered = isoTime(Date.now());
      return true;
    });
    return () => kept() || (log.debug(text.debug.stopAnswered), false);
  }
  if (name === 'SessionStart' && event.session_id) {
    const source = event.source ?? '';
    const kept = session.change(
      (state: SessionState) => {
        if (!saying()) return true;
        const started = (state.started = isRecord(state.started) ? state.started : {});
        const at = Object.hasOwn(started, source) ? Date.parse(started[source]!) : NaN;
        if (Date.now() - at < SESSION_START_HOLD_MS) return false;
        started[source] = isoTime(Date.now());
        return true;
      },
      true,
      true,
    );
    return () => kept() || (log.debug(text.debug.sessionStartDuplicate), false);
  }
  return () => true;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function isLater(value: unknown): value is LaterAdvice {
  return (
    isRecord(value) &&
    typeof value.message === 'string' &&
    isRecord(value.finding) &&
    (value.project === undefined || typeof value.project === 'string')
  );
}
