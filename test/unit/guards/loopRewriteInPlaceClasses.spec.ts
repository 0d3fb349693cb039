import { describe, expect, test } from 'vitest';
import { commandIds as rule } from '../../support/destructiveIds.js';

// Round 109: a shell loop over a glob or a literal list of files (`for f in data/*.json`, `for f in a.json b.json`, or a
// `while read` loop fed `ls` or `find` of a glob) whose body rewrites "$f" in place (a jq filter that empties a list,
// written to a temp file and moved back, or piped to `sponge`) is judged as the same body on the files the list names: the
// loop variable stands for each of them, the glob for the files it matches. One line per case.

describe('a loop that empties a list of every file and writes it back (destructive/filesystem/colon-redirect-outside)', () => {
  test.each([
    [
      `for f in data/stock/*.json; do jq '.items = []' "$f" > "$f.tmp" && mv "$f.tmp" "$f"; done`,
      'destructive/filesystem/colon-redirect-outside',
    ],
    [`for f in data/stock/*.json; do jq '.items = []' "$f" | sponge "$f"; done`, 'destructive/filesystem/colon-redirect-outside'],
    [
      `for f in data/stock/a.json data/stock/b.json; do jq '.items = []' "$f" > "$f.tmp" && mv "$f.tmp" "$f"; done`,
      'destructive/filesystem/colon-redirect-outside',
    ],
    [
      `for f in data/stock/*.json; do tmp=$(mktemp); jq '.items = []' "$f" > "$tmp" && mv "$tmp" "$f"; done`,
      'destructive/filesystem/colon-redirect-outside',
    ],
    [
      `for f in data/stock/*.json; do jq '.orders |= []' "$f" > /tmp/x.json && mv /tmp/x.json "$f"; done`,
      'destructive/filesystem/colon-redirect-outside',
    ],
    [`for f in data/stock/*.yaml; do yq -i '.items = []' "$f"; done`, 'destructive/filesystem/colon-redirect-outside'],
    // The one-file form, judged the same.
    [
      `jq '.items = []' data/stock/a.json > data/stock/a.json.tmp && mv data/stock/a.json.tmp data/stock/a.json`,
      'destructive/filesystem/colon-redirect-outside',
    ],
    // A new file beside the input or under out/, a temp file left unmoved, a formatter or an edit that keeps the entries,
    // build output, caches and `*.tmp` files stay silent, as their one-file forms do.
    [`for f in data/stock/*.json; do jq '.items = []' "$f" > "\${f%.json}.min.json"; done`, 'none'],
    [`for f in data/stock/*.json; do jq '.items = []' "$f" > "out/$(basename "$f")"; done`, 'none'],
    [`for f in data/stock/*.json; do jq '.items = []' "$f" > "$f.new"; done`, 'none'],
    [`for f in data/stock/*.json; do jq . "$f" > "$f.tmp" && mv "$f.tmp" "$f"; done`, 'none'],
    [`for f in data/stock/*.json; do jq -S . "$f" > "$f.tmp" && mv "$f.tmp" "$f"; done`, 'none'],
    [`for f in data/stock/*.json; do jq '.items |= map(. + {seen: true})' "$f" > "$f.tmp" && mv "$f.tmp" "$f"; done`, 'none'],
    [`for f in data/stock/*.json; do prettier --write "$f"; done`, 'none'],
    [`for f in dist/*.json; do jq '.items = []' "$f" > "$f.tmp" && mv "$f.tmp" "$f"; done`, 'none'],
    [`for f in build/*.json; do jq '.items = []' "$f" > "$f.tmp" && mv "$f.tmp" "$f"; done`, 'none'],
    [`for f in node_modules/.cache/*.json; do jq '.items = []' "$f" > "$f.tmp" && mv "$f.tmp" "$f"; done`, 'none'],
    [`for f in data/stock/*.tmp; do jq '.items = []' "$f" > "$f.x" && mv "$f.x" "$f"; done`, 'none'],
    [`jq '.items = []' dist/a.json > dist/a.json.tmp && mv dist/a.json.tmp dist/a.json`, 'none'],
  ])('%s → %s', (command, id) => expect(rule(command)).toBe(id));
});

