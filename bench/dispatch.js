// npm run bench: wall time of the hook entry, as ratios to `node -e 0` measured in the same round
// (absolute times on a shared machine say little; ratios to a same-run baseline travel).
// Runs are interleaved case by case and each is divided by the baseline of its own round, so a
// burst of load hits a case and its baseline alike; the medians of those ratios are reported, with
// their quartiles. A second pass
// measures each process's CPU time (bench/cpuProbe.cjs), less at the mercy of a busy machine.
import { spawnSync } from 'node:child_process';
import { closeSync, cpSync, mkdtempSync, openSync, readdirSync, readFileSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const dispatch = join(root, 'dist', 'dispatch.cjs');
const bin = join(root, 'bin', 'waymark.cjs');
const runs = Math.max(20, Number(process.env.BENCH_RUNS) || 25);
// The same install with a code cache another Node version made: V8 rejects it (here its version
// hash is changed), so the hook compiles the bundle as if there were no cache. What a user whose
// Node differs from the one that built the package gets.
const foreign = mkdtempSync(join(tmpdir(), 'waymark-bench-foreign-'));
cpSync(join(root, 'dist'), join(foreign, 'dist'), { recursive: true });
for (const dir of ['messages', 'contracts']) symlinkSync(join(root, dir), join(foreign, dir));
const cache = readFileSync(join(foreign, 'dist', 'dispatch-bundle.cjs.cache'));
cache.writeUInt32LE(~cache.readUInt32LE(4) >>> 0, 4);
writeFileSync(join(foreign, 'dist', 'dispatch-bundle.cjs.cache'), cache);
const foreignDispatch = join(foreign, 'dist', 'dispatch.cjs');

// Without NODE_EXTRA_CA_CERTS: Node parses that bundle at start-up (on a machine that sets it, most of
// `node -e 0`'s instructions), which would pad the baseline and flatter every ratio. A hook never needs it.
const { NODE_EXTRA_CA_CERTS: _certs, ...ambient } = process.env;
const env = { ...ambient, WAYMARK_HOOK_STATE_DIR: mkdtempSync(join(tmpdir(), 'waymark-bench-')) };
const stdinFile = join(mkdtempSync(join(tmpdir(), 'waymark-bench-stdin-')), 'payload.json');

const event = (name, fields) =>
  JSON.stringify({ session_id: 'bench', transcript_path: '/tmp/none.jsonl', cwd: root, hook_event_name: name, ...fields });
// A session starts once: each run is a new session, so every run delivers the bootstrap and claims
// it (SessionStart is answered once per session across registrations).
let sessions = 0;
const sessionStart = () => event('SessionStart', { source: 'startup', session_id: `bench-start-${process.pid}-${sessions++}` });
// Each tool call has its own id, as harnesses send it: advice is claimed once per call.
let calls = 0;
const call = (payload) => () => payload.replace('"hook_event_name"', `"tool_use_id":"bench-${process.pid}-${calls++}","hook_event_name"`);
const writeManifest = call(
  event('PreToolUse', {
    tool_name: 'Write',
    tool_input: { file_path: 'package.json', content: '{"scripts":{"x":"node -e \\"eval(process.argv[1])\\""}}' },
  }),
);
// Not in the start-up target, but the calls a session makes most: a shell command (three of them in
// one line, each a guard's business) and what follows every tool call.
const bash = call(
  event('PreToolUse', { tool_name: 'Bash', tool_input: { command: 'rm -rf build && npm install left-pad && git push -f origin main' } }),
);
// SQL in a call compiles the SQL pack's patterns, the largest the guards hold: the costliest call the hook sees often.
const sql = call(
  event('PreToolUse', {
    tool_name: 'Bash',
    tool_input: { command: 'psql "$DATABASE_URL" -c "DELETE FROM session_slots WHERE starts_at > now()"' },
  }),
);
const after = call(
  event('PostToolUse', {
    tool_name: 'Write',
    tool_input: { file_path: 'src/app.ts', content: 'export {};\n' },
    tool_response: { success: true },
  }),
);

// The messages bound to a PreToolUse Write, read from their bindings.
const writeMessages = readdirSync(join(root, 'messages'))
  .filter((file) => /- event: PreToolUse/.test(readFileSync(join(root, 'messages', file), 'utf8')))
  .filter((file) => /- matcher: .*\bWrite\b/.test(readFileSync(join(root, 'messages', file), 'utf8')));

const cases = {
  'node -e 0': { args: ['-e', '0'] },
  'dispatch SessionStart': { args: [dispatch, 'SessionStart'], input: sessionStart },
  [`dispatch PreToolUse Write (all ${writeMessages.length} bound messages)`]: { args: [dispatch, 'PreToolUse'], input: writeManifest },
  'dispatch PreToolUse Bash (rm, npm install, git push -f)': { args: [dispatch, 'PreToolUse'], input: bash },
  'dispatch PreToolUse Bash (psql DELETE)': { args: [dispatch, 'PreToolUse'], input: sql },
  'dispatch PostToolUse Write': { args: [dispatch, 'PostToolUse'], input: after },
  [`dispatch PreToolUse Write, stdin a file (all ${writeMessages.length} bound messages)`]: {
    args: [dispatch, 'PreToolUse'],
    input: writeManifest,
    file: true,
  },
  'dispatch PreToolUse Bash, stdin a file': { args: [dispatch, 'PreToolUse'], input: bash, file: true },
  'dispatch SessionStart, cache rejected (another Node)': { args: [foreignDispatch, 'SessionStart'], input: sessionStart },
  'dispatch PreToolUse Write, cache rejected (another Node)': { args: [foreignDispatch, 'PreToolUse'], input: writeManifest },
  'waymark dispatch SessionStart (bin/)': { args: [bin, 'dispatch', 'SessionStart'], input: sessionStart },
  [`waymark dispatch PreToolUse Write (bin/, all ${writeMessages.length} bound messages)`]: {
    args: [bin, 'dispatch', 'PreToolUse'],
    input: writeManifest,
  },
  'waymark dispatch PreToolUse Bash (bin/)': { args: [bin, 'dispatch', 'PreToolUse'], input: bash },
  'waymark dispatch PostToolUse Write (bin/)': { args: [bin, 'dispatch', 'PostToolUse'], input: after },
  [`one process, ${writeMessages.length} messages named`]: { args: [dispatch, 'PreToolUse', ...writeMessages], input: writeManifest },
  ...Object.fromEntries(
    writeMessages.map((message) => [`one process, ${message} alone`, { args: [dispatch, 'PreToolUse', message], input: writeManifest }]),
  ),
};

// BENCH_ONLY=<regex>: only the cases whose names match (with the baseline), for a quicker look.
if (process.env.BENCH_ONLY) {
  const only = new RegExp(process.env.BENCH_ONLY);
  for (const name of Object.keys(cases)) if (name !== 'node -e 0' && !only.test(name)) delete cases[name];
}

const probe = join(root, 'bench', 'cpuProbe.cjs');

/** Wall time (ms) of one run; with `cpu`, the CPU time (ms) the process reports of itself instead. */
function time({ args, input, file }, cpu = false) {
  const bytes = typeof input === 'function' ? input() : input;
  // stdin a file: what a pipe from a shell or a Rust or Go host costs (read without a stream, as a file is).
  let fd;
  if (file) {
    writeFileSync(stdinFile, bytes ?? '');
    fd = openSync(stdinFile, 'r');
  }
  const started = process.hrtime.bigint();
  const result = spawnSync(process.execPath, cpu ? ['--require', probe, ...args] : args, {
    ...(file ? { stdio: [fd, 'pipe', 'pipe'] } : { input: bytes }),
    env,
  });
  const wall = Number(process.hrtime.bigint() - started) / 1e6;
  if (file) closeSync(fd);
  if (result.status !== 0) throw new Error(`${args.join(' ')} exited ${result.status}: ${result.stderr}`);
  if (!cpu) return wall;
  return Number(/waymark-bench-cpu (\d+)/.exec(result.stderr.toString())[1]) / 1e3;
}

const median = (values) => [...values].sort((a, b) => a - b)[values.length >> 1];
const quartile = (values, q) => [...values].sort((a, b) => a - b)[Math.floor((values.length - 1) * q)];

/**
 * Each case's time over the baseline's in the same round, runs interleaved case by case, so a burst
 * of load hits every case and its baseline alike: the medians of those paired ratios, with their
 * quartiles (the spread a loaded machine leaves), and the medians of the times themselves.
 */
function measure(cpu) {
  const samples = Object.fromEntries(Object.keys(cases).map((name) => [name, []]));
  for (const spec of Object.values(cases)) time(spec, cpu); // warm the file cache and the session state
  for (let i = 0; i < runs; i++) for (const [name, spec] of Object.entries(cases)) samples[name].push(time(spec, cpu));
  const base = samples['node -e 0'];
  return Object.fromEntries(
    Object.entries(samples).map(([name, values]) => {
      const ratios = values.map((value, i) => value / base[i]);
      return [name, { ms: median(values), ratio: median(ratios), low: quartile(ratios, 0.25), high: quartile(ratios, 0.75) }];
    }),
  );
}

const wall = measure(false);
const cpu = measure(true);

console.log(
  `waymark bench: ${runs} interleaved rounds per case; medians of the ratios to node -e 0 in the same round, [quartiles] ` +
    `(node -e 0: ${wall['node -e 0'].ms.toFixed(1)} ms wall, ${cpu['node -e 0'].ms.toFixed(1)} ms CPU here)`,
);
console.log("wall: what the harness waits for. CPU: the process's own user + system time, which a busy machine disturbs far less.\n");
console.log(
  `${'wall'.padStart(6)} ${'quartiles'.padStart(11)} ${'ms'.padStart(7)} ${'CPU'.padStart(6)} ${'quartiles'.padStart(11)} ${'ms'.padStart(6)}`,
);
const spread = ({ low, high }) => `[${low.toFixed(2)}–${high.toFixed(2)}]`;
for (const name of Object.keys(cases))
  console.log(
    `${wall[name].ratio.toFixed(2).padStart(5)}× ${spread(wall[name]).padStart(11)} ${wall[name].ms.toFixed(1).padStart(7)} ` +
      `${cpu[name].ratio.toFixed(2).padStart(5)}× ${spread(cpu[name]).padStart(11)} ${cpu[name].ms.toFixed(1).padStart(6)}  ${name}`,
  );

const medians = Object.fromEntries(Object.entries(wall).map(([name, { ms }]) => [name, ms]));
const together = medians[`one process, ${writeMessages.length} messages named`];
const apart = writeMessages.reduce((sum, message) => sum + medians[`one process, ${message} alone`], 0);
if (together !== undefined && !Number.isNaN(apart))
  console.log(
    `\n${writeMessages.length} messages in one process vs ${writeMessages.length} processes of one: ` +
      `${(apart / together).toFixed(2)}× less wall time (${together.toFixed(1)} ms vs ${apart.toFixed(1)} ms)`,
  );
