import { describe, expect, test } from 'vitest';
import { filterDropped } from '../../../src/guards/engine/loopFilters.js';
import { widenedFinds } from '../../../src/guards/engine/softDeletes.js';
import { editSpeaks as edit } from '../../support/destructiveIds.js';

// Round 77 (edits of cleanup scripts and code): a find's listing of kept records turned into a delete with an age left on
// it, and a loop's delete of a kept folder whose filter is taken out. One line per class that speaks and near-misses
// that stay silent.

describe("an Edit that turns a find's listing of kept records into a delete, an age kept, speaks", () => {
  test.each([
    [
      `find "$REPORT_ARCHIVE/inspections" -name '*.pdf' -mtime +2555 -print`,
      `find "$REPORT_ARCHIVE/inspections" -name '*.pdf' -mtime +30 -delete`,
      true,
    ],
    [`find "$RECORDS_DIR" -type f -mtime +365 -ls`, `find "$RECORDS_DIR" -type f -mtime +365 -delete`, true],
    [`find exports/ -name '*.csv' -mtime +90`, `find exports/ -name '*.csv' -mtime +90 -exec rm {} +`, true],
    [
      `find /srv/archive/invoices -name '*.pdf' -mtime +400 -printf '%p\\n'`,
      `find /srv/archive/invoices -name '*.pdf' -mtime +400 -print0 | xargs -0 rm -f`,
      true,
    ],
    [`find "$BACKUP_DIR" -name '*.sql.gz' -mtime +2555 -print`, `find "$BACKUP_DIR" -name '*.sql.gz' -mtime +30 -delete`, true],
    // A tmp, cache or log folder, a delete whose age only changes, -print put before -delete, a listing kept a listing.
    [`find "$TMP_DIR" -name '*.pdf' -mtime +2555 -print`, `find "$TMP_DIR" -name '*.pdf' -mtime +30 -delete`, false],
    [`find "$CACHE" -mtime +30 -print`, `find "$CACHE" -mtime +30 -delete`, false],
    [`find logs/ -name '*.gz' -mtime +30 -print`, `find logs/ -name '*.gz' -mtime +30 -delete`, false],
    [`find logs/ -name '*.log' -mtime +30 -delete`, `find logs/ -name '*.log' -mtime +60 -delete`, false],
    [
      `find "$REPORT_ARCHIVE" -name '*.pdf' -mtime +2555 -delete`,
      `find "$REPORT_ARCHIVE" -name '*.pdf' -mtime +2555 -print -delete`,
      false,
    ],
    [`find "$REPORT_ARCHIVE" -name '*.pdf' -mtime +2555 -print`, `find "$REPORT_ARCHIVE" -name '*.pdf' -mtime +30 -print`, false],
  ])('%s → %s: %s', (old, next, speaks) => expect(edit('scripts/nightly_cleanup.sh', old, next)).toBe(speaks));
  test('it is told apart from a delete left with no age', () => {
    const edits = [{ old: `find "$RECORDS_DIR" -mtime +365 -print`, new: `find "$RECORDS_DIR" -mtime +365 -delete` }];
    expect(widenedFinds(edits)).toEqual([{ start: '"$RECORDS_DIR"', aged: true }]);
  });
  test('backups rotated by the age they listed are not read as records aged out', () =>
    expect(
      widenedFinds([
        { old: `find "$BACKUP_DIR" -name '*.gz' -mtime +90 -print`, new: `find "$BACKUP_DIR" -name '*.gz' -mtime +90 -delete` },
      ]),
    ).toEqual([]));
});

