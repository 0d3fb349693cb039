import { describe, expect, test } from 'vitest';
import { commandIds as rule, writtenIds as written } from '../../support/destructiveIds.js';

// Round 48 (water utilities, emergency dispatch, home care, breweries, call centres): SQL whose subquery picks a class of
// the other table's rows, a lease push to a shared release branch, and written code read as it runs: deletes of a data
// folder's listed files, a folder named by an option's default, and a migration whose downgrade only undoes its own
// additions. One line per class that speaks and near-misses that stay silent.

describe('a delete by a subquery that picks a class of rows, or by a value set at all (destructive/sql/*)', () => {
  test.each([
    [
      `sqlite3 brewlog.db "DELETE FROM gravity_readings WHERE batch_id IN (SELECT id FROM batches WHERE status = 'packaged');"`,
      'destructive/sql/delete-by-subquery',
    ],
    [
      'psql "$DATABASE_URL" -c "DELETE FROM medication_administrations WHERE patient_id IN (SELECT id FROM patients WHERE discharged_at IS NOT NULL);"',
      'destructive/sql/delete-by-subquery',
    ],
    [
      `psql -c "DELETE FROM invoices WHERE customer_id IN (SELECT id FROM customers WHERE tier IN ('free', 'trial'))"`,
      'destructive/sql/delete-by-subquery',
    ],
    [
      'mysql -e "DELETE FROM meter_reads WHERE meter_id IN (SELECT id FROM meters WHERE retired_on IS NULL)"',
      'destructive/sql/delete-by-subquery',
    ],
    ['psql -c "DELETE FROM admissions WHERE discharged_at IS NOT NULL"', 'destructive/sql/delete-by-category'],
    // The other table's rows by key or by name, a test value, housekeeping of sessions, an archive table, a rolling window,
    // an orphan clean-up by a null key.
    ['psql -c "DELETE FROM gravity_readings WHERE batch_id IN (SELECT id FROM batches WHERE id = 42)"', 'none'],
    [`psql -c "DELETE FROM gravity_readings WHERE batch_id IN (SELECT id FROM batches WHERE name = 'B-12')"`, 'none'],
    [`psql -c "DELETE FROM gravity_readings WHERE batch_id IN (SELECT id FROM batches WHERE status = 'test')"`, 'none'],
    [`psql -c "DELETE FROM sessions WHERE user_id IN (SELECT id FROM users WHERE status = 'banned')"`, 'none'],
    ['psql -c "DELETE FROM readings WHERE batch_id IN (SELECT id FROM batches_archive WHERE packaged_at IS NOT NULL)"', 'none'],
    [`psql -c "DELETE FROM user_sessions WHERE updated_at < now() - interval '1 day'"`, 'none'],
    ['psql -c "DELETE FROM call_notes WHERE call_id IS NULL"', 'none'],
    [`psql -c "SELECT * FROM gravity_readings WHERE batch_id IN (SELECT id FROM batches WHERE status = 'packaged')"`, 'none'],
  ])('%s → %s', (command, id) => expect(rule(command)).toBe(id));
});

describe('a lease push to a shared release or environment branch (destructive/git/lease-push)', () => {
  test.each([
    ['git rebase -i HEAD~5 && git push --force-with-lease origin release/2024.6', 'destructive/git/lease-push'],
    ['git push --force-with-lease origin releases/v3', 'destructive/git/lease-push'],
    ['git push --force-with-lease origin staging', 'destructive/git/lease-push'],
    ['git push --force-with-lease origin HEAD:release/2.3', 'destructive/git/lease-push'],
    // A personal branch stays the pusher's own; an explicit lease names what it expects.
    ['git push --force-with-lease origin my/release/x', 'none'],
    ['git push --force-with-lease=release/2.3:4f2a9c1 origin release/2.3', 'none'],
    ['git push origin release/2.3', 'none'],
  ])('%s → %s', (command, id) => expect(rule(command)).toBe(id));
});

const PURGE_PY =
  'import time\nfrom pathlib import Path\n\nRECORDINGS = Path(__file__).resolve().parent.parent / "data" / "recordings"\n\n' +
  'def main():\n    cutoff = time.time() - 90 * 86400\n    for wav in RECORDINGS.rglob("*.wav"):\n' +
  '        if wav.stat().st_mtime < cutoff:\n            wav.unlink()\n';
const PURGE_GO =
  'package main\n\nimport (\n\t"flag"\n\t"os"\n\t"path/filepath"\n)\n\nfunc main() {\n' +
  '\troot := flag.String("root", "data/evv", "EVV export root")\n\tflag.Parse()\n\tentries, _ := os.ReadDir(*root)\n' +
  '\tfor _, e := range entries {\n\t\tos.RemoveAll(filepath.Join(*root, e.Name()))\n\t}\n}\n';

