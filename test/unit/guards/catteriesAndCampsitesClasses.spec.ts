import { describe, expect, test } from 'vitest';
import { commandIds as rule, editedIds as edited, writtenIds as written } from '../../support/destructiveIds.js';

// Round 116 (catteries, campsites and holiday parks): an UPDATE that empties an owner, link or personal column on the rows an
// age cutoff picks (detaching or anonymising records in bulk), and an edit that only adds a filter before a delete the old
// text already had. One line per case that speaks and near-misses that stay silent.

const DETACH = 'destructive/sql/update-detach-by-age';

describe('a link, owner or personal column emptied on rows cut by age (destructive/sql/update-detach-by-age)', () => {
  test.each([
    [
      `psql "$DATABASE_URL" -c "UPDATE cats SET owner_id = NULL WHERE owner_id IN (SELECT id FROM owners WHERE last_booking_at < now() - interval '2 years');"`,
      DETACH,
    ],
    [`psql -d camp -c "UPDATE pitches SET customer_id = NULL WHERE last_stay_on < current_date - 730"`, DETACH],
    [`mysql -e "UPDATE guests SET email = '', phone = NULL WHERE last_visit_at < DATE_SUB(NOW(), INTERVAL 3 YEAR)" campsite`, DETACH],
    [`sqlite3 cattery.db "UPDATE vaccinations SET vet_id = 0 WHERE given_on < '2020-01-01'"`, 'destructive/sql/update-by-range'],
    [`psql -c "UPDATE bookings SET guest_name = NULL, notes = NULL WHERE checkout_at < now() - interval '5 years'"`, DETACH],
    // A status, a timestamp, a flag, a housekeeping column or table, one row by its key, and a recent window stay silent.
    [`psql -c "UPDATE owners SET segment = 'dormant' WHERE last_booking_at < now() - interval '2 years'"`, 'none'],
    [`psql -c "UPDATE api_keys SET revoked_at = now() WHERE last_used_at < now() - interval '1 year'"`, 'none'],
    [`psql -c "UPDATE owners SET marketing_opt_in = false WHERE last_booking_at < now() - interval '2 years'"`, 'none'],
    [`psql -c "UPDATE users SET reset_token = NULL WHERE reset_expires_at < now()"`, 'none'],
    [`psql -c "UPDATE user_sessions SET user_id = NULL WHERE expires_at < now()"`, 'none'],
    [`psql -c "UPDATE cats SET owner_id = NULL WHERE id = 42 AND updated_at < now()"`, 'none'],
    [`psql -c "UPDATE cats SET owner_id = NULL WHERE id = 42"`, 'none'],
    [`psql -c "UPDATE seats SET holder_id = NULL WHERE hold_expires_at < now()"`, 'none'],
    [`psql -c "UPDATE tickets SET assignee_id = NULL WHERE assigned_at < now() - interval '15 minutes'"`, 'none'],
    [`mysql -e "UPDATE pitches SET customer_id = NULL WHERE held_at < NOW() - INTERVAL 2 HOUR" camp`, 'none'],
    [
      `psql -c "SELECT owner_id FROM cats WHERE owner_id IN (SELECT id FROM owners WHERE last_booking_at < now() - interval '2 years')"`,
      'none',
    ],
  ])('%s → %s', (command, id) => expect(rule(command)).toBe(id));

  test.each([
    ['db/anonymise_lapsed.sql', `UPDATE campers SET email = NULL, phone = NULL WHERE last_stay_at < now() - interval '3 years';\n`, DETACH],
    ['db/expire_resets.sql', 'UPDATE users SET reset_token = NULL WHERE reset_expires_at < now();\n', 'none'],
  ])('%s → %s', (path, content, id) => expect(written(path, content)).toBe(id));
});

const JOB = 'app/jobs/release_expired_holds_job.rb';

describe('an edit that only narrows a delete the old text already had (nothing to judge)', () => {
  test.each([
    [JOB, '    PitchHold.delete_all', '    PitchHold.where("expires_at < ?", Time.current).delete_all', 'none'],
    [
      JOB,
      '    PitchHold.where(site: site).delete_all',
      '    PitchHold.where(site: site).where("expires_at < ?", Time.current).delete_all',
      'none',
    ],
    [JOB, '    PitchHold.all.destroy_all', '    PitchHold.where.not(confirmed: true).destroy_all', 'none'],
    ['holds/tasks.py', '    Hold.objects.all().delete()', '    Hold.objects.filter(expires_at__lt=timezone.now()).delete()', 'none'],
    [
      'app/Console/Commands/ReleaseHolds.php',
      '        PitchHold::query()->delete();',
      "        PitchHold::query()->where('expires_at', '<', now())->delete();",
      'none',
    ],
  ])('%s: %s → %s is %s', (path, old, now, id) => expect(edited(path, old, now)).toBe(id));

  // A condition dropped or changed, a delete the old text lacked, another model: still judged.
  test.each([
    [JOB, '    PitchHold.where("expires_at < ?", Time.current).delete_all', '    PitchHold.delete_all'],
    [JOB, '    PitchHold.where(site: site).delete_all', '    PitchHold.where("created_at < ?", 1.year.ago).delete_all'],
    [JOB, '    PitchHold.count', '    PitchHold.where("created_at < ?", 1.year.ago).delete_all'],
    [JOB, '    PitchHold.delete_all', '    Booking.where("created_at < ?", 1.year.ago).delete_all'],
    ['holds/tasks.py', '    Hold.objects.filter(site=site).delete()', '    Hold.objects.all().delete()'],
  ])('%s: %s → %s speaks', (path, old, now) => expect(edited(path, old, now)).not.toBe('none'));
});
