import { describe, expect, test } from 'vitest';
import { writtenIds as written } from '../../support/destructiveIds.js';

// Round 110: a written program's delete whose path is a name bound once to a join of literal segments and variables
// (`dir := filepath.Join("archive", "hand-histories", season)` … `os.RemoveAll(dir)`) is judged as the same join written
// inline in the delete. Each named form sits next to its inline form, so the two stay consistent: joins under a temp,
// cache or build folder, a name re-bound before the delete, a name only made or printed, and a test's temp folder stay
// as silent as their inline forms are.

/** A Go file whose one function has `body`. */
const go = (body: string) =>
  `package main\n\nimport (\n\t"fmt"\n\t"os"\n\t"path/filepath"\n)\n\nfunc purgeArchive(season string) error {\n${body}\n\treturn nil\n}\n`;
/** A Python module whose one function has `body` (indented four spaces). */
const py = (body: string, imports = 'import os, shutil') => `${imports}\n\ndef purge(season):\n${body}\n`;
/** A Node script whose one function has `body`. */
const js = (body: string) =>
  `const fs = require("fs");\nconst os = require("os");\nconst path = require("path");\n\nfunction purge(season) {\n${body}\n}\n`;
/** A Ruby task whose one method has `body`. */
const rb = (body: string) => `require "fileutils"\n\ndef purge(season)\n${body}\nend\n`;

const TREE = 'destructive/filesystem/rm-recursive';

describe('a delete of a name bound once to a join of literal segments (destructive/filesystem/rm-recursive)', () => {
  test.each([
    // The brief's call, and its inline form.
    [
      'cmd/tourneyctl/purge.go',
      go(
        '\tdir := filepath.Join("archive", "hand-histories", season)\n\tif err := os.RemoveAll(dir); err != nil {\n' +
          '\t\treturn fmt.Errorf("purge %s: %w", dir, err)\n\t}\n\tfmt.Println("removed", dir)',
      ),
      TREE,
    ],
    ['cmd/tourneyctl/purge.go', go('\treturn os.RemoveAll(filepath.Join("archive", "hand-histories", season))'), TREE],
    ['cmd/tourneyctl/purge.go', go('\tvar dir = filepath.Join("archive", "hand-histories", season)\n\treturn os.RemoveAll(dir)'), TREE],
    // Go's `path.Join` reads as `filepath.Join` does, named or inline.
    ['cmd/tourneyctl/purge.go', go('\tdir := path.Join("archive", "hand-histories", season)\n\treturn os.RemoveAll(dir)'), TREE],
    ['cmd/tourneyctl/purge.go', go('\treturn os.RemoveAll(path.Join("archive", "hand-histories", season))'), TREE],
    // Records joined under a root the code is handed, named as inline.
    ['cmd/tourneyctl/purge.go', go('\tdir := filepath.Join(root, "uploads")\n\treturn os.RemoveAll(dir)'), TREE],
    ['tools/purge.py', py('    d = os.path.join("archive", "hand-histories", season)\n    shutil.rmtree(d)'), TREE],
    ['tools/purge.py', py('    shutil.rmtree(os.path.join("archive", "hand-histories", season))'), TREE],
    [
      'tools/purge.py',
      py('    d = Path("archive") / "hand-histories" / season\n    shutil.rmtree(d)', 'import shutil\nfrom pathlib import Path'),
      TREE,
    ],
    ['tools/purge.py', py('    d = f"archive/hand-histories/{season}"\n    shutil.rmtree(d)'), TREE],
    [
      'scripts/purge.js',
      js('  const dir = path.join("archive", "hand-histories", season);\n  fs.rmSync(dir, { recursive: true, force: true });'),
      TREE,
    ],
    [
      'scripts/purge.js',
      js('  const dir = path.resolve("archive", "hand-histories", season);\n  fs.rmSync(dir, { recursive: true, force: true });'),
      TREE,
    ],
    ['scripts/purge.js', js('  fs.rmSync(path.join("archive", "hand-histories", season), { recursive: true, force: true });'), TREE],
    ['lib/tasks/purge.rb', rb('  dir = File.join("archive", "hand-histories", season)\n  FileUtils.rm_rf(dir)'), TREE],
    ['lib/tasks/purge.rb', rb('  FileUtils.rm_rf(File.join("archive", "hand-histories", season))'), TREE],
  ])('%s: %s → %s', (path, content, id) => expect(written(path, content)).toBe(id));
});

