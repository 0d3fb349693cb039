import { describe, expect, test } from 'vitest';
import { secretSpeaks } from '../../support/guardSpeaks.js';

// Round 175's secrets class: an app password pasted as Google shows it, four groups of four with blanks, digits among the
// letters or not, under a password's name in settings, a .env, YAML, JSON or code, quoted or unquoted. Prose in a password
// field, Google's own help page's example, masks, samples, a help text and the same groups under a name that holds no
// password stay silent. One line per case.

// Assembled at run time so that no scanner flags this file.
const mixed = ['rm0d', '2bkw', '3ixp', '2x1e'].join(' ');
const letters = ['qhtz', 'rnbw', 'kcjd', 'plxe'].join(' ');

describe('an app password in spaced groups under a password name (secrets/generic/spaced-app-password, assignment)', () => {
  test.each([
    [
      '/home/dev/proj/larp_site/settings/local.py',
      `EMAIL_HOST = "smtp.gmail.com"\nEMAIL_HOST_USER = "larpsoc.committee@gmail.com"\nEMAIL_HOST_PASSWORD = "${mixed}"\n`,
      true,
    ],
    ['/home/dev/proj/app/settings.py', `EMAIL_HOST_PASSWORD = '${letters}'\n`, true],
    ['/home/dev/proj/.env', `SMTP_PASSWORD="${mixed}"\n`, true],
    ['/home/dev/proj/.env', `SMTP_PASSWORD=${mixed}\n`, true],
    ['/home/dev/proj/.env', `SMTP_PASS=${letters}\n`, true],
    ['/home/dev/proj/config/mail.yml', `smtp:\n  user: club@gmail.com\n  password: ${mixed}\n`, true],
    ['/home/dev/proj/config/mail.yml', `smtp:\n  password: "${mixed}"\n`, true],
    ['/home/dev/proj/config/mail.json', `{"smtp": {"user": "club@gmail.com", "password": "${mixed}"}}\n`, true],
    [
      '/home/dev/proj/src/mail.js',
      `nodemailer.createTransport({ service: 'gmail', auth: { user: 'club@gmail.com', pass: '${mixed}' } });\n`,
      true,
    ],
    ['/home/dev/proj/config/app.toml', `[mailer]\npassword = "${mixed}"\n`, true],
    // Prose, placeholders, Google's example, samples and help text stay silent.
    ['/home/dev/proj/app/settings.py', 'EMAIL_HOST_PASSWORD = "see the vault"\n', false],
    ['/home/dev/proj/app/settings.py', 'EMAIL_HOST_PASSWORD = "ask the treasurer"\n', false],
    ['/home/dev/proj/app/settings.py', 'EMAIL_HOST_PASSWORD = "xxxx xxxx xxxx xxxx"\n', false],
    ['/home/dev/proj/app/settings.py', 'EMAIL_HOST_PASSWORD = "abcd efgh ijkl mnop"\n', false],
    ['/home/dev/proj/app/settings.py', 'EMAIL_HOST_PASSWORD = "abcd 1234 efgh 5678"\n', false],
    ['/home/dev/proj/app/settings.py', 'EMAIL_HOST_PASSWORD = "pass word 1234 5678"\n', false],
    ['/home/dev/proj/app/settings.py', 'EMAIL_HOST_PASSWORD = "1234 5678 9012 3456"\n', false],
    ['/home/dev/proj/app/settings.py', 'EMAIL_HOST_PASSWORD = "16 characters, no spaces"\n', false],
    [
      '/home/dev/proj/app/settings.py',
      '# the app password: 16 characters, no spaces\nEMAIL_HOST_PASSWORD = os.environ["EMAIL_HOST_PASSWORD"]\n',
      false,
    ],
    ['/home/dev/proj/.env', 'SMTP_PASSWORD=abcd efgh ijkl mnop\n', false],
    ['/home/dev/proj/.env', 'SMTP_PASSWORD=xxxx xxxx xxxx xxxx\n', false],
    ['/home/dev/proj/config/mail.yml', 'smtp:\n  password: ask them each time\n', false],
    ['/home/dev/proj/config/mail.yml', `smtp:\n  password: ${mixed} then more words\n`, false],
    // The same groups under a name that holds no password.
    ['/home/dev/proj/config/mail.yml', `smtp:\n  username: ${mixed}\n`, false],
    ['/home/dev/proj/app/settings.py', `EMAIL_SUBJECT_PREFIX = "${mixed}"\n`, false],
  ])('%s %#', (file, content, speaks) => expect(secretSpeaks(file, content)).toBe(speaks));
});
