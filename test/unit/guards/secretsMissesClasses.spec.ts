import { describe, expect, test } from 'vitest';
import { secretSpeaks, secretSpeaksIn } from '../../support/guardSpeaks.js';

// Held-out rounds 129, 131 and 132's secrets misses: a credential in a generic XML element (`<Value>`) whose parent names a
// login (`<Authentication>`, `<Credentials>`); a password or PIN option given a chosen number (a door controller's comm key);
// a numeric code under the name of a lock's or an alarm's code written to an env file. Ports, counts, timeouts, ids, sample
// numbers (`123456`, `111111`, `654321`) and references stay silent. One line per case.

// Assembled at run time so that no scanner flags this file.
const gateway = ['G1ftA1d', 'Tr3asurer!'].join('-');
const comm = ['740', '913'].join('');
const code = ['679', '326'].join('');
const xml = (parent: string, value: string, child = 'Value') =>
  `<?xml version="1.0"?>\n<Envelope>\n  <${parent}>\n    <Method>clear</Method>\n    <${child}>${value}</${child}>\n  </${parent}>\n</Envelope>\n`;

describe('a generic XML element under a credential-named parent (secrets/generic/assignment)', () => {
  test.each([
    ['/home/dev/proj/giftaid/govtalk_envelope.xml', xml('Authentication', gateway), true],
    [
      '/home/dev/proj/hmrc/submit.xml',
      xml('gt:Authentication', gateway).replace('</Value>', '</gt:Value>').replace('<Value>', '<gt:Value>'),
      true,
    ],
    ['/home/dev/proj/conf/service.config', xml('UserCredentials', 'Rm7!kq2Lp'), true],
    ['/home/dev/proj/conf/client.xml', xml('BasicAuth', `Pw${comm}x`, 'Data'), true],
    ['/home/dev/proj/conf/panel.xml', xml('Password', comm), true],
    ['/home/dev/proj/conf/api.xml', xml('ApiKey', 'sk9f3Kd8sLq2Wm4nX7pR1tYv'), true],
    // References, placeholders, words and numbers that are no password, and generic elements under other parents.
    ['/home/dev/proj/giftaid/govtalk_envelope.xml', xml('Authentication', '${GATEWAY_PASSWORD}'), false],
    ['/home/dev/proj/giftaid/govtalk_envelope.xml', xml('Authentication', 'CHANGE_ME'), false],
    ['/home/dev/proj/osd/unattend.xml', xml('AdministratorPassword', '*SENSITIVE*DATA*DELETED*'), false],
    ['/home/dev/proj/giftaid/govtalk_envelope.xml', xml('Authentication', '<your-gateway-password>'.replace(/[<>]/g, '')), false],
    ['/home/dev/proj/conf/client.xml', xml('Authentication', 'true'), false],
    ['/home/dev/proj/conf/client.xml', xml('AuthenticationType', 'Basic'), false],
    ['/home/dev/proj/conf/client.xml', xml('AuthenticationMethod', 'Kerberos5'), false],
    ['/home/dev/proj/conf/client.xml', xml('Timeout', '300000'), false],
    ['/home/dev/proj/conf/client.xml', xml('Port', '4370'), false],
    ['/home/dev/proj/conf/client.xml', xml('Login', 'jsmith2024'), false],
    ['/home/dev/proj/conf/api.xml', xml('ApiKey', 'my-api-key'), false],
    ['/home/dev/proj/conf/client.xml', xml('Authentication', '123456'), false],
  ])('%s %#', (file, content, speaks) => expect(secretSpeaks(file, content)).toBe(speaks));
});

describe('a password or PIN option given a chosen number (secrets/generic/command-option)', () => {
  test.each([
    [`python door/zk_sync.py --host 192.168.10.40 --port 4370 --password ${comm} --pull-users`, true],
    [`python tools/attendance.py --ip 10.0.0.21 --password=${comm}`, true],
    [`node scripts/unlock.js --pin ${code}`, true],
    [`./panel-cli arm --passcode ${comm}`, true],
    [`python keysafe.py --master-code ${code}`, true],
    [`sshpass -p ${comm} ssh pi@10.0.0.2 uptime`, true],
    [`mysql -u root -p${comm} attendance`, true],
    [`ZK_PASSWORD=${comm} python door/zk_sync.py`, true],
    [`python door/zk_sync.py --pw ${code}`, true],
    // Ports, counts, timeouts, ids, short PINs of a GPIO line, and sample numbers.
    ['python door/zk_sync.py --host 192.168.10.40 --port 4370 --timeout 300000', false],
    ['python door/zk_sync.py --password 123456', false],
    ['python door/zk_sync.py --password 000000', false],
    ['python door/zk_sync.py --password 111111', false],
    ['python door/zk_sync.py --password 654321', false],
    ['python door/zk_sync.py --password 121212', false],
    ['python door/zk_sync.py --password 1234', false],
    ['python gen_codes.py --pin-count 6 --pin-length 6', false],
    ['python blink.py --pin 17', false],
    [`python door/zk_sync.py --user-id ${comm}`, false],
    [`python door/zk_sync.py --device-id ${comm} --port 4370`, false],
    [`python report.py --exit-code ${code}`, false],
  ])('%s', (command, speaks) => expect(secretSpeaksIn(command)).toBe(speaks));
});

describe("a lock's or an alarm's numeric code written to an env file (secrets/generic/assignment)", () => {
  test.each([
    [`echo 'KEYSAFE_MASTER_CODE=${code}' >> .env && git add .env`, true],
    [`echo 'ALARM_DISARM_CODE=${comm}' >> .env`, true],
    [`echo "GARAGE_DOOR_CODE=${code}" >> .env`, true],
    [`printf 'LOCKBOX_CODE=${comm}\\n' >> .env.local`, true],
    // Lengths, ports, timeouts, ids, codes that open nothing, and sample numbers.
    ["echo 'PIN_LENGTH=6' >> .env", false],
    ["echo 'KEYSAFE_PORT=4370' >> .env", false],
    ["echo 'KEYSAFE_TIMEOUT=300000' >> .env", false],
    [`echo 'KEYSAFE_DEVICE_ID=${code}' >> .env`, false],
    [`echo 'EXIT_CODE=${code}' >> .env`, false],
    [`echo 'ZIP_CODE=${code}' >> .env`, false],
    [`echo 'PROMO_CODE=${code}' >> .env`, false],
    ["echo 'KEYSAFE_MASTER_CODE=123456' >> .env", false],
    ["echo 'KEYSAFE_MASTER_CODE=000000' >> .env", false],
  ])('%s', (command, speaks) => expect(secretSpeaksIn(command)).toBe(speaks));

  test.each([
    ['/home/dev/proj/.env', `KEYSAFE_MASTER_CODE=${code}\n`, true],
    ['/home/dev/proj/config/settings.py', `ALARM_MASTER_CODE = "${comm}"\n`, true],
    ['/home/dev/proj/src/config.ts', `export const doorCode = '${code}';\n`, true],
    ['/home/dev/proj/.env', 'KEYSAFE_MASTER_CODE=${KEYSAFE_CODE}\n', false],
    ['/home/dev/proj/.env', `STATUS_CODE=${code}\n`, false],
    ['/home/dev/proj/.env', `COUNTRY_CODE=${code}\n`, false],
  ])('%s %#', (file, content, speaks) => expect(secretSpeaks(file, content)).toBe(speaks));
});
