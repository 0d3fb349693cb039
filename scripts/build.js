// Builds dist/: the hook (dispatch.cjs, a loader with a code cache, in front of dispatch-bundle.cjs),
// the CLI (cli.cjs), fast-glob on its own (fast-glob.cjs) and the oh-my-pi module (omp.js). Each is
// self-contained, so a hook never resolves a module from the project it runs in; the hook and the
// CLI are CommonJS, which loads measurably faster than ESM on every tool call.
import { build } from 'esbuild';
import { copyFile, readFile, writeFile } from 'node:fs/promises';
import { buildCodeCache } from './codeCache.js';

const entries = { dispatch: 'src/dispatch/main.ts', cli: 'src/cli/main.ts' };

/** See scripts/lazy-child-process.cjs. */
const lazyChildProcess = {
  name: 'lazy-child-process',
  setup(build) {
    build.onResolve({ filter: /^(node:)?child_process$/ }, (args) =>
      args.importer.includes('lazy-child-process') ? { path: 'node:child_process', external: true } : { path: new URL('./lazy-child-process.cjs', import.meta.url).pathname },
    );
  },
};

/** Drops `source`/`sources`/`*Source` keys: notes for maintainers, not for the hook. */
const strip = (value) =>
  Array.isArray(value) ? value.map(strip)
  : value && typeof value === 'object' ? Object.fromEntries(Object.entries(value).filter(([key]) => !/^(sources?|\w+Source)$/.test(key)).map(([key, v]) => [key, strip(v)]))
  : value;

/**
 * The hook bundle carries contracts and rule packs without their `source` notes: they are for
 * maintainers (and are checked below with the rest of each file), and every byte is parsed on
 * every tool call.
 */
const dataWithoutSources = {
  name: 'data-without-sources',
  setup(build) {
    build.onLoad({ filter: /(?:contracts|rules[\\/][\w-]+)[\\/][\w-]+\.json$/ }, async (args) => ({
      contents: JSON.stringify(strip(JSON.parse(await readFile(args.path, 'utf8')))),
      loader: 'json',
    }));
  },
};

// Contracts and rule packs are validated here, not on every tool call: a build with an invalid
// one fails. The packs' index (src/guards/rules/packs.ts) is regenerated from rules/ first.
const check = await build({
  stdin: {
    contents: [
      "export { contractProblems } from './src/contracts/schema.ts';",
      "export { CONTRACTS } from './src/contracts/registry.ts';",
      "export { packProblems } from './src/guards/rules/schema.ts';",
      "export { packFiles, packsIndexSource, PACKS_INDEX } from './src/guards/rules/packsIndex.ts';",
    ].join('\n'),
    resolveDir: '.',
    loader: 'ts',
  },
  bundle: true, platform: 'node', format: 'esm', write: false, logLevel: 'warning',
});
const { contractProblems, CONTRACTS, packProblems, packFiles, packsIndexSource, PACKS_INDEX } = await import(`data:text/javascript;base64,${Buffer.from(check.outputFiles[0].text).toString('base64')}`);
const files = packFiles('rules');
const index = packsIndexSource(files);
if ((await readFile(PACKS_INDEX, 'utf8').catch(() => '')) !== index) await writeFile(PACKS_INDEX, index);
const packs = await Promise.all(files.map(async (file) => ({ file: `rules/${file}`, json: JSON.parse(await readFile(`rules/${file}`, 'utf8')) })));
const problems = [...contractProblems(CONTRACTS), ...packProblems(packs)];
if (problems.length > 0) {
  console.error(problems.join('\n'));
  process.exit(1);
}

/**
 * The bindings of messages/*.md by name, for src/messages/bindingsIndex.ts: routing then reads only
 * the messages bound to an event. Parsed by the same code the hook parses them with.
 */
async function bindingsIndex() {
  const { readdir, readFile } = await import('node:fs/promises');
  const parser = await build({ stdin: { contents: "export { parseMessage } from './src/messages/message.ts';", resolveDir: '.', loader: 'ts' }, bundle: true, platform: 'node', format: 'esm', write: false, logLevel: 'warning' });
  const { parseMessage } = await import(`data:text/javascript;base64,${Buffer.from(parser.outputFiles[0].text).toString('base64')}`);
  const files = (await readdir('messages')).filter((file) => file.endsWith('.md')).sort();
  const index = {};
  for (const file of files) index[file.slice(0, -3)] = parseMessage(file.slice(0, -3), file, await readFile(`messages/${file}`, 'utf8')).bindings;
  return index;
}
const withBindingsIndex = { WAYMARK_BINDINGS_INDEX: JSON.stringify(await bindingsIndex()) };

/** What every bundle shares: self-contained, minified, for the Node floor. */
const bundle = { bundle: true, platform: 'node', target: 'node20', minify: true, legalComments: 'none', logLevel: 'warning' };

await Promise.all(
  Object.entries(entries).map(([name, entry]) =>
    build({
      ...bundle,
      entryPoints: [entry],
      // The hook's entry is a small loader (src/dispatch/loader.cjs) in front of this bundle.
      outfile: name === 'dispatch' ? 'dist/dispatch-bundle.cjs' : `dist/${name}.cjs`,
      format: 'cjs',
      plugins: name === 'dispatch' ? [lazyChildProcess, dataWithoutSources] : [lazyChildProcess],
      define: name === 'dispatch' ? withBindingsIndex : undefined,
      // fast-glob (75 KB with its dependencies) is its own file, loaded only by session start:
      // see src/guards/lib/fastGlob.ts; so is re2js, loaded only for a project's own patterns
      // (src/guards/lib/linearRegex.ts).
      external: ['fast-glob', 're2js'],
      // src/home.ts reads __dirname in the bundle and import.meta.url under vitest.
      logOverride: { 'empty-import-meta': 'silent' },
    }),
  ),
);

await copyFile('src/dispatch/loader.cjs', 'dist/dispatch.cjs');

// fast-glob, zod/mini and re2js are files of their own, loaded only when needed: see
// src/guards/lib/fastGlob.ts, src/config/zod.ts and src/guards/lib/linearRegex.ts.
await build({ ...bundle, stdin: { contents: "module.exports = require('fast-glob');", resolveDir: '.' }, outfile: 'dist/fast-glob.cjs', format: 'cjs' });
await build({ ...bundle, entryPoints: ['src/config/zodParts.ts'], outfile: 'dist/zod-mini.cjs', format: 'cjs' });
await build({ ...bundle, stdin: { contents: "module.exports = require('re2js');", resolveDir: '.' }, outfile: 'dist/re2js.cjs', format: 'cjs' });

// `waymark/omp`: oh-my-pi imports extension modules as ESM under Bun. The banner gives bundled
// CommonJS dependencies (write-file-atomic) a real `require` for Node built-ins.
await build({
  ...bundle,
  entryPoints: ['src/omp/index.ts'],
  outfile: 'dist/omp.js',
  format: 'esm',
  define: withBindingsIndex,
  banner: { js: "import { createRequire as __waymarkRequire } from 'node:module'; const require = __waymarkRequire(import.meta.url);" },
});

// Last: the code cache runs the finished dispatch bundle (with zod-mini.cjs and fast-glob.cjs beside it).
buildCodeCache('dist');
