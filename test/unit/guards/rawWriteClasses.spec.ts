import { describe, expect, test } from 'vitest';
import { rawWriteRetargeted, underRawFolder } from '../../../src/guards/engine/rawWrites.js';
import { editSpeaks, writeSpeaks } from '../../support/destructiveIds.js';

// Held-out round 160 (engine/rawWrites.ts): an edit that points where code writes its output at raw data (`data/raw/`,
// `raw_data/`, `originals/`, `masters/`, `data/external/`) or at the very file the code reads. Every run then writes over
// the one copy of what was received or recorded. Fetchers (a download in the code, or a script named for fetching), tests,
// writes moved away from raw data or to derived and output folders, and new scripts stay silent. One line per case.

const q = (text: string) => text.replace(/'/g, '"');

describe('an edit that points a writer at raw data or at the code input', () => {
  test.each([
    // Speaks: R, pandas, polars, Python open, Node, Go, Julia, numpy, pathlib, joined paths, the input itself.
    [
      'analysis/clean_piezometers.R',
      `write.csv(clean, 'data/processed/piezometers_clean.csv', row.names = FALSE)`,
      `write.csv(clean, 'data/raw/piezometers.csv', row.names = FALSE)`,
      true,
    ],
    ['analysis/clean.R', `readr::write_csv(clean, 'data/interim/wells.csv')`, `readr::write_csv(clean, 'data/raw/wells.csv')`, true],
    [
      'analysis/clean.R',
      `saveRDS(fit, here::here('data', 'processed', 'fit.rds'))`,
      `saveRDS(fit, here::here('data', 'raw', 'fit.rds'))`,
      true,
    ],
    ['analysis/clean.R', `writeLines(lines, 'output/log_clean.txt')`, `writeLines(lines, 'raw_data/logger.txt')`, true],
    [
      'analysis/clean.R',
      `data.table::fwrite(dt, file.path('results', 'flows.csv'))`,
      `data.table::fwrite(dt, file.path('data', 'raw', 'flows.csv'))`,
      true,
    ],
    ['src/clean.py', `df.to_csv('data/processed/gauges_clean.csv', index=False)`, `df.to_csv('data/raw/gauges.csv', index=False)`, true],
    ['src/clean.py', `df.to_parquet('data/interim/g.parquet')`, `df.to_parquet(os.path.join('data', 'raw', 'g.parquet'))`, true],
    ['src/clean.py', `df.to_excel('output/survey.xlsx')`, `df.to_excel('originals/survey.xlsx')`, true],
    ['src/clean.py', `df.write_csv('build/ticks.csv')`, `df.write_csv('mls_raw/ticks.csv')`, true],
    ['src/clean.py', `with open('output/readings.json', 'w') as f:`, `with open('raw_data/readings.json', 'w') as f:`, true],
    ['src/clean.py', `Path('tmp/notes.txt').write_text(body)`, `Path('data/raw/notes.txt').write_text(body)`, true],
    ['src/clean.py', `np.savetxt('results/depths.csv', depths)`, `np.savetxt('data/raw/depths.csv', depths)`, true],
    [
      'src/clean.py',
      `out = Path('data') / 'processed' / 'a.csv'\ndf.to_csv(out)`,
      `out = Path('data') / 'raw' / 'a.csv'\ndf.to_csv(out)`,
      true,
    ],
    [
      'scripts/tidy.js',
      `fs.writeFileSync('build/stations.json', JSON.stringify(rows))`,
      `fs.writeFileSync('data/raw/stations.json', JSON.stringify(rows))`,
      true,
    ],
    [
      'scripts/tidy.ts',
      `await fs.promises.writeFile(path.join('out', 'a.csv'), csv)`,
      `await fs.promises.writeFile(path.join('data', 'raw', 'a.csv'), csv)`,
      true,
    ],
    ['cmd/clean/main.go', `os.WriteFile("out/flows.csv", buf, 0o644)`, `os.WriteFile("originals/flows.csv", buf, 0o644)`, true],
    [
      'cmd/clean/main.go',
      `f, err := os.Create(filepath.Join("out", "flows.csv"))`,
      `f, err := os.Create(filepath.Join("data", "raw", "flows.csv"))`,
      true,
    ],
    ['clean.jl', `CSV.write("results/wells.csv", df)`, `CSV.write("data/raw/wells.csv", df)`, true],
    ['clean.jl', `CSV.write("results/wells.csv", df)`, `CSV.write("data/external/wells.csv", df)`, true],
    ['scans/fix.py', `img.save('output/plate_001.tif')`, `img.save('masters/plate_001.tif')`, true],
    ['R/clean.R', `raw <- read.csv(inp)\nwrite.csv(x, 'data/processed/a.csv')`, `raw <- read.csv(inp)\nwrite.csv(x, inp)`, true],
    ['src/clean.py', `df = pd.read_csv(src)\ndf.to_csv(dst)`, `df = pd.read_csv(src)\ndf.to_csv(src)`, true],
    ['analysis/clean.R', `out_file <- 'data/processed/piezometers_clean.csv'`, `out_file <- 'data/raw/piezometers.csv'`, true],
    ['src/clean.py', `OUTPUT_CSV = Path('data/processed/a.csv')`, `OUTPUT_CSV = Path('data/raw/a.csv')`, true],
    ['src/clean.ts', `const outPath = 'build/a.json';`, `const outPath = 'data/raw/a.json';`, true],
    // Silent: derived and output folders, moved away from raw data, already writing raw, fetchers, tests, reads only.
    ['analysis/clean.R', `write.csv(clean, 'data/raw/piezometers.csv')`, `write.csv(clean, 'data/processed/piezometers_clean.csv')`, false],
    ['src/clean.py', `df.to_csv('data/interim/a.csv')`, `df.to_csv('data/processed/a.csv')`, false],
    ['src/clean.py', `df.to_csv('tmp/a.csv')`, `df.to_csv('output/a.csv')`, false],
    ['src/clean.py', `df.to_csv('out/a.csv')`, `df.to_csv('results/a.csv')`, false],
    ['src/clean.py', `df.to_csv('out/a.csv')`, `df.to_csv('build/a.csv')`, false],
    ['src/clean.py', `df.to_csv('out/a.csv')`, `df.to_csv('data/raw/processed/a.csv')`, false],
    ['src/clean.py', `df.to_csv('out/a.csv')`, `df.to_csv('data/raw_tmp/a.csv')`, false],
    ['src/clean.py', `df = pd.read_csv('data/raw/a.csv')`, `df = pd.read_csv('data/raw/a_v2.csv')`, false],
    ['src/clean.py', `df.to_csv('data/raw/a.csv')`, `df.to_csv('data/raw/a_2024.csv')`, false],
    ['src/clean.py', `df.to_csv('out/a.csv', mode='a')`, `df.to_csv('data/raw/a.csv', mode='a')`, false],
    ['scripts/download_gauges.py', `df.to_csv('tmp/x.csv')`, `df.to_csv('data/raw/x.csv')`, false],
    ['scripts/fetch-data.R', `write.csv(x, 'tmp/x.csv')`, `write.csv(x, 'data/raw/x.csv')`, false],
    ['scripts/get.py', `urllib.request.urlretrieve(url, 'tmp/x.csv')`, `urllib.request.urlretrieve(url, 'data/raw/x.csv')`, false],
    [
      'scripts/get.py',
      `r = requests.get(URL)\nopen('tmp/x.csv', 'wb').write(r.content)`,
      `r = requests.get(URL)\nopen('data/raw/x.csv', 'wb').write(r.content)`,
      false,
    ],
    [
      'R/get.R',
      `download.file(u, 'tmp/x.csv')\nwrite.csv(x, 'tmp/y.csv')`,
      `download.file(u, 'tmp/x.csv')\nwrite.csv(x, 'data/raw/y.csv')`,
      false,
    ],
    ['tests/test_clean.py', `df.to_csv('data/processed/a.csv')`, `df.to_csv('data/raw/a.csv')`, false],
    ['src/clean.py', `df = pd.read_csv(src)\ndf.to_csv(dst)`, `df = pd.read_csv(src)\ndf.to_csv(dst, index=False)`, false],
    ['src/clean.py', `INPUT_CSV = 'data/raw/a.csv'`, `INPUT_CSV = 'data/raw/b.csv'`, false],
    ['src/clean.py', `RAW_CSV = 'data/interim/a.csv'`, `RAW_CSV = 'data/raw/a.csv'`, false],
    ['src/clean.py', `OUT_CSV = 'data/raw/a.csv'`, `OUT_CSV = 'data/raw/b.csv'`, false],
    ['src/clean.py', `OUT_CSV = 'data/interim/a.csv'`, `OUT_CSV = 'data/processed/a.csv'`, false],
    ['docs/pipeline.md', `df.to_csv('data/processed/a.csv')`, `df.to_csv('data/raw/a.csv')`, false],
  ])('%s: %s → %s', (path, old, now, speaks) => {
    expect(editSpeaks(path, q(old), q(now))).toBe(speaks);
  });
});

describe('a Write of a new script is no writer moved', () => {
  test.each([
    ['src/clean_new.py', `import pandas as pd\ndf = pd.read_csv('data/raw/a.csv')\ndf.dropna().to_csv('data/processed/a.csv')\n`, false],
    ['scripts/download_x.py', `import urllib.request\nurllib.request.urlretrieve(URL, 'data/raw/x.csv')\n`, false],
    [
      'scripts/download_x.py',
      `import requests\nr = requests.get(URL)\nwith open('data/raw/x.csv', 'wb') as f:\n    f.write(r.content)\n`,
      false,
    ],
  ])('%s', (path, content, speaks) => {
    expect(writeSpeaks(path, q(content))).toBe(speaks);
  });
});

describe('raw data folders by name', () => {
  test.each([
    ['data/raw/x.csv', true],
    ['raw_data/x.csv', true],
    ['data-raw/x.csv', true],
    ['originals/x.tif', true],
    ['masters/x.wav', true],
    ['sourcedata/sub-01/x.tsv', true],
    ['data/external/x.csv', true],
    ['station_raw/x.csv', true],
    ['data/processed/x.csv', false],
    ['data/raw/processed/x.csv', false],
    ['output/raw/x.csv', false],
    ['tests/data/raw/x.csv', false],
    ['raw_tmp/x.csv', false],
    ['external/x.csv', false],
    ['x_raw.csv', false],
    ['data/${name}/x.csv', false],
  ])('%s', (file, raw) => {
    expect(underRawFolder(file)).toBe(raw);
  });
  // No timed assertion: a backtracking reader would run this far past the test's timeout; a linear one answers at once.
  test('a crafted long edit is read, and not taken for raw data', () => {
    const long = `write.csv(x, "${'a/'.repeat(200_000)}x.csv")\n${'here("a", '.repeat(50_000)}`;
    expect(
      rawWriteRetargeted('R/clean.R', [{ old: long, new: long.replace('a/a', 'raw/a') }]).map((hit) => JSON.stringify(hit).slice(0, 80)),
    ).toEqual([]);
  });
});
