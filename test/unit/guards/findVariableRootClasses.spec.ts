import { describe, expect, test } from 'vitest';
import { keptVariableFolder } from '../../../src/guards/engine/keptVariables.js';
import { commandIds as rule, editedIds as edited, writtenIds as written } from '../../support/destructiveIds.js';

// Round 105: a find whose start folder is a shell variable (`find "$ARCHIVE_DIR" -name 'manifests-*.tgz' -mtime +7 -delete`)
// is judged by the variable's name as the rule judges that folder written out: a name for backups, archives, records, data,
// uploads, media, recordings or exports speaks, in a Bash call and in a script an Edit or Write adds it to; a name for
// housekeeping or for nothing in particular, a listing, and an edit that only reindents or respaces the line stay silent.

const FIND = 'destructive/filesystem/find-delete';
const FOUND = 'destructive/filesystem/rm-found';
const RECURSIVE = 'destructive/filesystem/rm-recursive';

describe('a find -delete or -exec rm from a variable named for kept data speaks (destructive/filesystem/find-delete)', () => {
  test.each([
    [`find "$ARCHIVE_DIR" -name 'manifests-*.tgz' -mtime +7 -delete`, FIND],
    [`find $ARCHIVE_DIR -name '*.tgz' -mtime +7 -delete`, FIND],
    [`find "\${ARCHIVE_DIR}" -name '*.tgz' -mtime +7 -delete`, FIND],
    [`find "$ARCHIVE_DIR/nightly" -name '*.tgz' -mtime +7 -delete`, FIND],
    [`find "$ARCHIVE_DIR"/nightly -name '*.tgz' -mtime +7 -delete`, FIND],
    [`find \${BACKUP_DIR:?} -mtime +7 -delete`, FIND],
    [`find "$BACKUP_DIR" -mtime +7 -delete`, FIND],
    [`find "$PG_BACKUP_DIR" -name '*.dump' -mtime +14 -delete`, FIND],
    [`find "$DATA_DIR" -mtime +30 -delete`, FIND],
    [`find "$UPLOADS" -mtime +30 -delete`, FIND],
    [`find "$MEDIA_ROOT" -type f -mtime +90 -delete`, FIND],
    [`find "$RECORDINGS_DIR" -name '*.wav' -mtime +14 -delete`, FIND],
    [`find "$EXPORT_DIR" -name '*.csv' -mtime +30 -delete`, FIND],
    [`find "$RECORDS_DIR" -mtime +365 -delete`, FIND],
    [`find "$BACKUP_DIR" -mtime +7 -exec rm {} \\;`, FOUND],
    [`find "$BACKUP_DIR" -mtime +7 -exec rm -f {} +`, FOUND],
    [`find "$DATA_DIR" -type f -mtime +30 -exec rm -rf {} +`, RECURSIVE],
    // Housekeeping names, a log folder (silent written out too), scratch under a kept one, scratch types, empty folders.
    [`find "$TMP_DIR" -mtime +1 -delete`, 'none'],
    [`find $TMPDIR -mtime +1 -delete`, 'none'],
    [`find "$CACHE_DIR" -mtime +7 -delete`, 'none'],
    [`find "$BUILD_DIR" -name '*.o' -delete`, 'none'],
    [`find "$XDG_CACHE_HOME" -mtime +30 -delete`, 'none'],
    [`find "$WORKDIR"/tmp -mtime +1 -delete`, 'none'],
    [`find "$LOG_DIR" -name '*.log' -mtime +14 -delete`, 'none'],
    [`find logs -mtime +30 -delete`, 'none'],
    [`find "$DATA_CACHE_DIR" -mtime +7 -delete`, 'none'],
    [`find "$DATA_DIR"/tmp -mtime +1 -delete`, 'none'],
    [`find "$DATA_DIR" -name '*.tmp' -delete`, 'none'],
    [`find "$UPLOADS" -name '*.tmp' -mmin +60 -delete`, 'none'],
    [`find "$BACKUP_DIR" -empty -type d -delete`, 'none'],
    // A listing, printing only.
    [`find "$ARCHIVE_DIR" -name '*.tgz' -mtime +7`, 'none'],
    [`find "$ARCHIVE_DIR" -name '*.tgz' -mtime +7 -print`, 'none'],
    [`find "$ARCHIVE_DIR" -name '*.tgz' -mtime +7 -ls`, 'none'],
    // Names that say nothing of what the folder holds, a default in temp space, a fresh temp folder, a climb out.
    [`find "$DIR" -mtime +7 -delete`, 'none'],
    [`find "$TARGET" -mtime +7 -delete`, 'none'],
    [`find "$METADATA_DIR" -mtime +7 -delete`, 'none'],
    [`find "\${BACKUP_DIR:-/tmp/backups}" -mtime +7 -delete`, 'none'],
    [`ARCHIVE_DIR="$(mktemp -d)"; find "$ARCHIVE_DIR" -name '*.tgz' -mtime +7 -delete`, 'none'],
    [`find "$DATA_DIR"/.. -mtime +7 -delete`, 'none'],
  ])('%s → %s', (command, id) => expect(rule(command)).toBe(id));
});

