import { isAbsolute } from 'node:path';
import type { Transform } from './transform.js';

/** Devin sends no `cwd`; the project is in the hook's environment. */
export const devinProjectDir: Transform = (payload, env) => {
  const dir = env.DEVIN_PROJECT_DIR;
  if (typeof payload.cwd === 'string' || !dir || !isAbsolute(dir)) return [payload];
  return [{ ...payload, cwd: dir }];
};
