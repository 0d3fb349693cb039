// oh-my-pi integration: the BUILT dist/omp.js, loaded by OMP's own ExtensionRunner under Bun
// (test/omp/driver.ts), in a scratch HOME and project. Needs the dev dependencies `bun` and
// `@oh-my-pi/pi-coding-agent` (pinned) and a prior build (`npm run test:omp` installs them into test/omp/node_modules and builds first).
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { beforeAll, describe, expect, test } from 'vitest';

const ROOT = resolve(import.meta.dirname, '../..');
const MODULE = join(ROOT, 'dist/omp.js');
// The binary ships in the platform package (an optional dependency of `bun`); when npm runs bun's
// postinstall, it is moved to bun/bin/bun.exe (bun@1.4.5 install.js), which is otherwise a stub.
const HARNESS = join(ROOT, 'test/omp/node_modules');
const BUN = [join(HARNESS, '@oven', `bun-${process.platform}-${process.arch}`, 'bin/bun'), join(HARNESS, 'bun/bin/bun.exe')].find(existsSync) ?? 'bun';

interface Step {
  step: string;
  result: any;
  sent: Array<{ message: { customType: string; content: string; display: boolean }; options: unknown }>;
  error?: string;
}
interface Seen {
  loadErrors: unknown[];
  status: Array<[string, string | null]>;
  steps: Step[];
}

let report: Record<string, Seen>;
const step = (scenario: string, name: string): Step => report[scenario]!.steps.find((s) => s.step === name)!;
const contents = (s: Step) => s.sent.map((sent) => sent.message.content);
const TOOL_STEPS = ['bash pickle.loads', 'bash benign', 'read benign', 'write package.json', 'edit hashline package.json'];

beforeAll(() => {
  expect(existsSync(BUN), `no Bun binary in ${HARNESS}: run npm run test:omp`).toBe(true);
  expect(existsSync(MODULE), 'dist/omp.js is missing: run npm run build').toBe(true);
  const scratch = mkdtempSync(join(tmpdir(), 'waymark-omp-'));
  const [home, project, state, extensions] = ['home', 'project', 'state', 'extensions'].map((dir) => join(scratch, dir));
  for (const dir of [home!, project!, state!, extensions!]) mkdirSync(dir);
  // What the installer puts in .omp/extensions/: a one-line module pointing at waymark's own tree.
  const shim = `export { default } from ${JSON.stringify(MODULE)};\n`;
  for (const name of ['main', 'headless', 'throwing']) writeFileSync(join(extensions!, `${name}.js`), shim);
  writeFileSync(join(extensions!, 'slow.js'), `import { createWaymarkExtension } from ${JSON.stringify(MODULE)};\nexport default createWaymarkExtension({ budgetMs: 100 });\n`);
  const files = ['main', 'headless', 'throwing', 'slow'].map((name) => join(extensions!, `${name}.js`));
  const run = spawnSync(BUN, [join(ROOT, 'test/omp/driver.ts'), project!, ...files], {
    cwd: project,
    env: { PATH: process.env.PATH, HOME: home, WAYMARK_HOOK_STATE_DIR: state },
    encoding: 'utf8',
    timeout: 120_000,
  });
  expect(run.status, run.stderr).toBe(0);
  report = JSON.parse(run.stdout);
}, 150_000);

describe('waymark in oh-my-pi (ExtensionRunner, @oh-my-pi/pi-coding-agent@17.2.15)', () => {
  test('the built module loads as an extension', () => {
    for (const seen of Object.values(report)) expect(seen.loadErrors).toEqual([]);
  });

  test('no handler ever blocks, rewrites input or result, or throws', () => {
    for (const [scenario, seen] of Object.entries(report)) {
      for (const s of seen.steps) {
        expect(s.error, `${scenario}: ${s.step}`).toBeUndefined();
        if (TOOL_STEPS.includes(s.step) || s.step.startsWith('tool_result')) expect(s.result, `${scenario}: ${s.step}`).toBeNull();
      }
    }
  });

  test('before_agent_start carries the session bootstrap once per session, hidden', () => {
    const title = readFileSync(join(ROOT, 'messages/sessionstart.md'), 'utf8').split('\n').find((line) => line.startsWith('# '))!;
    const messages = step('main', 'before_agent_start').result.messages;
    expect(messages).toEqual([{ customType: 'waymark', content: expect.stringContaining(title), display: false }]);
    expect(step('main', 'before_agent_start again').result).toBeNull();
  });

  test('the eval guard advises on a bash command with pickle.loads, through sendMessage', () => {
    const { sent } = step('main', 'bash pickle.loads');
    expect(sent).toHaveLength(1);
    expect(sent[0]!.message).toMatchObject({ customType: 'waymark', display: false });
    expect(sent[0]!.options).toEqual({ deliverAs: 'nextTurn' });
    expect(sent[0]!.message.content).toContain('`pickle.loads`');
    expect(sent[0]!.message.content).toContain(join(ROOT, 'messages/pretooluse-eval-guard.md'));
  });

  test.each(['write package.json', 'edit hashline package.json'])('the dependency guard advises on: %s', (name) => {
    const [content, ...more] = contents(step('main', name));
    expect(more).toEqual([]);
    expect(content).toContain('`package.json`');
    expect(content).toContain(join(ROOT, 'messages/pretooluse-dependency-guard.md'));
  });

  test.each(['bash benign', 'read benign', 'tool_result bash'])('nothing new to say, nothing sent: %s', (name) => {
    expect(step('main', name).sent).toEqual([]);
  });

  test('the status counts advisories when OMP has a UI, and stays untouched without one', () => {
    expect(report.main!.status).toEqual([['waymark', null], ['waymark', '1 advisory'], ['waymark', '2 advisories'], ['waymark', '3 advisories']]);
    expect(report.headless!.status).toEqual([]);
    expect(contents(step('headless', 'write package.json'))).toEqual(contents(step('main', 'write package.json')));
  });

  test('a handler whose work throws fails soft: the tool call runs, nothing is sent', () => {
    expect(step('throwing', 'before_agent_start').result).toBeNull();
    for (const name of TOOL_STEPS) expect(step('throwing', name)).toMatchObject({ result: null, sent: [] });
  });

  test('a handler past its time budget gives up: the tool call runs, and nothing arrives late', () => {
    for (const name of TOOL_STEPS) expect(step('slow', name)).toMatchObject({ result: null, sent: [] });
  });
});
