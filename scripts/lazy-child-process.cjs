// Stands in for `node:child_process` inside the dispatch bundle. Commander requires it at load for
// executable subcommands, which waymark never uses; loading it eagerly costs ~7 ms (it pulls in
// node:net) on every tool call. The real module is loaded on first use.
let real;
const load = () => (real ??= require('node:child_process'));
module.exports = new Proxy({}, { get: (_, key) => load()[key] });
