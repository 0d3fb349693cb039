import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import { capText } from './cap.js';
import { inboundAll, loadContract, outbound, recogniseForeign, replyKind, reroutes } from './contract.js';
import { TOOL_EVENTS, type CanonicalEvent } from './event.js';
import { firstDelivery } from './firstDelivery.js';
import type { GuardContext } from './guards/guard.js';
import { GUARDS } from './guards/index.js';
import { MESSAGES_DIR } from './home.js';
import type { Log } from './log.js';
import { fillPlaceholders, type Message } from './message.js';
import { selectMessages } from './messageLibrary.js';
import { projectRoot } from './projectRoot.js';
import { readPayload, type ByteSource, type ReadLimits } from './readPayload.js';
import { readSessionState, stateDir, updateSessionState, writeAtomic, type Env } from './state.js';
import { text } from './text.js';

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

  const reroute = reroutes(contract);
  const messages = new Map<string, Message>();
  const advisories = new Map<string, Set<string>>();
  // One vendor call can be several canonical ones (a patch over several files): each is evaluated.
  for (const each of events) {
    const cwd = each.cwd ?? io.cwd;
    const context: GuardContext = { cwd, root: projectRoot(cwd) };
    for (const message of selectMessages(io.messagesDir ?? MESSAGES_DIR, request.messages, each, log, reroute)) {
      if (!messages.has(message.name)) messages.set(message.name, message);
      if (message.bindings.guard === undefined) continue;
      const advisory = runGuard(message, each, context, log);
      if (advisory) advisories.set(message.name, (advisories.get(message.name) ?? new Set()).add(advisory));
    }
  }
  if (messages.size === 0) return '';
  const bases = [...messages.values()].filter((message) => message.bindings.guard === undefined);
  const deliver = await basesToDeliver(bases, event, env, log);

  const parts = [...messages.values()]
    .map((message) => [...(advisories.get(message.name) ?? [])].join('\n\n') || (deliver.has(message.name) ? message.body : ''))
    .filter(Boolean);
  if (parts.length === 0) return '';
  const full = parts.join('\n\n');
  const capped = full.length > contract.cap.chars ? capText(full, contract.cap.chars, await saveOverflow(full, event, env)) : full;
  if (capped !== full) log.debug(text.debug.capped(full.length, capped.length));
  // Issue 3: Stop at most once per session, SessionStart once across a host's two registrations.
  if (!(await firstDelivery(contract, event, env, log))) return '';
  return outbound(contract, vendorEvent, capped);
}

function silent(log: Log, why: string): string {
  log.debug(why);
  return '';
}

/** The guard's advisory, filled from what it found, or undefined when it found nothing or failed. */
function runGuard(message: Message, event: CanonicalEvent, context: GuardContext, log: Log): string | undefined {
  const id = message.bindings.guard!;
  const guard = GUARDS.get(id);
  if (!guard) {
    log.debug(text.debug.guardMissing(message.name, id));
    return undefined;
  }
  const started = performance.now();
  try {
    const finding = guard.detect(event, context);
    log.debug(text.debug.guardResult(id, !!finding, performance.now() - started));
    if (!finding) return undefined;
    const advisory = fillPlaceholders(message.advisory ?? message.body, finding);
    return `${advisory}\n${text.fullProcedure(message.path)}`;
  } catch (error) {
    log.debug(text.debug.guardFailed(id, error));
    return undefined;
  }
}

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
