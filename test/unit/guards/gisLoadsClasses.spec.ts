import { describe, expect, test } from 'vitest';
import { commandIds as rule, writeSpeaks } from '../../support/destructiveIds.js';
import { outside } from '../../support/guardSpeaks.js';

// Round 152: GIS loaders told to replace the table they load (ogr2ogr -overwrite into a database, shp2pgsql -d,
// raster2pgsql -d), an empty GeoJSON FeatureCollection written over a register of features, and a copy out of a container
// (docker compose cp) into the home. One line per class that speaks and near-misses that stay silent.

describe('a GIS loader that drops and recreates a database table', () => {
  test.each([
    [
      'ogr2ogr -f PostgreSQL PG:"dbname=forestry host=gis-db.internal user=forestry" data/compartments_2024.gpkg -nln compartments -overwrite',
      'destructive/database/ogr2ogr-overwrite-database-table',
    ],
    [
      'ogr2ogr -overwrite -f PostgreSQL "PG:host=db dbname=gis" parcels.shp -nln public.parcels',
      'destructive/database/ogr2ogr-overwrite-database-table',
    ],
    [
      'ogr2ogr -f PostgreSQL PG:dbname=gis data/x.gpkg -nln parcels -lco OVERWRITE=YES',
      'destructive/database/ogr2ogr-overwrite-database-table',
    ],
    [
      'ogr2ogr -f PostgreSQL postgresql://gis@db/gis data/x.gpkg -nln parcels -overwrite',
      'destructive/database/ogr2ogr-overwrite-database-table',
    ],
    ['ogr2ogr -f MySQL MySQL:gis,user=root data/x.shp -nln parcels -overwrite', 'destructive/database/ogr2ogr-overwrite-database-table'],
    [
      'ogr2ogr -f MSSQLSpatial "MSSQL:server=db;database=gis" data/x.shp -overwrite',
      'destructive/database/ogr2ogr-overwrite-database-table',
    ],
    [
      'gdal vector convert data/x.gpkg PG:dbname=gis --overwrite-layer --output-layer parcels',
      'destructive/database/gdal-vector-overwrite-database-table',
    ],
    ['shp2pgsql -d -s 27700 data/tpo.shp public.tpo | psql -d planning', 'destructive/database/shp2pgsql-drop-table'],
    ['shp2pgsql -dI -s 4326 data/x.shp parcels > load.sql', 'destructive/database/shp2pgsql-drop-table'],
    [
      'raster2pgsql -d -s 4326 -I -C -M data/dem/*.tif -F -t 100x100 public.dem | psql -d gis',
      'destructive/database/raster2pgsql-drop-table',
    ],
    ['ogr2ogr -f GPKG -overwrite gis/forest.gpkg data/compartments.shp -nln compartments', 'destructive/rewrite/ogr2ogr-overwrite-layer'],
    // A heredoc that is the whole file, with an empty collection as its body, is that Write.
    [
      'cat > data/tpo/tree_preservation_orders.geojson <<\'EOF\'\n{"type": "FeatureCollection", "features": []}\nEOF',
      'destructive/filesystem/colon-redirect-outside',
    ],
    // Appending, updating, creating, a load with no replace, a read out of the database into temp space, a dump format.
    ['ogr2ogr -f PostgreSQL PG:dbname=gis data/x.gpkg -nln parcels -append', 'none'],
    ['ogr2ogr -f PostgreSQL PG:dbname=gis data/x.gpkg -nln parcels -update', 'none'],
    ['ogr2ogr -f PostgreSQL PG:dbname=gis data/x.gpkg -nln parcels', 'none'],
    ['ogr2ogr -overwrite -f "ESRI Shapefile" /tmp/x.shp PG:dbname=gis parcels', 'none'],
    ['ogr2ogr -f GPKG out/parcels_4326.gpkg data/parcels.shp -t_srs EPSG:4326', 'none'],
    ['gdal vector convert data/x.gpkg PG:dbname=gis --append', 'none'],
    ['shp2pgsql -a -s 4326 data/x.shp parcels | psql -d gis', 'none'],
    ['shp2pgsql -c -s 4326 -I data/x.shp parcels | psql -d gis', 'none'],
    ['shp2pgsql -p -s 4326 data/x.shp parcels > schema.sql', 'none'],
    ['shp2pgsql -D -s 4326 data/x.shp parcels | psql -d gis', 'none'],
    ['raster2pgsql -a -s 4326 data/dem.tif public.dem | psql -d gis', 'none'],
    ['raster2pgsql -c -s 4326 data/dem.tif public.dem | psql -d gis', 'none'],
  ])('%s → %s', (command, id) => expect(rule(command)).toBe(id));
});

const EMPTY_COLLECTION = '{\n  "type": "FeatureCollection",\n  "features": []\n}\n';

describe('an empty GeoJSON FeatureCollection written over a register of features', () => {
  test.each([
    ['data/tpo/tree_preservation_orders.geojson', EMPTY_COLLECTION, true],
    [
      'data/parcels.geojson',
      '{"type":"FeatureCollection","name":"parcels","crs":{"type":"name","properties":{"name":"urn:ogc:def:crs:EPSG::27700"}},"features":[]}',
      true,
    ],
    ['data/sites.json', '{"type":"FeatureCollection","features":[]}', true],
    ['data/survey/trees.json', '[]', true],
    // A fixture, a sample, a file named new, source, and a collection with a feature in it.
    ['test/fixtures/tpo.geojson', EMPTY_COLLECTION, false],
    ['data/tpo/orders.sample.geojson', EMPTY_COLLECTION, false],
    ['data/tpo/new_orders.geojson', EMPTY_COLLECTION, false],
    ['src/layers/empty.geojson', EMPTY_COLLECTION, false],
    [
      'data/tpo/tree_preservation_orders.geojson',
      '{"type":"FeatureCollection","features":[{"type":"Feature","geometry":null,"properties":{"id":1}}]}',
      false,
    ],
    ['data/tpo/tree_preservation_orders.geojson', '{"type":"Feature","geometry":null,"properties":{}}', false],
  ])('%s ← %j speaks: %s', (path, content, speaks) => expect(writeSpeaks(path, content)).toBe(speaks));
});

describe('a copy out of a container into a host folder outside the project (outside-project)', () => {
  test.each([
    ['docker compose cp geoserver:/opt/geoserver/data_dir/styles /home/dev/geoserver-styles-backup', ['/home/dev/geoserver-styles-backup']],
    [
      'docker compose -f docker-compose.prod.yml cp geoserver:/opt/geoserver/data_dir/styles ~/backups/styles',
      ['/home/dev/backups/styles'],
    ],
    ['docker-compose cp db:/var/lib/postgresql/dump.sql /home/dev/dump.sql', ['/home/dev/dump.sql']],
    ['podman compose cp db:/var/lib/postgresql/dump.sql ~/dump.sql', ['/home/dev/dump.sql']],
    ['podman cp db:/x /home/dev/x', ['/home/dev/x']],
    // Into the project, and from the host into the container.
    ['docker compose cp geoserver:/opt/geoserver/data_dir/styles ./backups/styles', []],
    ['docker compose cp ./styles geoserver:/opt/geoserver/data_dir/styles', []],
    ['docker compose cp /home/dev/styles geoserver:/opt/geoserver/data_dir/styles', []],
  ])('%s', (command, paths) => expect(outside(command)).toEqual(paths));
});
