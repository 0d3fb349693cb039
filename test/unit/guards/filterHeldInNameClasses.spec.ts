import { describe, expect, test } from 'vitest';
import { conditionDropped } from '../../../src/guards/engine/keyDropped.js';
import { editedIds as edited } from '../../support/destructiveIds.js';

// Round 104: an edit takes a narrowing condition out of a delete's filter where the filter is first held in a name
// (`stale = Appointment.objects.filter(…)` … `stale.delete()`, Rails' `scope = M.where(…)` … `scope.delete_all`,
// SQLAlchemy's `q = session.query(M).filter(…)` … `q.delete()`) and/or its conditions are laid out one per line. The
// delete reached through the name is read as the one-line form is (round 95). One line per case that speaks and
// near-misses that stay silent.

const SPEAKS = 'destructive/edits/soft-to-hard-delete';
// The bound delete is read as its one-line form (round 113), which the written text's range reader names too.
const RANGE = 'destructive/sql/delete-by-range';
const RANGED = `${RANGE} ${SPEAKS}`;
const PY = 'chairbook/management/commands/prune_appointments.py';
const RB = 'app/jobs/prune_bookings_job.rb';
const SA = 'app/tasks/prune.py';

const HELD = `        stale = Appointment.objects.filter(
            status=Appointment.Status.CANCELLED,
            starts_at__lt=cutoff,
        )
        count, _ = stale.delete()`;
const WIDE = `        stale = Appointment.objects.filter(starts_at__lt=cutoff)
        count, _ = stale.delete()`;
const RB_HELD = `    scope = Booking.where(
      status: "cancelled",
      shop: shop,
      starts_at: ...cutoff
    )
    scope.delete_all`;

describe('a condition dropped from a delete reached through a name (destructive/edits/soft-to-hard-delete)', () => {
  test.each([
    [PY, HELD, WIDE, RANGED],
    // Laid out one per line, kept inline, one per line on both sides, and bound inside brackets.
    [
      PY,
      `        count, _ = Appointment.objects.filter(\n            status=Appointment.Status.CANCELLED,\n            starts_at__lt=cutoff,\n        ).delete()`,
      `        count, _ = Appointment.objects.filter(starts_at__lt=cutoff).delete()`,
      `destructive/sql/delete-by-range ${SPEAKS}`,
    ],
    [
      PY,
      `        stale = Appointment.objects.filter(status=Appointment.Status.CANCELLED, starts_at__lt=cutoff)\n        count, _ = stale.delete()`,
      WIDE,
      RANGED,
    ],
    [
      PY,
      HELD,
      `        stale = Appointment.objects.filter(\n            starts_at__lt=cutoff,\n        )\n        count, _ = stale.delete()`,
      RANGED,
    ],
    [
      PY,
      `        stale = (\n            Appointment.objects.filter(kind="walk_in", starts_at__lt=cutoff)\n        )\n        stale.delete()`,
      `        stale = (\n            Appointment.objects.filter(starts_at__lt=cutoff)\n        )\n        stale.delete()`,
      RANGED,
    ],
    // A kept cutoff, a dropped `shop=` or `kind=`; an `exclude(…)` link dropped; a name narrowed from itself.
    [
      PY,
      `        qs = Appointment.objects.filter(shop=shop, starts_at__lt=cutoff)\n        qs.delete()`,
      `        qs = Appointment.objects.filter(starts_at__lt=cutoff)\n        qs.delete()`,
      RANGED,
    ],
    [
      PY,
      `        stale = Appointment.objects.exclude(status="completed").filter(starts_at__lt=cutoff)\n        stale.delete()`,
      `        stale = Appointment.objects.filter(starts_at__lt=cutoff)\n        stale.delete()`,
      RANGED,
    ],
    [
      PY,
      `        qs = Appointment.objects.filter(starts_at__lt=cutoff)\n        qs = qs.exclude(status="completed")\n        qs.delete()`,
      `        qs = Appointment.objects.filter(starts_at__lt=cutoff)\n        qs.delete()`,
      RANGED,
    ],
    // SQLAlchemy: a query held in a name.
    [
      SA,
      `    q = session.query(Appointment).filter(Appointment.status == "cancelled", Appointment.starts_at < cutoff)\n    q.delete(synchronize_session=False)`,
      `    q = session.query(Appointment).filter(Appointment.starts_at < cutoff)\n    q.delete(synchronize_session=False)`,
      `destructive/sql/delete-by-range ${SPEAKS}`,
    ],
    // Reordered, reformatted onto one line: nothing dropped (the range delete it writes speaks, as the one-line form's does).
    [
      PY,
      HELD,
      `        stale = Appointment.objects.filter(starts_at__lt=cutoff, status=Appointment.Status.CANCELLED)\n        count, _ = stale.delete()`,
      RANGE,
    ],
    // The name never deleted: only counted, a housekeeping flag updated, walked for display.
    [
      PY,
      `        stale = Appointment.objects.filter(status="cancelled", starts_at__lt=cutoff)\n        n = stale.count()`,
      `        stale = Appointment.objects.filter(starts_at__lt=cutoff)\n        n = stale.count()`,
      'none',
    ],
    [
      PY,
      `        stale = Appointment.objects.filter(status="cancelled", starts_at__lt=cutoff)\n        stale.update(reminder_sent=False)`,
      `        stale = Appointment.objects.filter(starts_at__lt=cutoff)\n        stale.update(reminder_sent=False)`,
      'none',
    ],
    [
      PY,
      `        stale = Appointment.objects.filter(status="cancelled", starts_at__lt=cutoff)\n        for a in stale:\n            self.stdout.write(str(a))`,
      `        stale = Appointment.objects.filter(starts_at__lt=cutoff)\n        for a in stale:\n            self.stdout.write(str(a))`,
      'none',
    ],
    // Narrowed (a condition added: the range delete still speaks, as inline), a cutoff moved further back.
    [PY, WIDE, HELD, RANGE],
    [
      PY,
      `        cutoff = now - timedelta(days=30)\n        stale = Appointment.objects.filter(status="cancelled", starts_at__lt=cutoff)\n        stale.delete()`,
      `        cutoff = now - timedelta(days=90)\n        stale = Appointment.objects.filter(status="cancelled", starts_at__lt=cutoff)\n        stale.delete()`,
      'none',
    ],
    // Only read: handed to a template; a name bound to one object.
    [
      PY,
      `    qs = Appointment.objects.filter(status="cancelled", starts_at__lt=cutoff)\n    return render(request, "list.html", {"rows": qs})`,
      `    qs = Appointment.objects.filter(starts_at__lt=cutoff)\n    return render(request, "list.html", {"rows": qs})`,
      'none',
    ],
    [
      PY,
      `        appt = Appointment.objects.get(pk=pk)\n        appt.delete()`,
      `        appt = Appointment.objects.get(pk=pk)\n        appt.delete()`,
      'none',
    ],
    // A name bound to one row (`.first()`), whose filter changed: the delete of its children is the same.
    [
      PY,
      `        owner = Client.objects.filter(email=e, active=True).first()\n        owner.appointments.filter(starts_at__lt=cutoff).delete()`,
      `        owner = Client.objects.filter(email=e).first()\n        owner.appointments.filter(starts_at__lt=cutoff).delete()`,
      'none',
    ],
    // A held delete of housekeeping rows, and one in a test.
    [
      PY,
      `        stale = Session.objects.filter(user=u, expire_date__lt=now)\n        stale.delete()`,
      `        stale = Session.objects.filter(expire_date__lt=now)\n        stale.delete()`,
      'none',
    ],
    ['tests/test_prune.py', HELD, WIDE, 'none'],
  ])('%s: %s → %s', (path, old, now, id) => expect(edited(path, old, now)).toBe(id));

  test('names the condition taken out', () =>
    expect(conditionDropped(PY, [{ old: HELD, new: WIDE }])).toEqual([
      { what: 'Appointment.objects.filter(starts_at__lt=cutoff).delete()', dropped: ['status'] },
    ]));
});

