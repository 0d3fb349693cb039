import { mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join, sep } from 'node:path';
import { describe, expect, test } from 'vitest';
import { cli } from '../support/cli.js';
import { BIN, tempDir } from '../support/run.js';

// Never echoed: credentials planted in tool calls appear in no reply, no `explain`
// or `replay` output, no WAYMARK_DEBUG log and no overflow file. The CLI in-process, real files.

// Split so that no secret scanner flags this file; joined at run time.
const CANARIES = {
  stripe: ['sk', '_live_', 'CANARYq7Zt2Lw9Xp4Rk8Vm3Nb6Hd'].join(''),
  github: ['gh', 'p_', 'CANARY7Zt2Lw9Xp4Rk8Vm3Nb6HdQ1sYc5Ug0Ji'].join(''),
  password: ['Can4ry', '#Pass', 'w0rd'].join(''),
  bearer: ['CANARYbearer', '8f3kD92mXq7LpZ4v'].join(''),
};

const project = tempDir('waymark-canary-');
mkdirSync(join(project, '.git'));
mkdirSync(join(project, 'msgs'));
// A large project message bound to Bash, so the reply overflows the cap and an overflow file is written.
mkdirSync(join(project, '.waymark'));
writeFileSync(join(project, '.waymark', 'config.json'), JSON.stringify({ messageDirs: ['../msgs'] }));
writeFileSync(
  join(project, 'msgs', 'big.md'),
  `# Big\n\n${'A long house rule. '.repeat(700)}\n\n## Bindings\n- event: PreToolUse\n- matcher: Bash|Write|Edit\n`,
);
const state = join(project, 'state');
const env = { WAYMARK_DEBUG: '1', WAYMARK_HOOK_STATE_DIR: state, HOME: project };

const calls = [
  { tool_name: 'Bash', tool_input: { command: `export STRIPE_SECRET_KEY=${CANARIES.stripe} && npm run deploy` } },
  { tool_name: 'Bash', tool_input: { command: `curl -H "Authorization: Bearer ${CANARIES.bearer}" https://api.internal/v1/jobs` } },
  { tool_name: 'Bash', tool_input: { command: `mysql -u root -p${CANARIES.password} -e 'DROP TABLE users'` } },
  { tool_name: 'Write', tool_input: { file_path: join(project, 'src', 'gh.ts'), content: `export const token = "${CANARIES.github}";\n` } },
];

function leaks(text: string): string[] {
  return Object.entries(CANARIES)
    .filter(([, secret]) => text.includes(secret))
    .map(([name]) => name);
}

function filesUnder(dir: string): string[] {
  try {
    return readdirSync(dir).flatMap((name) => {
      const path = join(dir, name);
      return statSync(path).isDirectory() ? filesUnder(path) : [path];
    });
  } catch {
    return [];
  }
}

describe('a planted secret is never echoed', () => {
  test('not by dispatch (reply, debug log), nor in the state it writes', async () => {
    for (const [i, call] of calls.entries()) {
      const result = await cli(['dispatch', 'PreToolUse'], {
        script: BIN,
        env,
        cwd: project,
        input: JSON.stringify({ session_id: `canary-${i}`, cwd: project, hook_event_name: 'PreToolUse', ...call }),
      });
      expect(result.stdout, `call ${i} spoke`).toMatch(/Possible credential in/);
      expect(leaks(result.stdout), `reply of call ${i}`).toEqual([]);
      expect(result.stderr, `call ${i} logged`).toMatch(/guard "secrets" spoke/);
      expect(leaks(result.stderr), `debug log of call ${i}`).toEqual([]);
    }
    // What a call writes: the session's state and the advice log (no overflow file).
    // The folder's own marker (state it made is waymark's) and the empty stamp of its last sweep aside.
    const written = filesUnder(state).filter((file) => !file.endsWith(`${sep}.waymark-state`) && !file.endsWith(`${sep}.pruned`));
    expect(written.length).toBeGreaterThan(0);
    // The session's state, and the advice log (what was said, by which rule): no credential in either.
    expect(written.every((file) => file.includes(`${sep}sessions${sep}`) || file.endsWith(`${sep}advice.jsonl`))).toBe(true);
    for (const file of written) expect(leaks(readFileSync(file, 'utf8')), file).toEqual([]);
  });

  test('not by explain, for a person or as JSON', async () => {
    for (const call of calls) {
      for (const json of [[], ['--json']]) {
        const result = await cli(['explain', 'PreToolUse', '--tool', call.tool_name, '--input', JSON.stringify(call.tool_input), ...json], {
          script: BIN,
          env,
          cwd: project,
        });
        expect(result.stdout).toMatch(/secrets/);
        expect(leaks(result.stdout + result.stderr)).toEqual([]);
      }
    }
  });

  test('not by replay, for a person or as JSON', async () => {
    const transcript = join(project, 'session.jsonl');
    writeFileSync(
      transcript,
      calls
        .map((call, i) =>
          JSON.stringify({
            type: 'assistant',
            sessionId: 'canary',
            cwd: project,
            message: { content: [{ type: 'tool_use', id: `t${i}`, name: call.tool_name, input: call.tool_input }] },
          }),
        )
        .join('\n'),
    );
    for (const json of [[], ['--json']]) {
      const result = await cli(['replay', transcript, ...json], { script: BIN, env, cwd: project });
      expect(result.stdout).toMatch(/pretooluse-secrets-guard/);
      expect(leaks(result.stdout + result.stderr)).toEqual([]);
    }
  });
});
