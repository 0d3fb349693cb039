import { describe, expect, test } from 'vitest';
import { boundToFreshTemp, namesScratch } from '../../../src/guards/lib/scratch.js';
import { editSpeaks as edit, writeSpeaks as write } from '../../support/destructiveIds.js';

// Round 138's destructive class: code that deletes a folder the test framework or the OS made fresh for the run (pytest's
// tmp_path, tmpdir and tmp_path_factory, tempfile.mkdtemp and TemporaryDirectory, Go's t.TempDir and os.MkdirTemp,
// Node's mkdtemp under os.tmpdir(), Ruby's Dir.mktmpdir) is silent, in a fixture's teardown as anywhere. A test's delete
// of the project's own data (settings.MEDIA_ROOT, a data/ folder beside the tests) still speaks. And the scratch words
// are read as whole words: `Latest` holds "test" and `templates` holds "temp", neither is scratch. One line per case.

const fixture = '@pytest.fixture\ndef waiver_dir(tmp_path):\n    d = tmp_path / "waivers"\n    d.mkdir()\n    return d';

describe('an Edit that adds a delete of a test-made temp folder is silent; of kept data, speaks', () => {
  test.each([
    [
      'tests/conftest.py',
      fixture,
      '@pytest.fixture\ndef waiver_dir(tmp_path):\n    d = tmp_path / "waivers"\n    d.mkdir()\n    yield d\n' +
        '    shutil.rmtree(d, ignore_errors=True)',
      false,
    ],
    [
      'tests/conftest.py',
      'import shutil\n',
      'import shutil\n\n@pytest.fixture(scope="session")\ndef media(tmp_path_factory):\n' +
        '    root = tmp_path_factory.mktemp("media")\n    yield root\n    shutil.rmtree(root)\n',
      false,
    ],
    [
      'tests/conftest.py',
      'import shutil\n',
      'import shutil\n\n@pytest.fixture\ndef store(tmp_path):\n    base = tmp_path / "store"\n' +
        '    inbox = base / "inbox"\n    inbox.mkdir(parents=True)\n    yield inbox\n    shutil.rmtree(inbox)\n',
      false,
    ],
    [
      'tests/test_export.py',
      'def test_export():\n    pass\n',
      'def test_export():\n    work = tempfile.mkdtemp(prefix="export-")\n    run_export(work)\n    shutil.rmtree(work)\n',
      false,
    ],
    [
      'tests/test_export.py',
      'def test_export():\n    pass\n',
      'def test_export():\n    out = Path(tempfile.mkdtemp())\n    run_export(out)\n    shutil.rmtree(out)\n',
      false,
    ],
    [
      'scripts/rebuild.py',
      'def rebuild():\n    pass\n',
      'def rebuild():\n    staging_root = tempfile.mkdtemp()\n    build_into(staging_root)\n    shutil.rmtree(staging_root)\n',
      false,
    ],
    [
      'store/store_test.go',
      'func TestSweep(t *testing.T) {\n}\n',
      'func TestSweep(t *testing.T) {\n\troot := t.TempDir()\n\tdefer os.RemoveAll(root)\n}\n',
      false,
    ],
    [
      'store/store_test.go',
      'func TestSweep(t *testing.T) {\n}\n',
      'func TestSweep(t *testing.T) {\n\troot, err := os.MkdirTemp("", "sweep-")\n\tif err != nil {\n' +
        '\t\tt.Fatal(err)\n\t}\n\tdefer os.RemoveAll(root)\n}\n',
      false,
    ],
    [
      'test/importer.test.js',
      "const fs = require('fs');\n",
      "const fs = require('fs');\nlet dir;\nbeforeEach(() => {\n" +
        "  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'importer-'));\n});\nafterEach(() => {\n" +
        '  fs.rmSync(dir, { recursive: true, force: true });\n});\n',
      false,
    ],
    [
      'spec/importer_spec.rb',
      "require 'fileutils'\n",
      "require 'fileutils'\n\nbefore { @dir = Dir.mktmpdir }\nafter { FileUtils.rm_rf(dir) }\nlet(:dir) { Dir.mktmpdir('importer') }\n",
      false,
    ],
    [
      'spec/importer_spec.rb',
      "require 'fileutils'\n",
      "require 'fileutils'\n\nit 'imports' do\n  out = Dir.mktmpdir\n  Importer.run(out)\n  FileUtils.rm_rf(out)\nend\n",
      false,
    ],
    // A test's delete of the project's own data, or a name bound to a temp folder in one place and to data in another.
    [
      'tests/conftest.py',
      fixture,
      `${fixture}\n\n@pytest.fixture(autouse=True)\ndef clean_media():\n    yield\n    shutil.rmtree(settings.MEDIA_ROOT)`,
      true,
    ],
    [
      'tests/conftest.py',
      'import shutil\n',
      'import shutil\n\nDATA = Path(__file__).parent.parent / "data"\n\n@pytest.fixture(autouse=True)\ndef reset():\n' +
        '    yield\n    d = DATA / "waivers"\n    shutil.rmtree(d)\n',
      true,
    ],
    [
      'tests/conftest.py',
      'import shutil\n',
      'import shutil\n\n@pytest.fixture\ndef a(tmp_path):\n    d = tmp_path / "a"\n    yield d\n\n' +
        '@pytest.fixture(autouse=True)\ndef b():\n    d = settings.UPLOADS_DIR\n    yield\n    shutil.rmtree(d)\n',
      true,
    ],
    [
      'scripts/rebuild.py',
      'def rebuild():\n    pass\n',
      'def rebuild():\n    latest = Path("archive") / "latest"\n    shutil.rmtree(latest)\n',
      true,
    ],
  ])('%s: %s → …: %s', (path, old, next, speaks) => expect(edit(path, old, next)).toBe(speaks));
});

