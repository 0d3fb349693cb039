import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, test } from 'vitest';
import { shellWrites } from '../../../src/guards/engine/shellWrites.js';
import { outside } from '../../support/guardSpeaks.js';

// Round 175's outside-project classes: a board or library manager that installs into its own folder in the home
// (arduino-cli's ~/.arduino15 and ~/Arduino/libraries, PlatformIO's ~/.platformio), and sqlite3 running a file of SQL
// on a database outside the project. One line per class that speaks and near-misses that stay silent.

describe('arduino-cli and PlatformIO install into their own folders in the home (outside-project)', () => {
  test.each([
    ['arduino-cli core install esp32:esp32 --config-file ~/.arduino15/arduino-cli.yaml', ['/home/dev/.arduino15']],
    ['arduino-cli core install arduino:avr@1.8.6', ['/home/dev/.arduino15']],
    ['arduino-cli --additional-urls https://example.com/index.json core install acme:samd', ['/home/dev/.arduino15']],
    ['arduino-cli core upgrade', ['/home/dev/.arduino15']],
    ['arduino-cli core uninstall esp32:esp32', ['/home/dev/.arduino15']],
    ['arduino-cli lib install ArduinoJson@7.0.4', ['/home/dev/Arduino/libraries']],
    ['arduino-cli lib install --git-url https://github.com/acme/Sensor.git', ['/home/dev/Arduino/libraries']],
    ['arduino-cli lib uninstall "Adafruit NeoPixel"', ['/home/dev/Arduino/libraries']],
    ['arduino-cli upgrade', ['/home/dev/.arduino15', '/home/dev/Arduino/libraries']],
    ['arduino-cli config init', ['/home/dev/.arduino15/arduino-cli.yaml']],
    ['arduino-cli config set board_manager.additional_urls https://example.com/i.json', ['/home/dev/.arduino15/arduino-cli.yaml']],
    ['ARDUINO_DIRECTORIES_DATA=/opt/arduino arduino-cli core install arduino:avr', ['/opt/arduino']],
    ['pio pkg install -g -l bblanchon/ArduinoJson', ['/home/dev/.platformio']],
    ['platformio pkg install --global --platform espressif32', ['/home/dev/.platformio']],
    ['pio lib -g install 64', ['/home/dev/.platformio']],
    ['platformio platform install espressif32', ['/home/dev/.platformio/platforms']],
    ['pio platform update', ['/home/dev/.platformio/platforms']],
    // Refreshing the index (the tool's own download cache, as `apt-get update`), reading, the project's own folders.
    ['arduino-cli core update-index', []],
    ['arduino-cli lib update-index', []],
    ['arduino-cli update', []],
    ['arduino-cli core list', []],
    ['arduino-cli lib search json', []],
    ['arduino-cli compile --fqbn arduino:avr:uno sketches/blink', []],
    ['arduino-cli config init --dest-dir .', []],
    ['arduino-cli config set directories.data ./arduino-data --config-file ./arduino-cli.yaml', []],
    ['ARDUINO_DIRECTORIES_DATA=./.arduino arduino-cli core install arduino:avr', []],
    ['pio pkg install -l bblanchon/ArduinoJson', []],
    ['pio pkg install -g --storage-dir ./vendor -l bblanchon/ArduinoJson', []],
    ['pio platform list', []],
    ['pio run -e esp32dev', []],
  ])('%s → %j', (command, paths) => expect(outside(command)).toEqual(paths));
});

