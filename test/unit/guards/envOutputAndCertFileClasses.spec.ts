import { describe, expect, test } from 'vitest';
import { outsideProject } from '../../../src/guards/outsideProject.js';
import { bash, outside } from '../../support/guardSpeaks.js';
import { guardContext } from '../../support/guardContext.js';

// Round 111's outside-project classes. An output folder given by an assignment in front of the command that the tool
// (or the project's settings, for a conventional name) reads as where to write: `STATIC_ROOT=` before `manage.py
// collectstatic`, `DESTDIR=`/`PREFIX=` before `make install`, `DESTDIR=` before `cmake --install`/`meson install`/`ninja
// install`, `GOBIN=`, `CARGO_INSTALL_ROOT=`, `npm_config_prefix=`; and a certificate tool's output files (mkcert
// `-cert-file`/`-key-file`/`-p12-file`, `step certificate create`, `cfssljson -bare`, certbot's paths, `keytool
// -keystore`). One line per case; the same inside the project, an assignment no tool reads as an output, and
// read-only forms stay silent.

const speaks = (command: string) => outsideProject.detect(bash(command), guardContext('/home/dev')) !== undefined;

describe('an output folder given by an assignment in front of the command (outside-project)', () => {
  test.each([
    ['STATIC_ROOT=/var/www/hedgerowboxes/static python manage.py collectstatic --noinput', ['/var/www/hedgerowboxes/static']],
    ['STATIC_ROOT=~/static ./manage.py collectstatic --noinput', ['/home/dev/static']],
    ['STATIC_ROOT=../static django-admin collectstatic --settings=x.settings', ['/home/dev/static']],
    ['env STATIC_ROOT=/var/www/x python manage.py collectstatic --noinput', ['/var/www/x']],
    ['STATIC_ROOT=/srv/static python3 -m django collectstatic', ['/srv/static']],
    ['DESTDIR=/opt/stage make install', ['/opt/stage']],
    ['sudo DESTDIR=/opt/stage make install', ['/opt/stage']],
    ['PREFIX=~/.local make install', ['/home/dev/.local']],
    ['DESTDIR=/opt/stage cmake --install build', ['/opt/stage']],
    ['DESTDIR=/srv/root meson install -C build', ['/srv/root']],
    ['DESTDIR=/opt/stage ninja -C build install', ['/opt/stage']],
    ['GOBIN=/usr/local/bin go install ./cmd/x', ['/usr/local/bin']],
    ['CARGO_INSTALL_ROOT=/opt/tools cargo install ripgrep', ['/opt/tools']],
    ['npm_config_prefix=~/.npm-global npm i -g typescript', ['/home/dev/.npm-global']],
    ['NPM_CONFIG_PREFIX=~/.npm-global npm i -g typescript', ['/home/dev/.npm-global']],
    // The same assignment inside the project, one no tool reads as an output, a dry run, and no assignment (settings decide).
    ['STATIC_ROOT=./staticfiles python manage.py collectstatic --noinput', []],
    ['python manage.py collectstatic --noinput', []],
    ['DEBUG=1 python manage.py collectstatic', []],
    ['MEDIA_ROOT=/srv/media python manage.py collectstatic', []],
    ['STATIC_ROOT=/var/www/x python manage.py collectstatic --dry-run', []],
    ['STATIC_ROOT=/srv/static python manage.py collectstatic -n', []],
    ['STATIC_ROOT=/srv/static python manage.py runserver', []],
    ['DESTDIR=$PWD/stage make install', []],
    ['DESTDIR=build/stage make install', []],
    ['DESTDIR=/opt/stage make', []],
    ['DESTDIR=$PWD/stage cmake --install build', []],
    ['DESTDIR=build/stage cmake --install build', []],
    ['DESTDIR=$PWD/stage meson install -C build', []],
    ['DESTDIR=build/stage ninja -C build install', []],
    ['GOBIN=$PWD/bin go install ./cmd/x', []],
    ['CARGO_INSTALL_ROOT=./tools cargo install ripgrep', []],
    ['npm_config_prefix=./.npm npm i -g typescript', []],
  ])('%s', (command, paths) => expect(outside(command)).toEqual(paths));

  test.each([
    ['STATIC_ROOT=/var/www/hedgerowboxes/static python manage.py collectstatic --noinput', true],
    ['DESTDIR=/opt/stage make install', true],
    ['STATIC_ROOT=./staticfiles python manage.py collectstatic --noinput', false],
    ['DEBUG=1 python manage.py collectstatic', false],
  ])('the guard on %s', (command, risky) => expect(speaks(command)).toBe(risky));
});

