import { describe, expect, test } from 'vitest';
import { commandIds as rule } from '../../support/destructiveIds.js';

// Round 51 (bakeries and food manufacturing, swimming pools, nursing homes, tattoo studios): records deleted or rewritten
// by their expiry or a rolling date, a subquery that picks rows by a boolean flag, a database's backups picked by a name
// pattern, a header echoed over a log of tests, and a recipe's new version moved over it. One line per class that speaks
// and near-misses that stay silent.

describe('records deleted past their expiry (destructive/sql/delete-records-by-age)', () => {
  test.each([
    [
      'psql "$DATABASE_URL" -c "DELETE FROM lifeguard_certifications WHERE expires_on < CURRENT_DATE;"',
      'destructive/sql/delete-records-by-age',
    ],
    ['mysql care -e "DELETE FROM nurse_licences WHERE valid_until < NOW()"', 'destructive/sql/delete-records-by-age'],
    ['sqlite3 studio.db "DELETE FROM health_permits WHERE expiry_date < date(\'now\')"', 'destructive/sql/delete-records-by-age'],
    ['psql -c "DELETE FROM memberships WHERE expires_at < now() - interval \'1 year\'"', 'destructive/sql/delete-records-by-age'],
    // Housekeeping of sessions, tokens, resets and caches past their expiry, and a count.
    ['psql "$DATABASE_URL" -c "DELETE FROM sessions WHERE expires_at < now();"', 'none'],
    ['psql -c "DELETE FROM password_resets WHERE expires_at < now()"', 'none'],
    ['psql -c "DELETE FROM otp_codes WHERE expires_at < now()"', 'none'],
    ['psql -c "DELETE FROM api_tokens WHERE expires_at < now()"', 'none'],
    ['psql -c "SELECT count(*) FROM lifeguard_certifications WHERE expires_on < CURRENT_DATE"', 'none'],
  ])('%s → %s', (command, id) => expect(rule(command)).toBe(id));
});

describe('records rewritten on one side of a rolling date (destructive/sql/update-records-by-age)', () => {
  test.each([
    [
      'psql "$DATABASE_URL" -c "UPDATE memberships SET status = \'expired\' WHERE end_date < now() + interval \'30 days\';"',
      'destructive/sql/update-records-by-age',
    ],
    [
      "sqlite3 care.db \"UPDATE staff_licences SET status = 'lapsed' WHERE valid_until < date('now')\"",
      'destructive/sql/update-records-by-age',
    ],
    ['mysql -e "UPDATE invoices SET status = \'void\' WHERE due_on < CURRENT_DATE"', 'destructive/sql/update-records-by-age'],
    // Housekeeping tables, an archived flag (the rows stay), a key, and a read.
    ['psql -c "UPDATE sessions SET revoked = true WHERE expires_at < now()"', 'none'],
    ['psql -c "UPDATE prescriptions SET archived = true WHERE filled_at < now() - interval \'2 years\'"', 'none'],
    ['psql -c "UPDATE memberships SET status = \'expired\' WHERE id = 42"', 'none'],
    ['psql -c "SELECT * FROM memberships WHERE end_date < now() + interval \'30 days\'"', 'none'],
  ])('%s → %s', (command, id) => expect(rule(command)).toBe(id));
});

