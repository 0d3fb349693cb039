import { describe, expect, test } from 'vitest';
import { editedIds as edited, writtenIds as written } from '../../support/destructiveIds.js';

// Round 98: a retention job's copy of expired records into an archive edited into a delete of the same records, and
// SQLAlchemy 2.0's ids collected from a cutoff select (split over lines as a formatter leaves it) and deleted by them.
// One line per case: those that speak and the near-misses that stay silent.

const SOFT = 'destructive/edits/soft-to-hard-delete';
const RM = 'destructive/filesystem/rm-recursive';
const COPY = 'await fs.promises.cp(path.join(REPORTS_DIR, dir), path.join(ARCHIVE_DIR, dir), { recursive: true });';
const REMOVE = 'fs.rmSync(path.join(REPORTS_DIR, dir), { recursive: true });';

describe('an edit that turns a copy into an archive into a delete of its source (destructive/edits/soft-to-hard-delete)', () => {
  test.each([
    [
      'scripts/retention.js',
      '    await fs.promises.cp(path.join(REPORTS_DIR, dir), path.join(ARCHIVE_DIR, dir), { recursive: true });\n    console.log(`archived ${dir}`);',
      '    fs.rmSync(path.join(REPORTS_DIR, dir), { recursive: true, force: true });\n    console.log(`removed ${dir}`);',
      SOFT,
    ],
    [
      'scripts/retention.js',
      'fs.cpSync(src, path.join(ARCHIVE_DIR, name), { recursive: true });',
      'fs.rmSync(src, { recursive: true });',
      SOFT,
    ],
    ['scripts/retention.js', 'await fsp.copyFile(file, path.join(BACKUP_DIR, path.basename(file)));', 'await fsp.unlink(file);', SOFT],
    [
      'scripts/retention.js',
      'fs.cpSync(path.join(REPORTS_DIR, dir), path.join(ARCHIVE_DIR, dir), { recursive: true });',
      'fs.rmSync(REPORTS_DIR, { recursive: true });',
      SOFT,
    ],
    [
      'jobs/retention.py',
      'shutil.copytree(os.path.join(REPORTS, d), os.path.join(ARCHIVE_DIR, d))',
      'shutil.rmtree(os.path.join(REPORTS, d))',
      SOFT,
    ],
    ['jobs/retention.py', 'shutil.copy2(path, archive_dir)', 'os.remove(path)', SOFT],
    ['jobs/retention.py', 'shutil.copytree(\n    folder,\n    COLD_STORAGE / folder.name,\n)', 'shutil.rmtree(folder)', SOFT],
    ['jobs/retention.py', 'shutil.move(os.path.join(SRC, f), os.path.join(ARCHIVE, f))', 'os.remove(os.path.join(SRC, f))', SOFT],
    // A shell script's own `rm -rf` speaks as a command too.
    ['bin/retention.sh', 'cp -r "$REPORTS_DIR/$d" "$ARCHIVE_DIR/"', 'rm -rf "$REPORTS_DIR/$d"', `${RM} ${SOFT}`],
    ['bin/retention.sh', 'mv "$REPORTS_DIR/$d" archive/', 'rm -rf "$REPORTS_DIR/$d"', `${RM} ${SOFT}`],
    [
      'lib/tasks/retention.rb',
      'FileUtils.cp_r(File.join(REPORTS_DIR, dir), ARCHIVE_DIR)',
      'FileUtils.rm_rf(File.join(REPORTS_DIR, dir))',
      SOFT,
    ],
    ['lib/tasks/retention.rb', 'FileUtils.mv(dir, "cold_storage/")', 'FileUtils.rm_rf(dir)', SOFT],
    // The copy added before the delete, the copy kept beside a cleanup, only the log message renamed.
    ['scripts/retention.js', 'fs.rmSync(path.join(REPORTS_DIR, dir), { recursive: true });', `${COPY}\n${REMOVE}`, 'none'],
    [
      'scripts/retention.js',
      'await fs.promises.cp(path.join(REPORTS_DIR, dir), path.join(ARCHIVE_DIR, dir), { recursive: true });',
      `${COPY}\n${REMOVE}`,
      'none',
    ],
    [
      'scripts/retention.js',
      'await fs.promises.cp(path.join(REPORTS_DIR, dir), path.join(ARCHIVE_DIR, dir), { recursive: true });\nconsole.log(`archived ${dir}`);',
      'await fs.promises.cp(path.join(REPORTS_DIR, dir), path.join(ARCHIVE_DIR, dir), { recursive: true });\nconsole.log(`moved ${dir} to the archive`);',
      'none',
    ],
    // The archive's own staging or temp copy deleted, build output and a cache, a copy to nowhere kept.
    [
      'scripts/retention.js',
      'fs.cpSync(path.join(STAGING_DIR, dir), path.join(ARCHIVE_DIR, dir), { recursive: true });',
      'fs.rmSync(path.join(STAGING_DIR, dir), { recursive: true });',
      'none',
    ],
    [
      'scripts/retention.js',
      'await fs.promises.cp(tmpDir, path.join(ARCHIVE_DIR, dir), { recursive: true });',
      'fs.rmSync(tmpDir, { recursive: true, force: true });',
      'none',
    ],
    [
      'scripts/clean.js',
      "fs.cpSync('dist', path.join(BACKUP_DIR, 'dist'), { recursive: true });",
      "fs.rmSync('dist', { recursive: true, force: true });",
      'none',
    ],
    ['scripts/clean.py', 'shutil.copytree(".cache", os.path.join(ARCHIVE_DIR, "cache"))', 'shutil.rmtree(".cache")', 'none'],
    ['scripts/sync.js', 'fs.copyFileSync(src, dest);', 'fs.unlinkSync(src);', 'none'],
    // The archive's bundle deleted after its upload to cold storage, as the old side deleted it too.
    [
      'scripts/retention.js',
      'await fs.promises.cp(bundle, COLD_STORAGE_DIR, { recursive: true });\nfs.rmSync(bundle, { force: true });',
      'await glacier.upload(bundle);\nfs.rmSync(bundle, { force: true });',
      'none',
    ],
  ])('%s: %s → %s', (path, old, now, id) => expect(edited(path, old, now)).toBe(id));
});

