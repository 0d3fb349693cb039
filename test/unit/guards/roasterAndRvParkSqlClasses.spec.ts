import { describe, expect, test } from 'vitest';
import { destructive } from '../../../src/guards/destructive.js';
import { stubMadeReal, wipeAdded } from '../../../src/guards/engine/softDeletes.js';
import { commandIds as rule } from '../../support/destructiveIds.js';
import { guardContext } from '../../support/guardContext.js';

// Round 62 (coffee roasters, land surveyors, costume and party-rental shops, mobile-home and RV parks): a delete of the
// people themselves by the date of their last order or login, a status that ends the record set over a whole season or
// group, and an edit that turns a logging stub ("would remove") into a real delete. One line per class that speaks and
// near-misses that stay silent.

const edit = (file: string, old_string: string, new_string: string) =>
  destructive.detect(
    { hook_event_name: 'PreToolUse', tool_name: 'Edit', tool_input: { file_path: `/home/dev/proj/${file}`, old_string, new_string } },
    guardContext('/home/dev', { cwd: '/home/dev/proj', config: {} }),
  ) !== undefined;

describe('accounts, customers or users deleted by inactivity (destructive/sql/delete-people-by-inactivity)', () => {
  test.each([
    [`psql "$DATABASE_URL" -c "DELETE FROM wholesale_accounts WHERE last_order_at < now() - interval '1 year';"`, true],
    [`mysql shop -e "DELETE FROM customers WHERE last_login_at < DATE_SUB(NOW(), INTERVAL 2 YEAR)"`, true],
    [`sqlite3 park.db "DELETE FROM residents WHERE last_visit < date('now','-3 years')"`, true],
    [`psql -d rentals -c "DELETE FROM members WHERE last_activity <= CURRENT_DATE - 730"`, true],
    [`psql -d app -c "DELETE FROM users WHERE last_seen < '2023-01-01'"`, true],
    // Sessions, carts and tokens by last use are housekeeping; one row by key, and a cut on anything else, are not this class.
    [`psql -c "DELETE FROM user_sessions WHERE last_seen < now() - interval '30 days'"`, false],
    [`psql -c "DELETE FROM carts WHERE last_activity < now() - interval '7 days'"`, false],
    [`psql -c "DELETE FROM api_tokens WHERE last_used_at < now() - interval '90 days'"`, false],
    [`psql -c "DELETE FROM wholesale_accounts WHERE id = 412"`, false],
    [`psql -c "SELECT count(*) FROM wholesale_accounts WHERE last_order_at < now() - interval '1 year'"`, false],
  ])('%s → %s', (command, speaks) => expect(rule(command) !== 'none').toBe(speaks));
  test('names its rule', () =>
    expect(rule(`psql -c "DELETE FROM customers WHERE last_order_at < now() - interval '1 year'"`)).toBe(
      'destructive/sql/delete-people-by-inactivity',
    ));
});

describe('a status that ends the record set over a whole group (destructive/sql/update-status-end-by-group)', () => {
  test.each([
    [`psql -d rvpark -c "UPDATE site_reservations SET status = 'cancelled' WHERE season = '2025-summer';"`, true],
    [`psql -d rentals -c "UPDATE rentals SET status = 'void' WHERE event_date = '2025-10-31';"`, true],
    [`mysql survey -e "UPDATE field_projects SET state='closed' WHERE period = '2024-Q4'"`, true],
    [`psql -c "UPDATE lots SET status = 'inactive', updated_at = now() WHERE section = 'B2'"`, true],
    // One row by its key or reference, a test value, and a status that does not end the record.
    [`psql -d rvpark -c "UPDATE site_reservations SET status = 'cancelled' WHERE reservation_no = 'R-1';"`, false],
    [`psql -d rvpark -c "UPDATE site_reservations SET status = 'cancelled' WHERE id = 5;"`, false],
    [`psql -d rvpark -c "UPDATE site_reservations SET status = 'cancelled' WHERE confirmation_code = 'X7Q2';"`, false],
    [`psql -d rvpark -c "UPDATE site_reservations SET status = 'cancelled' WHERE season = 'test-2025';"`, false],
    [`psql -d rvpark -c "UPDATE site_reservations SET status = 'confirmed' WHERE season = '2025-summer';"`, false],
  ])('%s → %s', (command, speaks) => expect(rule(command) !== 'none').toBe(speaks));
});

describe('an edit that turns a "would remove" stub into a real delete', () => {
  const stub = '    for old in zips[:-keep]:\n        log.info("would remove %s", old)';
  test.each([
    ['survey/archive.py', stub, '    for old in zips[:-keep]:\n        log.info("removing %s", old)\n        old.unlink()', true],
    [
      'survey/archive.py',
      '    for old in zips[:-keep]:\n        print("would delete", old)',
      '    for old in zips[:-keep]:\n        os.remove(old)',
      true,
    ],
    [
      'scripts/prune_records.js',
      'for (const f of stale) console.log(`would delete ${f}`);',
      'for (const f of stale) fs.unlinkSync(f);',
      true,
    ],
    // A cache job, a temp file, and a preview kept beside the delete behind a dry-run branch stay silent.
    [
      'tools/clean_cache.py',
      '    for old in stale:\n        log.info("would remove %s", old)',
      '    for old in stale:\n        old.unlink()',
      false,
    ],
    [
      'survey/archive.py',
      '    for tmp_file in left:\n        log.info("would remove %s", tmp_file)',
      '    for tmp_file in left:\n        tmp_file.unlink()',
      false,
    ],
    [
      'survey/archive.py',
      stub,
      '    for old in zips[:-keep]:\n        if dry_run:\n            log.info("would remove %s", old)\n        else:\n            old.unlink()',
      false,
    ],
  ])('Edit %s → %s', (file, old, next, speaks) => expect(edit(file, old, next)).toBe(speaks));
  test('names what it now deletes', () =>
    expect(stubMadeReal('survey/archive.py', [{ old: stub, new: '    for old in zips[:-keep]:\n        old.unlink()' }])).toEqual(['old']));
});

describe('a tree delete of a subfolder of a folder the code is handed (pathlib join)', () => {
  test.each([
    [
      'def f(archive_dir):\n    pass',
      'def f(archive_dir):\n    shutil.rmtree(archive_dir / "unpacked", ignore_errors=True)',
      ['archive_dir / "unpacked"'],
    ],
    // A scratch subfolder, or a subfolder of a scratch folder, stays silent.
    ['def f(archive_dir):\n    pass', 'def f(archive_dir):\n    shutil.rmtree(archive_dir / "tmp", ignore_errors=True)', []],
    ['def f(build_dir):\n    pass', 'def f(build_dir):\n    shutil.rmtree(build_dir / "html")', []],
  ])('%s → %s', (old, next, found) => expect(wipeAdded([{ old, new: next }])).toEqual(found));
});
