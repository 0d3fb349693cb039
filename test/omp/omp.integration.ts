// oh-my-pi end to end: the real `omp` CLI of 17.2.15 and of the current 18.3.x (test/omp/bundle.ts
// says how), in print mode, against a scripted model on loopback (test/omp/mock.ts), with the
// BUILT dist/omp.js installed as a project extension, in a scratch HOME and project. What the
// model saw is read from the requests it received. `npm run test:omp` installs Bun and OMP into
// test/omp/node_modules and builds first.
import { spawn, spawnSync } from 'node:child_process';
import { appendFileSync, existsSync, mkdirSync, mkdtempSync, readFileSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { beforeAll, describe, expect, test } from 'vitest';
import { MARKERS } from '../e2e-harness/scenario.js';
import { HARNESS, ompClis } from './bundle.js';
import { FINAL_TEXT, startModel, type ToolStep } from './mock.js';

const ROOT = resolve(import.meta.dirname, '../..');
const MODULE = join(ROOT, 'dist/omp.js');
// The binary ships in the platform package (an optional dependency of `bun`); when npm runs bun's
// postinstall, it is moved to bun/bin/bun.exe (bun@1.4.5 install.js), which is otherwise a stub.
const BUN =
  [join(HARNESS, '@oven', `bun-${process.platform}-${process.arch}`, 'bin/bun'), join(HARNESS, 'bun/bin/bun.exe')].find(existsSync) ??
  'bun';
const ADVICE = join(ROOT, 'messages/');
const PICKLE = `python3 -c "import pickle; pickle.loads(b'')"`;
const MANIFEST = '{"dependencies":{"left-pad":"1.3.0"}}\n';

const STEPS: ToolStep[] = [
  { id: 'call_eval', tool: 'bash', args: { command: `${PICKLE} || true` } },
  { id: 'call_failing', tool: 'bash', args: { command: `${PICKLE}; exit 3` } },
  { id: 'call_dependency', tool: 'write', args: { path: 'package.json', content: MANIFEST } },
  { id: 'call_benign', tool: 'bash', args: { command: 'echo waymark-omp-benign' } },
];

// What the project's .omp/extensions/waymark.js holds in each scenario: in `main`, what
// `waymark install --harness omp` writes into a git project (oh-my-pi's discovery skips files git
// ignores, so this is the scenario where an ignored shim is never loaded); otherwise the module
// handed a host context that throws; the same with a 100 ms budget while another process holds
// the session's state lock (refreshed before each of waymark's handlers, so it never turns
// stale), which makes every answer wait ~2 s for it.
const SHIMS: Record<string, string | undefined> = {
  main: undefined,
  throwing: `import { createWaymarkExtension } from ${JSON.stringify(MODULE)};
const waymark = createWaymarkExtension();
const failing = {
  getSessionId() {
    throw new Error('host failure');
  },
};
const broken = (ctx) => new Proxy(ctx, { get: (target, key) => (key === 'sessionManager' ? failing : Reflect.get(target, key, target)) });
export default (pi) => waymark({ on: (name, handler) => pi.on(name, (event, ctx) => handler(event, broken(ctx))) });
`,
  slow: `import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { createWaymarkExtension } from ${JSON.stringify(MODULE)};
const waymark = createWaymarkExtension({ budgetMs: 100 });
const hold = (_event, ctx) => {
  const dir = join(process.env.WAYMARK_HOOK_STATE_DIR, 'sessions');
  mkdirSync(dir, { recursive: true });
  writeFileSync(join(dir, ctx.sessionManager.getSessionId() + '.json.lock'), '');
};
export default (pi) => {
  for (const name of ['before_agent_start', 'tool_call', 'tool_result']) pi.on(name, hold);
  waymark(pi);
};
`,
};

interface Run {
  code: number | null;
  stdout: string;
  stderr: string;
  project: string;
  /** The body of every request the model received, in order. */
  requests: any[];
}

async function session(cli: string, scenario: string): Promise<Run> {
  const scratch = mkdtempSync(join(tmpdir(), `waymark-omp-${scenario}-`));
  const [home, project, state, bin] = ['home', 'project', 'state', 'bin'].map((dir) => join(scratch, dir)) as [
    string,
    string,
    string,
    string,
  ];
  mkdirSync(join(home, '.omp/agent'), { recursive: true });
  mkdirSync(join(project, '.omp/extensions'), { recursive: true });
  mkdirSync(state);
  // waymark as `npm i -g` leaves it: a `waymark` on PATH that links to the package's bin.
  mkdirSync(bin);
  symlinkSync(join(ROOT, 'bin/waymark.cjs'), join(bin, 'waymark'));
  const PATH = `${bin}:${process.env.PATH}`;
  expect(spawnSync('git', ['init', '-q', project]).status).toBe(0);
  const shim = SHIMS[scenario];
  if (shim !== undefined) writeFileSync(join(project, '.omp/extensions/waymark.js'), shim);
  else {
    // As an earlier version left it: the shim's path in .git/info/exclude.
    appendFileSync(join(project, '.git/info/exclude'), '/.omp/extensions/waymark.js\n');
    const installed = spawnSync('waymark', ['install', '--harness', 'omp'], {
      cwd: project,
      env: { PATH, HOME: home, WAYMARK_HOOK_STATE_DIR: state },
      encoding: 'utf8',
    });
    expect(installed.status, installed.stderr + installed.stdout).toBe(0);
    expect(
      spawnSync('git', ['check-ignore', '-q', '.omp/extensions/waymark.js'], { cwd: project }).status,
      'the installed shim is git-ignored',
    ).toBe(1);
  }
  const model = await startModel(STEPS);
  writeFileSync(
    join(home, '.omp/agent/models.yml'),
    `providers:\n  mock:\n    baseUrl: ${model.origin}/v1\n    apiKey: offline\n    api: openai-completions\n    models:\n      - id: scripted\n`,
  );
  try {
    const child = spawn(
      BUN,
      [cli, '-p', '--tools', 'bash,write', '--model', 'mock/scripted', 'Run the checks, then update package.json.'],
      {
        cwd: project,
        env: { PATH, HOME: home, WAYMARK_HOOK_STATE_DIR: state },
        stdio: ['ignore', 'pipe', 'pipe'],
      },
    );
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk) => (stdout += chunk));
    child.stderr.on('data', (chunk) => (stderr += chunk));
    const timer = setTimeout(() => child.kill('SIGKILL'), 120_000);
    const code = await new Promise<number | null>((done) => child.on('close', done));
    clearTimeout(timer);
    return { code, stdout, stderr, project, requests: model.requests.map((request) => request.body) };
  } finally {
    await model.close();
  }
}

