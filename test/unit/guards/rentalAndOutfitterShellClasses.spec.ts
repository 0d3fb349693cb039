import { describe, expect, test } from 'vitest';
import { commandIds as rule } from '../../support/destructiveIds.js';

// Round 54 (driving schools and car rental, escape rooms and bike shops, roofing, solar and home-inspection contractors,
// hunting and fishing outfitters): signed papers deleted by a Python glob one-liner, a payment CLI's cancel and void fed
// ids from a listing, a corrected copy moved onto a season's records file beside it, and migrations rolled back several
// steps by Alembic or Flask-Migrate. One line per class that speaks and near-misses that stay silent.

describe('signed papers deleted by a glob, in Python as by rm (destructive/filesystem/rm-source-files)', () => {
  test.each([
    [
      'python3 -c "import glob, os; [os.remove(p) for p in glob.glob(\'waivers/signed/**/*.pdf\', recursive=True)]"',
      'destructive/filesystem/rm-source-files',
    ],
    ['python3 -c "import glob, os; list(map(os.remove, glob.glob(\'contracts/signed/*.pdf\')))"', 'destructive/filesystem/rm-source-files'],
    [
      "python3 -c \"from pathlib import Path; [p.unlink() for p in Path('consents').rglob('*.pdf')]\"",
      'destructive/filesystem/rm-source-files',
    ],
    [
      "python3 -c \"from pathlib import Path\nfor p in Path('records/inspections').rglob('*.pdf'): p.unlink()\"",
      'destructive/filesystem/rm-source-files',
    ],
    ['rm waivers/signed/*.pdf', 'destructive/filesystem/rm-source-files'],
    // Under output, scratch, a cache or a folder named as a test the same papers are copies.
    ['python3 -c "import glob, os; [os.remove(p) for p in glob.glob(\'build/signed/*.pdf\')]"', 'none'],
    ['python3 -c "import glob, os; [os.remove(p) for p in glob.glob(\'tmp/waivers/*.pdf\')]"', 'none'],
    ['python3 -c "import glob, os; [os.remove(p) for p in glob.glob(\'.cache/waivers/*.pdf\')]"', 'none'],
    ['python3 -c "import glob, os; [os.remove(p) for p in glob.glob(\'test_waivers/*.pdf\')]"', 'none'],
    ['rm src/waivers/*.ts.orig', 'none'],
  ])('%s → %s', (command, id) => expect(rule(command)).toBe(id));
});

describe("a payment CLI's cancel, void and refund, also fed ids by a pipeline (destructive/infrastructure/stripe)", () => {
  test.each([
    [
      "stripe payment_intents list --limit 100 | jq -r '.data[] | .id' | xargs -n1 stripe payment_intents cancel",
      'destructive/infrastructure/stripe',
    ],
    ['stripe subscriptions cancel sub_1PzX9a', 'destructive/infrastructure/stripe'],
    ['stripe invoices void in_1Q2w3E', 'destructive/infrastructure/stripe'],
    ['stripe invoices list | jq -r ".data[].id" | while read id; do stripe invoices void "$id"; done', 'destructive/infrastructure/stripe'],
    ['stripe refunds create --payment-intent pi_3Abc', 'destructive/infrastructure/stripe-refund'],
    // Listings, a capture, a test event, help, and another CLI's cancel of a run.
    ['stripe payment_intents list --limit 20', 'none'],
    ['stripe payment_intents capture pi_3Abc', 'none'],
    ['stripe refunds list --limit 5', 'none'],
    ['stripe trigger payment_intent.canceled', 'none'],
    ['stripe payment_intents cancel --help', 'none'],
    ['gh run cancel 123456', 'none'],
  ])('%s → %s', (command, id) => expect(rule(command)).toBe(id));
});

describe("a corrected copy moved onto a season's records file beside it (destructive/filesystem/copy-over-untracked)", () => {
  test.each([
    ['mv -f data/tags_import_fixed.csv data/tags_2025.csv', 'destructive/filesystem/copy-over-untracked'],
    ['cp data/harvest_log_corrected.csv data/harvest_2024.csv', 'destructive/filesystem/copy-over-untracked'],
    // Filed into another folder under a new dated name, a new period's file, no corrected copy, or under output.
    ['mv data/tags_import_fixed.csv archive/tags_import_2025.csv', 'none'],
    ['mv data/raw/landings_new.csv data/raw/landings_2025-06.csv', 'none'],
    ['mv data/tags_import.csv data/tags_2025.csv', 'none'],
    ['mv build/tags_import_fixed.csv build/tags_2025.csv', 'none'],
  ])('%s → %s', (command, id) => expect(rule(command)).toBe(id));
});

describe('several migrations rolled back by Alembic or Flask-Migrate (destructive/database/alembic-downgrade-steps)', () => {
  test.each([
    ['alembic downgrade -3', 'destructive/database/alembic-downgrade-steps'],
    ['alembic -c alembic.ini downgrade -2', 'destructive/database/alembic-downgrade-steps'],
    ['flask db downgrade base', 'destructive/database/alembic-downgrade-steps'],
    ['python manage.py migrate logbook zero', 'destructive/database/django-migrate-zero'],
    // One step back, offline SQL, forward, and Django's forward and read-only forms.
    ['alembic downgrade -1', 'none'],
    ['flask db downgrade', 'none'],
    ['alembic downgrade -3 --sql', 'none'],
    ['flask db upgrade', 'none'],
    ['python manage.py migrate logbook', 'none'],
    ['python manage.py showmigrations', 'none'],
  ])('%s → %s', (command, id) => expect(rule(command)).toBe(id));
});
