import { describe, expect, test } from 'vitest';
import type { CanonicalEvent } from '../../../src/core/event.js';
import type { Finding } from '../../../src/guards/guard.js';
import { secrets } from '../../../src/guards/secrets.js';
import { guardContext } from '../../support/guardContext.js';
import { secretSpeaks } from '../../support/guardSpeaks.js';

// Round 126's secrets classes: a Fernet key (32 bytes as URL-safe base64, 43 characters and `=`) under a key's name in a
// file that uses Fernet, a Worldpay service key (`L_S_`/`T_S_` and a UUID), and an Adyen API key (`AQE…` base64 parts
// joined by `-`), which the generic `ApiKey` assignment also now reads as base64, not a path. One line per case;
// near-misses stay silent.

// Assembled at run time so that no scanner flags this file.
const fernet = ['c6Ix9lFwnta2-FnYj', 'FxDHJUcUkkTB3xau', 'MpMC0TCXgO='].join('');
const fernet2 = ['Zk3pQ9vLm2Rt7Wz4', 'Nc8Yb1Hf_Qp2Lm9Vt4', 'Rk8Wz3N='].join('');
const uuid = ['7b885078', '5b36', '883a', '2187', '67838c8e4029'].join('-');
const adyen = [
  'AQEqqcO4ZFrotdd+4JCnPcgl6kbaTkA1gMlVKLsaJYR68r/2wYxGOeKQIf9rRhBL5FhANMJ3YYIxhDlPJIEO2DC==',
  '-P09TaLgnjpWXIbVdFh569jyb7RkxxPa3NIEljMkJ9hn',
].join('');
const adyenHmfx = [
  'AQEyhmfxLI3MaBFLw0m/n3Q5qf3VaY9UCJ14XWZE03G/k2NFitRvbe4N1XqH1eHaH2AksaEQwV1bDb7kfNy1WIxIIkxgBw==',
  '-y3qzswmlmALhxaVPNjYf74bqPotG12HroatrKA066yE=',
].join('');
const src = (name: string) => `/home/dev/proj/${name}`;
const context = guardContext();
const edit = (file_path: string, old_string: string, new_string: string) =>
  secrets.detect(
    { hook_event_name: 'PreToolUse', tool_name: 'Edit', tool_input: { file_path, old_string, new_string } } as CanonicalEvent,
    context,
  ) as Finding | undefined;
const imports = 'from cryptography.fernet import Fernet, MultiFernet\n';

describe('a Fernet key under a key name in a file that uses Fernet (secrets/keys/fernet-key-assigned)', () => {
  test.each<[string, string, boolean]>([
    [src('src/donorhub/crypto.py'), `${imports}\nFIELD_KEY = b"${fernet}"\n_f = Fernet(FIELD_KEY)\n`, true],
    [src('src/donorhub/crypto.py'), `${imports}FIELD_KEY = "${fernet}".encode()\n_f = Fernet(FIELD_KEY)\n`, true],
    [src('app/crypto.py'), `${imports}PII_KEY: bytes = b'${fernet2}'\ncipher = Fernet(PII_KEY)\n`, true],
    [src('app/crypto.py'), `${imports}keys = MultiFernet([Fernet(b"${fernet}"), Fernet(b"${fernet2}")])\n`, true],
    [src('app/settings.py'), `# for Fernet\nCONFIG = {"fernet_key": "${fernet}"}\n`, true],
    [src('app/crypto.py'), `${imports}cipher = Fernet(key=b"${fernet}")\n`, true],
    // Generated at run time, read from the environment, placeholders, no Fernet in the file, a test's obvious fake.
    [src('app/crypto.py'), `${imports}FIELD_KEY = Fernet.generate_key()\n_f = Fernet(FIELD_KEY)\n`, false],
    [src('app/crypto.py'), `import os\n${imports}FIELD_KEY = os.environ["FIELD_KEY"].encode()\n_f = Fernet(FIELD_KEY)\n`, false],
    [src('app/crypto.py'), `${imports}FIELD_KEY = b"${'x'.repeat(43)}="\n_f = Fernet(FIELD_KEY)\n`, false],
    [src('app/crypto.py'), `${imports}FIELD_KEY = b"your-fernet-key-here-your-fernet-key-here-a="\n`, false],
    [src('app/forms.py'), `FIELD_KEY = "${fernet}"\n`, false],
    [src('tests/test_crypto.py'), `${imports}TEST_KEY = b"${'A'.repeat(43)}="\n`, false],
  ])('%s %#', (file, content, speaks) => expect(secretSpeaks(file, content)).toBe(speaks));
});

