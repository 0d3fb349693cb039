import { describe, expect, it, test } from 'vitest';
import type { CanonicalEvent } from '../../../src/core/event.js';
import { evalGuard } from '../../../src/guards/eval.js';
import type { Finding, GuardContext } from '../../../src/guards/guard.js';
import { guardContext } from '../../support/guardContext.js';
import { outside } from '../../support/guardSpeaks.js';

// Round 47 (parking enforcement, zoos): a container's command writes the container's filesystem; its paths reach the
// host only through the run's binds (`-v host:ctr`, `--mount type=bind,…`). A path under a bind of the project is the
// project's; under a bind of a host folder outside it, outside; under no bind, it stays in the container.
describe('writes of a command in a container, through its binds (outside-project)', () => {
  it.each([
    ['docker run --rm -v /srv/lpr:/out cityparking/lpr-export:1.4 --day 2024-11-01 --out /out', ['/srv/lpr']],
    ['docker run --rm -v $HOME/.aws:/root/.aws python:3.12 aws configure set region eu-west-1', ['/home/dev/.aws']],
    ["docker run --rm -v /etc:/host-etc alpine sh -c 'echo 10.0.0.5 db >> /host-etc/hosts'", ['/etc/hosts']],
    ['podman run --rm --mount type=bind,source=/var/backups,target=/backup img dump --output /backup/db.sql', ['/var/backups/db.sql']],
    ['docker compose run --rm -v ~/exports:/exports api rake export --out /exports/x.csv', ['/home/dev/exports/x.csv']],
    ['docker run --rm -v /srv/out:/work -w /work img tool --out report.pdf', ['/srv/out/report.pdf']],
    ['docker container run -v ../shared:/data img cp /src/a /data/a', ['/home/dev/shared/a']],
  ])('%s', (command, paths) => expect(outside(command)).toEqual(paths));

  it.each([
    // Binds of the project (absolute, `$PWD`, relative, the same path on both sides).
    'docker run --rm -v /home/dev/proj/data/lpr:/out cityparking/lpr-export:1.4 --day 2024-11-01 --out /out',
    'docker run --rm -v "$PWD/data:/data" ghcr.io/cityzoo/zims-sync:latest export --out /data/zims/latest.json',
    'docker run --rm -v ./data:/data img export --out /data/x.json',
    'docker run --rm -v "$PWD:$PWD" -w "$PWD" img make --output-dir build',
    'podman run --rm --volume=$(pwd)/out:/out:Z img convert --out /out/a.png',
    'docker run --rm --mount type=bind,src=$PWD/reports,dst=/reports img render --out /reports/q3.pdf',
    // Under no bind: in the container only (a named volume, a path the run mounts nothing at, a relative path with no -w).
    'docker run --rm img export --out /out/x.json',
    'docker run --rm -v pgdata:/var/lib/postgresql/data img sh -c "echo x > /var/lib/postgresql/data/pg.conf"',
    "docker run --rm -v $PWD:/app img sh -c 'echo x > /etc/motd'",
    'docker run --rm img tool --out report.pdf',
    // Read-only binds cannot be written through.
    'docker run --rm -v /mnt/nas:/in:ro -v "$PWD/data:/data" img /in/a.csv --out /in/b.csv',
    'docker run --rm --mount type=bind,source=/srv/x,target=/x,readonly img tool --out /x/y',
    "docker compose run --rm api sh -c 'cd /tmp && tar czf /backup/x.tgz .'",
  ])('%s', (command) => expect(outside(command)).toEqual([]));

  it('judges a host write of the same line as before', () => {
    expect(outside('docker run --rm img export > ~/x.json')).toEqual(['/home/dev/x.json']);
    expect(outside('docker build --output ~/out .')).toEqual(['/home/dev/out']);
  });
});

const context: GuardContext = guardContext();
const evalSpeaks = (file_path: string, content: string) =>
  (evalGuard.detect({ hook_event_name: 'PreToolUse', tool_name: 'Write', tool_input: { file_path, content } } as CanonicalEvent, context) as
    | Finding
    | undefined) !== undefined;
const test_ = (body: string) => `import pickle\n\nfrom zims_sync.cache import save\n\n\ndef test_roundtrip(tmp_path):\n${body}`;

// Round 47 (zoos): a test that loads back what it made itself (a file it saved into its temp folder, bytes it dumped)
// deserialises its own data; a test loading a repository fixture, a file it is handed or a download still speaks.
describe('a test loading back its own data (eval)', () => {
  test.each([
    [
      'a pickle saved into tmp_path and loaded back',
      'tests/test_cache_roundtrip.py',
      test_('    save({"a": 1})\n    with (tmp_path / "latest.pkl").open("rb") as fh:\n        assert pickle.load(fh) == {"a": 1}\n'),
      false,
    ],
    [
      'joblib through a bound temp path',
      'tests/test_model.py',
      'import joblib\n\ndef test_dump(tmpdir):\n    path = tmpdir.join("m.joblib")\n    joblib.dump(model, path)\n    assert joblib.load(path)\n',
      false,
    ],
    [
      'a tempfile written and read back',
      'tests/test_store.py',
      [
        'import pickle, tempfile',
        '',
        'def test_store():',
        '    with tempfile.NamedTemporaryFile() as fh:',
        '        pickle.dump(obj, fh)',
        '        fh.seek(0)',
        '        assert pickle.load(fh) == obj',
        '',
      ].join('\n'),
      false,
    ],
    [
      'bytes dumped into a name, then loaded',
      'tests/test_models.py',
      'import pickle\n\ndef test_roundtrip():\n    data = pickle.dumps(obj)\n    assert pickle.loads(data) == obj\n',
      false,
    ],
    [
      'yaml dumped to tmp_path and loaded with the full loader',
      'tests/test_cfg.py',
      [
        'import yaml',
        '',
        'def test_cfg(tmp_path):',
        '    p = tmp_path / "c.yml"',
        '    p.write_text(yaml.dump(cfg))',
        '    assert yaml.load(p.read_text(), Loader=yaml.Loader) == cfg',
        '',
      ].join('\n'),
      false,
    ],
    // A repository fixture, a path the test is handed, a download into the temp folder, the same load outside a test.
    ['a fixture of the repository', 'tests/test_model.py', test_('    assert pickle.load(open("tests/fixtures/m.pkl", "rb"))\n'), true],
    [
      'a path the fixture is handed',
      'tests/conftest.py',
      'import pickle, pytest\n\n@pytest.fixture\ndef model(request, tmp_path):\n    with open(request.param, "rb") as fh:\n        return pickle.load(fh)\n',
      true,
    ],
    [
      'a download into tmp_path',
      'tests/test_remote.py',
      [
        'import pickle, requests',
        '',
        'def test_remote(tmp_path):',
        '    p = tmp_path / "m.pkl"',
        '    p.write_bytes(requests.get(URL).content)',
        '    assert pickle.load(p.open("rb"))',
        '',
      ].join('\n'),
      true,
    ],
    [
      'a temp file outside a test',
      'lpr/ocr_model.py',
      [
        'import joblib, tempfile',
        '',
        'def fetch():',
        '    with tempfile.NamedTemporaryFile(delete=False) as fh:',
        '        fh.write(blob)',
        '    return joblib.load(fh.name)',
        '',
      ].join('\n'),
      true,
    ],
  ])('%s', (_name, file, content, speaks) => expect(evalSpeaks(`/home/u/proj/${file}`, content)).toBe(speaks));
});
