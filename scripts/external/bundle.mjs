// The external suites' runner (suites.ts: worlds, payloads, runDispatch in this process), bundled
// from the same sources as dist/ and loaded; shared by score:external and `npm run score -- --in-process`.
import { rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { build } from 'esbuild';
import { ROOT } from './lib.mjs';

export async function loadSuites() {
  // In dist/, so that the bundle finds waymark's own messages/ one level up, as dist/dispatch.cjs does.
  const bundlePath = join(ROOT, 'dist', `.suites-${process.pid}.cjs`);
  await build({
    entryPoints: [join(ROOT, 'scripts/external/suites.ts')],
    outfile: bundlePath,
    bundle: true,
    platform: 'node',
    target: 'node20',
    format: 'cjs',
    logLevel: 'error',
  });
  try {
    return createRequire(import.meta.url)(bundlePath);
  } finally {
    rmSync(bundlePath, { force: true });
  }
}
