import { describe, expect, test } from 'vitest';
import type { CanonicalEvent } from '../../../src/core/event.js';
import { secrets } from '../../../src/guards/secrets.js';
import { guardContext } from '../../support/guardContext.js';
import { secretSpeaks, secretSpeaksIn } from '../../support/guardSpeaks.js';

// Round 185's secrets class: an HTTP Basic Authorization value whose base64 `user:password` is a literal, joined to the
// scheme rather than written in one string with it: `'Basic ' + '…'`, `Basic ${'…'}`, `String.format("Basic %s", "…")`, a
// constant holding the base64 then `'Basic ' + AUTH` or `f'Basic {TOKEN}'`, and the same with the pair encoded in code
// (`Buffer.from('user:pass')`, `btoa`, `b64encode`, `encodeToString`). One line per case; the base64 of a placeholder, a
// value from the environment, a pair of variables and a test's made-up login stay silent.

// Assembled at run time so that no scanner flags this file.
const pair = ['depotbot', ':', 'Snw0w-Plough', '#2024'].join('');
const b64 = (text: string) => Buffer.from(text).toString('base64');
const real = b64(pair);
const ts = '/home/dev/proj/src/depotClient.ts';
const py = '/home/dev/proj/app/depot.py';
const go = '/home/dev/proj/depot/client.go';
const java = '/home/dev/proj/src/main/java/DepotClient.java';
const testTs = '/home/dev/proj/tests/depotClient.test.ts';

const context = guardContext();
const edit = (file_path: string, old_string: string, new_string: string) =>
  secrets.detect(
    { hook_event_name: 'PreToolUse', tool_name: 'Edit', tool_input: { file_path, old_string, new_string } } as CanonicalEvent,
    context,
  ) !== undefined;

describe('a Basic credential joined from literals (secrets/generic/basic-credentials-encoded)', () => {
  test('the round-185 edit', () =>
    expect(
      edit(
        ts,
        '    headers: { Authorization: `Bearer ${process.env.DEPOT_API_TOKEN}` },',
        `    headers: { Authorization: 'Basic ' + '${real}' },`,
      ),
    ).toBe(true));

  test.each([
    [ts, `headers: { Authorization: 'Basic ' + '${real}' },\n`, true],
    [ts, `headers: { Authorization: "Basic " + "${real}" },\n`, true],
    [ts, `headers: { Authorization: \`Basic \${'${real}'}\` },\n`, true],
    [ts, `headers.set('Authorization', 'Basic '.concat('${real}'));\n`, true],
    [java, `conn.setRequestProperty("Authorization", String.format("Basic %s", "${real}"));\n`, true],
    [java, `conn.setRequestProperty("Authorization", "Basic " + "${real}");\n`, true],
    [go, `req.Header.Set("Authorization", "Basic "+"${real}")\n`, true],
    [go, `req.Header.Set("Authorization", fmt.Sprintf("Basic %s", "${real}"))\n`, true],
    [py, `headers = {'Authorization': 'Basic ' + '${real}'}\n`, true],
    [py, `headers = {'Authorization': 'Basic %s' % '${real}'}\n`, true],
    [py, `headers = {'Authorization': 'Basic {}'.format('${real}')}\n`, true],
    ['/home/dev/proj/app/depot.php', `$h = ['Authorization: Basic ' . '${real}'];\n`, true],
    ['/home/dev/proj/Depot.cs', `c.DefaultRequestHeaders.Authorization = new AuthenticationHeaderValue("Basic", "${real}");\n`, true],
    // The base64 of a placeholder login, and a scheme joined to words that are no base64 pair, stay silent.
    [ts, "headers: { Authorization: 'Basic ' + 'dXNlcjpwYXNzd29yZA==' },\n", false],
    [ts, `headers: { Authorization: 'Basic ' + '${b64('admin:admin')}' },\n`, false],
    [ts, `headers: { Authorization: 'Basic ' + '${b64('username:changeme')}' },\n`, false],
    [ts, `res.setHeader('WWW-Authenticate', 'Basic ' + 'realm="depot"');\n`, false],
    [ts, "const label = 'Basic ' + 'Plan';\n", false],
    [ts, "headers: { Authorization: 'Basic ' + process.env.DEPOT_BASIC },\n", false],
    [ts, "headers: { Authorization: 'Basic ' + btoa(`${user}:${pass}`) },\n", false],
    [java, 'conn.setRequestProperty("Authorization", String.format("Basic %s", encoded));\n', false],
    [go, 'req.Header.Set("Authorization", "Basic "+basicAuth(user, pass))\n', false],
  ])('%s: %s', (file, content, speaks) => expect(secretSpeaks(file, content)).toBe(speaks));
});

