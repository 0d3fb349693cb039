import { describe, expect, test } from 'vitest';
import { commandIds as rule } from '../../support/destructiveIds.js';

// Round 100: a folder of scanned originals (`scanned/`, as `scans/` already was) and a club's scorecards and score sheets are
// records: a rescan needs the paper in hand, and rankings and disputes are settled from them. Build output, temp and cache
// folders of the same names stay silent. One line per class that speaks and near-misses that stay silent.

describe('deletes of scanned originals and scorecards', () => {
  test.each([
    [
      `python -c "import glob, os; [os.remove(p) for p in glob.glob('scorecards/scanned/*.pdf')]"`,
      'destructive/filesystem/rm-source-files',
    ],
    ['rm scorecards/*.pdf', 'destructive/filesystem/rm-source-files'],
    ['rm -f scanned/*.pdf', 'destructive/filesystem/rm-source-files'],
    ['rm -rf league/scoresheets', 'destructive/filesystem/rm-recursive'],
    ['rm -rf build/scanned', 'none'],
    ['rm tmp/scanned/*.png', 'none'],
    ['rm -rf .cache/scorecards', 'none'],
  ])('%s', (command, expected) => expect(rule(command)).toBe(expected));
});
