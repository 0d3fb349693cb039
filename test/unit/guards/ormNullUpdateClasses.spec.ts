import { describe, expect, test } from 'vitest';
import { commandIds as rule, writtenIds as written } from '../../support/destructiveIds.js';

// Rounds 144 and 145 (follow-up): an ORM bulk update that blanks columns over a class of rows (a flag, a cutoff, a
// category) runs `UPDATE … SET col = NULL WHERE …` and is judged by the SQL rule update-null-by-class. Near-misses stay
// silent: one row by its key, a flag flipped, housekeeping columns, a test model, `.update()` on a dict.

const NULL = 'destructive/sql/update-null-by-class';

describe('an ORM bulk update that blanks columns over a class is the SQL UPDATE … SET col = NULL it runs', () => {
  test.each([
    ["rails runner 'Member.where(graduated: true).update_all(email: nil, phone: nil)'", NULL],
    ["python manage.py shell -c 'Member.objects.filter(graduated=True).update(email=None)'", NULL],
    ["python manage.py shell -c 'DoorStaff.objects.filter(sia_expiry__lt=timezone.now()).update(sia_badge_no=None)'", NULL],
    ['python -c \'session.query(Member).filter_by(graduated=True).update({"email": None})\'', NULL],
    ["node -e 'prisma.member.updateMany({ where: { graduated: true }, data: { email: null } })'", NULL],
    ['php artisan tinker --execute=\'Member::where("graduated", true)->update(["email" => null])\'', NULL],
    // The SQL `UPDATE bookings SET gang_id = 7 WHERE season = 2024` is silent: its ORM form stays so.
    ["rails runner 'Booking.where(season: 2024).update_all(gang_id: 7)'", 'none'],
    ["python manage.py shell -c 'Member.objects.filter(pk=5).update(email=None)'", 'none'],
    ["python manage.py shell -c 'Member.objects.filter(graduated=True).update(archived=True)'", 'none'],
    ["python manage.py shell -c 'Member.objects.filter(graduated=True).update(reset_token=None)'", 'none'],
    ["rails runner 'User.where(locked: true).update_all(locked_at: nil)'", 'none'],
    ["python manage.py shell -c 'TestMember.objects.filter(graduated=True).update(email=None)'", 'none'],
    ["python -c 'd = {}; d.update(email=None)'", 'none'],
  ])('%s → %s', (command, id) => expect(rule(command)).toBe(id));

  test.each([
    ['app/scrub.py', 'Member.objects.filter(graduated=True).update(email=None, phone=None)\n', NULL],
    ['app/scrub.py', 'Member.query.filter_by(graduated=True).update({"email": None})\n', NULL],
    ['scripts/scrub.rb', 'Member.where(graduated: true).update_all(email: nil)\n', NULL],
    ['src/scrub.ts', 'await prisma.member.updateMany({ data: { email: null }, where: { graduated: true } });\n', NULL],
    [
      'src/scrub.ts',
      'await prisma.doorStaff.updateMany({ where: { siaExpiry: { lt: new Date() } }, data: { siaBadgeNo: null } });\n',
      NULL,
    ],
    ['app/Scrub.php', "<?php\nMember::where('graduated', true)->update(['email' => null]);\n", NULL],
    ['src/scrub.js', 'await Member.update({ email: null }, { where: { graduated: true } });\n', NULL],
    ['app/scrub.py', 'session.query(Member).filter_by(graduated=True).update({Member.email: None})\n', NULL],
    ['app/scrub.py', 'Member.objects.filter(id=4).update(email=None)\n', 'none'],
    ['src/scrub.ts', 'await prisma.user.updateMany({ where: { active: false }, data: { resetToken: null } });\n', 'none'],
    ['src/scrub.js', 'await Member.update({ email: null }, { where: { id: 4 } });\n', 'none'],
    ['app/scrub.py', 'Member.objects.filter(graduated=True).update(archived=True)\n', 'none'],
    ['app/scrub.py', 'settings.update(email=None)\n', 'none'],
    ['scripts/scrub.rb', 'User.where(active: false).update_all(reset_token: nil)\n', 'none'],
  ])('%s: %s → %s', (path, content, id) => expect(written(path, content)).toBe(id));
});
