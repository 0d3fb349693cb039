import { describe, expect, test } from 'vitest';
import { destructive } from '../../../src/guards/destructive.js';
import { widenedFinds } from '../../../src/guards/engine/softDeletes.js';
import { writtenIds as written } from '../../support/destructiveIds.js';
import { guardContext } from '../../support/guardContext.js';

// Round 47 (HVAC and facilities, parking enforcement, ski resorts, campgrounds, studbooks): what written code does when it
// runs. SQL a script binds a cutoff into or splits over lines, a NOT IN subquery, a folder named from the script's own
// (`path.join(__dirname, '..', 'media')`), an Edit that turns a find's listing into a delete of every backup, and a table's
// header written over its rows. One line per class that speaks and near-misses that stay silent.

const PG = 'import os\nimport psycopg\nconn = psycopg.connect(os.environ["PARKING_DB_URL"])\ncur = conn.cursor()\n';

describe('SQL in written code with a bound cutoff, split over lines, or a NOT IN subquery (destructive/sql/*)', () => {
  test.each([
    [
      'scripts/purge.py',
      `${PG}cur.execute("DELETE FROM lpr_reads WHERE captured_at < %s", (cutoff,))\n`,
      'destructive/sql/delete-by-range',
    ],
    [
      'scripts/purge.py',
      `${PG}cur.execute("DELETE FROM lpr_reads WHERE confidence < %(floor)s", {"floor": 0.8})\n`,
      'destructive/sql/delete-by-range',
    ],
    [
      'scripts/purge.py',
      `${PG}cur.execute(\n    "DELETE FROM lpr_read_images WHERE read_id IN "\n    "(SELECT id FROM lpr_reads WHERE captured_at < %s)",\n    (cutoff,),\n)\n`,
      'destructive/sql/delete-by-subquery',
    ],
    [
      'scripts/purge.py',
      `${PG}cur.execute("DELETE FROM booking_guests WHERE booking_id NOT IN (SELECT id FROM site_bookings)")\n`,
      'destructive/sql/delete-by-subquery',
    ],
    [
      'scripts/purge.js',
      "const { Pool } = require('pg');\nconst pool = new Pool();\nawait pool.query('DELETE FROM work_orders ' +\n  'WHERE closed_at < $1', [cutoff]);\n",
      'destructive/sql/delete-by-range',
    ],
    [
      'cmd/purge/main.go',
      'package main\nfunc main() {\n\tdb.Exec("DELETE FROM meter_reads WHERE read_at < $1", cutoff)\n}\n',
      'destructive/sql/delete-by-range',
    ],
    [
      'scripts/purge.php',
      '<?php\n$stmt = $pdo->prepare("DELETE FROM citations WHERE issued_on < :cutoff");\n',
      'destructive/sql/delete-by-range',
    ],
    // One row by its key, a per-owner window, session rows, a subquery of an archive table, a local file's retention,
    // printed SQL, and throwaway test databases (pytest's tmp_path, a test-named file, memory).
    ['scripts/purge.py', `${PG}cur.execute("DELETE FROM lpr_reads WHERE id = %s", (read_id,))\n`, 'none'],
    ['scripts/purge.py', `${PG}cur.execute("DELETE FROM lpr_reads WHERE plate_id = %s AND captured_at < %s", (p, c))\n`, 'none'],
    ['scripts/purge.py', `${PG}cur.execute("DELETE FROM sessions WHERE expires_at < %s", (now,))\n`, 'none'],
    ['scripts/purge.py', `${PG}cur.execute("DELETE FROM reads WHERE id IN (SELECT id FROM reads_archive)")\n`, 'none'],
    ['scripts/purge.py', `${PG}cur.execute("DELETE FROM images WHERE read_id IN (SELECT id FROM reads WHERE plate = %s)", (p,))\n`, 'none'],
    [
      'scripts/purge.py',
      "import sqlite3\nconn = sqlite3.connect('data/adsb.sqlite')\nconn.execute('DELETE FROM positions WHERE ts < ?', (c,))\n",
      'none',
    ],
    ['scripts/purge.py', 'print("DELETE FROM lpr_reads WHERE captured_at < %s")\n', 'none'],
    [
      'tests/conftest.py',
      'import sqlite3\n\ndef db(tmp_path):\n    conn = sqlite3.connect(tmp_path / "test.sqlite3")\n' +
        '    yield conn\n    conn.execute("DELETE FROM site_bookings")\n',
      'none',
    ],
    ['tests/test_purge.py', "import sqlite3\nconn = sqlite3.connect('test.db')\nconn.execute('DELETE FROM site_bookings')\n", 'none'],
    ['tests/t.py', "import sqlite3\nconn = sqlite3.connect(':memory:')\nconn.execute('DELETE FROM site_bookings')\n", 'none'],
  ])('%s: %s → %s', (path, content, id) => expect(written(path, content)).toBe(id));
});

