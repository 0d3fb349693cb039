import { describe, expect, test } from 'vitest';
import { editedIds as edited, commandIds as rule } from '../../support/destructiveIds.js';

// Round 127 (morris sides and folk clubs): a script that deletes its local archive after a sync, the folder written with a
// shell parameter expansion that stops on an empty value (`${ARCHIVE_DIR:?}`), and a folder of rendered tunes deleted and
// made again by the project's script for them. One line per class that speaks and near-misses that stay silent.

const ARCHIVE = 'aws s3 sync "$ARCHIVE_DIR" "s3://$BUCKET/archive/$(date +%Y)/"\n';

describe('a kept-data variable written with a modifier is judged by its name (destructive/filesystem/rm-recursive)', () => {
  test.each([
    ['rm -rf "${ARCHIVE_DIR:?}"/*', 'destructive/filesystem/rm-recursive'],
    ['rm -rf "${ARCHIVE_DIR?}"/*', 'destructive/filesystem/rm-recursive'],
    ['rm -rf "${ARCHIVE_DIR:?archive dir not set}"/*', 'destructive/filesystem/rm-recursive'],
    ['rm -rf "$ARCHIVE_DIR"/*', 'destructive/filesystem/rm-recursive'],
    ['rm -rf "${UPLOADS_DIR:?}"/*', 'destructive/filesystem/rm-recursive'],
    ['rm -rf "${PG_BACKUP_DIR:?}"/*', 'destructive/filesystem/rm-recursive'],
    ['rm -rf "${ARCHIVE_DIR:-/srv/archive}"/*', 'destructive/filesystem/rm-recursive'],
    ['find "${ARCHIVE_DIR:?}" -name "*.tgz" -mtime +7 -delete', 'destructive/filesystem/find-delete'],
    // Scratch and build names, a name for nothing in particular, the folder itself (as silent as `$ARCHIVE_DIR`), and
    // only its temporary files.
    ['rm -rf "${TMPDIR:?}"/*', 'none'],
    ['rm -rf "${BUILD_DIR:?}"', 'none'],
    ['rm -rf "${LOG_DIR:?}"/*', 'none'],
    ['rm -rf "${DIR:?}"/*', 'none'],
    ['rm -rf "${ARCHIVE_DIR:?}"', 'none'],
    ['rm -rf "${ARCHIVE_DIR:?}"/*.tmp', 'none'],
  ])('%s → %s', (command, id) => expect(rule(command)).toBe(id));

  test.each([
    [`${ARCHIVE}rm -rf "\${ARCHIVE_DIR:?}"/*\necho "archive synced and local copy removed"`, 'destructive/filesystem/rm-recursive'],
    [`${ARCHIVE}rm -rf "\${TMPDIR:?}"/*\necho "archive synced"`, 'none'],
  ])('an Edit that adds %s → %s', (added, id) =>
    expect(edited('scripts/rotate_archive.sh', `${ARCHIVE}echo "archive synced"`, added)).toBe(id),
  );
});

describe('a folder named for its content and format, remade by the script for that content', () => {
  test.each([
    ['rm -rf public/tunes-svg && npm run render:tunes', 'none'],
    ['rm -rf public/tunes-png && pnpm render:tunes', 'none'],
    ['rm -rf assets/icons_svg && npm run build:icons', 'none'],
    ['rm -rf docs/api-html && npm run build:api', 'none'],
    // A script that does not name the folder, one that fetches, a data or source folder, and the folder alone.
    ['rm -rf public/tunes-svg && npm test', 'destructive/filesystem/rm-recursive'],
    ['rm -rf public/tunes-svg && npm run render:scores', 'destructive/filesystem/rm-recursive'],
    ['rm -rf public/tunes-svg && npm run fetch:tunes', 'destructive/filesystem/rm-recursive'],
    ['rm -rf data-json && npm run build:data', 'destructive/filesystem/rm-recursive'],
    ['rm -rf src-js && npm run build:src', 'destructive/filesystem/rm-recursive'],
    ['rm -rf public/tunes-svg', 'destructive/filesystem/rm-recursive'],
  ])('%s → %s', (command, id) => expect(rule(command)).toBe(id));
});
