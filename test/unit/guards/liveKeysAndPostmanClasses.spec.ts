import { describe, expect, test } from 'vitest';
import type { CanonicalEvent } from '../../../src/core/event.js';
import { secrets } from '../../../src/guards/secrets.js';
import { guardContext } from '../../support/guardContext.js';

// Round 77's secrets classes: a vendor's live-mode key (`<prefix>_live_<drawn tail>`) whatever the vendor, a literal given
// as the fallback of a key-named value (`api_key or "…"`, `|| "…"`, `?? "…"`, `os.getenv("X") or "…"`), and the key of a
// Postman collection's API-key auth (`{"key": "value", "value": "…"}`). One line per class that speaks and near-misses
// that stay silent.

// Assembled at run time so that no scanner flags this file.
const tail = ['poFH9wirmxki', 'hjXWPtaPGuBq', '718z7gfBw2Lc'].join('');
const live = (prefix: string) => [prefix, 'live', tail].join('_');
const drawn = ['Zq8Lm2Vt4Rk8', 'Wz3Nc6Yb1Hf5', 'Gd7Jx9Pq'].join('');
const context = guardContext('/home/dev');
const speaks = (tool_input: Record<string, unknown>) =>
  secrets.detect(
    { hook_event_name: 'PreToolUse', tool_name: 'old_string' in tool_input ? 'Edit' : 'Write', tool_input } as CanonicalEvent,
    context,
  ) !== undefined;
const write = (file: string, content: string) => speaks({ file_path: `/home/dev/proj/${file}`, content });
const edit = (file: string, old_string: string, new_string: string) =>
  speaks({ file_path: `/home/dev/proj/${file}`, old_string, new_string, replace_all: false });

/** A Postman v2.1 collection whose API-key auth holds `value` under the header `header`. */
const collection = (value: string, header = 'X-API-Key') =>
  JSON.stringify(
    {
      info: { name: 'CloudNine POS', schema: 'https://schema.getpostman.com/json/collection/v2.1.0/collection.json' },
      auth: {
        type: 'apikey',
        apikey: [
          { key: 'value', value },
          { key: 'key', value: header },
        ],
      },
      item: [{ name: 'List stock', request: { method: 'GET', url: 'https://api.cloudninepos.com/v2/stores/{{storeId}}/stock' } }],
    },
    null,
    2,
  );

describe('a live-mode key of any vendor (secrets/generic/vendor-live-key)', () => {
  test.each([
    ['docs/api/cloudnine-pos.postman_collection.json', collection(live('cn')), true],
    ['src/pos/config.py', `CLOUDNINE = "${live('cn')}"\n`, true],
    ['src/pos/client.ts', `export const client = new PosClient({ key: '${live('ac')}' });\n`, true],
    ['notes/setup.txt', `the booking API answers to ${live('bk')} in production\n`, true],
    ['deploy/values.yaml', `pos:\n  key: ${live('rk')}\n`, true],
    // Stripe's publishable key (public by design), a test-mode key, placeholders and a tail of one repeated character.
    ['web/checkout.js', `const stripe = Stripe('${live('pk')}');\n`, false],
    ['src/pos/config.py', `CLOUDNINE = "${['cn', 'test', tail].join('_')}"\n`, false],
    ['src/pos/config.py', 'CLOUDNINE = "cn_live_XXXXXXXXXXXXXXXXXXXXXXXX"\n', false],
    ['src/pos/config.py', 'CLOUDNINE = "ac_live_your_key_here"\n', false],
    ['src/pos/config.py', 'CLOUDNINE = "<live-key>"\n', false],
    ['src/pos/config.py', 'CLOUDNINE = "ac_live_aaaaaaaaaaaaaaaaaaaaaaaa"\n', false],
    ['src/pos/modes.py', 'MODE = "is_live_mode_enabled_for_store"\n', false],
  ])('%s: %s', (file, content, expected) => expect(write(file, content)).toBe(expected));
});

