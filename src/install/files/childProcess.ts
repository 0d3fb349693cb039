import { createRequire } from 'node:module';

// The build swaps node:child_process for a lazy proxy (scripts/lazy-child-process.cjs) that
// esbuild's named-import interop cannot see through; a plain require gets the real module.
export const childProcess = createRequire(typeof __filename === 'string' ? __filename : import.meta.url)(
  'node:child_process',
) as typeof import('node:child_process');
