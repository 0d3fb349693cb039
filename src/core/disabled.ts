import type { Env } from '../edge/env.js';

/** The user's off switch for every front door: `WAYMARK_DISABLE=1`. */
export function disabled(env: Env): boolean {
  return env.WAYMARK_DISABLE === '1' || env.WAYMARK_DISABLE === 'true';
}
