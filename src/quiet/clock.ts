import type { Env } from '../edge/env.js';

/**
 * Now, in milliseconds: `WAYMARK_NOW` (an ISO time) when set, so a test, or a person checking when
 * a silence ends, fixes the clock; else the system's.
 */
export function now(env: Env): number {
  const fixed = env.WAYMARK_NOW ? Date.parse(env.WAYMARK_NOW) : Number.NaN;
  return Number.isFinite(fixed) ? fixed : Date.now();
}
