import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import type FastGlob from 'fast-glob';

/**
 * fast-glob, loaded on first use: only session start needs it, and the hook's bundle starts on
 * every tool call. The bundles keep it in a file of its own beside them (dist/fast-glob.cjs), so
 * its 75 KB are not even parsed on the other calls; from source (tests) it is the package.
 */
export async function fastGlob(): Promise<typeof FastGlob> {
  const beside = typeof __dirname === 'string' ? join(__dirname, 'fast-glob.cjs') : undefined;
  if (beside && existsSync(beside)) return createRequire(beside)(beside) as typeof FastGlob;
  return (await import('fast-glob')).default;
}