describe('a subquery that picks rows by a boolean flag (destructive/sql/delete-by-subquery)', () => {
  test.each([
    [
      'mysql studio -e "DELETE FROM commission_splits WHERE artist_id IN (SELECT id FROM artists WHERE active = 0);"',
      'destructive/sql/delete-by-subquery',
    ],
    [
      'psql -c "DELETE FROM bookings WHERE client_id IN (SELECT id FROM clients WHERE is_deleted = true)"',
      'destructive/sql/delete-by-subquery',
    ],
    [
      'psql -c "DELETE FROM care_notes WHERE resident_id IN (SELECT id FROM residents WHERE archived = true)"',
      'destructive/sql/delete-by-subquery',
    ],
    // One row by its key, housekeeping, and rows already copied to an archive.
    ['psql -c "DELETE FROM bookings WHERE client_id IN (SELECT id FROM clients WHERE id = 42)"', 'none'],
    ['psql -c "DELETE FROM sessions WHERE user_id IN (SELECT id FROM users WHERE active = false)"', 'none'],
    ['psql -c "DELETE FROM bookings WHERE client_id IN (SELECT id FROM clients_archive WHERE active = false)"', 'none'],
  ])('%s → %s', (command, id) => expect(rule(command)).toBe(id));
});

describe("a database's backups picked by a name pattern (destructive/filesystem/rm-source-files, shred, find-delete)", () => {
  test.each([
    ['rm backups/pooldb_2024-06-*.sql.gz', 'destructive/filesystem/rm-source-files'],
    ['rm -f backups/orders_*.dump', 'destructive/filesystem/rm-source-files'],
    ['shred -u backups/pms_2024-*.bak', 'destructive/filesystem/shred'],
    ["find backups -name 'pooldb_2024-06-*.sql.gz' -delete", 'destructive/filesystem/find-delete'],
    // Picked by age too (held-out round 67); a scratch name, build output and a listing stay silent.
    ["find backups -name 'pooldb_*.sql.gz' -mtime +30 -delete", 'destructive/filesystem/find-delete'],
    ['rm backups/tmp_*.sql.gz', 'none'],
    ['rm build/pooldb_*.sql.gz', 'none'],
    ["find data -name 'export_*.zip' -delete", 'none'],
    ['ls backups/pooldb_2024-06-*.sql.gz', 'none'],
  ])('%s → %s', (command, id) => expect(rule(command)).toBe(id));
});

describe('a header echoed over a log of tests or samples (destructive/workfiles/header-over-records)', () => {
  test.each([
    ["echo 'date,unit_id,cycle,result,operator' > data/sterilisation/spore_tests.csv", 'destructive/workfiles/header-over-records'],
    ["printf 'date,site,ph,chlorine\\n' > data/pool/water_samples.csv", 'destructive/workfiles/header-over-records'],
    // A test copy, scratch and build output, and an append.
    ["echo 'date,unit_id,cycle' > data/test_members.csv", 'none'],
    ["echo 'date,unit_id,cycle' > data/sterilisation/spore_test.csv", 'none'],
    ["echo 'date,unit_id,cycle' > /tmp/spore_tests.csv", 'none'],
    ["echo 'date,unit_id,cycle' > build/spore_tests.csv", 'none'],
    ["echo 'date,unit_id,cycle' >> data/sterilisation/spore_tests.csv", 'none'],
  ])('%s → %s', (command, id) => expect(rule(command)).toBe(id));
});

describe("a recipe's or formula's new version moved over it (destructive/filesystem/copy-over-untracked)", () => {
  test.each([
    ['mv recipes/sourdough_country_v2.yaml recipes/sourdough_country.yaml', 'destructive/filesystem/copy-over-untracked'],
    ['mv recipes/sourdough_country_new.yaml recipes/sourdough_country.yaml', 'destructive/filesystem/copy-over-untracked'],
    ['cp -f formulas/pool_shock-final.json formulas/pool_shock.json', 'destructive/filesystem/copy-over-untracked'],
    // Settings and code are git's; a new name, and a move that will not overwrite.
    ['mv config/app_v2.yaml config/app.yaml', 'none'],
    ['mv src/schema_v2.json src/schema.json', 'none'],
    ['mv recipes/sourdough_country.yaml recipes/sourdough_country_v2.yaml', 'none'],
    ['mv -n recipes/sourdough_country_v2.yaml recipes/sourdough_country.yaml', 'none'],
  ])('%s → %s', (command, id) => expect(rule(command)).toBe(id));
});
