import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { shellLine, type Driver, type Paths } from '../driver.js';
import { startResponsesMock } from '../mock/responses.js';
import { PROMPT } from '../scenario.js';

const EVENTS = ['SessionStart', 'UserPromptSubmit', 'PreToolUse', 'PostToolUse'];
const codexHome = (paths: Paths) => join(paths.home, '.codex');

/** Codex 0.171.0 (docs/vendors/codex.md). */
export const codex: Driver = {
  id: 'codex',
  contract: 'codex',
  tools: { shell: 'exec_command', write: 'apply_patch' },
  startMock: startResponsesMock,
  // The model provider goes around whatever the installer put in config.toml: top-level keys
  // before its tables, our tables after them.
  async prepare(paths, mock) {
    const file = join(codexHome(paths), 'config.toml');
    const existing = await readFile(file, 'utf8').catch(() => '');
    const top = ['model = "gpt-5.5"', 'model_provider = "mock"', 'approval_policy = "never"', 'sandbox_mode = "danger-full-access"'];
    const tables = [
      '[model_providers.mock]',
      'name = "mock"',
      `base_url = "${mock.origin}/v1"`,
      'env_key = "MOCK_API_KEY"',
      'wire_api = "responses"',
      'request_max_retries = 0',
      'stream_max_retries = 0',
      ...(existing.includes('[features]') ? [] : ['[features]', 'hooks = true']),
      ...(existing.includes('[analytics]') ? [] : ['[analytics]', 'enabled = false']),
    ];
    await mkdir(codexHome(paths), { recursive: true });
    await writeFile(file, [...top, '', existing, '', ...tables, ''].join('\n'));
  },
  launch: (paths, _mock, registeredBy) => ({
    command: join(paths.cache, 'codex/node_modules/.bin/codex'),
    // gpt-5.5's metadata ships with the binary, so apply_patch is offered. `--trust` is the user
    // trusting the project (its .codex/ layer loads); each hook still needs its own trust, which
    // `waymark install --trust` records and a hand registration bypasses.
    args: [
      'exec',
      '--skip-git-repo-check',
      '--json',
      '--trust',
      ...(registeredBy === 'hand' ? ['--dangerously-bypass-hook-trust'] : []),
      PROMPT,
    ],
    env: { CODEX_HOME: codexHome(paths), MOCK_API_KEY: 'dummy' },
  }),
  // The user layer ($CODEX_HOME/hooks.json) needs no project trust; hook trust is bypassed at launch.
  async registerByHand(paths, hook) {
    const hooks = Object.fromEntries(
      EVENTS.map((event) => [event, [{ hooks: [{ type: 'command', command: shellLine(hook(event)), timeout: 30 }] }]]),
    );
    await mkdir(codexHome(paths), { recursive: true });
    await writeFile(join(codexHome(paths), 'hooks.json'), JSON.stringify({ hooks }, null, 2));
  },
  expected: { bootstrap: 'delivered', eval: 'delivered', dependency: 'delivered' },
};
