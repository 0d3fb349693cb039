import { describe, expect, test } from 'vitest';
import { commandIds, writtenIds } from '../../support/destructiveIds.js';

// Held-out round 144 and 145: an UPDATE that sets columns to NULL or '' over a class of rows (a flag, a range or cutoff,
// a category) erases what they held for good, as an UPDATE with no WHERE does for the whole table. One line per call:
// whether the destructive guard speaks.

const speaks = (command: string) => commandIds(command) !== 'none';

describe('an UPDATE blanking columns over a class of rows speaks', () => {
  test.each([
    // The calls that showed it.
    ['psql members -c "UPDATE members SET email = NULL, phone = NULL WHERE graduated = true;"', true],
    ['psql -d clubdoors -c "UPDATE door_staff SET sia_badge_no = NULL, sia_expiry = NULL WHERE sia_expiry < now();"', true],
    // A flag: spelt, bare, negated, as 1/0, IS NOT NULL of a non-key column.
    ['psql -c "UPDATE members SET email = NULL WHERE graduated;"', true],
    ['sqlite3 club.db "UPDATE members SET phone = \'\' WHERE NOT active"', true],
    ['mysql crm -e "UPDATE contacts SET mobile = NULL WHERE opted_out = 1"', true],
    ['psql -c "UPDATE alumni SET home_address = NULL WHERE graduated_on IS NOT NULL;"', true],
    ['psql -c "UPDATE members m SET email = NULL WHERE m.lapsed IS TRUE;"', true],
    // A range or cutoff.
    ['psql -c "UPDATE patients SET nhs_number = NULL WHERE discharged_at < \'2024-01-01\';"', true],
    ["sqlite3 db.sqlite \"UPDATE volunteers SET dbs_cert_no = NULL WHERE dbs_expiry < date('now', '-1 day')\"", true],
    ['psql -c "UPDATE tenants SET bank_account = NULL WHERE lease_end < now() - interval \'90 days\';"', true],
    ['psql -c "UPDATE readings SET value = NULL WHERE value > 9000;"', true],
    ["psql -c \"UPDATE shifts SET notes = NULL WHERE shift_date BETWEEN '2024-01-01' AND '2024-06-30';\"", true],
    // A category.
    ['psql -c "UPDATE coins SET grade = NULL, cert_no = NULL WHERE grader = \'NGC\';"', true],
    ["psql -c \"UPDATE horses SET passport_no = NULL WHERE yard IN ('North', 'South');\"", true],
    ['psql -c "UPDATE athletes SET seed_time = NULL WHERE age_group = 40;"', true],
    // A key ORed beside the class does not narrow it; a LIMIT past one row does not either.
    ['psql -c "UPDATE members SET email = NULL WHERE graduated = true OR id = 4;"', true],
    ['mysql -e "UPDATE members SET email = NULL WHERE graduated = TRUE LIMIT 100"', true],
    // An anonymisation job over a class is the same erasure (update-detach-by-age already speaks for one by age).
    ['psql -c "UPDATE users SET email = NULL, phone = NULL WHERE deleted_at < now() - interval \'30 days\';"', true],
    ['psql -c "UPDATE users SET email = NULL, phone = NULL WHERE erasure_requested = true;"', true],
  ])('%s → %s', (command, speak) => expect(speaks(command)).toBe(speak));
});

describe('look-alikes that blank one row or housekeeping state stay silent', () => {
  test.each([
    // The row's own key.
    ['psql -c "UPDATE members SET email = NULL WHERE id = 4;"', false],
    ['psql -c "UPDATE members SET email = NULL WHERE id IN (4, 7, 9);"', false],
    ['psql -c "UPDATE members SET email = NULL WHERE graduated = true AND id = 4;"', false],
    ["psql -c \"UPDATE units SET status = 'vacant', tenant_id = NULL WHERE unit_ref = 'B-114';\"", false],
    ['psql -c "UPDATE members SET phone = NULL WHERE email = \'a@b.org\';"', false],
    // Housekeeping columns: tokens, sessions, one-time codes, locks, caches, errors, retries, holds that lapse.
    ['psql -c "UPDATE users SET reset_token = NULL, reset_expires = NULL WHERE reset_expires < now();"', false],
    ['psql -c "UPDATE users SET session_id = NULL WHERE last_seen < now() - interval \'1 day\';"', false],
    ['psql -c "UPDATE users SET otp_code = NULL WHERE otp_sent_at < now();"', false],
    ['psql -c "UPDATE orders SET locked_at = NULL, locked_by = NULL WHERE locked_at < now();"', false],
    ['psql -c "UPDATE products SET cached_price = NULL WHERE stale = true;"', false],
    ['psql -c "UPDATE webhooks SET last_error = NULL, retry_count = 0 WHERE failed = true;"', false],
    ['psql -c "UPDATE seats SET hold_ref = NULL, held_until = NULL WHERE held_until < now();"', false],
    ['psql -c "UPDATE users SET suspended_until = NULL WHERE suspended_until < now();"', false],
    ['psql -c "UPDATE users SET api_key = NULL WHERE revoked = true;"', false],
    ['mysql -e "UPDATE members SET email = NULL WHERE graduated = TRUE LIMIT 1"', false],
    // A claim released after minutes or hours; a column set to NULL where it already is NULL.
    ['psql -c "UPDATE tickets SET notes_draft = NULL, assignee_id = NULL WHERE assigned_at < now() - interval \'15 minutes\';"', false],
    ["sqlite3 shop.db \"UPDATE carts_view SET coupon = NULL WHERE applied_at < datetime('now', '-2 hours')\"", false],
    ['psql -c "UPDATE log_inventory SET species = NULL WHERE species IS NULL;"', false],
    // A flag flipped, a soft delete undone, housekeeping, scratch and test tables, a read.
    ['psql -c "UPDATE members SET archived = true WHERE graduated = true;"', false],
    ['psql -c "UPDATE posts SET deleted_at = NULL WHERE author_id = 5 AND deleted_at > now() - interval \'1 hour\';"', false],
    ['psql -c "UPDATE sessions SET user_agent = NULL WHERE expired = true;"', false],
    ['psql -c "UPDATE tmp_members SET email = NULL WHERE graduated = true;"', false],
    ['psql -c "UPDATE test_members SET email = NULL WHERE graduated = true;"', false],
    ['psql -c "SELECT email FROM members WHERE graduated = true AND phone IS NULL;"', false],
  ])('%s → %s', (command, speak) => expect(speaks(command)).toBe(speak));
});

describe('in code and migrations the agent writes', () => {
  test.each([
    ['db/cleanup.sql', 'UPDATE members SET email = NULL, phone = NULL WHERE graduated = true;\n', true],
    ['scripts/cleanup.py', 'cur.execute("UPDATE members SET email = NULL, phone = NULL WHERE graduated = true")\n', true],
    // A column the same migration adds holds nothing yet: blanking it erases nothing.
    [
      'db/migrate/001.sql',
      'ALTER TABLE members ADD COLUMN nickname text;\nUPDATE members SET nickname = NULL WHERE graduated = true;\n',
      false,
    ],
    ['tests/fixtures/seed.sql', 'UPDATE test_members SET email = NULL WHERE graduated = true;\n', false],
  ])('%s → %s', (path, content, speak) => expect(writtenIds(path, content) !== 'none').toBe(speak));
});
