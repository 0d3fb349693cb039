import { describe, expect, test } from 'vitest';
import { evalSpeaks, outside, secretSpeaks, secretSpeaksIn } from '../../support/guardSpeaks.js';

// Round 50's eval, outside-project and secrets classes (laundromats and car washes, optometry, law firms, landscaping
// and pest control): a sink inside a string's interpolation, a timer given a value that may be a string, a template
// compiled from literals across lines; a copy onto another machine; an SQL INSERT's credential columns, a credential
// written by an in-place substitution, Dropbox tokens, a fixture returning a real token past a comment. One line per
// class that speaks and near-misses that stay silent.

// Assembled at run time so that no scanner flags this file.
const apiKey = ['UQ6TQK62', 'JNZV5D67', 'Q83V'].join('');
const apiSecret = ['tIS2NvmwMOKwA4AY', 'GUCXZTs9il7IEERX', 'ogdE9qMq'].join('');
const password = ['-RKdiis', 'BstXZOn'].join('');
const dropboxShort = [
  'sl.',
  'BYOYuzi0MBXUqwXR366l4blF6VIFhH4vOHL3lWIze9iXcFpY7QCct7A1Tt',
  'rDmkfjm2RhwtuWEP28nBMQ9wOmnWFONed7cFH6CQAf7czOkZDc7tDdLuIEybEGd07bnON17I5SKAbs',
].join('');
const dropboxLong = ['kQ3mZ8xVt2L', 'AAAAAAAAAA', 'Hc7pWn2Rk9Tz4Lq8Vb3Xm6Jd1Fs5Ga0Ye7Ui2Op9Kl4Nh'].join('');
const sandboxToken = ['XfH4Xpks48f7hls0', 'QKhpuMulZgJwxP1V', 'tgpYWplzkcg'].join('');

describe('a sink inside a string interpolation is code (eval)', () => {
  test.each([
    ['/p/cli/quick_calc.py', 'expr = input("expr: ")\nprint(f"fee = {eval(expr):.2f}")\n', true],
    ['/p/web/calc.js', "const q = new URLSearchParams(location.search).get('q');\nel.textContent = `= ${eval(q)}`;\n", true],
    ['/p/app/calc.rb', 'puts "total: #{eval(params[:expr])}"\n', true],
    // Plain text, a comment, a doubled brace, Ruby's single quotes: no interpolation runs.
    ['/p/cli/quick_calc.py', 'x = "eval(x)"\n# eval(x)\nprint(f"{{eval(x)}} fee = {fee:.2f}")\n', false],
    ['/p/app/calc.rb', "puts 'total: #{eval(params[:expr])}'\n", false],
  ])('%s %#', (file, content, speaks) => expect(evalSpeaks(file, content)).toBe(speaks));
});

describe('a timer given a value that may be a string (eval/javascript/string-timer)', () => {
  test.each([
    ['setInterval(cfg.pollExpr || "pollMachineStatus()", cfg.pollMs);\n', true],
    ["setTimeout(opts.onDone ?? 'refresh()', 100);\n", true],
    ['setTimeout(ready ? "start()" : stop, 10);\n', true],
    // A function, a method, an arrow or a bound function handed a fallback string.
    ['setInterval(pollMachineStatus, 5000);\nsetTimeout(this.tick, 10);\n', false],
    ["setTimeout(() => poll(cfg.mode || 'x'), 100);\nsetInterval(poll.bind(null, cfg.mode || 'x'), 100);\n", false],
  ])('%s', (content, speaks) => expect(evalSpeaks('/p/kiosk-ui/src/poller.js', content)).toBe(speaks));
});

describe('a template compiled from literals across lines is constant (eval/engines/js-template-compile)', () => {
  test.each([
    ['const R = Handlebars.compile(\n  "{{site}}\\nMachine {{machine}}\\nThank you!",\n);\n', false],
    ['const R = Handlebars.compile("{{site}}\\n" +\n  "Paid {{amount}} by {{method}}");\n', false],
    // A part from the request is no literal.
    ['const R = Handlebars.compile(\n  "{{site}}\\n" + req.body.footer,\n);\n', true],
    ['const R = Handlebars.compile(`{{site}} ${req.query.tail}`);\n', true],
  ])('%s', (content, speaks) => expect(evalSpeaks('/p/src/notify/receipt.ts', content)).toBe(speaks));
});

