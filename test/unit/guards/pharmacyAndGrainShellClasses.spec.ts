import { describe, expect, test } from 'vitest';
import { commandIds as rule } from '../../support/destructiveIds.js';

// Round 64 (independent pharmacies and compounding labs, greenhouses and plant nurseries, grain elevators and farm co-ops,
// private investigators): a log its name or folder keeps as a record (a perpetual inventory, a ledger, a DEA folder)
// emptied or deleted, a job queue's Redis keys deleted, a geocoder's cache keys deleted by a pattern, and an UPDATE of an
// entity's one row in its one-per-entity table. One line per class that speaks and near-misses that stay silent.

describe('a log its name or folder keeps as a record (destructive/filesystem/empty-record-log, rm-record-logs)', () => {
  test.each([
    [': > logs/dea/cii_perpetual_inventory.log', 'destructive/filesystem/empty-record-log'],
    ['truncate -s 0 logs/grain_ledger.log', 'destructive/filesystem/rm-record-logs'],
    ['rm logs/pharmacy/dispensing.log', 'destructive/filesystem/rm-record-logs'],
    ['> logs/case_journal.log', 'destructive/filesystem/empty-record-log'],
    ['rm evidence/custody/intake.log.1', 'destructive/filesystem/rm-record-logs'],
    // An application's, a server's or a package manager's log is debug output, rotated ones too.
    [': > logs/app.log', 'none'],
    ['truncate -s 0 logs/error.log', 'none'],
    ['rm npm-debug.log', 'none'],
    [': > logs/dev.log', 'none'],
    ['rm logs/server.log.1', 'none'],
    ['tail -n 50 logs/dea/cii_perpetual_inventory.log', 'none'],
  ])('%s → %s', (command, id) => expect(rule(command)).toBe(id));
});

describe("a job queue's Redis keys deleted (destructive/database/redis-delete-queue)", () => {
  test.each([
    ['redis-cli -h queue.internal DEL rq:refills:pending rq:refills:on_hold', 'destructive/database/redis-delete-queue'],
    ['redis-cli DEL bull:label-print:wait', 'destructive/database/redis-delete-queue'],
    ['valkey-cli UNLINK queue:default', 'destructive/database/redis-delete-queue'],
    ['redis-cli -n 1 DEL celery', 'destructive/database/redis-delete-queue'],
    ['redis-cli DEL grain:tickets:pending', 'destructive/database/redis-delete-queue'],
    // A lock, a cache entry, a session, a key that only mentions a job, and reading a queue's length.
    ['redis-cli -n 2 DEL cutter:queue:lock', 'none'],
    ['redis-cli -n 3 DEL dispatch:eta:job:88412', 'none'],
    ['redis-cli DEL cache:refills:pending', 'none'],
    ['redis-cli -h queue.internal DEL session:abc123', 'none'],
    ['redis-cli LLEN rq:queue:refills', 'none'],
  ])('%s → %s', (command, id) => expect(rule(command)).toBe(id));
});

describe("a geocoder's cache keys deleted by a pattern stay silent (destructive/database/redis-delete-piped)", () => {
  test.each([
    ["redis-cli --scan --pattern 'geocode:*' | xargs -r redis-cli del", 'none'],
    ["redis-cli --scan --pattern 'geo:*' | xargs redis-cli unlink", 'none'],
    ["redis-cli --scan --pattern 'geocoding:results:*' | xargs redis-cli del", 'none'],
    // Keys that hold records, a geofence's too, still speak.
    ["redis-cli --scan --pattern 'geofence:*' | xargs redis-cli del", 'destructive/database/redis-delete-piped'],
    ["redis-cli --scan --pattern 'orders:*' | xargs redis-cli del", 'destructive/database/redis-delete-piped'],
  ])('%s → %s', (command, id) => expect(rule(command)).toBe(id));
});

describe("an entity's key in its one-per-entity table picks one row (destructive/sql/update-by-owner)", () => {
  test.each([
    [
      `psql "$DATABASE_URL" -c "UPDATE member_accounts SET mailing_address = '1180 County Rd 14, Albion NE 68620' WHERE member_id = 10442;"`,
      'none',
    ],
    [`psql -c "UPDATE patient_profiles SET phone = '555-0100' WHERE patient_id = 77;"`, 'none'],
    [`mysql -e "UPDATE client_details SET email = 'a@b.c' WHERE client_id = 9"`, 'none'],
    // A child table of another record still overwrites every child row.
    [`psql -c "UPDATE guests SET rsvp_status = 'pending' WHERE event_id = 42;"`, 'destructive/sql/update-by-owner'],
    [`psql -c "UPDATE member_orders SET status = 'void' WHERE member_id = 5;"`, 'destructive/sql/update-by-owner'],
  ])('%s → %s', (command, id) => expect(rule(command)).toBe(id));
});
