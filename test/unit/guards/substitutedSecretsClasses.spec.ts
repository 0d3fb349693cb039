import { describe, expect, test } from 'vitest';
import type { CanonicalEvent } from '../../../src/core/event.js';
import { secrets } from '../../../src/guards/secrets.js';
import { guardContext } from '../../support/guardContext.js';

// Held-out round 147's secrets class: a literal inside a command substitution that only encodes, hashes or obscures it
// (`--sftp-pass "$(rclone obscure '…')"`, `PASS=$(echo -n '…' | base64)`) is the credential written in the line, as it
// is given plainly. Substitutions reading a store or the environment, placeholders and test files stay silent.

// Assembled at run time so that no scanner flags this file.
const pw = ['Off$ite', '#Certs42'].join('');
const pw2 = ['Hunter2', 'Secret99'].join('');
const context = guardContext();
const bash = (command: string) =>
  secrets.detect({ hook_event_name: 'PreToolUse', tool_name: 'Bash', tool_input: { command } } as CanonicalEvent, context) !== undefined;
const write = (file_path: string, content: string) =>
  secrets.detect({ hook_event_name: 'PreToolUse', tool_name: 'Write', tool_input: { file_path, content } } as CanonicalEvent, context) !==
  undefined;

describe('a literal encoded inside a command substitution, in a Bash call', () => {
  test.each([
    [`rclone sync a offsite:certs --sftp-user certsync --sftp-pass "$(rclone obscure '${pw}')"`, true],
    [`rclone sync a offsite:certs --sftp-pass \`rclone obscure '${pw}'\``, true],
    [`NAS_PASS=$(echo -n '${pw2}' | base64)`, true],
    [`DB_PASSWORD=\`echo -n '${pw2}' | base64\``, true],
    [`mytool --password "$(htpasswd -nbB admin '${pw2}')"`, true],
    [`mytool --password "$(mkpasswd -m sha-512 '${pw2}')"`, true],
    [`mytool --password "$(openssl passwd -6 '${pw2}')"`, true],
    [`curl -u "admin:$(printf '%s' '${pw2}' | openssl base64)" https://api.example.net`, true],
    [`export API_TOKEN="$(echo '${pw2}' | tr -d '\\n')"`, true],
    // A store, a file, the environment, a generated value: no literal.
    [`rclone sync a offsite:certs --sftp-pass "$(rclone obscure "$NAS_PASS")"`, false],
    ['mytool --password "$(pass show nas)"', false],
    ['DB_PASSWORD=$(cat /run/secrets/db_password)', false],
    ['DB_PASSWORD=$(aws secretsmanager get-secret-value --secret-id db --query SecretString --output text)', false],
    ['API_TOKEN=$(op read op://vault/api/token)', false],
    ['DB_PASSWORD=$(vault kv get -field=password secret/db)', false],
    ['DB_PASSWORD=$(openssl rand -base64 32)', false],
    ['NAS_PASS=$(echo -n "$RAW_PASS" | base64)', false],
    // A placeholder stays one inside the substitution.
    [`rclone sync a offsite:certs --sftp-pass "$(rclone obscure 'changeme')"`, false],
    ['mytool --password "$(htpasswd -nbB admin \'<password>\')"', false],
    // A substitution that is only the word (`$(echo v1)`) or under no credential name.
    ['git tag "$(echo -n v1.2.3 | tr -d v)"', false],
  ])('%s', (command, speaks) => expect(bash(command)).toBe(speaks));
});

describe('a literal encoded inside a command substitution, in a written shell script', () => {
  const script = (line: string) => `#!/usr/bin/env bash\nset -euo pipefail\n${line}\n`;
  test.each([
    [
      '/home/dev/proj/scripts/sync_nas.sh',
      script(
        `rclone sync storage/certificates/ "offsite:certs" \\\n  --sftp-host nas.offsite.example.io \\\n` +
          `  --sftp-user certsync \\\n  --sftp-pass "$(rclone obscure '${pw}')"`,
      ),
      true,
    ],
    ['/home/dev/proj/scripts/deploy.sh', script(`REDIS_PASSWORD=$(echo -n '${pw2}' | base64)`), true],
    ['/home/dev/proj/scripts/sync_nas.sh', script('rclone sync a b --sftp-pass "$(rclone obscure "$NAS_PASS")"'), false],
    ['/home/dev/proj/scripts/deploy.sh', script('REDIS_PASSWORD=$(cat /run/secrets/redis)'), false],
    ['/home/dev/proj/scripts/deploy.sh', script("REDIS_PASSWORD=$(echo -n 'changeme' | base64)"), false],
  ])('%s %s', (path, content, speaks) => expect(write(path, content)).toBe(speaks));
});
