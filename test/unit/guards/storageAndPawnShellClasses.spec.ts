import { describe, expect, test } from 'vitest';
import { commandIds as rule } from '../../support/destructiveIds.js';

// Round 53 (self-storage and moving companies, bowling and family entertainment centres, orthodontic practices and dental
// labs, pawn shops): a WHERE that keeps every row, a substitution over a records table in place, a corrected copy moved onto
// the current records of another name, an archive extracted over a data folder, and a glob of uploads under `storage/`
// deleted file by file. One line per class that speaks and near-misses that stay silent.

describe('a WHERE that keeps every row filters nothing (destructive/sql/update-without-where)', () => {
  test.each([
    [
      'psql "$DATABASE_URL" -c "UPDATE units SET monthly_rate = round(monthly_rate * 1.08, 2) WHERE facility_id IN (SELECT id FROM facilities);"',
      'destructive/sql/update-without-where',
    ],
    ["mysql lanes -e 'UPDATE bookings SET price = price + 5 WHERE id > 0'", 'destructive/sql/update-without-where'],
    ['sqlite3 lab.db "UPDATE cases SET status = \'closed\' WHERE case_id IS NOT NULL;"', 'destructive/sql/update-without-where'],
    // A subquery with its own filter, a key past a cutoff, one key, and a read stay silent.
    ['psql -c "UPDATE units SET rate = 1 WHERE facility_id IN (SELECT id FROM facilities WHERE region = $1);"', 'none'],
    ['psql -c "UPDATE units SET rate = 1 WHERE id > 100;"', 'none'],
    ['psql -c "UPDATE units SET rate = 1 WHERE id = 5;"', 'none'],
    ['psql -c "SELECT * FROM units WHERE facility_id IN (SELECT id FROM facilities);"', 'none'],
    ['psql -c "UPDATE orders SET archived = true WHERE id IN (SELECT id FROM orders_archive);"', 'none'],
  ])('%s → %s', (command, id) => expect(rule(command)).toBe(id));
});

describe('a substitution over a records table in place (destructive/rewrite/sed-rewrite-data-values, perl-rewrite-data-values)', () => {
  test.each([
    ["sed -i -E 's/,delinquent,[0-9.]+$/,current,0.00/' data/tenant_ledger.csv", 'destructive/rewrite/sed-rewrite-data-values'],
    ["perl -pi -e 's/,FORFEIT,/,ACTIVE,/' ledgers/pawn_tickets.tsv", 'destructive/rewrite/perl-rewrite-data-values'],
    // Line endings, a header rename, a delimiter, a kept backup, notes, and build output stay silent.
    ["sed -i 's/\\r$//' data/tenant_ledger.csv", 'none'],
    ["sed -i '1s/Unit ID/unit_id/' data/tenant_ledger.csv", 'none'],
    ["sed -i 's/;/,/g' data/tenant_ledger.csv", 'none'],
    ["perl -i -pe 's/colour/color/g' ledger/2024.csv", 'none'],
    ["sed -i.bak 's/,late,/,current,/' data/tenant_ledger.csv", 'none'],
    ["sed -i 's/,late,/,current,/' data/notes.md", 'none'],
    ["sed -i 's/,late,/,current,/' build/data/ledger.csv", 'none'],
    ["perl -pi.bak -e 's/,FORFEIT,/,ACTIVE,/' ledgers/pawn_tickets.tsv", 'none'],
  ])('%s → %s', (command, id) => expect(rule(command)).toBe(id));
});

describe('a corrected copy moved onto the records of another name beside it (destructive/filesystem/copy-over-untracked)', () => {
  test.each([
    ['mv exports/ledger_2024_fixed.csv exports/patient_ledger_2024.csv', 'destructive/filesystem/copy-over-untracked'],
    ['cp data/case_log_corrected.xlsx data/lab_case_log.xlsx', 'destructive/filesystem/copy-over-untracked'],
    // Another type, a name that shares no work, a folder of notes, and build output stay silent.
    ['mv exports/ledger_2024_fixed.csv exports/ledger_2024_notes.md', 'none'],
    ['mv exports/ledger_2024_fixed.csv exports/invoices_2024.csv', 'none'],
    ['mv notes/ledger_2024_fixed.csv notes/patient_ledger_2024.csv', 'none'],
    ['mv build/ledger_2024_fixed.csv build/patient_ledger_2024.csv', 'none'],
  ])('%s → %s', (command, id) => expect(rule(command)).toBe(id));
});

describe('an archive extracted over a data folder (destructive/filesystem/tar-extract-over-data-folder)', () => {
  test.each([
    ['tar -xzf snapshots/cases_2024-03-01.tar.gz -C data/', 'destructive/filesystem/tar-extract-over-data-folder'],
    ['tar --extract -f backup.tgz --directory records/pawn', 'destructive/filesystem/tar-extract-over-data-folder'],
    // Files kept, a first unpacking into data/raw, build output, the working folder, a listing, and fixtures stay silent.
    ['tar -xzf snapshots/cases.tar.gz -C data/ --skip-old-files', 'none'],
    ['tar -xkzf snapshots/cases.tar.gz -C data/', 'none'],
    ['tar -xzf census.tar.gz -C data/raw', 'none'],
    ['tar -xzf backups/haccp_2023.tar.gz -C data/haccp/2024', 'none'],
    ['tar -xzf vendor/nfpa_codes.tar.gz -C build/', 'none'],
    ['tar -xzf release.tgz', 'none'],
    ['tar -tzf snap.tgz -C data', 'none'],
    ['tar -xzf fixtures.tgz -C tests/fixtures/data', 'none'],
  ])('%s → %s', (command, id) => expect(rule(command)).toBe(id));
});

describe('uploads under storage/ deleted by a globstar listing (destructive/filesystem/rm-source-files)', () => {
  test.each([
    ['ruby -e \'Dir["storage/intake/**/*"].each { |f| File.delete(f) if File.file?(f) }\'', 'destructive/filesystem/rm-source-files'],
    ['ruby -e \'Dir.glob("storage/**/*").each { |f| FileUtils.rm_f(f) }\'', 'destructive/filesystem/rm-source-files'],
    [
      'python3 -c \'import glob,os; [os.remove(f) for f in glob.glob("storage/intake/**/*", recursive=True)]\'',
      'destructive/filesystem/rm-source-files',
    ],
    ['rm -f uploads/intake/**/*', 'destructive/filesystem/rm-source-files'],
    // Temp space, temp files, a framework's logs, caches and a crawler's queues under storage/, and build output stay silent.
    ['ruby -e \'Dir["tmp/storage/**/*"].each { |f| File.delete(f) if File.file?(f) }\'', 'none'],
    ['ruby -e \'Dir["storage/intake/*.tmp"].each { |f| File.delete(f) if File.file?(f) }\'', 'none'],
    ['ruby -e \'Dir.glob("storage/logs/**/*").each { |f| FileUtils.rm_f(f) }\'', 'none'],
    ['rm -rf storage/framework/cache', 'none'],
    ['rm -rf storage/request_queues storage/key_value_stores/default', 'none'],
    ['rm -f build/**/*', 'none'],
  ])('%s → %s', (command, id) => expect(rule(command)).toBe(id));
});
