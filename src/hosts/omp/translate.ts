// oh-my-pi events → canonical events, through contracts/omp.json and the same contract engine and
// transforms as every hook command (its edit modes: transforms/ompEdit.ts, its patch-form edits:
// transforms/applyPatch.ts, shared with Codex). Pure: no I/O.
import omp from '../../../contracts/omp.json';
import { inboundAll } from '../../contracts/contract.js';
import type { CanonicalEvent } from '../../core/event.js';
import type { Contract } from '../../contracts/schema.js';
import type { Env } from '../../edge/env.js';

export const OMP_CONTRACT = omp as Contract;

/** The OMP events waymark answers, as contracts/omp.json names them. */
export type OmpEvent = 'before_agent_start' | 'tool_call' | 'tool_result';

/** What OMP's handler context says about where a call runs. */
export interface Facts {
  sessionId: string | undefined;
  cwd: string;
}

/** The canonical events one OMP event amounts to: one per file an edit touches; none for a non-object. */
export function canonicalEvents(vendorEvent: OmpEvent, payload: Record<string, unknown>, env: Env = {}): CanonicalEvent[] {
  return inboundAll(OMP_CONTRACT, vendorEvent, payload, env);
}

/** A `tool_call` event as its contract reads it: OMP's own keys, plus the session and cwd from its context. */
export function toolPayload(event: unknown, facts: Facts): Record<string, unknown> {
  const { toolName, toolCallId, input } = record(event);
  return defined({ toolName, toolCallId, input, session_id: facts.sessionId, cwd: facts.cwd });
}

/** A `tool_result` event: the call, and its output last, where an oversized read still keeps the rest. */
export function resultPayload(event: unknown, facts: Facts): Record<string, unknown> {
  const { content, isError } = record(event);
  return { ...toolPayload(event, facts), tool_response: { is_error: isError === true, output: resultText(content) } };
}

/** The session bootstrap (OMP has no resume/clear distinction at this point: a fresh start). */
export function sessionPayload(facts: Facts): Record<string, unknown> {
  return defined({ session_id: facts.sessionId, cwd: facts.cwd, source: 'startup' });
}

/** The text of a tool result's content blocks (images dropped), bounded: guards never need megabytes of output. */
export function resultText(content: unknown, max = 256 * 1024): string {
  if (!Array.isArray(content)) return '';
  const text = content
    .map(record)
    .filter((block) => block.type === 'text' && typeof block.text === 'string')
    .map((block) => block.text as string)
    .join('\n');
  return text.slice(0, max);
}

function record(value: unknown): Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
}

/** Drops undefined members, so the payload says nothing rather than `null` where OMP said nothing. */
function defined<T extends Record<string, unknown>>(fields: T): T {
  return Object.fromEntries(Object.entries(fields).filter(([, value]) => value !== undefined)) as T;
}
