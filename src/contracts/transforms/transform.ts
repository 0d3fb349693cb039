import type { Env } from '../../edge/env.js';

/** A payload on its way to the canonical shape: a plain JSON object. */
export type Payload = Record<string, unknown>;

/**
 * One step of inbound translation that data cannot say. Returns the payloads that go on: usually
 * the one it got, several when one vendor call is several canonical ones (a patch over many files).
 */
export type Transform = (payload: Payload, env: Env) => Payload[];

export function isPayload(value: unknown): value is Payload {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
