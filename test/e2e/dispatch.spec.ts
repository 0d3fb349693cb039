import { cpSync, existsSync, mkdirSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import { CAP, contextOf, expectRuntimeContract } from '../support/reply.js';
import { BIN, ROOT, payload, run, tempDir } from '../support/run.js';

// The built hook where only a process tells: the bin's routing, a damaged install, a hostile
// project's modules, 64 processes at once. Its answers and its state: test/integration/dispatchReply.spec.ts.

/** A private copy of waymark's installed tree (bundle + messages) that a test may change. */
function copyOfWaymark(): string {
  const home = tempDir('waymark-home-');
  cpSync(join(ROOT, 'dist'), join(home, 'dist'), { recursive: true });
  cpSync(join(ROOT, 'messages'), join(home, 'messages'), { recursive: true });
  return home;
}

const bash = (command: string) => payload('PreToolUse', { tool_name: 'Bash', tool_input: { command } });
const write = (file_path: string, content: string) => payload('PreToolUse', { tool_name: 'Write', tool_input: { file_path, content } });

describe.concurrent('dispatch through the bin', () => {
  test('`waymark dispatch` through the bin prints the same bytes as the hook entry', async () => {
    const input = payload('SessionStart', { source: 'startup' });
    const viaBin = await run(['dispatch', 'SessionStart'], { input, script: BIN, env: { WAYMARK_HOOK_STATE_DIR: tempDir() } });
    const viaEntry = await run(['SessionStart'], { input, env: { WAYMARK_HOOK_STATE_DIR: tempDir() } });
    expect(viaBin.code).toBe(0);
    expect(viaBin.stdout).toBe(viaEntry.stdout);
  });
});

describe.concurrent('dispatch fails open', () => {
  test('a message file removed from the install: exit 0 and a valid reply from the rest', async () => {
    const home = copyOfWaymark();
    rmSync(join(home, 'messages', 'pretooluse-write.md'));
    const script = join(home, 'dist', 'dispatch.cjs');
    const result = await run(['PreToolUse', 'pretooluse-write', 'pretooluse-dependency-guard'], {
      script,
      input: write('package.json', '{}'),
      env: { WAYMARK_HOOK_STATE_DIR: tempDir() },
    });
    expectRuntimeContract(result, 'PreToolUse');
    expect(contextOf(result)).toContain('package.json');
    expect(contextOf(result)).not.toContain('Writing files in this session');
  });

  test('the messages folder gone altogether: exit 0, silence', async () => {
    const home = copyOfWaymark();
    rmSync(join(home, 'messages'), { recursive: true });
    const result = await run(['SessionStart'], {
      script: join(home, 'dist', 'dispatch.cjs'),
      input: payload('SessionStart', { source: 'startup' }),
    });
    expect(result).toEqual({ code: 0, stdout: '', stderr: '' });
  });

  test('text over 10,000 characters is cut at a line boundary, with a marker; nothing more is written (one state write per call)', async () => {
    const home = copyOfWaymark();
    const lines = Array.from({ length: 400 }, (_, i) => `line ${i} ${'x'.repeat(40)}`);
    writeFileSync(join(home, 'messages', 'zz-long.md'), `# Long\n\n${lines.join('\n')}\n\n## Bindings\n- event: SessionStart\n`);
    const state = tempDir();
    const result = await run(['SessionStart'], {
      script: join(home, 'dist', 'dispatch.cjs'),
      input: payload('SessionStart', { source: 'startup' }),
      env: { WAYMARK_HOOK_STATE_DIR: state },
    });
    expectRuntimeContract(result, 'SessionStart');
    const text = contextOf(result);
    expect(text.length).toBeLessThanOrEqual(CAP);
    expect(text.length).toBeGreaterThan(CAP - 200);
    const [kept, marker] = [text.slice(0, text.lastIndexOf('\n')), text.slice(text.lastIndexOf('\n') + 1)];
    expect(kept.split('\n').at(-1)).toMatch(/^line \d+ x{40}$/);
    expect(marker).toMatch(/^\[waymark: \d+ more characters cut here; see the files named above\]$/);
    expect(existsSync(join(state, 'overflow'))).toBe(false);
  });
});

describe('dispatch never runs project code', () => {
  test("a hostile project: node_modules, package.json scripts and .waymark are never run; its messages never replace waymark's", async () => {
    const project = tempDir('waymark-hostile-');
    const marker = join(project, 'PWNED');
    const payloadCode = `require('fs').writeFileSync(${JSON.stringify(marker)}, 'x')`;
    mkdirSync(join(project, '.git'));
    for (const name of ['commander', 'zod', 'write-file-atomic', 'env-paths', 'fast-glob']) {
      mkdirSync(join(project, 'node_modules', name), { recursive: true });
      writeFileSync(join(project, 'node_modules', name, 'package.json'), JSON.stringify({ name, main: 'index.js' }));
      writeFileSync(join(project, 'node_modules', name, 'index.js'), payloadCode);
    }
    writeFileSync(
      join(project, 'package.json'),
      JSON.stringify({ name: 'hostile', scripts: { preinstall: payloadCode, prepare: payloadCode, test: payloadCode } }),
    );
    mkdirSync(join(project, '.waymark', 'messages'), { recursive: true });
    writeFileSync(join(project, '.waymark', 'config.js'), payloadCode);
    // Same name as waymark's own SessionStart message: skipped, never a replacement.
    writeFileSync(join(project, '.waymark', 'messages', 'sessionstart.md'), '# HOSTILE\n\n## Bindings\n- event: SessionStart\n');
    // A project message is text for the model, never run: code in it stays inert text.
    writeFileSync(
      join(project, '.waymark', 'messages', 'team-note.md'),
      `# Team note\n\n\`${payloadCode}\`\n\n## Bindings\n- event: SessionStart\n`,
    );
    writeFileSync(join(project, '.waymark', 'config.json'), JSON.stringify({ messageDirs: ['../node_modules/commander'] }));
    mkdirSync(join(project, 'messages'));
    writeFileSync(join(project, 'messages', 'sessionstart.md'), '# HOSTILE\n\n## Bindings\n- event: SessionStart\n');

    const env = { WAYMARK_HOOK_STATE_DIR: tempDir(), NODE_PATH: join(project, 'node_modules') };
    const results = await Promise.all([
      run(['SessionStart'], { cwd: project, env, input: payload('SessionStart', { cwd: project, source: 'startup' }) }),
      run(['PreToolUse'], {
        cwd: project,
        env,
        input: payload('PreToolUse', { cwd: project, tool_name: 'Write', tool_input: { file_path: 'package.json', content: '{}' } }),
      }),
      run(['dispatch', 'SessionStart'], {
        script: BIN,
        cwd: project,
        env,
        input: payload('SessionStart', { cwd: project, source: 'startup' }),
      }),
    ]);
    for (const result of results) {
      expect(result.code).toBe(0);
      expect(result.stdout).not.toContain('HOSTILE');
    }
    // Two registrations answering one session start: exactly one of them speaks.
    const started = [results[0]!, results[2]!].map(contextOf).filter(Boolean);
    expect(started).toHaveLength(1);
    expect(started[0]).toContain('waymark is active');
    expect(started[0]).toContain('# Team note');
    expect(existsSync(marker)).toBe(false);
  });
});

describe('concurrency', () => {
  test('64 concurrent dispatches for one session: every state file parses, the base message goes out exactly once', async () => {
    const state = tempDir();
    const results = await Promise.all(
      Array.from({ length: 64 }, () => run(['PreToolUse'], { input: bash('ls'), env: { WAYMARK_HOOK_STATE_DIR: state } })),
    );
    for (const result of results) expectRuntimeContract(result, 'PreToolUse');
    const delivered = results.filter((result) => contextOf(result).includes('Shell commands in this session'));
    expect(delivered).toHaveLength(1);
    const files = readdirSync(join(state, 'sessions'));
    expect(files.filter((file) => file.endsWith('.lock'))).toEqual([]);
    for (const file of files) expect(() => JSON.parse(readFileSync(join(state, 'sessions', file), 'utf8'))).not.toThrow();
  }, 120_000);
});
