import { describe, expect, test } from 'vitest';
import { evalSpeaks, outside, secretSpeaks } from '../../support/guardSpeaks.js';

// Round 46 (theatre and live-event production, wind and solar farm operations, funeral homes and cemeteries, commercial
// fishing and aquaculture), with round 45's leftovers: installs of a built binary into the tool's home folder, cloud
// storage copied down into the home, a dump tool's output option, a clone beside the project, a pathlib path kept in a
// name; an embedded JavaScript VM running stored scripts, a DataFrame query from a request, a template of joined
// literals, a timer given the page address's parameter; a properties password opening with `#`, a camelCase signing
// key, a WordPress application password, an OBS service's stream key, and the public keys (Algolia's search key, a
// Maps browser key) and a password's source. One line per class that speaks and near-misses that stay silent.

// Assembled at run time so that no scanner flags this file.
const drawn = ['ae1Tu43qKpW9IMHz', 'ThjXz5LsecwuYNXN', 'ssA1FHLEIghikBJH'].join('');
const streamKey = ['FB-', '120765662556491', '-0-', 'ufiwGBfCsa5Ht8xUfjTF2mVV'].join('');
const mapsKey = ['AIza', 'SyB1c2D3e4F5g6H7i8J9k0L1m2N3o4P5q6R'].join('');

describe('a binary built and installed into the tool’s own folder in the home (outside-project)', () => {
  test.each([
    ['cargo install --path tools/dmx-sniffer', ['/home/dev/.cargo/bin']],
    ['cargo install ripgrep', ['/home/dev/.cargo/bin']],
    ['cargo install --path . --root ~/.local', ['/home/dev/.local']],
    ['go install ./cmd/piexport', ['/home/dev/go/bin']],
    ['go install golang.org/x/tools/cmd/goimports@latest', ['/home/dev/go/bin']],
    // Moved into the project, only listed, or only built.
    ['cargo install --path . --root ./dist', []],
    ['CARGO_INSTALL_ROOT=./tools cargo install --path tools/x', []],
    ['GOBIN=$PWD/bin go install ./cmd/piexport', []],
    ['cargo install --list', []],
    ['go build -o bin/piexport ./cmd/piexport', []],
    ['cargo build --release', []],
  ])('%s', (command, paths) => expect(outside(command)).toEqual(paths));
});

describe('cloud storage copied down into a folder outside the project (outside-project)', () => {
  test.each([
    ['aws s3 cp s3://fjordfarm-fishhealth/results/2025-05/ ~/Downloads/lab-2025-05/ --recursive', ['/home/dev/Downloads/lab-2025-05']],
    ['aws --profile lab s3 sync s3://b/raw/ /mnt/archive/raw/', ['/mnt/archive/raw']],
    ['gsutil -m cp -r gs://bucket/x ~/data/x', ['/home/dev/data/x']],
    ['gcloud storage cp gs://bucket/x.csv ~/Downloads/', ['/home/dev/Downloads']],
    ['rclone copy garage:scans /mnt/archive/scans', ['/mnt/archive/scans']],
    ['mc cp --recursive minio/frames ~/frames', ['/home/dev/frames']],
    // Into the project, up to the cloud (another machine's store), a dry run.
    ['aws s3 cp s3://dental-xray-backups/manifest.json data/manifest.json', []],
    ['aws s3 cp data/feeds/google_merchant.xml s3://acme-feeds/google/', []],
    ['aws s3 cp s3://b/x ~/Downloads/x --dryrun', []],
    ['rclone copy data/ garage:scans --dry-run', []],
  ])('%s', (command, paths) => expect(outside(command)).toEqual(paths));
});

describe('a dump or backup tool’s output option outside the project (outside-project)', () => {
  test.each([
    ['pg_dump "$DATABASE_URL" -Fc -f ~/backups/casefile_$(date +%F).dump', ['/home/dev/backups']],
    ['pg_dumpall --file=/var/backups/all.sql', ['/var/backups/all.sql']],
    ['pg_basebackup -D /srv/replica -h db', ['/srv/replica']],
    ['mysqldump -u root shop --result-file=/var/backups/shop.sql', ['/var/backups/shop.sql']],
    ['mongodump --uri "$MONGO" -o ~/dumps/today', ['/home/dev/dumps/today']],
    // Into the project or temp space, to standard output, or `-f` that forces (mysqldump's).
    ['pg_dump -Fc -f backups/db.dump mydb', []],
    ['pg_dump -d recon -Fc -f /tmp/recon.dump', []],
    ['pg_dump mydb > backups/db.sql', []],
    ['mysqldump -f shop > dumps/shop.sql', []],
    ['pg_restore -d casefile backups/casefile.dump', []],
  ])('%s', (command, paths) => expect(outside(command).filter((path) => !path.startsWith('/tmp'))).toEqual(paths));
});

