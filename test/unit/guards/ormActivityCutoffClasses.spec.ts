import { describe, expect, test } from 'vitest';
import { writtenIds as written } from '../../support/destructiveIds.js';

// Round 111: an ORM's delete of every record with no activity since a cutoff the code computes (Django's exclude of the ids
// a recent queryset names, `~Exists`, a relation's date; Active Record's `where.not(id: …)`; SQLAlchemy's `~exists()`), read
// as the SQL it runs. One line per case that speaks and per near-miss that stays silent.

const PURGE = `"""Remove customers who have not had a milk delivery in six months."""
import datetime as dt

from django.db import transaction

from rounds.models import Customer, Delivery


def run():
    cutoff = dt.date.today() - dt.timedelta(days=182)
    lapsed = Customer.objects.exclude(
        id__in=Delivery.objects.filter(delivered_on__gte=cutoff).values("customer_id")
    )
    with transaction.atomic():
        n, _ = lapsed.delete()
    print(f"purged {n} rows")
`;
const py = (body: string): string =>
  `import datetime as dt\nfrom rounds.models import Customer, Delivery\n\ncutoff = dt.date.today() - dt.timedelta(days=182)\n${body}\n`;
const rb = (body: string): string => `cutoff = 6.months.ago\n${body}\n`;
const SUBQUERY = 'destructive/sql/delete-by-subquery';

describe('records with no activity since a cutoff, deleted through an ORM (destructive/sql/delete-by-subquery)', () => {
  test.each([
    ['scripts/purge_lapsed_customers.py', PURGE, SUBQUERY],
    [
      'scripts/p.py',
      py(`Customer.objects.exclude(id__in=Delivery.objects.filter(delivered_on__gte=cutoff).values("customer_id")).delete()`),
      SUBQUERY,
    ],
    [
      'jobs/prune.py',
      py(
        `stale = Member.objects.all().exclude(pk__in=Visit.objects.filter(gym=g, visited_at__gt=cutoff).values_list("member_id", flat=True))\nstale.delete()`,
      ),
      SUBQUERY,
    ],
    [
      'scripts/p.py',
      py(`Customer.objects.filter(~Exists(Delivery.objects.filter(customer=OuterRef("pk"), delivered_on__gte=cutoff))).delete()`),
      SUBQUERY,
    ],
    ['scripts/p.py', py(`Customer.objects.exclude(delivery__delivered_on__gte=cutoff).delete()`), SUBQUERY],
    ['scripts/p.py', py(`qs = Member.objects.exclude(visit__visited_at__gte=cutoff)\nqs.delete()`), SUBQUERY],
    [
      'lib/tasks/purge.rb',
      rb(`Customer.where.not(id: Delivery.where("delivered_on >= ?", cutoff).select(:customer_id)).destroy_all`),
      SUBQUERY,
    ],
    [
      'scripts/p.py',
      py(`session.execute(delete(Customer).where(~exists().where(Delivery.customer_id == Customer.id, Delivery.delivered_on >= cutoff)))`),
      `destructive/sql/delete-by-range ${SUBQUERY}`,
    ],
    // The same queryset counted, listed or exported; housekeeping models; a literal list of ids; a cutoff the file does not
    // compute; a test file.
    [
      'scripts/p.py',
      py(`n = Customer.objects.exclude(id__in=Delivery.objects.filter(delivered_on__gte=cutoff).values("customer_id")).count()`),
      'none',
    ],
    [
      'scripts/p.py',
      py(
        `lapsed = Customer.objects.exclude(id__in=Delivery.objects.filter(delivered_on__gte=cutoff).values("customer_id"))\n` +
          'for c in lapsed:\n    writer.writerow([c.id, c.email])',
      ),
      'none',
    ],
    [
      'scripts/p.py',
      py(`Session.objects.exclude(id__in=Activity.objects.filter(seen_at__gte=cutoff).values("session_id")).delete()`),
      'none',
    ],
    ['scripts/p.py', py(`CartItem.objects.exclude(cart__updated_at__gte=cutoff).delete()`), 'none'],
    ['lib/tasks/purge.rb', rb(`Session.where.not(id: Request.where("seen_at >= ?", cutoff).select(:session_id)).delete_all`), 'none'],
    [
      'scripts/p.py',
      py(`session.execute(delete(Session).where(~exists().where(Request.session_id == Session.id, Request.seen_at >= cutoff)))`),
      'none',
    ],
    ['scripts/p.py', py(`Customer.objects.exclude(id__in=[1, 2, 3]).delete()`), 'none'],
    [
      'scripts/p.py',
      `def purge(since):\n    Customer.objects.exclude(id__in=Delivery.objects.filter(delivered_on__gte=since).values("customer_id")).delete()\n`,
      'none',
    ],
    ['tests/test_purge.py', PURGE, 'none'],
    // The recent rows themselves, deleted by a range, stay as they were.
    ['scripts/p.py', py(`Delivery.objects.filter(delivered_on__gte=cutoff).delete()`), 'destructive/sql/delete-by-range'],
  ])('%s: %s → %s', (path, content, id) => expect(written(path, content)).toBe(id));
});
