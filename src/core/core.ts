import { adviceEntry } from '../adviceLog/adviceEntry.js';
import type { CanonicalEvent } from './event.js';
import { DENY, RULES, type Finding } from '../guards/guard.js';
import { MESSAGES_DIR } from '../home.js';
import type { Log } from '../edge/log.js';
import { loadMessage } from '../messages/library.js';
import type { Message } from '../messages/message.js';
import type { LaterAdvice } from '../state/state.js';
import type { Env } from '../edge/env.js';
import { text } from '../text.js';
import { boundEvents } from './bound.js';
import { nothingFound, type Advice, type Findings } from './findings.js';
import { answerOnce, claimBases, claimCall, keepForLater, takeLater } from './once.js';
import { viewProject, type ProjectView } from './projectView.js';
import { route } from './route.js';
import { isSaid, runGuards, type Said, type Silence } from './runGuards.js';
import { SessionCall } from './session.js';

export interface CoreRequest {
  /** Message names from the registration; empty means every message bound to the event. */
  messages: readonly string[];
  /**
   * Whether what this call says reaches the model now. A tool event whose output the harness drops
   * (false) keeps its advice for the harness's next event that does; one that does (true, the
   * default) also gives what was kept.
   */
  heard?: boolean;
  /** Who asked (the contract's id, `claude`, `codex`, …), for the advice log; without it the call is not logged. */
  harness?: string;
}

export interface CoreIO {
  env: Env;
  log: Log;
  /** Where an event without its own `cwd` runs. */
  cwd: string;
  /** Messages directory override (tests); waymark's own `messages/` otherwise. */
  messagesDir?: string;
}

/**
 * The core, behind every front door (the hook command, the oh-my-pi module): canonical events in,
 * what was found out, knowing no vendor. Routes the messages, runs their guards, and commits the
 * session's state once (what the guards asked for and every "once" of src/core/once.ts). The
 * project around each `cwd` is read once per call.
 */
export async function core(all: readonly CanonicalEvent[], request: CoreRequest, io: CoreIO): Promise<Findings> {
  const { events, notes } = boundEvents(all);
  const first = events[0];
  if (!first) return nothingFound({});
  const heard = request.heard ?? true;
  const { env, log } = io;
  const projects = new Map<string, ProjectView>();
  const library = io.messagesDir ?? MESSAGES_DIR;
  const projectAt = (cwd: string, named?: string): ProjectView => {
    const key = `${named ?? ''}\0${cwd}`;
    let view = projects.get(key);
    if (!view) {
      view = viewProject(cwd, library, named);
      for (const problem of view.problems) log.debug(text.debug.configIgnored(problem));
      projects.set(key, view);
    }
    return view;
  };
  const selections = route(request.messages, events, library, io.cwd, projectAt, log);
  const byName = new Map<string, Message>();
  for (const { messages } of selections) for (const message of messages) if (!byName.has(message.name)) byName.set(message.name, message);
  const evaluated = [...byName.values()];
  // Advice kept from a dropped event waits in the state: a call that reaches the model reads it even with nothing of its own to evaluate.
  if (evaluated.length === 0 && !(heard && first.session_id)) return nothingFound(first);

  // The session's state: read once here, written once by the commit below.
  const session = await SessionCall.open(env, first.session_id);
  // A dropped event's base messages would be marked delivered and never read: only its advice is kept.
  const due = heard
    ? claimBases(
        evaluated.filter((message) => !isGuard(message)),
        first,
        session,
        log,
      )
    : () => [];
  const outcomes = (
    await Promise.all(
      selections.map(({ event, cwd, project, messages }) => runGuards(messages.filter(isGuard), event, cwd, project, env, session, log)),
    )
  ).flat();
  const said = () => outcomes.filter((each): each is Said => isSaid(each) && each.kept());
  const repeats = claimCall(() => [...new Set(said().map((each) => each.message.name))], first, session, log);
  const fresh = () => said().filter((each) => !repeats().has(each.message.name));
  const deferred = heard ? () => 0 : keepForLater(() => fresh(), first, session);
  const taken = heard ? takeLater(first, session) : () => [];
  const answered = answerOnce(first, () => fresh().length > 0 || due().length > 0 || taken().length > 0, session, log);
  // What the call says goes to the advice log in the same commit, by the user's setting in the config read above.
  // Read once the commit has answered every claim, by the log line and by the findings alike.
  let found: Advice[] | undefined;
  const advice = () => (found ??= adviceOf(said(), repeats()));
  const { harness } = request;
  const here = heard && harness ? projectAt(typeof first.cwd === 'string' ? first.cwd : io.cwd, first.project_dir) : undefined;
  if (harness && here?.adviceLog) {
    session.logAdvice(() => {
      const given = answered() ? advice().filter((each) => !each.repeat) : [];
      return given.length > 0 ? adviceEntry(harness, first, given, here.root, env) : undefined;
    });
  }
  await session.commit(log);

  if (!answered()) return { ...nothingFound(first), evaluated, answered: false };
  // A message several events ran is silent only if it was silent on each; the first reason stands.
  const silences = new Map<string, Silence>();
  const spoke = new Set(said().map((each) => each.message.name));
  for (const each of outcomes)
    if (!isSaid(each) && !spoke.has(each.message.name) && !silences.has(each.message.name)) silences.set(each.message.name, each.silence);
  return {
    event: first,
    evaluated,
    advice: heard ? advice() : [],
    bases: due(),
    earlier: earlierAdvice(taken(), library, projectAt, io.cwd),
    notes,
    silences,
    answered: true,
    deferred: deferred(),
  };
}

