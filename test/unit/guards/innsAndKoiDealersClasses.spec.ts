import { describe, expect, test } from 'vitest';
import { commandIds as rule } from '../../support/destructiveIds.js';

// Round 88 (inns and guesthouses, koi dealers, salvage yards, home care): child rows deleted for every parent a pattern,
// a list of values or "all but one" picks, and a blank template copied over one person's or one product's record. One
// line per class that speaks and near-misses that stay silent.

describe('a delete whose subquery picks parents by a pattern or a list (destructive/sql/delete-by-subquery)', () => {
  test.each([
    [
      `sqlite3 db/parts.db "DELETE FROM parts_inventory WHERE donor_id IN (SELECT id FROM donors WHERE model LIKE 'Olympia%');"`,
      'destructive/sql/delete-by-subquery',
    ],
    [
      `psql -c "DELETE FROM parts_inventory WHERE donor_id IN (SELECT id FROM donors WHERE model ILIKE 'olympia%')"`,
      'destructive/sql/delete-by-subquery',
    ],
    [
      `sqlite3 shop.db "DELETE FROM koi WHERE pond_id IN (SELECT id FROM ponds WHERE label GLOB 'North*');"`,
      'destructive/sql/delete-by-subquery',
    ],
    [
      `mysql -e "DELETE FROM bookings WHERE room_id IN (SELECT id FROM rooms WHERE wing REGEXP '^east');" inn`,
      'destructive/sql/delete-by-subquery',
    ],
    [
      `psql -c "DELETE FROM bookings WHERE room_id IN (SELECT id FROM rooms WHERE wing SIMILAR TO '(east|west)%')"`,
      'destructive/sql/delete-by-subquery',
    ],
    [
      `psql -c "DELETE FROM koi_sales WHERE fish_id IN (SELECT id FROM koi WHERE variety NOT LIKE '%Kohaku%')"`,
      'destructive/sql/delete-by-subquery',
    ],
    [
      `psql -c "DELETE FROM bookings WHERE room_id IN (SELECT id FROM rooms WHERE wing IN ('east','west'))"`,
      'destructive/sql/delete-by-subquery',
    ],
    [
      `psql -c "DELETE FROM bookings WHERE room_id IN (SELECT id FROM rooms WHERE room_status IN ('closed','renovating'))"`,
      'destructive/sql/delete-by-subquery',
    ],
    [`psql -c "DELETE FROM bookings WHERE room_id IN (SELECT id FROM rooms WHERE wing <> 'main')"`, 'destructive/sql/delete-by-subquery'],
    [`psql -c "DELETE FROM bookings WHERE room_id IN (SELECT id FROM rooms WHERE wing != 'main')"`, 'destructive/sql/delete-by-subquery'],
    // The parent's own id or ids, a LIKE with no wildcard (an exact serial), test values, scratch and archive tables, a SELECT.
    [`psql -c "DELETE FROM parts_inventory WHERE donor_id IN (SELECT id FROM donors WHERE id = 44)"`, 'none'],
    [`psql -c "DELETE FROM parts_inventory WHERE donor_id IN (SELECT id FROM donors WHERE id IN ('a1','b2'))"`, 'none'],
    [`psql -c "DELETE FROM parts_inventory WHERE donor_id IN (SELECT id FROM donors WHERE donor_uuid IN ('a1','b2'))"`, 'none'],
    [`psql -c "DELETE FROM parts_inventory WHERE donor_id IN (SELECT id FROM donors WHERE id = 44 AND model LIKE 'O%')"`, 'none'],
    [`psql -c "DELETE FROM parts_inventory WHERE donor_id IN (SELECT id FROM donors WHERE serial LIKE 'OLY-00423')"`, 'none'],
    [`psql -c "DELETE FROM parts_inventory WHERE donor_id IN (SELECT id FROM donors WHERE model LIKE 'test%')"`, 'none'],
    [`psql -c "DELETE FROM parts_inventory WHERE donor_id IN (SELECT id FROM donors_scratch WHERE model LIKE 'Olympia%')"`, 'none'],
    [`psql -c "DELETE FROM parts_inventory WHERE donor_id IN (SELECT id FROM donor_archive WHERE model LIKE 'Olympia%')"`, 'none'],
    [`psql -c "DELETE FROM parts_scratch WHERE donor_id IN (SELECT id FROM donors WHERE model LIKE 'Olympia%')"`, 'none'],
    [`psql -c "SELECT * FROM parts_inventory WHERE donor_id IN (SELECT id FROM donors WHERE model LIKE 'Olympia%')"`, 'none'],
  ])('%s → %s', (command, id) => expect(rule(command)).toBe(id));
});

describe("a blank template copied over a person's or a product's record (destructive/filesystem/copy-over-untracked)", () => {
  test.each([
    ['cp templates/care_plan_blank.md customers/care_plans/tanaka-juniper.md', 'destructive/filesystem/copy-over-untracked'],
    ['cp templates/care_plan_blank.md customers/tanaka-juniper.md', 'destructive/filesystem/copy-over-untracked'],
    ['cp templates/blank_intake.txt clients/okafor/intake.txt', 'destructive/filesystem/copy-over-untracked'],
    ['cp templates/empty_consent.md patients/consents/jdoe.md', 'destructive/filesystem/copy-over-untracked'],
    ['cp templates/member_blank.json members/haruto-sato.json', 'destructive/filesystem/copy-over-untracked'],
    ['cp templates/sds-blank.md sds/soy-coconut-container-blend.md', 'destructive/filesystem/copy-over-untracked'],
    // A folder per job or case by its number (held-out round 89).
    [
      'cp templates/condition_report_blank.md restorations/2024-017-st-marys-east-window/condition_report.md',
      'destructive/filesystem/copy-over-untracked',
    ],
    ['cp templates/blank_report.md jobs/JOB-1182/report.md', 'destructive/filesystem/copy-over-untracked'],
    ['cp templates/post_blank.md content/blog/2024-05-12-new-post/post.md', 'none'],
    ['cp templates/condition_report.md restorations/2024-017-st-marys-east-window/condition_report.md', 'none'],
    // A template with no blank mark into docs or a records folder, a started or draft name, `cp -n`, scratch, build and test
    // folders, a blank's own variant, docs pages and a folder's README.
    ['cp templates/recall_notice.md docs/recalls/2024-07-rye-flour.md', 'none'],
    ['cp templates/care_plan.md customers/care_plans/tanaka-juniper.md', 'none'],
    ['cp templates/care_plan_blank.md customers/care_plans/new_tanaka-juniper.md', 'none'],
    ['cp templates/care_plan_blank.md customers/care_plans/tanaka-juniper_draft.md', 'none'],
    ['cp -n templates/care_plan_blank.md customers/care_plans/tanaka-juniper.md', 'none'],
    ['cp templates/care_plan_blank.md build/customers/tanaka-juniper.md', 'none'],
    ['cp templates/care_plan_blank.md tmp/customers/tanaka-juniper.md', 'none'],
    ['cp templates/care_plan_blank.md test/customers/tanaka-juniper.md', 'none'],
    ['cp templates/care_plan_blank.md templates/care_plan_blank_v2.md', 'none'],
    ['cp templates/care_plan_blank.md docs/customers/onboarding.md', 'none'],
    ['cp templates/sds-blank.md docs/sds/how-to-read.md', 'none'],
    ['cp templates/care_plan_blank.md customers/README.md', 'none'],
  ])('%s → %s', (command, id) => expect(rule(command)).toBe(id));
});