describe('near-misses stay as silent named as they are inline', () => {
  test.each([
    // Under the temp folder, a build folder, a cache.
    ['cmd/tourneyctl/purge.go', go('\tdir := filepath.Join(os.TempDir(), "hand-histories", season)\n\treturn os.RemoveAll(dir)')],
    ['cmd/tourneyctl/purge.go', go('\treturn os.RemoveAll(filepath.Join(os.TempDir(), "hand-histories", season))')],
    ['cmd/tourneyctl/purge.go', go('\tdir := filepath.Join("build", "hand-histories", season)\n\treturn os.RemoveAll(dir)')],
    ['cmd/tourneyctl/purge.go', go('\tdir := filepath.Join(cacheDir, "hand-histories", season)\n\treturn os.RemoveAll(dir)')],
    ['cmd/tourneyctl/purge.go', go('\tdir := filepath.Join(root, "staging")\n\treturn os.RemoveAll(dir)')],
    [
      'tools/purge.py',
      py('    d = os.path.join(tempfile.gettempdir(), "hand-histories", season)\n    shutil.rmtree(d)', 'import os, shutil, tempfile'),
    ],
    ['tools/purge.py', py('    d = os.path.join(".cache", "hand-histories", season)\n    shutil.rmtree(d)')],
    [
      'tools/purge.py',
      py('    d = Path("build") / "hand-histories" / season\n    shutil.rmtree(d)', 'import shutil\nfrom pathlib import Path'),
    ],
    [
      'scripts/purge.js',
      js('  const dir = path.join(os.tmpdir(), "hand-histories", season);\n  fs.rmSync(dir, { recursive: true, force: true });'),
    ],
    ['lib/tasks/purge.rb', rb('  dir = File.join("tmp", "hand-histories", season)\n  FileUtils.rm_rf(dir)')],
    // Re-bound between the join and the delete.
    [
      'cmd/tourneyctl/purge.go',
      go(
        '\tdir := filepath.Join("archive", "hand-histories", season)\n\tdir = filepath.Join(os.TempDir(), "staging")\n\treturn os.RemoveAll(dir)',
      ),
    ],
    [
      'tools/purge.py',
      py('    d = os.path.join("archive", "hand-histories", season)\n    d = os.path.join("build", "x")\n    shutil.rmtree(d)'),
    ],
    [
      'scripts/purge.js',
      js(
        '  let dir = path.join("archive", "hand-histories", season);\n  dir = path.join("dist", season);\n  fs.rmSync(dir, { recursive: true, force: true });',
      ),
    ],
    // Only made or printed.
    [
      'cmd/tourneyctl/purge.go',
      go(
        '\tdir := filepath.Join("archive", "hand-histories", season)\n\tif err := os.MkdirAll(dir, 0o755); err != nil {\n' +
          '\t\treturn err\n\t}\n\tfmt.Println("created", dir)',
      ),
    ],
    ['tools/purge.py', py('    d = os.path.join("archive", "hand-histories", season)\n    os.makedirs(d, exist_ok=True)\n    print(d)')],
    // A test's own temp folder.
    [
      'cmd/tourneyctl/purge_test.go',
      'package main\n\nimport (\n\t"os"\n\t"path/filepath"\n\t"testing"\n)\n\nfunc TestPurge(t *testing.T) {\n' +
        '\tdir := filepath.Join(t.TempDir(), "archive", "hand-histories", "2023")\n\tos.RemoveAll(dir)\n}\n',
    ],
    ['tests/test_purge.py', 'import shutil\n\ndef test_purge(tmp_path):\n    d = tmp_path / "archive" / "2023"\n    shutil.rmtree(d)\n'],
    // A test's root bound to a fresh temp folder, with records' folder joined under it, named or inline.
    [
      'internal/store/store_test.go',
      'package store\n\nimport (\n\t"os"\n\t"path/filepath"\n\t"testing"\n)\n\nfunc TestX(t *testing.T) {\n' +
        '\troot := t.TempDir()\n\tuploads := filepath.Join(root, "uploads")\n\tdefer os.RemoveAll(uploads)\n}\n',
    ],
    [
      'internal/store/store_test.go',
      'package store\n\nimport (\n\t"os"\n\t"path/filepath"\n\t"testing"\n)\n\nfunc TestX(t *testing.T) {\n' +
        '\troot := t.TempDir()\n\tdefer os.RemoveAll(filepath.Join(root, "uploads"))\n}\n',
    ],
    [
      'tests/test_store.py',
      py('    root = tempfile.mkdtemp()\n    d = os.path.join(root, "uploads")\n    shutil.rmtree(d)', 'import os, shutil, tempfile'),
    ],
  ])('%s: %s → none', (path, content) => expect(written(path, content)).toBe('none'));
});
