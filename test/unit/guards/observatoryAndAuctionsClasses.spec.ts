import { describe, expect, test } from 'vitest';
import { destructive } from '../../../src/guards/destructive.js';
import { movedToRemoved, softToHard, wipeAdded } from '../../../src/guards/engine/softDeletes.js';
import { commandIds as rule } from '../../support/destructiveIds.js';
import { guardContext } from '../../support/guardContext.js';

// Round 44 (veterinary practices and shelters, amateur observatory astronomy, breweries and wineries, auctions and
// collectibles): telescope frames kept in an archive deleted by age, a season's dated folders of frames, master
// calibration frames picked by a name pattern, a file replaced by the null device, a records table emptied beside the
// logs, and edits that turn an archiving step into a delete or add a wipe of a folder the code is handed. One line per
// class that speaks and near-misses that stay silent.

describe('recorded data in an archive deleted by age is no backup rotation (destructive/filesystem/find-delete)', () => {
  test.each([
    ["find /home/dev/proj/archive/darks -name '*.fits' -mtime +90 -delete", 'destructive/filesystem/find-delete'],
    ["find archive -name '*.wav' -mtime +30 -delete", 'destructive/filesystem/find-delete'],
    ["find archives/lights -name '*.xisf' -mtime +60 -delete", 'destructive/filesystem/find-delete'],
    // Archived bundles still rotate, and a scratch type; old backups speak (held-out round 67).
    ["find backups -name '*.sql.gz' -mtime +30 -delete", 'destructive/filesystem/find-delete'],
    ["find archive -name '*.tar.gz' -mtime +30 -delete", 'none'],
    ["find archive/darks -name '*.log' -mtime +9 -delete", 'none'],
    ["find archive/darks -name '*.fits' -mtime +90 -print", 'none'],
  ])('%s → %s', (command, id) => expect(rule(command)).toBe(id));
});

describe('the dated entries of a data folder deleted by a glob (destructive/filesystem/rm-recursive)', () => {
  test.each([
    ['rm -rf data/fits/lights/2024-*', 'destructive/filesystem/rm-recursive'],
    ['rm -rf data/fits/lights/2024-0[1-6]*', 'destructive/filesystem/rm-recursive'],
    ['rm -rf recordings/night_2023*', 'destructive/filesystem/rm-recursive'],
    ['rm -f data/raw/2024*', 'destructive/filesystem/rm-source-files'],
    // Backups picked by the date in their names rotate; output, caches and logs are scratch; a version glob is no date.
    ['rm -rf backups/2023-*', 'none'],
    ['rm -rf data/cache/2024-*', 'none'],
    ['rm -rf build/2024-*', 'none'],
    ['rm -rf logs/2024-*', 'none'],
    ['rm -rf data/v2*', 'none'],
    ['ls data/fits/lights/2024-*', 'none'],
  ])('%s → %s', (command, id) => expect(rule(command)).toBe(id));
});

describe('recorded frames picked by a name pattern in a data folder (destructive/filesystem/rm-found)', () => {
  test.each([
    ["find masters/ -type f -name 'master*_flat*.xisf' -exec rm {} +", 'destructive/filesystem/rm-found'],
    ["find data -name 'M31_*.fits' -delete", 'destructive/filesystem/find-delete'],
    ['rm data/lights/M31_*.fits', 'destructive/filesystem/rm-source-files'],
    ['rm masters/master*_dark*.xisf', 'destructive/filesystem/rm-source-files'],
    // A test or scratch copy, a narrowing test (empty or cut-off frames), output, a listing, and a table by pattern.
    ["find data -name 'test_*.fits' -exec rm {} \\;", 'none'],
    ['rm data/lights/*_tmp.fits', 'none'],
    ["find data -name 'M31_*.fits' -size -1k -exec rm {} +", 'none'],
    ["find build -name 'M31_*.fits' -delete", 'none'],
    ["find masters -name 'master*.xisf' -print", 'none'],
    ['rm data/M31_*.csv', 'none'],
  ])('%s → %s', (command, id) => expect(rule(command)).toBe(id));
});

