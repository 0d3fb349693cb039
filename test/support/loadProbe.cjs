'use strict';
// Preloaded with `node --require`: records every module the process asks Module._load for, and
// writes the list to $WAYMARK_LOAD_PROBE at exit. test/e2e/hookPath.spec.ts reads it.
const Module = require('node:module');
const { writeFileSync } = require('node:fs');
const original = Module._load;
const requested = [];
Module._load = function (request, ...rest) {
  requested.push(request);
  return original.call(this, request, ...rest);
};
process.on('exit', () => writeFileSync(process.env.WAYMARK_LOAD_PROBE, JSON.stringify(requested)));
