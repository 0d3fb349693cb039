import { describe, expect, test } from 'vitest';
import type { Finding } from '../../../src/guards/guard.js';
import { outsideProject } from '../../../src/guards/outsideProject.js';
import { bash, outside } from '../../support/guardSpeaks.js';
import { guardContext } from '../../support/guardContext.js';

// Held-out round 159/160's outside-project class: a tool's output option spelled as Python's argparse spells it
// (`--output_dir`), and the climate and weather tools whose last operand is the file written (CDO, nccopy, ecCodes) or
// whose output option names it (wgrib2). One line per case that speaks and near-misses that stay silent.

const context = guardContext('/home/dev');
/** Whether the outside-project guard speaks on a command run in /home/dev/proj (temp space is exempt). */
const outsideSpeaks = (command: string) => (outsideProject.detect(bash(command), context) as Finding | undefined) !== undefined;

describe("a tool's output option writes its value (outside-project)", () => {
  test.each([
    ['whisper media/adr/reel3.wav --model medium --language fr --output_dir ~/transcripts/reel3', true],
    ['whisper talk.mp3 --output_format srt --output_dir=/srv/subs', true],
    ['demucs --out_dir ~/stems song.wav', true],
    ['python -m whisperx interview.wav --output_dir /data/transcripts', true],
    ['marker_single paper.pdf --output_dir ~/Documents/marker', true],
    ['tool --output_file /var/reports/q3.csv data/q3.json', true],
    ['tool --outfile ~/Desktop/report.pdf report.md', true],
    ['spleeter separate -o ~/stems song.mp3', true],
    ['sort -o /etc/hosts.sorted hosts.txt', true],
    ['pandoc notes.md --output-dir /var/www/notes', true],
    ['tool --outdir=/srv/site build', true],
    // Into the project or temp space, an option that is no output, an input read from /data.
    ['whisper media/adr/reel3.wav --output_dir ./out', false],
    ['whisper a.wav --output-dir $TMPDIR/whisper', false],
    ['whisper a.wav --output_dir /tmp/whisper', false],
    ['demucs -o /tmp/stems song.wav', false],
    ['whisper /data/audio/reel3.wav --output_dir transcripts', false],
    ['ssh -o StrictHostKeyChecking=no deploy@host uptime', false],
    ['sudo mount -o loop /data/disk.img mnt', false],
    ['tool --output_file reports/q3.csv /data/q3.json', false],
  ])('%s', (command, speaks) => expect(outsideSpeaks(command)).toBe(speaks));
});

describe('a climate or weather tool writes its last operand or its output option (outside-project)', () => {
  test.each([
    ['cdo -O mergetime data/era5/era5_uv100_*.nc /data/era5/merged/era5_uv100_2015-2023.nc', ['/data/era5/merged/era5_uv100_2015-2023.nc']],
    ['cdo -P 4 -sellonlatbox,0,10,40,50 -selvar,u10 data/in.nc ~/out.nc', ['/home/dev/out.nc']],
    ['cdo -f nc4 -z zip_6 remapbil,r360x180 data/in.nc /srv/grids/out.nc', ['/srv/grids/out.nc']],
    ['cdo -O -monmean -mergetime data/a.nc data/b.nc /data/monthly.nc', ['/data/monthly.nc']],
    ['cdo splityear data/era5.nc /data/era5/by_year_', ['/data/era5/by_year_']],
    ['ncrcat data/a.nc data/b.nc ~/merged.nc', ['/home/dev/merged.nc']],
    ["ncap2 -s 'ws=sqrt(u*u+v*v)' data/uv.nc /data/ws.nc", ['/data/ws.nc']],
    ['nccopy -k nc4 -d 5 data/in.nc /data/packed.nc', ['/data/packed.nc']],
    ['grib_copy -w shortName=2t data/an.grib /data/t2m.grib', ['/data/t2m.grib']],
    ['wgrib2 data/gfs.grb2 -netcdf /data/gfs.nc', ['/data/gfs.nc']],
    ['gdalwarp -t_srs EPSG:3857 data/in.tif ~/out.tif', ['/home/dev/out.tif']],
    ['ogr2ogr -f GPKG /data/out.gpkg data/in.shp', ['/data/out.gpkg']],
    // Into the project, inputs read from /data, operators that only print (bare or chained, with parameters).
    ['cdo -O mergetime /data/era5/*.nc data/merged.nc', []],
    ['cdo info /data/era5/era5.nc', []],
    ['cdo -sinfo /data/era5/era5.nc', []],
    ['cdo sinfon /data/a.nc /data/b.nc', []],
    ['cdo -s showname /data/era5/era5.nc', []],
    ['cdo outputtab,date,lon,lat,value -selvar,t2m /data/era5/era5.nc', []],
    ['cdo griddes /data/era5/era5.nc', []],
    ['ncks -v u10 /data/in.nc', []],
    ["ncap2 -s 'ws=sqrt(u*u+v*v)' /data/uv.nc data/ws.nc", []],
    ['nccopy -k nc4 /data/in.nc data/packed.nc', []],
    ['grib_copy /data/an.grib data/an_copy.grib', []],
    ['wgrib2 /data/gfs.grb2 -netcdf data/gfs.nc', []],
    ['gdalwarp -t_srs EPSG:3857 /data/in.tif out.tif', []],
    ['ogr2ogr -f GPKG out.gpkg /data/in.shp', []],
  ])('%s', (command, paths) => expect(outside(command)).toEqual(paths));
});
