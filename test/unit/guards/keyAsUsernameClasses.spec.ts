import { describe, expect, test } from 'vitest';
import { secretSpeaks } from '../../support/guardSpeaks.js';

// Round 119's secrets class: an API key sent as HTTP basic auth's user name with an empty (or dummy one-character, `api`)
// password, the way PrintNode, Stripe, Harvest, Freshdesk and Chargebee take their keys: axios' `auth: { username, password }`,
// requests' `auth=(…)` and `HTTPBasicAuth(…)`, Ruby's `basic_auth`, Go's `SetBasicAuth`. One line per case that speaks and
// near-misses that stay silent: a person's or shop's user name, an e-mail, a key read from the environment, placeholders.

// Assembled at run time so that no scanner flags this file.
const key = ['sCUJqEm_HHU04umGpjwY', 'rwyOMLidvKD4W97wfjF4YhR'].join('');
const short = ['4eC39HqLyjWD', 'arjtT1zdp7dc'].join('');

describe('an API key as basic auth user name, password empty (secrets/generic/basic-auth-key-user, basic-auth-key-username)', () => {
  test.each([
    [
      'src/printing/printnode.js',
      'import axios from "axios";\n\nconst client = axios.create({\n  baseURL: "https://api.printnode.com",\n' +
        `  auth: { username: "${key}", password: "" },\n});\n`,
      true,
    ],
    ['src/billing.js', `const c = axios.create({ auth: { username: "${short}", password: "X" } });\n`, true],
    ['src/billing.ts', `const c = axios.create({ auth: { username: '${short}', password: 'api' } });\n`, true],
    ['src/printnode.py', `r = requests.get(url, auth=("${key}", ""))\n`, true],
    ['src/printnode.py', `r = requests.get(url, auth=HTTPBasicAuth("${key}", ""))\n`, true],
    ['src/printnode.py', `auth = HTTPBasicAuth(username="${key}", password="")\n`, true],
    ['src/freshdesk.py', `session.auth = ("${short}", "X")\n`, true],
    ['lib/printnode.rb', `class PrintNode\n  include HTTParty\n  basic_auth "${key}", ""\nend\n`, true],
    ['printnode/client.go', `req.SetBasicAuth("${key}", "")\n`, true],
    ['src/Printing.php', `$client = new Client(['auth' => ['${key}', '']]);\n`, true],
    ['src/Printing.java', `String cred = Credentials.basic("${key}", "");\n`, true],
    ['src/print.rs', `let r = client.get(url).basic_auth("${key}", None::<&str>).send()?;\n`, true],
    ['src/print.js', `await request.get(url).auth("${key}", "");\n`, true],
    ['config/printnode.json', `{\n  "username": "${key}",\n  "password": ""\n}\n`, true],
    // A plain or e-mail user name, a key read from the environment or a variable, placeholders and masks stay silent.
    ['src/billing.js', 'const c = axios.create({ auth: { username: "admin", password: process.env.PW } });\n', false],
    ['src/billing.js', 'const c = axios.create({ auth: { username: "hopeshop", password: "" } });\n', false],
    ['src/billing.js', 'const c = axios.create({ auth: { username: "ops@hopeshop.org", password: "" } });\n', false],
    ['src/billing.js', 'const c = { username: "administrator_account_name", password: "" };\n', false],
    ['src/billing.js', 'const c = axios.create({ auth: { username: process.env.PRINTNODE_KEY, password: "" } });\n', false],
    ['src/printnode.py', 'r = requests.get(url, auth=(os.environ["PRINTNODE_KEY"], ""))\n', false],
    ['src/printnode.py', 'r = requests.get(url, auth=("YOUR_PRINTNODE_API_KEY_HERE", ""))\n', false],
    ['src/printnode.py', 'r = requests.get(url, auth=("your-api-key-goes-here-123", ""))\n', false],
    ['printnode/client.go', `req.SetBasicAuth("${'x'.repeat(28)}", "")\n`, false],
    ['printnode/client.go', 'req.SetBasicAuth(apiKey, "")\n', false],
  ])('%s: %s', (file, content, speaks) => expect(secretSpeaks(`/home/dev/proj/${file}`, content)).toBe(speaks));
});
