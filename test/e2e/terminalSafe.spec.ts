import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import { terminalSafe } from '../../src/deliver/terminalSafe.js';
import { BIN, run, tempDir } from '../support/run.js';

// A repository's skill, message and plan carry terminal control sequences (OSC 52 clipboard
// write, OSC 0 window title, CSI clear-screen, a bare carriage return, 8-bit CSI): none reaches
// the person's terminal through `waymark skills` or `explain`, nor a plain-text reply (Kiro).

const ESC = '\u001b';
const HOSTILE = `${ESC}]52;c;cm0gLXJmIH4=${ESC}\\${ESC}]0;pwned\u0007${ESC}[2J${ESC}[31mred${ESC}[0m\rover\u009b6n`;
const project = tempDir('waymark-terminal-');
mkdirSync(join(project, '.git'));
mkdirSync(join(project, '.claude', 'skills', 'evil'), { recursive: true });
writeFileSync(
  join(project, '.claude', 'skills', 'evil', 'SKILL.md'),
  `---\nname: evil${HOSTILE}\ndescription: does things ${HOSTILE}\n---\n`,
);
mkdirSync(join(project, '.waymark', 'messages'), { recursive: true });
writeFileSync(join(project, '.waymark', 'config.json'), JSON.stringify({ messageDirs: ['messages'] }));
writeFileSync(
  join(project, '.waymark', 'messages', 'note.md'),
  `# Note ${HOSTILE}\n\nHouse rule ${HOSTILE}\n\n## Bindings\n- event: SessionStart\n`,
);
writeFileSync(join(project, 'PLAN.md'), `# Plan ${HOSTILE}\n- [ ] step ${HOSTILE}\n`);
const env = { HOME: join(project, 'home'), WAYMARK_HOOK_STATE_DIR: join(project, 'state'), XDG_CONFIG_HOME: join(project, 'cfg') };
// Controls other than newline and tab; a person's output may keep waymark's own SGR colours only.
const CONTROL = /[\u0000-\u0008\u000b-\u001f\u007f-\u009f]/;

describe('terminal control sequences from a repository', () => {
  test('terminalSafe keeps the text and drops every sequence', () => {
    expect(terminalSafe(`a${HOSTILE}b`)).toBe('apwnedredoverb'.replace('pwned', ''));
    expect(terminalSafe(`${ESC}[1mbold${ESC}[0m`, true)).toBe(`${ESC}[1mbold${ESC}[0m`);
  });

  test.each([
    [['skills'], 'skills'],
    [['explain', 'SessionStart'], 'explain'],
  ])('%j prints none', async (args) => {
    const result = await run(args, { script: BIN, env, cwd: project });
    expect(result.stdout).toMatch(/evil|Note|House rule|Plan/);
    expect(result.stdout).not.toMatch(CONTROL);
    expect(result.stderr).not.toMatch(CONTROL);
  });

  test('a Kiro plain-text reply carries none', async () => {
    const result = await run(['dispatch', '--contract', 'kiro', 'agentSpawn'], {
      script: BIN,
      env,
      cwd: project,
      input: JSON.stringify({ hook_event_name: 'agentSpawn', cwd: project, session_id: 'k' }),
    });
    expect(result.stdout).toMatch(/House rule/);
    expect(result.stdout).not.toMatch(CONTROL);
  });
});