describe('sqlite3 running a file of SQL on a database outside the project writes it (outside-project)', () => {
  test.each([
    ['sqlite3 /var/lib/sanctuary/sanctuary.db < db/migrations/0043_add_shell_length.sql', ['/var/lib/sanctuary/sanctuary.db']],
    ['sqlite3 ~/.local/share/app/app.db < ./seed.SQL', ['/home/dev/.local/share/app/app.db']],
    ['sqlite3 /var/lib/app/app.db < db/schema.sql 2>&1', ['/var/lib/app/app.db']],
    ["sqlite3 /var/lib/app/app.db '.read db/migrations/0043.sql'", ['/var/lib/app/app.db']],
    ['sqlite3 -init db/seed.sql /var/lib/app/app.db .quit', ['/var/lib/app/app.db']],
    ["sqlite3 /var/lib/app/app.db -cmd 'ALTER TABLE t ADD COLUMN n INT' .quit", ['/var/lib/app/app.db']],
    ["sqlite3 /var/lib/app/app.db <<< 'DELETE FROM sessions WHERE id = 4'", ['/var/lib/app/app.db']],
    ["sqlite3 /var/lib/app/app.db <<'SQL'\n-- widen\nALTER TABLE t ADD COLUMN n INT;\nSQL", ['/var/lib/app/app.db']],
    // A read, a read-only open, the project's own database, a dump into the project.
    ["sqlite3 /var/lib/app/app.db 'SELECT count(*) FROM t'", []],
    ["sqlite3 /var/lib/app/app.db <<< 'SELECT 1'", []],
    ["sqlite3 /var/lib/app/app.db <<'SQL'\nSELECT * FROM t;\nSQL", []],
    ['sqlite3 /var/lib/app/app.db .schema', []],
    ['sqlite3 -readonly /var/lib/app/app.db < queries/report.sql', []],
    ['sqlite3 /var/lib/app/app.db < /dev/null', []],
    ['sqlite3 data/app.db < db/migrations/0043_add_shell_length.sql', []],
    ['sqlite3 /var/lib/app/app.db .dump > data/app.sql', []],
    // A file named for a report or a query, where it cannot be read, only reads (review of round 175's class).
    ['sqlite3 /var/lib/app/app.db < queries/report.sql', []],
    ['sqlite3 -csv /var/lib/app/app.db < sql/weekly_export.sql > out.csv', []],
    ["sqlite3 /var/lib/app/app.db '.read queries/counts.sql'", []],
  ])('%s → %j', (command, paths) => expect(outside(command)).toEqual(paths));
});

// Where the fed file can be read, what it holds decides, whatever it is called.
describe('sqlite3 fed a file of SQL the project holds', () => {
  const root = mkdtempSync(join(tmpdir(), 'waymark-sqlfed-'));
  afterAll(() => rmSync(root, { recursive: true, force: true }));
  const files: Record<string, string> = {
    'queries/report.sql': 'SELECT name, count(*) FROM tortoises GROUP BY name;\n',
    'queries/fix.sql': '-- reads first\nSELECT 1;\nUPDATE tortoises SET shell_mm = 0 WHERE id = 4;\n',
    'db/migrations/0043.sql': 'ALTER TABLE tortoises ADD COLUMN shell_length INT;\n',
    'db/migrations/0044.sql': 'SELECT 1;\n',
  };
  for (const [file, text] of Object.entries(files)) {
    mkdirSync(join(root, file, '..'), { recursive: true });
    writeFileSync(join(root, file), text);
  }
  const written = (command: string) => shellWrites(command, root, '/home/dev', root).map((write) => write.path);
  test.each([
    ['sqlite3 /var/lib/x.db < db/migrations/0043.sql', ['/var/lib/x.db']],
    ['sqlite3 /var/lib/x.db < queries/fix.sql', ['/var/lib/x.db']],
    ["sqlite3 /var/lib/x.db '.read queries/fix.sql'", ['/var/lib/x.db']],
    ['sqlite3 -init db/migrations/0043.sql /var/lib/x.db .quit', ['/var/lib/x.db']],
    ['sqlite3 /var/lib/x.db < queries/report.sql', []],
    ['sqlite3 /var/lib/x.db < db/migrations/0044.sql', []],
    ['sqlite3 -init queries/report.sql /var/lib/x.db .quit', []],
  ])('%s → %j', (command, paths) => expect(written(command)).toEqual(paths));
});
