import { describe, expect, test } from 'vitest';
import { commandIds as rule } from '../../support/destructiveIds.js';

// Round 102: `git clean` with a pathspec that names only tools' caches (`-- frontend/.parcel-cache`) deletes what the tool
// makes again; a bare clean, or one whose pathspec also names source or settings, still speaks. One line per case.

describe('git clean kept to caches by its pathspec', () => {
  test.each([
    ['git clean -fdX -- frontend/.parcel-cache', 'none'],
    ['git clean -fdX frontend/.parcel-cache node_modules', 'none'],
    ['git clean -fdX -- ./.cache/', 'none'],
    ['git clean -fd -- web/.next', 'none'],
    ['git clean -fdX', 'destructive/git/clean-ignored'],
    ['git clean -fd', 'destructive/git/clean-untracked'],
    ['git clean -fdx -- frontend/.parcel-cache src', 'destructive/git/clean-ignored'],
    ['git clean -fdx -- .env', 'destructive/git/clean-ignored'],
  ])('%s', (command, expected) => expect(rule(command)).toBe(expected));
});
