import { spawnSync } from 'node:child_process';
import { chmod, mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { updateSettings, type Driver } from '../driver.js';
import { startChatMock } from '../mock/chat.js';
import { PROMPT } from '../scenario.js';

const EVENTS = ['TaskStart', 'UserPromptSubmit', 'PreToolUse', 'PostToolUse'];
// The native binary itself: the npm wrapper under a timeout leaves it running (docs/vendors/cline.md#quirks).
const binary = (cache: string) => join(cache, 'cline/node_modules/@cline/cli-linux-x64/bin/cline');
const ENV = { CLINE_SESSION_BACKEND_MODE: 'local', CLINE_NO_AUTO_UPDATE: '1' };

/** Cline CLI 3.0.65 against an OpenAI-compatible loopback model (docs/vendors/cline.md). */
export const cline: Driver = {
  id: 'cline',
  contract: 'cline',
  tools: { shell: 'run_commands', write: 'editor' },
  startMock: startChatMock,
  async prepare(paths, mock) {
    // `cline auth` writes providers.json as the CLI reads it (a hand-written one without updatedAt is ignored).
    const auth = spawnSync(
      binary(paths.cache),
      ['auth', '-p', 'openai-compatible', '-k', 'dummy', '-m', 'mock-model', '-b', `${mock.origin}/v1`],
      {
        env: { PATH: process.env.PATH ?? '/usr/bin:/bin', HOME: paths.home, ...ENV },
        cwd: paths.project,
        encoding: 'utf8',
        timeout: 60_000,
      },
    );
    if (auth.status !== 0) throw new Error(`cline auth failed (${auth.status}): ${auth.stderr}${auth.stdout}`);
    await updateSettings(join(paths.home, '.cline/data/settings/global-settings.json'), (existing) => ({
      ...existing,
      telemetryOptOut: true,
    }));
  },
  launch: (paths) => ({
    command: binary(paths.cache),
    // Act mode with auto-approval is the default for a prompt on the command line.
    args: ['-P', 'openai-compatible', '-m', 'mock-model', '--json', PROMPT],
    env: ENV,
  }),
  // Files named after the event in the project's .clinerules/hooks/ (docs/vendors/cline.md#registration-shape).
  async registerByHand(paths, hook) {
    const dir = join(paths.project, '.clinerules/hooks');
    await mkdir(dir, { recursive: true });
    for (const event of EVENTS) {
      const file = join(dir, event);
      await writeFile(
        file,
        `#!/bin/sh\nexec ${hook(event)
          .map((part) => JSON.stringify(part))
          .join(' ')}\n`,
      );
      await chmod(file, 0o755);
    }
  },
  // PreToolUse and PostToolUse contextModification arrive in the next request (observed, 3.0.65).
  expected: { bootstrap: 'delivered', eval: 'delivered', dependency: 'delivered' },
};
