import { describe, expect, test } from 'vitest';
import { secretSpeaks, secretSpeaksIn } from '../../support/guardSpeaks.js';

// Round 96's secrets classes: a password spelling a word with digits for letters (`Wh1teSt0ne`, "whitestone") read as the
// marker word `test` standing alone between two digits, so every place it was written stayed silent; and a password read
// from a form or request by key (`password = form.cleaned_data["password"]`) taken for a connection string's value.
// One line per class that speaks and near-misses that stay silent.

// Assembled at run time so that no scanner flags this file.
const pw = ['Wh1teSt0ne', '_cNMZdV1C'].join('');

describe('a password with a word spelled in digits speaks wherever it is written', () => {
  test.each([
    `curl -u admin:${pw} https://api.example.co.uk/admin/export`,
    `sshpass -p '${pw}' ssh deploy@203.0.113.24 'cd /srv/app && ./deploy.sh'`,
    `curl -u admin:${['L4test0ne', '_Xq9vR2'].join('')} https://api.example.co.uk/x`,
  ])('%s', (command) => expect(secretSpeaksIn(command)).toBe(true));
  test.each([
    ['docker-compose.prod.yml', `services:\n  db:\n    environment:\n      POSTGRES_PASSWORD: ${pw}\n`],
    ['ansible/group_vars/production.yml', `ansible_user: deploy\nansible_become_password: "${pw}"\n`],
  ])('%s', (file, content) => expect(secretSpeaks(file, content)).toBe(true));
  // A marker word standing alone is still a sample: before or after a digit that is no letter, or a symbol.
  test.each(['test1', 'test123', 'fake_key', 'test-pass', 'testing99', 'dummy2x', `Test_${'cNMZdV1C'}`])('%s stays silent', (value) =>
    expect(secretSpeaksIn(`curl -u admin:${value} https://api.example.co.uk/x`)).toBe(false),
  );
});

describe('a password read by key is a lookup, not a connection string', () => {
  test.each([
    'password = form.cleaned_data["password"]\nuser = authenticate(request, username=email, password=password)\n',
    "pwd = request.POST['pwd']\n",
    'password = config["db"]["password"]\n',
  ])('%s stays silent', (code) => expect(secretSpeaks('accounts/views.py', code)).toBe(false));
  test.each(["conn = 'host=db user=app password=Xk9mQ2vL1pz dbname=shop'\n", 'CONN = "Server=db;User Id=sa;Password=Xk9mQ2vL1pz;"\n'])(
    '%s speaks',
    (code) => expect(secretSpeaks('app/db.py', code)).toBe(true),
  );
});
