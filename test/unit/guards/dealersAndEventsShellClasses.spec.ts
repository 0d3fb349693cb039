import { describe, expect, test } from 'vitest';
import { commandIds as rule, writtenIds as written } from '../../support/destructiveIds.js';

// Round 49 (car dealerships, childcare, event planning): an UPDATE whose WHERE is a pattern, an UPDATE of every child
// row of one parent record, a MongoDB updateMany with an empty filter, a system's exports picked by a prefixed name and
// an age, a blank template over a per-record json, a logger's captures deleted, and a test fixture dropping the database
// it made. One line per class that speaks and near-misses that stay silent.

describe('an UPDATE whose WHERE is a LIKE or GLOB pattern (destructive/sql/update-by-range)', () => {
  test.each([
    [
      `psql -d childcare -c "UPDATE children SET allergy_notes = NULL WHERE allergy_notes ILIKE '%none%';"`,
      'destructive/sql/update-by-range',
    ],
    [`sqlite3 app.db "UPDATE notes SET body = '' WHERE body GLOB '*draft*'"`, 'destructive/sql/update-by-range'],
    [`mysql crm -e "UPDATE contacts SET phone = NULL WHERE phone NOT LIKE '+%'"`, 'destructive/sql/update-by-range'],
    // Test values, a key and an exact value are not a class of rows.
    [`psql -c "UPDATE users SET name = 'x' WHERE email LIKE 'test%';"`, 'none'],
    [`psql -c "UPDATE users SET name = 'x' WHERE id = 4;"`, 'none'],
    [`psql -c "SELECT * FROM children WHERE allergy_notes ILIKE '%none%';"`, 'none'],
  ])('%s → %s', (command, id) => expect(rule(command)).toBe(id));
});

describe('an UPDATE of every child row of one parent record (destructive/sql/update-by-owner)', () => {
  test.each([
    [`psql -d events -c "UPDATE guests SET rsvp_status = 'pending' WHERE event_id = 42;"`, 'destructive/sql/update-by-owner'],
    [`mysql forum -e "UPDATE posts SET body = '' WHERE author_id = 17"`, 'destructive/sql/update-by-owner'],
    // The table's own key selects one row; housekeeping tables stay silent.
    [`psql "$ZOO_DB_URL" -c "UPDATE keeper_shifts SET keeper_id = 17 WHERE shift_id = 9921;"`, 'none'],
    [`psql -c "UPDATE orders SET status = 'paid' WHERE order_id = 4;"`, 'none'],
    [`psql -c "UPDATE sessions SET expired = true WHERE user_id = 4;"`, 'none'],
    // A flag set on them is a reversible removal.
    ["psql -U lemmy -d lemmy -c 'UPDATE comment SET removed = true WHERE creator_id = 4412;'", 'none'],
  ])('%s → %s', (command, id) => expect(rule(command)).toBe(id));
});

describe('a MongoDB updateMany with an empty filter (destructive/database/mongo-update-all)', () => {
  test.each([
    [`mongosh "$MONGO_URL" --eval 'db.invoices.updateMany({}, {$set: {status: "void"}})'`, 'destructive/database/mongo-update-all'],
    [`mongo shop --eval 'db.orders.update({}, {$unset: {notes: 1}}, {multi: true})'`, 'destructive/database/mongo-update-all'],
    // A filter selects what it names; a read changes nothing.
    [`mongosh "$MONGO_URL" --eval 'db.invoices.updateMany({_id: 4}, {$set: {status: "void"}})'`, 'none'],
    [`mongosh "$MONGO_URL" --eval 'db.invoices.find({})'`, 'none'],
  ])('%s → %s', (command, id) => expect(rule(command)).toBe(id));
});

describe("another system's exports picked by a prefixed name and an age (destructive/filesystem/find-delete)", () => {
  test.each([
    ["find exports/cdk -name 'SVC_*.csv' -mtime +90 -delete", 'destructive/filesystem/find-delete'],
    // Logs, build output, scratch and scratch types still rotate.
    ["find logs -name 'app-*.log' -mtime +30 -delete", 'none'],
    ["find build -name 'out-*.csv' -mtime +3 -delete", 'none'],
    ["find tmp -name 'SVC_*.csv' -mtime +90 -delete", 'none'],
    ["find exports/cdk -name 'SVC_*.tmp' -mtime +90 -delete", 'none'],
  ])('%s → %s', (command, id) => expect(rule(command)).toBe(id));
});

describe("a blank template over one record's json (destructive/filesystem/copy-over-untracked)", () => {
  test.each([
    ['cp templates/seating_blank.json events/2024-09-14-okafor-wedding/seating.json', 'destructive/filesystem/copy-over-untracked'],
    ['cp templates/intake_blank.json clients/okafor/intake.json', 'destructive/filesystem/copy-over-untracked'],
    // Settings made from their sample stay a first set-up.
    ['cp .env.example .env', 'none'],
    ['cp config.sample.json config.json', 'none'],
    ['cp templates/settings.json config/settings.json', 'none'],
    ['cp templates/blank.json events/schema.json', 'none'],
  ])('%s → %s', (command, id) => expect(rule(command)).toBe(id));
});

describe("a logger's recorded captures deleted (destructive/filesystem/rm-source-files, find-delete)", () => {
  test.each([
    [
      'python3 -c "import glob, os; [os.remove(p) for p in glob.glob(\'obd_logs/**/*.csv\', recursive=True)]"',
      'destructive/filesystem/rm-source-files',
    ],
    ['rm -f obd_logs/*.csv', 'destructive/filesystem/rm-source-files'],
    ["find station_logs -name '*.mf4' -delete", 'destructive/filesystem/find-delete'],
    // Log files, a program's own logs, test logs and one file stay silent.
    ['rm -f obd_logs/*.log', 'none'],
    ['rm -f app_logs/*.csv', 'none'],
    ['rm -f test_logs/*.csv', 'none'],
    ['rm -f obd_logs/run3.csv', 'none'],
  ])('%s → %s', (command, id) => expect(rule(command)).toBe(id));
});

describe('a test fixture dropping the database it made stays silent', () => {
  test.each([
    [
      'tests/conftest.py',
      'import pytest\nfrom tests.dbutil import create_test_database, drop_test_database\n\n@pytest.fixture(scope="session")\n' +
        'def dealer_db(worker_id):\n    name = f"test_dealer_{worker_id}"\n    url = create_test_database(name)\n    yield url\n' +
        '    drop_test_database(name)\n',
      'none',
    ],
    ['test/setup.ts', 'import { dropTestDatabase } from "./db";\nafterAll(async () => { await dropTestDatabase(name); });\n', 'none'],
    // A script dropping a database named for no test still speaks.
    ['scripts/reset.py', 'from app.db import drop_database\ndrop_database("dealers")\n', 'destructive/unlisted/any-cli'],
  ])('%s → %s', (path, content, id) => expect(written(path, content)).toBe(id));
});
