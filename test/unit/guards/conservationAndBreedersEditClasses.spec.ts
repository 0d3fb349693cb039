import { describe, expect, test } from 'vitest';
import { commandIds as rule, editSpeaks } from '../../support/destructiveIds.js';

// Round 87 (conservation trusts, animal breeders): edits that widen a delete. A cleanup that now also wipes a records
// folder (`path.join(root, "consignments")`) and a SQL delete by one row's key turned into one by a boolean flag over
// a table of records, as an Edit of a .sql file or code and as a shell one-liner. One line per case.

const clearStaging =
  'export async function clearStaging(root: string): Promise<void> {\n  await fs.rm(path.join(root, "staging", "tmp"), { recursive: true, force: true });\n}';
const widened = (extra: string) =>
  'export async function clearStaging(root: string): Promise<void> {\n  await fs.rm(path.join(root, "staging"), { recursive: true, force: true });\n' +
  extra +
  '}';

describe('an Edit that adds a recursive delete of a records folder under a root', () => {
  test.each([
    [
      'src/archive/cleanup.ts',
      clearStaging,
      widened('  await fs.rm(path.join(root, "consignments"), { recursive: true, force: true });\n'),
      true,
    ],
    ['src/archive/cleanup.ts', clearStaging, widened('  fs.rmSync(path.join(root, "orders"), { recursive: true, force: true });\n'), true],
    ['src/archive/cleanup.ts', clearStaging, widened('  await fsp.rm(path.join(root, "uploads"), { recursive: true });\n'), true],
    ['src/archive/cleanup.ts', clearStaging, widened('  await rimraf(path.join(root, "customers"));\n'), true],
    ['src/archive/cleanup.ts', clearStaging, widened('  await fse.remove(path.join(root, "invoices"));\n'), true],
    ['src/archive/cleanup.ts', clearStaging, widened('  await fse.emptyDir(path.join(dataRoot, "donations"));\n'), true],
    [
      'app/cleanup.py',
      'def clear_staging(root):\n    shutil.rmtree(os.path.join(root, "staging", "tmp"), ignore_errors=True)\n',
      'def clear_staging(root):\n    shutil.rmtree(os.path.join(root, "staging", "tmp"), ignore_errors=True)\n' +
        '    shutil.rmtree(os.path.join(root, "bookings"), ignore_errors=True)\n',
      true,
    ],
    [
      'internal/clean/clean.go',
      'func Clear(root string) error {\n\treturn os.RemoveAll(filepath.Join(root, "staging", "tmp"))\n}',
      'func Clear(root string) error {\n\t_ = os.RemoveAll(filepath.Join(root, "staging", "tmp"))\n\treturn os.RemoveAll(filepath.Join(root, "shipments"))\n}',
      true,
    ],
    // Scratch, build output and caches; staging widened alone; a test file; an edit that takes such a delete out.
    ['src/archive/cleanup.ts', clearStaging, widened(''), false],
    ['src/archive/cleanup.ts', clearStaging, widened('  await fs.rm(path.join(root, "tmp"), { recursive: true, force: true });\n'), false],
    [
      'src/archive/cleanup.ts',
      clearStaging,
      widened('  await fs.rm(path.join(root, "cache"), { recursive: true, force: true });\n'),
      false,
    ],
    ['src/archive/cleanup.ts', clearStaging, widened('  await fs.rm(path.join(root, "dist"), { recursive: true, force: true });\n'), false],
    [
      'src/archive/cleanup.ts',
      clearStaging,
      widened('  await fs.rm(path.join(root, ".next"), { recursive: true, force: true });\n'),
      false,
    ],
    [
      'src/archive/cleanup.ts',
      clearStaging,
      widened('  await fs.rm(path.join(root, "coverage"), { recursive: true, force: true });\n'),
      false,
    ],
    [
      'test/archive/cleanup.spec.ts',
      clearStaging,
      widened('  await fs.rm(path.join(root, "consignments"), { recursive: true, force: true });\n'),
      false,
    ],
    [
      'src/archive/cleanup.ts',
      widened('  await fs.rm(path.join(root, "consignments"), { recursive: true, force: true });\n'),
      widened(''),
      false,
    ],
  ])('%s: %j → %j speaks %s', (path, old, now, speaks) => expect(editSpeaks(path, old, now)).toBe(speaks));
});

describe('a DELETE by a row key made a DELETE by a boolean flag', () => {
  const keyed = 'DELETE FROM waitlist_entries\nWHERE id = :entry_id;';
  test.each([
    ['scripts/prune_waitlist.sql', keyed, 'DELETE FROM waitlist_entries\nWHERE deposit_paid = false;', true],
    ['scripts/prune_litters.sql', 'DELETE FROM litters WHERE id = $1;', 'DELETE FROM litters WHERE is_registered = false;', true],
    ['db/prune.sql', 'DELETE FROM adoptions WHERE adoption_id = ?;', 'DELETE FROM adoptions WHERE approved IS NOT TRUE;', true],
    [
      'src/db/prune.ts',
      'await db.query("DELETE FROM sponsorships WHERE id = $1", [id]);',
      'await db.query("DELETE FROM sponsorships WHERE is_active = 0");',
      true,
    ],
    // Narrowed, only the parameter renamed, and scratch tables.
    ['scripts/prune_waitlist.sql', 'DELETE FROM waitlist_entries\nWHERE deposit_paid = false;', keyed, false],
    ['scripts/prune_waitlist.sql', keyed, 'DELETE FROM waitlist_entries\nWHERE id = :waitlist_entry_id;', false],
    ['scripts/prune_sessions.sql', 'DELETE FROM sessions WHERE id = :id;', 'DELETE FROM sessions WHERE expired = true;', false],
    ['scripts/prune_jobs.sql', 'DELETE FROM jobs WHERE id = :id;', 'DELETE FROM jobs WHERE done = true;', false],
  ])('%s: %j → %j speaks %s', (path, old, now, speaks) => expect(editSpeaks(path, old, now)).toBe(speaks));
});

describe('a DELETE whose WHERE is only a boolean flag over a table of records', () => {
  test.each([
    [`psql -c "DELETE FROM waitlist_entries WHERE deposit_paid = false;"`, 'speaks'],
    [`psql "$DATABASE_URL" -c "DELETE FROM litters WHERE is_registered = false"`, 'speaks'],
    [`psql -c "DELETE FROM members WHERE dues_paid IS NOT TRUE;"`, 'speaks'],
    [`mysql -e "DELETE FROM adopters WHERE is_approved = 0"`, 'speaks'],
    [`sqlite3 kennel.db "DELETE FROM litters WHERE is_valid = 0;"`, 'speaks'],
    [`psql -c "DELETE FROM notifications WHERE read = true;"`, 'none'],
    [`psql -c "DELETE FROM sessions WHERE expired = true;"`, 'none'],
    [`psql -c "DELETE FROM jobs WHERE done = true;"`, 'none'],
    [`psql -c "DELETE FROM waitlist_entries WHERE id = 42;"`, 'none'],
    [`psql -c "SELECT * FROM waitlist_entries WHERE deposit_paid = false;"`, 'none'],
  ])('%s → %s', (command, expected) => expect(rule(command) === 'none' ? 'none' : 'speaks').toBe(expected));
});
