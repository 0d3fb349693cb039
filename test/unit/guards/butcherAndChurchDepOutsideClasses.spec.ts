import { describe, expect, test } from 'vitest';
import { commandChanges } from '../../../src/guards/dependency.js';
import { outside } from '../../support/guardSpeaks.js';

// Round 65's dependency and outside-project classes (butcher shops and meat processors, makerspaces, church offices,
// appliance and small-engine repair): a task runner's add-a-dependency target given the package as a variable; a
// tool's destination-folder option pointing outside the project. One line per class that speaks and near-misses
// that stay silent.

describe("a task runner's dependency target given a package variable adds it (dependency/tools/task-target-add)", () => {
  test.each([
    ['make deps PKG=openpyxl', true],
    ['make PKG=reportlab deps', true],
    ['just add DEP=serde', true],
    ['task deps PACKAGE=lodash', true],
    ['make -C backend add-dep LIB=requests', true],
    // The lockfile's install, a prefix, a Go path for tests, a later target, a path as the value.
    ['make deps', false],
    ['make install PREFIX=/usr/local', false],
    ['make test PKG=./internal/...', false],
    ['make deps lint', false],
    ['make install NAME=./build/app', false],
    ['make build PKG=openpyxl', false],
  ])('%s', (command, speaks) => expect(commandChanges(command).length > 0).toBe(speaks));
});

describe("a tool's destination-folder option writes there (outside-project)", () => {
  test.each([
    ['arduino-cli config init --dest-dir ~/.arduino15', ['/home/dev/.arduino15']],
    ['pio pkg install --install-dir /opt/platformio/packages', ['/opt/platformio/packages']],
    ['cargo build --release --target-dir $HOME/.cache/target', ['/home/dev/.cache/target']],
    ['sermon-export render --destdir /var/www/sermons', ['/var/www/sermons']],
    // Inside the project.
    ['arduino-cli config init --dest-dir ./.arduino', []],
    ['cargo build --target-dir target/alt', []],
  ])('%s', (command, paths) => expect(outside(command)).toEqual(paths));
});
