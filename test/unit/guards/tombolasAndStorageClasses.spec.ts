import { describe, expect, test } from 'vitest';
import { commandIds as rule, writeSpeaks as write } from '../../support/destructiveIds.js';

// Round 121 (tombolas and raffles, self-storage facilities): a written program that removes a literal list of named
// subfolders joined to a kept-data root, or of record folders. One line per class that speaks and near-misses that stay
// silent.

/** A Go tool removing each of `names` under `root` (bound from `source`), through a joined path bound to `p`. */
const goReset = (names: string, source = 'os.Getenv("TOMBOLA_DATA_DIR")', root = 'dataDir', body?: string) =>
  'package main\n\nimport (\n\t"log"\n\t"os"\n\t"path/filepath"\n)\n\nfunc main() {\n' +
  `\t${root} := ${source}\n\tif ${root} == "" {\n\t\t${root} = "data"\n\t}\n` +
  `\tfor _, sub := range []string{${names}} {\n` +
  (body ??
    `\t\tp := filepath.Join(${root}, sub)\n\t\tif err := os.RemoveAll(p); err != nil {\n` +
      '\t\t\tlog.Fatalf("remove %s: %v", p, err)\n\t\t}\n\t\tlog.Printf("removed %s", p)\n') +
  '\t}\n}\n';
/** A cobra command removing each of `names` under a root read from viper's `key`. */
const cobraReset = (names: string, key = 'data_dir') =>
  'package main\n\nvar resetCmd = &cobra.Command{\n\tUse: "reset",\n\tRunE: func(cmd *cobra.Command, args []string) error {\n' +
  `\t\troot := viper.GetString("${key}")\n\t\tfor _, dir := range []string{${names}} {\n` +
  '\t\t\tif err := os.RemoveAll(filepath.Join(root, dir)); err != nil {\n\t\t\t\treturn fmt.Errorf("remove %s: %w", dir, err)\n\t\t\t}\n' +
  '\t\t}\n\t\treturn nil\n\t},\n}\n';
/** A Python script removing each of `names` under `root`. */
const pyReset = (names: string, root = 'Path(os.environ.get("DATA_DIR", "/var/lib/storage"))', call = 'shutil.rmtree(ROOT / sub)') =>
  `import os, shutil\nfrom pathlib import Path\n\nROOT = ${root}\n\nfor sub in (${names}):\n    ${call}\n`;
/** A Node script removing each of `names` under `root`. */
const nodeReset = (names: string, root = 'process.env.DATA_DIR || "data"') =>
  `const fs = require("fs");\nconst path = require("path");\nconst root = ${root};\n` +
  `for (const d of [${names}]) fs.rmSync(path.join(root, d), { recursive: true, force: true });\n`;

describe('a literal list of subfolders removed under a kept root, or of record folders (destructive/edits/soft-to-hard-delete)', () => {
  test.each([
    ['cmd/resetdraw/main.go', goReset('"tickets", "draws", "winners"'), true],
    ['cmd/unitctl/reset.go', cobraReset('"units", "rentals", "gate_logs", "invoices"'), true],
    ['cmd/unitctl/reset.go', cobraReset('"units", "gate_logs"'), true],
    ['cmd/unitctl/reset.go', cobraReset('"units", "invoices"', 'root'), true],
    ['scripts/reset_facility.py', pyReset('"units", "invoices"'), true],
    ['scripts/reset_facility.py', pyReset('"units", "invoices"', 'Path("/srv/facility")', 'shutil.rmtree(os.path.join(ROOT, sub))'), true],
    ['scripts/reset.js', nodeReset('"tickets", "draws"'), true],
    ['scripts/reset.js', nodeReset('"rentals", "uploads"', 'process.argv[2]'), true],
    // Only cache, build or temp names; a temp root; a root of no kept data with no record name; a loop that only prints;
    // a test; a literal list walked with no delete of it.
    ['cmd/resetdraw/main.go', goReset('"cache", "tmp", "build"'), false],
    ['scripts/reset_facility.py', pyReset('"cache", "dist"'), false],
    ['cmd/resetdraw/main.go', goReset('"tickets", "invoices"', 'os.TempDir()', 'scratchDir'), false],
    ['scripts/reset_facility.py', pyReset('"units", "invoices"', 'Path(tempfile.mkdtemp())'), false],
    ['cmd/unitctl/reset.go', cobraReset('"units", "gate_logs"', 'work_root'), false],
    [
      'cmd/resetdraw/main.go',
      goReset('"tickets", "draws"', undefined, undefined, '\t\tlog.Printf("would remove %s", filepath.Join(dataDir, sub))\n'),
      false,
    ],
    ['cmd/resetdraw/main_test.go', goReset('"tickets", "draws", "winners"'), false],
    ['scripts/reset.js', 'for (const d of ["a", "b"]) console.log(path.join(root, d));\nfs.rmSync("out.tmp");\n', false],
  ])('%s speaks: %s', (path, content, speaks) => expect(write(path, content)).toBe(speaks));
});

describe('a MongoDB delete past a cutoff (destructive/database/mongo-delete-by-range)', () => {
  test.each([
    [`mongosh "$MONGO_URI" --eval 'db.fixtures.deleteMany({ season: { $lt: 2024 } })'`, 'destructive/database/mongo-delete-by-range'],
    [
      `mongosh league --eval 'db.results.deleteMany({ playedAt: { $lt: ISODate("2023-01-01") } })'`,
      'destructive/database/mongo-delete-by-range',
    ],
    [`mongosh league --eval 'db.draws.deleteMany({ drawnOn: { $lte: "2023-12-31" } })'`, 'destructive/database/mongo-delete-by-range'],
    [
      `mongo storage --eval 'db.rentals.remove({ endedAt: { $lt: new Date(Date.now() - 365 * 864e5) } })'`,
      'destructive/database/mongo-delete-by-range',
    ],
    [
      `mongosh storage --eval 'db.units.deleteMany({ facility: "north", size: { $gt: 200 } })'`,
      'destructive/database/mongo-delete-by-range',
    ],
    [`mongosh league --eval "db.fixtures.deleteMany({ season: { \\$lt: 2024 } })"`, 'destructive/database/mongo-delete-by-range'],
    // An expiry passed, housekeeping collections, one document by its id, a count over the same range, and the empty
    // filter the drop rule already reads.
    [`mongosh app --eval 'db.reservations.deleteMany({ expiresAt: { $lt: new Date() } })'`, 'none'],
    [`mongosh app --eval 'db.sessions.deleteMany({ updatedAt: { $lt: ISODate("2024-01-01") } })'`, 'none'],
    [`mongosh app --eval 'db.event_logs.deleteMany({ ts: { $lt: 1700000000 } })'`, 'none'],
    [`mongosh app --eval 'db.fixtures.deleteMany({ _id: { $lt: 5000 } })'`, 'none'],
    [`mongosh app --eval 'db.fixtures.countDocuments({ season: { $lt: 2024 } })'`, 'none'],
    [`mongosh app --eval 'db.fixtures.deleteMany({})'`, 'destructive/database/mongo-drop'],
  ])('%s → %s', (command, id) => expect(rule(command)).toBe(id));
});
