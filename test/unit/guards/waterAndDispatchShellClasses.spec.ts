import { describe, expect, test } from 'vitest';
import { commandIds as rule } from '../../support/destructiveIds.js';

// Round 48 (water utilities and emergency dispatch), shell file operations: filed records in an archive folder deleted by
// age, a blank copied over a filed report in a reports folder, a variant of a data or model file moved over its base name,
// ogr2ogr's `-overwrite` replacing a layer of a project's data file, and a test stack's `down -v`. One line per class that
// speaks and near-misses that stay silent.

describe('filed records kept in an archive folder deleted by age are no rotation', () => {
  test.each([
    ["find archive/nfirs -name '*.xml' -mtime +30 -delete", 'destructive/filesystem/find-delete'],
    ["find archive/nfirs -name '*.pdf' -mtime +30 -delete", 'destructive/filesystem/find-delete'],
    ['find archive/nfirs -mtime +30 -delete', 'destructive/filesystem/find-delete'],
    ["find submitted/nfirs -name '*.xml' -mtime +30 -delete", 'destructive/filesystem/find-delete'],
    ["find filings/2024 -name '*.pdf' -mtime +30 -delete", 'destructive/filesystem/find-delete'],
    // Bundles, dumps and logs in an archive rotate; backups rotate; a listing deletes nothing.
    ["find archive -name '*.tar.gz' -mtime +90 -delete", 'none'],
    ["find archive/nfirs -name '*.log' -mtime +30 -delete", 'none'],
    ["find backups -name '*.sql.gz' -mtime +30 -delete", 'destructive/filesystem/find-delete'],
    ["find archive/nfirs -name '*.xml' -mtime +30 -print", 'none'],
    ["find logs/archive -name '*.log' -mtime +30 -delete", 'none'],
    ["find build/submitted -name '*.xml' -mtime +30 -delete", 'none'],
  ])('%s → %s', (command, id) => expect(rule(command)).toBe(id));
});

describe('a blank copied over a filed report in a reports folder', () => {
  test.each([
    ['cp templates/ttb_5120_17_blank.xlsx reports/ttb/2024-05_5120_17.xlsx', 'destructive/filesystem/copy-over-untracked'],
    ['cp templates/incident_blank.docx reports/incidents/2024-06-02_incident.docx', 'destructive/filesystem/copy-over-untracked'],
    // A blank copied to a new name that is no filing, into build output, or a settings file's first set-up stays silent.
    ['cp templates/ttb_blank.xlsx build/ttb_5120_17.xlsx', 'none'],
    ['cp .env.example .env', 'none'],
    ['cp reports/ttb/2024-05_5120_17.xlsx backups/2024-05_5120_17.xlsx', 'none'],
  ])('%s → %s', (command, id) => expect(rule(command)).toBe(id));
});

describe("a variant of a data or model file moved over its base name replaces the work's current version", () => {
  test.each([
    ['mv models/zone3_calibrated.inp models/zone3.inp', 'destructive/filesystem/copy-over-untracked'],
    ['mv data/gis/address_points_new.geojson data/gis/address_points.geojson', 'destructive/filesystem/copy-over-untracked'],
    ['cp data/gis/hydrants_fixed.geojson data/gis/hydrants.geojson', 'destructive/filesystem/copy-over-untracked'],
    // A rewrite staged beside its file, code and settings (git's), a lockfile, build output and a new dated name stay silent.
    ['mv data/gis/address_points.geojson.tmp data/gis/address_points.geojson', 'none'],
    ['mv src/app_new.py src/app.py', 'none'],
    ['mv config/settings_new.yml config/settings.yml', 'none'],
    ['mv dist/bundle_new.js dist/bundle.js', 'none'],
    ['mv data/raw/landings_new.csv data/raw/landings_2025-06.csv', 'none'],
  ])('%s → %s', (command, id) => expect(rule(command)).toBe(id));
});

describe("ogr2ogr's -overwrite replaces a layer of the project's data file", () => {
  test.each([
    ['ogr2ogr -f GPKG -overwrite -nln water_mains gis/network.gpkg /tmp/mains_sample.shp', 'destructive/rewrite/ogr2ogr-overwrite-layer'],
    ['ogr2ogr -f GPKG -overwrite data/parcels.gpkg data/parcels_fixed.shp -nln parcels', 'destructive/rewrite/ogr2ogr-overwrite-layer'],
    // A scratch or build destination, and a plain conversion that appends or makes a new file, stay silent.
    ['ogr2ogr -f GPKG -overwrite /tmp/scratch.gpkg data/parcels.shp -nln parcels', 'none'],
    ['ogr2ogr -f GPKG -overwrite build/parcels.gpkg /tmp/x.shp', 'none'],
    ['ogr2ogr -f GPKG gis/network.gpkg /tmp/mains_sample.shp', 'none'],
  ])('%s → %s', (command, id) => expect(rule(command)).toBe(id));
});

