import { describe, expect, test } from 'vitest';
import { commandIds as rule, writtenIds as written } from '../../support/destructiveIds.js';

// Round 31: a project folder no rule knows (`submissions`, `runs`, `listings`), deleted where git holds nothing of it
// (here: no repository at all), is gone for good. A tool's output by name or shape, a superseded copy, and an unknown
// folder deleted beside output folders stay silent. (What git tracks or ignores: test/integration/gitView.spec.ts.)

describe('a project folder git does not hold, deleted whole', () => {
  test.each([
    ['rm -rf submissions/ && git add -A', 'destructive/filesystem/rm-recursive'],
    ['julia -e \'rm("traj"; recursive=true, force=true)\'', 'destructive/filesystem/rm-recursive'],
    ['Remove-Item -Recurse -Force .\\listings\\', 'destructive/windows/remove-item-recurse'],
    ['rm -rf storybook-static playwright-report', 'none'],
    ['rm -rf cmake-build-debug', 'none'],
    // Round 110: jest-image-snapshot's diff images, written again on each failing run; its baselines are kept.
    ['rm -rf tests/visual/__diff_output__', 'none'],
    ['rm -rf tests/visual/__image_snapshots__', 'destructive/filesystem/rm-recursive'],
    ['rm -rf db/ incremental_db/ output_files/', 'none'],
    ['rm -rf archive_old/', 'none'],
    ['rm -rf storage/request_queues feedback/', 'none'],
    ['rm -rf -- -weird-file', 'none'],
    // Cloned again by the same line.
    ['rm -rf banking-app && git clone https://git.example.com/banking-app.git', 'none'],
    // Not a folder: a file.
    ['rm -rf notes.txt', 'none'],
  ])('%s → %s', (command, id) => expect(rule(command)).toBe(id));
});

describe("a tree delete of each entry a listing chose (round 31's cleanup.py)", () => {
  test.each([
    ['for d in glob.glob("/home/dev/proj/runs/*"):\n    shutil.rmtree(d)\n', 'destructive/filesystem/rm-recursive'],
    ['for d in glob.glob("build/*"):\n    shutil.rmtree(d)\n', 'none'],
  ])('%s → %s', (code, id) => expect(written('scripts/cleanup.py', `import shutil, glob\n${code}`)).toBe(id));
});

describe('a named record in a data folder, deleted (round 31)', () => {
  test.each([
    ['rm -f data/inventory.csv data/listings_master.xlsx', 'destructive/filesystem/rm-data-record'],
    ['rm fuzz/crashes/crash-3f9a2c.tmp.json', 'none'],
    ['rm data/processed/sku_join.parquet', 'none'],
    ['rm src/old_loader.py', 'none'],
    // Round 32: what long computations leave (results, runs, backtests) are records too.
    ['rm -f results/*.parquet backtests/*.pkl', 'destructive/filesystem/rm-source-files'],
    ['rm -f output/*.stl', 'none'],
  ])('%s → %s', (command, id) => expect(rule(command)).toBe(id));
});

describe("Lustre's lfs find is find", () => {
  test.each([
    ['lfs find /lustre/proj/lammps -mtime +30 -type f -delete', 'destructive/filesystem/find-delete'],
    ['lfs find /lustre/proj/lammps -mtime +30 -type f', 'none'],
  ])('%s → %s', (command, id) => expect(rule(command)).toBe(id));
});