describe('a kept variable is the project folder of its kind', () => {
  const context = { root: '/p', home: '/h', env: {} };
  test.each([
    ['$ARCHIVE_DIR', '/p/backups'],
    ['${BACKUP_DIR}/', '/p/backups'],
    ['$DATA_DIR/raw/2024', '/p/data/raw/2024'],
    ['$MEDIA_ROOT', '/p/media'],
    ['$S3_SYNC_EXPORT_DIR', '/p/exports'],
    ['$OUT_DATA_DIR', undefined],
    ['$DATABASE_URL', undefined],
    ['$DATA_DIR/*', undefined],
    ['$DATA_DIR/$SUB', undefined],
  ])('%s → %s', (word, folder) => expect(keptVariableFolder(word, context)).toBe(folder));
});

describe('an Edit or Write of a script adding that find speaks; a reindent adds nothing', () => {
  const tar = 'tar czf "$ARCHIVE_DIR/manifests-$(date +%F).tgz" data/manifests';
  const purge = `find "$ARCHIVE_DIR" -name 'manifests-*.tgz' -mtime +7 -delete`;
  test.each([
    [`${tar}\necho "backup done"`, `${tar}\n${purge}\necho "backup done"`, FIND],
    [
      'pg_dump shop > "$BACKUP_DIR/shop.sql"',
      'pg_dump shop > "$BACKUP_DIR/shop.sql"\nfind "$BACKUP_DIR" -mtime +14 -exec rm {} \\;',
      FOUND,
    ],
    ['echo start', 'echo start\nfind "$UPLOADS" -type f -mtime +30 -delete', FIND],
    // Only reindented or respaced, a listing added, a housekeeping folder.
    [`if true; then\n${purge}\nfi`, `if true; then\n    ${purge}\nfi`, 'none'],
    [`if true; then\nfind backups -mtime +7 -delete\nfi`, `if true; then\n\tfind  backups  -mtime +7 -delete\nfi`, 'none'],
    ['echo start', `echo start\nfind "$ARCHIVE_DIR" -name 'manifests-*.tgz' -mtime +7 -print`, 'none'],
    ['echo start', 'echo start\nfind "$TMP_DIR" -mtime +1 -delete', 'none'],
  ])('%s → %s: %s', (old, next, id) => expect(edited('scripts/nightly_backup.sh', old, next)).toBe(id));
  test.each([
    [`#!/bin/sh\nset -eu\nfind "$MEDIA_ROOT" -type f -mtime +90 -delete\n`, FIND],
    [`#!/bin/sh\nARCHIVE_DIR=/srv/backups\nfind "$ARCHIVE_DIR" -name 'manifests-*.tgz' -mtime +7 -delete\n`, FIND],
    [`#!/bin/sh\nARCHIVE_DIR=/tmp/archive-scratch\nfind "$ARCHIVE_DIR" -name '*.tgz' -mtime +7 -delete\n`, 'none'],
    [`#!/bin/sh\nBACKUP_DIR="$(mktemp -d)"\nfind "$BACKUP_DIR" -name '*.sql.gz' -mtime +7 -delete\n`, 'none'],
    [`#!/bin/sh\nfind "$LOG_DIR" -name '*.log' -mtime +7 -delete\n`, 'none'],
  ])('%s → %s', (content, id) => expect(written('scripts/prune.sh', content)).toBe(id));
});
