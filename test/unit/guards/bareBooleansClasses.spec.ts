import { describe, expect, test } from 'vitest';
import { booleansSpelt } from '../../../src/guards/engine/bareBooleans.js';
import { commandIds as rule } from '../../support/destructiveIds.js';

// Held-out round 144: a boolean column named alone as the condition (`DELETE FROM loans WHERE returned`) picks the rows its
// comparison does (`returned = true`), and `NOT active` those of `active = false`. One line per call.

describe('a bare boolean column reads as its comparison', () => {
  test.each([
    ['DELETE FROM loans WHERE returned', 'DELETE FROM loans WHERE returned = true'],
    ['DELETE FROM loans WHERE NOT active;', 'DELETE FROM loans WHERE active = false;'],
    ['DELETE FROM loans WHERE archived AND season = 2023', 'DELETE FROM loans WHERE archived = true AND season = 2023'],
    ['DELETE FROM loans l WHERE l.returned ORDER BY id LIMIT 10', 'DELETE FROM loans l WHERE l.returned = true ORDER BY id LIMIT 10'],
    // Unchanged: comparisons, literals, a range's ends, a read, a function call.
    ['DELETE FROM loans WHERE returned = false', 'DELETE FROM loans WHERE returned = false'],
    ['DELETE FROM loans WHERE TRUE', 'DELETE FROM loans WHERE TRUE'],
    ['DELETE FROM loans WHERE due BETWEEN opened AND closed', 'DELETE FROM loans WHERE due BETWEEN opened AND closed'],
    ['SELECT * FROM loans WHERE returned', 'SELECT * FROM loans WHERE returned'],
    ['DELETE FROM loans WHERE "returned"', 'DELETE FROM loans WHERE "returned" = true'],
    ['DELETE FROM note WHERE "userHost" IS NOT NULL AND id = 5', 'DELETE FROM note WHERE "userHost" IS NOT NULL AND id = 5'],
    ['DELETE FROM loans WHERE EXISTS (SELECT 1)', 'DELETE FROM loans WHERE EXISTS (SELECT 1)'],
  ])('%s', (statement, spelt) => expect(booleansSpelt(statement)).toBe(spelt));
});

describe('a delete by a bare boolean column speaks as its comparison does', () => {
  test.each([
    ['psql -d costumes -c "DELETE FROM loans WHERE returned;"', 'destructive/sql/delete-by-category'],
    ['sqlite3 data/club.db "DELETE FROM members WHERE NOT active"', 'destructive/sql/delete-by-category'],
    // Near-misses: housekeeping and scratch tables, one row by its key, a read.
    ['psql -c "DELETE FROM sessions WHERE expired;"', 'none'],
    ['psql -c "DELETE FROM tmp_loans WHERE returned;"', 'none'],
    ['psql -c "DELETE FROM loans WHERE id = 4 AND returned;"', 'none'],
    ['psql -c "SELECT * FROM loans WHERE returned;"', 'none'],
  ])('%s → %s', (command, id) => expect(rule(command)).toBe(id));
});
