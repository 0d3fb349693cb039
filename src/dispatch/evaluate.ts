import type { CanonicalEvent } from '../contracts/event.js';
import { MESSAGES_DIR } from '../home.js';
import type { Log } from '../log.js';
import type { Message } from '../messages/message.js';
import type { Env } from '../state/state.js';
import { text } from '../text.js';
import { cap } from './cap.js';
import { basesDue, compose } from './compose.js';
import { runGuards, type Silence } from './guards.js';
import { viewProject, type ProjectView } from './projectView.js';
import type { Answer } from './reply.js';
import { route, type Reroute } from './route.js';

export interface EvaluateOptions {
  /** Message names from the registration; empty means every message bound to the event. */
  messages: readonly string[];
  reroute: Reroute;
  /** The vendor's cap on model-visible text, in characters. */
  limit: number;
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
}

/**
 * The core, behind both front doors (the hook command and the oh-my-pi module): canonical events
 * in, the canonical answer out. Routes the messages, runs their guards, composes advisories and
 * due base messages, caps the text. The project around each `cwd` is read once per call.
 */
export async function evaluate(events: readonly CanonicalEvent[], options: EvaluateOptions, io: CoreIO): Promise<Answer> {
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

  const [said, delivered] = await Promise.all([
    Promise.all(selections.map(({ event, cwd, project, messages: selected }) => runGuards(selected.filter(isGuard), event, cwd, project, env, log))),
    basesDue(messages.filter((message) => !isGuard(message)), first, env, log),
  ]);
  // A guard that speaks about several files of one call says each distinct thing once.
  const spoken = new Map<string, Set<string>>();
  for (const { advisories } of said) for (const [name, advisory] of advisories) spoken.set(name, (spoken.get(name) ?? new Set()).add(advisory));
  const joined = new Map([...spoken].map(([name, set]) => [name, [...set].join('\n\n')]));
  const fresh = options.fresh ? await options.fresh([...joined.keys()]) : undefined;
  const advisories = fresh ? new Map([...joined].filter(([name]) => fresh.has(name))) : joined;

  const full = compose(messages, advisories, delivered);
  const capped = await cap(full, options.limit, first, env);
  if (capped !== full) log.debug(text.debug.capped(full.length, capped.length));
  if (io.inspect) {
    // A message several events ran is silent only if it was silent on each; the first reason stands.
    const silences = new Map<string, Silence>();
    for (const { silences: each } of said) for (const [name, silence] of each) if (!advisories.has(name) && !silences.has(name)) silences.set(name, silence);
    const rules = new Map<string, string[]>();
    for (const { rules: each } of said) for (const [name, ids] of each) if (advisories.has(name)) rules.set(name, [...new Set([...(rules.get(name) ?? []), ...ids])]);
    io.inspect({ event: first, evaluated: messages, advisories, rules, delivered, silences, text: capped, uncapped: full.length });
  }
  return { text: capped, deny: said.some((each) => each.deny) };
}

function isGuard(message: Message): boolean {
  return message.bindings.guard !== undefined;
}
