// npm run score:external [-- --suite dcg,tldr] [--spawn-check N] [--json FILE]
// Precision and recall of each guard family on the external suites (test/fixtures/external/),
// then each miss and false alarm by case id. A measurement, never an assertion: the gate in
// npm test is test/quality/external.spec.ts.
//
// Every case runs through runDispatch, the function the hook entry (dist/dispatch.cjs) runs, in
// this one process (tens of thousands of spawns would take many minutes on 2 cores). It is bundled
// here from the same sources as dist/, and --spawn-check N (default 40, 0 to skip) then runs N
// cases spread over every suite through the built dist/dispatch.cjs itself, one process each, and
// fails if any family speaks differently there.
import { spawn } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { loadSuites } from './bundle.mjs';
import { ROOT } from './lib.mjs';

const args = process.argv.slice(2);
const option = (name, fallback) => {
  const at = args.indexOf(name);
  return at >= 0 && args[at + 1] !== undefined ? args[at + 1] : fallback;
};
const spawnCheck = Number(option('--spawn-check', '40'));

const external = await loadSuites();

const names = option('--suite', external.SUITES.join(',')).split(',');
const scratch = join(ROOT, 'bench', 'results');
mkdirSync(scratch, { recursive: true });

const started = Date.now();
const suites = names.map((name) => external.loadSuite(name));
const world = external.createWorld(scratch);
const spoke = new Map();
let evaluated = 0;
try {
  for (const suite of suites) {
    const results = await external.pool(suite.cases, 4, (item) => external.spokeOn(external.payload(item, world), world));
    for (const [index, item] of suite.cases.entries()) spoke.set(`${suite.name}\0${item.id}`, results[index]);
    evaluated += suite.cases.length;
  }
} finally {
  world.dispose();
}
const seconds = (Date.now() - started) / 1000;

const ratio = (a, b) => (b === 0 ? '—' : (a / b).toFixed(3));
const report = {};
console.log(`${evaluated} cases in ${seconds.toFixed(1)} s, in-process through runDispatch (src/hook/request.ts)\n`);
console.log('| suite | family | cases | risky | benign | precision | recall | FP | FN |');
console.log('|---|---|---|---|---|---|---|---|---|');
const lists = [];
for (const suite of suites) {
  const of = new Map(suite.cases.map((item) => [item.id, spoke.get(`${suite.name}\0${item.id}`)]));
  const byFamily = external.tally(suite, of);
  report[suite.name] = {};
  for (const [family, t] of byFamily) {
    report[suite.name][family] = { tp: t.tp, fp: t.fp, fn: t.fn, tn: t.tn, misses: t.misses, alarms: t.alarms };
    if (t.tp + t.fn + t.fp === 0 && suite.families.length > 1) continue;
    console.log(
      `| ${suite.name} | ${family} | ${t.tp + t.fp + t.fn + t.tn} | ${t.tp + t.fn} | ${t.fp + t.tn} | ` +
        `${ratio(t.tp, t.tp + t.fp)} | ${ratio(t.tp, t.tp + t.fn)} | ${t.fp} | ${t.fn} |`,
    );
    for (const id of t.misses) lists.push(`miss        ${family.padEnd(11)} ${id}`);
    for (const id of t.alarms) lists.push(`false alarm ${family.padEnd(11)} ${id}`);
  }
  if (suite.outOfScope.size > 0) {
    const loud = [...suite.outOfScope].filter((id) => of.get(id).size > 0).length;
    console.log(`| ${suite.name} | (out of scope) | ${suite.outOfScope.size} | — | — | — | — | ${loud} spoke | — |`);
  }
}
console.log('');
for (const line of lists) console.log(line);
const json = option('--json', undefined);
if (json) writeFileSync(json, `${JSON.stringify(report, null, 2)}\n`);

if (spawnCheck > 0) {
  // Cases spread evenly over every suite, so each suite's kind of payload is checked.
  const all = suites.flatMap((suite) => suite.cases.map((item) => ({ suite, item })));
  const step = Math.max(1, Math.floor(all.length / spawnCheck));
  const sample = all.filter((_, index) => index % step === 0).slice(0, spawnCheck);
  const checkWorld = external.createWorld(scratch);
  let differing = 0;
  try {
    for (const { suite, item } of sample) {
      const stdin = external.payload(item, checkWorld);
      const viaBuilt = await spawnHook(stdin, checkWorld);
      const inProcess = spoke.get(`${suite.name}\0${item.id}`);
      const a = [...viaBuilt].sort().join(',');
      const b = [...inProcess].sort().join(',');
      if (a !== b) differing++, console.error(`spawn check: ${suite.name} ${item.id}: dist/dispatch.cjs says [${a}], in-process [${b}]`);
    }
  } finally {
    checkWorld.dispose();
  }
  console.log(`\nspawn check: ${sample.length} cases through dist/dispatch.cjs, ${differing} differ from the in-process run`);
  if (differing > 0) process.exitCode = 1;
}

function spawnHook(stdin, world) {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [join(ROOT, 'dist', 'dispatch.cjs'), 'PreToolUse'], {
      cwd: world.project,
      env: world.env,
      stdio: ['pipe', 'ignore', 'pipe'],
    });
    let stderr = '';
    child.stderr.on('data', (chunk) => (stderr += chunk));
    child.stdin.on('error', () => undefined);
    child.stdin.end(stdin);
    child.on('close', () => resolve(new Set([...stderr.matchAll(/guard "([^"]+)" spoke/g)].map((match) => match[1]))));
  });
}
