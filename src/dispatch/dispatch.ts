import { mkdir } from 'node:fs/promises';
import { homedir } from 'node:os';
import { join } from 'node:path';
import { capText } from './cap.js';
import { guardOptions } from '../config/config.js';
import { inboundAll, loadContract, outbound, recogniseForeign, replyKind, reroutes } from '../contracts/contract.js';
import { declaredGuard } from '../guards/declared.js';
import { TOOL_EVENTS, type CanonicalEvent } from '../contracts/event.js';
import { firstDelivery } from './firstDelivery.js';
import { DENY, RULES, type GuardContext } from '../guards/guard.js';
import { GUARDS } from '../guards/index.js';
import { redactSecrets } from '../guards/secrets.js';
import { MESSAGES_DIR } from '../home.js';
import type { Log } from '../log.js';
import { fillPlaceholders, type Message } from '../messages/message.js';
import { selectMessages } from '../messages/library.js';
import { viewProject, type ProjectView } from './projectView.js';
import { readPayload, type ByteSource, type ReadLimits } from './readPayload.js';
import { readSessionState, stateDir, updateSessionState, writeAtomic, type Env } from '../state/state.js';
import { text } from '../text.js';

export interface DispatchRequest {
  /** The event as the registration spells it. */
  event: string;
  /** Message names from the command line; empty means every message bound to the event. */
  messages: readonly string[];
  contract: string;
}

export interface DispatchIO {
  stdin: ByteSource;
  env: Env;
  cwd: string;
  log: Log;
  messagesDir?: string;
  limits?: ReadLimits;
  /** Called once the advice is composed, for `waymark explain` and `replay` to show their work. */
  inspect?: (inspection: Inspection) => void;
}

/** What one dispatch evaluated and decided, before the reply is shaped for the vendor. */
export interface Inspection {
  event: CanonicalEvent;
  evaluated: readonly Message[];
  /** Guard messages that spoke, by name, with their filled advisory. */
  advisories: ReadonlyMap<string, string>;
  /** The full ids of the rules that spoke, by guard message name (only guards built on rule packs). */
  rules: ReadonlyMap<string, readonly string[]>;
  /** Why guards stayed silent on what they saw (a skipped placeholder), by guard message name. */
  notes: ReadonlyMap<string, readonly string[]>;
  /** Base messages delivered by this call. */
  delivered: ReadonlySet<string>;
  /** The model-visible text, capped; empty for silence. */
  text: string;
  /** Its length before the cap. */
  uncapped: number;
}

/** The reply for one hook invocation: what goes to stdout, empty for silence. Never throws. */
export async function dispatch(request: DispatchRequest, io: DispatchIO): Promise<string> {
  try {
    return await run(request, io);
  } catch (error) {
    io.log.debug(text.debug.failed(error));
    return '';
  }
}

