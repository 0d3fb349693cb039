import { describe, expect, test } from 'vitest';
import { KEPT_RECORDS, SCRATCH_FOLDER } from '../../../src/guards/engine/softDeletes.js';
import { bindingPasses, boundToFreshTemp, nameWords, wholeWords } from '../../../src/guards/lib/scratch.js';
import { writeSpeaks as write } from '../../support/destructiveIds.js';

// The held-out round 139 review of the destructive code's hook path: a fresh-temp lookup read the whole text once per name
// asked (and per folder it is joined under), a module-level flag could outlive a throw, and three scratch-word readers
// differed. The temp-folder bindings of a text are now collected in one pass; the answers are the same. One line per case.
// The flag is now a parameter (destructive.ts, dropNullChecks), so no module state is left to leak; a case for it here gave
// the same ids with or without the leak and could not fail, and was removed.

describe('a binding is read the same from the one-pass index', () => {
  test.each([
    ['dir, cleanup, err := os.MkdirTemp("", "x")', 'cleanup', true],
    ['dir, cleanup, err := os.MkdirTemp("", "x")', 'dir', false],
    ['root, err := os.MkdirTemp("", "x")', 'root', true],
    ['_, work = tempfile.mkdtemp(), 1', 'work', true],
    ['String base = Files.createTempDirectory("x").toString();', 'base', true],
    ['a.b, c = tempfile.mkdtemp()', 'c', false],
    ['with tempfile.TemporaryDirectory() as self.tmp:\n    pass', 'self.tmp', true],
    ['with tempfile.TemporaryDirectory() as self.tmp:\n    pass', 'self', true],
    ['out: Path = tmp_path / "o"\nshutil.rmtree(out)', 'out', true],
    ['d = tmp_path / "w"\nd = tmp_path / "x"\nd = tmp_path\nd = tmpdir\nd = tmp_path / "y"', 'd', false],
    ['d = tmp_path / "w"\nd = tmp_path / "x"\nd = tmp_path\nd = tmpdir', 'd', true],
    ['a = tmp_path\nb = a / "x"\nc = b / "y"\nd = c / "z"', 'c', true],
    ['a = tmp_path\nb = a / "x"\nc = b / "y"\nd = c / "z"', 'd', false],
    ['x = y == tmp_path', 'x', false],
  ])('%s binds %s fresh: %s', (text, name, fresh) => expect(boundToFreshTemp(text, name)).toBe(fresh));
});

describe('a 256 KB text with 200 deletes is read for its bindings once', () => {
  const lines: string[] = [];
  for (let i = 0; i < 200; i++) lines.push(`    d${i} = tmp_path / "w${i}"`, `    shutil.rmtree(d${i})`);
  const body = lines.join('\n');
  const text = `import shutil\n\ndef test_all(tmp_path):\n${body}\n${'# filler\n'.repeat(Math.ceil((256 * 1024 - body.length) / 9))}`;
  test('one pass for 200 names, each fresh', () => {
    const before = bindingPasses();
    for (let i = 0; i < 200; i++) expect(boundToFreshTemp(text, `d${i}`)).toBe(true);
    expect(boundToFreshTemp(text, 'kept')).toBe(false);
    expect(bindingPasses() - before).toBe(1);
  });
  // A generous bound, as a timeout only: before, this call read the text for each of its 200 deletes.
  test('the Write is judged silent', { timeout: 20_000 }, () => expect(write('tests/test_wipe.py', text)).toBe(false));
});

describe('scratch folders are read by whole words', () => {
  test.each([
    ['tmp_dir', true],
    ['self.cache', true],
    ['buildDir', true],
    ['work_dir', true],
    ['workingDir', true],
    ['sandbox', true],
    ['/var/tmp/export', true],
    ['templates', false],
    ['distance_matrix', false],
    ['buildings', false],
    ['work_orders', false],
    ['attempts', false],
  ])('SCRATCH_FOLDER %s: %s', (name, scratch) => expect(SCRATCH_FOLDER.test(name)).toBe(scratch));
  test.each([
    ['sessions?', 'user_sessions', true],
    ['sessions?', 'sessionData', true],
    ['sessions?', 'possessions', false],
    ['te?mp', 'tmpTable', true],
    ['te?mp', 'temperature', false],
  ])('wholeWords(%s) %s: %s', (words, name, matched) => expect(wholeWords(words).test(name)).toBe(matched));
  test.each([
    ['TMPDir', 'tmp dir'],
    ['backups2', 'backups'],
    ['monthlyReports', 'monthly reports'],
    ['work-orders/2024', 'work orders'],
  ])('nameWords(%s) → %s', (name, words) => expect(nameWords(name).join(' ')).toBe(words));
});

describe('kept-record words in lower, capitalised and upper case come from one list', () => {
  test.each([
    ['$REPORTS_DIR', true],
    ['EXPORTED', true],
    ['monthlyReports', true],
    ['archiving/', true],
    ['RECORDINGS', true],
    ['reporter', false],
    ['UPLOADER', false],
    ['documentation', false],
    ['threading', false],
  ])('%s: %s', (name, kept) => expect(KEPT_RECORDS.test(name)).toBe(kept));
});
