import type { Env } from './env.js';

export interface Log {
  debug(line: string): void;
}

/** Traces to stderr under WAYMARK_DEBUG=1; otherwise says nothing, since stdout and stderr belong to the host. */
export function createLog(env: Env, write: (chunk: string) => void): Log {
  const on = env.WAYMARK_DEBUG === '1' || env.WAYMARK_DEBUG === 'true';
  return { debug: on ? (line) => write(`waymark: ${line}\n`) : () => undefined };
}
