import { describe, expect, test } from 'vitest';
import { commandIds as rule } from '../../support/destructiveIds.js';

// Round 90 (saddlery and tack workshops, canal boat moorings and clubs): entries deleted from a kept archive in place, the next
// version of a register moved over it with the mark after its type, and a serialiser dumping an empty value into a ledger.
// One line per class that speaks and near-misses that stay silent.

describe('entries deleted from a kept archive in place (destructive/filesystem/*-delete-members)', () => {
  test.each([
    [`zip -d archives/fittings_2022.zip '*.jpg'`, 'destructive/filesystem/zip-delete-members'],
    [`zip --delete archives/fittings_2022.zip '*.jpg'`, 'destructive/filesystem/zip-delete-members'],
    [`zip -q -d backups/site_2023.zip 'uploads/*'`, 'destructive/filesystem/zip-delete-members'],
    [`7z d archives/fittings_2022.7z '*.jpg'`, 'destructive/filesystem/archiver-delete-members'],
    [`7za d records/ledger.7z 2019/*.csv`, 'destructive/filesystem/archiver-delete-members'],
    [`rar d archives/fittings.rar '*.jpg'`, 'destructive/filesystem/archiver-delete-members'],
    ['tar --delete -f archives/fittings.tar photos/a.jpg', 'destructive/filesystem/tar-delete-members'],
    ['tar -f archives/logbook.tar --delete 2020/', 'destructive/filesystem/tar-delete-members'],
    // Build output, OS junk removed from any archive, and reading or making an archive.
    [`zip -d build/app.zip '*.map'`, 'none'],
    [`zip -d target/app.zip '*.map'`, 'none'],
    [`zip -d dist/site.zip '.DS_Store'`, 'none'],
    [`zip -d archives/fittings_2022.zip '__MACOSX/*'`, 'none'],
    [`zip -d dist/site.zip '*.pyc'`, 'none'],
    [`zip -d archives/fittings.zip '*/Thumbs.db'`, 'none'],
    ['unzip -l archives/fittings_2022.zip', 'none'],
    ['zip -r new.zip dir', 'none'],
    ['7z l archives/fittings.7z', 'none'],
    ['tar -tf archives/logbook.tar', 'none'],
  ])('%s → %s', (command, id) => expect(rule(command)).toBe(id));
});

describe('the next version moved over a register, the mark after its type (destructive/filesystem/copy-over-untracked)', () => {
  test.each([
    ['mv data/moorings.csv.new data/moorings.csv', 'destructive/filesystem/copy-over-untracked'],
    ['mv data/moorings.csv.updated data/moorings.csv', 'destructive/filesystem/copy-over-untracked'],
    ['mv data/moorings.csv.import data/moorings.csv', 'destructive/filesystem/copy-over-untracked'],
    ['cp data/moorings.csv.new data/moorings.csv', 'destructive/filesystem/copy-over-untracked'],
    ['mv ledgers/dues.xlsx.updated ledgers/dues.xlsx', 'destructive/filesystem/copy-over-untracked'],
    ['mv inventory/tonewood_new.csv inventory/tonewood.csv', 'destructive/filesystem/copy-over-untracked'],
    // Round 112: two marks, a batch brought in and then its next version.
    ['mv data/pitches_import_new.csv data/pitches.csv', 'destructive/filesystem/copy-over-untracked'],
    ['mv data/pitches_upload_new.csv data/pitches.csv', 'destructive/filesystem/copy-over-untracked'],
    ['mv data/pitches_tmp_new.csv data/pitches.csv', 'none'],
    ['mv src/pitches_import_new.py src/pitches.py', 'none'],
    // A program's atomic write, and settings or code git holds.
    ['mv data/moorings.csv.tmp data/moorings.csv', 'none'],
    ['mv data/moorings.csv.part data/moorings.csv', 'none'],
    ['mv data/moorings.csv.partial data/moorings.csv', 'none'],
    ['mv data/moorings.csv.swp data/moorings.csv', 'none'],
    ['mv config/app.yml.new config/app.yml', 'none'],
    ['mv src/app.py.new src/app.py', 'none'],
  ])('%s → %s', (command, id) => expect(rule(command)).toBe(id));
});

describe('a serialiser dumping an empty value into a file opened for writing (destructive/filesystem/colon-redirect-outside)', () => {
  test.each([
    [`python -c "import json; json.dump([], open('data/dues_ledger.json', 'w'))"`, 'destructive/filesystem/colon-redirect-outside'],
    [
      `python3 -c "import json; json.dump({}, open('data/members.json', mode='w'), indent=2)"`,
      'destructive/filesystem/colon-redirect-outside',
    ],
    [
      `python -c "import json\nwith open('data/dues_ledger.json', 'w') as f: json.dump([], f)"`,
      'destructive/filesystem/colon-redirect-outside',
    ],
    [`python -c "import yaml; yaml.safe_dump({}, open('data/members.yml', 'w'))"`, 'destructive/filesystem/colon-redirect-outside'],
    [`python -c "import pickle; pickle.dump([], open('data/ledger.pkl', 'wb'))"`, 'destructive/filesystem/colon-redirect-outside'],
    [`node -e "fs.writeFileSync('data/ledger.json', JSON.stringify({}, null, 2))"`, 'destructive/filesystem/colon-redirect-outside'],
    [`ruby -e "File.write('data/ledger.json', [].to_json)"`, 'destructive/filesystem/colon-redirect-outside'],
    [`ruby -e "JSON.dump([], File.open('data/ledger.json','w'))"`, 'destructive/filesystem/colon-redirect-outside'],
    // A value, an append, a scratch file, a new file behind an exists check, and standard output.
    // Content is no emptying; a ledger is a kept copy by its name, which speaks for it (held-out round 155).
    [`python -c "import json; json.dump([1], open('data/dues_ledger.json', 'w'))"`, 'destructive/workfiles/written-over-master-copy'],
    [`python -c "import json; json.dump([1], open('data/dues.json', 'w'))"`, 'none'],
    [`python -c "import yaml; yaml.safe_dump({'a': 1}, open('data/members.yml', 'w'))"`, 'none'],
    [`python -c "import json; json.dump([], open('data/dues_ledger.json', 'a'))"`, 'none'],
    [`python -c "import json; json.dump([], open('build/x.json', 'w'))"`, 'none'],
    [`python -c "import json; json.dump([], open('tmp/x.json', 'w'))"`, 'none'],
    [`python -c "import json,os; os.path.exists('data/x.json') or json.dump([], open('data/x.json', 'w'))"`, 'none'],
    [`python -c "import json,sys; json.dump([], sys.stdout)"`, 'none'],
  ])('%s → %s', (command, id) => expect(rule(command)).toBe(id));
});