describe('a clone written beside the project or elsewhere (outside-project)', () => {
  test.each([
    ['git clone https://github.com/fjordcatch/ais-decoder.git ../ais-decoder', ['/home/dev/ais-decoder']],
    ['git clone --depth 1 -b main git@github.com:a/b.git ~/src/b', ['/home/dev/src/b']],
    ['git -C ~/src clone git@github.com:a/b.git', ['/home/dev/src']],
    ['gh repo clone acme/site ~/src/site', ['/home/dev/src/site']],
    ['hg clone https://hg.example.org/x ../x', ['/home/dev/x']],
    // A clone into the project (named or by the source's name), or a source outside read only.
    ['git clone https://github.com/fjordcatch/ais-decoder.git vendor/ais-decoder', []],
    ['git clone https://github.com/fjordcatch/ais-decoder.git', []],
    ['git clone /srv/git/ais.git', []],
    ['git clone --depth 1 ../upstream/ais.git third_party/ais', []],
    ['gh repo clone acme/site', []],
  ])('%s', (command, paths) => expect(outside(command)).toEqual(paths));
});

describe('a pathlib path kept in a name, then written, in a one-liner (outside-project)', () => {
  test.each([
    [
      'python -c "import json,pathlib; p=pathlib.Path.home()/\'.config/charterdesk/config.json\'; p.write_text(json.dumps({}))"',
      ['/home/dev/.config/charterdesk/config.json'],
    ],
    [
      "python3 -c \"from pathlib import Path; cfg = Path('~/.config/tool/x.toml').expanduser(); cfg.write_text('a=1')\"",
      ['/home/dev/.config/tool/x.toml'],
    ],
    // A path in the project, a path only read.
    ["python -c \"import pathlib; p=pathlib.Path('out/config.json'); p.write_text('{}')\"", []],
    ['python -c "import pathlib; p=pathlib.Path.home()/\'.config/x.json\'; print(p.read_text())"', []],
  ])('%s', (command, paths) => expect(outside(command)).toEqual(paths));
});

const OTTO = 'package main\n\nimport "github.com/robertkrimen/otto"\n\nfunc evalRule(r Rule) (bool, error) {\n\tvm := otto.New()\n';

describe('an embedded JavaScript VM running a script it is given (eval/engines/go-js-vm-run)', () => {
  test.each([
    ['a stored rule run by otto', `${OTTO}\tval, err := vm.Run(r.Script)\n\treturn val.ToBoolean()\n}\n`, true],
    ['otto.New() chained', 'import "github.com/robertkrimen/otto"\nfunc f(code string) { otto.New().Run(code) }\n', true],
    ['Eval on a field', `${OTTO}\tv, _ := vm.Eval(req.Expression)\n}\n`, true],
    // A fixed script, another Run (a command, a test), no otto at all.
    ['a fixed script', `${OTTO}\tval, err := vm.Run(\`sample.speed > 25\`)\n}\n`, false],
    ['a command run beside otto', `${OTTO}\tcmd := exec.Command("ls")\n\tcmd.Run()\n}\n`, false],
    ['a subtest', 'import "github.com/robertkrimen/otto"\nfunc TestX(t *testing.T) { t.Run("fires", func(t *testing.T) {}) }\n', false],
    ['no otto', 'package main\nfunc f(vm *Machine, s string) { vm.Run(s) }\n', false],
  ])('%s', (_name, content, speaks) => expect(evalSpeaks('/p/cmd/alarmd/rules.go', content)).toBe(speaks));
});

const FASTAPI =
  'import pandas as pd\nfrom fastapi import FastAPI, Query\n\napp = FastAPI()\nresults = pd.read_parquet("data/lab/results.parquet")\n\n';

describe('a DataFrame query whose expression comes from the caller (eval/engines/pandas-frame-query)', () => {
  test.each([
    [
      'a query parameter',
      `${FASTAPI}@app.get("/r")\ndef r(filter: str = Query("x == 1")):\n    return results.query(filter).to_dict()\n`,
      true,
    ],
    ['eval of a request field', `${FASTAPI}def r(body):\n    return results.eval(body["expr"])\n`, true],
    // A fixed expression, an ORM query in the same file, no DataFrame made here.
    ['a fixed expression', `${FASTAPI}def r():\n    return results.query("pathogen == 'PRV'")\n`, false],
    ['a session query', `${FASTAPI}def r(session, User):\n    return session.query(User).all()\n`, false],
    ['a warehouse client', `${FASTAPI}def r(bq_client, sql):\n    return bq_client.query(sql).to_dataframe()\n`, false],
    ['a DuckDB connection', `${FASTAPI}def r(con, sql):\n    return con.query(sql).df()\n`, false],
    ['no pandas frame', 'import pandas as pd\n\ndef r(api, q):\n    return api.query(q)\n', false],
  ])('%s', (_name, content, speaks) => expect(evalSpeaks('/p/src/lab/filters.py', content)).toBe(speaks));
});

