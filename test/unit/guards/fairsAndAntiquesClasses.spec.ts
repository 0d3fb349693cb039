import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, test } from 'vitest';
import { findDestructive } from '../../../src/guards/destructive.js';
import { commandIds as rule, editedIds as edited } from '../../support/destructiveIds.js';
import { guardContext } from '../../support/guardContext.js';

// Round 78 (county fairs and rodeos, roller rinks, antique, stamp and coin dealers, carpet and flooring installers): an edit
// that adds the delete of one group's records (a season's entries, a booth's photos folder), and the live folder archived
// under a closed period's name over that period's archive. One line per class that speaks and near-misses that stay silent.

const EDITS = 'destructive/edits/soft-to-hard-delete';
const PY = 'def reset_season(season):\n    season.status = "archived"\n    season.save()\n';
const RB = 'def reset(season)\n  season.update(status: "archived")\nend\n';
const added = (line: string) => `${PY}    ${line}\n`;

describe("an edit that adds a bulk delete of one parent's rows (destructive/edits/soft-to-hard-delete)", () => {
  test.each([
    ['fairapp/maintenance.py', PY, added('Entry.objects.filter(season=season).delete()'), EDITS],
    ['fairapp/maintenance.py', PY, added('Entry.objects.filter(season__year=year).delete()'), EDITS],
    ['rink/jobs.py', PY, added('Booking.objects.filter(rink=rink).delete()'), EDITS],
    ['app/models/season.rb', RB, RB.replace('end\n', '  Entry.where(season: season).destroy_all\nend\n'), EDITS],
    ['app/models/dealer.rb', RB, RB.replace('end\n', '  Lot.where(dealer: @dealer).delete_all\nend\n'), EDITS],
    ['fairapp/db.py', PY, added('db.session.query(Entry).filter(Entry.season_id == season.id).delete()'), EDITS],
    ['fairapp/db.py', PY, added('db.session.query(Entry).filter_by(season=season).delete()'), EDITS],
    // One row by its key, a list of keys, a cutoff, a throwaway table, a test's own rows, and a delete already there.
    ['fairapp/maintenance.py', PY, added('Entry.objects.filter(pk=pk).delete()'), 'none'],
    ['fairapp/maintenance.py', PY, added('Entry.objects.filter(id=entry_id).delete()'), 'none'],
    ['fairapp/maintenance.py', PY, added('Entry.objects.filter(entry_id=entry_id).delete()'), 'none'],
    ['fairapp/maintenance.py', PY, added('Entry.objects.filter(pk__in=ids).delete()'), 'none'],
    ['fairapp/maintenance.py', PY, added('Session.objects.filter(expire_date__lt=now).delete()'), 'none'],
    ['shop/views.py', PY, added('CartItem.objects.filter(cart=cart).delete()'), 'none'],
    ['tests/test_seasons.py', PY, added('Entry.objects.filter(season=season).delete()'), 'none'],
    [
      'fairapp/maintenance.py',
      added('Entry.objects.filter(season=season).delete()'),
      `${added('Entry.objects.filter(season=season).delete()')}    log.info("done")\n`,
      'none',
    ],
  ])('%s: %j → %j is %s', (file, old, now, id) => expect(edited(file, old, now)).toBe(id));
});