describe("a delete of the items a listing of a data folder gives, the folder named from the script's own or an option's default", () => {
  test.each([
    ['scripts/purge_old_recordings.py', PURGE_PY, true],
    [
      'scripts/purge.py',
      'import os\nBASE = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "data", "recordings")\n' +
        'for name in os.listdir(BASE):\n    os.remove(os.path.join(BASE, name))\n',
      true,
    ],
    [
      'scripts/purge.js',
      "const fs = require('fs');\nconst path = require('path');\nconst DIR = path.join(__dirname, '..', 'data', 'recordings');\n" +
        'for (const f of fs.readdirSync(DIR)) fs.unlinkSync(path.join(DIR, f));\n',
      true,
    ],
    ['cmd/evvprune/main.go', PURGE_GO, true],
    [
      'scripts/prune_evv.py',
      'import argparse, os, shutil\np = argparse.ArgumentParser()\np.add_argument("--root", default="data/evv")\nargs = p.parse_args()\n' +
        'for name in os.listdir(args.root):\n    shutil.rmtree(os.path.join(args.root, name))\n',
      true,
    ],
    [
      'scripts/walk.py',
      'import os\nDATA = os.path.join(os.path.dirname(__file__), "..", "data", "recordings")\n' +
        'for root, dirs, files in os.walk(DATA):\n    for f in files:\n        os.remove(os.path.join(root, f))\n',
      true,
    ],
    [
      'cmd/walk/main.go',
      'package main\nfunc main() {\n\troot := flag.String("root", "data/evv", "root")\n\tflag.Parse()\n' +
        '\tfilepath.Walk(*root, func(p string, info os.FileInfo, err error) error {\n\t\treturn os.Remove(p)\n\t})\n}\n',
      true,
    ],
    ['scripts/prune.rb', 'Dir.glob(File.join(__dir__, "..", "data", "recordings", "*.wav")).each { |f| File.delete(f) }\n', true],
    [
      'scripts/prune.py',
      'import click, os, shutil\n@click.command()\n@click.option("--root", default="data/evv")\ndef main(root):\n' +
        '    for name in os.listdir(root):\n        shutil.rmtree(os.path.join(root, name))\n',
      true,
    ],
    [
      'scripts/prune.py',
      'import argparse, shutil\np = argparse.ArgumentParser()\np.add_argument("--data-dir", default="data/evv")\nargs = p.parse_args()\n' +
        'shutil.rmtree(args.data_dir)\n',
      true,
    ],
    // The same deletes of build output or scratch space, and a listing with no delete.
    [
      'scripts/clean.py',
      'import argparse, shutil\np = argparse.ArgumentParser()\np.add_argument("--out", default="build/out")\nargs = p.parse_args()\nshutil.rmtree(args.out)\n',
      false,
    ],
    ['scripts/clean_tmp.py', PURGE_PY.replace('"data" / "recordings"', '"build" / "tmp"'), false],
    ['cmd/tmpprune/main.go', PURGE_GO.replace('"data/evv"', '"build/tmp"'), false],
    ['scripts/list.py', PURGE_PY.replace('wav.unlink()', 'print(wav)'), false],
  ])('%s → %s', (path, content, speaks) => expect(written(path, content) !== 'none').toBe(speaks));
});

const ALEMBIC =
  'from alembic import op\nimport sqlalchemy as sa\n\nrevision = "20240612"\n\n\ndef upgrade():\n' +
  '    op.add_column("units", sa.Column("capabilities", sa.JSON(), nullable=True))\n' +
  '    op.create_index("ix_units_capabilities", "units", ["capabilities"])\n\n\ndef downgrade():\n' +
  '    op.drop_index("ix_units_capabilities", table_name="units")\n    op.drop_column("units", "capabilities")\n';

describe("a migration's downgrade that only drops what its upgrade adds is silent", () => {
  test.each([
    ['migrations/versions/20240612_add_unit_capabilities.py', ALEMBIC, false],
    [
      'migrations/20240612_create_unit_notes.js',
      "exports.up = function (knex) {\n  return knex.schema.createTable('unit_notes', (t) => { t.increments('id'); });\n};\n\n" +
        "exports.down = function (knex) {\n  return knex.schema.dropTable('unit_notes');\n};\n",
      false,
    ],
    [
      'database/migrations/2024_06_12_000000_create_unit_capabilities_table.php',
      '<?php\nreturn new class extends Migration {\n    public function up(): void\n    {\n' +
        "        Schema::create('unit_capabilities', function ($t) { $t->id(); });\n    }\n\n" +
        "    public function down(): void\n    {\n        Schema::dropIfExists('unit_capabilities');\n    }\n};\n",
      false,
    ],
    [
      'db/migrate/20240612000000_add_capabilities_to_units.rb',
      'class AddCapabilities < ActiveRecord::Migration[7.1]\n  def up\n    add_column :units, :capabilities, :jsonb\n  end\n\n' +
        '  def down\n    remove_column :units, :capabilities\n  end\nend\n',
      false,
    ],
    ['migrations/000012_create_unit_caps.down.sql', 'DROP TABLE IF EXISTS unit_caps;\n', false],
    // A downgrade that drops what the upgrade never names, and an upgrade that drops an existing table, still speak.
    ['migrations/000013_add_unit_caps.down.sql', 'DROP TABLE units;\n', true],
    [
      'migrations/versions/20240613_x.py',
      ALEMBIC.replace(
        'op.drop_index("ix_units_capabilities", table_name="units")',
        'op.drop_index("ix_units_callsign", table_name="units")',
      ),
      true,
    ],
    [
      'migrations/20240613_drop_unit_notes.js',
      "exports.up = function (knex) {\n  return knex.schema.dropTable('unit_notes');\n};\n\nexports.down = function (knex) {};\n",
      true,
    ],
  ])('%s → %s', (path, content, speaks) => expect(written(path, content) !== 'none').toBe(speaks));
});
