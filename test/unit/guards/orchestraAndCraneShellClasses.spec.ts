import { describe, expect, test } from 'vitest';
import { commandIds as rule } from '../../support/destructiveIds.js';

// Round 71 (dairies and cheesemakers, orchestras and choirs, crane rental, vending routes): an ORM delete filtered through a
// relation by the related row's name, and every document of one type deleted from a folder of approvals, permits or
// certificates, by rm or by an interpreter one-liner. One line per class that speaks and near-misses that stay silent.

describe('an ORM delete through a relation picks every row of the related one (destructive/unlisted/any-cli)', () => {
  test.each([
    [
      `python manage.py shell -c "from herd.models import Milking; Milking.objects.filter(cow__name='Daisy').delete()"`,
      'destructive/unlisted/any-cli',
    ],
    [
      `python manage.py shell -c "from routes.models import Stop; Stop.objects.filter(route__title='Downtown Loop').delete()"`,
      'destructive/unlisted/any-cli',
    ],
    // The related row's key or slug picks its rows too (held-out round 144).
    [
      `python manage.py shell -c "from routes.models import Stop; Stop.objects.filter(route__pk=7).delete()"`,
      'destructive/unlisted/any-cli',
    ],
    [
      `python manage.py shell -c "from societies.models import Membership; Membership.objects.filter(society__slug='debating').delete()"`,
      'destructive/unlisted/any-cli',
    ],
    // A person's unique field, a test value, and a read stay silent.
    [`python manage.py shell -c "from crm.models import Profile; Profile.objects.filter(user__username='ana').delete()"`, 'none'],
    [`python manage.py shell -c "from crm.models import Profile; Profile.objects.filter(user__email='a@b.co').delete()"`, 'none'],
    [`python manage.py shell -c "from routes.models import Stop; Stop.objects.filter(route__name='test loop').delete()"`, 'none'],
    [`python manage.py shell -c "from routes.models import Stop; Stop.objects.filter(route__title='Downtown Loop').count()"`, 'none'],
  ])('%s → %s', (command, id) => expect(rule(command)).toBe(id));
});

describe('every document of a folder of approvals, permits or certificates (destructive/filesystem/rm-source-files)', () => {
  test.each([
    ['rm -f rigging/approved/*.pdf', 'destructive/filesystem/rm-source-files'],
    ['rm cheese/certs/organic/*.pdf', 'destructive/filesystem/rm-source-files'],
    ['rm -f health_permits/*.docx', 'destructive/filesystem/rm-source-files'],
    [`python3 -c "import glob, os; [os.remove(p) for p in glob.glob('permits/2025/*.pdf')]"`, 'destructive/filesystem/rm-source-files'],
    // Output, previews and thumbnails made from them, and the same folder under tmp/ stay silent.
    ['rm -f out/approved/*.pdf', 'none'],
    ['rm -f build/certs/*.pdf', 'none'],
    ['rm -f approved/thumbs/*.png', 'none'],
    [`python3 -c "import glob, os; [os.remove(p) for p in glob.glob('generated/permits/*.pdf')]"`, 'none'],
    ['rm -f tmp/certs/*.pdf', 'none'],
  ])('%s → %s', (command, id) => expect(rule(command)).toBe(id));
});
