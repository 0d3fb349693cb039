import { describe, expect, test } from 'vitest';
import { commandIds as rule } from '../../support/destructiveIds.js';

// Rounds 140 and 141's destructive class. An application's own data file under the home (XDG's ~/.local/share/<app>,
// macOS Application Support, Windows' roaming AppData; a database or history under ~/.config/<app>) deleted by one `rm`:
// the app's records of what the user did, which nothing makes again. An interpreter one-liner that writes a table's
// header alone over a kept table is the shell's `printf 'a,b\n' > data/x.csv`. Two false alarms go quiet: a file named
// as generated or fake that the next command's generator makes again, and an HTTP DELETE of one named member or record
// by its literal id. One line per case: the call, and the rule that speaks or 'none'.

const APP = 'destructive/filesystem/rm-app-data';
const HEADER = 'destructive/workfiles/header-over-records';
const HTTP = 'destructive/cloud/http-delete';

describe("an application's own data file in the home (destructive/filesystem/rm-app-data)", () => {
  test.each([
    ['rm ~/.local/share/WSJT-X/ALL.TXT', APP],
    ['rm -f ~/.local/share/fish/fish_history', APP],
    ['rm "$HOME/.local/share/gnucash/books/household.gnucash"', APP],
    ['rm "$HOME/Library/Application Support/Anki2/User 1/collection.anki2"', APP],
    ['unlink ~/Library/Application\\ Support/Mudlet/profiles/Avalon/log/2024.html', 'none'],
    ['rm ~/.config/beets/library.db', 'destructive/filesystem/rm-database-file'],
    ['rm ~/.config/newsboat/history.search', APP],
    // Caches, locks, sockets, debug logs, trash and temp space are rebuilt, rotated or meant to go.
    ['rm ~/.cache/WSJT-X/ALL.TXT', 'none'],
    ['rm ~/Library/Caches/com.example.app/Cache.db', 'none'],
    ['rm ~/.local/share/WSJT-X/wsjtx.log', 'none'],
    ['rm ~/.local/share/app/logs/debug.txt', 'none'],
    ['rm ~/.local/share/app/tmp/upload.json', 'none'],
    ['rm -f ~/.local/share/app/app.lock', 'none'],
    ['rm -f ~/.local/share/app/server.pid', 'none'],
    ['rm -f ~/.local/share/app/ipc.sock', 'none'],
    ['rm ~/.local/share/Trash/files/old.txt', 'none'],
    ['rm /tmp/ALL.TXT', 'none'],
    ['rm ~/.config/app/settings.json', 'none'],
  ])('%s → %s', (command, id) => expect(rule(command)).toBe(id));
});

describe("an interpreter one-liner's header alone over a kept table (destructive/workfiles/header-over-records)", () => {
  test.each([
    [`ruby -e 'File.write("data/attendance_2024.csv", "date,member_id,present\\n")'`, HEADER],
    [`python -c "open('data/members.csv','w').write('id,name,email\\n')"`, HEADER],
    [`python3 -c "from pathlib import Path; Path('data/members.csv').write_text('id,name\\n')"`, HEADER],
    [`node -e "fs.writeFileSync('data/members.csv','id,name\\n')"`, HEADER],
    [`node -e "require('fs').writeFileSync('data/readings.tsv', 'ts\\tkwh\\n')"`, HEADER],
    [`php -r "file_put_contents('data/members.csv', 'id,name');"`, HEADER],
    // Appending, a scratch, build or template table, a value that is no header, and a line that goes on to fill it.
    [`python -c "open('data/members.csv','a').write('id,name\\n')"`, 'none'],
    [`node -e "fs.appendFileSync('data/members.csv','id,name\\n')"`, 'none'],
    [`python -c "open('tmp/members.csv','w').write('id,name\\n')"`, 'none'],
    [`python -c "open('build/members.csv','w').write('id,name\\n')"`, 'none'],
    [`ruby -e 'File.write("data/attendance_template.csv", "date,member_id,present\\n")'`, 'none'],
    [`ruby -e 'File.write("data/notes.csv", "hello\\n")'`, 'none'],
    [`ruby -e 'File.write("data/x.csv", "a,b\\n"); File.open("data/x.csv", "a") { |f| rows.each { |r| f.puts r } }'`, 'none'],
  ])('%s → %s', (command, id) => expect(rule(command)).toBe(id));
});

describe('a generated or fake file the next command makes again (destructive/filesystem/rm-data-record)', () => {
  test.each([
    ['rm -f data/seed/generated_children.json && python scripts/generate_fake_children.py', 'none'],
    ['rm data/fake_users.csv && node scripts/gen-fake-users.js', 'none'],
    // A sample file drawn again by the generator that names it as its output (round 176).
    [
      'rm data/sample/lost_items_sample.csv && python scripts/gen_sample_data.py --rows 500 --out data/sample/lost_items_sample.csv',
      'none',
    ],
    ['rm data/samples/visits.csv && python scripts/draw.py --out data/samples/visits.csv', 'destructive/filesystem/rm-data-record'],
    ['rm data/lost_items_sample.csv && python scripts/import_items.py --out data/other.csv', 'destructive/filesystem/rm-data-record'],
    ['rm data/lost_items_sample.csv', 'destructive/filesystem/rm-data-record'],
    ['rm data/lost_items.csv && python scripts/export.py --out data/lost_items.csv', 'destructive/filesystem/rm-data-record'],
    // A name that says nothing of being made, no generator after it, or a script for something else.
    ['rm -f data/seed/children.json && python scripts/generate_fake_children.py', 'destructive/filesystem/rm-data-record'],
    ['rm -f data/seed/generated_children.json', 'destructive/filesystem/rm-data-record'],
    ['rm -f data/seed/generated_children.json && python scripts/import_children.py', 'destructive/filesystem/rm-data-record'],
  ])('%s → %s', (command, id) => expect(rule(command)).toBe(id));
});

describe('an HTTP DELETE of one named member or record by its id (destructive/cloud/http-delete)', () => {
  test.each([
    [
      'curl -X DELETE -H "Authorization: Bearer $MAILCHIMP_TOKEN" https://us21.api.mailchimp.com/3.0/lists/4f2b9c1e77/members/8d1f0a7e4b2c',
      'none',
    ],
    ['curl -X DELETE -H "Authorization: Bearer $AIRTABLE_TOKEN" \'https://api.airtable.com/v0/appX1/Inventory/recA1b2C3d4E5f6G7\'', 'none'],
    ['http DELETE https://api.example.com/v1/groups/42/members/17 "Authorization:Bearer $T"', 'none'],
    // The list itself, an id a variable or loop supplies, and a delete by query still speak.
    ['curl -X DELETE -u "anystring:$MC_KEY" https://us21.api.mailchimp.com/3.0/lists/4f2b9c1e77', HTTP],
    ['curl -X DELETE "https://us21.api.mailchimp.com/3.0/lists/4f2b9c1e77/members/$HASH"', HTTP],
    ['curl -X DELETE "https://us21.api.mailchimp.com/3.0/lists/4f2b9c1e77/members?status=cleaned"', HTTP],
    ['curl -X DELETE "https://api.airtable.com/v0/appX1/Inventory?records[]=recA1b2C3d4E5f6G7"', HTTP],
    ['curl -X DELETE https://api.example.com/v1/users/00u1abcd2EFGH3ijk4x7', HTTP],
  ])('%s → %s', (command, id) => expect(rule(command)).toBe(id));
});
