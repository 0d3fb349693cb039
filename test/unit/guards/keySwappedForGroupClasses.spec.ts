import { describe, expect, test } from 'vitest';
import { editedIds } from '../../support/destructiveIds.js';

// Round 96: an Edit that swaps a delete's row key for the parent its rows hang off (`filter(id=visit_id)` →
// `filter(practice=practice)`) deletes every row of that group each time it runs. A key for another key, a list of keys,
// and a group of throwaway rows (sessions, cart items) stay silent. One line per class that speaks and near-misses.

const FILE = 'practice/management/commands/remove_visit.py';
const SPEAKS = 'destructive/edits/soft-to-hard-delete';

describe('a delete by row key turned into a delete by group', () => {
  test.each([
    [
      '        deleted, _ = PrenatalVisit.objects.filter(id=options["visit_id"]).delete()',
      '        deleted, _ = PrenatalVisit.objects.filter(practice=practice).delete()',
      SPEAKS,
    ],
    ['PrenatalVisit.objects.filter(id=visit_id).delete()', 'PrenatalVisit.objects.filter(practice_id=practice_id).delete()', SPEAKS],
    ['Booking.where(id: params[:id]).destroy_all', 'Booking.where(customer_id: params[:customer_id]).destroy_all', SPEAKS],
    // Another key, a list of keys, throwaway rows.
    ['Visit.objects.filter(pk=visit_id).delete()', 'Visit.objects.filter(pk__in=visit_ids).delete()', 'none'],
    ['Visit.objects.filter(pk=visit_id).delete()', 'Visit.objects.filter(uuid=visit_uuid).delete()', 'none'],
    ['Session.objects.filter(id=sid).delete()', 'Session.objects.filter(user=user).delete()', 'none'],
    ['CartItem.objects.filter(id=item_id).delete()', 'CartItem.objects.filter(cart=cart).delete()', 'none'],
  ])('%s → %s', (old, now, expected) => expect(editedIds(FILE, old, now)).toBe(expected));
});

// The housekeeping names are read once for both checks: a log table by its name's end (`RequestLog`, `audit_logs`), so a
// catalogue or a blog whose name holds `log` inside a word is records.
describe('a group delete added, read with the same housekeeping names', () => {
  test.each([
    ['', 'CatalogEntry.objects.filter(season=season).delete()', SPEAKS],
    ['', 'BlogPost.objects.filter(author=author).delete()', SPEAKS],
    ['', 'RequestLog.objects.filter(user=user).delete()', 'none'],
    ['', 'PrintJob.objects.filter(printer=printer).delete()', 'none'],
  ])('%s → %s', (old, now, expected) => expect(editedIds(FILE, old, now)).toBe(expected));
});
