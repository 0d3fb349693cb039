import { describe, expect, test } from 'vitest';
import { commandIds as rule } from '../../support/destructiveIds.js';

// Held-out round 154: a backup or snapshot unpacked over the project's top folder or a data folder of it
// (engine/backupUnpacked.ts): every file the backup also holds replaces today's version. Extracting into a new or temp
// folder, listing, keeping what is there, a package or build archive, and a period's own folder stay silent. One line per case.

const UNPACKED = 'destructive/filesystem/backup-unpacked-over-project';
const DATA = 'destructive/filesystem/tar-extract-over-data-folder';
const UNZIP = 'destructive/filesystem/unzip-over-project-folder';

describe('a backup unpacked over the project', () => {
  test.each([
    // Speaks: a backup folder, a backup or snapshot name, or a dated name, over the top folder or a data folder.
    ['tar -xzf backups/results-2023-12.tar.gz -C .', UNPACKED],
    ['tar -xzf backups/results-2023-12.tar.gz', UNPACKED],
    ['tar xzf snapshots/site.tgz -C ./', UNPACKED],
    ['tar -x --overwrite -f backups/db.tar -C "$PWD"', UNPACKED],
    ['tar --extract --file=backup/app.tar --directory=.', UNPACKED],
    ['bsdtar -xf snapshots/2024-01-31.tar', UNPACKED],
    ['tar -xzf results-backup.tar.gz', UNPACKED],
    ['tar -xzf exports/results_20231231.tgz', UNPACKED],
    ['tar -xzf ~/backups/project-snapshot.tar.gz -C .', UNPACKED],
    ['tar -xzf backups/results-2023-12.tar.gz -C data/', DATA],
    ['unzip -o backups/x.zip', UNPACKED],
    ['unzip -oq backups/site-2024-02-01.zip -d .', UNZIP],
    ['unzip -o snapshots/x.zip -d data', UNZIP],
    ['7z x -y backups/x.7z', UNPACKED],
    ['7z x -aoa snapshots/x.7z -o.', UNPACKED],
    ['7za x -y backups/results.7z -odata', UNPACKED],
    ['restic -r backups/repo restore latest --target .', UNPACKED],
    ['restic restore 4bba301e --target=.', UNPACKED],
    ['borg extract backups/repo::2023-12', UNPACKED],
    ['cd data && tar -xzf ../backups/data-2023-12.tar.gz', UNPACKED],
    // Silent: a new or temp folder, a listing, files kept, a package or build, a dry run, a period's own folder.
    ['tar -xzf backups/results-2023-12.tar.gz -C /tmp/restore', 'none'],
    ['tar -xzf backups/results-2023-12.tar.gz -C restore_check/', 'none'],
    ['mkdir x && tar -xzf backups/r.tar.gz -C x', 'none'],
    ['tar -tzf backups/results-2023-12.tar.gz', 'none'],
    ['tar -xzf vendor/sdk-1.2.tar.gz -C vendor/', 'none'],
    ['tar -xzf dist/app.tar.gz', 'none'],
    ['tar -xzf node-v20.11.1-linux-x64.tar.gz', 'none'],
    ['tar --keep-old-files -xzf backups/r.tar.gz', 'none'],
    ['tar -xkzf backups/r.tar.gz', 'none'],
    ['tar --skip-old-files -xzf backups/r.tar.gz -C .', 'none'],
    ['tar -xOzf backups/r.tar.gz results/summary.csv', 'none'],
    ['tar -czf backups/results-2023-12.tar.gz results/', 'none'],
    ['unzip -n backups/x.zip', 'none'],
    ['unzip -l backups/x.zip', 'none'],
    ['unzip backups/x.zip -d restore_check', 'none'],
    ['7z l backups/x.7z', 'none'],
    ['7z x -aos backups/x.7z', 'none'],
    ['7z x -y backups/x.7z -o/tmp/r', 'none'],
    ['borg extract --dry-run backups/repo::a', 'none'],
    ['borg list backups/repo', 'none'],
    ['borg extract /mnt/nas/borg::laptop-2026-11-29 home/dev/proj/notes', 'none'],
    ['restic -r backups/repo restore latest --target /tmp/r', 'none'],
    ['restic -r backups/repo snapshots', 'none'],
    ['tar -xzf backups/haccp_2023.tar.gz -C data/haccp/2023', 'none'],
  ])('%s → %s', (command, id) => expect(rule(command)).toBe(id));
});
