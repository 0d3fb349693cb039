import { describe, expect, test } from 'vitest';
import { guardContext } from '../../support/guardContext.js';
import { secretSpeaks, write } from '../../support/guardSpeaks.js';
import { secrets } from '../../../src/guards/secrets.js';

// Round 76's secrets classes: a test's own login, a password that calls itself a test value written in a test file
// (`password="testpass123"` handed to a user factory or a login), and a made-up JWT whose signature is a word in
// base64url and whose claims no issuer writes. One line per case; near-misses that must still speak beside them.

// Assembled at run time so that no scanner flags this file.
const b64 = (text: string) => Buffer.from(text).toString('base64url');
const jwt = (claims: object, signature: string) => [b64('{"alg":"HS256"}'), b64(JSON.stringify(claims)), signature].join('.');
const drawn = ['Xk9#vQ2', '!mLp7'].join('');
const labelled = ['testXk9vQ2', 'mLp7aZr4'].join('');
const url = ['postgres://app:', 'Pr0dPw8x2kLq', '@db.acme.io/app'].join('');

const roster = (password: string) =>
  'import pytest\n\n\n@pytest.mark.django_db\ndef test_volunteer_sees_own_turns(client, django_user_model):\n' +
  `    user = django_user_model.objects.create_user(username="volunteer1", password="${password}")\n` +
  `    client.login(username="volunteer1", password="${password}")\n    resp = client.get("/roster/my-turns/")\n` +
  '    assert resp.status_code == 200\n';

describe("a password that calls itself a test value, in a test's file (secrets/generic/assignment, connection-string-password)", () => {
  test.each([
    ['/home/dev/proj/tests/test_roster_login.py', roster('testpass123'), false],
    ['/home/dev/proj/roster/tests/test_views.py', roster('test-password'), false],
    ['/home/dev/proj/app/login_test.py', roster('Passw0rd!Test'), false],
    ['/home/dev/proj/tests/factories.py', 'class UserFactory(factory.django.DjangoModelFactory):\n    password = "fakepass99"\n', false],
    ['/home/dev/proj/spec/requests/login_spec.rb', 'user = create(:user, email: "a@b.org", password: "Testing123!")\n', false],
    ['/home/dev/proj/web/src/__tests__/login.test.ts', "await login({ username: 'volunteer1', password: 'dummyPass1' });\n", false],
    // Outside tests the same login speaks; in a test a drawn password, a drawn key beside the word and a database URL's one speak.
    ['/home/dev/proj/roster/seed.py', roster('testpass123'), true],
    ['/home/dev/proj/roster/settings.py', 'ADMIN_PASSWORD = "Passw0rd!Test"\nDB_PASSWORD = "testpass123"\n', true],
    ['/home/dev/proj/tests/test_roster_login.py', roster(drawn), true],
    ['/home/dev/proj/tests/test_roster_login.py', roster(labelled), true],
    ['/home/dev/proj/tests/test_db.py', `DATABASE_URL = "${url}"\n`, true],
    // A word inside another (`latest`, `contest`) marks nothing.
    ['/home/dev/proj/tests/test_roster_login.py', roster('contest4Kq!9'), true],
  ])('%#', (path, content, speaks) => expect(secretSpeaks(path, content)).toBe(speaks));
});

describe('a made-up JWT: a word for a signature, made-up claims (secrets/generic/jwt-short-signature)', () => {
  test.each([
    [
      '/home/dev/proj/tests/fixtures/jwt.py',
      `EXPIRED_TOKEN = "${jwt({ sub: 'test', exp: 1 }, b64('test'))}"\nTEST_SECRET = "test-secret"\n`,
      false,
    ],
    ['/home/dev/proj/web/src/__tests__/auth.test.ts', `const token = '${jwt({ sub: 'user', exp: 100 }, b64('fake'))}';\n`, false],
    ['/home/dev/proj/tests/test_auth.py', `TOKEN = "${jwt({ sub: '42', name: 'John Doe' }, b64('signature'))}"\n`, false],
    ['/home/dev/proj/docs/api.md', `Authorization: Bearer ${jwt({ sub: 'test', exp: 1 }, b64('sig'))}\n`, false],
    // Real claims, or a signature's own bytes cut short, still speak; so does a whole signature in a fixture.
    ['/home/dev/proj/src/client.py', `TOKEN = "${jwt({ sub: 'usr_8f3k2Lq', exp: 1767225600 }, b64('test'))}"\n`, true],
    ['/home/dev/proj/src/client.py', `TOKEN = "${jwt({ sub: 'test', exp: 1 }, 'SflKxwRJSMe')}"\n`, true],
    [
      '/home/dev/proj/tests/fixtures/jwt.py',
      `TOKEN = "${jwt({ sub: 'usr_8f3k2Lq', exp: 1767225600 }, 'SflKxwRJSMeKKF2QT4fwpMeJf36POk6yJV_adQssw5c')}"\n`,
      true,
    ],
  ])('%#', (path, content, speaks) => expect(secretSpeaks(path, content)).toBe(speaks));
});

// What speaks on a call's keyword arguments: the assignment rule, not a connection string's; a connection string still is one.
const rules = (path: string, content: string) => String(JSON.stringify(secrets.detect(write(path, content), guardContext()) ?? ''));

describe("a quoted literal passed as a call's keyword argument is no connection string (secrets/generic/connection-string-password)", () => {
  test.each([
    ['/home/dev/proj/roster/seed.py', roster(drawn), false],
    [
      '/home/dev/proj/roster/db.py',
      `conn = psycopg2.connect(host="db.acme.io", user="app", password="${drawn}", dbname="roster")\n`,
      false,
    ],
    [
      '/home/dev/proj/roster/db.py',
      `conn = psycopg2.connect("host=db.acme.io user=app password=${drawn.replace('#', '')} dbname=roster")\n`,
      true,
    ],
    ['/home/dev/proj/Roster/Db.cs', `var cs = "Server=db.acme.io;User Id=app;Password=${drawn.replace('#', '')};";\n`, true],
  ])('%#', (path, content, connection) => expect(rules(path, content).includes('connection-string-password')).toBe(connection));
});
