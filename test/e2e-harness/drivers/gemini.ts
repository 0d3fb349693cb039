import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { shellLine, updateSettings, type Driver } from '../driver.js';
import { startGeminiMock } from '../mock/gemini.js';
import { PROMPT } from '../scenario.js';

const EVENTS = ['SessionStart', 'BeforeAgent', 'BeforeTool', 'AfterTool'];

/** Gemini CLI 0.61.0 on Node 20, API key mode against GOOGLE_GEMINI_BASE_URL (docs/vendors/gemini.md). */
export const gemini: Driver = {
  id: 'gemini',
  contract: 'gemini',
  tools: { shell: 'run_shell_command', write: 'write_file' },
  startMock: startGeminiMock,
  async prepare(paths) {
    // API-key auth without a prompt; no usage statistics (it would look up a telemetry host).
    await updateSettings(join(paths.home, '.gemini/settings.json'), (existing) => ({
      ...existing,
      security: { ...existing.security, auth: { selectedType: 'gemini-api-key' } },
      privacy: { usageStatisticsEnabled: false },
      telemetry: { enabled: false },
      general: { disableAutoUpdate: true, disableUpdateNag: true },
    }));
  },
  launch: (paths, mock) => ({
    command: process.execPath,
    // yolo: the shell tool is offered and runs without a prompt.
    args: [
      join(paths.cache, 'gemini/node_modules/@google/gemini-cli/bundle/gemini.js'),
      '-p',
      PROMPT,
      '--approval-mode',
      'yolo',
      '-m',
      'gemini-2.5-flash',
    ],
    env: { GOOGLE_GEMINI_BASE_URL: mock.origin, GEMINI_API_KEY: 'dummy', GEMINI_CLI_TRUST_WORKSPACE: 'true' },
  }),
  // Project .gemini/settings.json; commands run through `bash -c`; timeout in ms.
  async registerByHand(paths, hook) {
    const hooks = Object.fromEntries(
      EVENTS.map((event) => [event, [{ hooks: [{ type: 'command', command: shellLine(hook(event)), timeout: 30000 }] }]]),
    );
    await mkdir(join(paths.project, '.gemini'), { recursive: true });
    await writeFile(join(paths.project, '.gemini/settings.json'), JSON.stringify({ hooks }, null, 2));
  },
  // BeforeTool context is dropped; the contract reroutes tool advice to AfterTool (gemini.md#reply-shape).
  expected: { bootstrap: 'delivered', eval: 'delivered', dependency: 'delivered' },
};
