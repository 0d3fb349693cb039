// Bundles the two entries into self-contained CommonJS files: a hook never resolves a module from
// the project it runs in, and CommonJS loads measurably faster than ESM on every tool call.
import { build } from 'esbuild';

const entries = { dispatch: 'src/entries/dispatch.ts', cli: 'src/entries/cli.ts' };

/** See scripts/lazy-child-process.cjs. */
const lazyChildProcess = {
  name: 'lazy-child-process',
  setup(build) {
    build.onResolve({ filter: /^(node:)?child_process$/ }, (args) =>
      args.importer.includes('lazy-child-process') ? { path: 'node:child_process', external: true } : { path: new URL('./lazy-child-process.cjs', import.meta.url).pathname },
    );
  },
};

// Contracts are validated here, not on every tool call: a build with an invalid contract fails.
const check = await build({
  stdin: { contents: "export { contractProblems } from './src/contractSchema.ts'; export { CONTRACTS } from './src/contracts.ts';", resolveDir: '.', loader: 'ts' },
  bundle: true, platform: 'node', format: 'esm', write: false, logLevel: 'warning',
});
const { contractProblems, CONTRACTS } = await import(`data:text/javascript;base64,${Buffer.from(check.outputFiles[0].text).toString('base64')}`);
const problems = contractProblems(CONTRACTS);
if (problems.length > 0) {
  console.error(problems.join('\n'));
  process.exit(1);
}

await Promise.all(
  Object.entries(entries).map(([name, entry]) =>
    build({
      entryPoints: [entry],
      outfile: `dist/${name}.cjs`,
      bundle: true,
      platform: 'node',
      format: 'cjs',
      target: 'node20',
      minify: true,
      legalComments: 'none',
      plugins: [lazyChildProcess],
      logLevel: 'warning',
      // src/home.ts reads __dirname in the bundle and import.meta.url under vitest.
      logOverride: { 'empty-import-meta': 'silent' },
    }),
  ),
);

// `waymark/omp`: oh-my-pi imports extension modules as ESM under Bun. The banner gives bundled
// CommonJS dependencies (write-file-atomic) a real `require` for Node built-ins.
await build({
  entryPoints: ['src/omp/index.ts'],
  outfile: 'dist/omp.js',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  minify: true,
  legalComments: 'none',
  banner: { js: "import { createRequire as __waymarkRequire } from 'node:module'; const require = __waymarkRequire(import.meta.url);" },
  logLevel: 'warning',
});
