import { describe, expect, test } from 'vitest';
import { commandIds as rule, editedIds as edited } from '../../support/destructiveIds.js';

// Round 72 (cultural-resource firms, private ambulances, hostels and B&Bs, well drilling and septic): a processed derivative
// moved over the data file it came from, a jq/yq rewrite that empties or deletes a records file's entries written back over
// it, and an edit that turns an update of picked rows into a delete of every row of their parent. One line per class that
// speaks and near-misses that stay silent.

const COPY_OVER = 'destructive/filesystem/copy-over-untracked';
const SOFT_TO_HARD = 'destructive/edits/soft-to-hard-delete';

describe('a processed derivative moved over the data file it was made from (destructive/filesystem/copy-over-untracked)', () => {
  test.each([
    ['mv data/well_logs_converted.csv data/well_logs.csv', COPY_OVER],
    ['mv data/call_volumes_resampled.parquet data/call_volumes.parquet', COPY_OVER],
    ['mv data/guests_deduped.csv data/guests.csv', COPY_OVER],
    // A derivative filed under a new period's name, code moved over code, and a derivative given a new name stay silent.
    ['mv data/well_logs_converted.csv data/well_logs_2024.csv', 'none'],
    ['mv src/parser_converted.py src/parser.py', 'none'],
    ['mv build/well_logs_exported.csv reports/well_logs_summary.csv', 'none'],
  ])('%s → %s', (command, id) => expect(rule(command)).toBe(id));
});

describe('a jq/yq rewrite that empties or deletes a records file, written back over it', () => {
  test.each([
    [
      "jq '.bores = []' gis/boreholes.geojson > gis/b.tmp && mv gis/b.tmp gis/boreholes.geojson",
      'destructive/workfiles/empty-project-file',
    ],
    [
      "jq 'del(.features[])' gis/septic_fields.geojson > gis/s.tmp && mv gis/s.tmp gis/septic_fields.geojson",
      'destructive/rewrite/filter-moved-back-over-records',
    ],
    ["yq -i '.wells = []' data/wells.yaml", 'destructive/filesystem/colon-redirect-outside'],
    // One field set, an entry added, a reformat, and the result written to a new file stay silent.
    ["jq '.version = 2' gis/boreholes.geojson > gis/b.tmp && mv gis/b.tmp gis/boreholes.geojson", 'none'],
    ["jq '.features += [{}]' gis/boreholes.geojson > gis/b.tmp && mv gis/b.tmp gis/boreholes.geojson", 'none'],
    ['jq . gis/boreholes.geojson > gis/b.tmp && mv gis/b.tmp gis/boreholes.geojson', 'none'],
    ["jq '.features = []' gis/boreholes.geojson > gis/empty.geojson", 'none'],
    ["yq -i '.version = 3' data/wells.yaml", 'none'],
  ])('%s → %s', (command, id) => expect(rule(command)).toBe(id));
});

describe('an edit that deletes the rows an update only marked, with the key filter dropped (destructive/edits/soft-to-hard-delete)', () => {
  test.each([
    [
      'dispatch/sync.py',
      '    Permit.objects.filter(county=county, number__in=lapsed).update(active=False)',
      '    Permit.objects.filter(county=county).delete()',
      SOFT_TO_HARD,
    ],
    [
      'app/jobs/close_runs.rb',
      '    Run.where(unit_id: unit.id, id: done_ids).update_all(archived: true)',
      '    Run.where(unit_id: unit.id).delete_all',
      SOFT_TO_HARD,
    ],
    // The update kept an update, another model deleted, a test's rows and a scratch table stay silent.
    [
      'dispatch/sync.py',
      '    Permit.objects.filter(county=county, number__in=lapsed).update(active=False)',
      '    Permit.objects.filter(county=county).update(active=False)',
      'none',
    ],
    [
      'dispatch/sync.py',
      '    Permit.objects.filter(county=county, number__in=lapsed).update(active=False)',
      '    Visit.objects.filter(county=county).delete()',
      'none',
    ],
    [
      'tests/test_sync.py',
      '    Permit.objects.filter(county=county, number__in=lapsed).update(active=False)',
      '    Permit.objects.filter(county=county).delete()',
      'none',
    ],
    [
      'dispatch/sync.py',
      '    SessionToken.objects.filter(user=u, key__in=old).update(revoked=True)',
      '    SessionToken.objects.filter(user=u).delete()',
      'none',
    ],
  ])('%s: %j → %j', (file, old, now, id) => expect(edited(file, old, now)).toBe(id));
});
