import { describe, expect, test } from 'vitest';
import { commandIds as rule, writtenIds as written } from '../../support/destructiveIds.js';

// Round 87 (a luthier's workshop, a candle maker's stock, a grower's pest-trap logs): an imported or staged batch moved over
// the live sheet beside it, a folder of stock sheets deleted by a glob, and each record file of a glob cut back to its
// header. One line per class that speaks and near-misses that stay silent.

const over = 'destructive/filesystem/copy-over-untracked';
const stockDeleted = 'destructive/filesystem/rm-source-files';
const cut = 'destructive/rewrite/filter-moved-back-over-records';

describe('an imported or staged batch moved over its live sheet (copy-over-untracked)', () => {
  test.each([
    ['mv inventory/tonewood_import.csv inventory/tonewood.csv', over],
    ['cp inventory/tonewood_imported.csv inventory/tonewood.csv', over],
    ['mv inventory/tonewood_incoming.xlsx inventory/tonewood.xlsx', over],
    ['mv inventory/tonewood_upload.csv inventory/tonewood.csv', over],
    ['mv inventory/tonewood_staging.csv inventory/tonewood.csv', over],
    ['mv inventory/tonewood_export.csv inventory/tonewood.csv', over],
    ['cp stock/wicks_incoming.xlsx stock/wicks.xlsx', over],
    // The reverse, a new dated name, a folder destination, code, and scratch or output folders.
    ['mv inventory/tonewood.csv inventory/tonewood_import.csv', 'none'],
    ['mv inventory/tonewood_import.csv inventory/tonewood_2025-06.csv', 'none'],
    ['mv inventory/tonewood_import.csv archive/', 'none'],
    ['mv src/import.ts src/index.ts', 'none'],
    ['mv build/tonewood_import.csv build/tonewood.csv', 'none'],
    ['mv tmp/tonewood_import.csv tmp/tonewood.csv', 'none'],
  ])('%s → %s', (command, id) => expect(rule(command)).toBe(id));
});

describe('a folder of stock sheets deleted by a glob (rm-source-files)', () => {
  test.each([
    ['rm -f inventory/*.csv', stockDeleted],
    ['rm inventory/*.xlsx', stockDeleted],
    ['rm -f stock/*.xlsx', stockDeleted],
    ['rm -f stocktake/*.ods', stockDeleted],
    ['rm -f data/inventory/*.csv', stockDeleted],
    // Ansible's inventory (hosts files as ini, yml or json), scratch, caches, backups, tests.
    ['rm -f inventory/*.ini', 'none'],
    ['rm -f inventory/*.yml', 'none'],
    ['rm -f inventory/*.json', 'none'],
    ['rm inventory/hosts.ini', 'none'],
    ['rm -f inventory/*.tmp', 'none'],
    ['rm -rf inventory/.cache', 'none'],
    ['rm inventory/*.csv.bak', 'none'],
    ['rm -f tmp/inventory/*.csv', 'none'],
    ['rm -f test/fixtures/inventory/*.csv', 'none'],
  ])('%s → %s', (command, id) => expect(rule(command)).toBe(id));

  test('a reset script that deletes the sheets and writes bare headers speaks', () =>
    expect(
      written(
        'scripts/reset_inventory.sh',
        '#!/bin/sh\nset -e\nrm -f inventory/*.csv\nfor sheet in tonewood hardware strings finishes cases; do\n' +
          '  echo "sku,name,qty" > "inventory/${sheet}.csv"\ndone\n',
      ),
    ).toBe(stockDeleted));
});

describe('each record file of a glob cut back to its header (filter-moved-back-over-records, sed line deletes)', () => {
  test.each([
    ['for f in logs/pest_traps/*.csv; do head -n1 "$f" > "$f.tmp" && mv "$f.tmp" "$f"; done', cut],
    ['for f in logs/pest_traps/*.csv; do head -1 "$f" > "$f.tmp" && mv "$f.tmp" "$f"; done', cut],
    [`for f in logs/pest_traps/*.csv; do awk 'NR==1' "$f" > "$f.tmp" && mv "$f.tmp" "$f"; done`, cut],
    ['head -n1 logs/pest_traps/a.csv > t && mv t logs/pest_traps/a.csv', cut],
    ['for f in records/*.xlsx; do head -n 2 "$f" > "$f.tmp" && mv "$f.tmp" "$f"; done', cut],
    [`sed -i '1!d' data/*.csv`, 'destructive/rewrite/sed-delete-data-lines'],
    [`for f in data/*.csv; do sed -i '2,$d' "$f"; done`, 'destructive/rewrite/sed-delete-data-lines'],
    // A header saved to a new file, a sample, scratch and output folders, a program's logs, another variable.
    ['head -n1 data/x.csv > data/x.csv.header', 'none'],
    ['head -n 1000 data/big.csv > data/sample.csv', 'none'],
    ['for f in tmp/*.csv; do head -n1 "$f" > "$f.tmp" && mv "$f.tmp" "$f"; done', 'none'],
    ['for f in build/*.csv; do head -n1 "$f" > "$f.tmp" && mv "$f.tmp" "$f"; done', 'none'],
    ['for f in logs/*.log; do head -n1 "$f" > "$f.tmp" && mv "$f.tmp" "$f"; done', 'none'],
    ['head -n1 "$SHEET" > t && mv t "$SHEET"', 'none'],
  ])('%s → %s', (command, id) => expect(rule(command)).toBe(id));

  test('a reset script that cuts every trap log to its header speaks', () =>
    expect(
      written(
        'scripts/reset_trap_logs.sh',
        '#!/bin/sh\nfor f in logs/pest_traps/*.csv; do head -n1 "$f" > "$f.tmp" && mv "$f.tmp" "$f"; done\n',
      ),
    ).toBe(cut));
});
