import { describe, expect, test } from 'vitest';
import { secretSpeaks, secretSpeaksIn } from '../../support/guardSpeaks.js';

// Round 79's secrets classes (dive centres, transactional mail): a Resend API key by its own shape, and a literal passed
// first to an e-mail or messaging provider's SDK client constructor; a Google app password (16 lower-case letters pasted
// without its blanks) assigned to a mail account's password setting. One line per class that speaks and near-misses that
// stay silent.

// Assembled at run time so that no scanner flags this file.
const resendKey = ['re_', 'vuV4R7Zi', '_', 'EG73puPqJjXe', 'LpyCiM86sErE'].join('');
const otherResend = ['re_', 'Ab3dEf9H', '_', 'Kq2Lm8Np4Rs7', 'Tv1Wx6Yz0Bc5'].join('');
const drawn = ['Qx7vLp2RtK9', 'sNw4TyHe8ZbU3cD'].join('');
const twilioSid = ['AC', '5d2e8b1a9f7c3d4e6f0a2b8c1d9e7f3a'].join('');
const twilioToken = ['7c1e4a9b2f8d3e60', 'a5b1c9d7e2f4a8c3'].join('');
const postmarkToken = ['3f8a1c9e', '-7b2d-4f6a-9c1e-', '5d2e8b1a9f7c'].join('');
const appPassword = ['kjbpdhbu', 'yyufejzh'].join('');
const otherApp = ['vbnrtyuq', 'pwlkzxcm'].join('');

describe("a Resend key, or a literal given first to a mail provider's client (secrets/messaging/resend-api-key, client-constructor-key)", () => {
  test.each([
    ['/home/dev/proj/web/server/email.ts', `const resend = new Resend('${resendKey}');\n`, true],
    ['/home/dev/proj/web/server/mailer.py', `import resend\nresend.api_key = "${otherResend}"\n`, true],
    ['/home/dev/proj/web/server/mailer.py', `client = Resend(api_key='${resendKey}')\n`, true],
    ['/home/dev/proj/web/.env', `RESEND_KEY=${otherResend}\n`, true],
    ['/home/dev/proj/web/server/email.ts', `const resend = new Resend('${drawn}');\n`, true],
    ['/home/dev/proj/web/server/email.ts', `const mg = new Mailgun('${drawn}');\n`, true],
    ['/home/dev/proj/web/server/sms.ts', `const client = new Twilio('${twilioSid}', '${twilioToken}');\n`, true],
    ['/home/dev/proj/web/server/email.ts', `const client = new postmark.ServerClient('${postmarkToken}');\n`, true],
    // An environment lookup, the docs' short or `x` placeholders, and a name ending in `re_` stay silent.
    ['/home/dev/proj/web/server/email.ts', 'const resend = new Resend(process.env.RESEND_API_KEY);\n', false],
    ['/home/dev/proj/web/server/email.ts', "const resend = new Resend('re_123');\n", false],
    ['/home/dev/proj/web/server/email.ts', "const resend = new Resend('re_123456789');\n", false],
    ['/home/dev/proj/web/server/email.ts', "const resend = new Resend('re_xxxxxxxx');\n", false],
    ['/home/dev/proj/web/server/email.ts', `const resend = new Resend('re_${'x'.repeat(8)}_${'x'.repeat(24)}');\n`, false],
    ['/home/dev/proj/web/server/email.test.ts', "const resend = new Resend('re_test_fake_key_123456');\n", false],
    ['/home/dev/proj/web/server/score.ts', "const score_re_value = 'abc';\n", false],
  ])('%s %#', (file, content, speaks) => expect(secretSpeaks(file, content)).toBe(speaks));

  test.each([
    [`export RESEND_API_KEY=${resendKey}`, true],
    [`curl -X POST https://api.resend.com/emails -H "Authorization: Bearer ${otherResend}"`, true],
    ['curl -X POST https://api.resend.com/emails -H "Authorization: Bearer $RESEND_API_KEY"', false],
  ])('%s', (command, speaks) => expect(secretSpeaksIn(command)).toBe(speaks));
});

describe("a Google app password assigned to a mail account's password setting (secrets/generic/assignment)", () => {
  test.each([
    ['/home/dev/proj/divecentre/settings.py', `EMAIL_HOST_PASSWORD = "${appPassword}"\n`, true],
    ['/home/dev/proj/divecentre/settings.py', `SMTP_PASSWORD = "${appPassword}"\n`, true],
    ['/home/dev/proj/divecentre/config.py', `MAIL_PASSWORD = '${otherApp}'\n`, true],
    ['/home/dev/proj/divecentre/config.py', `smtp_pass = '${otherApp}'\n`, true],
    ['/home/dev/proj/divecentre/config.py', `email_password = '${otherApp}'\n`, true],
    ['/home/dev/proj/divecentre/.env', `SMTP_PASS=${appPassword}\n`, true],
    // Placeholders, an environment lookup, words and a repeated letter stay silent.
    ['/home/dev/proj/divecentre/settings.py', 'EMAIL_HOST_PASSWORD = env("EMAIL_HOST_PASSWORD")\n', false],
    ['/home/dev/proj/divecentre/settings.py', 'EMAIL_HOST_PASSWORD = "changeme"\n', false],
    ['/home/dev/proj/divecentre/settings.py', 'EMAIL_HOST_PASSWORD = "your-app-password"\n', false],
    ['/home/dev/proj/divecentre/settings.py', 'EMAIL_HOST_PASSWORD = ""\n', false],
    ['/home/dev/proj/divecentre/settings.py', 'EMAIL_HOST_PASSWORD = "password"\n', false],
    ['/home/dev/proj/divecentre/settings.py', 'EMAIL_HOST_PASSWORD = "smtppassword"\n', false],
    ['/home/dev/proj/divecentre/settings.py', 'EMAIL_HOST_PASSWORD = "passwordpassword"\n', false],
    ['/home/dev/proj/divecentre/settings.py', 'EMAIL_HOST_PASSWORD = "smtppasswordhere"\n', false],
    ['/home/dev/proj/divecentre/settings.py', 'EMAIL_HOST_PASSWORD = "mysecretpassword"\n', false],
    ['/home/dev/proj/divecentre/settings.py', `EMAIL_HOST_PASSWORD = "${'x'.repeat(16)}"\n`, false],
  ])('%s %#', (file, content, speaks) => expect(secretSpeaks(file, content)).toBe(speaks));
});