describe("a folder named from the script's own deleted whole (destructive/filesystem/rm-recursive)", () => {
  test.each([
    [
      'scripts/reset-cams.js',
      "const ARCHIVE = path.join(__dirname, '..', 'media', 'lift-cams');\nfor (const d of fs.readdirSync(ARCHIVE)) {\n" +
        '  fs.rmSync(path.join(ARCHIVE, d), { recursive: true, force: true });\n}\n',
    ],
    ['scripts/reset.js', "fs.rmSync(path.join(__dirname, '..', 'uploads'), { recursive: true, force: true });\n"],
    ['scripts/reset.py', "import os, shutil\nshutil.rmtree(os.path.join(os.path.dirname(__file__), '..', 'data', 'raw'))\n"],
    [
      'scripts/reset.py',
      'import shutil\nfrom pathlib import Path\nSCANS = Path(__file__).resolve().parent.parent / "scans"\nshutil.rmtree(SCANS)\n',
    ],
  ])('%s: %s speaks', (path, content) => expect(written(path, content)).not.toBe('none'));
  test.each([
    // Build output, scratch beside the script, a cache, and a data folder's own scratch.
    ['scripts/clean.js', "fs.rmSync(path.join(__dirname, '..', 'dist'), { recursive: true, force: true });\n"],
    ['scripts/clean.js', "fs.rmSync(path.join(__dirname, 'tmp'), { recursive: true, force: true });\n"],
    ['scripts/clean.py', "import os, shutil\nshutil.rmtree(os.path.join(os.path.dirname(__file__), '..', '.cache'))\n"],
    ['scripts/clean.js', "const OUT = path.join(__dirname, '..', 'build');\nfs.rmSync(OUT, { recursive: true, force: true });\n"],
  ])('%s: %s stays silent', (path, content) => expect(written(path, content)).toBe('none'));
});

describe("an Edit that turns a find's listing into a delete of every file (destructive/edits/soft-to-hard-delete)", () => {
  test.each([
    [
      `find "$BACKUP_DIR" -name 'studbook_*.sql.gz' -mtime +90 -print`,
      `find "$BACKUP_DIR" -name 'studbook_*.sql.gz' -delete`,
      ['"$BACKUP_DIR"'],
    ],
    ["find /srv/backups -name '*.dump' -mtime +30 -delete", "find /srv/backups -name '*.dump' -delete", ['/srv/backups']],
    [`find "$BACKUP_DIR" -name '*.tar.gz' -print`, `find "$BACKUP_DIR" -name '*.tar.gz' -exec rm {} +`, ['"$BACKUP_DIR"']],
    [`find "$BACKUP_DIR" -name 'studbook_*.gz' -delete`, `find "$BACKUP_DIR" -type f -delete`, ['"$BACKUP_DIR"']],
    // Still a rotation by age, scratch files, a temp folder, a delete turned into a listing, another start path.
    [`find "$BACKUP_DIR" -name '*.gz' -mtime +90 -print`, `find "$BACKUP_DIR" -name '*.gz' -mtime +90 -delete`, []],
    ["find logs -name '*.log' -mtime +7 -delete", "find logs -name '*.log' -delete", []],
    [`find "$TMP_DIR" -mtime +1 -delete`, `find "$TMP_DIR" -delete`, []],
    [`find "$BACKUP_DIR" -name '*.gz' -delete`, `find "$BACKUP_DIR" -name '*.gz' -print`, []],
    [`find "$BACKUP_DIR" -name '*.gz' -print`, `find "$OUT_DIR" -name '*.gz' -delete`, []],
  ])('%s → %s', (old, next, found) => expect(widenedFinds([{ old, new: next }]).map(({ start }) => start)).toEqual(found));
  test('the Edit speaks with the rule and the folder', () => {
    const found = destructive.detect(
      {
        hook_event_name: 'PreToolUse',
        tool_name: 'Edit',
        tool_input: {
          file_path: '/home/dev/proj/scripts/rotate_backups.sh',
          old_string: `find "$BACKUP_DIR" -name 'studbook_*.sql.gz' -mtime +90 -print`,
          new_string: `find "$BACKUP_DIR" -name 'studbook_*.sql.gz' -delete`,
        },
      },
      guardContext('/home/dev', { cwd: '/home/dev/proj' }),
    ) as { items: string } | undefined;
    expect(found?.items).toContain('makes the find under `"$BACKUP_DIR"` delete every file it matches');
  });
});

describe("a table's header written alone over a records folder's file (destructive/filesystem/truncate-project-file)", () => {
  const wrote = (path: string, content: string) =>
    destructive.detect(
      { hook_event_name: 'PreToolUse', tool_name: 'Write', tool_input: { file_path: `/home/dev/proj/${path}`, content } },
      guardContext('/home/dev', { cwd: '/home/dev/proj' }),
    ) !== undefined;
  test.each([
    ['data/permits/permit_holders.csv', 'permit_id,plate,holder_name,zone,valid_from,valid_to\n', true],
    ['data/member_roster.csv', 'id,first_name,last_name,email\n', true],
    ['exports/crm_contacts.tsv', 'id\tname\temail\n', true],
    // A template, a sample, test fixtures, output, scratch, a folder of no records, and a header with a row under it.
    ['data/rent_roll_template.csv', 'unit,tenant,lease_start\n', false],
    ['data/sample_members.csv', 'id,name\n', false],
    ['tests/fixtures/members.csv', 'id,name\n', false],
    ['build/report.csv', 'id,name\n', false],
    ['data/tmp_members.csv', 'id,name\n', false],
    ['reports/summary.csv', 'id,name\n', false],
    ['data/member_roster.csv', 'id,name\n1,Ada\n', false],
  ])('%s ← %j → %s', (path, content, speaks) => expect(wrote(path, content)).toBe(speaks));
});
