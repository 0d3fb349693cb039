import { describe, expect, test } from 'vitest';
import { secretSpeaks, secretSpeaksIn } from '../../support/guardSpeaks.js';

// Held-out round 168: an Open Exchange Rates App ID in a request's query (`?app_id=<32 hex>`). Its name reads like a
// public application id, as Algolia's or Facebook's is, but this service's App ID is the account's key: it authorises and
// bills every call. Read by the host or its own name (`OXR_APP_ID`); a placeholder, a variable, zeros and another host's
// `app_id` stay silent.

// Assembled at run time so that no scanner flags this file.
const id = ['2446cdcac047', 'd746da9c742e', 'e622df06'].join('');

describe('Open Exchange Rates App ID (secrets/devops/open-exchange-rates-app-id)', () => {
  test.each([
    [`curl 'https://openexchangerates.org/api/latest.json?app_id=${id}&base=USD' -o data/rates/latest.json`, true],
    [`wget -qO- "https://openexchangerates.org/api/historical/2024-01-01.json?base=USD&app_id=${id}"`, true],
    [`export OXR_APP_ID=${id}`, true],
    // Near-misses: a placeholder, a variable, zeros, another service's public app id.
    ["curl 'https://openexchangerates.org/api/latest.json?app_id=YOUR_APP_ID'", false],
    ['curl "https://openexchangerates.org/api/latest.json?app_id=$OXR_APP_ID"', false],
    ["curl 'https://openexchangerates.org/api/latest.json?app_id=00000000000000000000000000000000'", false],
    [`curl 'https://api.example.com/v1/rates?app_id=${id}'`, false],
  ])('%s → %s', (command, expected) => expect(secretSpeaksIn(command)).toBe(expected));

  test.each([
    ['rates/fetch.py', `OXR_APP_ID = "${id}"\n`, true],
    ['.env', `OPEN_EXCHANGE_RATES_APP_ID=${id}\n`, true],
    ['.env', `OPENEXCHANGE_RATES_APP_ID=${id}\n`, true],
    ['src/rates.js', `const oxr = require('open-exchange-rates');\noxr.set({ app_id: '${id}' });\n`, true],
    ['rates/fetch.py', 'import os\nOXR_APP_ID = os.environ["OXR_APP_ID"]\n', false],
  ])('%s → %s', (file, content, expected) => expect(secretSpeaks(file, content)).toBe(expected));
});
