// The build's scripts run parts of src/ (generators, schema checks, the docs' sections, the fuzzer's
// dispatch) before or beside the real bundles: each names the exports it needs, and this bundles
// them into one ES module's text, which the script imports from where the code must find its
// neighbours (a data: URL, or a file beside them).
import { build } from 'esbuild';

/** The ES module text of `exports` (lines of `export { … } from './src/….ts'`), resolved from `root`. */
export async function bundleExports(exports, root, options = {}) {
  const bundled = await build({
    stdin: { contents: exports.join('\n'), resolveDir: root, loader: 'ts' },
    bundle: true,
    platform: 'node',
    format: 'esm',
    write: false,
    logLevel: 'warning',
    ...options,
  });
  return bundled.outputFiles[0].text;
}

/** The bundle imported from a data: URL, for code that opens no file relative to itself. */
export async function importExports(exports, root) {
  return import(`data:text/javascript;base64,${Buffer.from(await bundleExports(exports, root)).toString('base64')}`);
}
