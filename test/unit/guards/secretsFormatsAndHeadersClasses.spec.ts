import { describe, expect, test } from 'vitest';
import { secretSpeaks, secretSpeaksIn } from '../../support/guardSpeaks.js';

// Rounds 134 to 136's secrets classes: Mailgun's legacy private key (`key-` and 32 characters) wherever it sits, also passed
// to the SDK before its region's URL; a password glued to mysql's `-p` that starts with a dash; a UUID-shaped key under a
// vendor header named for an API app or user (FareHarbor's `X-FareHarbor-API-App`/`-User`). One line per class that speaks
// and near-misses that stay silent.

// Assembled at run time so that no scanner flags this file.
const mailgun = ['key-3f9a7c2e8b1d', '6f4a0c5e9b2d7a4f1c8e'].join('');
const mailgunDocs = ['key-3ax6xnjp29jd', '6fds4gc373sgvjxteol0'].join('');
const mailgunNew = ['3f9a7c2e8b1d6f4a0c5e9b2d7a4f1c8e', '1234abcd-5678ef90'].join('-');
const app = ['2a9099ea', '63d8', '6ba8', 'adf5', 'c658c4912446'].join('-');
const user = ['2c8979ec', 'f0a8', '883a', '52bd', 'e24caf5c60e5'].join('-');
const dashed = ['-z#%PwT', 'n9^zMaD'].join('');

describe("Mailgun's legacy private key is a key wherever it sits (secrets/messaging/mailgun-key)", () => {
  test.each([
    ['app/Mail/Transport.php', `<?php\n$mg = Mailgun::create('${mailgun}', 'https://api.eu.mailgun.net');\n`, true],
    ['app/Mail/Transport.php', `<?php\n$mg = Mailgun::create('${mailgun}');\n`, true],
    ['src/mail.js', `const mg = mailgun.client({ username: 'api', key: '${mailgunDocs}' });\n`, true],
    ['src/mail.ts', `export const MAIL_KEY = "${mailgun}";\n`, true],
    ['config/mail.yml', `transport:\n  key: ${mailgunDocs}\n`, true],
    ['mail/send.py', `requests.post(url, auth=("api", "${mailgun}"), data=msg)\n`, true],
    ['app/Mail/Transport.php', `<?php\n$mg = Mailgun::create('${mailgunNew}', 'https://api.eu.mailgun.net');\n`, true],
    // A placeholder, the public validation key, a longer name that ends in `key-`, the key from the environment.
    ['config/mailgun.example.rb', 'config.api_key = "key-xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx"\n', false],
    ['src/mail.ts', 'export const MAIL_KEY = "key-00000000000000000000000000000000";\n', false],
    [
      'src/validate.js',
      "const mg = mailgun.client({ username: 'api', key: process.env.MG_KEY, public_key: 'pubkey-5ogiflzbnjrljiky49qxsiozqef5jxp7' });\n",
      false,
    ],
    ['src/cache.ts', 'const k = "cache-key-5ogiflzbnjrljiky49qxsiozqef5jxp7";\n', false],
    ['app/Mail/Transport.php', "<?php\n$mg = Mailgun::create(getenv('MAILGUN_KEY'), 'https://api.eu.mailgun.net');\n", false],
    ['app/Mail/Transport.php', "<?php\n$mg = Mailgun::create($key, 'https://api.eu.mailgun.net');\n", false],
  ])('%s: %s → %s', (path, content, speaks) => expect(secretSpeaks(path, content)).toBe(speaks));

  test.each([
    [`curl -s --user 'api:${mailgunDocs}' https://api.mailgun.net/v3/mg.example.org/messages`, true],
    [`export MAIL_KEY=${mailgun}`, true],
    ['curl -s --user "api:$MAILGUN_KEY" https://api.mailgun.net/v3/mg.example.org/messages', false],
  ])('%s → %s', (command, speaks) => expect(secretSpeaksIn(command)).toBe(speaks));
});

describe("a password glued to a client's -p keeps its leading dash (secrets/generic/command-option)", () => {
  test.each([
    [`mysql -u clubadmin -p'${dashed}' -h tennis-db.internal tennis -e 'SHOW TABLES'`, true],
    [`mysql -u root -p"${dashed}" shop`, true],
    [`mysqldump -uroot -p'${dashed}' shop > dump.sql`, true],
    [`mysql -u root --password='${dashed}' shop`, true],
    [`docker exec -it db mysql -u root -p'${dashed}' shop`, true],
    // A bare -p prompts; the next word is another option or the database; a lone dash is no password.
    ['mysql -u root -p -h tennis-db.internal tennis', false],
    ['mysql -u root -p --host=db shop', false],
    ["mysql -u root -p'-' shop", false],
    ['mysql -u root -p"$MYSQL_PASSWORD" shop', false],
  ])('%s → %s', (command, speaks) => expect(secretSpeaksIn(command)).toBe(speaks));
});

describe('a UUID-shaped key under a header named for an API app or user (secrets/generic/header-map-key, api-key-header)', () => {
  test.each([
    [
      'app/integrations/fareharbor.py',
      `HEADERS = {\n    "X-FareHarbor-API-App": "${app}",\n    "X-FareHarbor-API-User": "${user}",\n}\n`,
      true,
    ],
    ['app/integrations/fareharbor.py', `HEADERS = {"X-FareHarbor-API-User": "${user}"}\n`, true],
    ['src/bookings.ts', `await fetch(url, { headers: { 'X-Tourbase-API-App': '${app}' } });\n`, true],
    [
      'src/bookings.rb',
      `req['X-Rezlink-API-User'] = '${user}'\nreq = Net::HTTP::Get.new(uri, { 'X-Rezlink-API-App' => '${app}' })\n`,
      true,
    ],
    ['src/client.py', `HEADERS = {"X-Api-Key": "${app}"}\n`, true],
    ['src/client.py', `HEADERS = {"X-Auth-Token": "${app}"}\n`, true],
    // A UUID under a header or key that names an id; the keys from the environment; a user's name, not a key.
    ['src/client.py', `HEADERS = {"X-Request-Id": "${app}", "X-Correlation-Id": "${user}"}\n`, false],
    ['src/client.py', `HEADERS = {"X-Api-User-Id": "${app}"}\n`, false],
    ['src/client.py', `payload = {"tenant_id": "${app}", "account-id": "${user}"}\n`, false],
    ['src/client.py', 'HEADERS = {"X-FareHarbor-API-App": os.environ["FH_APP"], "X-FareHarbor-API-User": os.environ["FH_USER"]}\n', false],
    ['src/client.py', 'HEADERS = {"X-FareHarbor-API-User": "booking-sync"}\n', false],
  ])('%s: %s → %s', (path, content, speaks) => expect(secretSpeaks(path, content)).toBe(speaks));

  test.each([
    [`curl -H 'X-FareHarbor-API-App: ${app}' -H 'X-FareHarbor-API-User: ${user}' https://fareharbor.com/api/external/v1/companies/`, true],
    [`curl -H 'X-Request-Id: ${app}' https://api.example.com/v1/items`, false],
    ['curl -H "X-FareHarbor-API-App: $FH_APP" https://fareharbor.com/api/external/v1/companies/', false],
  ])('%s → %s', (command, speaks) => expect(secretSpeaksIn(command)).toBe(speaks));
});
