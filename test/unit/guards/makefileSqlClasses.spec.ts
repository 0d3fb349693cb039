import { describe, expect, test } from 'vitest';
import { editedIds as edited, writtenIds as written } from '../../support/destructiveIds.js';

// Round 108: a Makefile recipe that hands a database client SQL emptying or dropping a table (`TRUNCATE`, `DELETE FROM t`
// with no WHERE, `DROP TABLE`/`DROP SCHEMA`) does what the same line in a shell script does when `make <target>` runs it,
// unless the database is a test suite's or the target and database both say local development (`make reset-dev` is the
// project's routine reset of its own dev data). One line per class that speaks and near-misses that stay silent.

const RESET_DEV = "reset-dev:\n\tdocker compose exec db psql -U shop -d stamps_dev -c 'TRUNCATE lots CASCADE;'\n";
const RESET_PROD = `reset-prod:\n\tpsql "$PROD_DATABASE_URL" -c 'TRUNCATE lots, bids, invoices CASCADE;'\n`;

describe('a Makefile recipe whose SQL empties or drops a kept table (destructive/sql/*)', () => {
  test('an Edit adding a production reset beside the dev one speaks', () =>
    expect(edited('Makefile', RESET_DEV, `${RESET_DEV}\n${RESET_PROD}`)).toBe('destructive/sql/truncate'));
  test.each([
    ['Makefile', RESET_PROD, 'destructive/sql/truncate'],
    ['Makefile', 'reset-prod:\n\tpsql "$(PROD_DATABASE_URL)" -c "TRUNCATE lots, bids, invoices CASCADE;"\n', 'destructive/sql/truncate'],
    ['Makefile', 'purge-lots:\n\tpsql -d shop -c "DELETE FROM lots;"\n', 'destructive/sql/delete-without-where'],
    ['Makefile', 'drop-lots:\n\t@psql -d shop -c "DROP TABLE lots;"\n', 'destructive/sql/drop'],
    ['Makefile', 'wipe:\n\tmysql -h db.internal shop -e "TRUNCATE TABLE bids"\n', 'destructive/sql/truncate'],
    ['Makefile', "reset-schema:\n\tpsql $(DATABASE_URL) <<< 'DROP SCHEMA public CASCADE;'\n", 'destructive/sql/drop'],
    ['mk/db.mk', "clear-bids:\n\tsqlite3 data/auction.db 'DELETE FROM bids'\n", 'destructive/sql/delete-without-where'],
    // A dev-named target on a database that is not a dev one still speaks.
    ['Makefile', 'reset-dev:\n\tpsql -d shop -c "TRUNCATE lots CASCADE;"\n', 'destructive/sql/truncate'],
    // The dev reset, a test database, a read, maintenance, a narrowed delete, a migration and a clean target stay silent.
    ['Makefile', RESET_DEV, 'none'],
    ['Makefile', 'dev-reset:\n\tpsql "$(DEV_DATABASE_URL)" -c "TRUNCATE lots, bids CASCADE;"\n', 'none'],
    ['Makefile', 'test-reset:\n\tpsql -d app_test -c "TRUNCATE lots CASCADE;"\n', 'none'],
    ['Makefile', 'reset:\n\tpsql "$$TEST_DATABASE_URL" -c "TRUNCATE lots CASCADE;"\n', 'none'],
    ['Makefile', 'reset:\n\tpsql "$(TEST_DATABASE_URL)" -c "DELETE FROM lots;"\n', 'none'],
    ['Makefile', 'count:\n\tpsql -d shop -c "SELECT count(*) FROM lots;"\n', 'none'],
    ['Makefile', 'vacuum:\n\tpsql -d shop -c "VACUUM ANALYZE lots;"\n', 'none'],
    ['Makefile', 'unsold:\n\tpsql -d shop -c "DELETE FROM lots WHERE id = 42;"\n', 'none'],
    ['Makefile', 'migrate:\n\talembic upgrade head\n', 'none'],
    ['Makefile', 'clean:\n\trm -rf build/\n\tdocker compose down -v\n', 'none'],
  ])('%s %j → %s', (path, content, id) => expect(written(path, content)).toBe(id));
  test('an Edit touching only the dev reset stays silent', () =>
    expect(edited('Makefile', RESET_DEV, RESET_DEV.replace('lots', 'lots, bids'))).toBe('none'));
});
