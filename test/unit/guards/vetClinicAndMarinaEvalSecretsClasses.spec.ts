import { describe, expect, test } from 'vitest';
import { evalSpeaks, secretSpeaks } from '../../support/guardSpeaks.js';

// Round 72's eval and secrets classes, written again on other trades (veterinary clinics, marinas, bowling centres,
// irrigation contractors): a timer given a `const` string built from a parameter; a key handed to an SDK's key-credential
// class by a bare name; a credential named in words in prose with its value after the colon; a bearer token that starts
// with `-`; a Twilio account SID is an identifier. One line per class that speaks and near-misses that stay silent.

// Assembled at run time so that no scanner flags this file.
const hex = ['7c1e4a9b2f8d3e60', 'a5b1c9d7e2f4a8c3'].join('');
const drawn = ['Rk8vQm2TxL9', 'pWz4NhY7cJ3dFs'].join('');
const dashed = ['-Qm7XaLp2RvK9', 'sNw_T4hYe8ZbU3cDf6G'].join('');
const sid = ['AC', '5d2e8b1a9f7c3d4e6f0a2b8c1d9e7f3a'].join('');

describe('a timer given a const string built from data (eval/javascript/string-timer)', () => {
  test.each([
    [
      "function watchValve(zoneId, ms) {\n  const code = 'checkValve(' + JSON.stringify(zoneId) + ')';\n  return setInterval(code, ms);\n}\n",
      true,
    ],
    ['function remind(petId) {\n  const js = `sendReminder(${petId})`;\n  setTimeout(js, 60000);\n}\n', true],
    ["function arm(slip) {\n  const expr = 'ring(\"' + slip + '\")';\n  window.setTimeout(expr, 500);\n}\n", true],
    // Bound to a function or an arrow, or built only from constants, it stays silent.
    ['function watchValve(zoneId, ms) {\n  const check = () => checkValve(zoneId);\n  return setInterval(check, ms);\n}\n', false],
    ['function watchValve(zoneId, ms) {\n  const check = checkValve.bind(null, zoneId);\n  return setInterval(check, ms);\n}\n', false],
    ['function remind(petId) {\n  const fn = function () { sendReminder(petId); };\n  setTimeout(fn, 60000);\n}\n', false],
  ])('%#', (content, speaks) => expect(evalSpeaks('/home/dev/proj/web/static/js/zones.js', content)).toBe(speaks));
});

describe("a key handed to an SDK's key-credential class by name (secrets/generic/assignment)", () => {
  test.each([
    [
      `from azure.core.credentials import AzureKeyCredential\nTRANSLATOR = "${hex}"\n` +
        'client = TextTranslationClient(endpoint="https://vet-notes.cognitiveservices.azure.com/", credential=AzureKeyCredential(TRANSLATOR))\n',
      true,
    ],
    [`SPEECH = "${hex}"\ncred = AzureNamedKeyCredential("clinic", SPEECH)\n`, true],
    [`KEY = "${hex}"\nclient = ComputerVisionClient(ENDPOINT, CognitiveServicesCredentials(KEY))\n`, true],
    // A hash, checksum or etag never handed to one, and a key read from the environment, stay silent.
    [`SCAN_SHA = "${hex}"\nverify(path, SCAN_SHA)\n`, false],
    [`ETAG = "${hex}"\nclient = TextTranslationClient(endpoint, credential=AzureKeyCredential(os.environ["KEY"]))\n`, false],
    ['KEY = os.environ["TRANSLATOR_KEY"]\nclient = TextTranslationClient(endpoint, credential=AzureKeyCredential(KEY))\n', false],
  ])('%#', (content, speaks) => expect(secretSpeaks('/home/dev/proj/clinic/notes/translate.py', content)).toBe(speaks));
});

describe('a credential named in words in prose, its value after the colon (secrets/generic/assignment)', () => {
  test.each([
    [`## Lane scoring\n\nBowlr API key: \`${drawn}\`\n`, true],
    [`Staging access token: ${drawn}\n`, true],
    // Placeholders, a key's name without a value, and a pointer to where it is kept stay silent.
    ['Bowlr API key: `<your-bowlr-key>`\n', false],
    ['Bowlr API key: `xxxxxxxxxxxxxxxxxxxxxxxxxxxx`\n', false],
    ['Bowlr API key: ask the front desk for it.\n', false],
    ['Set `BOWLR_API_KEY` in your `.env`; the API key: see 1Password.\n', false],
  ])('%#', (content, speaks) => expect(secretSpeaks('/home/dev/proj/README.md', content)).toBe(speaks));
});

describe('a bearer token that starts with - is still a token (secrets/generic/authorization-header)', () => {
  test.each([
    [`#!/usr/bin/env bash\ncurl -s https://api.marina.example/v1/slips -H "Authorization: Bearer ${dashed}"\n`, true],
    [`#!/usr/bin/env bash\ncurl -s https://api.marina.example/v1/slips -H "Authorization: Bearer _${drawn}"\n`, true],
    // An env reference, a placeholder and a short option-shaped word stay silent.
    ['#!/usr/bin/env bash\ncurl -s https://api.marina.example/v1/slips -H "Authorization: Bearer $MARINA_TOKEN"\n', false],
    ['#!/usr/bin/env bash\ncurl -s https://api.marina.example/v1/slips -H "Authorization: Bearer <token>"\n', false],
    ['#!/usr/bin/env bash\ncurl -s https://api.marina.example/v1/slips -H "Authorization: Bearer --stdin-token"\n', false],
  ])('%#', (content, speaks) => expect(secretSpeaks('/home/dev/proj/scripts/slips.sh', content)).toBe(speaks));
});

describe('a Twilio account SID is an identifier; the auth token beside it is the secret (secrets/generic/client-constructor-key)', () => {
  test.each([
    [`const client = twilio('${sid}', '${hex}');\n`, true],
    [`const client = twilio('${sid}', process.env.TWILIO_AUTH_TOKEN);\n`, false],
    [`const client = require('twilio')('${sid}', process.env.TWILIO_AUTH_TOKEN);\n`, false],
  ])('%#', (content, speaks) => expect(secretSpeaks('/home/dev/proj/marina/sms.js', content)).toBe(speaks));
});
