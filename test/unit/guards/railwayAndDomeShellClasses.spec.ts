import { describe, expect, test } from 'vitest';
import { destructive } from '../../../src/guards/destructive.js';
import { movedToRemoved } from '../../../src/guards/engine/softDeletes.js';
import { commandIds as rule } from '../../support/destructiveIds.js';
import { guardContext } from '../../support/guardContext.js';

// Round 76 (railway operations, planetarium domes and other shell work): a mirror with a delete onto another machine,
// an edit that turns a script's archiving into a delete of the archive, and an interpreter one-liner that writes an empty
// document over a record file. One line per class that speaks and near-misses that stay silent.

describe('a mirror that deletes on another machine (destructive/filesystem/rsync-delete, hosting/lftp-mirror-delete)', () => {
  test.each([
    ['rsync -av --delete media/shows/ domeops@dome-server:/srv/digistar/shows/', 'destructive/filesystem/rsync-delete'],
    ['rsync -av --delete -e ssh media/shows/ dome-server:/srv/digistar/shows/', 'destructive/filesystem/rsync-delete'],
    ['rsync -a --delete-after timetables/ rsync://depot-nas/timetables/', 'destructive/filesystem/rsync-delete'],
    ['rsync -a --del media/shows/ domeops@dome-server:/srv/shows/', 'destructive/filesystem/rsync-delete'],
    ['rsync -av --delete-excluded media/shows/ backup-host::shows/', 'destructive/filesystem/rsync-delete'],
    ["lftp -e 'mirror -R --delete media/shows /srv/shows; quit' dome-server", 'destructive/hosting/lftp-mirror-delete'],
    ["lftp -e 'mirror -Re ./dist /public_html; bye' ftp.example.com", 'destructive/hosting/lftp-mirror-delete'],
    // The same to a kept folder here, and rclone's sync either way, speak as they did.
    ['rsync -a --delete media/shows/ data/shows/', 'destructive/filesystem/rsync-delete'],
    ['rclone sync media/shows dome:shows', 'destructive/cloud/rclone-sync'],
    // A dry run, a listing, no delete, a pull into build output or a cache, a local mirror into build output, a download.
    ['rsync -av --delete -n media/shows/ domeops@dome-server:/srv/digistar/shows/', 'none'],
    ['rsync -av --delete --dry-run media/shows/ domeops@dome-server:/srv/digistar/shows/', 'none'],
    ['rsync --list-only --delete media/shows/ domeops@dome-server:/srv/shows/', 'none'],
    ['rsync -av media/shows/ domeops@dome-server:/srv/digistar/shows/', 'none'],
    ['rsync -a --remove-source-files media/shows/ domeops@dome-server:/srv/shows/', 'none'],
    ['rsync -a --delete domeops@dome-server:/srv/shows/ build/shows/', 'none'],
    ['rsync -a --delete domeops@dome-server:/srv/shows/ .cache/shows/', 'none'],
    ['rsync -a --delete src/static/ dist/static/', 'none'],
    // Onto a live web root, a site's build too: what the server holds and the build lacks (uploads, hand-placed files) goes.
    ['rsync -avz --delete ./public/ deploy@web:/var/www/site/', 'destructive/filesystem/rsync-delete'],
    ['rsync -a --delete ./site/ deploy@web01:/var/www/gym-site/', 'destructive/filesystem/rsync-delete'],
    ['rsync -av --delete ./wp-content/ deploy@acme.com:/var/www/html/wp-content/', 'destructive/filesystem/rsync-delete'],
    ['rsync -av --delete build/repo/ mirror@deb.acme.io:/srv/apt/', 'destructive/filesystem/rsync-delete'],
    ['rclone sync media/shows dome:shows --dry-run', 'none'],
    ["lftp -e 'mirror -R ./dist /public_html; bye' ftp.example.com", 'none'],
    ["lftp -e 'mirror -R --delete --dry-run ./dist /public_html; bye' ftp.example.com", 'none'],
    ["lftp -e 'mirror --delete /public_html ./mirror; bye' ftp.example.com", 'none'],
  ])('%s → %s', (command, id) => expect(rule(command)).toBe(id));
});

