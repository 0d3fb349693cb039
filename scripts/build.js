// Builds dist/: the hook (dispatch.cjs, a loader with a code cache, in front of dispatch-bundle.cjs),
// the CLI (cli.cjs), fast-glob on its own (fast-glob.cjs) and the oh-my-pi module (omp.js). Each is
// self-contained, so a hook never resolves a module from the project it runs in; the hook and the
// CLI are CommonJS, which loads measurably faster than ESM on every tool call.
import { build } from 'esbuild';
import { copyFile, mkdir, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { importExports } from './bundleExports.js';
import { buildCodeCache } from './codeCache.js';

/** The parameters of the function the hook bundle is: those of a CommonJS module. */
const WRAPPER = 'exports, require, module, __filename, __dirname';

const entries = { dispatch: 'src/hook/main.ts', cli: 'src/cli/main.ts' };

/** See scripts/lazy-child-process.cjs. */
const lazyChildProcess = {
  name: 'lazy-child-process',
  setup(build) {
    build.onResolve({ filter: /^(node:)?child_process$/ }, (args) =>
      args.importer.includes('lazy-child-process')
        ? { path: 'node:child_process', external: true }
        : { path: new URL('./lazy-child-process.cjs', import.meta.url).pathname },
    );
  },
};

/** Drops `source`/`sources`/`*Source` keys: notes for maintainers, not for the hook. */
const strip = (value) =>
  Array.isArray(value)
    ? value.map(strip)
    : value && typeof value === 'object'
      ? Object.fromEntries(
          Object.entries(value)
            .filter(([key]) => !/^(sources?|\w+Source)$/.test(key))
            .map(([key, v]) => [key, strip(v)]),
        )
      : value;

/**
 * node:module is loaded on first use in the hook bundle: its createRequire loads the parts that are
 * files of their own (zod-mini.cjs, fast-glob.cjs, re2js.cjs), which most calls never need, and
 * requiring the module itself costs 0.2 ms of every call (it loads Node's ES module loader).
 */
const lazyNodeModule = {
  name: 'lazy-node-module',
  setup(build) {
    build.onResolve({ filter: /^(node:)?module$/ }, (args) =>
      args.namespace === 'lazy-node-module'
        ? { path: 'node:module', external: true }
        : { path: 'node:module', namespace: 'lazy-node-module' },
    );
    build.onLoad({ filter: /.*/, namespace: 'lazy-node-module' }, () => ({
      contents: "export const createRequire = (from) => require('node:module').createRequire(from);",
      loader: 'js',
    }));
  },
};

/**
 * env-paths imports `path`, `os` and `process` by default import; esbuild's CommonJS interop then
 * copies every property of each onto a new object (process alone has about 80), 0.4 ms of every
 * hook's start. A default import needs none of that: it is the module itself.
 */
const builtinDefaults = {
  name: 'builtin-defaults',
  setup(build) {
    build.onResolve({ filter: /^node:(?:path|os|process)$/ }, (args) =>
      /[\\/]env-paths[\\/]/.test(args.importer) ? { path: args.path, namespace: 'builtin-default' } : undefined,
    );
    build.onLoad({ filter: /.*/, namespace: 'builtin-default' }, (args) => ({
      contents: `export default require(${JSON.stringify(args.path)});`,
      loader: 'js',
    }));
  },
};

// The indexes of what is data or one file per item are generated first, so the check below and the
// bundles import what is there: rule packs (rules/), contracts (contracts/), harness descriptors, guards.
const generate = await importExports(
  [
    "export { packFiles, packsIndexSource, PACKS_INDEX } from './src/guards/rules/packsIndex.ts';",
    "export { contractIds, contractsIndexSource, CONTRACTS_INDEX } from './src/contracts/contractsIndex.ts';",
    "export { descriptorFiles, descriptorsIndexSource, DESCRIPTORS_INDEX } from './src/install/harnesses/descriptorsIndex.ts';",
    "export { guardFiles, guardsIndexSource, GUARDS_INDEX } from './src/guards/guardsIndex.ts';",
  ],
  '.',
);
const files = generate.packFiles('rules');
for (const [path, source] of [
  [generate.PACKS_INDEX, generate.packsIndexSource(files)],
  [generate.CONTRACTS_INDEX, generate.contractsIndexSource(generate.contractIds('contracts'))],
  [generate.DESCRIPTORS_INDEX, generate.descriptorsIndexSource(generate.descriptorFiles('src/install/harnesses'))],
  [generate.GUARDS_INDEX, generate.guardsIndexSource(generate.guardFiles('src/guards'))],
])
  if ((await readFile(path, 'utf8').catch(() => '')) !== source) await writeFile(path, source);

// Contracts and rule packs are validated here, not on every tool call: a build with an invalid
// one fails.
const { contractProblems, CONTRACTS, FOREIGN, packProblems, packGate, requiredWords, resolveGlobSets } = await importExports(
  [
    "export { contractProblems } from './src/contracts/schema.ts';",
    "export { requiredWords } from './src/guards/engine/requiredWords.ts';",
    "export { CONTRACTS, FOREIGN } from './src/contracts/registry.ts';",
    "export { packGate, packProblems } from './src/guards/rules/schema.ts';",
    "export { resolveGlobSets } from './src/guards/rules/globSets.ts';",
  ],
  '.',
);
const packs = await Promise.all(
  files.map(async (file) => ({ file: `rules/${file}`, json: JSON.parse(await readFile(`rules/${file}`, 'utf8')) })),
);
// Every file in contracts/ is validated, the in-process ones (oh-my-pi's) too.
const contractFiles = Object.fromEntries(
  (await readdir('contracts')).filter((file) => file.endsWith('.json')).map((file) => [file.slice(0, -5), file]),
);
const everyContract = Object.fromEntries(
  await Promise.all(Object.entries(contractFiles).map(async ([id, file]) => [id, JSON.parse(await readFile(`contracts/${file}`, 'utf8'))])),
);
const problems = [...contractProblems(everyContract), ...packProblems(packs)];
if (problems.length > 0) {
  console.error(problems.join('\n'));
  process.exit(1);
}

/**
 * Source exporting `name`, a record whose entries are made on first access: `value` is the JS
 * expression of an entry, given its `key`.
 */
function lazyRecord(name, keys, value) {
  return [
    `export const ${name} = {};`,
    `for (const key of ${JSON.stringify(keys)}) {`,
    `  Object.defineProperty(${name}, key, { enumerable: true, configurable: true, get() {`,
    `    const value = ${value};`,
    `    Object.defineProperty(${name}, key, { enumerable: true, value });`,
    '    return value;',
    '  } });',
    '}',
  ].join('\n');
}

/**
 * A destructive rule's `script` with the words a text must hold for it to match beside it (`scriptWords`,
 * src/guards/engine/requiredWords.ts): the hook tests those and never reads the pattern, nor compiles it for a text
 * without them.
 */
const withScriptWords = (family, pack) =>
  family !== 'destructive'
    ? pack
    : {
        ...pack,
        rules: pack.rules.map((rule) => (rule.script === undefined ? rule : { ...rule, scriptWords: requiredWords(rule.script) })),
      };

/** Each family's packs, in file order, as the hook reads them: without their sources, glob sets resolved, script words read. */
const packsByFamily = {};
for (const { file, json } of packs) {
  const family = file.split('/')[1];
  (packsByFamily[family] ??= []).push(withScriptWords(family, strip(resolveGlobSets(json))));
}

/**
 * The hook bundle's rule packs (src/guards/rules/packs.ts): one JSON file per pack beside the
 * bundle (dist/packs/<family>/<pack>.json), read and parsed on first use, and in the bundle each
 * pack's gate (src/guards/rules/pack.ts): a call reads only the packs whose keywords or command
 * names it holds. A write to package.json reads 4 of its three families' 31 packs, a session start none.
 */
const lazyPacks = {
  name: 'lazy-packs',
  setup(build) {
    build.onLoad({ filter: /[\\/]src[\\/]guards[\\/]rules[\\/]packs\.ts$/ }, () => {
      // Each family's gates as a JSON string, parsed when a call first reads the family.
      const gates = Object.fromEntries(
        Object.entries(packsByFamily).map(([family, list]) => [
          family,
          JSON.stringify(list.map((pack) => [pack.pack, packGate(family, pack)])),
        ]),
      );
      return {
        contents: [
          "import { readFileSync } from 'node:fs';",
          "import { join } from 'node:path';",
          `const gates = ${JSON.stringify(gates)};`,
          'const slot = (family, [name, gate]) => {',
          '  let pack;',
          "  return { name, gate, load: () => (pack ??= JSON.parse(readFileSync(join(__dirname, 'packs', family, `${name}.json`), 'utf8'))) };",
          '};',
          lazyRecord('SLOTS', Object.keys(gates), 'JSON.parse(gates[key]).map((each) => slot(key, each))'),
          lazyRecord('PACKS', Object.keys(gates), 'SLOTS[key].map((each) => each.load())'),
        ].join('\n'),
        loader: 'js',
      };
    });
  },
};

/**
 * The hook bundle's contracts (src/contracts/registry.ts), without their `source` notes (they are
 * for maintainers): each a JSON string parsed when a call first needs it, usually one per call.
 * Recognising a foreign payload reads FOREIGN, built here, not every contract.
 */
const lazyContracts = {
  name: 'lazy-contracts',
  setup(build) {
    build.onLoad({ filter: /[\\/]src[\\/]contracts[\\/]registry\.ts$/ }, () => ({
      contents: [
        `const json = ${JSON.stringify(Object.fromEntries(Object.entries(CONTRACTS).map(([id, contract]) => [id, JSON.stringify(strip(contract))])))};`,
        lazyRecord('CONTRACTS', Object.keys(CONTRACTS), 'JSON.parse(json[key])'),
        `export const FOREIGN = ${JSON.stringify(strip(FOREIGN))};`,
      ].join('\n'),
      loader: 'js',
    }));
  },
};

/** dist/packs/<family>/<pack>.json: each pack as the hook reads it (the old layout removed). */
async function writePackFiles() {
  await rm('dist/packs', { recursive: true, force: true });
  for (const [family, list] of Object.entries(packsByFamily)) {
    await mkdir(`dist/packs/${family}`, { recursive: true });
    await Promise.all(list.map((pack) => writeFile(`dist/packs/${family}/${pack.pack}.json`, JSON.stringify(pack))));
  }
}

/**
 * waymark's own messages (messages/*.md) by name, as src/messages/builtMessages.ts reads them:
 * parsed by the same code the hook parses a file with, so routing and composing open no file.
 */
async function builtMessages() {
  const { readdir, readFile } = await import('node:fs/promises');
  const { parseMessage } = await importExports(["export { parseMessage } from './src/messages/message.ts';"], '.');
  const files = (await readdir('messages')).filter((file) => file.endsWith('.md')).sort();
  const index = {};
  for (const file of files) {
    const { name, path, body, ...message } = parseMessage(file.slice(0, -3), file, await readFile(`messages/${file}`, 'utf8'));
    // A guard's message shows its advisory, never its procedure (that is the file it cites).
    index[name] = message.bindings.guard !== undefined && message.advisory !== undefined ? message : { body, ...message };
  }
  return index;
}
// A string literal, parsed on first use: V8 reads JSON faster than it runs an object literal.
const withBuiltMessages = { WAYMARK_MESSAGES: JSON.stringify(JSON.stringify(await builtMessages())) };

/** What every bundle shares: self-contained, minified, for the Node floor. */
const bundle = { bundle: true, platform: 'node', target: 'node20', minify: true, legalComments: 'none', logLevel: 'warning' };

await Promise.all(
  Object.entries(entries).map(([name, entry]) =>
    build({
      ...bundle,
      entryPoints: [entry],
      // The hook's entry is a small loader (src/hook/loader.cjs) in front of this bundle.
      outfile: name === 'dispatch' ? 'dist/dispatch-bundle.cjs' : `dist/${name}.cjs`,
      format: 'cjs',
      plugins: name === 'dispatch' ? [lazyNodeModule, builtinDefaults, lazyPacks, lazyContracts] : [lazyChildProcess],
      define: name === 'dispatch' ? withBuiltMessages : undefined,
      // The hook bundle is the function the loader compiles, as written: wrapping it at run time
      // made V8 copy the whole source into one more string on every call.
      ...(name === 'dispatch' && { banner: { js: `(function (${WRAPPER}) {` }, footer: { js: '})' } }),
      // fast-glob (75 KB with its dependencies) is its own file, loaded only by session start:
      // see src/guards/lib/fastGlob.ts; so is re2js, loaded only for a project's own patterns
      // (src/guards/lib/linearRegex.ts).
      external: ['fast-glob', 're2js'],
      // src/home.ts reads __dirname in the bundle and import.meta.url under vitest.
      logOverride: { 'empty-import-meta': 'silent' },
    }),
  ),
);

await copyFile('src/hook/loader.cjs', 'dist/dispatch.cjs');
await writePackFiles();

// fast-glob, zod/mini and re2js are files of their own, loaded only when needed: see
// src/guards/lib/fastGlob.ts, src/config/zod.ts and src/guards/lib/linearRegex.ts.
await build({
  ...bundle,
  stdin: { contents: "module.exports = require('fast-glob');", resolveDir: '.' },
  outfile: 'dist/fast-glob.cjs',
  format: 'cjs',
});
await build({ ...bundle, entryPoints: ['src/config/zodParts.ts'], outfile: 'dist/zod-mini.cjs', format: 'cjs' });
await build({
  ...bundle,
  stdin: { contents: "module.exports = require('re2js');", resolveDir: '.' },
  outfile: 'dist/re2js.cjs',
  format: 'cjs',
});

// `waymark/omp`: oh-my-pi imports extension modules as ESM under Bun. The banner gives bundled
// CommonJS dependencies (write-file-atomic) a real `require` for Node built-ins.
await build({
  ...bundle,
  entryPoints: ['src/hosts/omp/index.ts'],
  outfile: 'dist/omp.js',
  format: 'esm',
  define: withBuiltMessages,
  banner: { js: "import { createRequire as __waymarkRequire } from 'node:module'; const require = __waymarkRequire(import.meta.url);" },
});

// The hook reads its bundle on every call: one non-ASCII character (esbuild leaves them in regular
// expression literals; write `\u2026`, not the character) makes V8 hold the whole source as UTF-16.
const nonAscii = /[^\x00-\x7f]/.exec(await readFile('dist/dispatch-bundle.cjs', 'utf8'));
if (nonAscii) {
  console.error(
    `dist/dispatch-bundle.cjs: non-ASCII character ${JSON.stringify(nonAscii[0])} at ${nonAscii.index}: escape it in the source`,
  );
  process.exit(1);
}

// Last: the code cache runs the finished dispatch bundle (with zod-mini.cjs and fast-glob.cjs beside it).
buildCodeCache('dist');
