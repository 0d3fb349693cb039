import { describe, expect, test } from 'vitest';
import { secretSpeaks } from '../../support/guardSpeaks.js';

// Round 120's secrets class: an app password pasted without its blanks (Google's and Microsoft's are 16 lower-case letters
// drawn at random) under any password's name in config, an env file or code, not only under a mail setting's name. Words,
// placeholders, 16 letters under a name that holds no password, and code's unquoted names stay silent. One line per case.

// Assembled at run time so that no scanner flags this file.
const officeApp = ['vwmxfkem', 'wkakxyyi'].join('');
const googleApp = ['qhtzrnbw', 'kcjdplxe'].join('');
const vowelled = ['eiadqjbd', 'bybjuudp'].join('');

describe('16 drawn lower-case letters under a password name (secrets/generic/assignment)', () => {
  test.each([
    [
      '/home/dev/proj/config/smtp.toml',
      `[smtp]\nhost = "smtp.office365.com"\nport = 587\nusername = "adjutant@2152sqn.org.uk"\npassword = "${officeApp}"\n`,
      true,
    ],
    ['/home/dev/proj/config/app.toml', `[mailer]\npassword = "${googleApp}"\n`, true],
    ['/home/dev/proj/config/settings.yml', `smtp:\n  user: ops@example.org\n  pass: ${googleApp}\n`, true],
    ['/home/dev/proj/config/mail.ini', `[mail]\npassword = ${officeApp}\n`, true],
    ['/home/dev/proj/.env', `APP_PASSWORD=${googleApp}\n`, true],
    ['/home/dev/proj/.env', `PASSWORD=${officeApp}\n`, true],
    ['/home/dev/proj/app/mailer.py', `app_password = "${googleApp}"\n`, true],
    ['/home/dev/proj/app/mailer.js', `const password = '${officeApp}';\n`, true],
    ['/home/dev/proj/app/mailer.py', `password = "${vowelled}"\n`, true],
    // A mail setting's name still speaks as before.
    ['/home/dev/proj/app/settings.py', `EMAIL_HOST_PASSWORD = "${googleApp}"\n`, true],
    ['/home/dev/proj/app/settings.py', `smtp_password = '${officeApp}'\n`, true],
    // Words and phrases, placeholders and sample passwords stay silent.
    ['/home/dev/proj/config/app.toml', '[db]\npassword = "changemeplease"\n', false],
    ['/home/dev/proj/config/app.toml', '[db]\npassword = "correcthorsebat"\n', false],
    ['/home/dev/proj/config/app.toml', '[db]\npassword = "postgrespassword"\n', false],
    ['/home/dev/proj/config/app.toml', '[db]\npassword = "thunderstruckxyz"\n', false],
    ['/home/dev/proj/config/app.toml', '[db]\npassword = "springfieldstrng"\n', false],
    ['/home/dev/proj/config/app.toml', '[db]\npassword = "backgroundworker"\n', false],
    ['/home/dev/proj/config/app.toml', '[db]\npassword = "abcdefghijklmnop"\n', false],
    ['/home/dev/proj/config/app.toml', `[db]\npassword = "${'x'.repeat(16)}"\n`, false],
    ['/home/dev/proj/config/app.toml', '[db]\npassword = "xxxxyyyyzzzzwwww"\n', false],
    ['/home/dev/proj/config/app.toml', '[db]\npassword = "qwertyuiopasdfgh"\n', false],
    ['/home/dev/proj/config/app.toml', '[db]\npassword = "yourapppasswordx"\n', false],
    ['/home/dev/proj/config/app.toml', '[db]\npassword = "<app-password>"\n', false],
    // 16 drawn letters under a name that holds no password.
    ['/home/dev/proj/config/app.toml', `[db]\nusername = "${googleApp}"\n`, false],
    ['/home/dev/proj/config/app.toml', `[auth]\nrealm = "${officeApp}"\n`, false],
    // Code's unquoted right-hand side is a variable's name.
    ['/home/dev/proj/app/mailer.py', `PASSWORD = ${googleApp}\n`, false],
  ])('%s %#', (file, content, speaks) => expect(secretSpeaks(file, content)).toBe(speaks));
});
