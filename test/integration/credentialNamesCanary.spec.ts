import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import { cli } from '../support/cli.js';
import { BIN, tempDir } from '../support/run.js';

// Values of credential-named options, headers and assignments in a destructive command: the
// advisory quotes the command, and never the value. The hook and explain, in-process.

const V = ['cAnArY', 'n4m3d', 'Zq81'].join('');
const project = tempDir('waymark-named-');
mkdirSync(join(project, '.git'));
const env = { WAYMARK_DEBUG: '1', WAYMARK_HOOK_STATE_DIR: join(project, 'state'), HOME: project };

const commands = [
  `az storage container delete --account-key ${V} --name prod-backups`,
  `curl -s -H "X-Tenant-Auth: ${V}" https://api.internal/v1/dump && rm -rf ~/`,
  `PGPASSWORD=${V} psql -h db -c 'DROP TABLE users'`,
  `mysql --password=${V} -e 'DROP DATABASE shop'`,
  `aws s3 rb s3://prod-bucket --force --sso-session-token ${V}`,
];

describe('a credential-named value in a quoted command is never echoed', () => {
  test.each(commands)('%s', async (command) => {
    const payload = JSON.stringify({
      session_id: 'named',
      cwd: project,
      hook_event_name: 'PreToolUse',
      tool_name: 'Bash',
      tool_input: { command },
    });
    const result = await cli(['dispatch', 'PreToolUse'], { script: BIN, env, cwd: project, input: payload });
    expect(result.stdout.length, 'the hook spoke').toBeGreaterThan(0);
    expect(result.stdout + result.stderr).not.toContain(V);
    const explained = await cli(['explain', 'PreToolUse', '--tool', 'Bash', '--input', JSON.stringify({ command }), '--json'], {
      script: BIN,
      env,
      cwd: project,
    });
    expect(explained.stdout + explained.stderr).not.toContain(V);
  });
});
