import { describe, expect, test } from 'vitest';
import type { Finding, GuardContext } from '../../../src/guards/guard.js';
import { secrets } from '../../../src/guards/secrets.js';
import { guardContext } from '../../support/guardContext.js';
import { bash, outside } from '../../support/guardSpeaks.js';

// Round 48: the GDAL/OGR/PDAL tools write the dataset their synopsis puts in a fixed place (ogr2ogr's first operand,
// gdal_translate's last, `gdal_merge.py -o`, `pdal translate IN OUT`); the project's own program (a script, `python -m`, a
// path from here, a tool npx runs) writes what its `-o`/`--outfile`/`--dest` names; a password given to a database client
// may begin with any punctuation (`-p'%QO…'`), while a placeholder that begins so (`%s`, `%PASSWORD%`) stays one.

describe("the GDAL/OGR/PDAL family's output datasets (outside-project)", () => {
  test.each([
    ['ogr2ogr -f GPKG /srv/gis/published/water_mains.gpkg gis/network.gpkg water_mains', ['/srv/gis/published/water_mains.gpkg']],
    ['ogr2ogr -spat 1 2 3 4 -f GeoJSON /srv/gis/out.geojson data/parcels.shp', ['/srv/gis/out.geojson']],
    ['gdal_translate -of COG data/gis/orthos_2024.tif /data/gis/tiles/orthos_2024_cog.tif', ['/data/gis/tiles/orthos_2024_cog.tif']],
    ['gdalwarp -t_srs EPSG:3857 -te 1 2 3 4 data/dem.tif /mnt/share/dem_3857.tif', ['/mnt/share/dem_3857.tif']],
    ['gdal_merge.py -o /srv/gis/mosaic.tif data/a.tif data/b.tif', ['/srv/gis/mosaic.tif']],
    ['gdalbuildvrt -tr 10 10 /srv/gis/index.vrt data/tiles/a.tif', ['/srv/gis/index.vrt']],
    ['gdaldem color-relief data/dem.tif styles/ramp.txt /var/www/tiles/relief.tif', ['/var/www/tiles/relief.tif']],
    ['ogrmerge.py -single -o /srv/gis/all_parcels.gpkg data/a.shp data/b.shp', ['/srv/gis/all_parcels.gpkg']],
    ['gdal_polygonize.py data/mask.tif -f GPKG /srv/gis/mask.gpkg mask', ['/srv/gis/mask.gpkg']],
    ['pdal translate data/lidar/tile_01.laz /data/pointclouds/tile_01.las', ['/data/pointclouds/tile_01.las']],
    ['pdal translate -i data/x.laz -o /srv/pc/x.copc.laz', ['/srv/pc/x.copc.laz']],
    ['gdal raster convert --of COG data/orthos.tif /data/gis/tiles/orthos_cog.tif', ['/data/gis/tiles/orthos_cog.tif']],
    ['gdal vector convert -i gis/network.gpkg -o /srv/gis/network.fgb', ['/srv/gis/network.fgb']],
  ])('%s', (command, paths) => expect(outside(command)).toEqual(paths));

  test.each([
    // Output inside the project; a source read from outside; GDAL's virtual streams; the readers.
    'ogr2ogr -f GPKG out/water_mains.gpkg gis/network.gpkg water_mains',
    'ogr2ogr -f GeoJSON /vsistdout/ gis/network.gpkg water_mains',
    'gdal_translate -of COG /data/gis/orthos_2024.tif build/orthos_cog.tif',
    'gdalwarp /data/dem.tif build/dem_clip.tif -cutline /srv/gis/boundary.shp -crop_to_cutline',
    'gdalbuildvrt build/index.vrt /srv/gis/tiles/a.tif /srv/gis/tiles/b.tif',
    'pdal translate /data/lidar/tile.laz build/tile.las filters.crop',
    'gdalinfo /data/gis/orthos_2024.tif',
    'gdal raster info /data/gis/orthos_2024.tif',
    'gdal raster convert /data/gis/orthos_2024.tif build/orthos_cog.tif',
    'pdal info /data/pointclouds/tile_01.las',
  ])('%s stays silent', (command) => expect(outside(command)).toEqual([]));
});

describe("the project's own program's output option (outside-project)", () => {
  test.each([
    ['python -m compliance.build_ccr --year 2024 -o /var/www/html/ccr/2024.pdf', ['/var/www/html/ccr/2024.pdf']],
    ['node scripts/render_report.js --month 2024-05 -o /var/www/reports/may.html', ['/var/www/reports/may.html']],
    ['./bin/export-ledger --outfile /srv/finance/ledger.csv', ['/srv/finance/ledger.csv']],
    ['npx @redocly/cli build-docs openapi.yaml -o /var/www/html/api/index.html', ['/var/www/html/api/index.html']],
    ['python3 scripts/bundle.py --destination ~/Desktop/bundle.zip', ['/home/dev/Desktop/bundle.zip']],
    ['go run ./cmd/export -o /usr/local/share/export/out.csv', ['/usr/local/share/export/out.csv']],
  ])('%s', (command, paths) => expect(outside(command)).toEqual(paths));

  test.each([
    // Inside the project; a read-only option; a known command's `-o` meaning something else.
    'python -m compliance.build_ccr --year 2024 -o build/ccr/2024.pdf',
    'python scripts/report.py --input /srv/data/in.csv -o out/report.pdf',
    'python scripts/sync.py --source /srv/gis/published --dest data/mirror',
    'ssh -o UserKnownHostsFile=/dev/null ops@host uptime',
    'unzip -o /mnt/nas/exports/pos_march.zip -d data/pos_march',
    'lp -d Zebra -o raw /srv/labels/x.zpl',
    'grep -o "[0-9]*" /var/log/syslog',
    'python -m pytest -o cache_dir=/tmp/pc tests/',
  ])('%s stays silent', (command) => expect(outside(command)).toEqual([]));
});

const context: GuardContext = guardContext();
const speaks = (command: string) => (secrets.detect(bash(command), context) as Finding | undefined) !== undefined;

// Assembled at run time so that no scanner flags this file.
const pw = (lead: string) => [lead, 'QOoR5tJL', '1@M'].join('');
describe('a password that begins with punctuation (secrets)', () => {
  test.each([
    `mysql -h rms-db01 -u rms_admin -p'${pw('%')}' rms -e 'SELECT COUNT(*) FROM persons'`,
    `mysqldump -u root --password='${pw('(')}' shop`,
    `mariadb -u app -p'${pw('[')}' app`,
    `sshpass -p '${pw('%')}' ssh ops@10.0.0.5 uptime`,
    `redis-cli -h cache01 -a '${pw('{')}' PING`,
    `psql 'postgresql://app:${pw('%')}@db01:5432/app' -c 'select 1'`,
  ])('%s', (command) => expect(speaks(command)).toBe(true));

  test.each([
    "mysql -u app -p'%s' app",
    "mysql -u app -p'%(pw)s' app",
    "mysql -u app -p'%PASSWORD%' app",
    'mysql -u app -p"$DB_PASS" app',
    'mysql -u app -p"${DB_PASS}" app',
    "sshpass -p '%DB_PASSWORD%' ssh ops@host uptime",
    "redis-cli -a '<password>' PING",
    "psql 'postgresql://app:%{pw}@db01/app'",
  ])('%s stays silent', (command) => expect(speaks(command)).toBe(false));
});