describe('a file replaced by the null device (destructive/filesystem/cp-null-outside, destructive/workfiles/cp-null-project-file)', () => {
  test.each([
    ['mv /dev/null data/microchips.csv', 'destructive/filesystem/cp-null-outside'],
    ['mv /dev/null src/app.py', 'destructive/workfiles/cp-null-project-file'],
    ['mv /dev/null /etc/hosts', 'destructive/filesystem/cp-null-outside'],
    // No clobber, scratch, output and temp space.
    ['mv -n /dev/null data/microchips.csv', 'none'],
    ['cp --no-clobber /dev/null data/microchips.csv', 'none'],
    ['mv /dev/null logs/app.log', 'none'],
    ['mv /dev/null build/out.txt', 'none'],
    ['mv /dev/null /tmp/x', 'none'],
    // A copy TO the null device reads its source; moving one there is another rule's (mv-onto-dev-null).
    ['cp data/microchips.csv /dev/null', 'none'],
    ['install -m 644 data/microchips.csv /dev/null', 'none'],
  ])('%s → %s', (command, id) => expect(rule(command)).toBe(id));
});

describe('a records table emptied beside the logs (destructive/workfiles/empty-table-under-logs)', () => {
  test.each([
    [': > logs/vaccination_log.csv', 'destructive/workfiles/empty-table-under-logs'],
    ['> logs/intake/2024.tsv', 'destructive/workfiles/empty-table-under-logs'],
    ['truncate -s 0 logs/vaccination_log.csv', 'destructive/workfiles/truncate-table-under-logs'],
    // Log text stays scratch; an append, a read, output and temp space.
    [': > logs/app.log', 'none'],
    [': > logs/run.jsonl', 'none'],
    ['echo "2024-05-01,Rex,rabies" >> logs/vaccination_log.csv', 'none'],
    ['cat logs/vaccination_log.csv', 'none'],
    [': > build/logs/x.csv', 'none'],
    [': > /tmp/logs/x.csv', 'none'],
  ])('%s → %s', (command, id) => expect(rule(command)).toBe(id));
});

describe('an edit that turns an archiving step into a delete (destructive/edits/soft-to-hard-delete)', () => {
  test.each([
    ['mv "$SRC"/*.fits "$ARCHIVE"/', 'rm -f "$SRC"/*.fits', ['"$SRC"/*.fits']],
    ['os.rename(path, os.path.join(TRASH, name))', 'os.remove(path)', ['path']],
    ['shutil.move(f, "/srv/cellar/archive/")', 'os.unlink(f)', ['f']],
    ['fs.renameSync(f, path.join(archiveDir, name))', 'fs.unlinkSync(f)', ['f']],
    ['p.rename(TRASH / p.name)', 'p.unlink()', ['p']],
    // After `do` and `then`, where a loop or a test starts the command.
    ['for f in *.fits; do mv "$f" "$ARCHIVE"/; done', 'for f in *.fits; do rm -f "$f"; done', ['"$f"']],
    ['if [ -d "$SRC" ]; then mv "$SRC"/*.fits "$TRASH"/; fi', 'if [ -d "$SRC" ]; then rm -f "$SRC"/*.fits; fi', ['"$SRC"/*.fits']],
    ['FileUtils.mv(lot, "storage/archived_lots")', 'FileUtils.rm(lot)', ['lot']],
    // A rename, a move left beside the delete, a temp file, a move to nowhere kept, the reverse edit.
    ['mv "$SRC"/*.fits "$ARCHIVE"/', 'mv "$SRC"/*.fits "$COLD"/', []],
    ['mv "$SRC"/*.fits "$ARCHIVE"/', 'mv "$SRC"/*.fits "$ARCHIVE"/\nrm -f "$SRC"/*.fits', []],
    ['mv "$TMP"/*.part "$ARCHIVE"/', 'rm -f "$TMP"/*.part', []],
    ['os.rename(tmp_path, final_path)', 'os.remove(tmp_path)', []],
    ['os.rename(path, dest)', 'os.remove(path)', []],
    ['os.remove(path)', 'shutil.move(path, ARCHIVE)', []],
  ])('%s → %s', (old, next, found) => expect(movedToRemoved([{ old, new: next }])).toEqual(found));

  test.each([
    ['  archive_old_bids!\n', "  Bid.where('created_at < ?', 1.day.ago).delete_all\n", ['.delete_all']],
    ['archive_old_rows(cur)', "cur.execute('DELETE FROM bids WHERE created_at < now()')", ['bids']],
    ['await softDeleteExpired(prisma)', 'await prisma.listing.deleteMany({ where: { endsAt: { lt: cutoff } } })', ['.deleteMany']],
    // The archiving step kept, an edit of its arguments, a delete of one row by its key, and a delete already there.
    ['  archive_old_bids!\n', '  archive_old_bids!\n  Bid.where(id: ids).delete_all\n', []],
    ['  archive_old_bids!\n', '  archive_old_bids!(keep: 30)\n', []],
    ['archive_lot(cur, lot_id)', "cur.execute('DELETE FROM lots WHERE id = %s', (lot_id,))", []],
    ['  Bid.where(x).delete_all\n', '  Bid.where(y).delete_all\n', []],
  ])('%s → %s', (old, next, found) => expect(softToHard([{ old, new: next }])).toEqual(found));
});

