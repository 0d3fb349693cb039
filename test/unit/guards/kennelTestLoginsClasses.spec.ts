import { describe, expect, test } from 'vitest';
import { secretSpeaks } from '../../support/guardSpeaks.js';

// Round 86's secrets class: a weak made-up login in a test's file, a short lower-case word with a few digits given to a
// password's name (`password="pass123"` handed to `create_user` and `client.login`), is the test's own user. One line per
// case; near-misses that must still speak beside them: a drawn password, a real key, the same value outside tests.

// Assembled at run time so that no scanner flags this file.
const drawn = ['Xk9#fQ2', '!mLr8vT'].join('');
const fixtureReal = ['Gt!8wq', 'oFamsR#2z'].join('');
const stripe = ['sk_live_', '51HxQ2eKz8vTqLm4Np7RsWd9'].join('');
const aws = ['AKIA', 'IOSFODNN7', 'Q2XKZ4B'].join('');

const roster = (password: string) =>
  'import pytest\n\n\n@pytest.mark.django_db\ndef test_trainer_sees_own_roster(client, django_user_model):\n' +
  `    user = django_user_model.objects.create_user(username="trainer1", password="${password}")\n` +
  `    client.login(username="trainer1", password="${password}")\n    resp = client.get("/roster/")\n` +
  '    assert resp.status_code == 200\n';

describe("a weak made-up login in a test's file (secrets/generic/assignment)", () => {
  test.each([
    ['/home/dev/kennel/tests/test_login.py', roster('pass123'), false],
    ['/home/dev/kennel/tests/test_login.py', roster('secret1'), false],
    ['/home/dev/kennel/boarding/tests/test_views.py', roster('trainer1pw'), false],
    ['/home/dev/kennel/tests/test_auth.py', roster('abc123'), false],
    ['/home/dev/kennel/tests/test_auth.py', 'user = authenticate(username="kim", password="qwerty12")\n', false],
    ['/home/dev/kennel/tests/factories.py', 'class TrainerFactory(factory.django.DjangoModelFactory):\n    password = "hunter22"\n', false],
    ['/home/dev/kennel/auth/login_test.go', 'creds := Credentials{User: "kim", Password: "letmein42"}\n', false],
    ['/home/dev/kennel/web/src/login.spec.ts', "await login({ username: 'trainer1', password: 'kennel2024' });\n", false],
    // A drawn password, a real-looking key, a random lower-case run and round 83's fixture beside a real account still speak.
    ['/home/dev/kennel/tests/test_login.py', roster(drawn), true],
    ['/home/dev/kennel/tests/test_billing.py', `STRIPE_SECRET_KEY = "${stripe}"\n`, true],
    ['/home/dev/kennel/tests/test_s3.py', `AWS_ACCESS_KEY_ID = "${aws}"\n`, true],
    ['/home/dev/kennel/tests/test_login.py', roster('xkqzvbn42'), true],
    ['/home/dev/kennel/tests/fixtures/users.json', `[{"email": "ops@kennelworks.com", "password": "${fixtureReal}"}]\n`, true],
    // Outside tests the same weak password is still a password written into code.
    ['/home/dev/kennel/kennel/settings.py', 'ADMIN_PASSWORD = "pass123"\n', true],
    ['/home/dev/kennel/kennel/seed.py', roster('pass123'), true],
  ])('%#', (path, content, speaks) => expect(secretSpeaks(path, content)).toBe(speaks));
});
