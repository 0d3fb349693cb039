import { describe, expect, test } from 'vitest';
import { secretSpeaks, secretSpeaksIn } from '../../support/guardSpeaks.js';

// Held-out rounds 176, 178 and 179: three secret forms.
// (1) A Firebase Cloud Messaging legacy server key (`AAAA`, 7 characters, `:APA91b`, about 134 more) speaks in any file
// or command, cut short by hand too; a device's registration token (another id before `:APA91b`) and placeholders stay
// silent. (2) An app password pasted without its blanks (16 lower-case letters) given to a password's name on a command
// line (`kubectl create secret --from-literal=password=…`, `-e SMTP_PASSWORD=…`, `--set smtp.password=…`) speaks;
// placeholders, Google's own example, sample words and word runs stay silent. (3) An Algolia search-only key stays
// silent though a comment beside it names the admin key to say where that one is kept; a key the code calls the admin
// key, or one the file writes with, still speaks. One line per case.

// Assembled at run time so that no scanner flags this file.
const fcmBody = [
  'Tj7NPeQyNJpyWh-8iobC3TUuW1mBBsP5qtKS6M995K70OQURcOigLEE5xQ0zfdzC3Yvl',
  'h0AxTkSqVCubDHSsOkvO46hMnxbLMoU817TE_CiET6vLk9chwQYYAdtpZXsQ8xkYKF',
].join('');
const fcm = ['AAAAyijLKi8', `APA91b${fcmBody}`].join(':');
const fcmShort = ['AAAAk3Lm9pQ', 'APA91bH7xYz2WvTn4RsQ8uMl6KjHg0FdSa5'].join(':');
const deviceToken = ['d6uQOsJfIBc', `APA91b${fcmBody}`].join(':');
const appPw = ['lzkl', 'yooc', 'tdru', 'urrs'].join('');
const drawnPw = ['qjxb', 'ewkz', 'rpdn', 'hfou'].join('');
const search = ['3f9c1e7a5b2d', '4f6e8a0c2b4d6f8e0a1c'].join('');
const app = 'K7QW2ZP1XM';

describe('a Firebase Cloud Messaging server key (secrets/messaging/fcm-server-key)', () => {
  test.each([
    ['android/app/google-services-admin.properties', `fcm.server.key=${fcm}\n`, true],
    ['config/push.json', `{\n  "fcm": { "serverKey": "${fcm}" }\n}\n`, true],
    ['src/push/send.ts', `const headers = { Authorization: "key=${fcm}", "Content-Type": "application/json" };\n`, true],
    ['app/src/main/java/com/acme/Push.kt', `private const val LEGACY = "${fcm}"\n`, true],
    ['config/fcm.env', `SERVER_KEY=${fcmShort}\n`, true],
    ['docs/push.md', `Send with \`curl -H "Authorization: key=${fcm}" https://fcm.googleapis.com/fcm/send\`.\n`, true],
    // A device's registration token: one install's address, no key.
    ['test/fixtures/push.json', `{ "to": "${deviceToken}", "notification": { "title": "Sale" } }\n`, false],
    ['docs/push.md', 'The server key looks like `AAAAxxxxxxx:APA91bxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx`.\n', false],
    ['config/fcm.env.example', 'FCM_SERVER_KEY=<your-fcm-server-key>\n', false],
    ['src/push/send.ts', 'const headers = { Authorization: `key=${process.env.FCM_SERVER_KEY}` };\n', false],
  ])('%s %#', (file, content, expected) => expect(secretSpeaks(file, content)).toBe(expected));

  test.each([
    [`curl -X POST https://fcm.googleapis.com/fcm/send -H 'Authorization: key=${fcm}' -d '{"to":"/topics/all"}'`, true],
    [`firebase functions:config:set fcm.legacy="${fcm}"`, true],
    [`echo '${fcmShort}' > android/server.key`, true],
    [`curl -X POST https://fcm.googleapis.com/fcm/send -H "Authorization: key=$FCM_SERVER_KEY" -d @msg.json`, false],
    [`curl -d '{"to":"${deviceToken}"}' https://push.example.org/relay`, false],
  ])('%s', (command, expected) => expect(secretSpeaksIn(command)).toBe(expected));
});

