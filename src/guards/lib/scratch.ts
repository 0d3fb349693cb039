import { tmpdir } from 'node:os';
import { resolve } from 'node:path';
import type { Env } from '../../edge/env.js';

/** Scratch space (the system temp dirs): deleting or writing there is not "outside the project". */
export function scratchDirs(env: Env): string[] {
  const dirs = [tmpdir(), env.TMPDIR, env.TEMP, env.TMP, '/tmp', '/var/tmp', '/private/tmp'];
  return [...new Set(dirs.filter((dir): dir is string => !!dir).map((dir) => resolve(dir)))];
}
