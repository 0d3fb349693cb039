import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type * as ZodParts from './zodParts.js';

let loaded: typeof ZodParts | undefined;

/**
 * zod/mini, loaded on first use: only a config file that exists needs validating, and the hook's
 * bundle starts on every tool call. The bundles keep it in a file of their own (dist/zod-mini.cjs,
 * as src/guards/lib/fastGlob.ts keeps fast-glob), so a call with no config file never parses it;
 * from source (tests) it is the package. One copy per process, so a schema and the toJSONSchema
 * that reads its descriptions share one registry.
 */
export function zod(): typeof ZodParts {
  if (loaded) return loaded;
  // __dirname in the CommonJS bundles (and under vitest), import.meta.url in the ESM one (dist/omp.js).
  const here = typeof __dirname === 'string' ? __dirname : dirname(fileURLToPath(import.meta.url));
  const beside = join(here, 'zod-mini.cjs');
  loaded = (existsSync(beside) ? createRequire(beside)(beside) : createRequire(join(here, 'zod.ts'))('zod/mini')) as typeof ZodParts;
  return loaded;
}
