import { describe, expect, test } from 'vitest';
import { commandIds as rule, writtenIds, editedIds as edited } from '../../support/destructiveIds.js';

// Round 69 (distilleries and cideries, demolition and salvage, dialysis clinics, wildlife rehabilitation): an edit that takes
// the row key out of a bulk delete's filter and leaves only its parent's, and written code that deletes a records folder's
// files of one type in each of its subfolders. One line per class that speaks and near-misses that stay silent.

const KEY_DROPPED = 'destructive/edits/soft-to-hard-delete';

describe('an edit that takes the row key out of a bulk delete, leaving its parent filter (destructive/edits/soft-to-hard-delete)', () => {
  test.each([
    [
      'app/jobs/a.rb',
      '  Cask.where(id: cask_ids, warehouse_id: warehouse.id).delete_all',
      '  Cask.where(warehouse_id: warehouse.id).delete_all',
      KEY_DROPPED,
    ],
    [
      'app/jobs/a.rb',
      '  Cask.where(id: cask_ids, warehouse_id: warehouse.id).destroy_all',
      '  Cask.where(warehouse_id: warehouse.id).destroy_all',
      KEY_DROPPED,
    ],
    [
      'clinic/views.py',
      '    Treatment.objects.filter(pk__in=ids, chair=chair).delete()',
      '    Treatment.objects.filter(chair=chair).delete()',
      KEY_DROPPED,
    ],
    [
      'rehab/db.py',
      '    s.query(Intake).filter(Intake.id.in_(ids), Intake.site_id == sid).delete()',
      '    s.query(Intake).filter(Intake.site_id == sid).delete()',
      KEY_DROPPED,
    ],
    [
      'src/db.js',
      '  await db.query("DELETE FROM bottlings WHERE id = $1 AND batch_id = $2", [id, b]);',
      '  await db.query("DELETE FROM bottlings WHERE batch_id = $1", [b]);',
      KEY_DROPPED,
    ],
    [
      'app/Jobs/Lots.php',
      "    Lot::whereIn('id', $ids)->where('yard_id', $yard->id)->delete();",
      "    Lot::where('yard_id', $yard->id)->delete();",
      KEY_DROPPED,
    ],
    // Narrowing (a key added), a value renamed, the parent filter dropped with the key kept, a test's own rows.
    [
      'app/jobs/a.rb',
      '  Cask.where(warehouse_id: warehouse.id).delete_all',
      '  Cask.where(id: cask_ids, warehouse_id: warehouse.id).delete_all',
      'none',
    ],
    [
      'app/jobs/a.rb',
      '  Cask.where(id: cask_ids, warehouse_id: warehouse.id).delete_all',
      '  Cask.where(id: ids, warehouse_id: warehouse.id).delete_all',
      'none',
    ],
    ['app/jobs/a.rb', '  Cask.where(id: cask_ids, warehouse_id: warehouse.id).delete_all', '  Cask.where(id: cask_ids).delete_all', 'none'],
    // A session table is made again at sign-in.
    [
      'clinic/views.py',
      '    Session.objects.filter(pk__in=ids, chair=chair).delete()',
      '    Session.objects.filter(chair=chair).delete()',
      'none',
    ],
    ['app/jobs/a.rb', '  Cask.where(id: ids, yard_id: y).delete_all', "  Cask.where(yard_id: y, kind: 'test').delete_all", 'none'],
    [
      'spec/support/cleanup.rb',
      '  Cask.where(id: ids, warehouse_id: w.id).delete_all',
      '  Cask.where(warehouse_id: w.id).delete_all',
      'none',
    ],
    // A parent key kept and the row's own dropped is still keyed by the parent's own row (`CaskLine`'s `cask_id` names its parent).
    ['app/jobs/a.rb', '  CaskLine.where(id: ids, cask_id: cask.id).delete_all', '  CaskLine.where(id: ids).delete_all', 'none'],
    [
      'clinic/views.py',
      '    Treatment.objects.filter(pk=tid).delete()',
      '    treatment = get_object_or_404(Treatment, pk=tid)\n    treatment.delete()',
      'none',
    ],
  ])('%s: %j → %j is %s', (file, old, now, id) => expect(edited(file, old, now)).toBe(id));
});

describe("a records folder's files of one type in each subfolder, deleted by code or rm (destructive/filesystem/rm-source-files)", () => {
  const purge = (folder: string, type: string) =>
    'import time\nfrom pathlib import Path\n\n' +
    `ROOT = Path(__file__).resolve().parent.parent / "${folder.split('/')[0]}" / "${folder.split('/')[1]}"\n\n` +
    `for f in ROOT.glob("*/*.${type}"):\n    if f.stat().st_mtime < time.time() - 365 * 86400:\n        f.unlink()\n`;
  test.each([
    ['records/intake_forms', 'json', 'destructive/filesystem/rm-source-files'],
    ['data/patients', 'pdf', 'destructive/filesystem/rm-source-files'],
    // Logs, caches and build output by age are rotation: what the folder holds comes again.
    ['logs/worker', 'log', 'none'],
    ['var/cache', 'json', 'none'],
    ['build/reports', 'html', 'none'],
  ])('%s/*/*.%s → %s', (folder, type, id) => expect(writtenIds('scripts/purge_old.py', purge(folder, type))).toBe(id));

  test.each([
    ['rm records/intake_forms/*/*.json', 'destructive/filesystem/rm-source-files'],
    ['rm logs/*/*.log', 'none'],
    ['rm tmp/*/*.json', 'none'],
  ])('%s → %s', (command, id) => expect(rule(command)).toBe(id));
});