describe("an edit that adds a tree delete of one group's media folder (destructive/edits/soft-to-hard-delete)", () => {
  test.each([
    ['fairapp/maintenance.py', added('shutil.rmtree(settings.MEDIA_ROOT / "entries" / str(season.year), ignore_errors=True)'), EDITS],
    [
      'fairapp/maintenance.py',
      added(
        'shutil.rmtree(settings.MEDIA_ROOT / "entries" / str(season.year), ignore_errors=True)\n    Entry.objects.filter(season=season).delete()',
      ),
      EDITS,
    ],
    ['dealers/cleanup.py', added('shutil.rmtree(settings.UPLOAD_ROOT / "photos" / dealer.slug)'), EDITS],
    ['dealers/cleanup.py', added('shutil.rmtree(STORAGE_ROOT / "scans" / str(lot.id))'), EDITS],
    // A scratch or remade subfolder, and a test's own folder.
    ['fairapp/maintenance.py', added('shutil.rmtree(settings.MEDIA_ROOT / "tmp" / str(season.year))'), 'none'],
    ['fairapp/maintenance.py', added('shutil.rmtree(settings.MEDIA_ROOT / "cache")'), 'none'],
    ['fairapp/maintenance.py', added('shutil.rmtree(settings.MEDIA_ROOT / "thumbnails" / str(season.year))'), 'none'],
    ['tests/test_seasons.py', added('shutil.rmtree(settings.MEDIA_ROOT / "entries" / str(season.year))'), 'none'],
  ])('%s: → %j is %s', (file, now, id) => expect(edited(file, PY, now)).toBe(id));
});

const OVER = 'destructive/filesystem/tar-create-over-other-period';

describe("the live folder archived over a closed period's archive on disk (destructive/filesystem/tar-create-over-other-period)", () => {
  const home = mkdtempSync(join(tmpdir(), 'wm-archive-'));
  mkdirSync(join(home, 'proj', 'archives'), { recursive: true });
  mkdirSync(join(home, 'proj', 'backups'), { recursive: true });
  mkdirSync(join(home, 'proj', 'exports'), { recursive: true });
  for (const name of [
    'inventory-2023.tar.gz',
    'inventory-2023.tgz',
    'stamps-2024-Q3.tar.gz',
    'coins-2023-11.tar.gz',
    'inventory-2023.tar',
  ]) {
    writeFileSync(join(home, 'proj', 'archives', name), 'archive');
  }
  for (const name of ['ledger-2022.tar', 'db-2024-05-12.tar.gz']) writeFileSync(join(home, 'proj', 'backups', name), 'archive');
  writeFileSync(join(home, 'proj', 'exports', 'inventory-2023.tar.gz'), 'archive');
  afterAll(() => rmSync(home, { recursive: true, force: true }));
  const ids = (command: string) =>
    findDestructive(command, guardContext(home, { config: {} }))
      .map((hit) => hit.rule)
      .join(' ') || 'none';

  test.each([
    ['tar -czf archives/inventory-2023.tar.gz data/inventory/', OVER],
    ['tar czf archives/inventory-2023.tgz data/inventory', OVER],
    ['tar -cf backups/ledger-2022.tar ledger/', OVER],
    ['tar -czf archives/stamps-2024-Q3.tar.gz data/stamps/', OVER],
    ['tar --create --gzip --file=archives/coins-2023-11.tar.gz data/coins', OVER],
    // No archive there yet (its first making), a day's snapshot, a date the shell fills in, an append, a listing, the period's
    // own inputs, another folder than an archives one, and a zip (which updates the archive in place).
    ['tar -czf archives/inventory-2022.tar.gz data/inventory/', 'none'],
    ['tar -czf backups/db-2024-05-12.tar.gz data/', 'none'],
    ['tar -czf backups/db-$(date +%F).tar.gz data/', 'none'],
    ['tar -rf archives/inventory-2023.tar data/inventory/', 'none'],
    ['tar -tzf archives/inventory-2023.tar.gz', 'none'],
    ['tar -czf archives/inventory-2023.tar.gz data/inventory/2023/', 'none'],
    ['tar -czf exports/inventory-2023.tar.gz data/inventory/', 'none'],
    ['zip -r archives/inventory-2023.zip data/inventory/', 'none'],
  ])('%s → %s', (command, id) => expect(ids(command)).toBe(id));
});

describe("a closed period's archive the hook cannot see (held-out round 51's reading kept)", () => {
  // Where the folder is not on disk, the same call is as often the period's first archive: silent.
  test.each([
    ['tar -czf archives/inventory-2023.tar.gz data/inventory/', 'none'],
    ['tar -czf dist/app-1.2.0.tgz build/', 'none'],
    ['tar -czf /tmp/x.tgz .', 'none'],
  ])('%s → %s', (command, id) => expect(rule(command)).toBe(id));
});
