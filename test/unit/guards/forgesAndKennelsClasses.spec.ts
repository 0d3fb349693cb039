import { describe, expect, test } from 'vitest';
import { newestOnly } from '../../../src/guards/engine/newestOnly.js';
import { editSpeaks as edit, writeSpeaks as write } from '../../support/destructiveIds.js';

// Round 86 (forges and foundries, kennels and boarding): an edit or write of a script that adds a rotation keeping only
// the newest backup. One line per class that speaks and near-misses that stay silent.

const DUMP = 'pg_dump "$DATABASE_URL" > "backups/shop-$(date +%F).sql"';

describe('a rotation that keeps only the newest backup, added to a script, speaks', () => {
  test.each([
    [`find backups -name 'shop-*.sql' ! -name "shop-$(date +%F).sql" -delete`, true],
    [`find backups -type f -not -name "shop-$(date +%F).sql" -exec rm -f {} +`, true],
    [`ls -t backups/*.sql | tail -n +2 | xargs rm`, true],
    [`cd backups && ls -1t | sed 1d | xargs rm -f`, true],
    [`rm $(ls -t backups/* | tail -n +2)`, true],
    [`ls -tr "$BACKUP_DIR"/*.sql.gz | head -n -1 | xargs -r rm --`, true],
    [`ls -t snapshots/*.tar.gz | awk 'NR>1' | xargs rm -f`, true],
    [`restic forget --keep-last 1 --prune`, true],
    [`./rotate-backups.sh --keep=1 backups/`, true],
    // Keeping several, by count or age, temp or partial files, a cache or build folder, a find that only lists, a comment.
    [`ls -t backups/*.sql | tail -n +8 | xargs rm`, false],
    [`ls -tr backups/*.sql | head -n -7 | xargs rm`, false],
    [`find backups -name '*.partial' -delete`, false],
    [`find backups -type f ! -name '*.sql' -delete`, false],
    [`find backups -name '*.tmp' ! -name "shop-$(date +%F).sql.tmp" -delete`, false],
    [`ls -t .cache/wheels/* | tail -n +2 | xargs rm -rf`, false],
    [`find build -name 'bundle-*.tar.gz' ! -name "bundle-$(git rev-parse HEAD).tar.gz" -delete`, false],
    [`find backups -name 'shop-*.sql' ! -name "shop-$(date +%F).sql" -print`, false],
    [`# keep=1 would leave one backup only`, false],
  ])('Edit adding %s → %s', (added, speaks) => expect(edit('scripts/nightly.sh', DUMP, `${DUMP}\n${added}`)).toBe(speaks));

  // Near-misses another rule speaks on for its own reason (a find delete in a records folder, restic's forget): this
  // class does not read them as keeping one.
  test.each([
    "find backups -name 'shop-*.sql' -mtime +14 -delete",
    'restic forget --keep-daily 1 --keep-weekly 4 --prune',
    'borg prune --keep-last=7 /srv/borg',
    'logger := &lumberjack.Logger{Filename: "backups.log", MaxBackups: 1}',
    'handler = RotatingFileHandler("backup.log", backupCount=1)',
  ])('%s keeps more than one', (added) => expect(newestOnly([{ old: DUMP, new: `${DUMP}\n${added}` }])).toEqual([]));

  test.each([
    ['scripts/backup.sh', `#!/bin/sh\nset -e\n${DUMP}\nls -t backups/*.sql | tail -n +2 | xargs rm -f\n`, true],
    ['ops/rotate.py', 'import subprocess\nsubprocess.run("rotate-backups --keep 1 /srv/dumps", shell=True)\n', true],
    ['scripts/backup.sh', `#!/bin/sh\nset -e\n${DUMP}\nls -t backups/*.sql | tail -n +15 | xargs rm -f\n`, false],
    ['scripts/clean.sh', '#!/bin/sh\nls -t /tmp/exports/* | tail -n +2 | xargs rm -f\n', false],
  ])('Write %s → %s', (file, content, speaks) => expect(write(file, content)).toBe(speaks));

  test('a rotation already there is not added again', () => {
    const rotation = `${DUMP}\nls -t backups/*.sql | tail -n +2 | xargs rm`;
    expect(newestOnly([{ old: rotation, new: `${rotation}\necho done` }])).toEqual([]);
  });

  test('a long crafted line is read in linear time', () => {
    const crafted = `find backups ${'! -name x '.repeat(20000)}\nls ${'-t '.repeat(20000)}| tail -n +2 | rm\n${'keep='.repeat(40000)}`;
    // A reader that backtracked on this input would run past the test timeout; the answer is checked, not the time.
    expect(newestOnly([{ old: '', new: crafted }])).toEqual([]);
  });
});
