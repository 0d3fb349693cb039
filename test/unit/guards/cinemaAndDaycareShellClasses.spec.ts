import { describe, expect, test } from 'vitest';
import { commandIds as rule } from '../../support/destructiveIds.js';

// Rounds 55 and 56 (trade contractors, daycares and youth programmes, chiropractic and physiotherapy clinics, jewellers; dry
// cleaners and tailors, towing companies, cinemas, local newspapers): issued business documents deleted by a dated glob or
// from a quotes, estimates or credit-notes folder, a Django app migrated to a named migration, a project script rewriting a
// records file in place, visit and check-in history deleted by age, a `.new` variant moved over its base, a find whose name
// test is a group of alternatives, and a blank copied over a laid-out page. One line per class that speaks, and near-misses.

describe('issued business documents deleted by any deleter (rm-source-files, find-delete)', () => {
  test.each([
    ['rm invoices/issued/2023-*.pdf', 'destructive/filesystem/rm-source-files'],
    ["find invoices/issued -name '*.pdf' -delete", 'destructive/filesystem/find-delete'],
    ['rm -f receipts/*.pdf', 'destructive/filesystem/rm-source-files'],
    ['python -c "import glob,os; [os.remove(p) for p in glob.glob(\'statements/*.pdf\')]"', 'destructive/filesystem/rm-source-files'],
    [
      'python -c "import glob,os; [os.remove(p) for p in glob.glob(\'invoices/issued/2023-*.pdf\')]"',
      'destructive/filesystem/rm-source-files',
    ],
    ['python -c "import glob,os; [os.remove(p) for p in glob.glob(\'waivers/*.pdf\')]"', 'destructive/filesystem/rm-source-files'],
    ['rm -f quotes/sent/*.pdf', 'destructive/filesystem/rm-source-files'],
    ['rm -f estimates/*.pdf', 'destructive/filesystem/rm-source-files'],
    ['rm -f credit_notes/*.pdf', 'destructive/filesystem/rm-source-files'],
    ['rm -f build/invoices/*.pdf', 'none'],
    ['rm -f tmp/invoices/*.pdf', 'none'],
    ['python -c "import glob,os; [os.remove(p) for p in glob.glob(\'out/invoices/*.pdf\')]"', 'none'],
  ])('%s → %s', (command, id) => expect(rule(command)).toBe(id));
});

describe('a Django app migrated to a named migration (destructive/database/django-migrate-to)', () => {
  test.each([
    ['python manage.py migrate billing 0003', 'destructive/database/django-migrate-to'],
    ['python manage.py migrate logbook 0003_add_notes', 'destructive/database/django-migrate-to'],
    ['django-admin migrate billing 0012 --settings=x.settings', 'destructive/database/django-migrate-to'],
    ['python manage.py migrate billing', 'none'],
    ['python manage.py migrate', 'none'],
    ['python manage.py sqlmigrate shop 0007', 'none'],
    ['python manage.py migrate billing 0003 --plan', 'none'],
    ['python manage.py migrate shop zero', 'destructive/database/django-migrate-zero'],
  ])('%s → %s', (command, id) => expect(rule(command)).toBe(id));
});

describe('a project script rewriting a records file in place (destructive/unlisted/script-in-place)', () => {
  test.each([
    ['python scripts/anonymize.py --in-place data/summer_camp_roster_2024.csv', 'destructive/unlisted/script-in-place'],
    ['node tools/normalise.js --overwrite records/patients.json', 'destructive/unlisted/script-in-place'],
    ['Rscript scripts/clean.R --inplace data/visits.xlsx', 'destructive/unlisted/script-in-place'],
    ['python scripts/anonymize.py -o out/roster.csv data/summer_camp_roster_2024.csv', 'none'],
    ['python scripts/anonymize.py --in-place tmp/roster.csv', 'none'],
    ['python scripts/anonymize.py --in-place tests/fixtures/roster.csv', 'none'],
    ['python scripts/format.py --in-place src/config.json', 'none'],
    ['python scripts/anonymize.py --in-place build/roster.csv', 'none'],
  ])('%s → %s', (command, id) => expect(rule(command)).toBe(id));
});

