'use strict';
// Preloaded by bench/dispatch.js in its CPU pass: the process's own CPU time (user + system, µs)
// on stderr at exit. On a busy machine wall time mostly measures the neighbours; CPU time much less.
// Written to fd 2 directly: process.stderr would build a stream (net and stream for a pipe) in every
// process, the baseline's too, and hide what the hook's own stdin stream costs.
process.on('exit', () => {
  const { user, system } = process.cpuUsage();
  require('node:fs').writeSync(2, `\nwaymark-bench-cpu ${user + system}\n`);
});
