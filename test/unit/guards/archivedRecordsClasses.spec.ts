import { describe, expect, test } from 'vitest';
import { findDestructive } from '../../../src/guards/destructive.js';
import { commandIds as rule, writtenIds } from '../../support/destructiveIds.js';
import { guardContext } from '../../support/guardContext.js';

// Round 149 (destructive): archive files (`*.tar.gz`, `*.zip`, `*.7z`, `*.tgz`) deleted from a folder that plainly stores
// records (`archives/closed_estates`, `records/archives`, a retention folder) are the records themselves, not a rotation of
// bundles or build output; packaged build outputs (dist/, build/, target/, out/) and a bare archive's own rotation stay silent.
// One line per class that speaks and near-misses that stay silent.

const FIND = 'destructive/filesystem/find-delete';

describe('archive files in a records archive deleted, by age or not (destructive/filesystem)', () => {
  test.each([
    ["find archives/closed_estates -type f -name '*.tar.gz' -mtime +2555 -print -delete", FIND],
    ["find ./archives/closed_estates -type f -name '*.tar.gz' -mtime +2555 -delete", FIND],
    ["find /home/dev/proj/archives/closed_estates -name '*.tar.gz' -mtime +2555 -delete", FIND],
    ["find archives/closed_estates -name '*.zip' -mtime +365 -delete", FIND],
    ["find archives/closed_estates -name '*.7z' -mtime +365 -exec rm {} +", 'destructive/filesystem/rm-found'],
    ["find archives/closed_estates -name '*.tgz' -mtime +365 -exec rm -f {} \\;", 'destructive/filesystem/rm-found'],
    ["find archives/closed_estates -name 'estate-*.tar.gz' -mtime +2555 -delete", FIND],
    ["find archives/closed_estates \\( -name '*.zip' -o -name '*.tar.gz' \\) -mtime +2555 -delete", FIND],
    ["find archive/closed_matters -name '*.zip' -mtime +2555 -delete", FIND],
    ["find archive/inspections -name '*.tar.gz' -mtime +365 -delete", FIND],
    ["find archive/2019 -name '*.zip' -mtime +365 -delete", FIND],
    ["find records/archives -name '*.zip' -mtime +2555 -delete", FIND],
    ["find retention/client_files -name '*.tar.gz' -mtime +2555 -delete", FIND],
    ["find exports/closed_cases -name '*.zip' -mtime +365 -delete", FIND],
    ['rm -rf archives/closed_estates/2019-*', 'destructive/filesystem/rm-recursive'],
    ['rm -f retention/*.zip', 'destructive/filesystem/rm-source-files'],
    // Build outputs, a bare archive's or a schedule folder's rotation, scratch, a listing and a log rotation stay silent.
    ["find dist -name '*.tar.gz' -delete", 'none'],
    ['rm -f build/*.zip', 'none'],
    ['rm -rf target/release/*.tar.gz', 'none'],
    ["find release -name '*.zip' -delete", 'none'],
    ['rm -f out/*.tgz', 'none'],
    ["find build/archives -name '*.zip' -delete", 'none'],
    ["find dist/archives -name '*.tar.gz' -mtime +30 -delete", 'none'],
    ["find archives -name '*.tar.gz' -mtime +2555 -delete", 'none'],
    ["find archive/nightly -name '*.tar.gz' -mtime +30 -delete", 'none'],
    ["find archives/tmp -name '*.zip' -mtime +3 -delete", 'none'],
    ['rm -rf archive/2023-*', 'none'],
    ['rm -rf backups/2023-*', 'none'],
    ["find archives/closed_estates -name '*.tar.gz' -mtime +2555 -print", 'none'],
    ["find logs/archive -name '*.log.gz' -mtime +30 -delete", 'none'],
    ["find src/retention -name '*.pyc' -delete", 'none'],
  ])('%s → %s', (command, id) => expect(rule(command)).toBe(id));
});

describe('a script that deletes a records archive when run', () => {
  test.each([
    [
      'scripts/retention_cleanup.sh',
      [
        '#!/usr/bin/env bash',
        '# Remove closed-estate archives older than seven years.',
        'set -euo pipefail',
        'cd "$(dirname "$0")/.."',
        "find archives/closed_estates -type f -name '*.tar.gz' -mtime +2555 -print -delete",
        'find archives/closed_estates -type d -empty -delete',
        '',
      ].join('\n'),
      FIND,
    ],
    ['scripts/prune_exports.sh', '#!/bin/sh\nset -e\nrm -f exports/closed_cases/*.zip\n', 'destructive/filesystem/rm-source-files'],
    [
      'scripts/clean.sh',
      "#!/usr/bin/env bash\nset -euo pipefail\nfind dist -name '*.tar.gz' -delete\nrm -f build/*.zip\nrm -rf target/release/*.tar.gz\n",
      'none',
    ],
  ])('%s', (path, content, id) => expect(writtenIds(path, content)).toBe(id));
});

describe('the advice names the files, not "files under every …"', () => {
  const context = guardContext('/home/dev', { cwd: '/home/dev/proj', config: {} });
  test.each([
    [
      "find archives/closed_estates -type f -name '*.pdf' -mtime +2555 -delete",
      /^deletes every `\*\.pdf` file under archives\/closed_estates,/,
    ],
    [
      "find archives/closed_estates -type f -name '*.tar.gz' -mtime +2555 -delete",
      /^deletes every `\*\.tar\.gz` file under archives\/closed_estates,/,
    ],
    ["find / -name '*.tmp' -delete", /^deletes files under everything from the filesystem root/],
  ])('%s', (command, risk) => expect(findDestructive(command, context)[0]?.risk).toMatch(risk));
});
