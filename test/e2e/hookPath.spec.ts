import { spawnSync } from 'node:child_process';
import { closeSync, cpSync, openSync, readdirSync, readFileSync, rmSync, statSync, symlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import { BIN, DISPATCH, ROOT, payload, run, tempDir, tempProject } from '../support/run.js';

// The hook runs on every tool call: neither commander (the CLI's) nor zod (config validation, only
// when a config file exists) may load on its common path, through either entry.
const PROBE = join(ROOT, 'test/support/loadProbe.cjs');

/** The modules a hook call asked for, and whether it answered (so the list is of a call that ran). */
async function requested(args: string[], input: string, cwd: string, script?: string): Promise<{ loaded: string[]; answered: boolean }> {
  const log = join(tempDir(), 'loaded.json');
  const result = await run(args, {
    input,
    cwd,
    script,
    env: { NODE_OPTIONS: `--require ${PROBE}`, WAYMARK_LOAD_PROBE: log, WAYMARK_HOOK_STATE_DIR: tempDir(), XDG_CONFIG_HOME: tempDir() },
  });
  expect(result.code).toBe(0);
  return { loaded: JSON.parse(readFileSync(log, 'utf8')) as string[], answered: result.stdout.length > 0 };
}

const project = tempProject;

const write = (cwd: string) =>
  payload('PreToolUse', {
    cwd,
    tool_name: 'Write',
    tool_input: { file_path: join(cwd, 'package.json'), content: '{"scripts":{"x":"eval"}}' },
  });

describe('the hook path loads neither commander nor zod', () => {
  test('the bundle carries neither', () => {
    const bundle = readFileSync(join(ROOT, 'dist/dispatch-bundle.cjs'), 'utf8');
    expect(bundle).not.toContain('CommanderError');
    expect(bundle).not.toContain('$ZodType');
  });

  test.each([
    ['SessionStart, dist/dispatch.cjs', undefined, ['SessionStart'], (cwd: string) => payload('SessionStart', { cwd, source: 'startup' })],
    ['a PreToolUse write, bin/waymark.cjs dispatch', BIN, ['dispatch', 'PreToolUse'], write],
  ])('%s', async (_, script, args, input) => {
    const cwd = project();
    const { loaded, answered } = await requested(args, input(cwd), cwd, script);
    expect(answered).toBe(true);
    expect(loaded.filter((each) => /commander|zod|cli\.cjs/.test(each))).toEqual([]);
  });

  test('a project with a config file loads zod from its own file, once', async () => {
    const cwd = project({ guards: { header: false } });
    const { loaded, answered } = await requested(['PreToolUse'], write(cwd), cwd);
    expect(answered).toBe(true);
    expect(loaded.filter((each) => /commander|zod/.test(each)).map((each) => each.replace(/.*[\\/]/, ''))).toEqual(['zod-mini.cjs']);
  });
});

/** A copy of the install: dist/ copied, contracts/ linked, messages/ copied or linked. */
function installCopy(messages: 'copy' | 'link'): string {
  const home = tempDir();
  cpSync(join(ROOT, 'dist'), join(home, 'dist'), { recursive: true });
  if (messages === 'copy') cpSync(join(ROOT, 'messages'), join(home, 'messages'), { recursive: true });
  else symlinkSync(join(ROOT, 'messages'), join(home, 'messages'));
  symlinkSync(join(ROOT, 'contracts'), join(home, 'contracts'));
  return home;
}

describe("the code cache is the build's: the hook reads it, never writes it", () => {
  /** A copy of the install whose cache `damage` changes (or removes). */
  function install(damage: (cache: Buffer) => Buffer | undefined): string {
    const home = installCopy('link');
    const cache = join(home, 'dist', 'dispatch-bundle.cjs.cache');
    const changed = damage(readFileSync(cache));
    if (changed) writeFileSync(cache, changed);
    else rmSync(cache);
    return home;
  }

  test.each([
    ['as built', (cache: Buffer) => cache],
    [
      'made by another Node (V8 rejects it)',
      (cache: Buffer) =>
        Buffer.concat([cache.subarray(0, 4), Buffer.from(cache.subarray(4, 8).map((byte) => ~byte & 0xff)), cache.subarray(8)]),
    ],
    ['missing', () => undefined],
  ])('a cache %s: the same answer, and nothing written beside the bundle', async (_, damage) => {
    const home = install(damage);
    const before = readdirSync(join(home, 'dist')).map((file) => [file, statSync(join(home, 'dist', file)).mtimeMs]);
    const cwd = project();
    const input = write(cwd);
    const env = { WAYMARK_HOOK_STATE_DIR: tempDir(), XDG_CONFIG_HOME: tempDir() };
    const [copy, built] = await Promise.all([
      run(['PreToolUse'], { input, cwd, env, script: join(home, 'dist', 'dispatch.cjs') }),
      run(['PreToolUse'], { input, cwd, env: { ...env, WAYMARK_HOOK_STATE_DIR: tempDir() } }),
    ]);
    // The copy names its own messages; otherwise byte for byte the built entry's answer.
    expect({ ...copy, stdout: copy.stdout.replaceAll(home, ROOT) }).toEqual(built);
    expect(copy.stdout).not.toBe('');
    expect(readdirSync(join(home, 'dist')).map((file) => [file, statSync(join(home, 'dist', file)).mtimeMs])).toEqual(before);
  });
});

describe('the messages the build writes into the bundle', () => {
  test('a library that is not the one it was built with is read whole: its new message speaks', async () => {
    const home = installCopy('copy');
    writeFileSync(
      join(home, 'messages', 'pretooluse-extra.md'),
      '# Extra\n\nAn extra word on writes.\n\n## Bindings\n- event: PreToolUse\n- matcher: Write\n',
    );
    const cwd = project();
    const result = await run(['PreToolUse'], {
      input: write(cwd),
      cwd,
      script: join(home, 'dist', 'dispatch.cjs'),
      env: { WAYMARK_HOOK_STATE_DIR: tempDir(), XDG_CONFIG_HOME: tempDir() },
    });
    expect(result.stdout).toContain('An extra word on writes.');
    // Read from the files, waymark's own messages still answer.
    expect(result.stdout).toContain('# Writing files in this session');
  });

  test('the library it was built with is not opened: the answer comes from the bundle, naming the files', async () => {
    const home = installCopy('copy');
    // Same names, unreadable contents: a call that opened them would lose their advice.
    for (const file of readdirSync(join(home, 'messages'))) writeFileSync(join(home, 'messages', file), '');
    const cwd = project();
    const env = { WAYMARK_HOOK_STATE_DIR: tempDir(), XDG_CONFIG_HOME: tempDir() };
    const [copy, built] = await Promise.all([
      run(['PreToolUse'], { input: write(cwd), cwd, env, script: join(home, 'dist', 'dispatch.cjs') }),
      run(['PreToolUse'], { input: write(cwd), cwd, env: { ...env, WAYMARK_HOOK_STATE_DIR: tempDir() } }),
    ]);
    expect(copy.stdout).not.toBe('');
    expect(copy.stdout.replaceAll(home, ROOT)).toBe(built.stdout);
  });
});

// process.stdin builds a net socket on every call; a pipe (a shell's, a Rust or Go host's) or a file
// is read without one (src/hook/pullStdin.ts). A Node host's pipe is a socket: the stream reads it.
describe.skipIf(process.platform !== 'linux')('stdin from a pipe or a file is read without a stream', () => {
  /** Spawns the hook with this stdin; the reply, and whether Node built its net module. */
  function hook(stdin: number | 'pipe', options: { shell?: string; input?: string } = {}) {
    const dir = tempDir();
    const probe = join(dir, 'probe.cjs');
    const list = join(dir, 'modules.txt');
    writeFileSync(
      probe,
      `process.on('exit', () => require('fs').writeFileSync(${JSON.stringify(list)}, process.moduleLoadList.join('\\n')));`,
    );
    const env = { PATH: process.env.PATH, HOME: dir, NODE_OPTIONS: `--require ${probe}`, WAYMARK_HOOK_STATE_DIR: tempDir() };
    const result = options.shell
      ? spawnSync('/bin/sh', ['-c', options.shell], { env: { ...env, NODE: process.execPath, DISPATCH }, encoding: 'utf8' })
      : spawnSync(process.execPath, [DISPATCH, 'PreToolUse'], {
          env,
          stdio: [stdin, 'pipe', 'pipe'],
          input: options.input,
          encoding: 'utf8',
          timeout: 30_000,
        });
    return { ...result, net: readFileSync(list, 'utf8').split('\n').includes('NativeModule net') };
  }
  const project = tempProject();
  const call = payload('PreToolUse', { cwd: project, tool_name: 'Bash', tool_input: { command: 'git push --force origin main' } });

  test("a shell's pipe: the advice, and no net module", () => {
    const file = join(tempDir(), 'payload.json');
    writeFileSync(file, call);
    const result = hook('pipe', { shell: `cat '${file}' | "$NODE" "$DISPATCH" PreToolUse` });
    expect(result.status).toBe(0);
    expect(result.stdout).toContain('force');
    expect(result.net).toBe(false);
  });

  test('a file: the advice, and no net module', () => {
    const file = join(tempDir(), 'payload.json');
    writeFileSync(file, call);
    const fd = openSync(file, 'r');
    const result = hook(fd);
    closeSync(fd);
    expect(result.status).toBe(0);
    expect(result.stdout).toContain('force');
    expect(result.net).toBe(false);
  });

  test('a pipe its host holds open and never writes: silence and exit 0, not a hang', () => {
    const fifo = join(tempDir(), 'stdin');
    expect(spawnSync('mkfifo', [fifo]).status).toBe(0);
    // Opened for reading and writing: a writer that stays, as a host that never closes stdin.
    const fd = openSync(fifo, 'r+');
    const result = hook(fd);
    closeSync(fd);
    expect(result.signal).toBeNull();
    expect(result.status).toBe(0);
    expect(result.stdout).toBe('');
  });

  test("a Node host's pipe (a socket) is still read as a stream", () => {
    const result = hook('pipe', { input: call });
    expect(result.stdout).toContain('force');
    expect(result.net).toBe(true);
  });
});
