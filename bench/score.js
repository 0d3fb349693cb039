// npm run score -- <corpus.jsonl | dir> ...: precision and recall of each guard family through the
// BUILT hook entry (dist/dispatch.cjs), one real process per labelled call, exactly as a harness
// runs it. A case is {speak, guard, tool_name, tool_input, cwd?, gitignore?}; the project is
// /home/dev/proj and the home /home/dev, both re-rooted in a scratch dir so nothing real is touched.
// The hook runs as Claude Code runs it: with CLAUDE_PROJECT_DIR, the directory the session was opened
// in (the project), whatever `cd` the call's `cwd` records.
// Whether the family spoke is read from WAYMARK_DEBUG's `guard "<id>" spoke` line.
// --in-process runs each case through runDispatch (the function dist/dispatch.cjs runs), bundled from
// the sources as score:external does: the same answers (its --spawn-check compares the two) in about
// a minute for every held-out round, where a process per case takes most of an hour.
import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { loadSuites } from '../scripts/external/bundle.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const dispatch = join(root, 'dist', 'dispatch.cjs');
const args = process.argv.slice(2);
const verbose = args.includes('--misses');
const inProcess = args.includes('--in-process');
const files = args
  .filter((arg) => !arg.startsWith('--'))
  .flatMap((arg) =>
    statSync(arg).isDirectory()
      ? readdirSync(arg)
          .filter((f) => f.endsWith('.jsonl'))
          .map((f) => join(arg, f))
      : [arg],
  );
if (files.length === 0) {
  console.error('usage: npm run score -- <corpus.jsonl | dir> ... [--misses] [--in-process]');
  process.exit(2);
}

// Not under the temp dir: the outside-project guard rightly treats that as scratch space.
mkdirSync(join(root, 'bench', 'results'), { recursive: true });
const scratch = mkdtempSync(join(root, 'bench', 'results', 'score-'));
const HOME = '/home/dev';

function load(file) {
  return (
    readFileSync(file, 'utf8')
      .split('\n')
      .filter((line) => line.trim() !== '')
      // Fixture secrets carry a « inside their prefix so that secret scanners do not flag the repository.
      .map((line, index) => ({
        file,
        line: index + 1,
        ...JSON.parse(line, (_, value) => (typeof value === 'string' ? value.replaceAll('«', '') : value)),
      }))
  );
}

let counter = 0;
function runCase(item) {
  const n = ++counter;
  const base = join(scratch, String(n));
  const home = join(base, 'home', 'dev');
  const project = join(home, 'proj');
  mkdirSync(join(project, '.git'), { recursive: true });
  if (item.gitignore !== undefined) writeFileSync(join(project, '.gitignore'), item.gitignore);
  // A case's config is the user's own (~/.config/waymark/config.json): some settings, such as
  // outside-project.allow, are ignored in a project's config.
  if (item.config !== undefined) {
    mkdirSync(join(home, '.config', 'waymark'), { recursive: true });
    writeFileSync(join(home, '.config', 'waymark', 'config.json'), JSON.stringify(item.config).replaceAll(HOME, home));
  }
  const rehome = (value) => JSON.parse(JSON.stringify(value).replaceAll(HOME, home));
  const payload = {
    session_id: `score-${n}`,
    hook_event_name: 'PreToolUse',
    cwd: rehome(item.cwd ?? `${HOME}/proj`),
    tool_name: item.tool_name,
    tool_input: rehome(item.tool_input),
  };
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [dispatch, 'PreToolUse'], {
      cwd: project,
      env: {
        PATH: process.env.PATH,
        HOME: home,
        CLAUDE_PROJECT_DIR: project,
        XDG_CONFIG_HOME: join(home, '.config'),
        WAYMARK_DEBUG: '1',
        WAYMARK_HOOK_STATE_DIR: join(base, 'state'),
      },
      stdio: ['pipe', 'pipe', 'pipe'],
    });
    let stderr = '';
    child.stderr.on('data', (chunk) => (stderr += chunk));
    child.stdout.resume();
    child.stdin.on('error', () => undefined);
    child.stdin.end(JSON.stringify(payload));
    child.on('close', () => {
      rmSync(base, { recursive: true, force: true });
      resolve(stderr.includes(`guard "${item.guard}" spoke`));
    });
  });
}

