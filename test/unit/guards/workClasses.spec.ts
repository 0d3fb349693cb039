import { describe, expect, test } from 'vitest';
import { findDestructive } from '../../../src/guards/destructive.js';
import { guardContext } from '../../support/guardContext.js';

// Classes from round 20 (GIS, bioinformatics, robotics, CAD and fabrication): one speaking line per class and a benign near-miss.
const speaks = (command: string) => findDestructive(command, guardContext('/home/dev', { cwd: '/home/dev/proj' })).length > 0;

describe('outputs over inputs, work made by hand, settings outside the project', () => {
  test.each([
    // Any command's output option naming one of its own inputs.
    ['samtools sort -o data/bam/NA12878.bam data/bam/NA12878.bam', true],
    ['gatk MarkDuplicates -I data/bam/S01.bam -O ./data/bam/S01.bam -M metrics.txt', true],
    ['bcftools view -i "QUAL>30" cohort.vcf.gz -Oz --output=cohort.vcf.gz', true],
    ['samtools sort -o data/bam/NA12878.sorted.bam data/bam/NA12878.bam', false],
    ['samtools sort -o /tmp/x.bam /tmp/x.bam', false],
    // Code that reads a data file with a data library and saves its result over it (pandas, R, geopandas, polars, openpyxl).
    [`python -c "import pandas as pd; df=pd.read_csv('data/sales.csv'); df.dropna().to_csv('data/sales.csv', index=False)"`, true],
    [`python -c "import pandas as pd; p='data/s.csv'; df=pd.read_csv(p); df.dropna().to_csv(p)"`, true],
    [
      `python3 - <<'EOF'\nimport geopandas as gpd\ng = gpd.read_file('data/parcels.gpkg', layer='p')\ng[g.area > 10].to_file('data/parcels.gpkg')\nEOF`,
      true,
    ],
    [`python -c "import polars as pl; pl.read_parquet('data/a.parquet').unique().write_parquet('data/a.parquet')"`, true],
    [`python -c "from openpyxl import load_workbook; wb=load_workbook('data/b.xlsx'); del wb['Old']; wb.save('data/b.xlsx')"`, true],
    [`python -c "import pandas as pd; df=pd.read_csv('data/sales.csv'); df.dropna().to_csv('data/sales_clean.csv')"`, false],
    // xarray's reader names no `read`: `open_dataset(p)` … `to_netcdf(p)` rewrites the file too; a new file is silent.
    [`python -c "import xarray as xr; ds=xr.open_dataset('data/t2m.nc'); ds.interp(lat=range(-90,91)).to_netcdf('data/t2m.nc')"`, true],
    [
      `python -c "import xarray as xr; ds=xr.open_dataset('data/t2m.nc'); ds.interp(lat=range(-90,91)).to_netcdf('data/t2m_1deg.nc')"`,
      false,
    ],
    // astropy's update mode writes back into each file a literal glob picked; a read-only open is silent.
    [
      `python3 -c "from astropy.io import fits; import glob\nfor fn in glob.glob('archive/*.fits'): fits.open(fn, mode='update').flush()"`,
      true,
    ],
    [`python3 -c "from astropy.io import fits; import glob\nfor fn in glob.glob('archive/*.fits'): print(fits.open(fn)[0].header)"`, false],
    [`python -c "import pandas as pd; df=pd.read_csv('output/sales.csv'); df.dropna().to_csv('output/sales.csv')"`, false],
    [
      `python -c "import pandas as pd; pd.DataFrame({'a':[1]}).to_csv('data/t.csv'); pd.read_csv('data/t.csv').to_csv('data/t.csv')"`,
      false,
    ],
    [
      `python -c "import pandas as pd, shutil; shutil.copy('data/s.csv','data/s.csv.bak'); pd.read_csv('data/s.csv').dropna().to_csv('data/s.csv')"`,
      false,
    ],
    [`python -c "import json; d=json.load(open('package.json')); d['v']=2; json.dump(d, open('package.json','w'))"`, false],
    // Another option's value is no input: only an operand or an input option's value (`-I`, `--input=`) is.
    ['poetry export --format requirements.txt --output requirements.txt', false],
    // …except where the tool reads everything first or refuses: POSIX sort, curl's time condition, kicad-cli's upgrade.
    ['sort -o words.txt words.txt', false],
    ['curl -z feed.xml -o feed.xml https://example.org/feed.xml', false],
    ['kicad-cli sym upgrade --force -o libs/acme.kicad_sym libs/acme.kicad_sym', false],
    // Formatters rewrite their source in place by design, with no output option.
    ['prettier --write src/app.ts && black app.py && gofmt -w main.go && terraform fmt', false],
    // gdal_edit.py's options that strip what a dataset held; assigning a projection is an edit.
    ['gdal_edit.py -unsetgt -a_srs EPSG:4326 data/ortho/2024_ortho.tif', true],
    ['gdal_edit.py -a_srs EPSG:4326 data/ortho/2024_ortho.tif', false],
    // Work made by hand in an application: deleted, emptied, truncated, copied over, found and deleted.
    ['rm hardware/mainboard/mainboard.kicad_pcb', true],
    ["echo '' > urdf/ur10e.urdf.xacro", true],
    ['truncate -s 0 config/calibration/camera_front.yaml', true],
    ['cp template/mainboard.kicad_pcb hardware/mainboard/mainboard.kicad_pcb', true],
    ["find . -name '*.FCStd' -mtime +30 -delete", true],
    ['cp hardware/mainboard/mainboard.kicad_pcb hardware/mainboard/mainboard.kicad_pcb.bak', false],
    ["find . -name '*.FCBak' -delete", false],
    ['cp hardware/mainboard/mainboard.kicad_pcb backups/mainboard.kicad_pcb', false],
    ['mv board.kicad_pcb mainboard.kicad_pcb', false],
    ['xacro urdf/ur10e.urdf.xacro > urdf/ur10e.urdf', false],
    ['truncate -s 0 app.log', false],
    ['echo > app.log', false],
    ['cp .env.example .env', false],
    // An application's settings or tuned parameters outside the project.
    ['rm -f ~/.local/share/QGIS/QGIS3/profiles/default/QGIS/QGIS3.ini', true],
    ['cat generated.cfg > ~/printer_data/config/printer.cfg', true],
    ["sed -i '/^\\[stepper_/,/^$/d' ~/printer_data/config/printer.cfg", true],
    ['cp printer.cfg ~/printer_data/config/printer.cfg', true],
    ['rm -f ~/ros2_ws/src/nav_bringup/params/nav2_params.yaml', true],
    ["sed -i.bak '/^\\[stepper_/,/^$/d' ~/printer_data/config/printer.cfg", false],
    ["sed -i 's/^max_velocity: 300/max_velocity: 250/' ~/printer_data/config/printer.cfg", false],
    ["sed -i '/old-host/d' ~/.ssh/known_hosts", false],
    ['rm -f config/settings.yaml', false],
    ['rm -f ~/.cache/pip/selfcheck.toml', false],
    ['kubectl get cm app -o yaml > ~/cm.yaml', false],
    // Lines of a records file dropped in place (sed's `d`, perl/ruby -i printing only what a filter keeps); a suffix keeps a copy.
    ["sed -i '/refunded/d' ledger/2024.csv", true],
    ["perl -i -ne 'print if /^\\d{4}-\\d{2}-\\d{2},paid/' ledger/2024.csv", true],
    ["perl -i.bak -ne 'print if /paid/' ledger/2024.csv", false],
    ["perl -i -pe 's/colour/color/g' ledger/2024.csv", false],
    ["sed -i '/^backtrader/d' requirements.txt", false],
    ["sed -i '/DEBUG/d' data/run.log", false],
    // Rotated logs under a logs folder are a clean; other files there, and the folder whole, still speak.
    ["find ~/printer_data/logs -name 'klippy.log.*' -mtime +14 -delete", false],
    ["find ~/printer_data/gcodes -name '*.gcode' -mtime +14 -delete", true],
    // Tables named as scratch (tmp_, temp_, scratch, _tmp) are the run's own; a list with another table is not.
    ["psql -d gis -c 'DROP TABLE IF EXISTS tmp_buffer_scratch;'", false],
    ["mysql -e 'TRUNCATE TABLE orders_tmp'", false],
    ["psql -d gis -c 'DROP TABLE IF EXISTS parcels;'", true],
    ["psql -c 'DROP TABLE tmp_a, parcels'", true],
    ["psql -c 'DROP TABLE tmp_a' -c 'DROP TABLE parcels'", true],
  ])('%s speaks: %s', (command, expected) => {
    expect(speaks(command)).toBe(expected);
  });
});
