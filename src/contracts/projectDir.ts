import { isAbsolute } from 'node:path';
import type { Env } from '../edge/env.js';
import type { Contract } from './schema.js';

/**
 * The project the harness says it was opened in (the contract's `projectDir`), or undefined when it
 * names none. An agent that `cd`s into a sibling repository or /etc still works for the project the
 * user opened; the call's `cwd` says only where relative paths start. Only an absolute path counts:
 * a relative one has no meaning for a hook, and anything else is ignored, never an error.
 */
export function projectDirNamed(contract: Contract, payload: Readonly<Record<string, unknown>>, env: Env): string | undefined {
  const named = contract.projectDir;
  if (!named) return undefined;
  for (const key of named.keys ?? []) {
    if (!Object.hasOwn(payload, key)) continue;
    const value = payload[key];
    const dir = absolute(Array.isArray(value) ? value[0] : value);
    if (dir) return dir;
  }
  for (const name of named.env ?? []) {
    const dir = absolute(env[name]);
    if (dir) return dir;
  }
  return undefined;
}

function absolute(value: unknown): string | undefined {
  return typeof value === 'string' && isAbsolute(value) ? value : undefined;
}
