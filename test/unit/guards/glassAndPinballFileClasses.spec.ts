import { describe, expect, test } from 'vitest';
import { commandIds as rule } from '../../support/destructiveIds.js';

// Round 89 (stained glass and cartoon studios, photo restorers, pinball and arcade restoration): files of a type otherwise
// known as text, output or a rendition that are originals where they lie (engine/artwork.ts's isOriginal), deleted by a find,
// a glob or code's glob listing. One line per class that speaks and near-misses that stay silent.

const FOUND = 'destructive/workfiles/delete-unheld-work-files-found';
const FOUND_RM = 'destructive/workfiles/rm-unheld-work-files-found';
const RM = 'destructive/workfiles/rm-unheld-work-file';

describe('hand-made vector art and LaTeX sources deleted by age (destructive/workfiles)', () => {
  test.each([
    [`find cartoons/ -name '*.svg' -mtime +365 -delete`, FOUND],
    [`find . -name '*.tex' -mtime +30 -delete`, FOUND],
    [`find thesis/chapters -name '*.tex' -mtime +90 -exec rm {} +`, FOUND_RM],
    [`find commissions -iname '*.eps' -mtime +180 -delete`, FOUND],
    // Logs, scratch, build output, LaTeX by-products, renders, a listing, source icons and a bundle's copies.
    [`find logs -name '*.log' -mtime +7 -delete`, 'none'],
    [`find tmp -mtime +1 -delete`, 'none'],
    [`find build -name '*.svg' -delete`, 'none'],
    [`find . -name '*.aux' -mtime +30 -delete`, 'none'],
    [`find renders -name '*.png' -mtime +30 -delete`, 'none'],
    [`find . -name '*.svg' -mtime +365 -print`, 'none'],
    [`find src/icons -name '*.svg' -mtime +365 -delete`, 'none'],
    [`find dist -name '*.svg' -mtime +365 -delete`, 'none'],
  ])('%s → %s', (command, id) => expect(rule(command)).toBe(id));
});

describe('photos and scans deleted in bulk from a folder of originals (destructive/workfiles)', () => {
  test.each([
    [`find restorations/ -name '*.jpg' -size +5M -exec rm {} +`, FOUND_RM],
    ['rm restorations/*.jpg', RM],
    [`find restorations -name '*.jpg' -delete`, FOUND],
    [`python3 -c "import glob, os; [os.remove(p) for p in glob.glob('restorations/*.jpg')]"`, RM],
    // Thumbnails, scratch, a listing, screenshots, a site's images, one named photo, and an edit in place (not a delete).
    [`find public/thumbs -name '*.jpg' -delete`, 'none'],
    [`find thumbnails -name '*.jpg' -delete`, 'none'],
    ['rm -f tmp/*.jpg', 'none'],
    [`find . -name '*.jpg' -size +5M -print`, 'none'],
    ['rm screenshots/*.png', 'none'],
    ['rm screenshots/*.jpg', 'none'],
    ['rm static/img/*.jpg', 'none'],
    ['rm restorations/job12/before.jpg', 'none'],
  ])('%s → %s', (command, id) => expect(rule(command)).toBe(id));
});

describe('dumps read off chips or media deleted (destructive/workfiles)', () => {
  test.each([
    [`python3 -c "import glob, os; [os.remove(p) for p in glob.glob('roms/**/*.bin', recursive=True)]"`, RM],
    ['rm roms/*.bin', RM],
    ['rm -f dumps/*.bin', RM],
    [`find dumps -name '*.img' -delete`, FOUND],
    [`find eeprom_dumps -name '*.hex' -mtime +30 -delete`, FOUND],
    [`find . -path '*/roms/*' -name '*.bin' -delete`, FOUND],
    // Build output, whatever the folder is called: a firmware build, Cargo's target, PlatformIO's, a glob of every .bin.
    ['rm -f build/*.bin', 'none'],
    [`find . -name '*.bin' -path '*/target/*' -delete`, 'none'],
    ['rm firmware/out/*.bin', 'none'],
    ['rm -rf .pio/build', 'none'],
    ['rm -f roms/build/*.bin', 'none'],
    [`python3 -c "import glob, os; [os.remove(p) for p in glob.glob('build/**/*.bin', recursive=True)]"`, 'none'],
  ])('%s → %s', (command, id) => expect(rule(command)).toBe(id));
});
