import { describe, expect, test } from 'vitest';
import { commandIds as rule } from '../../support/destructiveIds.js';

// Round 115: `cat` redirected over a project file as a copy over it, an empty JSON or YAML document echoed over one, and a
// copy over a file the same line first put aside. One line per class that speaks and near-misses that stay silent.

describe('cat of one file redirected over a project file (destructive/filesystem/copy-over-untracked)', () => {
  test.each([
    ['cat data/prices_draft.csv > data/prices.csv', 'destructive/filesystem/copy-over-untracked'],
    ['cat a.csv > data/prices.csv', 'destructive/filesystem/copy-over-untracked'],
    ['cat new/*.json > data/catalogue.json', 'destructive/filesystem/copy-over-untracked'],
    // The same as cp judges it: `cp data/prices_draft.csv data/prices.csv` speaks too.
    ['cp data/prices_draft.csv data/prices.csv', 'destructive/filesystem/copy-over-untracked'],
    // A heredoc (an edit), several inputs (a build), an append, temp space, stdin, numbered lines, a pipeline.
    ['cat > data/prices.csv <<EOF\nsku,price\nEOF', 'none'],
    ['cat a.js b.js > dist/bundle.js', 'none'],
    ['cat a.csv >> data/prices.csv', 'none'],
    ['cat x > /tmp/y', 'none'],
    ['cat - > data/prices.csv', 'none'],
    ['cat -n a.csv > data/prices.csv', 'none'],
    ['cat data/prices_draft.csv | sort > data/prices.csv', 'none'],
    // What the cp rule keeps silent: a template over a config, a copy into build output, the live file copied to a draft.
    ['cat templates/config.example.yaml > config/config.yaml', 'none'],
    ['cat src/a.js > dist/bundle.js', 'none'],
    ['cat data/prices.csv > data/prices_draft.csv', 'none'],
  ])('%s → %s', (command, id) => expect(rule(command)).toBe(id));
});

describe('an empty document written over a project file (destructive/workfiles/empty-project-file)', () => {
  test.each([
    [`echo '{}' > config/arena_layouts.json`, 'destructive/workfiles/empty-project-file'],
    [`printf '{}' > config/layouts.json`, 'destructive/workfiles/empty-project-file'],
    [`printf '[]\\n' > config/arena_layouts.json`, 'destructive/workfiles/empty-project-file'],
    [`echo 'null' > config/arena_layouts.json`, 'destructive/workfiles/empty-project-file'],
    [`echo '{}' > config/settings.yaml`, 'destructive/workfiles/empty-project-file'],
    // As `: >` is judged: that speaks too.
    [': > config/arena_layouts.json', 'destructive/workfiles/empty-project-file'],
    // Build output, caches, temp space, logs; content; a document type `{}` does not empty.
    [`echo '{}' > dist/manifest.json`, 'none'],
    [`echo '{}' > build/x.json`, 'none'],
    [`echo '{}' > .cache/x.json`, 'none'],
    [`echo '{}' > /tmp/x.json`, 'none'],
    [`echo '{}' > logs/x.json`, 'none'],
    [`echo '{"a":1}' > config/arena_layouts.json`, 'none'],
    [`echo '{}' > config/notes.md`, 'none'],
    // At the project's top an empty document starts a file (`echo '{}' > package.json`, a new manifest).
    [`echo '{}' > package.json`, 'none'],
    [`echo '{}' > arena_layouts.json`, 'none'],
    // A header written over a records table is named by its own rule, not as a copy.
    ['cat data/ami/header.csv > data/ami/reads_2024_q3.csv', 'destructive/workfiles/header-over-records'],
    [`echo '{}' >> config/arena_layouts.json`, 'none'],
  ])('%s → %s', (command, id) => expect(rule(command)).toBe(id));
});

describe('a copy over a file the line first put aside (destructive/filesystem/copy-over-untracked)', () => {
  test.each([
    ['mv data/prices.csv data/prices.$(date +%F).bak && cp data/prices_draft.csv data/prices.csv', 'none'],
    ['cp data/prices.csv data/prices.$(date +%F).bak && cp data/prices_draft.csv data/prices.csv', 'none'],
    ['cp -p data/prices.csv backups/ && cat data/prices_draft.csv > data/prices.csv', 'none'],
    ['mv data/prices.csv data/prices.bak; cp data/prices_draft.csv data/prices.csv', 'none'],
    // Put in temp space (cleared on its own), not put aside, put aside after, or the backup deleted before the copy.
    ['mv data/prices.csv /tmp/x && cp data/prices_draft.csv data/prices.csv', 'destructive/filesystem/copy-over-untracked'],
    ['cp data/prices_draft.csv data/prices.csv', 'destructive/filesystem/copy-over-untracked'],
    ['cp data/prices_draft.csv data/prices.csv && mv data/prices.csv data/prices.bak', 'destructive/filesystem/copy-over-untracked'],
    [
      'mv data/prices.csv data/prices.bak; rm data/prices.bak; cp data/prices_draft.csv data/prices.csv',
      'destructive/filesystem/rm-data-record destructive/filesystem/copy-over-untracked',
    ],
  ])('%s → %s', (command, id) => expect(rule(command)).toBe(id));
});
