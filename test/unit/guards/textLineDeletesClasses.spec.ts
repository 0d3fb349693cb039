import { describe, expect, test } from 'vitest';
import { commandIds as rule } from '../../support/destructiveIds.js';

// Held-out rounds 172 and 177: an in-place line delete (sed -i '/re/d', perl -i -ne 'print unless /re/', perl -pi -e
// 's/^x.*\n//', gawk -i inplace, ruby -i) over a glob or a list of texts written by hand (plays, articles, proclamations,
// content/*.md) strips every one at once, with no copy kept. One named text stays an edit of that file, as it was; build
// output, logs, caches, vendored and test files, repository notes (README, CHANGELOG), a kept copy (`-i.bak`) and a dry
// run (no `-i`, `sed -n`) stay silent. One line per case: the call, the rule or 'none'.

const SED = 'destructive/rewrite/sed-delete-text-lines';
const PERL = 'destructive/rewrite/perl-delete-text-lines';
const AWK = 'destructive/rewrite/awk-delete-text-lines';

describe('an in-place line delete over a glob or a list of hand-written texts speaks', () => {
  test.each([
    [`perl -i -ne 'print unless /^draft:/' content/proclamations/*.md`, PERL],
    [`sed -i '/Turkish Knight/d' texts/plays/*.txt`, SED],
    [`sed -i '/Turkish Knight/d' texts/plays/george.txt texts/plays/robin.txt`, SED],
    [`sed -i '/Turkish Knight/d' texts/plays/{george,robin}.txt`, SED],
    [`sed -i -e '/^TODO/d' -e '/^FIXME/d' chapters/*.md`, SED],
    [`sed -i '' '/^draft: true/d' content/posts/*.md`, SED],
    [`sed -i -E '/^(Note|Aside):/d' articles/*.rst`, SED],
    [`gsed --in-place '/\\\\todo/d' manuscript/*.tex`, SED],
    [`sed -i '1d' content/*.md`, SED],
    [`sed -i '/^Round 4/,/^Round 5/d' questions/*.txt`, SED],
    [`sed -i '/Turkish Knight/d' *.txt`, SED],
    [`cd texts/plays && sed -i '/Turkish Knight/d' *.txt`, SED],
    [`for f in texts/plays/*.txt; do sed -i '/Turkish Knight/d' "$f"; done`, SED],
    [`ls texts/plays/*.txt | xargs sed -i '/Turkish Knight/d'`, SED],
    [`find content -name '*.md' | xargs sed -i '/^draft:/d'`, SED],
    [`find content -name '*.md' -exec sed -i '/^draft:/d' {} +`, SED],
    [`perl -ni -e 'print unless /^Stage:/' texts/*.txt`, PERL],
    [`perl -i -lne 'print if !/^draft:/' articles/*.md`, PERL],
    [`perl -i -pe 's/^draft:.*\\n//' content/proclamations/*.md`, PERL],
    [`perl -i -ne 'next if /^draft:/; print' content/a.md content/b.md`, PERL],
    [`find . -name '*.md' -print0 | xargs -0 perl -i -ne 'print unless /^draft:/'`, PERL],
    [`ruby -i -ne 'print unless /^draft:/' articles/*.md`, PERL],
    [`gawk -i inplace '!/Turkish Knight/' texts/plays/*.txt`, AWK],
    [`awk -i inplace '/^draft:/ { next } 1' content/*.md`, AWK],
  ])('%s → %s', (command, id) => expect(rule(command)).toBe(id));
});

describe('one named text, output, logs, vendored and test files, a kept copy and a dry run stay silent', () => {
  test.each([
    // One named file: an edit of that file, judged as before.
    [`sed -i '/Turkish Knight/d' texts/plays/george.txt`, 'none'],
    [`perl -i -ne 'print unless /^draft:/' content/proclamations/a.md`, 'none'],
    [`awk -i inplace '!/x/' texts/plays/george.txt`, 'none'],
    // Build output, logs, caches, generated, vendored files, scratch space.
    [`sed -i '/^%%MIDI program/d' build/abc/*.txt`, 'none'],
    [`sed -i '/x/d' dist/docs/*.md`, 'none'],
    [`sed -i '/x/d' public/posts/*.md`, 'none'],
    [`sed -i '/x/d' logs/*.txt`, 'none'],
    [`sed -i '/x/d' .cache/notes/*.md`, 'none'],
    [`sed -i '/x/d' generated/*.md`, 'none'],
    [`sed -i '/x/d' node_modules/pkg/*.md`, 'none'],
    [`sed -i '/x/d' vendor/lib/*.txt`, 'none'],
    [`sed -i '/x/d' /tmp/notes/*.md`, 'none'],
    [`sed -i '/x/d' tmp/*.txt`, 'none'],
    [`find build -name '*.md' | xargs sed -i '/^draft:/d'`, 'none'],
    // Test fixtures, hidden tool folders, repository notes and package lists.
    [`sed -i '/x/d' tests/fixtures/*.txt`, 'none'],
    [`sed -i '/x/d' .github/*.md`, 'none'],
    [`sed -i '/badge/d' README.md CHANGELOG.md`, 'none'],
    [`sed -i '/^numpy/d' requirements*.txt`, 'none'],
    // A copy kept first.
    [`sed -i.bak '/Turkish Knight/d' texts/plays/*.txt`, 'none'],
    [`sed -i~ '/Turkish Knight/d' texts/plays/*.txt`, 'none'],
    [`perl -i.bak -ne 'print unless /^draft:/' content/proclamations/*.md`, 'none'],
    [`gawk -i inplace -v inplace::suffix=.bak '!/x/' texts/*.txt`, 'none'],
    // A dry run or a read: no -i, sed -n, perl without -i, awk without inplace.
    [`sed '/Turkish Knight/d' texts/plays/*.txt`, 'none'],
    [`sed -n '/Turkish Knight/p' texts/plays/*.txt`, 'none'],
    [`perl -ne 'print unless /^draft:/' content/proclamations/*.md`, 'none'],
    [`awk '!/x/' texts/*.txt`, 'none'],
    [`grep -v 'Turkish Knight' texts/plays/*.txt`, 'none'],
    // Substitutions keep every line.
    [`sed -i 's/Turkish Knight/Turkey Snipe/' texts/plays/*.txt`, 'none'],
    [`perl -pi -e 's/colour/color/g' articles/*.md`, 'none'],
    [`find content -name '*.md' | xargs sed -i 's/a/b/'`, 'none'],
  ])('%s → %s', (command, id) => expect(rule(command)).toBe(id));
});

