import { describe, expect, test } from 'vitest';
import { destructive } from '../../../src/guards/destructive.js';
import { commandIds as rule } from '../../support/destructiveIds.js';
import { guardContext } from '../../support/guardContext.js';

// Rounds 55 and 56 (trade contractors, daycares, physiotherapy clinics, jewellers; dry cleaners, towing, cinemas, local
// newspapers): written and edited code. A records file written as an empty list or map, a fixture's drop of the test
// database it made, one model row deleted by its key, a wipe of a data folder a constant names, a delete by age cut to far
// less, and a delete widened from a subfolder to its parent. One line per class that speaks and near-misses that stay silent.

type Input = Record<string, string>;
const spoke = (tool_name: 'Edit' | 'Write' | 'Bash', tool_input: Input) =>
  destructive.detect(
    { hook_event_name: 'PreToolUse', tool_name, tool_input },
    guardContext('/home/dev', { cwd: '/home/dev/proj', config: {} }),
  ) !== undefined;
const edit = (file: string, old_string: string, new_string: string) =>
  spoke('Edit', { file_path: `/home/dev/proj/${file}`, old_string, new_string });
const write = (file: string, content: string) => spoke('Write', { file_path: `/home/dev/proj/${file}`, content });

describe('a records file written as an empty list or map is emptied', () => {
  test.each([
    ['data/keycode_registry.json', '[]\n', true],
    ['data/hep_programmes.json', '[]\n', true],
    ['data/members.yaml', '{}\n', true],
    // A fixture, a seed, a cache and a code file start empty on purpose.
    ['tests/fixtures/registry.json', '[]\n', false],
    ['data/seed_registry.json', '{}\n', false],
    ['.cache/registry.json', '[]', false],
    ['data/state.json', '{}', false],
  ])('Write %s %j → %s', (file, content, speaks) => expect(write(file, content)).toBe(speaks));

  test.each([
    [`node -e "require('fs').writeFileSync('data/consignors.json', '[]\\n')"`, true],
    [`python3 -c "open('data/roster.json','w').write('[]\\n')"`, true],
    [`node -e "require('fs').writeFileSync('build/manifest.json', '[]\\n')"`, false],
  ])('%s → %s', (command, speaks) => expect(rule(command) !== 'none').toBe(speaks));
});

describe("a test fixture's drop of the database it made is its own teardown", () => {
  test('silent in conftest after yield, in an RSpec after hook', () => {
    expect(
      edit(
        'tests/conftest.py',
        '    yield db_name\n',
        '    yield db_name\n    with psycopg2.connect(ADMIN_DSN) as admin:\n        admin.cursor().execute(f"DROP DATABASE IF EXISTS {db_name}")\n',
      ),
    ).toBe(false);
    expect(
      edit(
        'tests/conftest.py',
        '    yield db_name\n',
        '    yield db_name\n    admin.cursor().execute(f"DROP DATABASE IF EXISTS {db_name}")\n',
      ),
    ).toBe(false);
    expect(
      edit(
        'spec/support/db.rb',
        '  config.after(:suite) do\n  end',
        "  config.after(:suite) do\n    ActiveRecord::Base.connection.execute('TRUNCATE visits, users RESTART IDENTITY')\n  end",
      ),
    ).toBe(false);
  });
  test('the same drop in application code speaks', () => {
    expect(edit('app/db.py', '    pass\n', '    admin.cursor().execute(f"DROP DATABASE IF EXISTS {db_name}")\n')).toBe(true);
  });
});

describe('one model row found by a literal key and deleted is the row the caller chose', () => {
  test.each([
    ["bin/rails runner 'RepairTicket.find(99213).destroy'", false],
    ["python manage.py shell -c 'Ticket.objects.get(pk=5).delete()'", false],
    ["bin/rails runner 'RepairTicket.destroy_all'", true],
    ["bin/rails r 'Project.find(42).destroy'", true],
  ])('%s → speaks %s', (command, speaks) => expect(rule(command) !== 'none').toBe(speaks));
});

