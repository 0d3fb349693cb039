import { describe, expect, test } from 'vitest';
import { findDestructive } from '../../../src/guards/destructive.js';
import { guardContext } from '../../support/guardContext.js';

// Classes from round 19 (media, libraries, content): one speaking line per class and a benign near-miss.
const speaks = (command: string) => findDestructive(command, guardContext('/home/dev', { cwd: '/home/dev/proj' })).length > 0;

describe('media, catalogs and content classes', () => {
  test.each([
    // exiftool rewrites in place without its `_original` backups, or deletes them.
    ['exiftool -overwrite_original -all= -r ~/Pictures/Library', true],
    ['exiftool -overwrite_original_in_place -GPS*= -ext jpg -r /mnt/photos', true],
    ['exiftool -delete_original! -r ~/Pictures', true],
    ["exiftool '-AllDates+=0:0:0 5:0:0' ~/Pictures/2023/IMG_0412.JPG", false],
    ['cp ~/Pictures/a.JPG /tmp/share.jpg && exiftool -overwrite_original -all= /tmp/share.jpg', false],
    ['exiftool -o out/%f.jpg -all= -tagsfromfile @ -orientation src/*.jpg', false],
    // mogrify writes over its inputs unless -path sends them elsewhere.
    ['mogrify -resize 2048x2048 ~/Pictures/originals/*.jpg', true],
    ['mogrify -path static/thumbs -resize 400x400 -format webp assets/photos/*.jpg', false],
    // A converter whose output is its own input.
    ['sox session.wav session.wav norm -1', true],
    ['sox master.wav -C 192 dist/episode-42.mp3', false],
    ['for f in *.wav; do sox "$f" -C 192 "${f%.wav}.mp3" && rm "$f"; done', true],
    // beets deletes the files from disk with -d.
    ["beet remove -d -f artist:'Various Artists'", true],
    ['beet rm -a year:..1990', false],
    // An application's catalog or books in one file.
    ['rm ~/.config/beets/library.db', true],
    ['rm -f ~/Pictures/digikam4.db ~/Pictures/thumbnails-digikam.db', true],
    ['rm -f ~/finance/*.gnucash', true],
    ['rm ledger/2024.journal', true],
    ['rm -f ~/finance/books.gnucash.LCK', false],
    // A static site's own content.
    ['rm -rf content/posts', true],
    ['rm -rf _posts _drafts', true],
    ['rm -rf src/content/blog', true],
    ['rm -rf docs versioned_docs', true],
    ['rm -rf public/uploads', true],
    ["find public -name '*.html' -delete", false],
    ['rm -rf public resources/_gen', false],
    ['rm -rf _site .jekyll-cache', false],
    ['rm -rf dist .astro node_modules/.vite', false],
  ])('%s speaks: %s', (command, expected) => {
    expect(speaks(command)).toBe(expected);
  });
});
