import { describe, expect, test } from 'vitest';
import type { CanonicalEvent } from '../../../src/core/event.js';
import type { Finding } from '../../../src/guards/guard.js';
import { secrets } from '../../../src/guards/secrets.js';
import { guardContext } from '../../support/guardContext.js';

// Round 101's secrets classes: Datadog's API key (32 hex) and application key (40 hex) given to its official clients by
// their security schemes' names (`apiKeyAuth`, `appKeyAuth`), and a short base64 key whose last character is a `/`
// (Backblaze B2's `K003…/`), which was taken for a directory. One line per class that speaks and near-misses that stay
// silent.

// Assembled at run time so that no scanner flags this file.
const apiKey = ['8648e1ca', '39b6ed64', '77ee3723', '0e051567'].join('');
const appKey = ['3cc498fb', '3ef4a1a0', 'e2fb9226', '72c752cf', '6b6c966b'].join('');
const b2Key = ['K003', 'ccQlrQBxftYSUEN', 'kHOZr2HSwcx/'].join('');
const b2KeyId = '00358bafcbbaa491329827691';
const context = guardContext('/home/dev');
const rule = (file_path: string, content: string) =>
  (
    secrets.detect(
      {
        hook_event_name: 'PreToolUse',
        tool_name: 'Write',
        tool_input: { file_path: `/home/dev/proj/${file_path}`, content },
      } as CanonicalEvent,
      context,
    ) as Finding | undefined
  )?.['waymark:rules'] ?? 'none';

const goMain = (auth: string) =>
  `package main\n\nimport (\n\t"context"\n\n\t"github.com/DataDog/datadog-api-client-go/v2/api/datadog"\n)\n\n` +
  `func main() {\n\tctx := context.WithValue(context.Background(), datadog.ContextAPIKeys, map[string]datadog.APIKey{\n${auth}\t})\n\t_ = ctx\n}\n`;

describe("Datadog's keys given to its official clients (secrets/devops/datadog-key)", () => {
  test.each([
    [
      'cmd/metrics/main.go',
      goMain(`\t\t"apiKeyAuth": {Key: "${apiKey}"},\n\t\t"appKeyAuth": {Key: "${appKey}"},\n`),
      'secrets/devops/datadog-key',
    ],
    ['cmd/metrics/main.go', goMain(`\t\t"appKeyAuth": {\n\t\t\tKey: "${appKey}",\n\t\t},\n`), 'secrets/devops/datadog-key'],
    [
      'jobs/metrics.py',
      `configuration = Configuration()\nconfiguration.api_key["apiKeyAuth"] = "${apiKey}"\n`,
      'secrets/devops/datadog-key',
    ],
    [
      'jobs/metrics.py',
      `configuration = Configuration()\nconfiguration.api_key['appKeyAuth'] = '${appKey}'\n`,
      'secrets/devops/datadog-key',
    ],
    [
      'src/metrics.ts',
      `const configuration = client.createConfiguration({\n  authMethods: { apiKeyAuth: "${apiKey}", appKeyAuth: "${appKey}" },\n});\n`,
      'secrets/devops/datadog-key',
    ],
    [
      'src/Metrics.java',
      `HashMap<String, String> secrets = new HashMap<>();\nsecrets.put("apiKeyAuth", "${apiKey}");\n`,
      'secrets/devops/datadog-key',
    ],
    // The keys from the environment, placeholders, a 32-hex value under an unrelated map key.
    [
      'cmd/metrics/main.go',
      goMain(`\t\t"apiKeyAuth": {Key: os.Getenv("DD_API_KEY")},\n\t\t"appKeyAuth": {Key: os.Getenv("DD_APP_KEY")},\n`),
      'none',
    ],
    ['cmd/metrics/main.go', goMain(`\t\t"apiKeyAuth": {Key: "<DD_API_KEY>"},\n\t\t"appKeyAuth": {Key: "<DD_APP_KEY>"},\n`), 'none'],
    ['cmd/metrics/main.go', goMain(`\t\t"apiKeyAuth": {Key: "${'x'.repeat(32)}"},\n`), 'none'],
    ['cmd/cache/main.go', `var entries = map[string]Entry{\n\t"cacheKey": {Key: "${apiKey}"},\n}\n`, 'none'],
    ['jobs/metrics.py', `configuration.api_key["apiKeyAuth"] = os.environ["DD_API_KEY"]\n`, 'none'],
  ])('%s %s → %s', (file, content, id) => expect(rule(file, content)).toBe(id));
});

describe('a Backblaze B2 application key that ends in a `/` (secrets/cloud/backblaze-application-key)', () => {
  test.each([
    [
      'scripts/backup_to_b2.sh',
      `#!/usr/bin/env bash\nset -euo pipefail\nexport B2_APPLICATION_KEY_ID=${b2KeyId}\nexport B2_APPLICATION_KEY=${b2Key}\n` +
        'b2 upload-file brassband-backups /tmp/db.sql.gz "db/$(date +%F).sql.gz"\n',
      'secrets/cloud/backblaze-application-key',
    ],
    ['.env', `B2_APPLICATION_KEY_ID=${b2KeyId}\nB2_APPLICATION_KEY=${b2Key}\n`, 'secrets/cloud/backblaze-application-key'],
    ['rclone.conf', `[b2]\ntype = b2\naccount = ${b2KeyId}\nkey = ${b2Key}\n`, 'secrets/cloud/backblaze-application-key'],
    ['backup.py', `b2_api.authorize_account("production", "${b2KeyId}", "${b2Key}")\n`, 'secrets/cloud/backblaze-application-key'],
    // The key from a variable, the key id alone, a placeholder, a directory with a trailing `/`.
    ['scripts/backup_to_b2.sh', `export B2_APPLICATION_KEY_ID=${b2KeyId}\nexport B2_APPLICATION_KEY=$B2_KEY\n`, 'none'],
    ['scripts/backup_to_b2.sh', `export B2_APPLICATION_KEY_ID=${b2KeyId}\n`, 'none'],
    ['scripts/backup_to_b2.sh', `export B2_APPLICATION_KEY=K003${'x'.repeat(27)}\n`, 'none'],
    ['scripts/export.sh', 'BACKUP_DIR=data/exports/\nSECRETS_DIR=secrets/\n', 'none'],
  ])('%s %s → %s', (file, content, id) => expect(rule(file, content)).toBe(id));
});

describe('a base64 value whose only `/` is its last character is a value, not a path (secrets/generic)', () => {
  test.each([
    ['deploy/env.sh', 'export STORAGE_TOKEN=Qm7xT2pLk9RvW3nZ8sYb4Hc/\n', true],
    ['deploy/env.sh', 'export STORAGE_TOKEN=Qm7xT2pLk9RvW3nZ8sYb4Hc+\n', true],
    // A path with more than one `/`, and a directory of words.
    ['deploy/env.sh', 'export TOKEN_DIR=keys/Qm7xT2pLk9RvW3nZ8sYb4Hc/\n', false],
    ['deploy/env.sh', 'export TOKEN_DIR=/var/lib/tokens/\n', false],
  ])('%s %s → %s', (file, content, speaks) => expect(rule(file, content) !== 'none').toBe(speaks));
});
