import { describe, expect, test } from 'vitest';
import { commandIds as rule, writtenIds as written } from '../../support/destructiveIds.js';

// Round 59 (picture-framing shops and aquarium/pet-fish stores, bridal shops, arborists): a project script's own wipe
// subcommand widened or confirmed, a delete through a subquery that picks a group by a word, derived copies and
// half-written downloads deleted from a records folder, and written code that deletes a folder named by a literal join.
// One line per class that speaks and near-misses that stay silent.

describe("a project script's own wipe subcommand, widened or confirmed (destructive/unlisted/delete-named-script)", () => {
  test.each([
    ['python scripts/livestock.py purge --all --yes', 'destructive/unlisted/delete-named-script'],
    ['node scripts/catalog.js wipe --force', 'destructive/unlisted/delete-named-script'],
    ['python3 tools/frames.py delete-all -y', 'destructive/unlisted/delete-named-script'],
    ['./bin/catalog reset --all', 'destructive/unlisted/delete-named-script'],
    ['python scripts/livestock.py clear --everything', 'destructive/unlisted/delete-named-script'],
    ['python manage.py livestock purge --all --yes', 'destructive/unlisted/delete-named-script'],
    ['php artisan livestock purge --all --force', 'destructive/unlisted/delete-named-script'],
    // A dry run, a listing, a spare store (cache, sessions), an import, and one record by its key stay silent.
    ['python scripts/livestock.py purge --all --dry-run', 'none'],
    ['./bin/catalog wipe --all --dry-run', 'none'],
    ['python scripts/livestock.py list --all', 'none'],
    ['python scripts/livestock.py purge cache --all --yes', 'none'],
    ['python scripts/livestock.py clear-sessions --yes', 'none'],
    ['python scripts/livestock.py import --all --yes', 'none'],
    ['python scripts/livestock.py purge 42', 'none'],
    ['php artisan livestock purge --all --dry-run', 'none'],
    ['python manage.py livestock list --all', 'none'],
    ['python manage.py clearsessions --no-input', 'none'],
  ])('%s → %s', (command, id) => expect(rule(command)).toBe(id));
});

describe('a delete through a subquery that picks a group by a word (destructive/sql/delete-by-subquery-attribute)', () => {
  test.each([
    [
      `psql -d reefline -c "DELETE FROM water_tests WHERE tank_id IN (SELECT id FROM tanks WHERE system_name = 'Reef Row A');"`,
      'destructive/sql/delete-by-subquery-attribute',
    ],
    [
      `psql -d reefline -c "DELETE FROM water_tests WHERE tank_id IN (SELECT id FROM tanks WHERE location = 'Back Room');"`,
      'destructive/sql/delete-by-subquery-attribute',
    ],
    // One row by its key or name, a scratch table, and a test value stay as the direct form is.
    [`psql -d reefline -c "DELETE FROM water_tests WHERE tank_id IN (SELECT id FROM tanks WHERE id = 5);"`, 'none'],
    [`psql -d reefline -c "DELETE FROM water_tests WHERE tank_id IN (SELECT id FROM tanks WHERE name = 'Tank Four');"`, 'none'],
    [`psql -d reefline -c "DELETE FROM water_tests WHERE tank_id IN (SELECT id FROM tmp_tanks WHERE system_name = 'Reef Row A');"`, 'none'],
    [`psql -d reefline -c "DELETE FROM water_tests WHERE tank_id IN (SELECT id FROM tanks WHERE system_name = 'test');"`, 'none'],
    [`psql -d reefline -c "DELETE FROM price_tags WHERE vendor_id IN (SELECT id FROM vendors WHERE vendor_name = 'Acme');"`, 'none'],
  ])('%s → %s', (command, id) => expect(rule(command)).toBe(id));
});

describe('derived copies deleted from a records folder stay silent (destructive/filesystem/find-delete)', () => {
  test.each([
    ["find media/gown_photos -name '*.webp' -delete", 'destructive/filesystem/find-delete'],
    ["find media/gown_photos -name '*.jpg' -delete", 'destructive/filesystem/find-delete'],
    // Thumbnails, previews, retina and sized renditions are made again from the originals beside them.
    ["find media/gown_photos -name '*.thumb.webp' -delete", 'none'],
    ['rm media/gown_photos/*_thumb.jpg', 'none'],
    ["find media/gown_photos -name '*@2x.png' -delete", 'none'],
    ["find media/gown_photos -name '*-300x200.jpg' -delete", 'none'],
    ["find media/gown_photos -name '*.preview.png' -delete", 'none'],
  ])('%s → %s', (command, id) => expect(rule(command)).toBe(id));
});

describe('half-written downloads deleted from a data folder stay silent (destructive/filesystem/rm-source-files)', () => {
  test.each([
    ['rm -f data/*.csv data/*.partial', 'destructive/filesystem/rm-source-files'],
    ['rm -f data/*.tmp data/*.partial', 'none'],
    ['rm -f data/*.partial', 'none'],
    ['rm -f data/*.download data/*.crdownload', 'none'],
  ])('%s → %s', (command, id) => expect(rule(command)).toBe(id));
});

const goWipe = (first: string, second: string) =>
  [
    'package main',
    '',
    'import (',
    '\t"log"',
    '\t"os"',
    '\t"path/filepath"',
    ')',
    '',
    'func main() {',
    `\troot := filepath.Join("${first}", "${second}")`,
    '\tif err := os.RemoveAll(root); err != nil {',
    '\t\tlog.Fatal(err)',
    '\t}',
    '\tif err := os.MkdirAll(root, 0o755); err != nil {',
    '\t\tlog.Fatal(err)',
    '\t}',
    '}',
    '',
  ].join('\n');

describe('written code that deletes a folder named by a join of literals (destructive/filesystem/rm-recursive)', () => {
  test.each([
    [goWipe('data', 'calendar'), 'destructive/filesystem/rm-recursive'],
    [goWipe('tmp', 'calendar'), 'none'],
    [goWipe('build', 'calendar'), 'none'],
  ])('%#', (content, id) => expect(written('cmd/resetcal/main.go', content)).toBe(id));
});
