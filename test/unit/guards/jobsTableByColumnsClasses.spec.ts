import { describe, expect, test } from 'vitest';
import { jobsAsRecords } from '../../../src/guards/engine/jobsTable.js';
import { commandIds as rule } from '../../support/destructiveIds.js';

// Round 99: a table named `jobs` is a job queue's by default (Laravel's, Oban's, Que's), but a trade's jobs share the name.
// The columns a statement names tell them apart: a fitter, a customer, a depot or a site make the rows a business's records,
// judged as `bookings` is; queue columns, a status, a timestamp or the key keep the queue reading. One line per case.

describe("a trade's jobs changed or deleted by its own columns (destructive/sql/*)", () => {
  test.each([
    [`psql -d tyrefit -c "UPDATE jobs SET fitter_id = NULL WHERE depot = 'LEEDS';"`, 'destructive/sql/update-by-attribute'],
    [`psql -d tyrefit -c "UPDATE public.jobs SET fitter_id = NULL WHERE depot = 'LEEDS';"`, 'destructive/sql/update-by-attribute'],
    ['mysql cranes -e "UPDATE `jobs` SET crane_id = 7 WHERE site = \'Docklands\'"', 'destructive/sql/update-by-attribute'],
    [`psql -c "UPDATE jobs SET status = 'cancelled' WHERE depot = 'LEEDS'"`, 'destructive/sql/update-by-attribute'],
    [`psql -c "UPDATE jobs SET status = 'cancelled' WHERE customer_id = 44"`, 'destructive/sql/update-by-owner'],
    [`psql -c "DELETE FROM jobs WHERE depot = 'LEEDS'"`, 'destructive/sql/delete-by-attribute'],
    [`psql -c "DELETE FROM jobs WHERE site = 'North Quay'"`, 'destructive/sql/delete-by-attribute'],
    [`psql -c "DELETE FROM jobs WHERE customer_id = 44"`, 'destructive/sql/delete-by-owner'],
    [`psql -c "DELETE FROM jobs WHERE vehicle_reg LIKE 'AB12%'"`, 'destructive/sql/delete-by-range'],
    [
      `sqlite3 data/jobs.db "DELETE FROM jobs WHERE crane_id = 3 AND created_at < date('now','-1 year')"`,
      'destructive/sql/delete-records-by-age',
    ],
    // The same statements on `bookings`, for comparison.
    [`psql -d tyrefit -c "UPDATE bookings SET fitter_id = NULL WHERE depot = 'LEEDS';"`, 'destructive/sql/update-by-attribute'],
    [`psql -c "DELETE FROM bookings WHERE customer_id = 44"`, 'destructive/sql/delete-by-owner'],
  ])('%s → %s', (command, id) => expect(rule(command)).toBe(id));
});

describe('a job queue judged by queue columns, a status, a timestamp or its key (silent)', () => {
  test.each([
    `psql -c "DELETE FROM jobs WHERE status = 'done'"`,
    `psql -c "DELETE FROM jobs WHERE attempts > 5"`,
    `psql -c "UPDATE jobs SET reserved_at = NULL WHERE queue = 'default'"`,
    `psql -c "DELETE FROM failed_jobs WHERE failed_at < now() - interval '7 days'"`,
    `psql -c "DELETE FROM jobs WHERE id = 4"`,
    `psql -c "DELETE FROM jobs WHERE queue = 'default' AND failed_at IS NOT NULL"`,
    `psql -c "UPDATE jobs SET attempts = 0 WHERE queue = 'emails'"`,
    `psql -c "UPDATE jobs SET status = 'pending' WHERE status = 'failed'"`,
    `psql -c "DELETE FROM oban_jobs WHERE state = 'discarded'"`,
    `psql -c "DELETE FROM delayed_jobs WHERE last_error IS NOT NULL"`,
    // A business column inside a payload's text, and one row by its key.
    `psql -c "DELETE FROM jobs WHERE payload LIKE '%depot = 3%'"`,
    `psql -c "UPDATE jobs SET fitter_id = 12 WHERE id = 4"`,
    // Round 94's call names only `created_at`: a database file named `jobs.db` does not say whose jobs they are.
    `sqlite3 data/jobs.db "DELETE FROM jobs WHERE created_at < date('now','-1 year');"`,
  ])('%s → none', (command) => expect(rule(command)).toBe('none'));
});

describe('jobsAsRecords', () => {
  test.each([
    ["UPDATE jobs SET fitter_id = NULL WHERE depot = 'LEEDS'", "UPDATE work_orders SET fitter_id = NULL WHERE depot = 'LEEDS'"],
    ['DELETE FROM "jobs" WHERE site = \'x\'', 'DELETE FROM "work_orders" WHERE site = \'x\''],
    ["DELETE FROM jobs WHERE queue = 'default'", "DELETE FROM jobs WHERE queue = 'default'"],
    ["DELETE FROM job_runs WHERE depot = 'x'", "DELETE FROM job_runs WHERE depot = 'x'"],
    ["SELECT * FROM jobs WHERE depot = 'x'", "SELECT * FROM jobs WHERE depot = 'x'"],
  ])('%s → %s', (statement, read) => expect(jobsAsRecords(statement)).toBe(read));
});
