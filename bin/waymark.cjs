#!/usr/bin/env node
'use strict';
// `waymark dispatch …` runs as a hook on every tool call: straight to the hook entry, which loads
// neither commander nor the rest of the CLI. Everything else is the CLI for people.
if (process.argv[2] === 'dispatch') {
  process.argv.splice(2, 1);
  require('../dist/dispatch.cjs');
} else {
  require('../dist/cli.cjs');
}
