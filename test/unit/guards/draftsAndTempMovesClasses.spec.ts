import { describe, expect, test } from 'vitest';
import { commandIds as rule } from '../../support/destructiveIds.js';

// Round 80: a draft promoted over a text page of the project's docs (git gives it back) and a file made outside the project
// moved or copied over a data file or ledger it keeps (often out of git). One line per case, with near-misses.

describe('a draft promoted over a text page of the docs stays silent (destructive/filesystem/copy-over-untracked)', () => {
  test.each([
    ['mv docs/draft-rigging-checklist.md docs/rigging-checklist.md', 'none'],
    ['mv docs/rigging-checklist-draft.md docs/rigging-checklist.md', 'none'],
    ['mv docs/draft_install_guide.md docs/install_guide.md', 'none'],
    ['cp docs/guide_draft.rst docs/guide.rst', 'none'],
    ['mv README.draft.md README.md', 'none'],
    // Data, office files, documents outside the docs and pages filed as records still speak (rounds 67 and 74).
    ['mv data/kiln_schedule_draft.csv data/kiln_schedule.csv', 'destructive/filesystem/copy-over-untracked'],
    ['mv hearing_notice_draft.docx hearing_notice_2025-03-12.docx', 'destructive/filesystem/copy-over-untracked'],
    ['mv docs/draft-plan.docx docs/plan.docx', 'destructive/filesystem/copy-over-untracked'],
    ['mv notes/draft-plan.md notes/plan.md', 'destructive/filesystem/copy-over-untracked'],
  ])('%s → %s', (command, id) => expect(rule(command)).toBe(id));
});

describe('a file made outside the project over its records (destructive/filesystem/copy-over-untracked)', () => {
  test.each([
    ['mv /tmp/tickets_fixed.csv data/repair_tickets.csv', 'destructive/filesystem/copy-over-untracked'],
    ['cp /tmp/tickets.csv data/repair_tickets.csv', 'destructive/filesystem/copy-over-untracked'],
    ['mv /tmp/customers_merged.json data/customers.json', 'destructive/filesystem/copy-over-untracked'],
    ['cp /tmp/members_restored.db data/members.db', 'destructive/filesystem/copy-over-untracked'],
    ['mv /tmp/x.csv records/visit_log.csv', 'destructive/filesystem/copy-over-untracked'],
    ['cp ../other/ledger_2024.csv data/ledger.csv', 'destructive/filesystem/copy-over-untracked'],
    ['cp ~/Downloads/export.xlsx data/inventory.xlsx', 'destructive/filesystem/copy-over-untracked'],
    ['cp /tmp/empty.json data/compliance/self_exclusion_list.json', 'destructive/filesystem/copy-over-untracked'],
    // A download filed under its own name, a stand-in the line wrote (judged as a rewrite), into a folder, a new dated import,
    // build output, fixtures, settings, code and site assets, a sample.
    ['cp ~/Downloads/export.csv data/raw/export.csv', 'none'],
    ['mv /tmp/x data/tx.csv', 'none'],
    ['mv /tmp/build.log logs/', 'none'],
    ['mv /tmp/report.pdf reports/', 'none'],
    ['mv /tmp/out.json build/', 'none'],
    ['mv /tmp/out.json build/out.json', 'none'],
    ['cp /tmp/fixture.json test/fixtures/', 'none'],
    ['cp /tmp/x.csv test/fixtures/x.csv', 'none'],
    ['cp /tmp/x.csv data/new_import_2025-06.csv', 'none'],
    ['cp /tmp/x.csv data/x_sample.csv', 'none'],
    ['cp ~/Downloads/logo.png public/', 'none'],
    ['cp /tmp/x.png public/logo.png', 'none'],
    ['mv /tmp/app.conf config/app.conf', 'none'],
    ['cp /tmp/x.json config/settings.json', 'none'],
    ['cp /tmp/x.json src/data.json', 'none'],
    ['cp /tmp/notes.md docs/notes.md', 'none'],
  ])('%s → %s', (command, id) => expect(rule(command)).toBe(id));
});
