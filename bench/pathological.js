// Time and peak RSS of one dispatch per pathological input, for the note:
//   node bench/pathological.js [dist dir]   (default: this checkout's dist/)
// Each case is a fresh temp project; a case that runs past 60 s is killed and reported as such.
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

const dist = resolve(process.argv[2] ?? 'dist');
const KIB = 1024;

function project(files = {}) {
  const root = mkdtempSync(join(tmpdir(), 'waymark-patho-'));
  mkdirSync(join(root, '.git'));
  for (const [path, content] of Object.entries(files)) {
    mkdirSync(join(root, path, '..'), { recursive: true });
    writeFileSync(join(root, path), content);
  }
  return root;
}

const payload = (root, event, fields = {}) =>
  JSON.stringify({ session_id: 'bench', transcript_path: join(root, 'none.jsonl'), cwd: root, hook_event_name: event, ...fields });
const patch = (files) =>
  `*** Begin Patch\n${Array.from({ length: files }, (_, i) => `*** Add File: f${i}.txt\n+x\n`).join('')}*** End Patch\n`;

const cases = [
  [
    'Bash command of 3 MB (git push --force; echo a…)',
    () => {
      const root = project();
      return {
        root,
        event: 'PreToolUse',
        input: payload(root, 'PreToolUse', {
          tool_name: 'Bash',
          tool_input: { command: `git push --force; echo ${'a '.repeat(1536 * KIB)}` },
        }),
      };
    },
  ],
  [
    'Bash `curl ` x 200,000',
    () => {
      const root = project();
      return {
        root,
        event: 'PreToolUse',
        input: payload(root, 'PreToolUse', { tool_name: 'Bash', tool_input: { command: 'curl '.repeat(200_000) } }),
      };
    },
  ],
  [
    'Write of 3 MB',
    () => {
      const root = project();
      return {
        root,
        event: 'PreToolUse',
        input: payload(root, 'PreToolUse', {
          tool_name: 'Write',
          tool_input: { file_path: join(root, 'big.ts'), content: 'const a = 1;\n'.repeat(230_000) },
        }),
      };
    },
  ],
  [
    'Codex apply_patch over 10,000 files',
    () => {
      const root = project();
      return {
        root,
        event: 'PreToolUse',
        contract: 'codex',
        input: payload(root, 'PreToolUse', { tool_name: 'apply_patch', tool_input: { command: patch(10_000) } }),
      };
    },
  ],
  [
    'PLAN.md of 65,000 lines',
    () => {
      const root = project({ 'PLAN.md': `${'\n'.repeat(65_000)}- [ ] x\n` });
      return { root, event: 'SessionStart', input: payload(root, 'SessionStart', { source: 'startup' }) };
    },
  ],
  [
    '## Bindings line of 60,000 spaces',
    () => {
      const root = project({ '.waymark/messages/slow.md': `# Slow\n\n## Bindings\n- event: PreToolUse${' '.repeat(60_000)}x\n` });
      return { root, event: 'PreToolUse', input: payload(root, 'PreToolUse', { tool_name: 'Bash', tool_input: { command: 'ls' } }) };
    },
  ],
];

for (const [name, make] of cases) {
  const { root, event, input, contract } = make();
  const state = mkdtempSync(join(tmpdir(), 'waymark-patho-state-'));
  const started = performance.now();
  const run = spawnSync(
    '/usr/bin/time',
    [
      '-f',
      '%M',
      'timeout',
      '-s',
      'KILL',
      '60',
      process.execPath,
      join(dist, 'dispatch.cjs'),
      ...(contract ? ['--contract', contract] : []),
      event,
    ],
    {
      env: { PATH: process.env.PATH, HOME: root, WAYMARK_HOOK_STATE_DIR: state },
      cwd: root,
      timeout: 70_000,
      input,
    },
  );
  const ms = performance.now() - started;
  const rss = Number(run.stderr.toString().trim().split('\n').pop());
  console.log(
    `${name.padEnd(40)} ${run.error || run.status === 137 ? 'killed after 60 s' : `${(ms / 1000).toFixed(2)} s`}  ` +
      `${Number.isFinite(rss) ? `${Math.round(rss / 1024)} MB` : '?'}  exit ${run.status}  ${run.stdout.length} bytes out`,
  );
  rmSync(root, { recursive: true, force: true });
  rmSync(state, { recursive: true, force: true });
}
