import { describe, expect, test } from 'vitest';
import { findDestructive } from '../../../src/guards/destructive.js';
import { commandIds as rule } from '../../support/destructiveIds.js';
import { guardContext } from '../../support/guardContext.js';

// Round 75 (destructive, mv/cp overwrites): a record filed by its number moved or copied onto another of its series, and a
// blank copied over a report or record filed by its number in a folder of records. The guard judges by names, nothing on
// disk. One line per class that speaks and near-misses that stay silent.

describe('a numbered record moved or copied onto another of its series (destructive/filesystem/copy-over-untracked)', () => {
  test.each([
    ['mv quotes/Q-2025-0118.xlsx quotes/Q-2025-0117.xlsx', 'destructive/filesystem/copy-over-untracked'],
    ['cp quotes/Q-2025-0118.xlsx quotes/Q-2025-0117.xlsx', 'destructive/filesystem/copy-over-untracked'],
    ['mv -f quotes/sent/Q-0118.pdf quotes/sent/Q-0117.pdf', 'destructive/filesystem/copy-over-untracked'],
    ['mv invoices/INV-1002.pdf invoices/INV-1001.pdf', 'destructive/filesystem/copy-over-untracked'],
    ['mv invoices/1002.pdf invoices/1001.pdf', 'destructive/filesystem/copy-over-untracked'],
    ['mv reports/INS-4471.csv reports/INS-4470.csv', 'destructive/filesystem/copy-over-untracked'],
    ['mv inspections/P-2291.docx inspections/P-2290.docx', 'destructive/filesystem/copy-over-untracked'],
    // Moved to an archive folder, a draft filed under a number, a case-only rename, another year's number, git's mv,
    // no-clobber and interactive forms, frames of a sequence, code, and output.
    ['mv quotes/Q-2025-0118.xlsx archive/quotes/', 'none'],
    ['mv quotes/draft.xlsx quotes/Q-2025-0119.xlsx', 'none'],
    ['mv quotes/Q-2025-0118.XLSX quotes/Q-2025-0118.xlsx', 'none'],
    ['mv quotes/Q-2025-0118.xlsx quotes/Q-2026-0118.xlsx', 'none'],
    ['git mv quotes/Q-2025-0118.xlsx quotes/Q-2025-0117.xlsx', 'none'],
    ['mv -n quotes/Q-2025-0118.xlsx quotes/Q-2025-0117.xlsx', 'none'],
    ['cp --no-clobber quotes/Q-2025-0118.xlsx quotes/Q-2025-0117.xlsx', 'none'],
    ['mv -i quotes/Q-2025-0118.xlsx quotes/Q-2025-0117.xlsx', 'none'],
    ['mv frames/f_0001.png frames/f_0002.png', 'none'],
    ['mv src/q-0001.ts src/q-0002.ts', 'none'],
    ['mv build/reports/R-0001.pdf build/reports/R-0002.pdf', 'none'],
  ])('%s → %s', (command, id) => expect(rule(command)).toBe(id));
});

describe('a blank copied over a record filed by its number (destructive/filesystem/copy-over-untracked)', () => {
  test.each([
    ['cp templates/blank_inspection.csv reports/inspection/INS-4471.csv', 'destructive/filesystem/copy-over-untracked'],
    ['cp templates/blank_inspection.csv reports/INS-4471.csv', 'destructive/filesystem/copy-over-untracked'],
    ['cp templates/blank.pdf reports/inspection/INS-4471.pdf', 'destructive/filesystem/copy-over-untracked'],
    ['cp templates/blank.txt jobs/JOB-8812.txt', 'destructive/filesystem/copy-over-untracked'],
    ['cp templates/quote_template.xlsx quotes/Q-2025-0117.xlsx', 'destructive/filesystem/copy-over-untracked'],
    ['cp templates/empty.docx certs/CERT-0042.docx', 'destructive/filesystem/copy-over-untracked'],
    // Another template, a test fixture, a new or draft name, a report folder's generated file, a page of the docs, a blog post,
    // a PDF outside a folder of records, and a scaffold.
    ['cp templates/blank_inspection.csv templates/inspection_v2.csv', 'none'],
    ['cp templates/blank.csv test/fixtures/x.csv', 'none'],
    ['cp templates/blank_inspection.csv reports/inspection/new_INS-4472.csv', 'none'],
    ['cp templates/blank_inspection.csv reports/inspection/INS-4471_draft.csv', 'none'],
    ['cp templates/report.csv reports/coverage.csv', 'none'],
    ['cp templates/report.md.tmpl docs/report.md', 'none'],
    ['cp templates/post.md content/posts/2024-03-12-hello.md', 'none'],
    ['cp templates/blank.pdf docs/INS-4471.pdf', 'none'],
    ['cp -r templates/site new-site/', 'none'],
  ])('%s → %s', (command, id) => expect(rule(command)).toBe(id));
});

test('two records by number are siblings, not versions of one work', () => {
  const [hit] = findDestructive('mv reports/INS-4471.csv reports/INS-4470.csv', guardContext('/home/dev', { cwd: '/home/dev/proj' }));
  expect(hit?.risk).toContain("another unit's or record's file");
});
