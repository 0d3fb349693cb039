import { describe, expect, test } from 'vitest';
import { writtenIds as written } from '../../support/destructiveIds.js';

// Round 113: a Write whose ORM delete by a cutoff is reached through a name bound once to the filtered rows (Django's
// `stale = Family.objects.filter(last_booking_at__lt=cutoff)` … `stale.delete()`, Rails' `scope = M.where("… < ?", cutoff)`
// … `scope.delete_all`, SQLAlchemy's `q = session.query(M).filter(M.x < cutoff)` … `q.delete()`, Laravel's `$q = M::where(
// …)` … `$q->delete()`) is judged as the one-line form is. One line per case that speaks and near-misses that stay silent.

const RANGE = 'destructive/sql/delete-by-range';
const PY = 'backend/scripts/purge_inactive_families.py';
const DJANGO = `"""Remove families who have not booked a nanny in over a year."""
from datetime import timedelta

from django.utils import timezone

from agency.models import Family


def run():
    cutoff = timezone.now() - timedelta(days=365)
    stale = Family.objects.filter(last_booking_at__lt=cutoff)
    count = stale.count()
    stale.delete()
    print(f"deleted {count} families")
`;
const django = (binding: string, use = '    stale.delete()'): string => `def run(cutoff):\n    stale = ${binding}\n${use}\n`;

describe('an ORM delete by a cutoff reached through a name bound to the rows (destructive/sql/delete-by-range)', () => {
  test.each([
    [PY, DJANGO, RANGE],
    // The inline form it is read as, another model and column, a filter laid out over lines, a tuple of counts taken.
    [PY, 'def run(cutoff):\n    Family.objects.filter(last_booking_at__lt=cutoff).delete()\n', RANGE],
    [PY, django('Invoice.objects.filter(created_at__lt=cutoff)'), RANGE],
    [PY, django('Family.objects.filter(\n        last_booking_at__lt=cutoff,\n    )'), RANGE],
    [PY, django('Family.objects.filter(last_booking_at__lte=cutoff)', '    deleted, _ = stale.delete()'), RANGE],
    // Rails, SQLAlchemy and Laravel bind their relation the same way.
    ['app/jobs/prune_families_job.rb', 'scope = Family.where("last_booking_at < ?", cutoff)\nscope.delete_all\n', RANGE],
    [
      'app/tasks/prune.py',
      'def run(session, cutoff):\n    q = session.query(Family).filter(Family.last_booking_at < cutoff)\n    q.delete()\n',
      RANGE,
    ],
    ['app/Console/Prune.php', "<?php\n$q = Family::where('last_booking_at', '<', $cutoff);\n$q->delete();\n", RANGE],
  ])('%s: %s → %s', (path, content, id) => expect(written(path, content)).toContain(id));
});

describe('near-misses of a bound range delete stay silent, as their inline forms do', () => {
  test.each([
    // A housekeeping model, the name only counted or listed, re-bound before the delete, bound to one row, a test file.
    [PY, DJANGO.replace(/Family/g, 'Session')],
    [PY, DJANGO.replace(/Family/g, 'Token').replace('last_booking_at', 'created_at')],
    [PY, DJANGO.replace('    stale.delete()', '    print(list(stale))')],
    [PY, DJANGO.replace('    stale.delete()', '    stale = Family.objects.filter(pk=family_id)\n    stale.delete()')],
    [PY, django('Family.objects.filter(last_booking_at__lt=cutoff).first()')],
    [PY, django('Family.objects.get(pk=family_id)')],
    ['backend/tests/test_purge_inactive_families.py', DJANGO],
    ['app/jobs/prune_families_job.rb', 'scope = Family.where("last_booking_at < ?", cutoff)\nputs scope.count\n'],
    ['app/jobs/prune_families_job.rb', 'family = Family.where("last_booking_at < ?", cutoff).first\nfamily.destroy\n'],
  ])('%s: %s → none', (path, content) => expect(written(path, content)).toBe('none'));
});
