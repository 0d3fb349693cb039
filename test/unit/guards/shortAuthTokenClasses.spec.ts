import { describe, expect, test } from 'vitest';
import { secretSpeaks, secretSpeaksIn } from '../../support/guardSpeaks.js';

// Held-out round 167: a short vendor API token (eBird's 12 lower-case letters and digits, some weather, transit, sports-data
// and SMS APIs' 10–16) under a token's or a key's name that the same file sends as an auth header, a key query parameter
// or an SDK's key argument. Both signals together; either alone stays silent. One line per call.

const EBIRD = (value: string, use = 'headers={"X-eBirdApiToken": EBIRD_TOKEN}') =>
  `import requests\n\nEBIRD_TOKEN = "${value}"\n\ndef recent_obs(region: str = "GB-ENG-NFK"):\n` +
  `    r = requests.get(f"https://api.ebird.org/v2/data/obs/{region}/recent",\n                     ${use}, timeout=20)\n` +
  `    r.raise_for_status()\n    return r.json()\n`;

describe('a short token sent as a credential', () => {
  test.each([
    // The held-out call, and the same key sent other ways and in other languages.
    ['ringing/ebird_sync.py', EBIRD('d9xai6i1va7l'), true],
    ['ringing/ebird_sync.py', EBIRD('d9xai6i1va7l', 'headers={"Authorization": f"Token {EBIRD_TOKEN}"}'), true],
    ['ringing/ebird_sync.py', EBIRD('d9xai6i1va7l', 'params={"key": EBIRD_TOKEN}'), true],
    [
      'src/ebird.ts',
      `const EBIRD_TOKEN = 'd9xai6i1va7l';\nexport const recent = () =>\n  fetch(url, { headers: { 'X-eBirdApiToken': EBIRD_TOKEN } });\n`,
      true,
    ],
    ['src/ebird.js', `const ebirdToken = "q3vn8k2tp5ws";\nfetch(url, { headers: { Authorization: \`Bearer \${ebirdToken}\` } });\n`, true],
    [
      'weather/client.py',
      `WEATHER_API_KEY = "k7f2m9q4x1zp"\nURL = f"https://api.weather.example/v1/now?q=Leeds&key={WEATHER_API_KEY}"\n`,
      true,
    ],
    [
      'transit/feed.js',
      `const TRANSIT_KEY = "h4Tq9mB2xW7k";\nconst url = "https://api.transit.example/arrivals?stop=12&apikey=" + TRANSIT_KEY;\n`,
      true,
    ],
    ['scores/sync.py', `from sportsdata import Client\n\nSPORTS_API_KEY = "m2x8q4v7k1zb"\nclient = Client(api_key=SPORTS_API_KEY)\n`, true],
    [
      'main.go',
      `package main\n\nconst apiKey = "r8kq2m7vx4nb"\n\nfunc get(req *http.Request) {\n\treq.Header.Set("X-Api-Key", apiKey)\n}\n`,
      true,
    ],
    ['lib/ebird.rb', `EBIRD_TOKEN = "d9xai6i1va7l"\nreq = Net::HTTP::Get.new(uri)\nreq["X-eBirdApiToken"] = EBIRD_TOKEN\n`, true],
    ['src/Sms.php', `<?php\n$smsToken = 'p6wz3k9m2qxt';\n$client->get($url, ['headers' => ['X-Auth-Token' => $smsToken]]);\n`, true],
    [
      'scripts/ebird.sh',
      `#!/bin/sh\nEBIRD_TOKEN=d9xai6i1va7l\ncurl -s -H "X-eBirdApiToken: $EBIRD_TOKEN" https://api.ebird.org/v2/data/obs/GB/recent\n`,
      true,
    ],
    // The key written straight into a vendor's key header (short-header-token).
    ['ringing/ebird.py', `import requests\nr = requests.get(url, headers={"X-eBirdApiToken": "d9xai6i1va7l"})\n`, true],
    ['src/ebird.ts', `axios.create({ baseURL: "https://api.ebird.org/v2", headers: { 'X-eBirdApiToken': 'q3vn8k2tp5ws' } });\n`, true],
    ['src/Sms.php', `<?php\n$client->get($url, ['headers' => ['X-Sms-Auth-Token' => 'p6wz3k9m2qxt']]);\n`, true],
    ['ringing/ebird.py', `requests.get(url, headers={"X-eBirdApiToken": "xxxxxxxxxxxx"})\n`, false],
    ['ringing/ebird.py', `requests.get(url, headers={"X-Request-Token": "d9xai6i1va7l"})\n`, false],
    ['ringing/ebird.py', `requests.get(url, headers={"X-Api-Key": "test1234abcd"})\n`, false],
    // Near-misses: a sample or dummy value, an id used as a path segment, a token read from the environment, a short
    // token never sent, a header that carries no credential, a CSRF token, a test's own value.
    ['ringing/ebird_sync.py', EBIRD('test1234'), false],
    ['ringing/ebird_sync.py', EBIRD('changeme'), false],
    ['ringing/ebird_sync.py', EBIRD('xxxxxxxx'), false],
    ['ringing/ebird_sync.py', EBIRD('abc123def'), false],
    ['ringing/ebird_sync.py', EBIRD('a1b2c3d4e5'), false],
    ['ringing/ebird_sync.py', EBIRD('d9xai6i1va7l', 'params={"region": region}'), false],
    ['stations.py', `STATION_ID = "a1b2c3d4"\nr = requests.get(f"https://api.example.org/stations/{STATION_ID}/obs")\n`, false],
    [
      'ringing/ebird_sync.py',
      `import os\nEBIRD_TOKEN = os.environ["EBIRD_TOKEN"]\nrequests.get(url, headers={"X-eBirdApiToken": EBIRD_TOKEN})\n`,
      false,
    ],
    ['trace.py', `REQUEST_TOKEN = "d9xai6i1va7l"\nrequests.get(url, headers={"X-Request-Id": REQUEST_TOKEN})\n`, false],
    ['client.py', `SDK_TOKEN = "d9xai6i1va7l"\nrequests.get(url, headers={"X-Client-Version": SDK_TOKEN})\n`, false],
    ['form.py', `csrf_token = "d9xai6i1va7l"\nrequests.post(url, headers={"X-CSRF-Token": csrf_token})\n`, false],
    ['tests/test_ebird.py', EBIRD('d9xai6i1va7l'), false],
  ])('%s %#', (file, content, speaks) => expect(secretSpeaks(`/home/dev/proj/${file}`, content)).toBe(speaks));
});

describe('a short token on a command line', () => {
  test.each([
    ['EBIRD_TOKEN=d9xai6i1va7l; curl -s -H "X-eBirdApiToken: $EBIRD_TOKEN" https://api.ebird.org/v2/data/obs/GB/recent', true],
    ['EBIRD_TOKEN=test1234; curl -s -H "X-eBirdApiToken: $EBIRD_TOKEN" https://api.ebird.org/v2/data/obs/GB/recent', false],
    ['curl -s -H "X-eBirdApiToken: $EBIRD_TOKEN" https://api.ebird.org/v2/data/obs/GB/recent', false],
  ])('%s', (command, speaks) => expect(secretSpeaksIn(command)).toBe(speaks));
});
