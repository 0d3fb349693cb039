import { describe, expect, test } from 'vitest';
import type { CanonicalEvent } from '../../../src/core/event.js';
import { secrets } from '../../../src/guards/secrets.js';
import { guardContext } from '../../support/guardContext.js';
import { secretSpeaks, secretSpeaksIn } from '../../support/guardSpeaks.js';

// Round 94's secrets classes: a basic-auth password given to an HTTP client on the command line whose `%` characters read as
// a Windows `%VAR%` reference; a Fly.io macaroon token (`FlyV1 fm2_…`) shorter than the bare form's bound; a PEM
// private-key block whose whole body is a placeholder word, far shorter than any key. One line per class that speaks and
// near-misses that stay silent (or, for the placeholder key, keys that still speak).

// Assembled at run time so that no scanner flags this file.
const pw = ['%LOJqu3g%', '9DYpQaxE*N!'].join('');
const flyBody = ['Yuf7zcqz+BQmzYu4rrPgblWUQrYIamPykV7+', 'SMteOe7aJlkIoaX8+X5p803lPWb4hZeoutR59Z2dPjvO'].join('');
const fly = (prefix = 'fm2_', body = flyBody) => `FlyV1 ${prefix}${body}`;
const keyLines = (length: number, start = 'MIIEvQIBADANBgkqhkiG9w0BAQEFAASC') => {
  const alphabet = 'Qx7Lm2Vt9Rk4Wz3Nc6Yb1Hf5Gd8Jp0Ps+/ae';
  let body = start;
  for (let i = 0; body.length < length; i++) body += alphabet[(i * 7 + 3) % alphabet.length];
  return body.match(/.{1,64}/g)!.join('\n');
};
const pem = (body: string, kind = 'PRIVATE KEY') => `-----BEGIN ${kind}-----\n${body}\n-----END ${kind}-----\n`;
const serviceAccount = (body: string) =>
  `${JSON.stringify(
    {
      type: 'service_account',
      project_id: 'test-project',
      private_key_id: 'fake',
      private_key: pem(body),
      client_email: 'test@test-project.iam.gserviceaccount.com',
    },
    null,
    2,
  )}\n`;

const context = guardContext();
const workflow = '/home/dev/proj/.github/workflows/deploy.yml';
const deployKey = '          DEPLOY_KEY: ${{ secrets.DEPLOY_KEY }}';
const edit = (file_path: string, old_string: string, new_string: string) =>
  secrets.detect(
    { hook_event_name: 'PreToolUse', tool_name: 'Edit', tool_input: { file_path, old_string, new_string } } as CanonicalEvent,
    context,
  ) !== undefined;

describe('a basic-auth password given to an HTTP client, whatever symbols it holds (secrets/generic/curl-user, httpie-auth)', () => {
  test.each([
    [`curl -u dispatch:${pw} https://api.pestroutes.com/v1/appointments?date=2024-06-11`, true],
    [`curl --user 'dispatch:${pw}' https://api.pestroutes.com/v1/appointments`, true],
    [`curl --proxy-user dispatch:${pw} https://api.example.com/v1/x`, true],
    ['curl -u dispatch:%Kq7vR%!m2Lp9x https://api.example.com/v1/x', true],
    ['curl -u dispatch:Kq#7vR&m2@Lp!x https://api.example.com/v1/x', true],
    [`http -a dispatch:${pw} https://api.example.com/v1/x`, true],
    [`xh -a dispatch:${pw} https://api.example.com/v1/x`, true],
    [`wget --http-user=dispatch --http-password=${pw} https://api.example.com/v1/x`, true],
    // References, a prompt, negotiate and sample passwords stay silent; so does a Windows variable that is the whole password.
    ['curl -u "$USER:$PASS" https://api.example.com/v1/x', false],
    ['curl -u user:${TOKEN} https://api.example.com/v1/x', false],
    ['curl -u user: https://api.example.com/v1/x', false],
    ['curl -u user https://api.example.com/v1/x', false],
    ['curl -u user:password https://api.example.com/v1/x', false],
    ['curl -u user:changeme https://api.example.com/v1/x', false],
    ['curl -u user:xxx https://api.example.com/v1/x', false],
    ['curl --negotiate -u : https://api.example.com/v1/x', false],
    ['curl -u admin:%ADMIN_PASS% https://api.example.com/v1/x', false],
    ['curl -u admin:%%ADMIN_PASS%% https://api.example.com/v1/x', false],
    ['http -a user: https://api.example.com/v1/x', false],
    ['wget --password=$WGET_PW https://api.example.com/v1/x', false],
  ])('%s', (command, speaks) => expect(secretSpeaksIn(command)).toBe(speaks));

  test.each([
    ['deploy.bat', 'curl -u %API_USER%:%API_PASS% https://api.example.com/v1/x\n', false],
    ['deploy.bat', 'set DB_URL=postgres://app:%DB_PASS%@db.example.com/app\n', false],
  ])('%s: %s', (file, content, speaks) => expect(secretSpeaks(`/home/dev/proj/${file}`, content)).toBe(speaks));
});

