import type { CanonicalEvent } from '../contracts/event.js';
import { MESSAGES_DIR } from '../home.js';
import type { Log } from '../log.js';
import type { Message } from '../messages/message.js';
import type { Env } from '../state/state.js';
import { text } from '../text.js';
import { boundEvents } from './bound.js';
import { cap, type CapUnit } from './cap.js';
import { basesDue, compose } from './compose.js';
import { isSaid, keptAdvisories, runGuards, type Outcome, type Silence } from './guards.js';
import { SessionCall } from './session.js';
import type { SessionState } from '../state/state.js';
import { viewProject, type ProjectView } from './projectView.js';
import type { Answer } from './reply.js';
import { route, type Reroute } from './route.js';

export interface EvaluateOptions {
  /** Message names from the registration; empty means every message bound to the event. */
  messages: readonly string[];
  reroute: Reroute;
  /** The vendor's cap on model-visible text, in characters (or in UTF-8 bytes, with `unit`). */
  limit: number;
  unit?: CapUnit;
  /** Which advisories are new for this tool call (a host that also runs Claude Code's hooks asks twice). */
  fresh?: (names: readonly string[]) => Promise<ReadonlySet<string>>;
}

export interface CoreIO {
  env: Env;
  log: Log;
  /** Where an event without its own `cwd` runs. */
  cwd: string;
  /** Messages directory override (tests); waymark's own `messages/` otherwise. */
  messagesDir?: string;
  /** Called once the advice is composed, for `waymark explain` and `replay` to show their work. */
  inspect?: (inspection: Inspection) => void;
}

/** What one call evaluated and decided, before the reply is shaped for the vendor. */
export interface Inspection {
  event: CanonicalEvent;
  evaluated: readonly Message[];
  /** Guard messages that spoke, by name, with their filled advisory. */
  advisories: ReadonlyMap<string, string>;
  /** The full ids of the rules that spoke, by guard message name (only guards built on rule packs). */
  rules: ReadonlyMap<string, readonly string[]>;
  /** Base messages delivered by this call. */
  delivered: ReadonlySet<string>;
  /** Why each guard message that did not speak stayed silent. */
  silences: ReadonlyMap<string, Silence>;
  /** The model-visible text, capped; empty for silence. */
  text: string;
  /** Its length before the cap. */
  uncapped: number;
  /** Why a repository's "off" did not hold, by guard message name (src/quiet/quiet.ts). */
  scopeNotes?: ReadonlyMap<string, readonly string[]>;
}

/**
 * The core, behind both front doors (the hook command and the oh-my-pi module): canonical events
 * in, the canonical answer out. Routes the messages, runs their guards, composes advisories and
 * due base messages, caps the text. The project around each `cwd` is read once per call.
 */
export async function evaluate(all: readonly CanonicalEvent[], options: EvaluateOptions, io: CoreIO): Promise<Answer> {
  const { events, notes } = boundEvents(all);
  const first = events[0];
  if (!first) return { text: '', deny: false };
  const { env, log } = io;
  const projects = new Map<string, ProjectView>();
  const library = io.messagesDir ?? MESSAGES_DIR;
  const projectAt = (cwd: string): ProjectView => {
    let view = projects.get(cwd);
    if (!view) {
      view = viewProject(cwd, library);
      for (const problem of view.problems) log.debug(text.debug.configIgnored(problem));
      projects.set(cwd, view);
    }
    return view;
  };
  const selections = route(options.messages, events, library, io.cwd, projectAt, options.reroute, log);
  const byName = new Map<string, Message>();
  for (const { messages } of selections) for (const message of messages) if (!byName.has(message.name)) byName.set(message.name, message);
  if (byName.size === 0) return { text: '', deny: false };
  const messages = [...byName.values()];

  // The session's state: read once here, written once below with every change the call asks for.
  const session = await SessionCall.open(env, first.session_id);
  const due = basesDue(messages.filter((message) => !isGuard(message)), first, session, log);
  const outcomes = (await Promise.all(selections.map(({ event, cwd, project, messages: selected }) => runGuards(selected.filter(isGuard), event, cwd, project, env, session, log)))).flat();
  const answered = await session.commit(log, first.hook_event_name === 'Stop' ? stopOnce(first, outcomes, due) : undefined);
  if (!answered) {
    log.debug(text.debug.stopAnswered);
    return { text: '', deny: false };
  }
  const kept = keptAdvisories(outcomes);
  const fresh = options.fresh ? await options.fresh([...kept.advisories.keys()]) : undefined;
  const advisories = fresh ? new Map([...kept.advisories].filter(([name]) => fresh.has(name))) : kept.advisories;
  const delivered = due();

  const composed = compose(messages, advisories, delivered);
  // Advice about a command or a patch read only in part says so.
  const full = composed !== '' && advisories.size > 0 && notes.length > 0 ? `${composed}\n\n${notes.join('\n')}` : composed;
  const capped = await cap(full, options.limit, first, env, options.unit);
  if (capped !== full) log.debug(text.debug.capped(full.length, capped.length));
  if (io.inspect) {
    // A message several events ran is silent only if it was silent on each; the first reason stands.
    const silences = new Map<string, Silence>();
    for (const each of outcomes) if (!isSaid(each) && !advisories.has(each.name) && !silences.has(each.name)) silences.set(each.name, each.silence);
    const rules = new Map([...kept.rules].filter(([name]) => advisories.has(name)));
    const scopeNotes = new Map(outcomes.filter(isSaid).flatMap((each) => (each.notes ? [[each.name, each.notes] as const] : [])));
    io.inspect({ event: first, evaluated: messages, advisories, rules, delivered, silences, text: capped, uncapped: full.length, scopeNotes });
  }
  return { text: capped, deny: kept.deny };
}

function isGuard(message: Message): boolean {
  return message.bindings.guard !== undefined;
}

/**
 * Stop output may start another model turn (Claude Code, Codex, Cursor, CodeBuddy): a Stop is
 * answered at most once per session, claimed in the same write as the rest of the call's state.
 * Without a session or a usable state, "once" cannot be proved, and the answer is silence.
 */
function stopOnce(event: CanonicalEvent, outcomes: readonly Outcome[], due: () => ReadonlySet<string>): (state: SessionState) => boolean {
  return (state) => {
    if (!outcomes.some((each) => isSaid(each) && each.kept()) && due().size === 0) return true;
    // A Stop hook already continuing the turn is never answered, and so claims nothing.
    if (event.stop_hook_active === true) return false;
    if (state.stop_answered !== undefined) return false;
    state.stop_answered = new Date().toISOString();
    return true;
  };
}