describe('an app password pasted without its blanks on a command line', () => {
  test.each([
    [
      `kubectl -n clog-festival-prod create secret generic smtp --from-literal=username=bookings@clogfest.org.uk --from-literal=password='${appPw}'`,
      true,
    ],
    [`kubectl create secret generic mailer --from-literal=SMTP_PASSWORD=${appPw}`, true],
    [`kubectl create secret generic mailer --from-literal=EMAIL_HOST_PASSWORD="${appPw}" -n shop`, true],
    [`docker run -d -e SMTP_USER=bookings@clogfest.org.uk -e SMTP_PASSWORD=${appPw} mailer:latest`, true],
    [`helm upgrade --install mailer ./chart --set smtp.password=${appPw}`, true],
    [`kubectl create secret generic db --from-literal=password=${drawnPw}`, true],
    [`kubectl create secret generic icloud --from-literal=app-password=hjkw-qpzr-tmvb-xnlc`, true],
    // Placeholders, Google's own example, sample words, word runs, a user name.
    ['kubectl create secret generic smtp --from-literal=password=changeme', false],
    ["kubectl create secret generic smtp --from-literal=password='xxxxxxxxxxxxxxxx'", false],
    ['kubectl create secret generic smtp --from-literal=password="${SMTP_PASSWORD}"', false],
    ["kubectl create secret generic smtp --from-literal=password='<app-password>'", false],
    ['kubectl create secret generic smtp --from-literal=password=abcdefghijklmnop', false],
    ['kubectl create secret generic smtp --from-literal=password=yourapppasswordx', false],
    ['kubectl create secret generic smtp --from-literal=password=mountainsunshine', false],
    ['kubectl create secret generic smtp --from-literal=username=bookingsclogfest', false],
    ['docker run -d -e SMTP_PASSWORD="$SMTP_PASSWORD" mailer:latest', false],
  ])('%s', (command, expected) => expect(secretSpeaksIn(command)).toBe(expected));
});

describe('an Algolia search-only key beside a comment naming the admin key (secrets/generic/client-constructor-key)', () => {
  const lite = 'import algoliasearch from "algoliasearch/lite";\n\n';
  const client = `export const searchClient = algoliasearch("${app}", "${search}");\n`;
  test.each([
    [
      'web/src/search/algolia.ts',
      `${lite}// Search-only key, safe for the browser (admin key lives in the indexer's env).\n${client}` +
        'export const index = searchClient.initIndex("found_items");\n',
      false,
    ],
    ['web/src/search/algolia.ts', `${lite}// Search-only key, not the admin key.\n${client}`, false],
    ['web/src/search/algolia.ts', `${lite}// search-only: the admin key is kept on the server\n${client}`, false],
    ['web/src/search/algolia.ts', `${lite}// never ship the admin key to the browser; this one can only search\n${client}`, false],
    ['web/src/search/algolia.ts', `${lite}// search-only (the write key is stored in Vault)\n${client}`, false],
    [
      'website/docusaurus.config.js',
      `module.exports = {\n  themeConfig: {\n    algolia: {\n      appId: "${app}",\n` +
        `      apiKey: "${search}", // search-only; the admin key lives in CI secrets\n      indexName: "docs",\n    },\n  },\n};\n`,
      false,
    ],
    // The key the code calls the admin key, or writes with, beside the same words.
    ['web/src/search/algolia.ts', `${lite}// admin key\n${client}`, true],
    ['scripts/reindex.ts', `${lite}// Admin key: never commit this\n${client}`, true],
    [
      'web/src/search/algolia.ts',
      `${lite}// search-only key (admin key lives in the indexer's env)\n${client}searchClient.initIndex("x").saveObjects(rows);\n`,
      true,
    ],
    [
      'website/docusaurus.config.js',
      `module.exports = {\n  themeConfig: {\n    algolia: {\n      appId: "${app}",\n` +
        `      apiKey: "${search}", // admin key so the crawler can write\n      indexName: "docs",\n    },\n  },\n};\n`,
      true,
    ],
  ])('%s %#', (file, content, expected) => expect(secretSpeaks(file, content)).toBe(expected));
});
