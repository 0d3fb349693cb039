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

describe('records, personal folders and listed deletes', () => {
  test.each([
    // A project's records: folders that hold data kept or received, not made by a build.
    ['rm -rf invoices/2023', true],
    ['rm -rf build/invoices', false],
    // Every file of one type under a records folder; scratch types there are a clean.
    ['rm data/raw/*.csv', true],
    ['rm -f data/raw/*.tmp', false],
    // Cookiecutter Data Science's derived layers (`data/interim`, `data/processed`) are the pipeline's output; `data/external` is received.
    ['rm -f data/external/*.csv', true],
    ['rm -f data/interim/*.parquet && python pipeline.py --stage interim', false],
    // A compressed type is its own type; listed by `ls` into xargs, the glob is the target; compressed logs stay scratch.
    ['ls backups/*.sql.gz | xargs rm -f', true],
    ['ls backups/*.log.gz | xargs rm -f', false],
    // The user's personal folders in the home directory: a named file, a glob.
    ['rm ~/Documents/report.docx', true],
    ['rm "$HOME/Documents/bank/exports/"*.csv', true],
    ['rm ~/Downloads/setup.dmg', false],
    ['rm -f ~/Documents/.DS_Store', false],
    // A delete in interpreter code of what a listing by a literal glob chose: judged as `rm` of that glob.
    ['ruby -e \'Dir.glob("ledger/**/*.journal").each { |p| File.delete(p) }\'', true],
    ['python3 -c \'import glob, os; [os.remove(p) for p in glob.glob("build/**/*.o")]\'', false],
    // A folder joined to a listed name (`os.path.join("data/raw", f)`) is that folder's listing, as `"data/raw/" + f` is.
    ['python3 -c \'import os\nfor f in os.listdir("data/raw"): os.remove(os.path.join("data/raw", f))\'', true],
    ['python3 -c \'import os\nfor f in os.listdir("build/tmp"): os.remove(os.path.join("build/tmp", f))\'', false],
    // The folder named by a constant bound once to a literal (`ROOT = '/mnt/library/assets'` … `os.listdir(ROOT)`).
    [
      'python3 -c \'import os, shutil\nROOT = "/mnt/library/assets"\nfor d in os.listdir(ROOT): shutil.rmtree(os.path.join(ROOT, d))\'',
      true,
    ],
    ['python3 -c \'import os, shutil\nROOT = "build/cache"\nfor d in os.listdir(ROOT): shutil.rmtree(os.path.join(ROOT, d))\'', false],
    // Recorded data by type wherever it lies (a reference genome, reads, a robot recording); its derived index is not.
    ['rm -f ref/GRCh38/*.fa', true],
    ['rm -f ref/GRCh38/*.fai', false],
    // ROS bag folders are recordings.
    ['rm -rf bags/run42', true],
    ['rm -rf build/bags/run42', false],
    // find choosing the files changed lately (`-newer`, `-mtime -N`) still deletes all of one source type there.
    ["find content -name '*.md' -newer .last-publish -exec rm {} \\;", true],
    ["find src -name '*.py' -mtime +30 -delete", false],
  ])('%s speaks: %s', (command, expected) => {
    expect(speaks(command)).toBe(expected);
  });

  test('a project kept under ~/Documents is judged as a project, not as personal files', () => {
    const context = guardContext('/home/dev', { root: '/home/dev/Documents/site', cwd: '/home/dev/Documents/site' });
    expect(findDestructive('rm notes/draft.txt', context)).toEqual([]);
  });
});