// Active Record's held relation (`scope.delete_all`) already speaks as an unknown client's delete on any edit that writes it;
// what this class adds is read where it is decided: the condition the edit takes out, or none.
const dropped = (old: string, now: string): string =>
  conditionDropped(RB, [{ old, new: now }])
    .flatMap((each) => each.dropped)
    .join(' ') || 'none';

describe('a condition dropped from an Active Record relation held in a name', () => {
  test.each([
    // A multi-line `where(` hash losing a key, `destroy_all`, a per-row destroy, a relation narrowed from itself.
    [RB_HELD, `    scope = Booking.where(\n      shop: shop,\n      starts_at: ...cutoff\n    )\n    scope.delete_all`, 'status'],
    [
      `    scope = Booking.where(kind: "hold", starts_at: ...cutoff)\n    scope.destroy_all`,
      `    scope = Booking.where(starts_at: ...cutoff)\n    scope.destroy_all`,
      'kind',
    ],
    [
      `    old = Booking.where(status: "cancelled").where("starts_at < ?", cutoff)\n    old.find_each(&:destroy)`,
      `    old = Booking.where("starts_at < ?", cutoff)\n    old.find_each(&:destroy)`,
      'status',
    ],
    [
      `    scope = Booking.where("starts_at < ?", cutoff)\n    scope = scope.where(shop: shop)\n    scope.delete_all`,
      `    scope = Booking.where("starts_at < ?", cutoff)\n    scope.delete_all`,
      'shop',
    ],
    // Reordered onto one line, narrowed, a cutoff moved back, only counted, a held relation of housekeeping rows.
    [RB_HELD, `    scope = Booking.where(starts_at: ...cutoff, shop: shop, status: "cancelled")\n    scope.delete_all`, 'none'],
    [
      `    scope = Booking.where(shop: shop)\n    scope.delete_all`,
      `    scope = Booking.where(shop: shop, status: "cancelled")\n    scope.delete_all`,
      'none',
    ],
    [
      `    scope = Booking.where(status: "x", starts_at: ...30.days.ago)\n    scope.delete_all`,
      `    scope = Booking.where(status: "x", starts_at: ...90.days.ago)\n    scope.delete_all`,
      'none',
    ],
    [
      `    scope = Booking.where(status: "x", shop: shop)\n    scope.count`,
      `    scope = Booking.where(shop: shop)\n    scope.count`,
      'none',
    ],
    [
      `    scope = Notification.where(read: true, created_at: ...cutoff)\n    scope.delete_all`,
      `    scope = Notification.where(created_at: ...cutoff)\n    scope.delete_all`,
      'none',
    ],
  ])('%s → %s: %s', (old, now, what) => expect(dropped(old, now)).toBe(what));
});
