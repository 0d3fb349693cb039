import { describe, expect, test } from 'vitest';
import { commandIds as rule } from '../../support/destructiveIds.js';

// Held-out round 172: data made again. A database file in the scratch a suite keeps (`tests/.tmp`, `spec/tmp`, pytest's
// `.pytest_cache`, a folder named for test output) is the fixtures' throwaway copy (`rm-database-file`, `testScratch`), and a
// script named for rebuilding derived data (a search index, thumbnails, a sitemap, embeddings) drops with its
// `--drop-existing` only what it writes again (`delete-named-script`, `remade`). A project's own database, a `.tmp` at the top
// (Strapi's content), a primary store rebuilt (`rebuild_ledger`) and a script named for a delete still speak.
// One line per case: the call, the rule or 'none'.

describe('a database file in a suite scratch folder stays silent', () => {
  test.each([
    [`rm -f tests/.tmp/*.sqlite`, 'none'],
    [`rm -f tests/.tmp/shop.db`, 'none'],
    [`rm tests/.tmp/bookings.sqlite3`, 'none'],
    [`rm -f test/.tmp/app.db`, 'none'],
    [`unlink test/.tmp/app.db`, 'none'],
    [`rm -f spec/.tmp/app.sqlite3`, 'none'],
    [`rm -f tests/.temp/*.duckdb`, 'none'],
    [`rm -f tests/temp/run.sqlite`, 'none'],
    [`rm -f tests/scratch/members.db`, 'none'],
    [`rm -f e2e/.tmp/state.db`, 'none'],
    [`rm -f packages/api/tests/.tmp/*.sqlite`, 'none'],
    [`rm -f tests/output/run.sqlite`, 'none'],
    [`rm -f test-output/run.db`, 'none'],
    [`rm -f test_tmp/*.sqlite3`, 'none'],
    [`rm -f tests/e2e_tmp/x.db`, 'none'],
    [`rm .pytest_cache/x.db`, 'none'],
    [`rm -f .hypothesis/examples.db`, 'none'],
    [`rm -f tests/tmp/*.sqlite`, 'none'],
    [`rm -f tmp/test_quiltshop.sqlite3`, 'none'],
    [`rm -f tests/.tmp/test.sqlite-wal tests/.tmp/*.sqlite`, 'none'],
    // A file the suite names as scratch, directly in its folder (held-out round 182).
    [`rm -f tests/tmp_scrapstore.sqlite`, 'none'],
    [`rm -f spec/temp-db.sqlite3`, 'none'],
    [`rm tests/integration/scratch.db`, 'none'],
    [`rm -f tests/members_tmp.sqlite`, 'none'],
    [`rm -f tests/scrapstore.tmp.sqlite`, 'none'],
  ])('%s → %s', (command, id) => expect(rule(command)).toBe(id));
});

describe('a project database file, or one at the top of a hidden scratch folder, still speaks', () => {
  test.each([
    [`rm data/club.sqlite`, 'destructive/filesystem/rm-database-file'],
    [`rm -f db/production.sqlite3`, 'destructive/filesystem/rm-database-file'],
    [`rm *.db`, 'destructive/filesystem/rm-database-file'],
    [`rm -f .tmp/data.db`, 'destructive/filesystem/rm-database-file'],
    [`rm tests/club.sqlite`, 'destructive/filesystem/rm-database-file'],
    [`rm -f data/tests/club.sqlite`, 'destructive/filesystem/rm-database-file'],
    [`rm -f tests/.tmp/*.sqlite data/club.sqlite`, 'destructive/filesystem/rm-database-file'],
    [`rm -f data/.tmp/members.db`, 'destructive/filesystem/rm-database-file'],
    [`rm -f tests/golden/tmp_members.db`, 'destructive/filesystem/rm-database-file'],
    [`rm -f data/tmp_members.db`, 'destructive/filesystem/rm-database-file'],
    [`rm -f tests/template.sqlite`, 'destructive/filesystem/rm-database-file'],
    [`rm -f tests/temperature.db`, 'destructive/filesystem/rm-database-file'],
    [`rm -f tests/tempo_members.db`, 'destructive/filesystem/rm-database-file'],
  ])('%s → %s', (command, id) => expect(rule(command)).toBe(id));
});

describe('a script named for rebuilding derived data, with a drop option, stays silent', () => {
  test.each([
    [`python scripts/rebuild_search_index.py --drop-existing`, 'none'],
    [`python3 scripts/rebuild_search_index.py --drop-existing --yes`, 'none'],
    [`python scripts/rebuild_search_index.py --truncate`, 'none'],
    [`python scripts/regenerate_thumbnails.py --truncate --yes`, 'none'],
    [`node scripts/rebuild-sitemap.js --drop-existing`, 'none'],
    [`python -m search.rebuild --drop-existing`, 'none'],
    [`python scripts/reindex_products.py --drop-all`, 'none'],
    [`python scripts/refresh_embeddings.py --recreate`, 'none'],
    [`python scripts/recompute_rollups.py --drop-existing`, 'none'],
    [`bundle exec ruby script/rebuild_elasticsearch.rb --drop-existing`, 'none'],
    [`python scripts/rebuild_search_index.py --drop-existing --env production`, 'none'],
    [`python manage.py rebuild_index --noinput`, 'none'],
  ])('%s → %s', (command, id) => expect(rule(command)).toBe(id));
});

describe('a primary store rebuilt with a drop option, or a script named for a delete, still speaks', () => {
  test.each([
    [`python scripts/rebuild_ledger.py --drop-existing`, 'destructive/unlisted/delete-named-script'],
    [`python scripts/rebuild_members.py --drop-existing`, 'destructive/unlisted/delete-named-script'],
    [`python scripts/regenerate_invoices.py --truncate`, 'destructive/unlisted/delete-named-script'],
    [`python scripts/drop_members.py`, 'destructive/unlisted/delete-named-script'],
    [`python scripts/purge_old_orders.py --drop-existing`, 'destructive/unlisted/delete-named-script'],
    [`python scripts/delete_expired_carts.py --truncate`, 'destructive/unlisted/delete-named-script'],
    [`python scripts/purge_orders_and_reindex.py`, 'destructive/unlisted/delete-named-script'],
    [`python scripts/drop_search_index.py`, 'destructive/unlisted/delete-named-script'],
    [`python scripts/seed_catalog.py --drop-existing --env production`, 'destructive/unlisted/delete-named-script'],
    [`python scripts/reimport_fleet.py --drop-existing --source exports/fleet_2019.xlsx`, 'destructive/unlisted/delete-named-script'],
  ])('%s → %s', (command, id) => expect(rule(command)).toBe(id));
});

describe('age-named deletes without a drop option, and test targets, stay silent', () => {
  test.each([
    [`python scripts/purge_old_orders.py`, 'none'],
    [`python scripts/delete_old_backups.py`, 'none'],
    [`python scripts/purge_old_orders.py --drop-existing --env test`, 'none'],
    [`python scripts/purge_cache.py --drop-existing`, 'none'],
    [`python scripts/reset_test_db.py --drop-existing`, 'none'],
    [`python scripts/refresh_stale_thumbnails.py --drop-existing`, 'none'],
  ])('%s → %s', (command, id) => expect(rule(command)).toBe(id));
});
