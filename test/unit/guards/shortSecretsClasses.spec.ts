import { describe, expect, test } from 'vitest';
import { secretSpeaks, secretSpeaksIn } from '../../support/guardSpeaks.js';

// The held-out round 139 review's secrets class, short secrets. (1) A four-digit PIN or keypad code chosen for a code's
// name (`ALARM_PIN=4821`, `"pin": "7391"`, a door's, a gate's, a safe's or an alarm panel's installer code) speaks in a
// file and on a command line, as five and six digits did; a sample's digits (`0000`, `1234`, `1111`, `1212`, `1122`), a
// year, a service's port, a GPIO pin's number, `PIN_LENGTH=4`, other names' four digits and test or example files stay
// silent. (2) Letters of one case a service drew (`hbrtkqwzsl`), given to a password's name on a command line (`export`,
// an env prefix, `docker run -e`, `env`), speak as they do in a file; a word (`postgres`, `changeme`, `secret`), a path
// (`PWD=/srv/app`), a variable and `PASS_MARK=70` stay silent. One line per case.

describe('four-digit PINs and codes in files (secrets/generic/assignment)', () => {
  test.each([
    ['alarm/panel.py', 'ALARM_PIN = "4821"\n', true],
    ['config/device.json', '{"pin": "7391"}\n', true],
    ['config/alarm.yaml', 'alarm:\n  pin: 7391\n', true],
    ['.env', 'ALARM_PIN=4821\n', true],
    ['.env', 'KEYPAD_CODE=3917\n', true],
    ['src/lock.ts', 'const doorCode = "3917";\n', true],
    ['homeassistant/secrets.yaml', 'alarm_code: "8264"\n', true],
    ['alarm/panel.py', "PANEL_HOST = '10.0.9.4'\nINSTALLER_CODE = '5913'\n", true],
    ['config/safe.toml', 'safe_code = "6042"\n', true],
    ['config/sim.ini', 'sim_pin = 7730\n', true],
    ['.env', 'GATE_CODE=8153\n', true],
    ['.env', 'ALARM_PIN=0000\n', false],
    ['.env', 'ALARM_PIN=1234\n', false],
    ['.env', 'ALARM_PIN=1111\n', false],
    ['.env', 'ALARM_PIN=1212\n', false],
    ['.env', 'ALARM_PIN=1122\n', false],
    ['.env', 'ALARM_PIN=4321\n', false],
    ['.env', 'GATE_CODE=2024\n', false],
    ['.env', 'DOOR_CODE=1999\n', false],
    ['config/server.toml', '[server]\npin = 5432\n', false],
    ['.env', 'PIN_LENGTH=4\n', false],
    ['.env', 'PIN_ATTEMPTS=3\nPIN_LENGTH=4\n', false],
    ['firmware/config.h', '#define DOOR_RELAY_PIN 26\n', false],
    ['cadet_app/lib/config/app_config.dart', "class AppConfig {\n  static const unitCode = '2152';\n}\n", false],
    ['forge/xero.yml', 'xero:\n  deposit_account_code: "2100"\n', false],
    ['.env', 'ZIP_CODE=9021\nEXIT_CODE=1024\n', false],
    ['.env', 'DB_PASSWORD=4821\n', false],
    ['.env.example', 'ALARM_PIN=4821\n', false],
    ['tests/test_alarm.py', 'ALARM_PIN = "4821"\n', false],
    ['tests/fixtures/gate_codes.json', '[{"unit": "A-101", "gate_code": "7391"}]\n', false],
    ['spec/factories/tenants.rb', 'FactoryBot.define do\n  factory :tenant do\n    gate_pin { "4821" }\n  end\nend\n', false],
    ['.env', 'ALARM_PIN=${ALARM_PIN}\n', false],
  ])('%s: %j speaks=%s', (file, content, speaks) => {
    expect(secretSpeaks(file, content)).toBe(speaks);
  });
});

describe('four-digit PINs and codes on a command line (secrets/generic/command-option)', () => {
  test.each([
    ['export ALARM_PIN=4821', true],
    ['ALARM_PIN=4821 ./arm.sh', true],
    ['ALARM_PIN=55219 ./arm.sh', true],
    ['export KEYSAFE_MASTER_CODE="7391"', true],
    ['export SAFE_CODE=9130 && ./open-safe', true],
    ['docker run -e DOOR_CODE=3917 acme/door-controller', true],
    ['keypad-cli arm --pin 7391', true],
    ['keypad-cli arm --pin=7391', true],
    ['export ALARM_PIN=1234', false],
    ['export ALARM_PIN=0000', false],
    ['export GATE_CODE=2024', false],
    ['export DOOR_CODE=8080', false],
    ['PIN_LENGTH=4 ./configure', false],
    ['gpio-tool --pin 17 --mode out', false],
    ['export ALARM_PIN="$ALARM_PIN"', false],
    ['ping -c 4 10.0.0.4', false],
  ])('%j speaks=%s', (command, speaks) => {
    expect(secretSpeaksIn(command)).toBe(speaks);
  });
});

describe('lower-case drawn passwords on a command line (secrets/generic/command-option)', () => {
  test.each([
    ['export DB_PW=hbrtkqwzsl', true],
    ['DB_PASSWORD=qslvdhldsu ./run.sh', true],
    ['export EQSL_PSWD="qslvdhldsu"', true],
    ['env SMTP_PASS=vkbrtqzdnm ./send-report', true],
    ['docker run -e POSTGRES_PASSWORD=hbrtkqwzsl postgres:16', true],
    ['export ADMIN_PASSWORD=QSLVDHLDSU', true],
    ['export DB_PW=Hbrtk9qwzsl', true],
    ['POSTGRES_PASSWORD=postgres docker compose up -d', false],
    ['PGPASSWORD=changeme psql -h localhost -U app', false],
    ['export DB_PASSWORD=secret', false],
    ['export DB_PASSWORD=example', false],
    ['export DB_PASSWORD=password', false],
    ['export ADMIN_PASSWORD=sunflower', false],
    ['export PWD=/srv/app', false],
    ['PASS_MARK=70 ./grade.sh', false],
    ['export DB_PASSWORD=$DB_PW', false],
    ['export DB_PASSWORD="${DB_PW}"', false],
    ['export API_TOKEN_NAME=hbrtkqwzsl', false],
  ])('%j speaks=%s', (command, speaks) => {
    expect(secretSpeaksIn(command)).toBe(speaks);
  });
});