describe('a Write of test code that deletes its own temp folder is silent', () => {
  test.each([
    [
      'tests/conftest.py',
      'import shutil\nimport pytest\n\n@pytest.fixture\ndef waiver_dir(tmp_path):\n    d = tmp_path / "waivers"\n' +
        '    d.mkdir()\n    yield d\n    shutil.rmtree(d, ignore_errors=True)\n',
      false,
    ],
    [
      'tests/test_x.py',
      'def test_x():\n    with tempfile.TemporaryDirectory() as work:\n        run(work)\n        shutil.rmtree(work)\n',
      false,
    ],
  ])('%s: %s', (path, content, speaks) => expect(write(path, content)).toBe(speaks));
});

describe('the scratch words are whole words or path segments', () => {
  test.each([
    ['tmp_dir', true],
    ['tmpDir', true],
    ['TMPDIR', true],
    ['build_output', true],
    ['/var/tmp/exports', true],
    ['cache', true],
    ['LatestBuild', true],
    ['Latest', false],
    ['latest_dir', false],
    ['templates', false],
    ['distributions', false],
    ['attempts', false],
    ['contemporary', false],
    ['data/uploads', false],
  ])('%s: %s', (name, scratch) => expect(namesScratch(name)).toBe(scratch));
  test.each([
    ['fixturesDir', true],
    ['tests', true],
    ['sample_root', true],
    ['mockStore', true],
    ['Latest', false],
    ['attestations', false],
    ['contestants', false],
  ])('%s (with the test words): %s', (name, scratch) => expect(namesScratch(name, true)).toBe(scratch));
  test.each([
    ['d = tmp_path / "w"\nshutil.rmtree(d)', 'd', true],
    ['root := t.TempDir()\ndir := filepath.Join(root, "x")', 'dir', true],
    ['with tempfile.TemporaryDirectory() as work:\n    pass', 'work', true],
    ['@TempDir\nPath scratchRoot;', 'scratchRoot', true],
    ['d = settings.MEDIA_ROOT / "w"', 'd', false],
    ['d = tmp_path / "w"\nd = DATA_DIR', 'd', false],
    ['shutil.rmtree(d)', 'd', false],
  ])('%s binds %s fresh: %s', (text, name, fresh) => expect(boundToFreshTemp(text, name)).toBe(fresh));
});