describe('a copy onto another machine writes outside the project (outside-project)', () => {
  test.each([
    ['rsync -avz --delete dist/ pi@kiosk-14.local:/opt/washpos/ui/', ['pi@kiosk-14.local:/opt/washpos/ui/']],
    ['scp build/firmware/tunnel-ctl-2.4.0.bin ops@plc-gw-022:/var/lib/tunnel/firmware/', ['ops@plc-gw-022:/var/lib/tunnel/firmware/']],
    ['scp -P 2222 -i ~/.ssh/deploy report.pdf nas:/srv/share/', ['nas:/srv/share/']],
    ['rsync -a dist/ kiosk::ui/', ['kiosk::ui/']],
    // Pulls into the project, a dry run, a cloud store's remote.
    ['scp ops@plc-gw-022:/var/log/tunnel.log logs/', []],
    ['rsync -av pi@kiosk-14.local:/opt/washpos/ui/ snapshot/', []],
    ['rsync -avn dist/ pi@kiosk-14.local:/opt/washpos/ui/', []],
    ['rclone copy dist gdrive:washpos/ui', []],
  ])('%s', (command, paths) => expect(outside(command)).toEqual(paths));
});

describe("an SQL INSERT's credential columns hold credentials (secrets/generic/assignment)", () => {
  test.each([
    [
      `INSERT INTO integrations (practice_id, provider, api_key, api_secret) VALUES (1, 'revolution_ehr', '${apiKey}', '${apiSecret}');\n`,
      true,
    ],
    [`INSERT INTO vendors (name, "client_secret")\nVALUES\n  ('a', 'x'),\n  ('b', '${apiSecret}');\n`, true],
    // A hash under a password's name, a placeholder, a computed value, a column that names no credential.
    [
      "INSERT INTO users (email, password_digest) VALUES ('a@b.io', '$2a$12$R9h/cIPz0gi.URNNX3kh2OPST9/PgBkqquzi.Ss7KIUgO2t0jWMUW');\n",
      false,
    ],
    [`INSERT INTO integrations (provider, api_key) VALUES ('x', 'your-api-key-here'), ('y', crypt('${apiKey}', gen_salt('bf')));\n`, false],
    [`INSERT INTO matters (id, reference) VALUES (1, '${apiSecret}');\n`, false],
  ])('%s', (content, speaks) => expect(secretSpeaks('/p/sql/seed_integrations.sql', content)).toBe(speaks));
});

describe('a credential written by an in-place substitution (secrets/generic/assignment)', () => {
  test.each([
    [`sed -i 's/^OA_PASSWORD=.*/OA_PASSWORD=${password}/' scripts/officeally.sh`, true],
    [`perl -pi -e 's|^API_SECRET=.*|API_SECRET=${apiSecret}|' .env.production`, true],
    // Emptied, a placeholder, a reference, printed to the terminal rather than written.
    ["sed -i 's/^API_KEY=.*/API_KEY=/' .env", false],
    ["sed -i 's/^OA_PASSWORD=.*/OA_PASSWORD=changeme/' scripts/officeally.sh", false],
    ["sed -i 's/^OA_PASSWORD=.*/OA_PASSWORD=${OA_PASSWORD}/' scripts/officeally.sh", false],
    [`sed 's/^OA_PASSWORD=.*/OA_PASSWORD=${password}/' scripts/officeally.sh`, false],
  ])('%s', (command, speaks) => expect(secretSpeaksIn(command)).toBe(speaks));
});

describe('Dropbox access tokens (secrets/cloud/dropbox-*)', () => {
  test.each([
    [`dbx = dropbox.Dropbox("${dropboxShort}")\n`, true],
    [`const dbx = new Dropbox({ accessToken: '${dropboxLong}' });\n`, true],
    // The environment's token, and a short dotted name.
    ['dbx = dropbox.Dropbox(os.environ["DROPBOX_TOKEN"])\n', false],
    ['import sl.utils.paths as p\n', false],
  ])('%s', (content, speaks) => expect(secretSpeaks('/p/scripts/sync_to_dropbox.py', content)).toBe(speaks));
});

describe('a fixture named for a credential returns a real token past a comment (secrets/generic/assignment)', () => {
  test.each([
    [`def clio_token():\n    # real sandbox token so integration tests can hit the API\n    return "${sandboxToken}"\n`, true],
    // A fake token, and a fixture named for no credential.
    ['def clio_token():\n    # a fake token\n    return "test-token"\n', false],
    [`def matter_ref():\n    # the sandbox matter\n    return "${sandboxToken}"\n`, false],
  ])('%s', (content, speaks) => expect(secretSpeaks('/p/tests/conftest.py', content)).toBe(speaks));
});