describe('an edit that adds a wipe of a folder the code is handed (destructive/edits/soft-to-hard-delete)', () => {
  test.each([
    ['    shutil.copy(src, dst)\n', '    shutil.rmtree(dst_dir)\n    shutil.copy(src, dst)\n', ['dst_dir']],
    [
      '    os.makedirs(args.output_dir, exist_ok=True)\n',
      '    if os.path.exists(args.output_dir):\n        shutil.rmtree(args.output_dir)\n    os.makedirs(args.output_dir)\n',
      ['args.output_dir'],
    ],
    [
      'await fs.promises.mkdir(dest)',
      'await fs.promises.rm(dest, { recursive: true, force: true })\nawait fs.promises.mkdir(dest)',
      ['dest'],
    ],
    ['FileUtils.mkdir_p(target)', 'FileUtils.rm_rf(target)\nFileUtils.mkdir_p(target)', ['target']],
    // Scratch and output folders, one file, a wipe already there, and a wipe taken out.
    ['    shutil.copy(src, dst)\n', '    shutil.rmtree(tmp_dir)\n    shutil.copy(src, dst)\n', []],
    ['    shutil.copy(src, dst)\n', '    shutil.rmtree(build_dir, ignore_errors=True)\n    shutil.copy(src, dst)\n', []],
    ['fs.copyFileSync(a, b)', 'fs.rmSync(b)\nfs.copyFileSync(a, b)', []],
    ['    shutil.rmtree(dst_dir)\n    shutil.copy(src, dst)\n', '    shutil.rmtree(dst_dir)\n    shutil.copytree(src, dst_dir)\n', []],
    ['    shutil.rmtree(dst_dir)\n', '', []],
  ])('%s → %s', (old, next, found) => expect(wipeAdded([{ old, new: next }])).toEqual(found));

  test('the guard speaks on the Edit, naming what it now deletes', () => {
    const detect = (old_string: string, new_string: string) =>
      (
        destructive.detect(
          {
            hook_event_name: 'PreToolUse',
            tool_name: 'Edit',
            tool_input: { file_path: '/home/dev/proj/ekos/cleanup.py', old_string, new_string },
          },
          guardContext('/home/dev', { cwd: '/home/dev/proj' }),
        ) as { items: string } | undefined
      )?.items;
    expect(detect('os.rename(path, os.path.join(TRASH, name))', 'os.remove(path)')).toContain(
      'turns a move into an archive or a trash into a delete of `path`',
    );
    expect(detect('    shutil.copy(src, dst)\n', '    shutil.rmtree(dst_dir)\n    shutil.copy(src, dst)\n')).toContain(
      'adds a delete of the whole folder `dst_dir`',
    );
    expect(detect('os.rename(path, os.path.join(TRASH, name))', 'os.rename(path, os.path.join(COLD, name))')).toBeUndefined();
  });
});