describe("a test stack's compose down -v removes throwaway volumes", () => {
  test.each([
    ['docker compose -f docker-compose.test.yml down -v', 'none'],
    ['docker-compose -p shop-e2e down --volumes', 'none'],
    ['docker compose -f compose.ci.yaml down -v', 'none'],
    // The plain, production or dev stack, or a test override on top of the main file, keeps speaking.
    ['docker compose down -v', 'destructive/containers/compose-down-volumes'],
    ['docker compose -f docker-compose.prod.yml down -v', 'destructive/containers/compose-down-volumes'],
    ['docker compose -f docker-compose.dev.yml down -v', 'destructive/containers/compose-down-volumes'],
    ['docker compose -f docker-compose.yml -f docker-compose.test.yml down -v', 'destructive/containers/compose-down-volumes'],
    ['docker-compose -f docker-compose.latest.yml down -v', 'destructive/containers/docker-compose-down-volumes'],
  ])('%s → %s', (command, id) => expect(rule(command)).toBe(id));
});

describe("a converter's output moved back over its own input replaces the original", () => {
  test.each([
    [
      'for f in data/recordings/*.wav; do ffmpeg -y -i "$f" -ac 1 -ar 8000 "${f%.wav}.tmp.wav" && mv "${f%.wav}.tmp.wav" "$f"; done',
      'destructive/filesystem/converted-over-original',
    ],
    ['cdo selvar,tas era5_2020.nc era5_2020.nc.tmp && mv era5_2020.nc.tmp era5_2020.nc', 'destructive/filesystem/converted-over-original'],
    ['sox data/takes/t1.wav -r 8000 /tmp/t1.wav && mv /tmp/t1.wav data/takes/t1.wav', 'destructive/filesystem/converted-over-original'],
    [
      'gdal_translate -ot Byte dem/site.tif dem/site_tmp.tif && cp dem/site_tmp.tif dem/site.tif',
      'destructive/filesystem/converted-over-original',
    ],
    // Build output and a scratch copy converted in place, and a converted copy filed under a new name, stay silent.
    ['ffmpeg -i build/intro.wav -ar 8000 build/intro.tmp.wav && mv build/intro.tmp.wav build/intro.wav', 'none'],
    ['ffmpeg -i /tmp/copy.wav -ar 8000 /tmp/copy8k.wav && mv /tmp/copy8k.wav /tmp/copy.wav', 'none'],
    ['ffmpeg -i data/raw/a.wav -ar 8000 data/tmp_a.wav && mv data/tmp_a.wav data/derived/a_8k.wav', 'none'],
  ])('%s → %s', (command, id) => expect(rule(command)).toBe(id));
});

describe("a table's header alone written over a records table of a data folder", () => {
  test.each([
    ['cat data/ami/header.csv > data/ami/reads_2024_q3.csv', 'destructive/workfiles/header-over-records'],
    ["echo 'meter_id,ts,kwh' > data/ami/reads_2024_q3.csv", 'destructive/workfiles/header-over-records'],
    ["printf 'id,name\\n' > data/members/roster.csv", 'destructive/workfiles/header-over-records'],
    ['head -n 1 data/ami/reads_2024_q2.csv > data/ami/reads_2024_q3.csv', 'destructive/workfiles/header-over-records'],
    ['cat data/ami/header.csv | tee data/ami/reads_2024_q3.csv', 'destructive/workfiles/header-over-records'],
    // Appending, a header the line goes on to fill, output and scratch tables, a template, a sample and a producer's own rows
    // stay silent.
    ['cat data/ami/header.csv >> data/ami/reads_2024_q3.csv', 'none'],
    ['cat data/ami/header.csv | tee -a data/ami/reads_2024_q3.csv', 'none'],
    ["echo 'id,ts' > data/ami/reads_2024_q4.csv && python fetch.py >> data/ami/reads_2024_q4.csv", 'none'],
    ["echo 'id,ts' > build/reads.csv", 'none'],
    ["echo 'id,ts' > /tmp/reads.csv", 'none'],
    ['cat data/ami/header.csv > data/ami/header_template.csv', 'none'],
    ['head -n 100 data/ami/reads_2024_q3.csv > data/ami/sample_reads.csv', 'none'],
    ['python fetch.py | tee data/ami/reads_2024_q3.csv', 'none'],
    ['python report.py > reports/summary_2024_q3.csv', 'none'],
  ])('%s → %s', (command, id) => expect(rule(command)).toBe(id));
});
