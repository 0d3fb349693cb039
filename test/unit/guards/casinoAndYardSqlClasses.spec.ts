import { describe, expect, test } from 'vitest';
import { commandIds as rule, writtenIds as written } from '../../support/destructiveIds.js';

// Round 74 (chimney sweeps, taxidermy studios, casinos and slot floors, sawmills and timber yards): one guessed value
// stamped on every row whose column is empty, and a regulated record of who was barred (self-exclusions, bans,
// suspensions) deleted once it expires. One line per class that speaks and near-misses that stay silent.

const FILL = 'destructive/sql/update-fill-null-rows';
const AGE = 'destructive/sql/delete-records-by-age';

describe('an UPDATE whose only WHERE is that a column is empty stamps every such row (destructive/sql/update-fill-null-rows)', () => {
  test.each([
    [`psql yard -c "UPDATE log_inventory SET species = 'DF' WHERE species IS NULL;"`, FILL],
    [`mysql mill -e "UPDATE lumber_tally SET grade = 'No2' WHERE grade = ''"`, FILL],
    [`sqlite3 studio.db "UPDATE specimens SET preserved_with = 'borax' WHERE preserved_with IS NULL"`, FILL],
    [`psql casino -c "UPDATE slot_machines SET denomination = 0.25 WHERE denomination IS NULL"`, FILL],
    [`psql -d sweeps -c "UPDATE public.inspections SET passed = true WHERE passed IS NULL RETURNING id"`, FILL],
    [`psql casino -c "UPDATE players SET tier = 'bronze', points = 0 WHERE (tier IS NULL);"`, FILL],
    [`psql casino -c "UPDATE players SET kyc_verified_at = now() WHERE kyc_verified_at IS NULL"`, FILL],
    [`psql casino -c "UPDATE players SET country = 'US' WHERE deleted_at IS NULL"`, FILL],
    [`psql sweeps -c "update chimney_log set flue_type = 'clay' where flue_type is not null"`, FILL],
    // A test database is judged as an UPDATE with no WHERE is there.
    [`psql yard_test -c "UPDATE log_inventory SET species = 'DF' WHERE species IS NULL"`, FILL],
    // One row by its key, whichever side of AND it is on, and a live row by its key.
    [`psql yard -c "UPDATE log_inventory SET species = 'DF' WHERE id = 42 AND species IS NULL;"`, 'none'],
    [`psql yard -c "UPDATE log_inventory SET species = 'DF' WHERE species IS NULL AND id = 42;"`, 'none'],
    [`psql yard -c "UPDATE log_inventory SET species = 'DF' WHERE deleted_at IS NULL AND id = 7"`, 'none'],
    // Housekeeping tables and columns, scratch and test tables.
    [`psql app -c "UPDATE jobs SET locked_at = NULL WHERE locked_at IS NULL"`, 'none'],
    [`psql app -c "UPDATE job_queue SET priority = 5 WHERE priority IS NULL"`, 'none'],
    [`psql app -c "UPDATE user_sessions SET ip = '0.0.0.0' WHERE ip IS NULL"`, 'none'],
    [`psql app -c "UPDATE cache_entries SET ttl = 60 WHERE ttl IS NULL"`, 'none'],
    [`psql app -c "UPDATE webhooks SET retry_count = 0 WHERE retry_count IS NULL"`, 'none'],
    [`psql casino -c "UPDATE players SET updated_at = now() WHERE updated_at IS NULL"`, 'none'],
    [`psql yard -c "UPDATE test_logs SET species = 'DF' WHERE species IS NULL"`, 'none'],
    // A value computed per row, a no-op, a read, a batch, a dry run and a rolled-back transaction.
    [`psql yard -c "UPDATE log_inventory SET species = genus WHERE species IS NULL"`, 'none'],
    [`psql yard -c "UPDATE log_inventory SET species = NULL WHERE species IS NULL"`, 'none'],
    [`psql yard -c "SELECT * FROM log_inventory WHERE species IS NULL"`, 'none'],
    [`psql yard -c "UPDATE log_inventory SET species = 'DF' WHERE species IS NULL LIMIT 1"`, 'none'],
    [`psql yard -c "UPDATE log_inventory SET species = 'DF' WHERE species IS NULL" --dry-run`, 'none'],
    [`psql yard -c "BEGIN; UPDATE log_inventory SET species = 'DF' WHERE species IS NULL; ROLLBACK;"`, 'none'],
  ])('%s → %s', (command, id) => expect(rule(command)).toBe(id));

  // A written migration stays silent, as an UPDATE with no WHERE does there; a loose script speaks.
  test.each([
    ['db/migrations/20250101_species.sql', `UPDATE log_inventory SET species = 'DF' WHERE species IS NULL;`, 'none'],
    ['scripts/fix_species.sql', `UPDATE log_inventory SET species = 'DF' WHERE species IS NULL;`, FILL],
  ])('%s → %s', (path, content, id) => expect(written(path, content)).toBe(id));
});

describe('self-exclusions, bans, suspensions, sanctions and watchlists are kept records (destructive/sql/delete-records-by-age)', () => {
  test.each([
    [`psql compliance -c "DELETE FROM self_exclusions WHERE expires_at < now();"`, AGE],
    [`psql compliance -c "DELETE FROM exclusions WHERE ends_on < CURRENT_DATE"`, AGE],
    [`mysql casino -e "DELETE FROM player_bans WHERE expires_at < NOW()"`, AGE],
    [`psql hr -c "DELETE FROM account_suspensions WHERE lifted_at < now() - interval '1 year'"`, AGE],
    [`psql aml -c "DELETE FROM sanctions_hits WHERE created_at < now() - interval '90 days'"`, AGE],
    [`psql aml -c "DELETE FROM watchlist_entries WHERE expires_at < now()"`, AGE],
    [`psql compliance -c "DELETE FROM permits WHERE expires_at < now();"`, AGE],
    [`psql compliance -c "DELETE FROM warranties WHERE expires_on < current_date"`, AGE],
    // Expiry of sessions, tokens, resets, invites, one-time codes, buckets, keys, carts, IP bans and caches is housekeeping.
    [`psql compliance -c "DELETE FROM user_sessions WHERE expires_at < now();"`, 'none'],
    [`psql app -c "DELETE FROM password_resets WHERE expires_at < now()"`, 'none'],
    [`psql app -c "DELETE FROM invites WHERE expires_at < now()"`, 'none'],
    [`psql app -c "DELETE FROM otps WHERE expires_at < now()"`, 'none'],
    [`psql app -c "DELETE FROM nonces WHERE expires_at < now()"`, 'none'],
    [`psql app -c "DELETE FROM rate_limit_buckets WHERE expires_at < now()"`, 'none'],
    [`psql app -c "DELETE FROM idempotency_keys WHERE expires_at < now()"`, 'none'],
    [`psql app -c "DELETE FROM carts WHERE expires_at < now()"`, 'none'],
    [`psql app -c "DELETE FROM ip_bans WHERE expires_at < now()"`, 'none'],
    [`psql app -c "DELETE FROM exclusion_cache WHERE expires_at < now()"`, 'none'],
    // One row by its key and a read.
    [`psql compliance -c "DELETE FROM self_exclusions WHERE id = 4"`, 'none'],
    [`psql compliance -c "SELECT * FROM self_exclusions WHERE expires_at < now()"`, 'none'],
  ])('%s → %s', (command, id) => expect(rule(command)).toBe(id));
});
