import { describe, expect, test } from 'vitest';
import { commandIds as rule } from '../../support/destructiveIds.js';

// Round 103: a transit operator's GTFS feed (`gtfs/stop_times.txt`) is the published schedule riders' apps read, a data
// folder like `data/`: a new copy moved over it replaces it unseen. Build output of the same name and a move to a new name
// stay silent. One line per case.

describe('a GTFS feed is a data folder', () => {
  test.each([
    ['mv gtfs/stop_times.new.txt gtfs/stop_times.txt', 'destructive/filesystem/copy-over-untracked'],
    ['mv gtfs/trips_new.txt gtfs/trips.txt', 'destructive/filesystem/copy-over-untracked'],
    ['rm -rf build/gtfs', 'none'],
    ['mv gtfs/stop_times.txt gtfs/archive/stop_times_2024.txt', 'none'],
  ])('%s', (command, expected) => expect(rule(command)).toBe(expected));
});