function isGuard(message: Message): boolean {
  return message.bindings.guard !== undefined;
}

/** The findings by message, in the order the guards ran; a guard that speaks about several files says each distinct thing once. */
function adviceOf(said: readonly Said[], repeats: ReadonlySet<string>): Advice[] {
  const byName = new Map<string, Advice & { seen: Set<string> }>();
  for (const { message, event, finding, notes } of said) {
    let advice = byName.get(message.name);
    if (!advice) {
      advice = {
        message,
        findings: [],
        event: event.hook_event_name ?? '',
        rules: [],
        deny: false,
        repeat: repeats.has(message.name),
        seen: new Set(),
      };
      byName.set(message.name, advice);
    }
    const key = JSON.stringify(finding);
    if (!advice.seen.has(key)) {
      advice.seen.add(key);
      advice.findings.push(finding);
    }
    for (const rule of finding[RULES]?.split(' ') ?? []) if (rule && !advice.rules.includes(rule)) advice.rules.push(rule);
    advice.deny ||= finding[DENY] === 'deny';
    for (const note of notes ?? []) if (!(advice.notes ??= []).includes(note)) advice.notes.push(note);
  }
  return [...byName.values()].map(({ seen: _, ...advice }) => advice);
}

/** Kept advice as advice again: its message found where it was (waymark's own, or the project's), or dropped. */
function earlierAdvice(
  later: readonly LaterAdvice[],
  library: string,
  projectAt: (cwd: string, named?: string) => ProjectView,
  cwd: string,
): Advice[] {
  const out: Advice[] = [];
  for (const { message: name, finding, cwd: where, project } of later) {
    const message = loadMessage(library, name) ?? projectAt(where ?? cwd, project).messages.find((each) => each.name === name);
    if (!message) continue;
    const known = out.find((each) => each.message.name === name);
    const found: Finding = finding;
    if (known) {
      if (!known.findings.some((each) => JSON.stringify(each) === JSON.stringify(found))) known.findings.push(found);
    } else out.push({ message, findings: [found], event: message.bindings.event ?? '', rules: [], deny: false, repeat: false });
  }
  return out;
}