/** The text of one tool call's result in the request that follows the call, as the model got it. */
function resultOf(run: Run, id: string): string | undefined {
  const next = run.requests[STEPS.findIndex((step) => step.id === id) + 1];
  const message = next?.messages?.find((each: any) => each.role === 'tool' && each.tool_call_id === id);
  if (!message) return undefined;
  return typeof message.content === 'string' ? message.content : message.content.map((part: any) => part.text ?? '').join('\n');
}

/** A result without the run-to-run noise OMP adds to shell output. */
const steady = (text: string | undefined) => text?.replace(/Wall time: [\d.]+ seconds/g, 'Wall time: N seconds');

const CLIS = ompClis();
const runs: Record<string, Record<string, Run>> = {};

beforeAll(async () => {
  expect(existsSync(BUN), `no Bun binary in ${HARNESS}: run npm run test:omp`).toBe(true);
  expect(existsSync(MODULE), 'dist/omp.js is missing: run npm run build').toBe(true);
  // The scenarios of one version at a time, side by side: each has its own model, HOME and project.
  for (const [version, cli] of Object.entries(CLIS)) {
    const scenarios = Object.keys(SHIMS);
    const done = await Promise.all(scenarios.map((scenario) => session(cli, scenario)));
    runs[version] = Object.fromEntries(scenarios.map((scenario, i) => [scenario, done[i]!]));
  }
}, 300_000);

describe.each(Object.keys(CLIS))('waymark in oh-my-pi %s (omp -p, scripted model)', (version) => {
  const run = (scenario: string) => runs[version]![scenario]!;

  test.each(Object.keys(SHIMS))('%s: the session runs every tool and ends', (scenario) => {
    const { code, stdout, stderr, requests, project } = run(scenario);
    expect(code, stderr).toBe(0);
    expect(stdout).toContain(FINAL_TEXT);
    expect(requests).toHaveLength(STEPS.length + 1);
    for (const step of STEPS) expect(resultOf(run(scenario), step.id), step.id).toBeDefined();
    expect(resultOf(run(scenario), 'call_benign')).toContain('waymark-omp-benign');
    expect(readFileSync(join(project, 'package.json'), 'utf8')).toBe(MANIFEST);
  });

  test('the session bootstrap reaches the first request, once', () => {
    const first = JSON.stringify(run('main').requests[0].messages);
    expect(first.split(MARKERS.bootstrap)).toHaveLength(2);
  });

  test('a risky call: the advice follows the tool output in its result, on the very next request', () => {
    const result = resultOf(run('main'), 'call_eval')!;
    expect(result).toContain('`pickle.loads`');
    expect(result).toContain(join(ROOT, 'messages/pretooluse-eval-guard.md'));
    expect(result.indexOf('EOFError') === -1 || result.indexOf('EOFError') < result.indexOf('`pickle.loads`')).toBe(true);
  });

  test('a failing call (an error result) still carries its advice', () => {
    const result = resultOf(run('main'), 'call_failing')!;
    expect(result).toMatch(/code 3/);
    expect(result.indexOf('`pickle.loads`')).toBeGreaterThan(result.search(/code 3/));
    expect(result).toContain(join(ROOT, 'messages/pretooluse-eval-guard.md'));
  });

  test('a write to package.json carries the dependency advice', () => {
    const result = resultOf(run('main'), 'call_dependency')!;
    expect(result).toContain(MARKERS.dependency);
    expect(result).toContain(join(ROOT, 'messages/pretooluse-dependency-guard.md'));
  });

  test('a benign call: its result is exactly what the tool returned', () => {
    expect(resultOf(run('main'), 'call_benign')).not.toContain(ADVICE);
    expect(steady(resultOf(run('main'), 'call_benign'))).toBe(steady(resultOf(run('throwing'), 'call_benign')));
  });

  // A broken host context or a state lock held by another process: every tool runs, nothing is
  // blocked and no error of waymark's reaches a result. Since the single state commit, a busy lock no
  // longer holds the call back (it answers without recording), so advice may still be appended after
  // the tool's own output; it never replaces it.
  test.each(['throwing', 'slow'])('%s: waymark fails soft: every tool ran, its output intact, nothing blocked', (scenario) => {
    for (const step of STEPS) {
      const result = resultOf(run(scenario), step.id);
      expect(result, step.id).toBeDefined();
      expect(result!, step.id).not.toMatch(/waymark\.js/);
      const advice = result!.indexOf(ADVICE);
      if (advice >= 0) expect(result!.slice(0, advice).trim().length, step.id).toBeGreaterThan(0);
    }
  });
});
