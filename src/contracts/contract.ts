import type { Contract, ContractFile, ForeignRule, Reply } from './schema.js';
import { withBase } from './extend.js';
import { CONTRACTS, FOREIGN } from './registry.js';
import { parseEvent, type CanonicalEvent } from '../core/event.js';
import type { Env } from '../edge/env.js';
import { projectDirNamed } from './projectDir.js';
import { TRANSFORMS } from './transforms/index.js';
import { isPayload, type Payload } from './transforms/transform.js';

export function loadContract(id: string): Contract | undefined {
  if (!Object.hasOwn(CONTRACTS, id)) return undefined;
  const contract = CONTRACTS[id] as ContractFile;
  const base = contract.extends;
  return withBase(contract, base !== undefined && Object.hasOwn(CONTRACTS, base) ? (CONTRACTS[base] as ContractFile) : undefined);
}

/** How this vendor delivers a reply to the event it names; `none` for an event it does not know. */
export function replyKind(contract: Contract, vendorEvent: string): Reply {
  return Object.hasOwn(contract.events, vendorEvent) ? contract.events[vendorEvent]!.reply : 'none';
}

/**
 * The vendor's payload as canonical events: usually one, several when one call touches several
 * files (a Codex patch); empty when it is not an event at all.
 */
export function inboundAll(contract: Contract, vendorEvent: string, payload: unknown, env: Env = {}): CanonicalEvent[] {
  if (!isPayload(payload)) return [];
  let payloads = [renameKeys(payload, contract.payloadKeys?.rename)];
  for (const { name } of contract.transforms ?? []) payloads = payloads.flatMap((each) => TRANSFORMS[name](each, env));
  // The registration names the event; the payload's own name may be absent or spelled another way.
  const canonicalEvent = Object.hasOwn(contract.events, vendorEvent) ? contract.events[vendorEvent]!.canonical : vendorEvent;
  const carries = carriedBy(contract, canonicalEvent);
  // Read from the vendor's own payload, before a transform rewrites it.
  const projectDir = projectDirNamed(contract, payload, env);
  return payloads.flatMap((each) => {
    const event = parseEvent(canonicalTool(contract, each));
    if (!event) return [];
    event.hook_event_name = canonicalEvent;
    // Routing is the contract's to say, never the payload's.
    if (carries.length > 0) event.carries = carries;
    else delete event.carries;
    // So is the project: a payload key spelled `project_dir` is not the harness naming it.
    if (projectDir !== undefined) event.project_dir = projectDir;
    else delete event.project_dir;
    return [event];
  });
}

/** The first canonical event of the payload (see inboundAll). */
export function inbound(contract: Contract, vendorEvent: string, payload: unknown, env: Env = {}): CanonicalEvent | undefined {
  return inboundAll(contract, vendorEvent, payload, env)[0];
}

/**
 * The canonical tools a call of this vendor tool may become (the contract's `tools`, one or a list):
 * a transform decides which, the first is its name otherwise. Empty for a tool the contract does not name.
 */
export function canonicalToolsOf(contract: Contract, vendorTool: string): readonly string[] {
  const tools = contract.tools ?? {};
  if (!Object.hasOwn(tools, vendorTool)) return [];
  const canonical = tools[vendorTool]!;
  return typeof canonical === 'string' ? [canonical] : canonical;
}

function canonicalTool(contract: Contract, payload: Payload): Payload {
  const name = payload.tool_name;
  // Transforms have run (inboundAll): a name still listed here is the vendor's, and takes its first canonical tool.
  const tool_name = (typeof name === 'string' ? canonicalToolsOf(contract, name)[0] : undefined) ?? name;
  const input = payload.tool_input;
  const tool_input = isPayload(input) ? renameKeys(input, contract.inputKeys?.rename) : input;
  return { ...payload, tool_name, tool_input };
}

/** Renamed keys take the canonical spelling, unless the payload already has it. */
function renameKeys(object: Payload, rename: Readonly<Record<string, string>> | undefined): Payload {
  if (!rename) return object;
  const out = { ...object };
  for (const [from, to] of Object.entries(rename)) {
    if (Object.hasOwn(out, from) && !Object.hasOwn(out, to)) {
      out[to] = out[from];
      delete out[from];
    }
  }
  return out;
}

/** The reply in the vendor's shape; empty text is silence, never `{}`. */
export function outbound(contract: Contract, vendorEvent: string, text: string): string {
  if (text === '') return '';
  switch (replyKind(contract, vendorEvent)) {
    case 'hookSpecificOutput':
      return JSON.stringify({ hookSpecificOutput: { hookEventName: vendorEvent, additionalContext: text } });
    case 'additional_context':
      return JSON.stringify({ additional_context: text });
    case 'additionalContext':
      return JSON.stringify({ additionalContext: text });
    case 'plain':
      return text;
    case 'contextModification':
      return JSON.stringify({ contextModification: text });
    case 'systemMessage':
      return JSON.stringify({ systemMessage: text });
    case 'none':
      return '';
  }
}

/** The canonical events whose messages this vendor delivers on `canonicalEvent` instead (its `reroute` into it). */
export function carriedBy(contract: Contract, canonicalEvent: string): string[] {
  return Object.entries(contract.reroute ?? {})
    .filter(([, { to }]) => to === canonicalEvent)
    .map(([from]) => from);
}

/** Canonical event → the event its messages are evaluated on instead, for a vendor that drops the first. */
export function reroutes(contract: Contract): Readonly<Record<string, string>> {
  return Object.fromEntries(Object.entries(contract.reroute ?? {}).map(([from, { to }]) => [from, to]));
}

export interface Foreign {
  contract: Contract;
  /** The event in that vendor's spelling, or undefined when that vendor has no such event. */
  event: string | undefined;
}

/** Whether one of a contract's `foreign` rules holds for this payload and environment. */
export function foreignMatch(rules: readonly ForeignRule[], payload: Record<string, unknown>, env: Env): boolean {
  return rules.some(
    (rule) =>
      (!rule.anyKey || rule.anyKey.some((key) => Object.hasOwn(payload, key))) &&
      (!rule.absentKeys || rule.absentKeys.every((key) => !Object.hasOwn(payload, key))) &&
      (!rule.anyEnv || rule.anyEnv.some((name) => !!env[name])) &&
      (!rule.absentEnv || rule.absentEnv.every((name) => !env[name])),
  );
}

/**
 * A payload that another vendor sent to a Claude Code registration it imported (Cursor, Copilot,
 * Devin run Claude's hooks with their own payload shape): that vendor's contract and event name.
 */
export function recogniseForeign(payload: unknown, registeredEvent: string, env: Env, from?: readonly string[]): Foreign | undefined {
  if (!isPayload(payload)) return undefined;
  for (const [id, foreign] of FOREIGN) {
    if (from && !from.includes(id)) continue;
    if (!foreignMatch(foreign, payload, env)) continue;
    const contract = loadContract(id)!;
    const named = payload.hook_event_name;
    const event = [named, registeredEvent].find((name): name is string => typeof name === 'string' && Object.hasOwn(contract.events, name));
    return { contract, event };
  }
  return undefined;
}