describe('a while-read loop fed by a lister of globbed files rewrites each in place, as the for loop does', () => {
  test.each([
    [
      `ls data/stock/*.json | while read -r f; do jq '.items = []' "$f" > "$f.tmp" && mv "$f.tmp" "$f"; done`,
      'destructive/filesystem/colon-redirect-outside',
    ],
    [
      `find data/stock -name '*.json' | while read -r f; do jq '.items = []' "$f" > "$f.tmp" && mv "$f.tmp" "$f"; done`,
      'destructive/filesystem/colon-redirect-outside',
    ],
    [
      `find data/stock -name '*.json' | while read -r f; do jq 'del(.items[])' "$f" | sponge "$f"; done`,
      'destructive/rewrite/filter-moved-back-over-records',
    ],
    [
      `ls records/*.csv | while read -r f; do head -1 "$f" > "$f.tmp" && mv "$f.tmp" "$f"; done`,
      'destructive/rewrite/filter-moved-back-over-records',
    ],
    [
      `find records -name '*.csv' | while IFS= read -r f; do head -n 1 "$f" > "$f.tmp" && mv "$f.tmp" "$f"; done`,
      'destructive/rewrite/filter-moved-back-over-records',
    ],
    // Build output, a new file beside the input, a formatter, `*.tmp` files, and feeds that name no glob (a list file, a
    // folder's bare names, a find with no name pattern) stay silent.
    [`ls dist/*.json | while read -r f; do jq '.items = []' "$f" > "$f.tmp" && mv "$f.tmp" "$f"; done`, 'none'],
    [`find dist -name '*.json' | while read -r f; do jq '.items = []' "$f" > "$f.tmp" && mv "$f.tmp" "$f"; done`, 'none'],
    [`find data/stock -name '*.json' | while read -r f; do jq '.items = []' "$f" > "\${f%.json}.min.json"; done`, 'none'],
    [`find data/stock -name '*.json' | while read -r f; do jq . "$f" > "$f.tmp" && mv "$f.tmp" "$f"; done`, 'none'],
    [`ls data/stock/*.tmp | while read -r f; do jq '.items = []' "$f" > "$f.x" && mv "$f.x" "$f"; done`, 'none'],
    [`while read -r f; do jq '.items = []' "$f" > "$f.tmp" && mv "$f.tmp" "$f"; done < list.txt`, 'none'],
    [`ls data/stock | while read -r f; do jq '.items = []' "$f" > "$f.tmp" && mv "$f.tmp" "$f"; done`, 'none'],
    [`find data/stock -type f | while read -r f; do jq '.items = []' "$f" > "$f.tmp" && mv "$f.tmp" "$f"; done`, 'none'],
  ])('%s → %s', (command, id) => expect(rule(command)).toBe(id));
});

describe('loops that already spoke keep speaking: a drop, a header kept, a document written over each file', () => {
  test.each([
    [`for f in data/stock/*.json; do jq 'del(.items[])' "$f" | sponge "$f"; done`, 'destructive/rewrite/filter-moved-back-over-records'],
    [`for f in records/*.csv; do head -1 "$f" > "$f.tmp" && mv "$f.tmp" "$f"; done`, 'destructive/rewrite/filter-moved-back-over-records'],
    [
      `for f in data/stock/a.json data/stock/b.json; do jq 'del(.items[])' "$f" | sponge "$f"; done`,
      'destructive/rewrite/filter-moved-back-over-records',
    ],
    [`for f in data/*.json; do echo '{}' > "$f"; done`, 'destructive/filesystem/empty-document-redirect-outside'],
    [`for f in data/stock/*.json; do sed -i '/sold/d' "$f"; done`, 'destructive/rewrite/sed-delete-data-lines'],
    [`for f in dist/*.json; do jq 'del(.items[])' "$f" | sponge "$f"; done`, 'none'],
    [`for f in dist/*.json; do echo '{}' > "$f"; done`, 'none'],
  ])('%s → %s', (command, id) => expect(rule(command)).toBe(id));
});
