import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Driver } from '../driver.js';
import { startAnthropicMock } from '../mock/anthropic.js';
import { PROMPT } from '../scenario.js';

const EVENTS = ['SessionStart', 'UserPromptSubmit', 'PreToolUse', 'PostToolUse'];

/** Claude Code 2.1.332 (docs/vendors/claude-code.md). */
export const claudeCode: Driver = {
  id: 'claude-code',
  contract: 'claude',
  tools: { shell: 'Bash', write: 'Write' },
  startMock: startAnthropicMock,
  launch: (paths, mock) => ({
    // The native binary itself: the launcher's postinstall may not have run.
    command: join(paths.cache, 'claude-code/node_modules/@anthropic-ai/claude-code-linux-x64/claude'),
    // bypassPermissions lets the scripted write run in -p; as root it needs IS_SANDBOX=1.
    args: ['-p', PROMPT, '--output-format', 'stream-json', '--verbose', '--include-hook-events', '--permission-mode', 'bypassPermissions'],
    env: {
      ANTHROPIC_BASE_URL: mock.origin,
      ANTHROPIC_API_KEY: 'dummy',
      DISABLE_TELEMETRY: '1',
      CLAUDE_CODE_DISABLE_NONESSENTIAL_TRAFFIC: '1',
      DISABLE_AUTOUPDATER: '1',
      DISABLE_ERROR_REPORTING: '1',
      IS_SANDBOX: '1',
    },
  }),
  // Project settings load in -p with no trust step; exec form (`args`) skips the shell.
  async registerByHand(paths, hook) {
    const hooks = Object.fromEntries(
      EVENTS.map((event) => {
        const [command, ...args] = hook(event);
        return [event, [{ hooks: [{ type: 'command', command, args, timeout: 30 }] }]];
      }),
    );
    await mkdir(join(paths.project, '.claude'), { recursive: true });
    await writeFile(join(paths.project, '.claude/settings.json'), JSON.stringify({ hooks }, null, 2));
  },
  expected: { bootstrap: 'delivered', eval: 'delivered', dependency: 'delivered' },
};