describe("a certificate tool's output files (outside-project)", () => {
  test.each([
    [
      'mkcert -cert-file ~/certs/hedgerow.pem -key-file ~/certs/hedgerow-key.pem orders.hedgerowboxes.test',
      ['/home/dev/certs/hedgerow.pem', '/home/dev/certs/hedgerow-key.pem'],
    ],
    ['mkcert -key-file /etc/nginx/k.pem -cert-file /etc/nginx/c.pem x.test', ['/etc/nginx/c.pem', '/etc/nginx/k.pem']],
    ['mkcert -cert-file=~/x.pem localhost', ['/home/dev/x.pem']],
    ['mkcert -p12-file /etc/ssl/x.p12 -pkcs12 localhost', ['/etc/ssl/x.p12']],
    ['mkcert -install', ['/usr/local/share/ca-certificates']],
    ['step certificate create x ~/c.crt ~/c.key', ['/home/dev/c.crt', '/home/dev/c.key']],
    ['step certificate create --profile root-ca "Root" ~/ca.crt ~/ca.key', ['/home/dev/ca.crt', '/home/dev/ca.key']],
    ['step crypto keypair ~/k.pub ~/k.priv --kty EC', ['/home/dev/k.priv', '/home/dev/k.pub']],
    ['cfssl gencert -initca ca.json | cfssljson -bare ~/certs/x', ['/home/dev/certs/x']],
    ['cfssljson -f out.json -bare /etc/ssl/x', ['/etc/ssl/x']],
    // certbot's own folders too where the line leaves them where they are (held-out round 125).
    [
      'certbot certonly --cert-path ~/c.pem --key-path ~/k.pem -d x.test',
      ['/home/dev/c.pem', '/home/dev/k.pem', '/etc/letsencrypt', '/var/lib/letsencrypt', '/var/log/letsencrypt'],
    ],
    ['certbot certonly --config-dir ~/le -d x.test', ['/home/dev/le', '/var/lib/letsencrypt', '/var/log/letsencrypt']],
    ['certbot --config-dir ~/le certonly -d x.test', ['/home/dev/le', '/var/lib/letsencrypt', '/var/log/letsencrypt']],
    ['keytool -genkeypair -keystore ~/x.jks -alias a', ['/home/dev/x.jks']],
    ['keytool -importcert -keystore /etc/ssl/trust.jks -file ca.pem -alias ca', ['/etc/ssl/trust.jks']],
    ['keytool -importkeystore -srckeystore ./a.p12 -destkeystore ~/b.jks', ['/home/dev/b.jks']],
    // The same options inside the project, the current folder, a path printed, and reading.
    ['mkcert -cert-file ./certs/dev.pem -key-file ./certs/dev-key.pem localhost', []],
    ['mkcert -p12-file ./x.p12 -pkcs12 localhost', []],
    ['mkcert -CAROOT', []],
    ['mkcert localhost', []],
    ['step certificate create x c.crt c.key --profile root-ca', []],
    ['step certificate create localhost certs/l.crt certs/l.key --ca ~/ca.crt --ca-key ~/ca.key', []],
    ['step certificate inspect ~/ca.crt', []],
    ['cfssl gencert -initca ca.json | cfssljson -bare certs/ca', []],
    ['certbot certonly --config-dir ./le --work-dir ./le/w --logs-dir ./le/l -d x.test', []],
    ['certbot certificates --config-dir ~/le', []],
    ['keytool -genkeypair -keystore ./x.jks -alias a', []],
    ['keytool -list -keystore ~/x.jks', []],
    ['keytool -exportcert -keystore ~/x.jks -alias a -file x.cer', []],
  ])('%s', (command, paths) => expect(outside(command)).toEqual(paths));

  test.each([
    ['mkcert -cert-file ~/certs/hedgerow.pem -key-file ~/certs/hedgerow-key.pem orders.hedgerowboxes.test', true],
    ['mkcert -install', true],
    ['mkcert -cert-file ./certs/dev.pem -key-file ./certs/dev-key.pem localhost', false],
    ['mkcert -CAROOT', false],
    ['mkcert localhost', false],
  ])('the guard on %s', (command, risky) => expect(speaks(command)).toBe(risky));
});