// Review of rounds 172 and 177: a delete of blank lines only loses no words and stays silent (sed `/^$/d`, `/^\s*$/d`,
// perl `print unless /^\s*$/`, awk `!/^$/`, `NF`), while `!d` over a blank address keeps only the blank lines and speaks.
// Keeping only the matching lines (`sed -n '/x/p'`, awk's lone `/re/` or `$0 ~ /re/`) drops the rest as `/x/!d` does, and
// awk's line dedupe (`!seen[$0]++`) drops each repeated line of a hand-written text (a refrain, a repeated stage line): both speak.
// Sphinx and MkDocs output, coverage reports and a requirements/ folder are no hand-written texts.
describe('keeping only matching lines and deduping speak as deletes do', () => {
  test.each([
    [`sed -i -n '/x/p' docs/*.md`, SED],
    [`sed -n -i '/^##/p' chapters/*.md`, SED],
    [`sed -ni '/x/p' docs/*.md`, SED],
    [`sed -i --quiet '10,20p' texts/plays/*.txt`, SED],
    [`sed -i '/^$/!d' docs/*.md`, SED],
    [`sed -i '/^$/d;/x/d' docs/*.md`, SED],
    [`sed -i -e '/^$/d' -e '/^Stage:/d' texts/*.txt`, SED],
    [`awk -i inplace '/^#/' docs/*.md`, AWK],
    [`gawk -i inplace '$0 ~ /x/' docs/*.md`, AWK],
    [`gawk -i inplace '/x/ { print }' docs/*.md`, AWK],
    [`gawk -i inplace '!seen[$0]++' docs/*.md`, AWK],
    [`perl -i -ne 'print if /x/' docs/*.md`, PERL],
    [`perl -i -ne 'print unless /^\\s*$/ or /^draft:/' docs/*.md`, PERL],
    [`gawk -i inplace '!/^$/ && !/x/' docs/*.md`, AWK],
    [`sed -i '/x/d' docs/site-notes/*.md`, SED],
  ])('%s → %s', (command, id) => expect(rule(command)).toBe(id));
});

describe('blank-line deletes and generated doc output stay silent', () => {
  test.each([
    [`sed -i '/^$/d' docs/*.md`, 'none'],
    [`sed -i '/^\\s*$/d' content/*.md`, 'none'],
    [`sed -i '/^[[:space:]]*$/d' notes/*.txt`, 'none'],
    [`sed -i -E '/^\\s+$/d' notes/*.txt`, 'none'],
    [`sed -i '/^ *$/d' notes/*.txt`, 'none'],
    [`find docs -name '*.md' -exec sed -i '/^$/N;/^\\n$/D' {} +`, 'none'],
    [`perl -i -ne 'print unless /^\\s*$/' docs/*.md`, 'none'],
    [`perl -i -ne 'next if /^$/; print' docs/*.md`, 'none'],
    [`perl -i -ne 'print if /\\S/' docs/*.md`, 'none'],
    [`perl -i -pe 's/^\\s*\\n//' docs/*.md`, 'none'],
    [`gawk -i inplace '!/^$/' docs/*.md`, 'none'],
    [`gawk -i inplace '$0 !~ /^[[:space:]]*$/' docs/*.md`, 'none'],
    [`awk -i inplace '/^\\s*$/ { next } 1' docs/*.md`, 'none'],
    [`gawk -i inplace '/\\S/' docs/*.md`, 'none'],
    [`gawk -i inplace 'NF' docs/*.md`, 'none'],
    [`gawk -i inplace '{ gsub(/a/, "b") } 1' docs/*.md`, 'none'],
    [`gawk -i inplace '/x/ { sub(/a/, "b") } 1' docs/*.md`, 'none'],
    [`sed -i '/x/d' requirements/*.txt`, 'none'],
    [`sed -i '/x/d' docs/_build/*.txt`, 'none'],
    [`sed -i '/x/d' docs/_build/text/*.txt`, 'none'],
    [`sed -i '/x/d' site/*.md`, 'none'],
    [`sed -i '/x/d' .docusaurus/*.md`, 'none'],
    [`sed -i '/x/d' .next/server/*.txt`, 'none'],
    [`sed -i '/x/d' coverage/*.txt`, 'none'],
    [`sed -i '/x/d' htmlcov/*.txt`, 'none'],
    [`find docs -name '*.md' -exec sed -i '/x/p' {} +`, 'none'],
  ])('%s → %s', (command, id) => expect(rule(command)).toBe(id));
});