async function run(request: DispatchRequest, io: DispatchIO): Promise<string> {
  const { env, log } = io;
  if (env.WAYMARK_DISABLE === '1' || env.WAYMARK_DISABLE === 'true') {
    log.debug(text.debug.disabled);
    return '';
  }
  let contract = loadContract(request.contract);
  if (!contract) return silent(log, text.debug.unknownContract(request.contract));
  // Nothing the vendor would read: skip the work, and record no delivery that never happened.
  if (replyKind(contract, request.event) === 'none') return silent(log, text.debug.dropped(request.event, contract.id));

  const read = await readPayload(io.stdin, io.limits);
  log.debug(text.debug.read(read.bytes, read.outcome));
  let vendorEvent = request.event;
  // --- foreign payloads (issue 3): another host running this Claude Code registration with its own payload.
  if (contract.acceptsForeign) {
    const foreign = recogniseForeign(read.value, request.event, env);
    if (foreign) {
      log.debug(text.debug.foreign(foreign.contract.id, foreign.event));
      if (!foreign.event || replyKind(foreign.contract, foreign.event) === 'none') return '';
      contract = foreign.contract;
      vendorEvent = foreign.event;
    }
  }
  // ---
  const events = inboundAll(contract, vendorEvent, read.value, env);
  const event = events[0];
  if (!event) return silent(log, text.debug.notAnEvent);

  // One vendor call can be several canonical ones (a patch over several files): each is evaluated,
  // and the project around each `cwd` (root, config, its own messages) is read once.
  const reroute = reroutes(contract);
  const library = io.messagesDir ?? MESSAGES_DIR;
  const projects = new Map<string, ProjectView>();
  const projectAt = (cwd: string): ProjectView => {
    let view = projects.get(cwd);
    if (!view) {
      view = viewProject(cwd, library);
      for (const problem of view.problems) log.debug(text.debug.configIgnored(problem));
      projects.set(cwd, view);
    }
    return view;
  };
  const selections = events.map((each) => {
    const project = projectAt(each.cwd ?? io.cwd);
    return { each, project, selected: selectMessages(library, request.messages, each, log, reroute, project.messages) };
  });
  const byName = new Map<string, Message>();
  for (const { selected } of selections) for (const message of selected) if (!byName.has(message.name)) byName.set(message.name, message);
  if (byName.size === 0) return '';
  const messages = [...byName.values()];

  const [found, deliver] = await Promise.all([
    Promise.all(selections.map(({ each, project, selected }) => runGuards(selected.filter((message) => message.bindings.guard !== undefined), each, each.cwd ?? io.cwd, project, env, log))),
    basesToDeliver(messages.filter((message) => message.bindings.guard === undefined), event, env, log),
  ]);
  // A guard that speaks about several files of one call says each distinct thing once.
  const spoken = new Map<string, Set<string>>();
  for (const { advisories: each } of found) for (const [name, advisory] of each) spoken.set(name, (spoken.get(name) ?? new Set()).add(advisory));
  const advisories = new Map([...spoken].map(([name, set]) => [name, [...set].join('\n\n')]));
  const rules = new Map<string, string[]>();
  for (const { rules: each } of found) for (const [name, ids] of each) rules.set(name, [...new Set([...(rules.get(name) ?? []), ...ids])]);
  const notes = new Map<string, string[]>();
  for (const { notes: each } of found) for (const [name, lines] of each) notes.set(name, [...new Set([...(notes.get(name) ?? []), ...lines])]);
  const deny = found.some((each) => each.deny);

  const parts = messages.map((message) => advisories.get(message.name) ?? (deliver.has(message.name) ? message.body : '')).filter(Boolean);
  const full = parts.join('\n\n');
  const capped = full.length > contract.cap.chars ? capText(full, contract.cap.chars, await saveOverflow(full, event, env)) : full;
  if (capped !== full) log.debug(text.debug.capped(full.length, capped.length));
  io.inspect?.({ event, evaluated: messages, advisories, rules, notes, delivered: deliver, text: capped, uncapped: full.length });
  if (capped === '') return '';
  // Issue 3: Stop at most once per session, SessionStart once across a host's two registrations.
  if (!(await firstDelivery(contract, event, env, log))) return '';
  if (deny && event.hook_event_name === 'PreToolUse' && replyKind(contract, vendorEvent) === 'hookSpecificOutput') return denyReply(vendorEvent, capped);
  return outbound(contract, vendorEvent, capped);
}

/**
 * The one exception to advice-only (DESIGN §2.5): a guard the user put in strict mode by explicit
 * config (`guards.ask-user.strict`) denies the tool call, with its advisory as the reason.
 */
function denyReply(vendorEvent: string, reason: string): string {
  return JSON.stringify({ hookSpecificOutput: { hookEventName: vendorEvent, permissionDecision: 'deny', permissionDecisionReason: reason } });
}

function silent(log: Log, why: string): string {
  log.debug(why);
  return '';
}

// ── guards ────────────────────────────────────────────────────────────────────────────────────

type SharedContext = Omit<GuardContext, 'options'>;

/**
 * A guard that has not answered by then is treated as silent: the tool call must not wait on a
 * stuck read (a network home, a held lock). Generous, because a loaded machine slows every guard.
 */
const GUARD_BUDGET_MS = 1000;

/** Each guard's advisory by message name; guards run side by side, each on its own. */
async function runGuards(messages: Message[], event: CanonicalEvent, cwd: string, project: ProjectView, env: Env, log: Log): Promise<{ advisories: Map<string, string>; rules: Map<string, string[]>; notes: Map<string, string[]>; deny: boolean }> {
  const advisories = new Map<string, string>();
  const rules = new Map<string, string[]>();
  const notes = new Map<string, string[]>();
  let deny = false;
  if (messages.length === 0) return { advisories, rules, notes, deny };
  const shared: SharedContext = { cwd, root: project.root, env, home: homedir(), stateDir: stateDir(env), config: project.config };
  await Promise.all(
    messages.map(async (message) => {
      const said: string[] = [];
      const result = await runGuard(message, event, shared, log, (line) => {
        if (said.length < 20 && !said.includes(line)) (said.push(line), log.debug(text.debug.guardNote(message.bindings.guard!, line)));
      });
      if (said.length > 0) notes.set(message.name, said);
      if (result) advisories.set(message.name, result.advisory);
      if (result?.rules.length) rules.set(message.name, result.rules);
      if (result?.deny) deny = true;
    }),
  );
  return { advisories, rules, notes, deny };
}