describe('a template compiled from literals written side by side is fixed (eval/engines/py-template-imported)', () => {
  test.each([
    [
      'joined literals',
      'from jinja2 import Template\n\nREMINDER = Template(\n    "Dear {{ contact.first_name }}, "\n    "see you at {{ service.venue }}."\n)\n',
      false,
    ],
    ['one literal', 'from jinja2 import Template\nT = Template("Dear {{ name }}")\n', false],
    // A template from data still speaks, and so does a literal joined to a value.
    [
      'a template from the request',
      'from jinja2 import Template\ndef r(request):\n    return Template(request.form["body"]).render()\n',
      true,
    ],
    ['a literal joined to a value', 'from jinja2 import Template\ndef r(body):\n    return Template("Dear " + body).render()\n', true],
  ])('%s', (_name, content, speaks) => expect(evalSpeaks('/p/src/casefile/sms.py', content)).toBe(speaks));
});

describe('a string timer given the page address’s parameter through a name (eval/javascript/string-timer)', () => {
  test.each([
    ['params.get', "const params = new URLSearchParams(location.search);\nsetTimeout(params.get('onload'), 100);\n", true],
    ['searchParams.get', "const q = new URL(location.href).searchParams;\nsetInterval(q.get('tick'), 1000);\n", true],
    // A function, a parameter only read, a map's get.
    ['a function', "const params = new URLSearchParams(location.search);\nsetTimeout(() => show(params.get('id')), 100);\n", false],
    ['a map of handlers', "const handlers = new Map();\nsetTimeout(handlers.get('tick'), 100);\n", false],
  ])('%s', (_name, content, speaks) => expect(evalSpeaks('/p/web/plotter.js', content)).toBe(speaks));
});

describe('credentials the round’s writers left in files (secrets)', () => {
  test.each([
    [
      'a properties password that opens with #',
      'src/main/resources/application.properties',
      `spring.datasource.username=afcalc\nspring.datasource.password=#${drawn.slice(0, 17)}\n`,
      true,
    ],
    ['a Go signing key', 'src/auth.go', `package auth\n\nvar signingKey = []byte("${drawn}")\n`, true],
    ['a camelCase encryption key', 'src/crypto.ts', `export const encryptionKey = "${drawn}";\n`, true],
    ['a WordPress application password', 'src/wp_sync.php', "<?php\nconst WP_APP_PASSWORD = 'T9mK 4xQw 8ZpL 2vRn 7bYc 3hJd';\n", true],
    [
      'an OBS service key after its server',
      'scripts/obs/scene.json',
      `{\n  "settings": {\n    "server": "rtmps://live-api-s.facebook.com:443/rtmp/",\n    "key": "${streamKey}"\n  }\n}\n`,
      true,
    ],
    // A comment after a blank, six words of prose, the key's name and server apart, and the public keys.
    ['a comment after the =', '.env', 'API_TOKEN= # ask ops for one\n', false],
    ['prose in a password slot', 'src/x.php', "<?php\nconst HINT_PASSWORD = 'this that will have been done';\n", false],
    [
      'a stream server alone',
      'scripts/obs/scene.json',
      '{\n  "server": "rtmps://live-api-s.facebook.com:443/rtmp/",\n  "key": ""\n}\n',
      false,
    ],
  ])('%s', (_name, file, content, speaks) => expect(secretSpeaks(`/p/${file}`, content)).toBe(speaks));
});

describe('public keys and a password’s source stay silent (secrets)', () => {
  test.each([
    [
      'an Algolia search key beside its app id',
      'config/algolia.js',
      `export const ALGOLIA_APP_ID = "K7QZ2M9P4X";\nexport const ALGOLIA_SEARCH_KEY = "${drawn.slice(0, 32)}";\n`,
      false,
    ],
    [
      'a Maps key given to the browser loader',
      'src/map.js',
      `const map = new google.maps.Map(el, { center, zoom: 14 });\nloader.load({ apiKey: '${mapsKey}' });\n`,
      false,
    ],
    [
      'where a password is read from',
      'src/Historian/appsettings.json',
      '{\n  "Historian": { "PasswordSource": "UserSecrets:Historian:Password" }\n}\n',
      false,
    ],
    // Algolia's admin key, a Maps key said to be the server's, a password itself.
    [
      'an Algolia admin key',
      'config/algolia.js',
      `export const ALGOLIA_APP_ID = "K7QZ2M9P4X";\nexport const ALGOLIA_ADMIN_KEY = "${drawn.slice(0, 32)}";\n`,
      true,
    ],
    ['a Maps server key', 'src/geo.js', `// server-side geocoding\nconst key = '${mapsKey}';\nconst m = google.maps.LatLng;\n`, true],
    ['a password in appsettings', 'src/Historian/appsettings.json', `{\n  "Historian": { "Password": "${drawn.slice(0, 20)}" }\n}\n`, true],
  ])('%s', (_name, file, content, speaks) => expect(secretSpeaks(`/p/${file}`, content)).toBe(speaks));
});
