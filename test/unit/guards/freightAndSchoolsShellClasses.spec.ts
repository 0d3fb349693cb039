import { describe, expect, test } from 'vitest';
import { commandIds as rule } from '../../support/destructiveIds.js';

// Round 52 (trucking and freight, florists, K-12 school districts, screen-printing shops): SQL that deletes or overwrites
// every row sharing one attribute word (a jurisdiction, a supplier, an occasion), a delete through a subquery that picks a
// school year, and a project's own script run with a confirmed purge of what its feed no longer lists. One line per class
// that speaks and near-misses that stay silent.

describe('DELETE whose WHERE compares a column naming a group with a word (destructive/sql/delete-by-attribute)', () => {
  test.each([
    [`psql "$TMS_DB_URL" -c "DELETE FROM ifta_fuel_purchases WHERE jurisdiction = 'OH';"`, 'destructive/sql/delete-by-attribute'],
    [`mysql shop -e "DELETE FROM products WHERE supplier = 'SanMar' AND season = 'Spring';"`, 'destructive/sql/delete-by-attribute'],
    [`sqlite3 shop.db "DELETE FROM arrangements WHERE occasion = 'funeral'"`, 'destructive/sql/delete-by-attribute'],
    // A key or identifying column picks one row; a value with digits is a code, date or address; test values; housekeeping.
    [`psql -c "DELETE FROM users WHERE email = 'ops@acme.com';"`, 'none'],
    [`psql -c "DELETE FROM vendors WHERE vendor_name = 'Acme';"`, 'none'],
    [`psql -c "DELETE FROM trucks WHERE unit_number = 'TR';"`, 'none'],
    [`psql -c "DELETE FROM hosts WHERE address = '10.10.14.7';"`, 'none'],
    [`psql -c "DELETE FROM aircraft_positions WHERE icao24 = 'a1b2c3';"`, 'none'],
    [`psql -c "DELETE FROM orders WHERE supplier = 'test-supplier';"`, 'none'],
    [`psql -c "DELETE FROM sessions WHERE kind = 'web';"`, 'none'],
    [`psql -c "SELECT * FROM ifta_fuel_purchases WHERE jurisdiction = 'OH';"`, 'none'],
  ])('%s → %s', (command, id) => expect(rule(command)).toBe(id));
});

describe('UPDATE whose WHERE compares a column naming a group with a word (destructive/sql/update-by-attribute)', () => {
  test.each([
    [`psql -d shop -c "UPDATE garment_inventory SET qty_on_hand = 0 WHERE supplier = 'SanMar';"`, 'destructive/sql/update-by-attribute'],
    [
      `psql "$SHOP_DB_URL" -c "UPDATE orders SET delivery_date = '2025-02-14' WHERE occasion = 'valentines';"`,
      'destructive/sql/update-by-attribute',
    ],
    // One row by its key, number or email; a value with digits; a test value; a housekeeping table.
    [`psql -c "UPDATE products SET price = 10 WHERE sku = 'TSHIRT-M';"`, 'none'],
    [`psql -c "UPDATE claims SET status = 'void' WHERE claim_no = 'CLM';"`, 'none'],
    [`psql -c "UPDATE bookings SET archived = true WHERE season = '2023';"`, 'none'],
    [`psql -c "UPDATE orders SET note = 'x' WHERE channel_label = 'fixture';"`, 'none'],
    [`psql -c "UPDATE jobs SET state = 'queued' WHERE queue = 'mail';"`, 'none'],
  ])('%s → %s', (command, id) => expect(rule(command)).toBe(id));
});

describe('DELETE through a subquery that picks a group by an attribute or period (destructive/sql/delete-by-subquery-attribute)', () => {
  test.each([
    [
      `psql -d routing -c "DELETE FROM bus_stops WHERE route_id IN (SELECT id FROM routes WHERE school_year = '2024-25');"`,
      'destructive/sql/delete-by-subquery-attribute',
    ],
    [
      `mysql fleet -e "DELETE FROM fuel_logs WHERE truck_id IN (SELECT id FROM trucks WHERE terminal = 'Dayton');"`,
      'destructive/sql/delete-by-subquery-attribute',
    ],
    // The subquery names one row by a key or email, a test value, or reads an archive table.
    [`psql -c "DELETE FROM bus_stops WHERE route_id IN (SELECT id FROM routes WHERE route_number = '12');"`, 'none'],
    [`psql -c "DELETE FROM orders WHERE user_id IN (SELECT id FROM users WHERE email = 'a@b.com');"`, 'none'],
    [`psql -c "DELETE FROM bus_stops WHERE route_id IN (SELECT id FROM routes WHERE school_year = 'test');"`, 'none'],
    [`psql -c "DELETE FROM bus_stops WHERE route_id IN (SELECT id FROM routes_archive WHERE school_year = '2019-20');"`, 'none'],
  ])('%s → %s', (command, id) => expect(rule(command)).toBe(id));
});

describe("a project's script run with a confirmed purge option (destructive/unlisted/delete-named-script)", () => {
  test.each([
    ['python scripts/sync_sanmar.py --purge-missing --apply', 'destructive/unlisted/delete-named-script'],
    ['node scripts/sync_inventory.js --delete-missing --yes', 'destructive/unlisted/delete-named-script'],
    ['python scripts/sync_feed.py --prune-missing --commit', 'destructive/unlisted/delete-named-script'],
    ['python scripts/sync_feed.py --purge --apply', 'destructive/unlisted/delete-named-script'],
    ['python scripts/routes.py --force-delete --yes', 'destructive/unlisted/delete-named-script'],
    // A dry run, no confirmation, a scratch word, and a bare --delete (passed on to rsync by deploy scripts).
    ['python scripts/sync_sanmar.py --purge-missing --dry-run', 'none'],
    ['python scripts/sync_sanmar.py --purge-missing --apply --dry-run', 'none'],
    ['python scripts/sync_sanmar.py --purge-missing', 'none'],
    ['python scripts/sync_feed.py --purge-cache --yes', 'none'],
    ['bash scripts/deploy.sh --delete --yes', 'none'],
  ])('%s → %s', (command, id) => expect(rule(command)).toBe(id));
});
