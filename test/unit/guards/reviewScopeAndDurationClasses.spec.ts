import { describe, expect, test } from 'vitest';
import { scopeSwappedOut } from '../../../src/guards/engine/keyDropped.js';
import { keptValue } from '../../../src/guards/engine/keptPeriods.js';
import { retentionCuts } from '../../../src/guards/engine/retentionCuts.js';
import { bindingsWidened } from '../../../src/guards/engine/unfilteredBindings.js';

// Review findings on the destructive edits' engines. One line per case: the edit, and whether it speaks.
// 1. A parent's key swapped for another column held to one handed value (`user_id = $1` → `email = $1`) still scopes the
//    delete to one parent; a time window or a literal in its place takes every parent's rows.
// 2. A binding widened to every row, where a line the edit leaves in the file filters it again, deletes no more.
// 3. A duration object is read whole, its keys summed (`{ years: 1, months: 6 }` is 18 months), and shown whole.

const GO = 'internal/store/subscriptions.go';
const SQL_KEY = '\t_, err := db.Exec(ctx, `DELETE FROM subscriptions WHERE user_id = $1`, uid)';
const sql = (where: string) => `\t_, err := db.Exec(ctx, \`DELETE FROM subscriptions WHERE ${where}\`, uid)`;
const PY = 'app/subscriptions/services.py';
const DJ_KEY = '    Subscription.objects.filter(user_id=uid).delete()';
const dj = (filter: string) => `    Subscription.objects.filter(${filter}).delete()`;

describe('a parent’s key swapped in a delete’s filter (review: scopeSwapped)', () => {
  test.each([
    [GO, SQL_KEY, sql('email = $1'), 'silent'],
    [GO, SQL_KEY, sql('username = $1'), 'silent'],
    [GO, SQL_KEY, sql('email = ?'), 'silent'],
    [GO, SQL_KEY, sql('email = %s'), 'silent'],
    [GO, SQL_KEY, sql('email = :email'), 'silent'],
    [GO, SQL_KEY, sql('email = @email'), 'silent'],
    [PY, DJ_KEY, dj('email=user.email'), 'silent'],
    [PY, DJ_KEY, dj('username=name'), 'silent'],
    [PY, DJ_KEY, dj('email__exact=request.user.email'), 'silent'],
    [
      'app/jobs/purge.rb',
      '    Subscription.where(user_id: uid).delete_all',
      '    Subscription.where(email: user.email).delete_all',
      'silent',
    ],
    [GO, SQL_KEY, sql('starts_at > now()'), 'speaks'],
    [GO, SQL_KEY, sql("status = 'open'"), 'speaks'],
    [GO, SQL_KEY, sql('active = true'), 'speaks'],
    [PY, DJ_KEY, dj('last_contact__lt=cutoff'), 'speaks'],
    [PY, DJ_KEY, dj('status="open"'), 'speaks'],
    [PY, DJ_KEY, dj('status=Status.OPEN'), 'speaks'],
    [PY, DJ_KEY, dj('active=True'), 'speaks'],
    ['app/jobs/purge.rb', '    Subscription.where(user_id: uid).delete_all', "    Subscription.where(status: 'open').delete_all", 'speaks'],
  ])('%s: %j → %j %s', (path, old, now, expected) =>
    expect(scopeSwappedOut(path, [{ old, new: now }]).length > 0 ? 'speaks' : 'silent').toBe(expected),
  );
});

const MEMBERS = 'members/jobs/prune_dormant.py';
const DORMANT = '    qs = Member.objects.filter(status="dormant")';
const ALL = '    qs = Member.objects.all()';
const onDisk = (rest: string) => () => `def prune(cutoff):\n${DORMANT}\n${rest}`;

describe('a binding widened where the file filters it again on the next line (review: bindingsWidened)', () => {
  test.each([
    ['    qs = qs.filter(last_contact__lt=cutoff)\n    qs.delete()\n', 'silent'],
    ['    qs = qs.exclude(vip=True)\n    qs.delete()\n', 'silent'],
    ['    qs.delete()\n', 'speaks'],
    ['    for m in qs:\n        m.delete()\n', 'speaks'],
  ])('disk after the binding: %j %s', (rest, expected) =>
    expect(bindingsWidened(MEMBERS, [{ old: DORMANT, new: ALL }], onDisk(rest)).length > 0 ? 'speaks' : 'silent').toBe(expected),
  );
  test('a re-filter the edit itself takes out does not count', () =>
    expect(
      bindingsWidened(
        MEMBERS,
        [{ old: `${DORMANT}\n    qs = qs.filter(last_contact__lt=cutoff)`, new: ALL }],
        onDisk('    qs = qs.filter(last_contact__lt=cutoff)\n    qs.delete()\n'),
      ).length,
    ).toBe(1));
});

const JOB = 'src/jobs/retention.ts';
const luxon = (object: string) =>
  `  const cutoff = DateTime.now().minus(${object});\n  await db.audit.deleteMany({ where: { at: { lt: cutoff } } });`;

describe('a duration object read whole in a delete’s cutoff (review: CODE_AGE)', () => {
  test.each([
    ['{ years: 1, months: 6 }', '{ months: 6 }', 'speaks'],
    ['{ years: 7 }', '{ months: 6 }', 'speaks'],
    ['{ years: 1, months: 6 }', '{ months: 8 }', 'speaks'],
    ['{ years: 2, months: 6 }', '{ years: 1 }', 'speaks'],
    ['{\n    years: 2,\n    months: 6,\n  }', '{ years: 1 }', 'speaks'],
    ['{ years: 1, months: 6 }', '{ years: 1 }', 'silent'],
    ['{ months: 6 }', '{ years: 1, months: 6 }', 'silent'],
    ['{ years: 1, months: 6 }', '{ months: 12 }', 'silent'],
  ])('minus(%s) → minus(%s) %s', (was, is, expected) =>
    expect(retentionCuts([{ old: luxon(was), new: luxon(is) }], JOB).length > 0 ? 'speaks' : 'silent').toBe(expected),
  );
  test('the message shows each object whole, braces balanced', () => {
    const [cut] = retentionCuts([{ old: luxon('{ years: 7 }'), new: luxon('{ months: 6 }') }], JOB);
    expect(cut?.from).toBe('minus({ years: 7 })');
    expect(cut?.to).toBe('minus({ months: 6 })');
  });
  test('a setting reads the same object as the same age', () =>
    expect(keptValue('{ years: 1, months: 6 }')?.amount).toBe(365 * 86400 + 6 * 30 * 86400));
});
