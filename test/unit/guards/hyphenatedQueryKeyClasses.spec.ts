import { describe, expect, test } from 'vitest';
import { secretSpeaksIn } from '../../support/guardSpeaks.js';

// Round 98: a credential in a URL query under a hyphenated name (`?api-key=`, getAddress.io's form) is as much a credential
// as one under `api_key=`. One line per class that speaks and near-misses that stay silent.

// Assembled at run time so that no scanner flags this file.
const key = ['aAK9G0Wuiw6r', 'WIj0LEiRlw61823'].join('');

describe('a hyphenated credential name in a URL query', () => {
  test.each([
    `curl -s 'https://api.getaddress.io/find/S1%202HE?api-key=${key}' | jq '.addresses[:3]'`,
    `curl -s 'https://api.example.io/v1/lookup?q=x&client-secret=${key}'`,
    `wget -qO- "https://api.example.io/v1/lookup?access-token=${key}"`,
  ])('%s speaks', (command) => expect(secretSpeaksIn(command)).toBe(true));
  test.each([
    `curl -s 'https://api.getaddress.io/find/S1?api-key=YOUR_API_KEY'`,
    `curl -s "https://api.getaddress.io/find/S1?api-key=$GETADDRESS_KEY"`,
    `curl -s 'https://api.getaddress.io/find/S1?api-key=xxxxxxxx'`,
  ])('%s stays silent', (command) => expect(secretSpeaksIn(command)).toBe(false));
});