describe('an interpreter one-liner writing an empty document over a record file (destructive/filesystem/colon-redirect-outside)', () => {
  test.each([
    [`ruby -e 'File.write("data/exhibits/maintenance_log.yml", "---\\n[]\\n")'`, 'destructive/filesystem/colon-redirect-outside'],
    [`ruby -e 'File.write("data/exhibits/maintenance_log.yml", "--- []\\n")'`, 'destructive/filesystem/colon-redirect-outside'],
    [`ruby -e 'File.write("data/exhibits/maintenance_log.yml", "---\\n")'`, 'destructive/filesystem/colon-redirect-outside'],
    [
      `python3 -c 'from pathlib import Path; Path("data/rosters/crew.yml").write_text("---\\n[]\\n")'`,
      'destructive/filesystem/colon-redirect-outside',
    ],
    [`node -e 'require("fs").writeFileSync("data/visitors.json", "[]")'`, 'destructive/filesystem/colon-redirect-outside'],
    [`php -r 'file_put_contents("data/bookings.json", "{}");'`, 'destructive/filesystem/colon-redirect-outside'],
    // The shell's own form speaks as it did.
    [`echo '[]' > data/exhibits/maintenance_log.json`, 'destructive/filesystem/empty-document-redirect-outside'],
    // Temp space, build output, a generated document the guard cannot see into, a read.
    [`ruby -e 'File.write("tmp/maintenance_log.yml", "---\\n[]\\n")'`, 'none'],
    [`ruby -e 'File.write("build/maintenance_log.yml", "---\\n[]\\n")'`, 'none'],
    [`ruby -e 'File.write("data/exhibits/maintenance_log.yml", rows.to_yaml)'`, 'none'],
    [`ruby -e 'File.write("data/exhibits/maintenance_log.yml", "--- - a\\n")'`, 'none'],
    [`ruby -e 'puts File.read("data/exhibits/maintenance_log.yml")'`, 'none'],
  ])('%s → %s', (command, id) => expect(rule(command)).toBe(id));
});

describe('an edit that turns archiving into a delete of the archive (destructive/edits/soft-to-hard-delete)', () => {
  test.each([
    ['mv "$ARCHIVE_DIR"/*.tar.gz "$COLD_STORAGE"/', 'rm -rf "$ARCHIVE_DIR"', ['"$ARCHIVE_DIR"/*.tar.gz']],
    ['mv "$ARCHIVE_DIR"/*.tar.gz "$COLD_STORAGE"/', 'rm -rf "${ARCHIVE_DIR}"/*', ['"$ARCHIVE_DIR"/*.tar.gz']],
    ['cp -r "$EXPORTS_DIR"/*.csv "$NAS"/', 'rm -rf "$EXPORTS_DIR"', ['"$EXPORTS_DIR"/*.csv']],
    ['aws s3 cp "$BACKUP_DIR" s3://vault/backups/ --recursive', 'rm -rf "$BACKUP_DIR"', ['"$BACKUP_DIR"']],
    ['rsync -a "$RECORDS_DIR"/ ops@nas:/srv/records/', 'rm -rf "$RECORDS_DIR"', ['"$RECORDS_DIR"/']],
    ['mv "$SHOWS"/*.mp4 "$COLD_STORAGE"/', 'rm -rf "$SHOWS"', ['"$SHOWS"/*.mp4']],
    // Temp files moved out, build output, the move kept beside a cleanup of staging, a cleanup added after a build.
    ['mv "$TMP_DIR"/* "$OUT"/', 'rm -rf "$TMP_DIR"', []],
    ['mv "$BUILD"/*.zip "$OUT"/', 'rm -rf "$BUILD"', []],
    ['mv "$ARCHIVE_DIR"/*.tar.gz "$COLD_STORAGE"/', 'mv "$ARCHIVE_DIR"/*.tar.gz "$COLD_STORAGE"/\nrm -rf "$STAGING"', []],
    ['npm run build', 'npm run build && rm -rf build/.cache', []],
  ])('%s → %s', (old, next, found) => expect(movedToRemoved([{ old, new: next }])).toEqual(found));

  test('the guard speaks on the Edit, naming what the script kept', () => {
    const detect = (old_string: string, new_string: string) =>
      (
        destructive.detect(
          {
            hook_event_name: 'PreToolUse',
            tool_name: 'Edit',
            tool_input: { file_path: '/home/dev/proj/scripts/rotate_archive.sh', old_string, new_string },
          },
          guardContext('/home/dev', { cwd: '/home/dev/proj' }),
        ) as { items: string } | undefined
      )?.items;
    expect(detect('mv "$ARCHIVE_DIR"/*.tar.gz "$COLD_STORAGE"/', 'rm -rf "$ARCHIVE_DIR"')).toContain(
      'into a delete of `"$ARCHIVE_DIR"/*.tar.gz`',
    );
    expect(detect('mv "$TMP_DIR"/* "$OUT"/', 'rm -rf "$TMP_DIR"')).toBeUndefined();
  });
});
