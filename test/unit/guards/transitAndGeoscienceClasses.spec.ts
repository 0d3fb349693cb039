import { describe, expect, test } from 'vitest';
import { commandIds as rule } from '../../support/destructiveIds.js';

// Round 41 (public transit and video surveillance, municipal and election IT, amateur radio and SDR, mining and
// geoscience data): drilling data and geological models deleted, OpenStreetMap extracts deleted with the graph built
// from them, a file moved onto /dev/null, a delete of every row whose reference is set, a feed deleted and downloaded
// again, and a capture named as a test. One line per class that speaks and near-misses that stay silent.

describe('drilling data and geological models deleted (destructive/filesystem/rm-data-record, destructive/workfiles/rm-design-file)', () => {
  test.each([
    ['rm drillholes/collar.csv drillholes/survey.csv drillholes/assay.csv', 'destructive/filesystem/rm-data-record'],
    ['rm boreholes/BH-12_log.csv', 'destructive/filesystem/rm-data-record'],
    ['rm -f site_drillholes/*.csv', 'destructive/filesystem/rm-source-files'],
    ['rm -rf /home/dev/proj/models/block_model_v7.bmf', 'destructive/workfiles/rm-design-file'],
    ['rm models/pit_shell.lfproj', 'destructive/workfiles/rm-design-file'],
    ["find models -name '*.bmf' -delete", 'destructive/workfiles/delete-design-files-found'],
    // Output and throwaway copies, a read, and a listing.
    ['rm build/drillholes/collar.csv', 'none'],
    ['rm test_drillholes/collar.csv', 'none'],
    ['head -5 drillholes/assay.csv', 'none'],
    ['ls models/*.bmf', 'none'],
  ])('%s → %s', (command, id) => expect(rule(command)).toBe(id));
});

describe('OpenStreetMap extracts deleted (every `*.osm.pbf` of a folder)', () => {
  test.each([
    ['rm -f otp/graphs/metro/graph.obj otp/graphs/metro/*.osm.pbf', 'destructive/filesystem/rm-source-files'],
    ['rm -f osm/*.osm', 'destructive/filesystem/rm-source-files'],
    // The graph alone is built again from the extract; vector tiles are a build's output.
    ['rm -f otp/graphs/metro/graph.obj', 'none'],
    ['rm -f tiles/*.pbf', 'none'],
    ['rm -f build/*.osm.pbf', 'none'],
  ])('%s → %s', (command, id) => expect(rule(command)).toBe(id));
});

describe('a file moved onto /dev/null (destructive/filesystem/mv-onto-dev-null)', () => {
  test.each([
    ['mv leapfrog_export/geology.csv /dev/null', 'destructive/filesystem/mv-onto-dev-null'],
    ['mv -f notes.md /dev/null', 'destructive/filesystem/mv-onto-dev-null'],
    ['cp /dev/null notes.md', 'destructive/workfiles/cp-null-project-file'],
    // A copy into /dev/null only reads its source; no-clobber moves nothing; a redirect of errors is no operand.
    ['cp src/main.ts /dev/null', 'none'],
    ['mv -n notes.md /dev/null', 'none'],
    ['mv build/a.txt build/b.txt 2>/dev/null', 'none'],
  ])('%s → %s', (command, id) => expect(rule(command)).toBe(id));
});

describe('a delete of every row whose reference is set (destructive/sql/delete-by-category)', () => {
  test.each([
    ['psql "$DATABASE_URL" -c "DELETE FROM pollbook_checkins WHERE precinct_id IS NOT NULL;"', 'destructive/sql/delete-by-category'],
    ["mysql -e 'DELETE FROM voters WHERE county_id IS NOT NULL'", 'destructive/sql/delete-by-category'],
    ['psql -c "DELETE FROM incidents WHERE id IS NOT NULL"', 'destructive/sql/delete-by-category'],
    // Orphans (a reference unset), one row by key, housekeeping tables, a column not a reference, a read.
    ['psql -c "DELETE FROM line_items WHERE order_id IS NULL"', 'none'],
    ['psql -c "DELETE FROM voters WHERE county_id IS NOT NULL AND id = 42"', 'none'],
    ['psql -c "DELETE FROM sessions WHERE user_id IS NOT NULL"', 'none'],
    ['psql -c "DELETE FROM voters WHERE valid IS NOT NULL"', 'none'],
    ['psql -c "SELECT count(*) FROM pollbook_checkins WHERE precinct_id IS NOT NULL"', 'none'],
  ])('%s → %s', (command, id) => expect(rule(command)).toBe(id));
});

describe('a file deleted and downloaded again to the same path by the line', () => {
  test.each([
    ['rm data/gtfs/gtfs.zip && curl -sSLo data/gtfs/gtfs.zip https://transitfeeds.example.org/metro/latest.zip', 'none'],
    ['rm -f data/raw/feed.zip && curl -L https://feeds.example.org/a.zip --output data/raw/feed.zip', 'none'],
    ['rm -f data/raw/feed.zip; wget -qO data/raw/feed.zip https://feeds.example.org/a.zip', 'none'],
    ['rm data/raw/feed.zip && curl -L https://feeds.example.org/a.zip > data/raw/feed.zip', 'none'],
    // Another file of the same delete, a download to another name, or one before the delete: still lost.
    [
      'rm data/raw/feed.zip data/raw/notes.csv && curl -L https://feeds.example.org/a.zip -o data/raw/feed.zip',
      'destructive/filesystem/rm-data-record',
    ],
    ['rm data/raw/feed.zip && curl -L https://feeds.example.org/a.zip -o data/raw/other.zip', 'destructive/filesystem/rm-data-record'],
    ['curl -L https://feeds.example.org/a.zip -o data/raw/feed.zip && rm data/raw/feed.zip', 'destructive/filesystem/rm-data-record'],
  ])('%s → %s', (command, id) => expect(rule(command)).toBe(id));
});

describe('a capture named as a test', () => {
  test.each([
    ['rm -f recordings/test_noise_1min.cu8', 'none'],
    ['rm captures/test-1.pcap', 'none'],
    // A real capture, every capture, a dataset's test split: records.
    ['rm -f recordings/noaa19_pass_0412.cu8', 'destructive/filesystem/rm-data-record'],
    ['rm -f recordings/*.cu8', 'destructive/filesystem/rm-source-files'],
    ['rm data/test_set.csv', 'destructive/filesystem/rm-data-record'],
  ])('%s → %s', (command, id) => expect(rule(command)).toBe(id));
});
