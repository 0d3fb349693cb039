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
    // Bundles, dumps and logs in an archive rotate; backups rotate; a listing deletes nothing.
    ["find archive -name '*.tar.gz' -mtime +90 -delete", 'none'],
    ["find archive/nfirs -name '*.log' -mtime +30 -delete", 'none'],
    ["find backups -name '*.sql.gz' -mtime +30 -delete", 'none'],
    ["find archive/nfirs -name '*.xml' -mtime +30 -print", 'none'],
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
