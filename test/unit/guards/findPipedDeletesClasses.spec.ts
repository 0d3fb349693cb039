import { describe, expect, test } from 'vitest';
import { commandIds as rule, writtenIds } from '../../support/destructiveIds.js';

// Held-out round 166: find's output piped to `xargs rm` (`-print0 | xargs -0`, `-I{}`, parallel, a `while read` loop)
// deletes what find's `-delete` or `-exec rm {} +` deletes, and is judged by the same picks: every (old) file, every entry
// of a `-maxdepth 1`, one type. One line per case; near-misses stay silent as their `-delete` twins do.

const FOUND = 'destructive/filesystem/rm-found';
const RECURSIVE = 'destructive/filesystem/rm-recursive';

describe("find's output piped to xargs rm, judged as its -exec twin (destructive/filesystem/rm-found, rm-recursive)", () => {
  test.each([
    // The twins that spoke already.
    ['find storage/documents -type f -mtime +365 -exec rm -f {} +', FOUND],
    ['find storage/jobs -mindepth 1 -maxdepth 1 -type d -mtime +365 -exec rm -rf {} +', RECURSIVE],
    ["find data/records -name '*.pdf' | xargs rm", FOUND],
    // Every old file, every file, every entry of the folder: piped as find prints them.
    ['find storage/documents -type f -mtime +365 -print0 | xargs -0 rm -f', FOUND],
    ['find storage/documents -type f -mtime +365 | xargs rm -f', FOUND],
    ['find storage/documents -type f -mtime +365 -print | xargs rm -f', FOUND],
    ['find storage/documents -mtime +365 | xargs rm -f', FOUND],
    ['find storage/documents -type f | xargs rm -f', FOUND],
    ['find storage/documents -type f -mtime +365 -print0 | xargs -0 -n 100 rm -f', FOUND],
    ['find storage/documents -type f -mtime +365 -print0 | xargs -r0 rm -f', FOUND],
    ['find storage/documents -type f -mtime +365 -print0 | xargs --null --no-run-if-empty rm -f --', FOUND],
    ['find storage/documents -type f -mtime +365 -print0 | xargs -0 -P4 rm -f', FOUND],
    ['find storage/documents -type f -mtime +365 | xargs -I{} rm -f {}', FOUND],
    ['find storage/documents -type f -mtime +365 | xargs -I % rm -f %', FOUND],
    ['find storage/documents -type f -mtime +365 | parallel rm -f', FOUND],
    ['find storage/documents -type f -mtime +365 -print0 | parallel -0 rm -f {}', FOUND],
    ['find storage/documents -type f -mtime +365 -print0 | sort -z | xargs -0 rm -f', FOUND],
    ['find uploads/invoices -type f -mtime +30 | xargs rm -f', FOUND],
    ["find data/records -name '*.pdf' -mtime +90 -print0 | xargs -0 rm -f", FOUND],
    ['find /home/dev/proj/storage/documents -type f -mtime +365 -print0 | xargs -0 rm -f', FOUND],
    ['sudo find /home/dev/proj/storage/documents -type f -mtime +365 -print0 | sudo xargs -0 rm -f', FOUND],
    ['cd storage && find documents -type f -mtime +365 | xargs rm -f', FOUND],
    ['bash -c "find storage/documents -type f -mtime +365 -print0 | xargs -0 rm -f"', FOUND],
    ['find storage/jobs -mindepth 1 -maxdepth 1 -type d -mtime +365 -print0 | xargs -0 rm -rf', RECURSIVE],
    ['find storage/jobs -mindepth 1 -maxdepth 1 -type d | xargs rm -rf', RECURSIVE],
    ['find storage/jobs -maxdepth 1 -type d -mtime +365 | xargs -I{} rm -rf {}', RECURSIVE],
    ['find /home/dev/proj/storage/jobs -mindepth 1 -maxdepth 1 -type d -mtime +365 -print0 | xargs -0 rm -rf', RECURSIVE],
    // A `while read` loop over find's output deletes the same files.
    ['find storage/documents -type f -mtime +365 | while read -r f; do rm -f "$f"; done', FOUND],
    ['find storage/documents -type f -mtime +365 -print0 | while IFS= read -r -d \'\' f; do rm -f "$f"; done', FOUND],
    ['find storage/jobs -mindepth 1 -maxdepth 1 -type d -mtime +365 | while read -r d; do rm -rf "$d"; done', RECURSIVE],
    // Near-misses: output, caches, scratch, logs by age, bytecode, a find that only lists, rm asking on /dev/null.
    ['find build -type f -mtime +7 -print0 | xargs -0 rm -f', 'none'],
    ['find dist -type f | xargs rm -f', 'none'],
    ['find node_modules/.cache -type f | xargs rm -f', 'none'],
    ['find .cache -type f -mtime +30 | xargs rm -f', 'none'],
    ['find var/cache -type f -mtime +7 -print0 | xargs -0 rm -f', 'none'],
    ['find storage/framework/cache -type f | xargs rm -f', 'none'],
    ['find tmp -type f -mtime +1 | xargs rm -f', 'none'],
    ['find /tmp/upload -type f -mtime +1 | xargs rm -f', 'none'],
    ['find storage/logs -type f -mtime +14 -print0 | xargs -0 rm -f', 'none'],
    ["find logs -name '*.log' -mtime +14 | xargs rm -f", 'none'],
    ["find . -name '*.pyc' | xargs rm -f", 'none'],
    ["find . -name '*.pyc' -print0 | xargs -0 rm -f", 'none'],
    ['find . -name __pycache__ -type d | xargs rm -rf', 'none'],
    ['find build -type f -mtime +365 | while read -r f; do rm -f "$f"; done', 'none'],
    ['find storage/documents -type f -mtime +365 | xargs ls -l', 'none'],
    ['find storage/documents -type f -mtime +365 | xargs wc -l', 'none'],
    ['find storage/documents -type f -mtime +365 | xargs grep -l invoice', 'none'],
    ['find storage/documents -type f -mtime +365 -print0 | xargs -0 du -ch', 'none'],
    ['find storage/documents -type f -mtime +365 | while read -r f; do echo "$f"; done', 'none'],
    ['find storage/documents -type f -mtime +365 | xargs rm -i', 'none'],
    ["find data/records -name '*.pdf' | xargs rm -i", 'none'],
    ['find storage/documents -type f -empty | xargs rm -f', 'none'],
    ['find storage/documents -type f -size -1k | xargs rm -f', 'none'],
    ["find storage/documents -type f -name '*.tmp' | xargs rm -f", 'none'],
    // A filter between leaves some of what find picked, as before.
    ['find storage/documents -type f -mtime +365 | grep -v keep | xargs rm -f', 'none'],
  ])('%s → %s', (command, id) => expect(rule(command)).toBe(id));
});

describe('a written script that pipes find to xargs rm (destructive/filesystem/rm-recursive, rm-found)', () => {
  test.each([
    [
      '#!/usr/bin/env bash\nset -euo pipefail\nfind /home/dev/proj/storage/jobs -mindepth 1 -maxdepth 1 -type d -mtime +365 -print0 \\\n  | xargs -0 rm -rf\n',
      RECURSIVE,
    ],
    ['#!/bin/sh\nfind storage/documents -type f -mtime +365 -print0 | xargs -0 rm -f\n', FOUND],
    ['#!/bin/sh\nfind build -type f -mtime +7 -print0 | xargs -0 rm -f\n', 'none'],
    ['#!/bin/sh\nfind storage/documents -type f -mtime +365 | xargs ls -l\n', 'none'],
  ])('%s → %s', (content, id) => expect(writtenIds('scripts/prune.sh', content)).toBe(id));
});
