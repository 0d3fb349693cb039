'use strict';
// The hook's entry, dist/dispatch.cjs: runs the dispatch bundle with the V8 code cache the build
// made beside it (scripts/codeCache.js). Parsing and compiling the bundle costs more than everything
// dispatch does after it; the cache holds bytecode for the functions representative calls compiled.
// Node 20 has no module.enableCompileCache, so this is the vm.Script form of it. The bundle is one
// function expression with a CommonJS module's parameters (scripts/build.js).
//
// The hook only ever reads the cache, never writes it: a global install is often not writable by
// its user, and concurrent hooks writing beside the bundle raced. A cache V8 rejects (another Node
// version made it, or it is damaged) costs a plain compile, as if there were none; the answer is
// the same. A hook whose install is broken says nothing and exits 0, as every hook failure does.
const { readFileSync } = require('node:fs');
const { join } = require('node:path');
const { Script } = require('node:vm');

const bundle = join(__dirname, 'dispatch-bundle.cjs');

try {
  let cachedData;
  try {
    cachedData = readFileSync(`${bundle}.cache`);
  } catch {
    cachedData = undefined;
  }
  const script = new Script(readFileSync(bundle, 'utf8'), { filename: bundle, cachedData });
  const module = { exports: {} };
  script.runInThisContext()(module.exports, require, module, bundle, __dirname);
} catch {
  // nothing to say
}
