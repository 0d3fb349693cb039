import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { shellLine, updateSettings, type Driver } from '../driver.js';
import { startChatMock } from '../mock/chat.js';
import { PROMPT } from '../scenario.js';

const EVENTS = ['SessionStart', 'UserPromptSubmit', 'PreToolUse', 'PostToolUse'];

/**
 * Factory Droid 0.225.2 (the platform binary @factory/cli-linux-x64: @factory/cli 0.225.1 names a
 * platform package the registry lacks), bring-your-own model, no login (docs/vendors/droid.md).
 */
export const droid: Driver = {
  id: 'droid',
  contract: 'droid',
  tools: { shell: 'Execute', write: 'Create' },
  startMock: startChatMock,
  async prepare(paths, mock) {
    await updateSettings(join(paths.home, '.factory/config.json'), (existing) => ({
      ...existing,
      custom_models: [
        {
          model: 'mock-model',
          model_display_name: 'mock',
          base_url: `${mock.origin}/v1`,
          api_key: 'dummy',
          provider: 'generic-chat-completion-api',
        },
      ],
    }));
  },
  launch: (paths) => ({
    command: join(paths.cache, 'droid/node_modules/@factory/cli-linux-x64/bin/droid'),
    // Without --auto high the run stops after the first PreToolUse (a permission prompt nobody answers).
    args: ['exec', '--auto', 'high', '-m', 'custom:mock-model', PROMPT],
    env: {},
  }),
  // Claude-shaped groups in the project's .factory/hooks.json, a bare events map (docs/vendors/droid.md#registration-shape).
  async registerByHand(paths, hook) {
    const hooks = Object.fromEntries(
      EVENTS.map((event) => [event, [{ hooks: [{ type: 'command', command: shellLine(hook(event)), timeout: 30 }] }]]),
    );
    await mkdir(join(paths.project, '.factory'), { recursive: true });
    await writeFile(join(paths.project, '.factory/hooks.json'), JSON.stringify(hooks, null, 2));
  },
  // PreToolUse context is dropped (observed): waymark gives tool advice on PostToolUse, after the call.
  expected: { bootstrap: 'delivered', eval: 'delivered', dependency: 'delivered' },
};
