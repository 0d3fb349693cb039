'use strict';
// Preloaded by bench/dispatch.js in its CPU pass: the process's own CPU time (user + system, µs)
// on stderr at exit. On a busy machine wall time mostly measures the neighbours; CPU time much less.
process.on('exit', () => {
  const { user, system } = process.cpuUsage();
  process.stderr.write(`\nwaymark-bench-cpu ${user + system}\n`);
});
