import type FastGlob from 'fast-glob';

/**
 * fast-glob, loaded on first use: only session start needs it, and the hook's bundle starts on
 * every tool call.
 */
export async function fastGlob(): Promise<typeof FastGlob> {
  return (await import('fast-glob')).default;
}
