import { describe, expect, test } from 'vitest';
import { commandIds as rule, writtenIds as written } from '../../support/destructiveIds.js';

// Round 71 (dairies and cheesemakers, orchestras and choirs, crane rental, vending routes): a hand-marked copy moved over
// the clean file it was made from, and a Makefile target written to drop whatever database a variable names. One line per
// class that speaks and near-misses that stay silent.

describe('a marked, annotated or downloaded copy moved over its base-named sibling (destructive/filesystem/copy-over-untracked)', () => {
  test.each([
    ['mv contracts/crane_lease_redlined.docx contracts/crane_lease.docx', 'destructive/filesystem/copy-over-untracked'],
    ['cp routes/vending_map_annotated.pdf routes/vending_map.pdf', 'destructive/filesystem/copy-over-untracked'],
    ['mv -f data/cheese_batches_working.xlsx data/cheese_batches.xlsx', 'destructive/filesystem/copy-over-untracked'],
    ['mv "docs/rigging_plan (1).pdf" docs/rigging_plan.pdf', 'destructive/filesystem/copy-over-untracked'],
    // A new name, another work's file, code git keeps, and the base copied out to a marked one stay silent.
    ['mv contracts/crane_lease_redlined.docx contracts/crane_lease_2026-03.docx', 'none'],
    ['mv routes/vending_map_annotated.pdf routes/route_7_map.pdf', 'none'],
    ['mv src/parser_working.py src/parser.py', 'none'],
    ['cp routes/vending_map.pdf routes/vending_map_annotated.pdf', 'none'],
  ])('%s → %s', (command, id) => expect(rule(command)).toBe(id));
});

describe('a Makefile recipe that drops the database a variable names (destructive/database/dropdb)', () => {
  test.each([
    ['Makefile', 'fresh:\n\tdropdb --if-exists $(CRANE_DB)\n\tcreatedb $(CRANE_DB)\n\t./bin/migrate\n', 'destructive/database/dropdb'],
    ['Makefile', 'wipe-db:\n\t@dropdb $${DATABASE_NAME}\n', 'destructive/database/dropdb'],
    ['Makefile', 'nuke:\n\tpsql -c "DROP DATABASE IF EXISTS $(DB_NAME)"\n', 'destructive/sql/drop'],
    ['mk/db.mk', '\tdropdb --if-exists $(PGDATABASE)\n', 'destructive/database/dropdb'],
    // A test database, a scratch one the recipe made itself, creating or dumping one, and a clean target stay silent.
    ['Makefile', 'test-db:\n\tdropdb --if-exists $(TEST_DB)\n\tcreatedb $(TEST_DB)\n', 'none'],
    ['Makefile', 'test-db:\n\tdropdb --if-exists $(PGDATABASE)_test\n', 'none'],
    ['Makefile', 'check-dump:\n\tcreatedb dump_check\n\tpg_restore -d dump_check backups/latest.dump\n\tdropdb dump_check\n', 'none'],
    ['Makefile', 'db:\n\tcreatedb $(PGDATABASE)\n\tpg_dump $(PGDATABASE) > backups/db.sql\n', 'none'],
    ['Makefile', 'clean:\n\trm -rf build/ dist/\n', 'none'],
  ])('%s %j → %s', (path, content, id) => expect(written(path, content)).toBe(id));
});
