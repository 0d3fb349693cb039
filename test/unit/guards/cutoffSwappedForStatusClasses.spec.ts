import { describe, expect, test } from 'vitest';
import { conditionDropped } from '../../../src/guards/engine/keyDropped.js';
import { editedIds as edited } from '../../support/destructiveIds.js';

// Round 100: an edit of a bulk delete of records takes out its age bound (a cutoff on a date column) and puts a category in
// its place, so the delete reaches every row in that category however recent. One line per case that speaks and near-misses
// that stay silent; the second table reads each ORM's and SQL's filters (where other rules speak on the new delete itself).

const SPEAKS = 'destructive/edits/soft-to-hard-delete';
const JOB = 'app/jobs/purge_closed_tickets_job.rb';
const AGED = '    ValetTicket.where("closed_at < ?", 7.years.ago).in_batches.delete_all';
const CLOSED = '    ValetTicket.where(status: "closed").in_batches.delete_all';

describe('an edit that swaps a delete’s date cutoff for a category (destructive/edits/soft-to-hard-delete)', () => {
  test.each([
    [JOB, AGED, CLOSED, SPEAKS],
    [
      JOB,
      '    ValetTicket.where(closed_at: ..7.years.ago).in_batches(of: 500).destroy_all',
      '    ValetTicket.where(status: :closed).in_batches(of: 500).destroy_all',
      SPEAKS,
    ],
    [
      JOB,
      '    Ticket.where("closed_at <= :cutoff", cutoff: 7.years.ago).find_each(&:destroy)',
      '    Ticket.where(archived: true).find_each(&:destroy)',
      // The loop destroys what `Ticket.where(archived: true).destroy_all` does, and speaks as it (sqlUpdateLoopClasses).
      `destructive/sql/delete-by-category ${SPEAKS}`,
    ],
    [
      JOB,
      '    Attachment.where("updated_at < ?", 1.year.ago).find_each(&:purge)',
      '    Attachment.where(kind: "invoice").find_each(&:purge)',
      SPEAKS,
    ],
    [
      'tickets/db.py',
      '    s.query(Ticket).filter(Ticket.closed_at < cutoff).delete()',
      '    s.query(Ticket).filter(Ticket.status == "closed").delete()',
      SPEAKS,
    ],
    // Laravel's delete of a category speaks on its own too, as Django's does (held-out round 111).
    [
      'app/Console/Purge.php',
      "        Ticket::where('closed_at', '<', now()->subYears(7))->delete();",
      "        Ticket::where('status', 'closed')->delete();",
      `destructive/unlisted/any-cli ${SPEAKS}`,
    ],
    // A longer cutoff (narrower), a cutoff kept and a status added, a status swapped for a status, a date kept by equality.
    [JOB, AGED, '    ValetTicket.where("closed_at < ?", 10.years.ago).in_batches.delete_all', 'none'],
    [JOB, AGED, '    ValetTicket.where(status: "closed").where("closed_at < ?", 7.years.ago).in_batches.delete_all', 'none'],
    [JOB, CLOSED, '    ValetTicket.where(status: "void").in_batches.delete_all', 'none'],
    [JOB, AGED, '    ValetTicket.where(closed_on: Date.yesterday).in_batches.delete_all', 'none'],
    // Housekeeping, a read, a test's own rows, a filter handed in whole, a bound on no date column.
    [
      'app/jobs/a.rb',
      '    Session.where("updated_at < ?", 30.days.ago).in_batches.delete_all',
      '    Session.where(status: "expired").in_batches.delete_all',
      'none',
    ],
    [JOB, AGED.replace('in_batches.delete_all', 'pluck(:id)'), CLOSED.replace('in_batches.delete_all', 'pluck(:id)'), 'none'],
    ['spec/support/cleanup.rb', AGED, CLOSED, 'none'],
    [JOB, AGED, '    ValetTicket.where(conditions).in_batches.delete_all', 'none'],
    [JOB, '    ValetTicket.where("priority < ?", 2).in_batches.delete_all', CLOSED, 'none'],
  ])('%s: %j → %j is %s', (file, old, now, id) => expect(edited(file, old, now)).toBe(id));
});

describe('the cutoff a swap takes out and what it puts in, in each ORM and in SQL (engine/keyDropped conditionDropped)', () => {
  const swaps = (file: string, old: string, now: string) =>
    conditionDropped(file, [{ old, new: now }]).flatMap(({ dropped, swapped }) => (swapped ? [`${dropped} → ${swapped}`] : []));
  test.each([
    [JOB, AGED, CLOSED, ['closed_at → status']],
    [
      JOB,
      '    ValetTicket.where(closed_at: ..7.years.ago).destroy_all',
      '    ValetTicket.where(status: :closed).destroy_all',
      ['closed_at → status'],
    ],
    [
      'tickets/tasks.py',
      '    Ticket.objects.filter(closed_at__lt=cutoff).delete()',
      '    Ticket.objects.filter(status="closed").delete()',
      ['closed_at → status'],
    ],
    [
      'tickets/tasks.py',
      '    Ticket.objects.filter(created__date__lt=cutoff).delete()',
      '    Ticket.objects.filter(state="done").delete()',
      ['created → state'],
    ],
    [
      'src/purge.js',
      `  await db.query("DELETE FROM tickets WHERE closed_at < now() - interval '7 years'");`,
      `  await db.query("DELETE FROM tickets WHERE status = 'closed'");`,
      ['closed_at → status'],
    ],
    [
      'src/purge.ts',
      '  await prisma.ticket.deleteMany({ where: { closedAt: { lt: cutoff } } });',
      "  await prisma.ticket.deleteMany({ where: { status: 'CLOSED' } });",
      ['closedAt → status'],
    ],
    // A soft delete, a filter joined by OR, a bound on no date column, a longer cutoff, a category kept beside the cutoff.
    [
      JOB,
      '    ValetTicket.where("closed_at < ?", 7.years.ago).update_all(purged: true)',
      '    ValetTicket.where(status: "closed").update_all(purged: true)',
      [],
    ],
    [
      'src/purge.js',
      `  await db.query("DELETE FROM tickets WHERE closed_at < now() - interval '7 years' OR status = 'void'");`,
      `  await db.query("DELETE FROM tickets WHERE status = 'closed'");`,
      [],
    ],
    [JOB, '    ValetTicket.where("priority < ?", 2).delete_all', '    ValetTicket.where(status: "closed").delete_all', []],
    [
      'tickets/tasks.py',
      '    Ticket.objects.filter(closed_at__lt=cutoff).delete()',
      '    Ticket.objects.filter(closed_at__lt=older).delete()',
      [],
    ],
    [
      'src/purge.js',
      `  await db.query("DELETE FROM tickets WHERE closed_at < now() - interval '7 years'");`,
      `  await db.query("DELETE FROM tickets WHERE status = 'closed' AND closed_at < now() - interval '7 years'");`,
      [],
    ],
  ])('%s: %j → %j swaps %j', (file, old, now, found) => expect(swaps(file, old, now)).toEqual(found));
});
