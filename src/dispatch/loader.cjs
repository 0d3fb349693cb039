'use strict';
// The hook's entry, dist/dispatch.cjs: runs the dispatch bundle with a V8 code cache beside it.
// Parsing and compiling the bundle costs more than everything dispatch does after it; the cache,
// written once after a run with the functions it compiled, takes a cached start from about 1.6x
// to about 1.35x `node -e 0` (npm run bench). Node 20 has no module.enableCompileCache, so this is
// the vm.Script form of it. The cache lives beside the bundle, never in a shared temp dir: whoever
// could change it could change the bundle. Any failure falls back to a plain require.
const { readFileSync, writeFileSync, renameSync, unlinkSync } = require('node:fs');
const { join } = require('node:path');

const bundle = join(__dirname, 'dispatch-bundle.cjs');
const cacheFile = `${bundle}.cache`;

function run() {
  const { Script } = require('node:vm');
  const source = readFileSync(bundle, 'utf8');
  let cachedData;
  try {
    cachedData = readFileSync(cacheFile);
  } catch {
    cachedData = undefined;
  }
  const script = new Script(`(function (exports, require, module, __filename, __dirname) {${source}\n})`, { filename: bundle, cachedData });
  if (!cachedData || script.cachedDataRejected) {
    // At exit the script holds bytecode for every function this run compiled: cache all of it.
    process.once('exit', () => {
      const temporary = `${cacheFile}.${process.pid}`;
      try {
        writeFileSync(temporary, script.createCachedData());
        renameSync(temporary, cacheFile);
      } catch {
        try {
          unlinkSync(temporary);
        } catch {}
      }
    });
  }
  const module = { exports: {} };
  script.runInThisContext()(module.exports, require, module, bundle, __dirname);
}

try {
  run();
} catch {
  require(bundle);
}
