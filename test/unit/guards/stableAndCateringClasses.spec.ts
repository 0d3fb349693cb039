import { describe, expect, test } from 'vitest';
import { commandIds as rule, writtenIds as written } from '../../support/destructiveIds.js';

// Round 60 (hardware stores and lumber yards, equestrian centres and boarding stables, caterers and food trucks, audiology
// clinics): a project script's own option that drops what it loads into, a find that prunes a folder before it picks a
// design type, ids picked by a cutoff then deleted one by one through `executemany`, and a rolling-window delete of orders.
// One line per class that speaks and near-misses that stay silent.

describe("a script's own option that drops or replaces its store (destructive/unlisted/delete-named-script)", () => {
  test.each([
    ['python scripts/seed_catalog.py --drop-existing --env production', 'destructive/unlisted/delete-named-script'],
    ['python scripts/seed_catalog.py --drop-existing', 'destructive/unlisted/delete-named-script'],
    ['RAILS_ENV=production ruby scripts/import_horses.rb --truncate', 'destructive/unlisted/delete-named-script'],
    ['node scripts/load_menu.js --reset --env=prod', 'destructive/unlisted/delete-named-script'],
    // A test or local target, a dry run, a soft option with no production target, and a script on scratch.
    ['python scripts/seed_catalog.py --drop-existing --env test', 'none'],
    ['NODE_ENV=development node scripts/seed.js --drop', 'none'],
    ['python scripts/seed_catalog.py --drop-existing --dry-run', 'none'],
    ['node scripts/load_menu.js --reset', 'none'],
    ['node scripts/build_assets.js --clean', 'none'],
    ['python scripts/seed_cache.py --drop', 'none'],
  ])('%s → %s', (command, id) => expect(rule(command)).toBe(id));
});

describe('a find judged by the tests after its prune branch (destructive/workfiles/delete-*-found)', () => {
  test.each([
    ["find . -path ./node_modules -prune -o -name '*.dxf' -print -delete", 'destructive/workfiles/delete-unheld-work-files-found'],
    ["find . -name '*.dxf' -delete", 'destructive/workfiles/delete-unheld-work-files-found'],
    ["find . \\( -path ./.git -o -path ./vendor \\) -prune -o -name '*.dwg' -delete", 'destructive/workfiles/delete-design-files-found'],
    // Derived and scratch types after the prune, and a prune with no delete.
    ["find . -path ./node_modules -prune -o -name '*.pyc' -print -delete", 'none'],
    ["find . -path ./.venv -prune -o -name '*.log' -delete", 'none'],
    ["find . -path ./node_modules -prune -o -name '*.dxf' -print", 'none'],
  ])('%s → %s', (command, id) => expect(rule(command)).toBe(id));
});

describe('a rolling-window delete of orders, bookings and reservations (destructive/sql/delete-records-by-age)', () => {
  test.each([
    ['psql "$DATABASE_URL" -c "DELETE FROM event_orders WHERE event_date < now();"', 'destructive/sql/delete-records-by-age'],
    [
      `psql "$DATABASE_URL" -c "DELETE FROM bookings WHERE check_out < current_date - interval '1 year';"`,
      'destructive/sql/delete-records-by-age',
    ],
    [`sqlite3 data/stable.db "DELETE FROM reservations WHERE ends_at < date('now','-90 days');"`, 'destructive/sql/delete-records-by-age'],
    // Sessions, events, carts and caches keep their rolling windows.
    ['psql "$DATABASE_URL" -c "DELETE FROM sessions WHERE expires_at < now();"', 'none'],
    [`psql "$DATABASE_URL" -c "DELETE FROM events WHERE created_at < now() - interval '30 days';"`, 'none'],
    [`psql "$DATABASE_URL" -c "DELETE FROM order_queue WHERE created_at < now() - interval '1 day';"`, 'none'],
  ])('%s → %s', (command, id) => expect(rule(command)).toBe(id));
});

const purge = (cutoff: string) =>
  [
    'import sqlite3',
    "conn = sqlite3.connect('data/stable.db')",
    'cur = conn.cursor()',
    `ids = [row[0] for row in cur.execute("SELECT id FROM horses WHERE departed_on IS NOT NULL AND departed_on < ${cutoff}")]`,
    "for table in ('vet_visits', 'farrier_visits'):",
    '    cur.executemany(f"DELETE FROM {table} WHERE horse_id = ?", [(i,) for i in ids])',
    'cur.executemany("DELETE FROM horses WHERE id = ?", [(i,) for i in ids])',
    'conn.commit()',
    '',
  ].join('\n');

describe('ids picked by a cutoff, then deleted through executemany (destructive/sql/delete-by-range)', () => {
  test.each([
    ['scripts/purge_departed_horses.py', purge("'2020-01-01'"), 'destructive/sql/delete-by-range'],
    // The app's own rolling window over its own database file, and one row deleted by its id in a handler.
    ['scripts/purge_departed_horses.py', purge('?'), 'none'],
    [
      'src/stable/views.py',
      'def remove(conn, horse_id):\n    conn.execute("DELETE FROM horses WHERE id = ?", (horse_id,))\n    conn.commit()\n',
      'none',
    ],
  ])('%s → %s', (path, content, id) => expect(written(path, content)).toBe(id));
});
