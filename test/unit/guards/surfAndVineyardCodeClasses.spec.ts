import { describe, expect, test } from 'vitest';
import { deleteRetargeted } from '../../../src/guards/engine/softDeletes.js';
import { editedIds as edited, commandIds as rule, writtenIds as written } from '../../support/destructiveIds.js';

// Round 82 (destructive: deletes in code and one-liners): every data file of a folder named for a business's records
// deleted by a glob or a listing, a code loop's delete pointed from scratch space at kept files, and Go's os.RemoveAll
// of a kept folder under a data root read from the environment. One line per class that speaks and near-misses that
// stay silent (or speak for another reason, named beside them).

const RM = 'destructive/filesystem/rm-source-files';
const TREE = 'destructive/filesystem/rm-recursive';
const EDIT = 'destructive/edits/soft-to-hard-delete';

describe('every data file of a business records folder, at any depth (destructive/filesystem/rm-source-files)', () => {
  test.each([
    [`python -c "import glob,os; [os.remove(p) for p in glob.glob('orders/custom/*.json')]"`, RM],
    ['rm orders/custom/*.json', RM],
    ['rm bookings/*.csv', RM],
    ['rm -f app/reservations/2025/*.xlsx', RM],
    ['rm waivers/signed/*.pdf', RM],
    ['rm -f custom_orders/*.json', RM],
    [`ruby -e "Dir.glob('tickets/**/*.json').each { |f| File.delete(f) }"`, `${RM} destructive/unlisted/any-cli`],
    [`find enrolments -name '*.csv' -delete`, 'destructive/filesystem/find-delete'],
    // A backup copy's type, a scratch subfolder, tests' fixtures, build output, one named file, code.
    ['rm orders/custom/*.json.bak', 'none'],
    ['rm orders/tmp/*.json', 'none'],
    [`python -c "import glob,os; [os.remove(p) for p in glob.glob('orders/tmp/*.json')]"`, 'none'],
    ['rm test/fixtures/orders/*.json', 'none'],
    ['rm build/orders/*.json', 'none'],
    ['rm sample_bookings/*.csv', 'none'],
    ['rm orders/custom/draft-123.json', 'none'],
    ['rm -rf node_modules', 'none'],
    // Source code under a records-named folder is judged as source, as before (every `*.py` of a folder).
    ['rm orders/*.py', RM],
    ['rm -rf orders/migrations/', TREE],
  ])('%s → %s', (command, id) => expect(rule(command)).toBe(id));
});

const TMP_LOOP = 'for path in glob.glob("tmp/*.pdf"):\n    os.remove(path)';

describe('an edit that points a code delete loop from scratch at kept files (destructive/edits/soft-to-hard-delete)', () => {
  test.each([
    [TMP_LOOP, 'for path in glob.glob("reports/**/*.pdf", recursive=True):\n    os.remove(path)', ['reports/**/*.pdf']],
    [TMP_LOOP, 'for path in glob.glob("**/*.pdf", recursive=True):\n    os.remove(path)', ['**/*.pdf']],
    ['for p in Path("cache").glob("*.json"):\n    p.unlink()', 'for p in Path("data").glob("*.json"):\n    p.unlink()', ['data/*.json']],
    [
      "for (const f of fs.readdirSync('tmp')) fs.unlinkSync(path.join('tmp', f));",
      "for (const f of fs.readdirSync('uploads')) fs.unlinkSync(path.join('uploads', f));",
      ['uploads'],
    ],
    [
      "Dir.glob('tmp/exports/*.csv').each { |f| File.delete(f) }",
      "Dir.glob('records/**/*.csv').each { |f| File.delete(f) }",
      ['records/**/*.csv'],
    ],
    [
      'for name in os.listdir("build/pdf"):\n    os.remove(os.path.join("build/pdf", name))',
      'for name in os.listdir("invoices"):\n    os.remove(os.path.join("invoices", name))',
      ['invoices'],
    ],
    // Another scratch folder, the pattern changed or narrowed inside the same one, a move to an archive, no delete.
    [TMP_LOOP, 'for path in glob.glob(".cache/*.pdf"):\n    os.remove(path)', []],
    [TMP_LOOP, 'for path in glob.glob("build/*.pdf"):\n    os.remove(path)', []],
    [TMP_LOOP, 'for path in glob.glob("tmp/render-*.pdf"):\n    os.remove(path)', []],
    ['for path in glob.glob("tmp/*"):\n    os.remove(path)', TMP_LOOP, []],
    [TMP_LOOP, 'for path in glob.glob("reports/**/*.pdf", recursive=True):\n    shutil.move(path, "archive/")', []],
    ['files = glob.glob("tmp/*.pdf")', 'files = glob.glob("reports/**/*.pdf", recursive=True)', []],
  ])('%s → %s', (old, next, found) => expect(deleteRetargeted([{ old, new: next }])).toEqual(found));

  test.each([
    ['scripts/cleanup_tmp.py', TMP_LOOP, 'for path in glob.glob("reports/**/*.pdf", recursive=True):\n    os.remove(path)', EDIT],
    ['scripts/cleanup_tmp.py', TMP_LOOP, 'for path in glob.glob(".cache/*.pdf"):\n    os.remove(path)', 'none'],
  ])('Edit %s → %s', (path, old, next, id) => expect(edited(path, old, next)).toBe(id));
});

