import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from 'vitest';
import { BIN, run, tempDir } from '../support/run.js';

// `waymark list` in a project: what the project adds, which config files apply, and each guard on
// or off with the file that decided it.

test("list shows the project's messages and config, and where each guard was turned on or off", async () => {
  const home = tempDir();
  const root = tempDir();
  const sub = join(root, 'src');
  const userConfig = join(home, '.config', 'waymark', 'config.json');
  const projectConfig = join(root, '.waymark', 'config.json');
  for (const dir of [join(root, '.git'), sub, join(root, '.waymark', 'messages'), join(home, '.config', 'waymark')])
    mkdirSync(dir, { recursive: true });
  writeFileSync(userConfig, JSON.stringify({ guards: { eval: false, secrets: false } }));
  writeFileSync(projectConfig, JSON.stringify({ guards: { stop: true, secrets: {} } }));
  writeFileSync(
    join(root, '.waymark', 'messages', 'team-note.md'),
    '# Team note\n\nUse make.\n\n## Bindings\n- event: PreToolUse\n- matcher: Bash\n',
  );
  const env = { HOME: home, XDG_CONFIG_HOME: join(home, '.config') };

  const [human, machine] = await Promise.all([
    run(['list'], { script: BIN, cwd: sub, env }),
    run(['list', '--json'], { script: BIN, cwd: sub, env }),
  ]);
  const { project } = JSON.parse(machine.stdout);
  expect(project.root).toBe(root);
  expect(project.configFiles).toEqual([
    { file: userConfig, status: 'applies' },
    { file: projectConfig, status: 'applies' },
  ]);
  expect(project.messages).toEqual([
    { name: 'team-note', kind: 'base', event: 'PreToolUse', matcher: 'Bash', path: join(root, '.waymark', 'messages', 'team-note.md') },
  ]);
  const state = Object.fromEntries(
    project.guards.map((g: { id: string; state: string; decidedBy: string }) => [g.id, `${g.state} | ${g.decidedBy}`]),
  );
  expect(state).toMatchObject({
    eval: `off | guards.eval in ${userConfig}`,
    secrets: `on | guards.secrets in ${projectConfig}`,
    stop: `on | guards.stop in ${projectConfig}`,
    header: 'opt-in, off | default; "guards": { "header": { "text": "…" } } turns it on',
    destructive: 'on | default',
  });
  expect(human.stdout).toContain(`This project: ${root}\n  applies  ${userConfig}\n  applies  ${projectConfig}`);
  expect(human.stdout).toMatch(/^team-note +base +PreToolUse +Bash +\S+team-note\.md$/m);
  expect(human.stdout).toMatch(new RegExp(`^eval +off +guards\\.eval in ${userConfig.replace(/[.]/g, '\\.')}$`, 'm'));
});
