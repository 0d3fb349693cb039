import { describe, expect, test } from 'vitest';
import { destructive } from '../../../src/guards/destructive.js';
import { retentionCuts } from '../../../src/guards/engine/retentionCuts.js';
import { writtenIds as written } from '../../support/destructiveIds.js';
import { guardContext } from '../../support/guardContext.js';

// Round 54 (driving schools and car rental, escape rooms and bike shops, roofing/solar/home-inspection contractors,
// hunting and fishing outfitters): an Edit that shortens the age a cron's find deletes by, and ORM bulk updates whose
// filter is a category column. One line per class that speaks and near-misses that stay silent.

describe('an Edit that cuts the age a find deletes by to under half (destructive/retention-cut)', () => {
  test.each([
    [`find "$WAIVER_DIR" -type f -name '*.pdf' -mtime +2555 -delete`, `find "$WAIVER_DIR" -type f -name '*.pdf' -mtime +30 -delete`, 1],
    [
      "find /srv/inspections/reports -name '*.pdf' -mtime +3650 -exec rm {} \\;",
      "find /srv/inspections/reports -name '*.pdf' -mtime +90 -exec rm {} \\;",
      1,
    ],
    ['find /var/log/rentals -mmin +10080 -delete', 'find /var/log/rentals -mmin +60 -delete', 1],
    // Lengthened, a small tuning, another folder, scratch, a listing, and a new find with no old one.
    [`find "$WAIVER_DIR" -mtime +30 -delete`, `find "$WAIVER_DIR" -mtime +60 -delete`, 0],
    [`find "$WAIVER_DIR" -mtime +30 -delete`, `find "$WAIVER_DIR" -mtime +21 -delete`, 0],
    [`find "$CACHE_DIR" -mtime +30 -delete`, `find "$CACHE_DIR" -mtime +1 -delete`, 0],
    ["find /srv/waivers -name '*.tmp' -mtime +30 -delete", "find /srv/waivers -name '*.tmp' -mtime +1 -delete", 0],
    ['find /srv/waivers -mtime +2555 -print', 'find /srv/waivers -mtime +30 -print', 0],
    ['# nightly cleanup', 'find /srv/waivers -mtime +30 -delete', 0],
    // MySQL's binary-log expiry is a retention setting too (the point-in-time recovery it keeps).
    ['expire_logs_days = 14', 'expire_logs_days = 1', 1],
    ['binlog_expire_logs_seconds = 2592000', 'binlog_expire_logs_seconds = 86400', 1],
    ['expire_logs_days = 7', 'expire_logs_days = 14', 0],
  ])('%s → %s', (old, next, count) => expect(retentionCuts([{ old, new: next }])).toHaveLength(count));
  test('the Edit speaks with the new age', () => {
    const found = destructive.detect(
      {
        hook_event_name: 'PreToolUse',
        tool_name: 'Edit',
        tool_input: {
          file_path: '/home/dev/proj/scripts/cleanup_waivers.sh',
          old_string: `find "$WAIVER_DIR" -type f -name '*.pdf' -mtime +2555 -delete`,
          new_string: `find "$WAIVER_DIR" -type f -name '*.pdf' -mtime +30 -delete`,
        },
      },
      guardContext('/home/dev', { cwd: '/home/dev/proj' }),
    ) as { items: string } | undefined;
    expect(found?.items).toContain('older than 30 days');
  });
});

describe('an ORM bulk update picking rows by a category column (destructive/sql/update-by-attribute)', () => {
  test.each([
    ['src/jobs/lapse.ts', "await prisma.member.updateMany({ where: { status: 'inactive' }, data: { plan: null } });\n", 1],
    ['src/jobs/lapse.ts', "await prisma.member.updateMany({ data: { plan: null }, where: { tier: 'gold' } });\n", 1],
    ['src/jobs/rates.js', "await Rental.update({ rate: 0 }, { where: { region: 'north' } });\n", 1],
    ['src/jobs/rates.js', "await db.collection('bookings').updateMany({ type: 'walkin' }, { $set: { paid: false } });\n", 1],
    ['app/fix.py', "Booking.objects.filter(status='pending').update(price=0)\n", 1],
    ['app/fix.py', 'db.licences.update_many({"category": "deer"}, {"$set": {"valid": False}})\n', 1],
    ['lib/tasks/fix.rb', "Customer.where(plan: 'basic').update_all(discount: 0)\n", 1],
    // A key or identifying column, a test value, a housekeeping table, and a value with digits stay silent.
    ['lib/tasks/fix.rb', 'Customer.where(id: 4).update_all(discount: 0)\n', 0],
    ['src/jobs/lapse.ts', "await prisma.member.updateMany({ where: { email: 'a@b.example' }, data: { plan: null } });\n", 0],
    ['app/fix.py', "Booking.objects.filter(slug='spring-trip').update(price=0)\n", 0],
    ['app/fix.py', "Booking.objects.filter(status='test').update(price=0)\n", 0],
    ['src/jobs/rates.js', "await db.collection('sessions').updateMany({ state: 'open' }, { $set: { open: false } });\n", 0],
    ['src/jobs/rates.js', "await Rental.update({ rate: 0 }, { where: { code: 'R2D2' } });\n", 0],
  ])('%s: %s', (path, content, speaks) =>
    expect(written(path, content).includes('destructive/sql/update-by-attribute')).toBe(speaks === 1),
  );
});