const goMain = (body: string, imports = '"os"\n\t"path/filepath"') =>
  `package main\n\nimport (\n\t${imports}\n)\n\nfunc main() {\n${body}}\n`;
const ENV_ROOT = '\troot := os.Getenv("YARD_DATA_DIR")\n\tif root == "" {\n\t\troot = "."\n\t}\n';

describe("Go's os.RemoveAll of a kept folder under a data root read at run time (destructive/filesystem/rm-recursive)", () => {
  test.each([
    [
      'cmd/cleanup/main.go',
      goMain(`${ENV_ROOT}\tuploads := filepath.Join(root, "uploads")\n\tos.RemoveAll(uploads)\n\tos.MkdirAll(uploads, 0o755)\n`),
      TREE,
    ],
    [
      'cmd/reset/main.go',
      goMain('\tbase := os.Args[1]\n\tif err := os.RemoveAll(filepath.Join(base, "photos")); err != nil {\n\t\tpanic(err)\n\t}\n'),
      TREE,
    ],
    [
      'cmd/wipe/main.go',
      `var dataDir = os.Getenv("DATA_DIR")\n\n${goMain('\t_ = os.RemoveAll(filepath.Join(dataDir, "media", "photos"))\n')}`,
      TREE,
    ],
    [
      'cmd/purge/main.go',
      goMain(
        '\troot := os.Getenv("APP_DATA")\n\tdir := filepath.Join(root, "records")\n\tentries, _ := os.ReadDir(dir)\n' +
          '\tfor _, e := range entries {\n\t\tos.Remove(filepath.Join(dir, e.Name()))\n\t}\n',
      ),
      RM,
    ],
    // Python's form, with and without a default.
    [
      'scripts/wipe.py',
      "import os, shutil\nROOT = os.environ.get('YARD_DATA_DIR', '.')\nshutil.rmtree(os.path.join(ROOT, 'uploads'))\n",
      TREE,
    ],
    ['scripts/wipe.py', "import os, shutil\nROOT = os.environ['YARD_DATA_DIR']\nshutil.rmtree(os.path.join(ROOT, 'uploads'))\n", TREE],
    // Scratch and output folders under the root, a root read as scratch, the temp folder, a test's temp folder.
    [
      'cmd/cleanup/main.go',
      goMain(`${ENV_ROOT}\ttmp := filepath.Join(root, "tmp")\n\tos.RemoveAll(tmp)\n\tos.MkdirAll(tmp, 0o755)\n`),
      'none',
    ],
    [
      'cmd/cleanup/main.go',
      goMain(
        `${ENV_ROOT}\tos.RemoveAll(filepath.Join(root, "cache"))\n\tos.RemoveAll(filepath.Join(root, "build"))\n\tos.RemoveAll(filepath.Join(root, "dist"))\n`,
      ),
      'none',
    ],
    ['cmd/cleanup/main.go', goMain('\ttmpRoot := os.Getenv("TMPDIR")\n\tos.RemoveAll(filepath.Join(tmpRoot, "uploads"))\n'), 'none'],
    // One entry the program names at run time under the root (a request's file), not a folder of the data.
    ['cmd/serve/main.go', goMain(`${ENV_ROOT}\tos.RemoveAll(filepath.Join(root, name))\n`), 'none'],
    ['cmd/cleanup/main.go', goMain('\tdir := filepath.Join(os.TempDir(), "uploads")\n\tos.RemoveAll(dir)\n'), 'none'],
    [
      'internal/store/store_test.go',
      'package store\n\nimport (\n\t"os"\n\t"path/filepath"\n\t"testing"\n)\n\nfunc TestX(t *testing.T) {\n\troot := t.TempDir()\n' +
        '\tuploads := filepath.Join(root, "uploads")\n\tdefer os.RemoveAll(uploads)\n}\n',
      'none',
    ],
    [
      'cmd/build/main.go',
      goMain(`${ENV_ROOT}\tout := filepath.Join(root, "dist")\n\tos.RemoveAll(out)\n\tos.MkdirAll(out, 0o755)\n`),
      'none',
    ],
  ])('Write %s → %s', (path, content, id) => expect(written(path, content)).toBe(id));
});
