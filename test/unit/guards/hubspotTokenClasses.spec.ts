import { describe, expect, test } from 'vitest';
import { secretSpeaks } from '../../support/guardSpeaks.js';

// Held-out round 159/160's secrets class: a HubSpot private app's access token (`pat-<region>-<uuid>`), handed to
// HubSpot's client in any language. One line per case that speaks and near-misses that stay silent.

// Assembled at run time so that no scanner flags this file.
const token = ['pat-na1-cb312d91', 'c460-8bd3-3a32-5a718c7d4d8c'].join('-');
const euToken = ['pat-eu1-7f3a9c2e', '41b8-4d6f-9e05-c8a2b1d4e7f3'].join('-');
const zeroToken = ['pat-na1-00000000', '0000-0000-0000-000000000000'].join('-');
const maskedToken = ['pat-na1-xxxxxxxx', 'xxxx-xxxx-xxxx-xxxxxxxxxxxx'].join('-');
const githubPat = ['github_pat_11AQ7ZK3I0', 'x9Lm2Pq7Rt4Vw8Yz1Bc5Dh_3Fj6Gk9Nn2Ss4Tu7Wx0Ya5Cb8Ee1Hf3Ji6Km9Lo2Pr5Qt8Uv1'].join('');

describe("a HubSpot private app's access token is a credential (secrets)", () => {
  test.each([
    [
      'hubspot/contacts.php',
      `<?php\n\n$client = \\HubSpot\\Factory::createWithAccessToken('${token}');\n\nfunction upsert(array $a) {\n    global $client;\n}\n`,
      true,
    ],
    ['src/hubspot.ts', `const client = new Client({ accessToken: '${euToken}' });\n`, true],
    ['crm/sync.py', `api_client = HubSpot(access_token="${token}")\n`, true],
    ['.env.production', `HUBSPOT_ACCESS_TOKEN=${token}\n`, true],
    ['scripts/pull.sh', `curl -H "Authorization: Bearer ${euToken}" https://api.hubapi.com/crm/v3/objects/contacts\n`, true],
    ['docs/hubspot.md', `Our token is \`${token}\`.\n`, true],
    // A zeroed or masked token, an environment read, a GitHub fine-grained PAT (its own rule), the format described.
    ['hubspot/contacts.php', `<?php\n$client = \\HubSpot\\Factory::createWithAccessToken('${zeroToken}');\n`, false],
    ['hubspot/contacts.php', `<?php\n$client = \\HubSpot\\Factory::createWithAccessToken('${maskedToken}');\n`, false],
    ['hubspot/contacts.php', "<?php\n$client = \\HubSpot\\Factory::createWithAccessToken(getenv('HUBSPOT_TOKEN'));\n", false],
    [
      'docs/hubspot.md',
      'A private app token reads `pat-<region>-<uuid>`, for example `pat-na1-xxxxxxxx-xxxx-xxxx-xxxx-xxxxxxxxxxxx`.\n',
      false,
    ],
    ['docs/tokens.md', 'HubSpot tokens start with pat-na1- or pat-eu1- followed by a UUID.\n', false],
  ])('%s %#', (file, content, speaks) => expect(secretSpeaks(file, content)).toBe(speaks));

  test('a GitHub fine-grained PAT speaks by its own rule', () => {
    expect(secretSpeaks('ci/release.sh', `export GH_TOKEN=${githubPat}\n`)).toBe(true);
  });
});