describe('an Edit that takes the filter off a loop deleting from a kept folder speaks', () => {
  test.each([
    [
      'src/shop/maintenance.py',
      '    for f in EXPORT_DIR.iterdir():\n        if f.stem.startswith("tmp_"):\n            f.unlink()\n',
      '    for f in EXPORT_DIR.iterdir():\n        f.unlink()\n',
      true,
    ],
    [
      'app/cleanup.py',
      '    for name in os.listdir(UPLOADS_DIR):\n        if name.endswith(".part"):\n            os.remove(os.path.join(UPLOADS_DIR, name))',
      '    for name in os.listdir(UPLOADS_DIR):\n        os.remove(os.path.join(UPLOADS_DIR, name))',
      true,
    ],
    [
      'src/jobs/prune.ts',
      "for (const f of fs.readdirSync(REPORTS_DIR)) {\n  if (f.startsWith('draft-')) fs.unlinkSync(path.join(REPORTS_DIR, f));\n}",
      'for (const f of fs.readdirSync(REPORTS_DIR)) {\n  fs.unlinkSync(path.join(REPORTS_DIR, f));\n}',
      true,
    ],
    [
      'scripts/clean.sh',
      'for f in "$ARCHIVE_DIR"/*; do\n  if [[ "$f" == *.partial ]]; then\n    rm -f "$f"\n  fi\ndone',
      'for f in "$ARCHIVE_DIR"/*; do\n  rm -f "$f"\ndone',
      true,
    ],
    [
      'lib/tasks/purge.rb',
      'Dir.glob("storage/records/*").each do |f|\n  File.delete(f) if File.mtime(f) < cutoff\nend',
      'Dir.glob("storage/records/*").each do |f|\n  File.delete(f)\nend',
      true,
    ],
    [
      'src/shop/maintenance.py',
      '    for f in EXPORT_DIR.iterdir():\n        if f.stat().st_mtime < cutoff:\n            continue\n        f.unlink()\n',
      '    for f in EXPORT_DIR.iterdir():\n        f.unlink()\n',
      true,
    ],
    [
      'src/jobs/sweep.js',
      "fs.readdirSync(UPLOADS_DIR).forEach((name) => {\n  if (name.endsWith('.tmp')) fs.unlinkSync(path.join(UPLOADS_DIR, name));\n});",
      'fs.readdirSync(UPLOADS_DIR).forEach((name) => {\n  fs.unlinkSync(path.join(UPLOADS_DIR, name));\n});',
      true,
    ],
    // The filter added, a scratch folder, build output or __pycache__, a variable renamed, a filter changed, a new loop.
    [
      'src/shop/maintenance.py',
      '    for f in EXPORT_DIR.iterdir():\n        f.unlink()\n',
      '    for f in EXPORT_DIR.iterdir():\n        if f.stem.startswith("tmp_"):\n            f.unlink()\n',
      false,
    ],
    [
      'src/shop/maintenance.py',
      '    for f in TMP_DIR.iterdir():\n        if f.stem.startswith("tmp_"):\n            f.unlink()\n',
      '    for f in TMP_DIR.iterdir():\n        f.unlink()\n',
      false,
    ],
    [
      'src/shop/maintenance.py',
      '    for f in CACHE_DIR.iterdir():\n        if f.suffix == ".json":\n            f.unlink()\n',
      '    for f in CACHE_DIR.iterdir():\n        f.unlink()\n',
      false,
    ],
    [
      'tools/clean.py',
      '    for f in Path("build").iterdir():\n        if f.suffix == ".o":\n            f.unlink()\n',
      '    for f in Path("build").iterdir():\n        f.unlink()\n',
      false,
    ],
    [
      'tools/clean.py',
      '    for d in ROOT.rglob("__pycache__"):\n        if d.is_dir():\n            shutil.rmtree(d)\n',
      '    for d in ROOT.rglob("__pycache__"):\n        shutil.rmtree(d)\n',
      false,
    ],
    [
      'src/shop/maintenance.py',
      '    for f in EXPORT_DIR.iterdir():\n        if f.stem.startswith("tmp_"):\n            f.unlink()\n',
      '    for path in EXPORT_DIR.iterdir():\n        if path.stem.startswith("tmp_"):\n            path.unlink()\n',
      false,
    ],
    [
      'src/shop/maintenance.py',
      '    for f in EXPORT_DIR.iterdir():\n        if f.stem.startswith("tmp_"):\n            f.unlink()\n',
      '    for f in EXPORT_DIR.iterdir():\n        if f.suffix == ".part":\n            f.unlink()\n',
      false,
    ],
    [
      'src/shop/maintenance.py',
      '    for f in EXPORT_DIR.iterdir():\n        f.unlink()\n    if verbose:\n        print("done")\n',
      '    for f in EXPORT_DIR.iterdir():\n        f.unlink()\n',
      false,
    ],
    [
      'src/shop/maintenance.py',
      '    if not EXPORT_DIR.exists():\n        return\n',
      '    for f in EXPORT_DIR.iterdir():\n        print(f)\n',
      false,
    ],
  ])('%s: %j → %j: %s', (file, old, next, speaks) => expect(edit(file, old, next)).toBe(speaks));
  test('crafted edits are read in linear time', () => {
    const line = `${'for x in EXPORT_DIR.each '.repeat(4000)}\n`;
    // A reader that backtracked on this input would run past the test timeout; the answer is checked, not the time.
    expect(filterDropped([{ old: `${line}if a: os.remove(x)\n`.repeat(20), new: `${line}os.remove(x)\n`.repeat(20) }])).toEqual([]);
  });
  test('the loop is named by its head', () =>
    expect(
      filterDropped([
        {
          old: '    for f in EXPORT_DIR.iterdir():\n        if f.stem.startswith("tmp_"):\n            f.unlink()\n',
          new: '    for f in EXPORT_DIR.iterdir():\n        f.unlink()\n',
        },
      ]),
    ).toEqual(['for f in EXPORT_DIR.iterdir():']));
});