describe('a Worldpay service key, live or test (secrets/payments/worldpay-service-key)', () => {
  test.each<[string, string, boolean]>([
    [src('config/payment.yml'), `worldpay:\n  environment: live\n  service_key: L_S_${uuid}\n  client_key: L_C_${uuid}\n`, true],
    [src('config/payment.yml'), `worldpay:\n  service_key: T_S_${uuid}\n`, true],
    [src('.env'), `WORLDPAY_SERVICE_KEY=L_S_${uuid.toUpperCase()}\n`, true],
    [src('src/pay.ts'), `const worldpay = new Worldpay({ serviceKey: "L_S_${uuid}" });\n`, true],
    // A client key is for the browser; a placeholder or a bare UUID is no service key.
    [src('config/payment.yml'), `worldpay:\n  client_key: L_C_${uuid}\n`, false],
    [src('web/checkout.js'), `Worldpay.useTemplateForm({ clientKey: "T_C_${uuid}" });\n`, false],
    [src('config/payment.yml'), `worldpay:\n  service_key: L_S_xxxxxxxx-xxxx-xxxx-xxxx-xxxxxxxxxxxx\n`, false],
    [src('config/payment.yml'), `worldpay:\n  merchant_id: ${uuid}\n`, false],
  ])('%s %#', (file, content, speaks) => expect(secretSpeaks(file, content)).toBe(speaks));
});

describe('an Adyen API key: `AQE` base64 parts joined by `-` (secrets/payments/adyen-api-key)', () => {
  const before = '"Adyen": {\n    "MerchantAccount": "ForecourtUK_ECOM",\n    "Environment": "Live"';
  const after = `"Adyen": {\n    "MerchantAccount": "ForecourtUK_ECOM",\n    "ApiKey": "${adyen}",\n    "Environment": "Live"`;
  test('the Edit of appsettings.Production.json speaks', () =>
    expect(edit(src('src/Forecourt.Api/appsettings.Production.json'), before, after)).toBeDefined());
  test.each<[string, string, boolean]>([
    [src('config/adyen.yml'), `adyen:\n  x_api_key: ${adyen}\n`, true],
    [src('.env'), `ADYEN_API_KEY=${adyenHmfx}\n`, true],
    [src('src/Payments.cs'), `client = new Client("${adyen}", Environment.LIVE);\n`, true],
    [src('src/pay.ts'), `const client = new Client({ apiKey: "${adyenHmfx}" });\n`, true],
    // Client keys are for the browser; placeholders; a path with dashes is no key.
    [src('web/checkout.js'), 'const checkout = await AdyenCheckout({ clientKey: "live_4HMDKU5GXNDQ3NSHBQNRIGZGMQNVRJRP" });\n', false],
    [src('web/checkout.js'), 'const checkout = await AdyenCheckout({ clientKey: "test_870be2c7b1d54d4a8d1b2c3e4f5a6b7c" });\n', false],
    [src('appsettings.json'), '{ "Adyen": { "ApiKey": "AQE_YOUR_ADYEN_API_KEY_HERE" } }\n', false],
    [src('appsettings.json'), '{ "Adyen": { "ApiKey": "${ADYEN_API_KEY}" } }\n', false],
  ])('%s %#', (file, content, speaks) => expect(secretSpeaks(file, content)).toBe(speaks));
});

describe('base64 parts joined by `-` under a generic key name read as base64, not a path (secrets/generic/assignment)', () => {
  const b64a = ['Qm9yZWFsaXMrL3Rlc3Qx', 'Zk3pQ9vLm2Rt7Wz4Nc8Y/b1Hf'].join('');
  const b64b = ['P09TaLgnjpWXIbVdFh5', '69jyb7RkxxPa3N'].join('');
  test.each<[string, string, boolean]>([
    [src('appsettings.json'), `{ "Vendor": { "ApiKey": "${b64a}==-${b64b}" } }\n`, true],
    // A path, with dashes between short segments, stays a path.
    [src('appsettings.json'), '{ "Vendor": { "ApiKey": "projects/my-project/secrets/vendor-api-key/versions/latest" } }\n', false],
  ])('%s %#', (file, content, speaks) => expect(secretSpeaks(file, content)).toBe(speaks));
});
