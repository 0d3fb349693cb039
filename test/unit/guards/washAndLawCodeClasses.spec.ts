import { describe, expect, test } from 'vitest';
import { wipeAdded } from '../../../src/guards/engine/softDeletes.js';
import { commandIds, writtenIds } from '../../support/destructiveIds.js';

// Round 50 (laundromats and car washes, optometry, law firms, landscaping and pest control): ORM bulk deletes filtered
// by a category, an edit that adds a wipe of a data folder named by a constant it does not define, a records folder
// named per row through a variable and removed in a loop over a query, and rows picked by a cutoff then deleted one by
// one by their key. One line per class that speaks and near-misses that stay silent.

describe('ORM bulk deletes filtered by a category (destructive/unlisted/any-cli)', () => {
  test.each([
    [`bin/rails runner 'Membership.where(plan: "basic").destroy_all'`, 'destructive/unlisted/any-cli'],
    [`bin/rails runner 'Membership.where(plan: :basic).delete_all'`, 'destructive/unlisted/any-cli'],
    [
      `python manage.py shell -c 'from wash.models import Membership; Membership.objects.filter(plan="basic").delete()'`,
      'destructive/unlisted/any-cli',
    ],
    // One row by its key or its email, the code's own test rows.
    [`bin/rails runner 'Membership.where(id: 42).destroy_all'`, 'none'],
    [`bin/rails runner 'Membership.where(email: "a@b.io").destroy_all'`, 'none'],
    [`bin/rails runner 'Membership.where(plan: "test").destroy_all'`, 'none'],
    [`python manage.py shell -c 'from wash.models import M; M.objects.filter(pk=99102).delete()'`, 'none'],
  ])('%s → %s', (command, id) => expect(commandIds(command)).toBe(id));

  test.each([
    ['scripts/purge.py', 'session.query(Membership).filter_by(kind="basic").delete()\n', 'destructive/unlisted/any-cli'],
    ['scripts/purge.ts', 'await prisma.membership.deleteMany({ where: { plan: "basic" } });\n', 'destructive/unlisted/any-cli'],
    ['scripts/purge.ts', 'await prisma.membership.deleteMany({ where: { id: "m_123" } });\n', 'none'],
    // A seed file makes its own rows.
    ['db/seeds.rb', 'Membership.where(plan: "basic").destroy_all\n', 'none'],
  ])('%s: %s → %s', (path, content, id) => expect(writtenIds(path, content)).toBe(id));
});

describe('an edit that adds a wipe of a data folder named by a constant it does not define (destructive/edits/soft-to-hard-delete)', () => {
  const loop = '    for path in sorted(ARCHIVE_DIR.glob("*.csv")):\n        upload_to_s3(path)\n';
  test.each([
    [`${loop}    shutil.rmtree(ARCHIVE_DIR)\n    shutil.rmtree(COUNTS_DIR)\n`, ['ARCHIVE_DIR', 'COUNTS_DIR']],
    [`${loop}    shutil.rmtree(UPLOADS_ROOT, ignore_errors=True)\n`, ['UPLOADS_ROOT']],
    // Scratch and output constants, and a constant the edit binds (judged by the path it names).
    [`${loop}    shutil.rmtree(TMP_DIR)\n    shutil.rmtree(BUILD_DIR)\n    shutil.rmtree(CACHE_DIR)\n`, []],
    [`${loop}    shutil.rmtree(OUT_DIR)\n`, []],
    [`ARCHIVE_DIR = Path("build/archive")\n${loop}    shutil.rmtree(ARCHIVE_DIR)\n`, []],
  ])('%j → %j', (next, found) => expect(wipeAdded([{ old: loop, new: next }])).toEqual(found));
});

describe('a records folder bound per row to a join under a data root, removed in a loop (destructive/filesystem/rm-recursive)', () => {
  const loop = (root: string, bind: string) =>
    `import shutil\nfrom pathlib import Path\nimport os\nDOC_ROOT = Path("${root}")\nfor matter_id, number in rows:\n` +
    `    folder = ${bind}\n    if folder.exists():\n        shutil.rmtree(folder)\n`;
  test.each([
    [loop('/home/dev/proj/documents/matters', 'DOC_ROOT / number'), 'destructive/filesystem/rm-recursive'],
    [loop('documents/matters', 'os.path.join(DOC_ROOT, number)'), 'destructive/filesystem/rm-recursive'],
    // Build output and caches are made again.
    [loop('build/cache', 'DOC_ROOT / number'), 'none'],
  ])('%s → %s', (content, id) => expect(writtenIds('scripts/purge_closed_matters.py', content)).toBe(id));
});

describe('rows picked by a cutoff, then deleted one by one by their key (destructive/sql/delete-by-range)', () => {
  const script = (select: string, remove: string) =>
    'import psycopg\n\nwith psycopg.connect(DSN) as conn:\n' +
    `    rows = conn.execute("${select}", (CUTOFF,)).fetchall()\n` +
    `    for matter_id, number in rows:\n        conn.execute("${remove}", (matter_id,))\n`;
  test.each([
    [
      script('SELECT id, matter_number FROM matters WHERE closed_on < %s', 'DELETE FROM matters WHERE id = %s'),
      'destructive/sql/delete-by-range',
    ],
    [
      script('SELECT id FROM matters WHERE closed_on < %s', 'DELETE FROM documents WHERE matter_id = %s'),
      'destructive/sql/delete-by-range',
    ],
    // A select by key, expired sessions, and a cutoff select with no delete.
    [script('SELECT id FROM matters WHERE id < %s', 'DELETE FROM matters WHERE id = %s'), 'none'],
    [script('SELECT id FROM sessions WHERE expires_at < %s', 'DELETE FROM sessions WHERE id = %s'), 'none'],
    [script('SELECT id FROM matters WHERE closed_on < %s', 'UPDATE matters SET flagged = true WHERE id = %s'), 'none'],
  ])('%s → %s', (content, id) => expect(writtenIds('scripts/purge_closed_matters.py', content)).toBe(id));
});