describe('a literal as the fallback of a key-named value (secrets/generic/assignment, env-default)', () => {
  const old = '        self.api_key = api_key or os.environ["AGECHECK_API_KEY"]';
  test.each([
    [`        self.api_key = api_key or "${live('ac')}"`, true],
    [`        self.api_key = api_key or "${drawn}"`, true],
    [`        self.password = password or "Kw3!tZq8Lm"`, true],
    [`        self.api_key = os.getenv("AGECHECK_API_KEY") or "${drawn}"`, true],
    [`        self.api_key = os.environ.get("AGECHECK_API_KEY") or "${drawn}"`, true],
    // The environment's value, an empty or placeholder fallback, a default that is no credential.
    ['        self.api_key = api_key or os.environ["AGECHECK_API_KEY"]', false],
    ['        self.api_key = api_key or ""', false],
    ['        self.api_key = api_key or "changeme"', false],
    ['        self.api_key = api_key or "your-api-key-here"', false],
    ['        self.token_url = token_url or "https://auth.example.com/oauth/token"', false],
    ['        self.token_type = token_type or "Bearer"', false],
    ['        self.secret_name = secret_name or "prod/agecheck/api"', false],
  ])('%s', (new_string, expected) => expect(edit('src/shop/agecheck/client.py', old, new_string)).toBe(expected));

  test.each([
    ['src/pos.js', `const apiKey = opts.apiKey || "${drawn}";\n`, true],
    ['src/pos.ts', `this.token = config.token ?? '${drawn}';\n`, true],
    ['lib/pos.rb', `@api_key = api_key || "${drawn}"\n`, true],
    ['lib/pos.php', `$apiKey = getenv('POS_API_KEY') ?: '${drawn}';\n`, true],
    ['src/pos.js', 'const apiKey = opts.apiKey || process.env.POS_API_KEY;\n', false],
    ['src/pos.js', 'const apiKeyHeader = opts.apiKeyHeader || "X-API-Key";\n', false],
    ['src/pos.js', 'const tokenHeader = opts.tokenHeader || "Authorization";\n', false],
    ['deploy.sh', 'export API_TOKEN=abcdef || echo "failed to export the token"\n', false],
  ])('%s: %s', (file, content, expected) => expect(write(file, content)).toBe(expected));
});

describe("the key of a Postman collection's API-key auth (secrets/generic/assignment)", () => {
  test.each([
    ['api/pos.postman_collection.json', collection(drawn), true],
    ['api/pos.postman_collection.json', collection(drawn).replace(/\n\s*/g, ''), true],
    [
      'api/pos.postman_collection.json',
      JSON.stringify({
        item: [
          {
            name: 'Stock',
            request: {
              auth: {
                type: 'apikey',
                apikey: [
                  { key: 'key', value: 'Api-Key' },
                  { key: 'in', value: 'header' },
                  { key: 'value', value: drawn },
                ],
              },
              url: 'https://x',
            },
          },
        ],
      }),
      true,
    ],
    [
      'api/pos.postman_collection.json',
      JSON.stringify({ auth: { type: 'bearer', bearer: [{ key: 'token', value: drawn, type: 'string' }] } }),
      true,
    ],
    [
      'api/prod.postman_environment.json',
      JSON.stringify({ name: 'prod', values: [{ key: 'api_key', value: drawn, type: 'secret' }] }),
      true,
    ],
    // A variable, an empty value, a placeholder, the header's name, a `value` entry outside an API-key auth.
    ['api/pos.postman_collection.json', collection('{{apiKey}}'), false],
    ['api/pos.postman_collection.json', collection(''), false],
    ['api/pos.postman_collection.json', collection('<api-key>'), false],
    ['api/pos.postman_collection.json', collection('{{apiKey}}', 'X-CloudNine-Key'), false],
    ['api/pos.postman_collection.json', JSON.stringify({ variable: [{ key: 'value', value: 'b7c2d9e1f0a3' }] }), false],
    ['api/pos.postman_collection.json', JSON.stringify({ header: [{ key: 'value', value: 'application/json' }] }), false],
    [
      'api/prod.postman_environment.json',
      JSON.stringify({ values: [{ key: 'baseUrl', value: 'https://api.x.com', type: 'default' }] }),
      false,
    ],
  ])('%s: %s', (file, content, expected) => expect(write(file, content)).toBe(expected));
});
