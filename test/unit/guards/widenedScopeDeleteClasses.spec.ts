import { describe, expect, test } from 'vitest';
import { bindingsWidened } from '../../../src/guards/engine/unfilteredBindings.js';
import { editSpeaks as edit } from '../../support/destructiveIds.js';

// Round 157: an Edit that turns a scoped delete into a broad one. The key scoping a delete to one parent swapped for a
// condition naming no key (`WHERE session_id = $1` → `WHERE starts_at > now()`), and a purge's queryset rebound from a
// filter to every row (`qs = Member.objects.filter(…)` → `qs = Member.objects.all()`, its `qs.delete()` elsewhere in the
// file). One line per case: file, old, new, whether it speaks.

const go = 'internal/sessions/store.go';
const cmd = 'app/management/commands/clear_dormant_members.py';
const DORMANT = '        qs = Member.objects.filter(status="dormant", last_contact__lt=cutoff, scheme_id=options["scheme"])';
const SLOTS = '\t_, err := s.db.ExecContext(ctx, `DELETE FROM session_slots WHERE session_id = $1`, sessionID)';

describe("a parent's key swapped out of a delete for a keyless condition speaks", () => {
  test.each([
    [go, SLOTS, '\t_, err := s.db.ExecContext(ctx, `DELETE FROM session_slots WHERE starts_at > now()`)', true],
    [go, SLOTS, "\t_, err := s.db.ExecContext(ctx, `DELETE FROM session_slots WHERE status = 'cancelled'`)", true],
    [
      'app/db.py',
      '    cur.execute("DELETE FROM bookings WHERE venue_id = %s", (venue_id,))',
      '    cur.execute("DELETE FROM bookings WHERE starts_at > NOW()")',
      true,
    ],
    [
      'src/repo.ts',
      "  await pool.query('DELETE FROM line_items WHERE order_id = $1', [orderId]);",
      "  await pool.query('DELETE FROM line_items WHERE created_at < now()');",
      true,
    ],
    [
      'app/services/slots.py',
      '    Slot.objects.filter(session_id=session.id).delete()',
      '    Slot.objects.filter(starts_at__gt=timezone.now()).delete()',
      true,
    ],
    [
      'app/services/slots.rb',
      '    Slot.where(session_id: session.id).delete_all',
      '    Slot.where("starts_at > ?", Time.current).delete_all',
      true,
    ],
    [
      'src/slots.js',
      'await prisma.slot.deleteMany({ where: { sessionId } });',
      'await prisma.slot.deleteMany({ where: { startsAt: { gt: new Date() } } });',
      true,
    ],
    // Near-misses: the key kept with a time window added, narrowed further, swapped for another key, a test file,
    // a scratch or web-session table, unchanged.
    [
      go,
      SLOTS,
      '\t_, err := s.db.ExecContext(ctx, `DELETE FROM session_slots WHERE session_id = $1 AND starts_at > now()`, sessionID)',
      false,
    ],
    [go, SLOTS, '\t_, err := s.db.ExecContext(ctx, `DELETE FROM session_slots WHERE session_id = $1 AND id = $2`, sessionID, id)', false],
    [go, SLOTS, '\t_, err := s.db.ExecContext(ctx, `DELETE FROM session_slots WHERE venue_id = $1`, venueID)', false],
    [
      'internal/sessions/store_test.go',
      SLOTS,
      '\t_, err := s.db.ExecContext(ctx, `DELETE FROM session_slots WHERE starts_at > now()`)',
      false,
    ],
    [
      go,
      '\t_, err := s.db.ExecContext(ctx, `DELETE FROM render_cache WHERE page_id = $1`, pageID)',
      '\t_, err := s.db.ExecContext(ctx, `DELETE FROM render_cache WHERE created_at < now()`)',
      false,
    ],
    [
      go,
      '\t_, err := s.db.ExecContext(ctx, `DELETE FROM sessions WHERE user_id = $1`, userID)',
      '\t_, err := s.db.ExecContext(ctx, `DELETE FROM sessions WHERE expires_at < now()`)',
      false,
    ],
    [go, SLOTS, `${SLOTS}\n\tif err != nil {\n\t\treturn err\n\t}`, false],
  ])('%s: %j → %j speaks: %s', (file, old, now, speaks) => expect(edit(file, old, now)).toBe(speaks));
});

