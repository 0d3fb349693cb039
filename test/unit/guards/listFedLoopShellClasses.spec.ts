import { describe, expect, test } from 'vitest';
import { commandIds as rule } from '../../support/destructiveIds.js';

// Issue 24 (list-fed loops): a `while read` loop fed a list file or a lister, a `for` over `$(cat list)`, `rm $(< list)`,
// and a find that picks files by a recording's size alone delete entries the line does not show, as `… | xargs rm` does.
// Written on other trades (a veterinary clinic, a land surveyor, a sawmill, a rare-books library). One line per case.

describe('a while-read loop fed a list file deletes every entry the list names (destructive/filesystem/rm-listed-files)', () => {
  test.each([
    ['cat exports/lapsed_patients.txt | while read p; do rm "$p"; done', 'destructive/filesystem/rm-listed-files'],
    ['while read -r plat; do rm -f "surveys/$plat"; done < lists/superseded_plats.txt', 'destructive/filesystem/rm-listed-files'],
    ['while IFS= read -r t; do unlink "$t"; done < reports/unsold_lots.txt', 'destructive/filesystem/rm-listed-files'],
    // Reading, copying or echoing the entries, a list drawn up for removal, and entries put under temp or output stay silent.
    ['while read -r p; do wc -c "$p"; done < exports/lapsed_patients.txt', 'none'],
    ['cat exports/lapsed_patients.txt | while read p; do cp "$p" backup/; done', 'none'],
    ['while read -r f; do rm -f "$f"; done < files-to-remove.txt', 'none'],
    ['while read -r f; do rm -f "/tmp/$f"; done < lists/superseded_plats.txt', 'none'],
    ['while read -r f; do rm -f "build/$f"; done < lists/objects.txt', 'none'],
  ])('%s → %s', (command, id) => expect(rule(command)).toBe(id));
});

describe("a for loop or an rm over $(cat list) deletes the list file's lines (destructive/filesystem/rm-listed-files)", () => {
  test.each([
    ['rm $(cat reports/culled_logs.txt)', 'destructive/filesystem/rm-listed-files'],
    ['rm -f $(< reports/culled_logs.txt)', 'destructive/filesystem/rm-listed-files'],
    ['for b in $(cat catalogue/deaccessioned.txt); do rm "$b"; done', 'destructive/filesystem/rm-listed-files'],
    // Echoing each line, a removal list, and a list filtered through another command (not one file's lines) stay silent.
    ['for b in $(cat catalogue/deaccessioned.txt); do echo "$b"; done', 'none'],
    ['for f in $(cat files-to-remove.txt); do rm "$f"; done', 'none'],
    ['rm -f $(cat build/stale-objects.txt | head)', 'none'],
  ])('%s → %s', (command, id) => expect(rule(command)).toBe(id));
});

describe('find piped into a while-read loop that deletes is judged as find | xargs rm', () => {
  test.each([
    ['find surveys -name \'*.dwg\' | while read f; do rm "$f"; done', 'destructive/workfiles/delete-design-files-found'],
    ['find radiographs -name \'*.dcm\' | while read -r f; do rm -f "$f"; done', 'destructive/filesystem/rm-found'],
    // Output and byte-code folders, logs by age (as their `-delete` is), and a loop that compresses stay silent.
    ['find dist -name \'*.map\' | while read f; do rm "$f"; done', 'none'],
    ['find . -name \'*.pyc\' | while read f; do rm "$f"; done', 'none'],
    ['find logs -name \'*.log\' -mtime +7 | while read f; do rm "$f"; done', 'none'],
    ['find surveys -name \'*.dwg\' | while read f; do gzip "$f"; done', 'none'],
  ])('%s → %s', (command, id) => expect(rule(command)).toBe(id));
});

describe("find -delete of every file by a recording's size, with no name test, deletes those records", () => {
  test.each([
    ['find recordings/hydrophone -type f -size -1M -delete', 'destructive/filesystem/find-delete'],
    ['find scans/plates -type f -size +40M -delete', 'destructive/filesystem/find-delete'],
    // Cut-off files under a kilobyte, a listing that only prints, and caches or output stay silent.
    ['find recordings/hydrophone -type f -size -1k -delete', 'none'],
    ['find scans/plates -type f -size +40M -print', 'none'],
    ['find .cache -type f -size +100M -delete', 'none'],
    ['find build -type f -size +10M -delete', 'none'],
  ])('%s → %s', (command, id) => expect(rule(command)).toBe(id));
});
