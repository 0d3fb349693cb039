import { describe, expect, test } from 'vitest';
import type { CanonicalEvent } from '../../../src/core/event.js';
import type { Finding } from '../../../src/guards/guard.js';
import { secrets } from '../../../src/guards/secrets.js';
import { guardContext } from '../../support/guardContext.js';

// Round 103's secrets classes: a base64 secret whose first character is a `/` (one in 64 are), which was taken for a path
// from the root, and an INI file's value that starts with `#`, which was taken for an inline comment (configparser keeps it).
// One line per case: those that speak and the near-misses that stay silent.

// Assembled at run time so that no scanner flags this file.
const webhookSecret = ['/MgdonOTGpu5SUS25', 'mzazd6ovr6gNpor2T', 'OgkPRHdOetIAbP'].join('');
const smtpPassword = ['#D^O^7H8x', 'T#GyC%xzo'].join('');
const context = guardContext('/home/dev');
const speaks = (file_path: string, content: string) =>
  (secrets.detect(
    {
      hook_event_name: 'PreToolUse',
      tool_name: 'Write',
      tool_input: { file_path: `/home/dev/proj/${file_path}`, content },
    } as CanonicalEvent,
    context,
  ) as Finding | undefined) !== undefined;

describe('a base64 secret that starts with `/` is a value, not a path (secrets/generic)', () => {
  test.each([
    [
      'config/ticket_machines.toml',
      `[vendor.ticketer]\nendpoint = "https://api.ticketer.co.uk/v2"\nwebhook_secret = "${webhookSecret}"\noperator_code = "WBBC"\n`,
      true,
    ],
    ['config/app.yaml', `webhook:\n  signing_secret: ${webhookSecret}\n`, true],
    ['.env', 'WEBHOOK_SECRET=/Qz8kP2mV7xL4nR9tB3wY6cH1jF5sD0gA+eU\n', true],
    ['deploy/env.sh', "export API_TOKEN='/a9Fk3Lq8Zr2Xv7Bn4Mc6Wd1Ty5Hp0Js/Ge8'\n", true],
    ['config/settings.json', '{"client_secret": "/x7Yb2Nc9Qm4Rt6Vw1Zk8Pd3Lf5Hj0Gs+Ae=="}\n', true],
    // Paths from the root: a file extension, `_`, words without digits, short, or segments of words.
    ['config/app.toml', 'key_file = "/var/lib/app/secret.key"\n', false],
    ['config/app.toml', 'password_file = "/run/secrets/db_password"\n', false],
    ['config/app.toml', 'private_key = "/etc/ssl/private/key.pem"\n', false],
    ['config/app.toml', 'token = "/dev/stdin"\n', false],
    ['config/app.toml', 'token = "/tmp/token"\n', false],
    ['config/app.toml', 'secret = "/home/dev/projects/webhooks/signing"\n', false],
    ['config/app.toml', 'secret = "/opt/Vendor2/WebhookSigningSecretFile"\n', false],
    ['config/app.toml', 'secret_path = "/srv/App1/Secrets2024/WebhookSigningKey"\n', false],
  ])('%s %s → %s', (file, content, expected) => expect(speaks(file, content)).toBe(expected));
});

describe("an INI file's value that starts with `#` is the value (secrets/generic)", () => {
  test.each([
    ['config/smtp.ini', `[smtp]\nhost = smtp.office365.com\nport = 587\nuser = rota@depotco.uk\npassword = ${smtpPassword}\n`, true],
    ['config/db.cfg', '[database]\nuser = app\npassword = #k9Lm2Qx7Rv\n', true],
    ['config/mail.conf', '[mail]\nsmtp_password = #Zp4!wQ8rT2vB\n', true],
    // A note after the `=`, a placeholder, interpolation, and `.env`, shell and YAML, where ` #` opens a comment.
    ['config/smtp.ini', '[smtp]\npassword = ; set in vault\n', false],
    ['config/smtp.ini', '[smtp]\npassword = # set in vault\n', false],
    ['config/smtp.ini', '[smtp]\npassword = #TODO_fill_in\n', false],
    ['config/smtp.ini', '[smtp]\npassword = #changeme\n', false],
    ['config/smtp.ini', '[smtp]\npassword = %(db_pass)s\n', false],
    ['.env', `SMTP_PASSWORD= ${smtpPassword}\n`, false],
    ['deploy/env.sh', `SMTP_PASSWORD= ${smtpPassword}\n`, false],
    ['config/app.yaml', `smtp:\n  password: ${smtpPassword}\n`, false],
  ])('%s %s → %s', (file, content, expected) => expect(speaks(file, content)).toBe(expected));
});
