import { describe, expect, test } from 'vitest';
import { commandIds as rule } from '../../support/destructiveIds.js';

// Round 186's destructive class: a Clojure project's migratus rollback (through the CLI alias, lein or the migratus
// binary) drops the tables its migrations made, as mix ecto.rollback and knex migrate:rollback do. Migrating up,
// creating a migration and help stay silent. One line per class member and near-miss.

describe('a migratus rollback drops what its migrations made (destructive)', () => {
  test.each([
    ['clojure -X:migratus rollback', 'destructive/database/migratus-rollback'],
    ['lein migratus rollback', 'destructive/database/migratus-rollback'],
    ['lein migratus down 20240101120000', 'destructive/database/migratus-rollback'],
    ['migratus down 20240101120000', 'destructive/database/migratus-rollback'],
    ['lein migratus reset', 'destructive/database/migratus-rollback'],
    // Up, a new migration, help and another program's own reset stay silent.
    ['lein migratus migrate', 'none'],
    ['clojure -X:migratus migrate', 'none'],
    ['clojure -X:migratus create add-users', 'none'],
    ['migratus --help', 'none'],
    ['clojure -M -m app.main reset', 'none'],
  ])('%s → %s', (command, id) => expect(rule(command)).toBe(id));
});
