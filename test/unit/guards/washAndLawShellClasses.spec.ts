import { describe, expect, test } from 'vitest';
import { commandIds as rule } from '../../support/destructiveIds.js';

// Round 50 (laundromats and car washes, optometry, law firms, landscaping and pest control): a recursive delete fed its
// targets from a file, captured data deleted by type (a folder named for what was imaged, a recorder's tracks picked by size, a
// year's records), DELETE of every child row of several parents, and a PDF tool rewriting produced documents in place.
// One line per class that speaks and near-misses that stay silent.

describe('xargs and parallel reading their targets from a file, as from a pipe (destructive/filesystem/rm-recursive)', () => {
  test.each([
    ['xargs -a reports/stale_dirs.txt rm -rf', 'destructive/filesystem/rm-recursive'],
    ['xargs --arg-file=reports/stale_dirs.txt rm -rf', 'destructive/filesystem/rm-recursive'],
    ['xargs rm -rf < reports/stale_dirs.txt', 'destructive/filesystem/rm-recursive'],
    ['cat reports/stale_dirs.txt | xargs rm -rf', 'destructive/filesystem/rm-recursive'],
    ['parallel rm -rf :::: reports/stale_dirs.txt', 'destructive/filesystem/rm-recursive'],
    // Reading the list, deletes under temp space or output, and files one by one, as the pipeline form judges them.
    ['xargs -a list.txt echo', 'none'],
    ['xargs -a files.txt wc -l', 'none'],
    ['xargs -a stale-files.txt echo rm -f', 'none'],
    ['xargs -a /tmp/stale.txt -I{} rm -f /tmp/{}', 'none'],
    ['xargs -a /tmp/list.txt -I{} rm -rf build/{}', 'none'],
    ['cat /tmp/list.txt | xargs -I{} rm -rf build/{}', 'none'],
    // Not recursive, still every file the report lists (held-out round 50 labels it so; rm-listed-files, round 68).
    ['xargs -a reports/orphaned_docs.txt rm -f', 'destructive/filesystem/rm-listed-files'],
    ['cat reports/orphaned_docs.txt | xargs rm -f', 'destructive/filesystem/rm-listed-files'],
  ])('%s → %s', (command, id) => expect(rule(command)).toBe(id));
});

describe('captured data deleted by type (destructive/filesystem/rm-found, find-delete, rm-source-files)', () => {
  test.each([
    ["find assets/ -path '*fundus*' -name '*.jpg' -exec rm {} +", 'destructive/filesystem/rm-found'],
    ["find assets/ -path '*/oct/*' -name '*.png' -delete", 'destructive/filesystem/find-delete'],
    ["find gps_tracks/ -name '*.gpx' -size -4k -delete", 'destructive/filesystem/find-delete'],
    ["find field/ -name '*.kml' -delete", 'destructive/filesystem/find-delete'],
    [`python -c "import glob,os; [os.remove(p) for p in glob.glob('recalls/2025/*.json')]"`, 'destructive/filesystem/rm-source-files'],
    ['rm recalls/2025/*.json', 'destructive/filesystem/rm-source-files'],
    // Thumbnails, caches and output; a folder that names nothing captured; cut-off files under a kilobyte; scratch types.
    ["find assets/ -path '*thumbs*' -name '*.jpg' -delete", 'none'],
    ["find photos/thumbs -name '*.jpg' -delete", 'none'],
    ["find assets/fundus/previews -name '*.jpg' -delete", 'none'],
    ["find .cache/ -path '*fundus*' -name '*.jpg' -delete", 'none'],
    ["find assets/ -name '*.jpg' -delete", 'none'],
    ["find gps_tracks/ -name '*.gpx' -size -1k -delete", 'none'],
    ["find gps_tracks/ -name '*.gpx' -empty -delete", 'none'],
    ['rm -f dist/2025/*.js', 'none'],
    ['rm -f recalls/2025/*.tmp', 'none'],
    ['rm build/2025/*.json', 'none'],
  ])('%s → %s', (command, id) => expect(rule(command)).toBe(id));
});

describe('a DELETE of every child row of one or more parents (destructive/sql/delete-by-owner)', () => {
  test.each([
    ["mysql washpos -e 'DELETE FROM wash_transactions WHERE site_id IN (3, 4, 7);'", 'destructive/sql/delete-by-owner'],
    [`psql -c "DELETE FROM exam_results WHERE patient_id IN (12,19)"`, 'destructive/sql/delete-by-owner'],
    [`psql -c "UPDATE treatments SET notes = '' WHERE property_id IN (5, 6);"`, 'destructive/sql/update-by-owner'],
    // Rows by the table's own key, and housekeeping tables.
    ["mysql washpos -e 'DELETE FROM wash_transactions WHERE id IN (3, 4, 7);'", 'none'],
    ["mysql washpos -e 'DELETE FROM sites WHERE site_id IN (3, 4);'", 'none'],
    [`psql -c "DELETE FROM sessions WHERE user_id IN (2, 5)"`, 'none'],
  ])('%s → %s', (command, id) => expect(rule(command)).toBe(id));
});

describe('qpdf rewriting documents in place (destructive/media/qpdf-replace-input)', () => {
  test.each([
    ['for f in productions/VOL002/*.pdf; do qpdf --replace-input --linearize "$f"; done', 'destructive/media/qpdf-replace-input'],
    ['qpdf --replace-input --decrypt originals/lease.pdf', 'destructive/media/qpdf-replace-input'],
    // A new output file, and output or temp copies.
    ['qpdf --linearize productions/VOL002/a.pdf out/a.pdf', 'none'],
    ['qpdf --replace-input --linearize build/report.pdf', 'none'],
    ['qpdf --replace-input --linearize /tmp/x.pdf', 'none'],
  ])('%s → %s', (command, id) => expect(rule(command)).toBe(id));
});