describe("a purge's queryset rebound from a filter to every row speaks (file not on disk: its name is the evidence)", () => {
  test.each([
    [cmd, DORMANT, '        qs = Member.objects.all()', true],
    [cmd, DORMANT, '        qs = Member.objects', true],
    [cmd, DORMANT, '        qs = Member.objects.all().order_by("pk")', true],
    [
      'app/management/commands/purge_old_visits.py',
      '    visits = Visit.objects.filter(clinic_id=clinic.id)',
      '    visits = Visit.objects.all()',
      true,
    ],
    ['app/jobs/prune_members_job.rb', '    scope = Member.where(status: "dormant")', '    scope = Member.all', true],
    [
      'app/Console/Commands/PurgeDormantMembers.php',
      "        $query = Member::where('status', 'dormant');",
      '        $query = Member::query();',
      true,
    ],
    [
      'scripts/cleanup_members.py',
      '    q = db.session.query(Member).filter(Member.status == "dormant")',
      '    q = db.session.query(Member)',
      true,
    ],
    // A name for rows to be deleted says so in any file.
    ['app/services/members.py', '    to_delete = Member.objects.filter(status="dormant")', '    to_delete = Member.objects.all()', true],
    // The delete in the edit itself.
    ['app/services/members.py', `${DORMANT}\n        qs.delete()`, '        qs = Member.objects.all()\n        qs.delete()', true],
    // Near-misses: a read-only listing, a filter kept or swapped, a different model, a filter put back, housekeeping rows, tests.
    ['app/views/members.py', DORMANT, '        qs = Member.objects.all()', false],
    ['app/management/commands/list_members.py', DORMANT, '        qs = Member.objects.all()', false],
    ['app/management/commands/clearance_report.py', DORMANT, '        qs = Member.objects.all()', false],
    ['app/management/commands/PruneDormantMembers.py', DORMANT, '        qs = Member.objects.all()', true],
    [cmd, DORMANT, '        qs = Member.objects.filter(status="dormant", scheme_id=options["scheme"])', false],
    [cmd, DORMANT, '        qs = Member.objects.exclude(status="active")', false],
    [cmd, DORMANT, '        qs = Contact.objects.all()', false],
    [cmd, DORMANT, '        qs = Member.objects.all()\n        qs = qs.filter(scheme_id=options["scheme"])', false],
    [cmd, DORMANT, '        qs = Member.objects.all()[:100]', false],
    [
      'app/management/commands/clear_sessions.py',
      '        qs = Session.objects.filter(expire_date__lt=now)',
      '        qs = Session.objects.all()',
      false,
    ],
    ['app/tests/management/commands/clear_dormant_members.py', DORMANT, '        qs = Member.objects.all()', false],
    ['app/management/commands/clear_dormant_members_test.py', DORMANT, '        qs = Member.objects.all()', false],
  ])('%s: %j → %j speaks: %s', (file, old, now, speaks) => expect(edit(file, old, now)).toBe(speaks));
});

describe('the file on disk, when there, decides whether the rebound name is deleted', () => {
  const onDisk = (body: string) => () => body;
  const edits = [{ old: DORMANT, new: '        qs = Member.objects.all()' }];
  test.each([
    [`${DORMANT}\n        count, _ = qs.delete()\n`, 'app/views/members.py', true],
    [`${DORMANT}\n        for member in qs:\n            log(member)\n            member.delete()\n`, 'app/views/members.py', true],
    [`${DORMANT}\n        for m in qs.iterator():\n            m.delete()\n`, 'app/services/members.py', true],
    // On disk with no delete of the name: a purge's file name is not read over what the file says.
    [`${DORMANT}\n        return render(request, "members.html", {"members": qs})\n`, cmd, false],
    [`${DORMANT}\n        other.delete()\n        print(qs.count())\n`, cmd, false],
  ])('%j in %s speaks: %s', (body, path, speaks) => expect(bindingsWidened(path, edits, onDisk(body)).length > 0).toBe(speaks));
});