// One world (createWorld sets HOME for the process) for every case that brings no .gitignore or config,
// and no session id, so that no case writes session state another could read.
async function scoreInProcess(cases) {
  const external = await loadSuites();
  const judge = async (item, world) => {
    world.env.CLAUDE_PROJECT_DIR = world.project;
    if (item.gitignore !== undefined) writeFileSync(join(world.project, '.gitignore'), item.gitignore);
    if (item.config !== undefined) {
      mkdirSync(join(world.home, '.config', 'waymark'), { recursive: true });
      const config = JSON.stringify(item.config).replaceAll(HOME, world.home);
      writeFileSync(join(world.home, '.config', 'waymark', 'config.json'), config);
    }
    const rehome = (value) => JSON.parse(JSON.stringify(value).replaceAll(HOME, world.home));
    const payload = {
      hook_event_name: 'PreToolUse',
      cwd: rehome(item.cwd ?? `${HOME}/proj`),
      tool_name: item.tool_name,
      tool_input: rehome(item.tool_input),
    };
    return (await external.spokeOn(JSON.stringify(payload), world)).has(item.guard);
  };
  const own = (item) => item.gitignore !== undefined || item.config !== undefined;
  const results = new Array(cases.length);
  const shared = external.createWorld(scratch);
  try {
    const plain = [...cases.keys()].filter((index) => !own(cases[index]));
    const spoke = await external.pool(plain, 4, (index) => judge(cases[index], shared));
    for (const [k, index] of plain.entries()) results[index] = spoke[k];
  } finally {
    shared.dispose();
  }
  for (const index of cases.keys()) {
    if (!own(cases[index])) continue;
    const world = external.createWorld(scratch);
    try {
      results[index] = await judge(cases[index], world);
    } finally {
      world.dispose();
    }
  }
  return results;
}

const cases = files.flatMap(load);
let results = new Array(cases.length);
let next = 0;
async function worker() {
  while (next < cases.length) {
    const index = next++;
    results[index] = await runCase(cases[index]);
  }
}
if (inProcess) results = await scoreInProcess(cases);
else await Promise.all([worker(), worker(), worker()]);
rmSync(scratch, { recursive: true, force: true });

const families = new Map();
cases.forEach((item, index) => {
  const family = families.get(item.guard) ?? { tp: 0, fp: 0, fn: 0, tn: 0, misses: [] };
  const spoke = results[index];
  if (spoke && item.speak) family.tp++;
  else if (spoke && !item.speak)
    family.fp++, family.misses.push(`FP ${item.file}:${item.line} ${JSON.stringify(item.tool_input).slice(0, 160)}`);
  else if (!spoke && item.speak)
    family.fn++, family.misses.push(`FN ${item.file}:${item.line} ${JSON.stringify(item.tool_input).slice(0, 160)}`);
  else family.tn++;
  families.set(item.guard, family);
});
const ratio = (a, b) => (b === 0 ? '—' : (a / b).toFixed(3));
console.log('| family | cases | risky | benign | precision | recall | FP | FN |');
console.log('|---|---|---|---|---|---|---|---|');
for (const [name, f] of [...families].sort()) {
  console.log(
    `| ${name} | ${f.tp + f.fp + f.fn + f.tn} | ${f.tp + f.fn} | ${f.fp + f.tn} | ${ratio(f.tp, f.tp + f.fp)} | ` +
      `${ratio(f.tp, f.tp + f.fn)} | ${f.fp} | ${f.fn} |`,
  );
}
if (verbose) for (const f of families.values()) for (const miss of f.misses) console.log(miss);
