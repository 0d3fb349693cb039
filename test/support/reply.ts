import { expect } from 'vitest';
import type { Run } from './run.js';

export const CAP = 10_000;

function strings(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return value.flatMap(strings);
  if (value && typeof value === 'object') return Object.values(value).flatMap(strings);
  return [];
}

/**
 * The runtime contract every dispatch honours (DESIGN §2): exit 0; stdout empty or exactly one
 * JSON object; no text over the cap; never a decision, a block or rewritten input.
 * Returns the parsed reply, or undefined for silence.
 */
export function expectRuntimeContract(result: Run, event: string): Record<string, unknown> | undefined {
  expect(result.code).toBe(0);
  if (result.stdout === '') return undefined;
  const reply: unknown = JSON.parse(result.stdout);
  expect(reply).toBeTypeOf('object');
  expect(Array.isArray(reply)).toBe(false);
  const envelope = reply as Record<string, unknown>;
  for (const text of strings(envelope)) expect(text.length).toBeLessThanOrEqual(CAP);
  expect(envelope).not.toHaveProperty('decision');
  expect(envelope).not.toHaveProperty('continue');
  const specific = envelope.hookSpecificOutput as Record<string, unknown> | undefined;
  if (specific) {
    expect(specific.hookEventName).toBe(event);
    expect(specific).not.toHaveProperty('permissionDecision');
    expect(specific).not.toHaveProperty('updatedInput');
  }
  return envelope;
}

/** The model-visible text of a Claude-shaped reply ('' for silence). */
export function contextOf(result: Run): string {
  if (result.stdout === '') return '';
  const reply = JSON.parse(result.stdout) as { hookSpecificOutput?: { additionalContext?: string } };
  return reply.hookSpecificOutput?.additionalContext ?? '';
}
