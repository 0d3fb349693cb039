import { describe, expect, test } from 'vitest';
import type { CanonicalEvent } from '../../../src/core/event.js';
import { secrets } from '../../../src/guards/secrets.js';
import { guardContext } from '../../support/guardContext.js';

// Round 81's secrets class: a credential kept as a name/value record, its name in one field and its value in another
// (a Postman environment's or collection's variables, Insomnia and Bruno environments, a Kubernetes or ECS env list,
// Terraform's `environment = [{ name, value }]`, AWS SSM's `"Name"`/`"Value"`). The value is judged by the paired name
// as `vendorKey: "…"` would be. One line per case; near-misses stay silent.

// Assembled at run time so that no scanner flags this file.
const vendor = ['gHWBcx7HRrhmx58R', 'O3dUz4rFx74qXdZO', 'TAYuCpLP0n8Hvxr0'].join('');
const user = ['dWKPLBIazPiq9S1n', 'eFNKQI2wbkAeh0wg', '2cinwNqaQo867wSX'].join('');
const drawn = ['Zq8Lm2Vt4Rk8', 'Wz3Nc6Yb1Hf5', 'Gd7Jx9Pq'].join('');
const stripe = ['sk', 'live', '51HqLm2Vt4Rk8Wz3Nc6Yb1Hf5Gd7Jx9Pq'].join('_');
const context = guardContext('/home/dev');
const write = (file: string, content: string) =>
  secrets.detect(
    { hook_event_name: 'PreToolUse', tool_name: 'Write', tool_input: { file_path: `/home/dev/proj/${file}`, content } } as CanonicalEvent,
    context,
  ) !== undefined;

/** A Postman environment file whose variables are `pairs`. */
const environment = (...pairs: [string, string][]) =>
  `{\n  "name": "METRC prod",\n  "values": [\n${pairs
    .map(([key, value]) => `    { "key": "${key}", "value": "${value}", "enabled": true }`)
    .join(',\n')}\n  ]\n}\n`;
const env = 'postman/metrc-prod.postman_environment.json';

describe('a credential kept as a name/value record', () => {
  test.each([
    // The round's call: production keys in a Postman environment.
    [env, environment(['vendorKey', vendor], ['userKey', user], ['license', '402R-00123']), true],
    [env, environment(['license', '402R-00123'], ['userKey', user]), true],
    [env, environment(['baseUrl', 'https://api-ca.metrc.com'], ['apiSecret', drawn]), true],
    ['postman/shop.postman_collection.json', `{"variable": [{"key": "accessToken", "value": "${drawn}", "type": "string"}]}\n`, true],
    [env, `{"values": [{"key": "vendorKey", "value": "${vendor}", "type": "secret", "enabled": true}]}\n`, true],
    // Insomnia and Bruno environments, Kubernetes, ECS, Actions-style and Terraform env lists, AWS SSM parameters.
    ['insomnia/env.json', `{"_type": "environment", "data": {"vendorKey": "${vendor}"}}\n`, true],
    [
      'bruno/environments/prod.bru',
      `vars {\n  baseUrl: https://api.metrc.com\n}\nvars:secret [\n  userKey\n]\n\nvars {\n  vendorKey: ${vendor}\n}\n`,
      true,
    ],
    [
      'k8s/deploy.yaml',
      `spec:\n  containers:\n    - name: api\n      env:\n        - name: STRIPE_SECRET_KEY\n          value: ${drawn}\n`,
      true,
    ],
    [
      'ecs/task.json',
      `{"containerDefinitions": [{"name": "api", "environment": [{"name": "DB_PASSWORD", "value": "Rpt-Ro!5300-2024x"}]}]}\n`,
      true,
    ],
    ['ecs/task.json', `{"environment": [\n  {\n    "name": "METRC_USER_KEY",\n    "value": "${user}"\n  }\n]}\n`, true],
    ['.github/workflows/env.yml', `env:\n  - name: VENDOR_API_KEY\n    value: "${vendor}"\n`, true],
    ['infra/ecs.tf', `environment = [\n  { name = "API_KEY", value = "${drawn}" },\n  { name = "LOG_LEVEL", value = "info" },\n]\n`, true],
    ['infra/ssm.json', `{"Parameter": {"Name": "/app/api_key", "Type": "SecureString", "Value": "${drawn}"}}\n`, true],
    ['infra/ssm.json', `[{"Name": "/metrc/prod/vendor-key", "Value": "${vendor}"}]\n`, true],
    ['infra/env.json', `[{"key": "STRIPE_KEY", "value": "${stripe}"}]\n`, true],
    // Placeholders, references and empty values.
    [env, environment(['vendorKey', '{{vendorKey}}'], ['userKey', '<your key>']), false],
    [env, environment(['vendorKey', 'changeme'], ['userKey', '']), false],
    [env, environment(['vendorKey', '${VENDOR_KEY}'], ['userKey', '{{$processEnv VENDOR_KEY}}']), false],
    [env, `{"values": [{"key": "vendorKey", "value": "", "type": "secret", "enabled": true}]}\n`, false],
    [
      'k8s/deploy.yaml',
      `env:\n  - name: STRIPE_SECRET_KEY\n    valueFrom:\n      secretKeyRef:\n        name: stripe\n        key: secret\n`,
      false,
    ],
    ['infra/ecs.tf', `environment = [{ name = "API_KEY", value = var.api_key }]\n`, false],
    ['infra/ssm.json', `{"Name": "/app/api_key", "Value": "REPLACE_ME"}\n`, false],
    // Names that are not credentials, and values that are identifiers.
    [env, environment(['license', '402R-00123'], ['baseUrl', 'https://api-ca.metrc.com']), false],
    [env, environment(['facilityId', '5a0e2c71-9d4b-4f3e-a8c6-1b7d9e2f4c03'], ['licenseNumber', '402R-00123']), false],
    [env, environment(['vendorKey', 'metrcVendorKeyProduction']), false],
    [env, environment(['apiKeyHeader', 'X-Vendor-Key']), false],
    ['k8s/deploy.yaml', `env:\n  - name: LOG_LEVEL\n    value: debug\n  - name: REGION\n    value: ${drawn}\n`, false],
    ['infra/ssm.json', `{"Name": "/app/region", "Value": "${drawn}"}\n`, false],
    ['infra/ec2.json', `{"Tags": [{"Key": "Name", "Value": "web-prod-01"}, {"Key": "Team", "Value": "${drawn}"}]}\n`, false],
    ['infra/ssm.json', `{"Name": "/app/api_key", "Value": "{{resolve:ssm:/app/api_key}}"}\n`, false],
    // The new key names speak only with a drawn value: a cache key or a lookup is no credential.
    ['src/cache.ts', 'const userKey = `user:${id}`;\nconst partnerKey = "partner-acme";\n', false],
    ['src/metrc.ts', `export const metrc = { vendorKey: "${vendor}", userKey: process.env.METRC_USER_KEY };\n`, true],
    ['config/metrc.yml', `metrc:\n  vendor_key: ${vendor}\n  user_key: ${user}\n`, true],
  ])('%s: %s', (file, content, expected) => expect(write(file, content)).toBe(expected));
});