describe('an added wipe of a folder a constant names for kept data (scans, envelopes, evidence)', () => {
  test.each([
    ['SCANS_DIR', true],
    ['EVIDENCE_DIR', true],
    ['ENVELOPES_ROOT', true],
    ['TMP_DIR', false],
    ['BUILD_DIR', false],
  ])('shutil.rmtree(%s) → %s', (name, speaks) =>
    expect(
      edit(
        'jobs/archive_repairs.py',
        '        shutil.copy2(env, ARCHIVE_DIR)\n',
        `        shutil.copy2(env, ARCHIVE_DIR)\n    shutil.rmtree(${name})\n    ${name}.mkdir()\n`,
      ),
    ).toBe(speaks),
  );
});

describe('a delete by age in code cut to under half the age keeps far less', () => {
  test.each([
    [
      'GpsPoint.where("recorded_at < ?", 2.years.ago).in_batches.delete_all',
      'GpsPoint.where("recorded_at < ?", 7.days.ago).in_batches.delete_all',
      true,
    ],
    [
      'Visit.objects.filter(created__lt=now() - timedelta(days=365)).delete()',
      'Visit.objects.filter(created__lt=now() - timedelta(days=30)).delete()',
      true,
    ],
    ["DELETE FROM readings WHERE ts < now() - INTERVAL '90 days';", "DELETE FROM readings WHERE ts < now() - INTERVAL '1 day';", true],
    [
      'db.Where("created_at < ?", time.Now().AddDate(-1, 0, 0)).Delete(&Event{})',
      'db.Where("created_at < ?", time.Now().AddDate(0, 0, -7)).Delete(&Event{})',
      true,
    ],
    // Lengthened, a small tuning, no delete, and a cache.
    [
      'GpsPoint.where("recorded_at < ?", 2.years.ago).in_batches.delete_all',
      'GpsPoint.where("recorded_at < ?", 3.years.ago).in_batches.delete_all',
      false,
    ],
    [
      'GpsPoint.where("recorded_at < ?", 30.days.ago).in_batches.delete_all',
      'GpsPoint.where("recorded_at < ?", 21.days.ago).in_batches.delete_all',
      false,
    ],
    ['Visit.where("created_at > ?", 30.days.ago).count', 'Visit.where("created_at > ?", 7.days.ago).count', false],
    ['Rails.cache.delete_matched(30.days.ago)', 'Rails.cache.delete_matched(1.day.ago)', false],
  ])('%s → %s', (old, now, speaks) => expect(edit('app/jobs/retention.rb', old, now)).toBe(speaks));
});

describe('a delete widened from a subfolder to its parent', () => {
  test.each([
    ['internal/cleanup/cleanup.go', 'os.RemoveAll(filepath.Join(cfg.PhotoDir, "tmp"))', 'os.RemoveAll(cfg.PhotoDir)', true],
    ['jobs/clean.py', "    shutil.rmtree(os.path.join(root, 'cache'))", '    shutil.rmtree(root)', true],
    ['lib/clean.rb', "    FileUtils.rm_rf(File.join(upload_dir, 'tmp'))", '    FileUtils.rm_rf(upload_dir)', true],
    ['scripts/clean.sh', 'rm -rf "$PHOTO_DIR/tmp"', 'rm -rf "$PHOTO_DIR"', true],
    // The parent is scratch itself.
    ['internal/cleanup/cleanup.go', 'os.RemoveAll(filepath.Join(cfg.TmpDir, "old"))', 'os.RemoveAll(cfg.TmpDir)', false],
    ['scripts/clean.sh', 'rm -rf "$CACHE_DIR/thumbs"', 'rm -rf "$CACHE_DIR"', false],
  ])('%s: %s → %s', (file, old, now, speaks) => expect(edit(file, old, now)).toBe(speaks));
});
