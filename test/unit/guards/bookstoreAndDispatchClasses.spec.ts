import { describe, expect, test } from 'vitest';
import { commandIds as rule } from '../../support/destructiveIds.js';

// Round 61 (taxi and medical-transport dispatch, used and rare bookstores, janitorial contractors, recycling and e-waste
// processors): a records file replaced by its `_new` sibling outside a data folder, a delete by a list of category words, a
// script's own delete-everything option, and a Redis delete of a lookup cache's keys. One line per class that speaks and
// near-misses that stay silent.

describe("a records file's version sibling moved over it, in any folder (destructive/filesystem/copy-over-untracked)", () => {
  test.each([
    ['mv catalogue/listings_abebooks_new.tsv catalogue/listings_abebooks.tsv', 'destructive/filesystem/copy-over-untracked'],
    ['cp catalogue/stock_latest.xlsx catalogue/stock.xlsx', 'destructive/filesystem/copy-over-untracked'],
    ['mv records/fares-next.csv records/fares.csv', 'destructive/filesystem/copy-over-untracked'],
    ['mv manifests/pickups_v2.db manifests/pickups.db', 'destructive/filesystem/copy-over-untracked'],
    // Code, settings, test fixtures and build output are git's or made again; a new period's name is a new file.
    ['mv test/fixtures/books_new.csv test/fixtures/books.csv', 'none'],
    ['mv src/app_new.ts src/app.ts', 'none'],
    ['mv dist/listing_new.csv dist/listing.csv', 'none'],
    ['mv config/app.conf.new config/app.conf', 'none'],
    ['mv catalogue/build_new.sh catalogue/build.sh', 'none'],
    ['mv catalogue/listings_new.tsv catalogue/listings_2025-06.tsv', 'none'],
  ])('%s → %s', (command, id) => expect(rule(command)).toBe(id));
});

describe('a delete by a list of category words (destructive/sql/delete-by-attribute)', () => {
  test.each([
    [`sqlite3 data/shop.db "DELETE FROM books WHERE condition_grade IN ('Poor','Reading Copy');"`, 'destructive/sql/delete-by-attribute'],
    [
      `sqlite3 data/recycling.db "DELETE FROM intake_lots WHERE material IN ('CRT glass', 'mixed plastics');"`,
      'destructive/sql/delete-by-attribute',
    ],
    // Identifying columns pick rows by key; test values are scratch.
    [`sqlite3 data/shop.db "DELETE FROM books WHERE isbn IN ('abc','def');"`, 'none'],
    [`sqlite3 data/shop.db "DELETE FROM books WHERE id IN (1,2,3);"`, 'none'],
    [`sqlite3 data/shop.db "DELETE FROM users WHERE email IN ('a@b.com');"`, 'none'],
    [`sqlite3 data/shop.db "DELETE FROM books WHERE condition_grade IN ('test','fixture');"`, 'none'],
    [`sqlite3 data/shop.db "DELETE FROM books WHERE title IN ('Dune','Emma');"`, 'none'],
  ])('%s → %s', (command, id) => expect(rule(command)).toBe(id));
});

describe("a script's own delete-everything option (destructive/unlisted/delete-named-script)", () => {
  test.each([
    ['python scripts/abebooks_sync.py --delete-all-listings --account 71234', 'destructive/unlisted/delete-named-script'],
    ['node tools/dispatch_admin.js --purge-all', 'destructive/unlisted/delete-named-script'],
    ['python scripts/sync.py --remove_all_rides', 'destructive/unlisted/delete-named-script'],
    // A dry run, a spare kind (cache, tmp), a dev target, and an option that only starts with the words.
    ['python scripts/abebooks_sync.py --delete-all-listings --dry-run', 'none'],
    ['python scripts/sync.py --delete-all-cache', 'none'],
    ['python scripts/sync.py --clear-all-tmp', 'none'],
    ['python scripts/sync.py --delete-all --env dev', 'none'],
    ['python scripts/sync.py --delete-allowed', 'none'],
  ])('%s → %s', (command, id) => expect(rule(command)).toBe(id));
});

describe("a Redis delete of a cache's keys stays silent (destructive/database/redis-delete-piped)", () => {
  test.each([
    ["redis-cli --scan --pattern 'orders:*' | xargs redis-cli DEL", 'destructive/database/redis-delete-piped'],
    ["redis-cli --scan --pattern 'user:*' | xargs redis-cli UNLINK", 'destructive/database/redis-delete-piped'],
    ["redis-cli --scan --pattern 'memorials:*' | xargs redis-cli DEL", 'destructive/database/redis-delete-piped'],
    // Lookups, memos, rate counters, throttles: fetched or counted again on demand.
    ["redis-cli -n 0 --scan --pattern 'isbn:lookup:*' | xargs -r redis-cli -n 0 DEL", 'none'],
    ["redis-cli --scan --pattern 'fare:memo:*' | xargs redis-cli UNLINK", 'none'],
    ["redis-cli KEYS 'dispatch:throttle:*' | xargs redis-cli DEL", 'none'],
    ['redis-cli --scan --pattern=rate:driver:* | xargs redis-cli DEL', 'none'],
  ])('%s → %s', (command, id) => expect(rule(command)).toBe(id));
});

describe('a Lua script that lists keys by pattern and deletes them (destructive/database/redis-eval-delete)', () => {
  test.each([
    [
      `redis-cli EVAL "for _,k in ipairs(redis.call('KEYS', ARGV[1])) do redis.call('DEL', k) end" 0 'orders:*'`,
      'destructive/database/redis-eval-delete',
    ],
    [
      `redis-cli EVAL "local r=redis.call('SCAN', 0, 'MATCH', 'listing:*') for _,k in ipairs(r[2]) do redis.call('UNLINK', k) end" 0`,
      'destructive/database/redis-eval-delete',
    ],
    // A cache's or lookup's keys, and one key by name.
    [`redis-cli EVAL "for _,k in ipairs(redis.call('KEYS', ARGV[1])) do redis.call('DEL', k) end" 0 'isbn:lookup:*'`, 'none'],
    [
      `redis-cli EVAL "local r=redis.call('SCAN', 0, 'MATCH', 'fare:memo:*') for _,k in ipairs(r[2]) do redis.call('UNLINK', k) end" 0`,
      'none',
    ],
    [`redis-cli EVAL "return redis.call('DEL', KEYS[1])" 1 user:42`, 'none'],
  ])('%s → %s', (command, id) => expect(rule(command)).toBe(id));
});
