import { describe, expect, test } from 'vitest';
import { commandIds as rule, writtenIds as written } from '../../support/destructiveIds.js';

// Round 150: a find that deletes what a project folder holds, over a folder no list names (`surveys/cctv`, `inspections`),
// is judged as `rm -r` of that folder is: here no repository holds it, so nothing brings it back. Everything under it, every
// file, every old or large one, or every file of a kept type (footage, photos, scans, documents, data), by `-delete`,
// `-exec rm` or `xargs rm`. A pick of what a build or tool makes again (`*.pyc`, `*.o`, `*.mo`, `*.tmp`, `*.orig`,
// `*_thumb.jpg`, `.DS_Store`, `*~`, `__pycache__`), empty folders, a cut-off file, and scratch, build, log and cache folders
// stay silent. One line per case.

describe('a find over a project folder no list names, deleting what it holds (destructive/workfiles/delete-walked-folder-found)', () => {
  test.each([
    ["find surveys/cctv -name '*.mp4' -mtime +365 -delete", 'destructive/workfiles/delete-walked-folder-found'],
    ["find surveys/cctv -name '*.mp4' -delete", 'destructive/workfiles/delete-walked-folder-found'],
    ["find ./surveys/cctv/ -iname '*.MOV' -delete", 'destructive/workfiles/delete-walked-folder-found'],
    ['find inspections -delete', 'destructive/workfiles/delete-walked-folder-found'],
    ['find inspections -mindepth 1 -delete', 'destructive/workfiles/delete-walked-folder-found'],
    ['find surveys -type f -delete', 'destructive/workfiles/delete-walked-folder-found'],
    ['find surveys -mtime +365 -delete', 'destructive/workfiles/delete-walked-folder-found'],
    ['find surveys -type f -mtime +30 -delete', 'destructive/workfiles/delete-walked-folder-found'],
    ['find inspections -type f -size +100M -delete', 'destructive/workfiles/delete-walked-folder-found'],
    ["find inspections -name 'CCTV_*.mp4' -mtime +90 -delete", 'destructive/workfiles/delete-walked-folder-found'],
    ["find inspections \\( -name '*.mov' -o -name '*.pdf' \\) -mtime +365 -delete", 'destructive/workfiles/delete-walked-folder-found'],
    ["find inspections -maxdepth 2 -name '*.pdf' -not -path '*/tmp/*' -delete", 'destructive/workfiles/delete-walked-folder-found'],
    ["cd field && find surveys -name '*.mp4' -delete", 'destructive/workfiles/delete-walked-folder-found'],
    // The same picks handed to rm.
    ["find surveys/cctv -name '*.mp4' -mtime +365 -exec rm {} +", 'destructive/workfiles/rm-walked-folder-found'],
    ['find surveys/cctv -type f -exec rm -f {} \\;', 'destructive/workfiles/rm-walked-folder-found'],
    ["find surveys/cctv -name '*.mp4' -print0 | xargs -0 rm", 'destructive/workfiles/rm-walked-folder-found'],
    ['find inspections -type f -mtime +365 -exec rm -rf {} +', 'destructive/workfiles/rm-walked-folder-found'],
  ])('%s → %s', (command, id) => expect(rule(command)).toBe(id));
});

describe('the near-misses: regenerable picks, empty folders, scratch, build, log and cache folders, the project from the top', () => {
  test.each([
    ["find . -name '*.pyc' -delete", 'none'],
    ["find . -name '.DS_Store' -delete", 'none'],
    ['find build -delete', 'none'],
    ['find tmp -mtime +7 -delete', 'none'],
    ['find . -type d -empty -delete', 'none'],
    ["find logs -name '*.log' -mtime +30 -delete", 'none'],
    ['find inspections -type d -empty -delete', 'none'],
    ['find surveys -empty -delete', 'none'],
    ['find surveys -size -1k -delete', 'none'],
    ["find surveys -name '*.tmp' -delete", 'none'],
    ["find surveys -name '*.part' -mmin +60 -delete", 'none'],
    ["find surveys -name '*.orig' -delete", 'none'],
    ["find surveys -name '*.rej' -delete", 'none'],
    ["find surveys -name '*~' -delete", 'none'],
    ["find surveys -name '.DS_Store' -delete", 'none'],
    ["find surveys -name '__pycache__' -delete", 'none'],
    ["find firmware -name '*.o' -delete", 'none'],
    ["find po -name '*.mo' -delete", 'none'],
    ["find thesis -name '*.aux' -delete", 'none'],
    ["find surveys -name '*_thumb.jpg' -delete", 'none'],
    ["find surveys -name 'preview_*.pdf' -delete", 'none'],
    ["find surveys/thumbnails -name '*.webp' -delete", 'none'],
    ["find media/.cache -name '*.mp4' -delete", 'none'],
    ["find test-results -name '*.png' -delete", 'none'],
    ["find scratch_renders -name '*.png' -delete", 'none'],
    ['find surveys_tmp -type f -delete', 'none'],
    ["find surveys -name '*.mp4' -print", 'none'],
    ["find /tmp/cctv-import -name '*.mp4' -delete", 'none'],
    // A clone the same line makes: git brings it back.
    ["git clone https://git.example.com/surveys.git surveys && find surveys -name '*.mp4' -delete", 'none'],
  ])('%s → %s', (command, id) => expect(rule(command)).toBe(id));
});

describe('the same find written into a script', () => {
  test.each([
    [
      'scripts/prune_footage.sh',
      '#!/bin/sh\nset -e\nfind surveys/cctv -name "*.mp4" -mtime +365 -delete\n',
      'destructive/workfiles/delete-walked-folder-found',
    ],
    [
      'scripts/prune_footage.py',
      'import subprocess\nsubprocess.run(["find", "surveys/cctv", "-name", "*.mp4", "-mtime", "+365", "-delete"], check=True)\n',
      'destructive/workfiles/delete-walked-folder-found',
    ],
    ['scripts/clean.sh', '#!/bin/sh\nfind surveys -name "*.pyc" -delete\nfind surveys -type d -empty -delete\n', 'none'],
  ])('%s %#', (path, content, id) => expect(written(path, content)).toBe(id));
});
