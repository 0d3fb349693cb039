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
 * env-paths imports `path`, `os` and `process` by default import; esbuild's CommonJS interop then
 * copies every property of each onto a new object (process alone has about 80), 0.4 ms of every
 * hook's start. A default import needs none of that: it is the module itself.
 */
const builtinDefaults = {
  name: 'builtin-defaults',
  setup(build) {
    build.onResolve({ filter: /^node:(?:path|os|process)$/ }, (args) => (/[\\/]env-paths[\\/]/.test(args.importer) ? { path: args.path, namespace: 'builtin-default' } : undefined));
    build.onLoad({ filter: /.*/, namespace: 'builtin-default' }, (args) => ({ contents: `export default require(${JSON.stringify(args.path)});`, loader: 'js' }));
  },
};

/**
 * The hook bundle carries contracts and rule packs without their `source` notes: they are for
 * maintainers (and are checked below with the rest of each file), and every byte is parsed on
 * every tool call that reads them.
 */
const dataWithoutSources = {
  name: 'data-without-sources',
  setup(build) {
    // As a JSON.parse of one string, not an object literal: V8 reads JSON faster than it runs the
    // code that builds the same objects, and the hook builds every pack on every call.
    build.onLoad({ filter: /(?:contracts|rules[\\/][\w-]+)[\\/][\w-]+\.json$/ }, async (args) => ({
      contents: `export default JSON.parse(${JSON.stringify(JSON.stringify(strip(JSON.parse(await readFile(args.path, 'utf8')))))});`,
      loader: 'js',
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
 * The hook bundle's rule packs (src/guards/rules/packs.ts): one JSON string per family, parsed on
 * the first call that reads the family. A session start reads none, a write not the destructive ones.
 */
const lazyPacks = {
  name: 'lazy-packs',
  setup(build) {
    build.onLoad({ filter: /[\\/]src[\\/]guards[\\/]rules[\\/]packs\.ts$/ }, () => {
      const byFamily = {};
      for (const { file, json } of packs) (byFamily[file.split('/')[1]] ??= []).push(strip(json));
      const json = Object.fromEntries(Object.entries(byFamily).map(([family, list]) => [family, JSON.stringify(list)]));
      return {
        contents: [
          `const json = ${JSON.stringify(json)};`,
          'export const PACKS = {};',
          'for (const family of Object.keys(json)) {',
          '  Object.defineProperty(PACKS, family, { enumerable: true, configurable: true, get() {',
          '    const value = JSON.parse(json[family]);',
          '    Object.defineProperty(PACKS, family, { enumerable: true, value });',
          '    return value;',
          '  } });',
          '}',
        ].join('\n'),
        loader: 'js',
      };
    });
  },
};

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
      plugins: name === 'dispatch' ? [lazyChildProcess, builtinDefaults, lazyPacks, dataWithoutSources] : [lazyChildProcess],
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

// The hook reads its bundle on every call: one non-ASCII character (esbuild leaves them in regular
// expression literals; write `\u2026`, not the character) makes V8 hold the whole source as UTF-16.
const nonAscii = /[^\x00-\x7f]/.exec(await readFile('dist/dispatch-bundle.cjs', 'utf8'));
if (nonAscii) {
  console.error(`dist/dispatch-bundle.cjs: non-ASCII character ${JSON.stringify(nonAscii[0])} at ${nonAscii.index}: escape it in the source`);
  process.exit(1);
}

// Last: the code cache runs the finished dispatch bundle (with zod-mini.cjs and fast-glob.cjs beside it).
buildCodeCache('dist');
