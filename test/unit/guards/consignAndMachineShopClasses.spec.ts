import { describe, expect, test } from 'vitest';
import { commandIds as rule } from '../../support/destructiveIds.js';

// Round 75 (notaries and loan signing, thrift and consignment stores, welding and machine shops, tea importers and tea
// rooms): an UPDATE whose WHERE is a threshold on a money or quantity column, and a run of numbered CNC programs deleted
// by a name prefix. One line per class that speaks and near-misses that stay silent.

describe('an UPDATE by a threshold on a measure that is no key (destructive/sql/update-by-range)', () => {
  test.each([
    // A money, balance or quantity column compared with a literal picks every row past it (`_cents` is no timestamp).
    [`psql consign -c "UPDATE consignors SET balance_cents = 0 WHERE balance_cents > 0;"`, 'destructive/sql/update-by-range'],
    [`mysql shop -e "UPDATE items SET qty_on_hand = 0 WHERE qty_on_hand >= 100"`, 'destructive/sql/update-by-range'],
    [`sqlite3 shop.db "UPDATE accounts SET credit_cents = 0 WHERE credit_cents < 0"`, 'destructive/sql/update-by-range'],
    [`psql tea -c "UPDATE lots SET price_cents = 500 WHERE price_cents BETWEEN 1 AND 9999"`, 'destructive/sql/update-by-range'],
    [`psql consign -c "UPDATE items SET description = 'TBD' WHERE description != ''"`, 'destructive/sql/update-by-range'],
    [
      `psql consign -c "UPDATE consignors SET balance_cents = 0 WHERE balance_cents > 0 AND status = 'active'"`,
      'destructive/sql/update-by-range',
    ],
    // A key range or one row by its key, housekeeping and test tables, a rolling window, a LIMIT batch and a query.
    [`psql consign -c "UPDATE consignors SET note = 'x' WHERE id > 100 AND id < 105"`, 'none'],
    [`psql consign -c "UPDATE consignors SET balance_cents = 0 WHERE id = 7 AND balance_cents > 0"`, 'none'],
    [`psql consign -c "UPDATE consignors SET balance_cents = 0 WHERE consignor_id = 7 AND balance_cents > 0"`, 'none'],
    [`psql app -c "UPDATE jobs SET attempts = 0 WHERE attempts > 5"`, 'none'],
    [`psql app -c "UPDATE job_queue SET priority = 0 WHERE priority > 5"`, 'none'],
    [`psql app -c "UPDATE cache_entries SET hits = 0 WHERE hits > 0"`, 'none'],
    [`psql app -c "UPDATE users SET reset_token = 'x' WHERE reset_token <> ''"`, 'none'],
    [`psql app -c "UPDATE heartbeats SET status = 'stale' WHERE updated_at > now() - interval '1 hour'"`, 'none'],
    [`psql consign -c "UPDATE test_consignors SET balance_cents = 0 WHERE balance_cents > 0"`, 'none'],
    [`psql consign -c "UPDATE tmp_consignors SET balance_cents = 0 WHERE balance_cents > 0"`, 'none'],
    [`psql consign -c "UPDATE consignors SET balance_cents = 0 WHERE balance_cents > 0 LIMIT 100"`, 'none'],
    [`psql consign -c "UPDATE events SET created_ts = 0 WHERE created_ts > 1700000000"`, 'none'],
    [`psql consign -c "SELECT * FROM consignors WHERE balance_cents > 0"`, 'none'],
  ])('%s → %s', (command, id) => expect(rule(command)).toBe(id));
});

describe('an UPDATE of a group narrowed by a threshold (destructive/sql/update-by-attribute)', () => {
  test.each([
    [
      `psql consign -c "UPDATE consignors SET balance_cents = 0 WHERE status = 'active' AND balance_cents > 0"`,
      'destructive/sql/update-by-attribute',
    ],
    [`psql weld -c "UPDATE stock SET qty = 0 WHERE material = 'aluminium' AND qty < 5"`, 'destructive/sql/update-by-attribute'],
    // A key in the group's place stays one row.
    [`psql weld -c "UPDATE stock SET qty = 0 WHERE sku = 'AL-6061' AND qty < 5"`, 'none'],
  ])('%s → %s', (command, id) => expect(rule(command)).toBe(id));
});

