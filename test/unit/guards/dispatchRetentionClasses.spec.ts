import { describe, expect, test } from 'vitest';
import { commandIds as rule, writtenIds as written } from '../../support/destructiveIds.js';

// Round 61 (taxi and medical-transport dispatch, used and rare bookstores, janitorial contractors, recycling and e-waste
// processors): the tables a find takes from every folder of one name across the tree, compliance and trip records deleted
// by age, and written retention scripts that bind the cutoff. One line per class that speaks and near-misses that stay silent.

describe("a find's `-path` folder picked at any depth for its tables (destructive/filesystem/rm-found, find-delete)", () => {
  test.each([
    ["find . -path '*/scalehouse/*' -name '*.csv' -exec rm {} +", 'destructive/filesystem/rm-found'],
    ["find . -ipath '*/weigh_tickets/*' -iname '*.xlsx' -delete", 'destructive/filesystem/find-delete'],
    ["find src -wholename '*/manifests/*' -name '*.json' | xargs rm -f", 'destructive/filesystem/rm-found'],
    // Scratch, output, tests and caches by name; dependencies; a listing; a scratch type; outside the project.
    ["find . -path '*/tmp/*' -name '*.csv' -delete", 'none'],
    ["find . -path '*/build/*' -name '*.json' -delete", 'none'],
    ["find . -path '*/test_fixtures/*' -name '*.csv' -delete", 'none'],
    ["find . -path '*/node_modules/*' -name '*.json' -delete", 'none'],
    ["find . -path '*/scalehouse/*' -name '*.csv' -print", 'none'],
    ["find . -path '*/scalehouse/*' -name '*.pyc' -delete", 'none'],
    ["find /tmp -path '*/scalehouse/*' -name '*.csv' -delete", 'none'],
  ])('%s → %s', (command, id) => expect(rule(command)).toBe(id));
});

describe('compliance, verification and trip records deleted by age (destructive/sql/delete-records-by-age)', () => {
  test.each([
    [
      `psql "$DATABASE_URL" -c "DELETE FROM medicaid_verifications WHERE verified_at < now() - interval '1 year';"`,
      'destructive/sql/delete-records-by-age',
    ],
    [`psql -c "DELETE FROM vehicle_inspections WHERE inspected_at < now() - interval '2 years'"`, 'destructive/sql/delete-records-by-age'],
    [
      `mysql dispatch -e "DELETE FROM patient_rides WHERE pickup_at < DATE_SUB(NOW(), INTERVAL 1 YEAR)"`,
      'destructive/sql/delete-records-by-age',
    ],
    [
      `sqlite3 data/recycle.db "DELETE FROM certificates_of_destruction WHERE issued_on < date('now','-3 years')"`,
      'destructive/sql/delete-records-by-age',
    ],
    [`psql -c "DELETE FROM driver_attestations WHERE signed_at < now() - interval '1 year'"`, 'destructive/sql/delete-records-by-age'],
    [`psql -c "DELETE FROM insurance_claims WHERE filed_at < now() - interval '1 year'"`, 'destructive/sql/delete-records-by-age'],
    [`psql -c "DELETE FROM trips WHERE completed_at < now() - interval '90 days'"`, 'destructive/sql/delete-records-by-age'],
    // A rolling window over logs, events, sessions and overrides; one row by id; a count; a rolled-back preview.
    [`psql -c "DELETE FROM dispatch_events WHERE created_at < now() - interval '30 days'"`, 'none'],
    [`psql -c "DELETE FROM trip_sessions WHERE created_at < now() - interval '30 days'"`, 'none'],
    [`psql -c "DELETE FROM overrides WHERE created_at < now() - interval '90 days'"`, 'none'],
    [`psql -c "DELETE FROM trips WHERE id = 482193"`, 'none'],
    [`psql -c "SELECT count(*) FROM trips WHERE completed_at < now() - interval '1 year'"`, 'none'],
  ])('%s → %s', (command, id) => expect(rule(command)).toBe(id));
});

const server = 'import os\nimport psycopg2\nconn = psycopg2.connect(os.environ["DATABASE_URL"])\ncur = conn.cursor()\n';
const local = 'import sqlite3\nconn = sqlite3.connect("data/dispatch.db")\ncur = conn.cursor()\n';

describe('a written retention script that binds its cutoff, over a table of records', () => {
  test.each([
    [
      `${server}cur.execute("DELETE FROM trips WHERE completed_at < now() - %s * interval '1 day'", (90,))\n`,
      // A window computed from a bound length is the bound cutoff it makes, judged as the next line is (held-out round 150).
      'destructive/sql/delete-by-range',
    ],
    [
      `${server}cur.execute("DELETE FROM eligibility_verifications WHERE verified_at < %s", (cutoff,))\n`,
      'destructive/sql/delete-by-range',
    ],
    [`${local}cur.execute("DELETE FROM hauler_manifests WHERE created_at < ?", (cutoff,))\n`, 'destructive/sql/delete-records-by-age'],
    [
      `${local}cur.execute("DELETE FROM rides WHERE dropped_off_at <= :cutoff", {"cutoff": cutoff})\n`,
      'destructive/sql/delete-records-by-age',
    ],
    // An app's own readings, logs and sessions; a threshold that is no date on its own file; one row by id.
    [`${local}cur.execute("DELETE FROM gps_pings WHERE recorded_at < ?", (cutoff,))\n`, 'none'],
    [`${local}cur.execute("DELETE FROM trips WHERE distance_km < ?", (0.1,))\n`, 'none'],
    [`${server}cur.execute("DELETE FROM dispatch_logs WHERE created_at < now() - %s * interval '1 day'", (30,))\n`, 'none'],
    [`${server}cur.execute("DELETE FROM driver_sessions WHERE last_seen < %s", (cutoff,))\n`, 'none'],
    [`${server}cur.execute("DELETE FROM trips WHERE id = %s", (trip_id,))\n`, 'none'],
  ])('%#', (content, id) => expect(written('scripts/purge.py', content)).toBe(id));
});