describe('a Basic credential joined from a constant the file gives the base64 (secrets/generic/basic-credentials-encoded)', () => {
  test.each([
    [ts, `const DEPOT_AUTH = '${real}';\n\nfetch(url, { headers: { Authorization: 'Basic ' + DEPOT_AUTH } });\n`, true],
    [ts, `const DEPOT_AUTH = '${real}';\n\nexport const headers = { Authorization: \`Basic \${DEPOT_AUTH}\` };\n`, true],
    [ts, `class Depot {\n  private readonly auth: string = '${real}';\n  h = { Authorization: 'Basic ' + this.auth };\n}\n`, true],
    [py, `import requests\n\nTOKEN = '${real}'\nr = requests.get(URL, headers={'Authorization': f'Basic {TOKEN}'})\n`, true],
    [
      go,
      `package depot\n\nconst depotAuth = "${real}"\n\nfunc sign(r *http.Request) { r.Header.Set("Authorization", "Basic "+depotAuth) }\n`,
      true,
    ],
    [
      go,
      `package depot\n\nvar depotAuth = "${real}"\n\nfunc sign(r *http.Request) {\n\tr.Header.Set("Authorization", fmt.Sprintf("Basic %s", depotAuth))\n}\n`,
      true,
    ],
    [
      java,
      `class D {\n  private static final String AUTH = "${real}";\n  void go() { c.setRequestProperty("Authorization", "Basic " + AUTH); }\n}\n`,
      true,
    ],
    [java, `class D {\n  static final String AUTH = "${real}";\n  String h() { return String.format("Basic %s", AUTH); }\n}\n`, true],
    ['/home/dev/proj/lib/depot.rb', `AUTH = '${real}'\nreq['Authorization'] = "Basic #{AUTH}"\n`, true],
    ['/home/dev/proj/app/depot.php', `<?php\n$auth = '${real}';\n$headers = ['Authorization: Basic ' . $auth];\n`, true],
    ['/home/dev/proj/app/depot.php', `<?php\n$auth = '${real}';\n$headers = ["Authorization: Basic $auth"];\n`, true],
    ['/home/dev/proj/Depot.cs', `const string Auth = "${real}";\nc.DefaultRequestHeaders.Add("Authorization", $"Basic {Auth}");\n`, true],
    // A placeholder's base64, a constant read from the environment or built from variables, a base64 that is no login pair,
    // a test's made-up login, and a name that is a call's result stay silent.
    [py, `TOKEN = '${b64('admin:admin')}'\nheaders = {'Authorization': f'Basic {TOKEN}'}\n`, false],
    [ts, "const AUTH = 'dXNlcjpwYXNzd29yZA==';\nconst h = { Authorization: 'Basic ' + AUTH };\n", false],
    [ts, "const DEPOT_AUTH = process.env.DEPOT_AUTH;\nconst h = { Authorization: 'Basic ' + DEPOT_AUTH };\n", false],
    [py, "import os\nTOKEN = os.environ['DEPOT_BASIC']\nheaders = {'Authorization': f'Basic {TOKEN}'}\n", false],
    [ts, 'const AUTH = btoa(`${cfg.user}:${cfg.pass}`);\nconst h = { Authorization: `Basic ${AUTH}` };\n', false],
    [ts, `const KIND = '${b64('CommonPlan')}';\nconst label = 'Basic ' + KIND;\n`, false],
    [ts, `const AUTH = '${real}';\nconst h = { Authorization: 'Basic ' + encode(user) };\n`, false],
    [testTs, `const AUTH = '${b64('testuser:testpass')}';\nexpect(h.Authorization).toBe('Basic ' + AUTH);\n`, false],
    [testTs, `const AUTH = '${b64('alice:wonderland')}';\nexpect(h.Authorization).toBe(\`Basic \${AUTH}\`);\n`, false],
  ])('%s: %s', (file, content, speaks) => expect(secretSpeaks(file, content)).toBe(speaks));
});

describe('a Basic credential encoded from a literal login pair (secrets/generic/encoded-login-pair)', () => {
  test.each([
    [ts, `headers: { Authorization: 'Basic ' + Buffer.from('${pair}').toString('base64') },\n`, true],
    [ts, `const CREDS = Buffer.from('${pair}').toString('base64');\nconst h = { Authorization: \`Basic \${CREDS}\` };\n`, true],
    [ts, `headers: { Authorization: \`Basic \${btoa('${pair}')}\` },\n`, true],
    [py, `AUTH = base64.b64encode(b'${pair}').decode()\nheaders = {'Authorization': f'Basic {AUTH}'}\n`, true],
    [
      java,
      `String enc = Base64.getEncoder().encodeToString("${pair}".getBytes(UTF_8));\nc.setRequestProperty("Authorization", "Basic " + enc);\n`,
      true,
    ],
    [go, `enc := base64.StdEncoding.EncodeToString([]byte("${pair}"))\nr.Header.Set("Authorization", "Basic "+enc)\n`, true],
    ['/home/dev/proj/src/depot.rs', `let enc = STANDARD.encode("${pair}");\n`, true],
    [ts, "headers: { Authorization: 'Basic ' + Buffer.from('user:password').toString('base64') },\n", false],
    [py, "headers = {'Authorization': 'Basic ' + base64.b64encode(b'admin:admin').decode()}\n", false],
    [ts, "headers: { Authorization: `Basic ${Buffer.from(`${user}:${pass}`).toString('base64')}` },\n", false],
    [go, 'enc := base64.StdEncoding.EncodeToString([]byte(user + ":" + pass))\n', false],
    [java, 'String enc = Base64.getEncoder().encodeToString(payload.getBytes(UTF_8));\n', false],
  ])('%s: %s', (file, content, speaks) => expect(secretSpeaks(file, content)).toBe(speaks));

  test.each([
    [`AUTH=${real}; curl -H "Authorization: Basic $AUTH" https://depot.example.com/api`, true],
    [`curl -H "Authorization: Basic $(echo -n '${pair}' | base64)" https://depot.example.com/api`, true],
    ['curl -H "Authorization: Basic $DEPOT_BASIC" https://depot.example.com/api', false],
  ])('%s', (command, speaks) => expect(secretSpeaksIn(command)).toBe(speaks));
});