describe('a DELETE by a threshold on a measure whose name ends in "ts" (destructive/sql/delete-by-range)', () => {
  test.each([
    [`psql consign -c "DELETE FROM consignors WHERE balance_cents > 0"`, 'destructive/sql/delete-by-range'],
    [`psql shop -c "DELETE FROM items WHERE unit_counts < 2"`, 'destructive/sql/delete-by-range'],
    // A timestamp column (`_ts`), a row by its key and a SELECT stay as they were.
    [`psql consign -c "DELETE FROM consignors WHERE id = 7"`, 'none'],
    [`psql consign -c "SELECT * FROM consignors WHERE balance_cents > 0"`, 'none'],
  ])('%s → %s', (command, id) => expect(rule(command)).toBe(id));
});

describe('a run of numbered CNC programs deleted by a name prefix (destructive/workfiles/*-unheld-*)', () => {
  test.each([
    // A Fanuc O-number prefix, or a part prefix, picks a run of a shop's proven programs: no build makes them again.
    [`find nc/programs -name 'O1*.nc' -exec rm {} +`, 'destructive/workfiles/rm-unheld-work-files-found'],
    [`find nc/programs -name 'O1*.nc' -delete`, 'destructive/workfiles/delete-unheld-work-files-found'],
    [`find nc/programs -name 'O1*.nc' | xargs rm`, 'destructive/workfiles/rm-unheld-work-files-found'],
    [`find programs -name 'O5*.tap' -exec rm -f {} \\;`, 'destructive/workfiles/rm-unheld-work-files-found'],
    [`find cnc -name 'PART*.mpf' -delete`, 'destructive/workfiles/delete-unheld-work-files-found'],
    [`rm nc/programs/O1*.nc`, 'destructive/workfiles/rm-unheld-work-file'],
    [`rm cnc/programs/O2*.ngc`, 'destructive/workfiles/rm-unheld-work-file'],
    // NetCDF data under data/ still speaks.
    [`find data -name 'era5_*.nc' -delete`, 'destructive/workfiles/delete-unheld-work-files-found'],
    [`rm data/era5_t2m_2023.nc`, 'destructive/filesystem/rm-data-record'],
    // Sliced or posted output, scratch, backups, a listing, a narrowed clean and a throwaway prefix stay silent.
    [`rm -rf build/gcode`, 'none'],
    [`find out -name 'part*.gcode' -delete`, 'none'],
    [`find build -name 'O1*.nc' -delete`, 'none'],
    [`rm tmp/O1*.nc`, 'none'],
    [`find . -name '*.nc.bak' -delete`, 'none'],
    [`find nc/programs -name 'O1*.nc'`, 'none'],
    [`find nc/programs -name 'O1*.nc' -empty -delete`, 'none'],
    [`find nc/programs -name 'test_*.nc' -delete`, 'none'],
    [`find logs -name 'app*.log' -delete`, 'none'],
  ])('%s → %s', (command, id) => expect(rule(command)).toBe(id));
});

describe('one line written over a standing document kept under one name (destructive/workfiles/title-over-document)', () => {
  test.each([
    // The café's menu, a policy, a price list: `>` empties the kept document before its new title lands.
    [`echo '# Autumn menu' > menus/cafe_menu.md`, 'destructive/workfiles/title-over-document'],
    [`echo '# Refunds' > policies/refund_policy.md`, 'destructive/workfiles/title-over-document'],
    [`echo 'Prices from 1 October' > content/price_list.md`, 'destructive/workfiles/title-over-document'],
    [`printf '# Tea list\\n' > tearoom/tea_list.md`, 'destructive/workfiles/title-over-document'],
    // A new file for a season or date, a template, notes, a README or CHANGELOG, docs, build and scratch folders, an append,
    // a file the line goes on to fill, and a table (judged by the header rules) stay silent.
    [`echo '# Autumn 2025' > menus/autumn_2025.md`, 'none'],
    [`echo '# Autumn menu' > menus/autumn_menu.md`, 'none'],
    [`echo '# Menu' > menus/menu_template.md`, 'none'],
    [`echo '# Notes' > notes.md`, 'none'],
    [`echo '# Policies' > policies/README.md`, 'none'],
    [`echo '# Changelog' > CHANGELOG.md`, 'none'],
    [`echo '# Menu' > docs/menu.md`, 'none'],
    [`echo '# Menu' > build/menu.md`, 'none'],
    [`echo '# Menu' > tmp/cafe_menu.md`, 'none'],
    [`echo '# Menu' >> menus/cafe_menu.md`, 'none'],
    [`echo '# Menu' > menus/cafe_menu.md && cat autumn.md >> menus/cafe_menu.md`, 'none'],
    [`echo x > data/prices.csv`, 'none'],
  ])('%s → %s', (command, id) => expect(rule(command)).toBe(id));
});
