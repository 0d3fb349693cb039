import { describe, expect, test } from 'vitest';
import { secretSpeaks, secretSpeaksIn } from '../../support/guardSpeaks.js';

// Rounds 140-141's secrets class. (1) A credential under a name that abbreviates password: `PSWD`, `PSWRD`, `PW` as a whole
// word or a name's last word (`DB_PW`, `--pw`), beside the `PASSWD`, `PWD`, `_PASS` and `PASSPHRASE` already read, in source,
// .env, YAML and command options; letters of one case a service drew (`EQSL_PSWD = "qslvdhldsu"`) are that password.
// Silent: the working directory (`PWD=/home/…`, `$PWD`), a rule about a password (`PW_LENGTH=12`, `PASS_MARK=40`),
// `PASSENGER`, `BYPASS`, words and placeholders, values read from the environment. (2) A GOV.UK Notify API key,
// `{key name}-{service id}-{secret}`, live, team or test, on a command line or in a file; one UUID alone (a service or
// template id) and a zeroed or masked sample stay silent. One line per case.

// Assembled at run time so that no scanner flags this file.
const service = ['1278f663-5548-47cd', 'bfb6-8ee96fe7dbe9'].join('-');
const secret = ['639c2dab-38bc-428f', '9623-72ee30073ca4'].join('-');
const notify = (name: string) => `${name}-${service}-${secret}`;
const drawn = ['qslv', 'dhldsu'].join('');

describe('a password under an abbreviated name (secrets/assignment, secrets/command-option)', () => {
  test.each([
    [
      'eqsl/upload.py',
      `import requests\n\nEQSL_USER = "G4RCG"\nEQSL_PSWD = "${drawn}"\n\n\ndef upload(p):\n    return requests.post(URL, data={"EQSL_PSWD": EQSL_PSWD})\n`,
      true,
    ],
    ['eqsl/upload.py', `EQSL_PASSWORD = "${drawn}"\n`, true],
    ['app/settings.py', 'ADMIN_PSWRD = "Tr0ub4dor&3"\n', true],
    ['app/settings.py', 'DB_PW = "Xk9mQ2vL1x"\n', true],
    ['app/mail.py', 'SMTP_PW = "hbrtkqwzsl"\n', true],
    ['app/mail.py', 'pw = "Xk9mQ2vL1x"\n', true],
    ['app/lotw.py', 'LOTW_PASS = "kvzrtmpxqs"\n', true],
    ['app/lotw.js', `const eqslPswd = "${drawn}";\nconst EQSL_PSWD = "${drawn}";\n`, true],
    ['.env', `EQSL_USER=G4RCG\nEQSL_PSWD=${drawn}\n`, true],
    ['.env', 'SMTP_PW=Xk9mQ2vL1x\n', true],
    ['config.yaml', `eqsl:\n  user: G4RCG\n  pswd: ${drawn}\n`, true],
    ['config.yaml', 'db:\n  pw: Xk9mQ2vL1x\n', true],
    // The working directory, rules about a password, other words that hold PASS, words and placeholders, references.
    ['.env', 'PWD=/home/dev/proj\n', false],
    ['app/settings.py', 'PWD = "/home/dev/proj"\npwd = os.getcwd()\n', false],
    ['app/settings.py', 'PW_LENGTH = 12\nPASS_MARK = 40\nPW_MIN_LENGTH = "abcdefgh1"\n', false],
    ['config.yaml', 'exam:\n  pass_mark: 40\n  pw_length: 12\n', false],
    ['app/models.py', `PASSENGER_NAME = "${drawn}"\nBYPASS = "hbrtkqwzsl"\nPASSPORT_NO = "hbrtkqwzsl"\n`, false],
    ['app/settings.py', 'DB_PW = "postgres"\nDB_PASSWORD = "sunshine"\nADMIN_PSWD = "changeme"\n', false],
    ['app/settings.py', 'DB_PW = "<your-password>"\nEQSL_PSWD = "your_eqsl_password"\n', false],
    ['eqsl/upload.py', 'EQSL_PSWD = os.environ["EQSL_PSWD"]\nDB_PW = os.getenv("DB_PW")\n', false],
    ['app/settings.py', 'EQSL_PSWD = eqsl_pswd\n', false],
  ])('%s %#', (file, content, speaks) => expect(secretSpeaks(`/home/dev/proj/${file}`, content)).toBe(speaks));

  test.each([
    [`eqsl upload --user G4RCG --pswd ${drawn} log.adi`, true],
    [`python up.py --eqsl-pswd=${drawn}`, true],
    ['python up.py --pswrd Tr0ub4dor3x', true],
    ['lotw-upload --pw Xk9mQ2vL1 log.adi', true],
    ['export DB_PW=Xk9mQ2vL1x', true],
    ['SMTP_PW=Xk9mQ2vL1x python send.py', true],
    ['export SMTP_PSWD=Xk9mQ2vL1x', true],
    [`echo EQSL_PSWD=${drawn} >> .env`, true],
    ['python up.py --pswd "$EQSL_PSWD"', false],
    ['cd "$PWD" && ls', false],
    ['PWD=/home/dev/proj make build', false],
    ['export PW_LENGTH=12 PASS_MARK=40', false],
    ['export DB_PW="$(pass show db)"', false],
  ])('%s', (command, speaks) => expect(secretSpeaksIn(command)).toBe(speaks));
});

describe('a GOV.UK Notify API key (secrets/govuk-notify-api-key)', () => {
  test.each([
    [`python scripts/send_test_sms.py --notify-key ${notify('hearwell_live')} --to 07700900461`, true],
    [`export NOTIFY_API_KEY=${notify('myservice_test')}`, true],
    [`NOTIFY_API_KEY=${notify('team_key')} flask run`, true],
    [`python send.py --api-key "${notify('prod')}"`, true],
    ['python send.py --notify-key "$NOTIFY_API_KEY"', false],
    [`python send.py --service-id ${service} --template-id ${secret}`, false],
    [`curl https://api.notifications.service.gov.uk/v2/template/${service}`, false],
    [`echo order-${service}`, false],
    [
      `python send.py --notify-key key_name-${'0'.repeat(8)}-0000-0000-0000-${'0'.repeat(12)}-${'0'.repeat(8)}-0000-0000-0000-${'0'.repeat(12)}`,
      false,
    ],
  ])('%s', (command, speaks) => expect(secretSpeaksIn(command)).toBe(speaks));

  test.each([
    ['config.yaml', `notify:\n  api_key: ${notify('hearwell_live')}\n`, true],
    ['app/sms.py', `client = NotificationsAPIClient("${notify('hearwell_test')}")\n`, true],
    ['.env', `GOVUK_NOTIFY_API_KEY=${notify('clinic_team')}\n`, true],
    ['app/sms.py', 'client = NotificationsAPIClient(os.environ["NOTIFY_API_KEY"])\n', false],
    ['app/sms.py', `SERVICE_ID = "${service}"\nTEMPLATE_ID = "${secret}"\n`, false],
  ])('%s %#', (file, content, speaks) => expect(secretSpeaks(`/home/dev/proj/${file}`, content)).toBe(speaks));
});