/** The guard's advisory, filled from what it found, or undefined when it found nothing, was off, or failed. */
async function runGuard(message: Message, event: CanonicalEvent, shared: SharedContext, log: Log, note: (line: string) => void): Promise<{ advisory: string; rules: string[]; deny: boolean } | undefined> {
  const id = message.bindings.guard!;
  const guard = GUARDS.get(id) ?? declaredGuard(message);
  if (!guard) {
    log.debug(text.debug.guardMissing(message.name, id));
    return undefined;
  }
  const options = guardOptions(shared.config, id);
  if (!options) {
    log.debug(text.debug.guardOff(id));
    return undefined;
  }
  const started = performance.now();
  let timer: NodeJS.Timeout | undefined;
  try {
    const detected = guard.detect(event, { ...shared, options, aside: note });
    const finding = detected instanceof Promise
      ? await Promise.race([detected, new Promise<'late'>((resolve) => (timer = setTimeout(resolve, GUARD_BUDGET_MS, 'late')))])
      : detected;
    if (finding === 'late') {
      log.debug(text.debug.guardLate(id, GUARD_BUDGET_MS));
      return undefined;
    }
    log.debug(text.debug.guardResult(id, !!finding, performance.now() - started));
    if (!finding) return undefined;
    // Any guard may quote the call (a command it names): no credential in it reaches the reply (issue 11 §4).
    const advisory = fillPlaceholders(message.advisory ?? message.body, Object.fromEntries(Object.entries(finding).map(([key, value]) => [key, redactSecrets(value)])));
    return { advisory: `${advisory}\n${text.fullProcedure(message.path)}`, rules: finding[RULES]?.split(' ').filter(Boolean) ?? [], deny: finding[DENY] === 'deny' };
  } catch (error) {
    log.debug(text.debug.guardFailed(id, error));
    return undefined;
  } finally {
    clearTimeout(timer);
  }
}
// ── end guards ────────────────────────────────────────────────────────────────────────────────

/**
 * Base messages go out whole. On tool events, once per session: the model keeps them in context,
 * and repeating them on every call only burns the user's context.
 */
async function basesToDeliver(bases: Message[], event: CanonicalEvent, env: Env, log: Log): Promise<Set<string>> {
  const names = bases.map((message) => message.name);
  if (!TOOL_EVENTS.has(event.hook_event_name ?? '') || names.length === 0 || !event.session_id) return new Set(names);
  const dir = stateDir(env);
  // Most tool calls come after the base messages went out: a plain read settles them, no lock.
  const seen = await readSessionState(dir, event.session_id);
  if (names.every((name) => name in seen.delivered)) {
    for (const name of names) log.debug(text.debug.alreadyDelivered(name));
    return new Set();
  }
  const outcome = await updateSessionState(dir, event.session_id, (state) => {
    const fresh = names.filter((name) => !(name in state.delivered));
    const now = new Date().toISOString();
    for (const name of fresh) state.delivered[name] = now;
    return { result: fresh, changed: fresh.length > 0 };
  });
  if (outcome.status === 'ok') {
    for (const name of names) if (!outcome.result.includes(name)) log.debug(text.debug.alreadyDelivered(name));
    return new Set(outcome.result);
  }
  if (outcome.status === 'busy') {
    log.debug(text.debug.stateBusy);
    return new Set();
  }
  // An unusable state dir must not cost the user the advice: fail open, deliver.
  log.debug(text.debug.state(outcome.status, outcome.error));
  return new Set(names);
}

/** Keeps the uncut text where the cap marker can point to it; undefined when it cannot be saved. */
async function saveOverflow(full: string, event: CanonicalEvent, env: Env): Promise<string | undefined> {
  const session = (event.session_id ?? 'no-session').replace(/[^\w.-]/g, '_').slice(0, 80);
  const dir = join(stateDir(env), 'overflow');
  const path = join(dir, `${session}-${event.hook_event_name ?? 'event'}.md`);
  try {
    await mkdir(dir, { recursive: true, mode: 0o700 });
    await writeAtomic(path, full);
    return path;
  } catch {
    return undefined;
  }
}
