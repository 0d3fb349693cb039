import { describe, expect, test } from 'vitest';
import { commandIds as rule, writtenIds as written } from '../../support/destructiveIds.js';

// Round 141: a DELETE whose WHERE is a range over a key (every lap of every session after the 100th) or an equality on a
// column that names a category rather than an identity (every contact on one band). One line per case that speaks and per
// near-miss that stays silent.

const RANGE = 'destructive/sql/delete-by-range';
const ATTRIBUTE = 'destructive/sql/delete-by-attribute';

describe('a range over a key selects every row past a point (destructive/sql/delete-by-range)', () => {
  test.each([
    [`sqlite3 data/kart_timing.db "DELETE FROM laps WHERE session_id > 100;"`, RANGE],
    [`psql -d shop -c "DELETE FROM order_lines WHERE order_id BETWEEN 1 AND 5000"`, RANGE],
    [`sqlite3 app.db "DELETE FROM photos WHERE album_id < 12"`, RANGE],
    [`psql -d league -c "DELETE FROM fixtures WHERE team_id NOT IN (1, 2, 3)"`, RANGE],
    // One row by its key, a key's equality ANDed with a range, housekeeping tables, a read, a plan, a rolled-back run.
    [`sqlite3 data/kart_timing.db "DELETE FROM laps WHERE id = 7;"`, 'none'],
    // A range over the table's own id stays silent, as settled before (hvacAndParkingShellClasses, iacStateClasses).
    [`mysql crm -e "DELETE FROM contacts WHERE id >= 2000"`, 'none'],
    [`sqlite3 data/kart_timing.db "DELETE FROM laps WHERE session_id IN (7, 8);"`, 'destructive/sql/delete-by-owner'],
    [`sqlite3 data/kart_timing.db "DELETE FROM laps WHERE id = 7 AND lap_no > 3;"`, 'none'],
    [`psql app -c "DELETE FROM sessions WHERE id < 5000"`, 'none'],
    [`psql app -c "DELETE FROM job_queue WHERE id < 5000"`, 'none'],
    [`sqlite3 data/kart_timing.db "SELECT * FROM laps WHERE session_id > 100;"`, 'none'],
    [`sqlite3 data/kart_timing.db "EXPLAIN QUERY PLAN DELETE FROM laps WHERE session_id > 100;"`, 'none'],
    [`psql kart -c "BEGIN; DELETE FROM laps WHERE session_id > 100; ROLLBACK;"`, 'none'],
  ])('%s → %s', (command, id) => expect(rule(command)).toBe(id));

  test.each([
    ['scripts/prune_laps.py', `cur.execute("DELETE FROM laps WHERE session_id > 100")\n`, RANGE],
    ['scripts/prune_laps.py', `cur.execute("DELETE FROM laps WHERE id = ?", (lap_id,))\n`, 'none'],
  ])('%s → %s', (path, content, id) => expect(written(path, content)).toBe(id));
});

describe('an equality on a category column selects the whole category (destructive/sql/delete-by-attribute)', () => {
  test.each([
    [`sqlite3 data/logbook.sqlite "DELETE FROM qsos WHERE band = '20m';"`, ATTRIBUTE],
    [`sqlite3 data/logbook.sqlite "DELETE FROM qsos WHERE mode = 'FT8';"`, ATTRIBUTE],
    [`psql school -c "DELETE FROM pupils WHERE grade = '7';"`, ATTRIBUTE],
    [`mysql shelter -e "DELETE FROM animals WHERE breed = 'Beagle'"`, ATTRIBUTE],
    [`sqlite3 garden.db "DELETE FROM plantings WHERE species = 'Solanum lycopersicum'"`, ATTRIBUTE],
    [`psql gym -c "DELETE FROM classes WHERE day = 'Monday'"`, ATTRIBUTE],
    [`psql shop -c "DELETE FROM products WHERE size IN ('XS', '3XL')"`, ATTRIBUTE],
    // The category's own table, one row by its natural key, a test value, a read, a rolled-back run.
    [`sqlite3 data/logbook.sqlite "DELETE FROM qsos WHERE band IN ('20m', '40m');"`, ATTRIBUTE],
    [`sqlite3 data/logbook.sqlite "DELETE FROM bands WHERE band = '20m';"`, 'none'],
    [`sqlite3 data/logbook.sqlite "DELETE FROM bands WHERE band IN ('20m', '40m');"`, 'none'],
    [`psql "$DATABASE_URL" -c "DELETE FROM users WHERE email = 'a@example.org';"`, 'none'],
    [`psql "$DATABASE_URL" -c "DELETE FROM posts WHERE slug = 'hello-world';"`, 'none'],
    [`sqlite3 data/logbook.sqlite "DELETE FROM qsos WHERE band = 'test';"`, 'none'],
    [`sqlite3 data/logbook.sqlite "SELECT count(*) FROM qsos WHERE band = '20m';"`, 'none'],
    [`sqlite3 data/logbook.sqlite "BEGIN; DELETE FROM qsos WHERE band = '20m'; ROLLBACK;"`, 'none'],
  ])('%s → %s', (command, id) => expect(rule(command)).toBe(id));
});