describe('a Fly.io token under any name (secrets/cloud/flyio-token)', () => {
  test.each([
    [`          FLY_API_TOKEN: ${fly()}`, true],
    [`          FLY_API_TOKEN: fm2_${flyBody}`, true],
    ['          FLY_API_TOKEN: ${{ secrets.FLY_API_TOKEN }}', false],
  ])('an edit of a workflow: %s', (line, speaks) => expect(edit(workflow, deployKey, line)).toBe(speaks));
  test.each([
    ['.env', `FLY_API_TOKEN="${fly()}"\n`, true],
    ['deploy/settings.py', `FLY_TOKEN = 'fm2_${flyBody}'\n`, true],
    ['.github/workflows/deploy.yml', `env:\n  FLY_ACCESS: fm2_${flyBody}\n`, true],
    // A slot, a mask, a short placeholder, words about the prefix and an app named so stay silent.
    ['.env', 'FLY_API_TOKEN=fm2_xxx\n', false],
    ['.env', `FLY_API_TOKEN="FlyV1 fm2_${'x'.repeat(48)}"\n`, false],
    ['.env', 'FLY_API_TOKEN="FlyV1 fm2_<your-token>"\n', false],
    ['docs/deploy.md', 'FLY_API_TOKEN=FlyV1 fm2_...\n', false],
    ['docs/deploy.md', 'Set `FLY_API_TOKEN` to what `fly tokens create deploy` prints; it starts with the `FlyV1 fm2_` prefix.\n', false],
    ['fly.toml', 'app = "fm2_shop"\n', false],
  ])('%s: %s', (file, content, speaks) => expect(secretSpeaks(`/home/dev/proj/${file}`, content)).toBe(speaks));
  test.each([
    [`curl -H 'Authorization: ${fly('fm2_', flyBody.slice(0, 44))}' https://api.machines.dev/v1/apps`, true],
    [`export FLY_API_TOKEN='${fly('fm1r_', flyBody.slice(0, 48))}'`, true],
    [`flyctl deploy --access-token '${fly()}'`, true],
    ['flyctl auth token', false],
    ['fly tokens create deploy -x 999999h', false],
  ])('%s', (command, speaks) => expect(secretSpeaksIn(command)).toBe(speaks));
});

describe('a PEM private-key block whose whole body is a placeholder word (secrets/keys/private-key, named-private-key)', () => {
  test.each([
    ['tests/fixtures/service_account.json', serviceAccount('FAKEKEYFORTESTS'), false],
    ['config/service_account.json', serviceAccount('FAKEKEYFORTESTS'), false],
    ['tests/fixtures/service_account.json', serviceAccount('THISISAFAKEPRIVATEKEYFORUNITTESTSONLYDONOTUSE'), false],
    ['tests/fixtures/service_account.json', serviceAccount('<redacted>'), false],
    ['tests/fixtures/service_account.json', serviceAccount('REPLACE_ME'), false],
    ['.env', `PRIVATE_KEY="${pem('FAKEKEYFORTESTS').replaceAll('\n', '\\n')}"\n`, false],
    ['src/app.ts', `const privateKey = ${JSON.stringify(pem('FAKEKEYFORTESTS'))};\n`, false],
    ['config/app.yaml', `private_key: ${JSON.stringify(pem('FAKEKEYFORTESTS'))}\n`, false],
    ['certs/key.pem', pem('REPLACE_ME'), false],
    // A real-looking body speaks anywhere, fixtures included, as does one cut short after a key's opening bytes.
    ['tests/fixtures/service_account.json', serviceAccount(keyLines(1620)), true],
    ['config/service_account.json', serviceAccount(keyLines(220)), true],
    ['tests/fixtures/ec.json', serviceAccount(keyLines(220, 'MHcCAQEEIBkq9')), true],
    ['tests/fixtures/service_account.json', serviceAccount('MIIEvQIBADANBg...'), true],
    ['tests/fixtures/key.pem', pem(keyLines(1600, 'MIIEow'), 'RSA PRIVATE KEY'), true],
    ['certs/ed25519.pem', pem(keyLines(64, 'MC4CAQAwBQYDK2VwBCIEI')), true],
    ['tests/test_sign.py', `PRIVATE_KEY = """${pem(keyLines(220, 'MHcCAQEEIBkq9'), 'EC PRIVATE KEY')}"""\n`, true],
  ])('%s: %s', (file, content, speaks) => expect(secretSpeaks(`/home/dev/proj/${file}`, content)).toBe(speaks));
});