describe('visit, attendance and check-in history deleted by age (destructive/sql/delete-records-by-age)', () => {
  test.each([
    [
      "sqlite3 kiosk/checkins.db \"DELETE FROM checkins WHERE checked_in_at < date('now','-90 days');\"",
      'destructive/sql/delete-records-by-age',
    ],
    ['psql -c "DELETE FROM attendance WHERE day < now() - interval \'1 year\'"', 'destructive/sql/delete-records-by-age'],
    [
      'mysql clinic -e "DELETE FROM patient_visits WHERE visit_date < DATE_SUB(NOW(), INTERVAL 2 YEAR)"',
      'destructive/sql/delete-records-by-age',
    ],
    ['psql -c "DELETE FROM appointments WHERE starts_at < current_date"', 'destructive/sql/delete-records-by-age'],
    ['psql -c "DELETE FROM page_visits WHERE ts < now() - interval \'30 days\'"', 'none'],
    ['psql -c "DELETE FROM sessions WHERE expires_at < now()"', 'none'],
    ['psql -c "DELETE FROM visitor_events WHERE ts < now() - interval \'30 days\'"', 'none'],
    ['psql -c "SELECT count(*) FROM checkins WHERE checked_in_at < now() - interval \'90 days\'"', 'none'],
  ])('%s → %s', (command, id) => expect(rule(command)).toBe(id));
});

describe('a dotted variant moved over its base in a data folder (copy-over-untracked)', () => {
  test.each([
    ['mv data/gia_certificates.new.json data/gia_certificates.json', 'destructive/filesystem/copy-over-untracked'],
    ['mv records/members.updated.csv records/members.csv', 'destructive/filesystem/copy-over-untracked'],
    ['mv data/gia_certificates_new.json data/gia_certificates.json', 'destructive/filesystem/copy-over-untracked'],
    ['mv config/app.new.yaml config/app.yaml', 'none'],
    ['mv data/report.json.tmp data/report.json', 'none'],
    ['mv data/report.tmp.json data/report.json', 'none'],
    ['mv build/index.new.html build/index.html', 'none'],
  ])('%s → %s', (command, id) => expect(rule(command)).toBe(id));
});

describe('a find whose name test is a group of type alternatives (rm-found, find-delete)', () => {
  test.each([
    ["find storage/damage_claims -type f \\( -name '*.heic' -o -name '*.jpg' \\) -exec rm -f {} +", 'destructive/filesystem/rm-found'],
    ["find uploads/claims -type f \\( -name '*.heic' -o -name '*.jpg' \\) -exec rm {} \\;", 'destructive/filesystem/rm-found'],
    ["find data/claims \\( -iname '*.png' -o -iname '*.jpeg' \\) -delete", 'destructive/filesystem/find-delete'],
    ["find claims/photos -type f \\( -name '*.heic' -o -name '*.jpg' \\) -exec rm -f {} +", 'destructive/filesystem/rm-found'],
    ["find build/thumbs \\( -name '*.png' -o -name '*.jpg' \\) -delete", 'none'],
    ["find build/thumbs -type f \\( -name '*.heic' -o -name '*.jpg' \\) -exec rm -f {} +", 'none'],
    ["find data/claims -type f \\( -name '*.tmp' -o -name '*.part' \\) -delete", 'none'],
    ["find data/claims \\( -name '*.heic' -o -name '*.jpg' \\) -print", 'none'],
  ])('%s → %s', (command, id) => expect(rule(command)).toBe(id));
});

describe('a blank copied over a laid-out design in a dated or per-client folder (copy-over-untracked)', () => {
  test.each([
    ['cp templates/blank_broadsheet.idml pages/2024-11-06/A1.idml', 'destructive/filesystem/copy-over-untracked'],
    ['cp templates/blank.psd clients/okafor/poster.psd', 'destructive/filesystem/copy-over-untracked'],
    ['cp templates/issue_template.indd issues/2024-11/cover.indd', 'destructive/filesystem/copy-over-untracked'],
    ['cp templates/blank_deck.pptx templates/sales_deck.pptx', 'destructive/filesystem/copy-over-untracked'],
    ['cp templates/blank_broadsheet.idml tmp/A1.idml', 'none'],
    ['cp templates/blank_broadsheet.idml build/2024-11-06/A1.idml', 'none'],
    ['cp -n templates/blank_broadsheet.idml pages/2024-11-06/A1.idml', 'none'],
    ['cp templates/recall_notice.md docs/recalls/2024-07-rye-flour.md', 'none'],
  ])('%s → %s', (command, id) => expect(rule(command)).toBe(id));
});
