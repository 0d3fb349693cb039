import { describe, expect, test } from 'vitest';
import { editedIds, writeSpeaks } from '../../support/destructiveIds.js';

// Round 89 (saunas and bathhouses, kart tracks): rows deleted by the ids a cutoff query collected, and an edit that
// replaces an age rotation of backups with a delete of all of them. One line per case: speaks, or a near-miss that
// stays silent.

const HEAD =
  'from datetime import datetime, timedelta\nfrom models import Member, Visit, PunchCard, Session\ns = Session()\n' +
  'cutoff = datetime.utcnow() - timedelta(days=365)\n';
const STALE =
  'stale = s.query(Member.id).outerjoin(Visit, Visit.member_id == Member.id).group_by(Member.id)' +
  '.having((Visit.checked_in_at == None) | (Visit.checked_in_at.max() < cutoff))\n';

describe('rows deleted by ids a cutoff query collected (SQLAlchemy, Django)', () => {
  test.each([
    [
      HEAD +
        STALE +
        'ids = [row.id for row in stale]\ns.query(PunchCard).filter(PunchCard.member_id.in_(ids)).delete(synchronize_session=False)\n' +
        's.query(Member).filter(Member.id.in_(ids)).delete(synchronize_session=False)\ns.commit()\n',
      true,
    ],
    // The chain split over lines as a formatter leaves it, and the ids taken by `.all()`.
    [
      HEAD +
        'stale = (\n    s.query(Member.id)\n    .outerjoin(Visit)\n    .group_by(Member.id)\n    .having(func.max(Visit.checked_in_at) < cutoff)\n)\n' +
        'ids = [r.id for r in stale.all()]\ns.query(Member).filter(Member.id.in_(ids)).delete(synchronize_session=False)\n',
      true,
    ],
    // Collected in one line, deleted by 2.0's `delete(M).where(…in_(ids))`.
    [
      `${HEAD}ids = s.scalars(select(Kart.id).where(Kart.last_serviced < cutoff)).all()\ns.execute(delete(Kart).where(Kart.id.in_(ids)))\n`,
      true,
    ],
    [
      `${HEAD}ids = [k.id for k in s.query(Kart).filter(Kart.retired_on <= cutoff)]\ns.query(LapTime).filter(LapTime.kart_id.in_(ids)).delete()\n`,
      true,
    ],
    // Django's `filter(id__in=ids).delete()` over ids a cutoff query collected.
    [`${HEAD + STALE}ids = [row.id for row in stale]\nMember.objects.filter(id__in=ids).delete()\n`, true],
    // Near-misses: ids from the request, from a query by key, a SELECT only, and a test file.
    [`${HEAD}ids = request.json["ids"]\ns.query(Member).filter(Member.id.in_(ids)).delete(synchronize_session=False)\n`, false],
    [
      `${HEAD}ids = [m.id for m in s.query(Member).filter(Member.id == member_id)]\ns.query(PunchCard).filter(PunchCard.member_id.in_(ids)).delete()\n`,
      false,
    ],
    [`${HEAD + STALE}ids = [row.id for row in stale]\nrows = s.query(Member).filter(Member.id.in_(ids)).all()\nprint(len(rows))\n`, false],
  ])('%#: %s', (content, speaks) => expect(writeSpeaks('scripts/purge_inactive_members.py', content)).toBe(speaks));

  test('in a test file it stays silent', () =>
    expect(
      writeSpeaks(
        'tests/test_purge.py',
        `${HEAD + STALE}ids = [row.id for row in stale]\ns.query(Member).filter(Member.id.in_(ids)).delete(synchronize_session=False)\n`,
      ),
    ).toBe(false));
});

const FIND = `find "$BACKUP_DIR" -name '*.dump' -mtime +90 -delete\npg_dump -Fc studio > "$BACKUP_DIR/studio-$(date +%F).dump"`;
const DUMP = '\npg_dump -Fc studio > "$BACKUP_DIR/studio-$(date +%F).dump"';

describe('an age rotation of backups replaced with a delete of all of them (Edit)', () => {
  test.each([
    [FIND, `rm -f "$BACKUP_DIR"/*.dump${DUMP}`, true],
    [FIND, `rm -rf "$BACKUP_DIR"/*${DUMP}`, true],
    [FIND, `rm -f \${BACKUP_DIR}/*.dump${DUMP}`, true],
    [FIND, `find "$BACKUP_DIR" -name '*.dump' -delete${DUMP}`, true],
    [`find /var/backups/kart -name '*.sql.gz' -mtime +30 -delete`, `rm -f /var/backups/kart/*`, true],
    // Near-misses: a shorter age that keeps some (round 77's retention-cut judges it), temp or partial files, another
    // (scratch) folder, the rotation kept.
    [FIND, `find "$BACKUP_DIR" -name '*.dump' -mtime +30 -delete${DUMP}`, false],
    [FIND, `find "$BACKUP_DIR" -name '*.dump' -mtime +90 -delete\nrm -f "$BACKUP_DIR"/*.partial${DUMP}`, false],
    [FIND, `rm -f "$BACKUP_DIR"/*.tmp${DUMP}`, false],
    [FIND, `rm -f "$WORK_DIR"/*.dump${DUMP}`, false],
    [FIND, `find "$BACKUP_DIR" -name '*.dump' -mtime +90 -delete\nrm -f "$BACKUP_DIR"/*.dump.tmp${DUMP}`, false],
  ])('%#: %s → %s', (old, now, speaks) =>
    // A `find … -delete` left in the new text speaks on its own (filesystem/find-delete): this class is the edit's rule.
    expect(editedIds('scripts/nightly_backup.sh', old, now).includes('destructive/edits/soft-to-hard-delete')).toBe(speaks),
  );
});
