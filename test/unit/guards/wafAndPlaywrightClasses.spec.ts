import { describe, expect, test } from 'vitest';
import { outsideProject } from '../../../src/guards/outsideProject.js';
import { bash, outside } from '../../support/guardSpeaks.js';
import { guardContext } from '../../support/guardContext.js';

// Rounds 116 and 117's outside-project classes: a build tool's own install step run as root (waf, SCons, Boost.Build,
// `setup.py install`) writes its default prefix as `sudo make install` does, and Playwright's `--with-deps` and
// `install-deps` install the browsers' OS packages as root. One line per case; near-misses stay silent.

const speaks = (command: string) => outsideProject.detect(bash(command), guardContext('/home/dev')) !== undefined;

describe("a build tool's install step run as root writes the system prefix (outside-project)", () => {
  test.each([
    ['cd vendor/aubio && ./waf configure && ./waf build && sudo ./waf install', true],
    ['sudo ./waf install', true],
    ['sudo python3 waf install', true],
    ['./waf configure --prefix=/opt/aubio && ./waf build && ./waf install', true],
    ['sudo scons install', true],
    ['sudo scons -j8 install', true],
    ['scons install PREFIX=/usr/local', true],
    ['sudo ./b2 install', true],
    ['sudo ./b2 --with-system install', true],
    ['sudo bjam install', true],
    ['sudo python3 setup.py install', true],
    ['sudo ./setup.py install', true],
    ['sudo python3 setup.py install --prefix=/opt/tool', true],
    // As make's are: a staging folder or prefix in the project, no root, a build without install, a venv's Python.
    ['./waf install --destdir=$PWD/stage', false],
    ['sudo ./waf install --destdir $PWD/stage', false],
    ['DESTDIR=$PWD/stage ./waf install', false],
    ['./waf install', false],
    ['sudo ./waf build', false],
    ['sudo scons install PREFIX=$PWD/.local', false],
    ['sudo scons', false],
    ['sudo ./b2 install --prefix=$PWD/dist', false],
    ['sudo ./b2 stage', false],
    ['./b2 install', false],
    ['python3 setup.py install', false],
    ['sudo .venv/bin/python setup.py install', false],
    ['sudo python3 setup.py build', false],
    ['sudo python3 setup.py install --root=$PWD/pkgroot', false],
    ['DESTDIR=./stage make install', false],
    ['sudo apt-get update && ./waf install', false],
  ])('%s → %s', (command, expected) => expect(speaks(command)).toBe(expected));

  test('the prefix is the path named', () => {
    expect(outside('sudo ./waf install')).toEqual(['/usr/local']);
    expect(outside('sudo python3 setup.py install')).toEqual(['/usr/local/lib']);
  });
});

describe("Playwright installing the browsers' OS packages as root (outside-project)", () => {
  test.each([
    ['npx playwright install --with-deps chromium', true],
    ['npx playwright install --with-deps', true],
    ['pnpm exec playwright install --with-deps', true],
    ['pnpm dlx playwright install --with-deps chromium', true],
    ['yarn playwright install --with-deps chromium', true],
    ['bunx playwright install --with-deps', true],
    ['python -m playwright install --with-deps chromium', true],
    ['python3 -m playwright install-deps', true],
    ['playwright install --with-deps firefox', true],
    ['npx playwright install-deps chromium', true],
    ['sudo npx playwright install-deps', true],
    // Browsers alone go to the tool's own cache, ~/.cache/ms-playwright, outside the project too (round 136); a dry run,
    // tests, the version stay silent.
    ['npx playwright install chromium', true],
    ['npx playwright install', true],
    ['pnpm exec playwright install chromium', true],
    ['python -m playwright install chromium', true],
    ['npx playwright install --dry-run --with-deps', false],
    ['npx playwright test', false],
    ['npx playwright --version', false],
  ])('%s → %s', (command, expected) => expect(speaks(command)).toBe(expected));
});