const RANGE = 'destructive/sql/delete-by-range';
/** A purge script: `collect` selects the ids (with `__CUT__` the cutoff), then each model is deleted by them. */
const purge = (collect: string, deletes = 'session.execute(delete(Patient).where(Patient.id.in_(ids)))') =>
  'from sqlalchemy import delete, select\n\nCUTOFF = date.today() - timedelta(days=365 * 7)\n\n\n' +
  `def main() -> None:\n    with SessionLocal() as session:\n${collect
    .split('\n')
    .map((line) => `        ${line}`)
    .join('\n')}\n        ${deletes}\n        session.commit()\n`;

describe('SQLAlchemy 2.0 ids collected from a cutoff select, then deleted by them (destructive/sql/delete-by-range)', () => {
  test.each([
    [
      'scripts/purge_lapsed_patients.py',
      purge('ids = session.scalars(\n    select(Patient.id).where(Patient.last_visit < CUTOFF)\n).all()'),
      RANGE,
    ],
    [
      'scripts/purge_lapsed_patients.py',
      purge(
        'ids = session.scalars(\n    select(Patient.id).where(Patient.last_visit < CUTOFF)\n).all()',
        'session.execute(delete(EyeExam).where(EyeExam.patient_id.in_(ids)))',
      ),
      RANGE,
    ],
    [
      'scripts/purge_lapsed_patients.py',
      purge('ids = session.execute(select(Patient.id).where(Patient.last_visit < CUTOFF)).scalars().all()'),
      RANGE,
    ],
    [
      'scripts/purge_lapsed_patients.py',
      purge('ids = list(session.scalars(select(Patient.id).where(Patient.last_visit < CUTOFF)))'),
      RANGE,
    ],
    [
      'scripts/purge_lapsed_patients.py',
      purge('ids = session.scalars(\n    select(Patient.id)\n    .where(Patient.last_visit < CUTOFF)\n).all()'),
      RANGE,
    ],
    [
      'scripts/purge_lapsed_patients.py',
      purge('ids = [row.id for row in session.execute(\n    select(Patient.id).where(Patient.last_visit < CUTOFF)\n)]'),
      RANGE,
    ],
    // Ids handed in (no cutoff), housekeeping rows, a report that only selects, a test's own rows.
    [
      'scripts/purge_patients.py',
      purge('ids = session.scalars(\n    select(Patient.id).where(Patient.id.in_(requested))\n).all()'),
      'none',
    ],
    [
      'scripts/purge_sessions.py',
      purge(
        'ids = session.scalars(\n    select(Session.id).where(Session.expires_at < now)\n).all()',
        'session.execute(delete(Session).where(Session.id.in_(ids)))',
      ),
      'none',
    ],
    [
      'scripts/purge_tokens.py',
      purge(
        'ids = session.scalars(\n    select(Token.id).where(Token.expires_at < now)\n).all()',
        'session.execute(delete(Token).where(Token.id.in_(ids)))',
      ),
      'none',
    ],
    [
      'scripts/purge_carts.py',
      purge(
        'ids = session.scalars(\n    select(CartItem.id).where(CartItem.added_at < CUTOFF)\n).all()',
        'session.execute(delete(CartItem).where(CartItem.id.in_(ids)))',
      ),
      'none',
    ],
    [
      'scripts/lapsed_report.py',
      purge('ids = session.scalars(\n    select(Patient.id).where(Patient.last_visit < CUTOFF)\n).all()', 'print(len(ids))'),
      'none',
    ],
    [
      'tests/test_purge_lapsed.py',
      purge('ids = session.scalars(\n    select(Patient.id).where(Patient.last_visit < CUTOFF)\n).all()'),
      'none',
    ],
  ])('%s → %s', (path, content, id) => expect(written(path, content)).toBe(id));
});
