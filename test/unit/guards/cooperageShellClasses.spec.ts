import { describe, expect, test } from 'vitest';
import { commandIds as rule } from '../../support/destructiveIds.js';

// Round 91 (cooperage and its shell leftovers): a list some command printed (`cut -d, -f1 report.csv`) fed to a
// templated delete whose folder and type are literal (`xargs -I{} rm -f data/lots/{}.json`). It is judged as the glob
// `rm data/lots/*.json` is: every file of that folder the list names. One line per class that speaks and near-misses
// that stay silent.

describe('a templated delete of listed records in one folder and type (destructive/filesystem/rm-source-files)', () => {
  test.each([
    ['cut -d, -f1 reports/unsold_lots.csv | xargs -I{} rm -f data/lots/{}.json', 'destructive/filesystem/rm-source-files'],
    ['cut -d, -f1 reports/unsold_lots.csv | xargs -I % rm -f data/lots/%.json', 'destructive/filesystem/rm-source-files'],
    ['cut -d, -f1 reports/unsold_lots.csv | xargs -i rm -f data/lots/{}.json', 'destructive/filesystem/rm-source-files'],
    ['cut -d, -f1 reports/unsold_lots.csv | xargs -J % rm -f data/lots/%.json', 'destructive/filesystem/rm-source-files'],
    ['cut -d, -f1 reports/unsold_lots.csv | parallel rm -f data/lots/{}.json', 'destructive/filesystem/rm-source-files'],
    ['cut -d, -f1 reports/unsold_lots.csv | xargs -I{} rm -f "data/lots/{}.csv"', 'destructive/filesystem/rm-source-files'],
    ['cut -d, -f1 reports/unsold_lots.csv | while read x; do rm -f "data/lots/$x.json"; done', 'destructive/filesystem/rm-source-files'],
    ['cut -d, -f1 reports/unsold_lots.csv | while read -r x; do rm "data/lots/${x}.json"; done', 'destructive/filesystem/rm-source-files'],
    // Scratch, build output and caches (as their globs), a lock file, a printed command, a copy, a folder from a variable.
    ['cut -d, -f1 reports/unsold_lots.csv | xargs -I{} rm -f tmp/{}.json', 'none'],
    ['cut -d, -f1 reports/unsold_lots.csv | xargs -I{} rm -f build/{}.o', 'none'],
    ['cut -d, -f1 reports/unsold_lots.csv | xargs -I{} rm -f .cache/lots/{}.json', 'none'],
    ['cut -d, -f1 reports/unsold_lots.csv | xargs -I{} rm -f /tmp/lots/{}.json', 'none'],
    ['cut -d, -f1 reports/unsold_lots.csv | xargs -I{} rm -f data/lots/{}.json.lock', 'none'],
    ['cut -d, -f1 reports/unsold_lots.csv | xargs -I{} echo rm data/lots/{}.json', 'none'],
    ['cut -d, -f1 reports/unsold_lots.csv | xargs -I{} cp {} backup/', 'none'],
    ['cut -d, -f1 reports/unsold_lots.csv | xargs -I{} rm -f $DIR/{}.json', 'none'],
    ['cut -d, -f1 reports/unsold_lots.csv | while read x; do rm -f "tmp/$x.json"; done', 'none'],
    ['cut -d, -f1 reports/unsold_lots.csv | while read x; do echo "data/lots/$x.json"; done', 'none'],
    ['xargs -I{} rm -f data/lots/{}.json < files-to-remove.txt', 'none'],
  ])('%s → %s', (command, id) => expect(rule(command)).toBe(id));
});
