import { describe, expect, test } from 'vitest';
import { commandIds as rule, editSpeaks as edit, writeSpeaks as write } from '../../support/destructiveIds.js';

// Round 66 (blood banks and plasma centres, glass and glazing contractors, homeowners' associations, food banks): written
// code and edits that delete a whole state or span of rows, and a blank copied over dated minutes. One line per class that
// speaks and near-misses that stay silent.

describe("an Edit that drops the key from a Prisma deleteMany's filter, split over lines with trailing commas, speaks", () => {
  const keyed = "  await prisma.bloodUnit.deleteMany({\n    where: { id: unitId, status: 'QUARANTINED' },\n  });";
  const byStatus = "  await prisma.bloodUnit.deleteMany({\n    where: { status: 'QUARANTINED' },\n  });";
  test.each([
    [keyed, byStatus, true],
    [
      '  await prisma.donor.deleteMany({ where: { id: donorId } });',
      "  await prisma.donor.deleteMany({\n    where: { kind: 'lapsed' },\n  });",
      true,
    ],
    // Narrowing to the key, and a filter of test rows.
    [byStatus, keyed, false],
    [keyed, "  await prisma.bloodUnit.deleteMany({\n    where: { status: 'test' },\n  });", false],
  ])('%j → %j speaks: %s', (old_string, new_string, speaks) =>
    expect(edit('src/jobs/expireUnits.ts', old_string, new_string)).toBe(speaks),
  );
});

describe('Active Record `where(col: %w[…])` / `where(col: [...])` then delete_all is SQL `IN (…)`', () => {
  test.each([
    ['ViolationNotice.where(status: %w[closed resolved]).delete_all', true],
    ['ViolationNotice.where(status: %i[closed resolved]).destroy_all', true],
    ["ViolationNotice.where(status: ['closed', 'resolved']).delete_all", true],
    ['ViolationNotice.where(status: [:closed, :resolved]).delete_all', true],
    // One row by its key, a list of keys, and a state within one association picked by its key (as SQL's `AND hoa_id = 3`).
    ['ViolationNotice.where(status: [:closed, :resolved], hoa_id: 3).delete_all', false],
    ['ViolationNotice.where(id: %w[12 13]).delete_all', false],
    ['ViolationNotice.where(id: [12, 13]).delete_all', false],
  ])('%s speaks: %s', (line, speaks) =>
    expect(write('lib/tasks/violations.rake', `task purge_closed: :environment do\n  ${line}\nend\n`)).toBe(speaks),
  );
});

describe("Eloquent's `Model::whereYear|whereMonth|whereDate|whereBetween(…)->delete()` deletes a span of rows", () => {
  const archived = "LedgerEntry::whereYear('posted_at', $year)->update(['archived' => true]);";
  test.each([
    ["LedgerEntry::whereYear('posted_at', $year)->delete();", true],
    ["Donation::whereBetween('received_at', [$from, $to])->forceDelete();", true],
    ["Shift::whereMonth('starts_at', $month)->delete();", true],
    // An archive kept, and one row by its key.
    ["LedgerEntry::whereYear('posted_at', $year)->update(['archived' => true, 'closed' => true]);", false],
    ['LedgerEntry::whereKey($id)->delete();', false],
  ])('%s speaks: %s', (line, speaks) => expect(edit('app/Console/Commands/CloseFiscalYear.php', archived, line)).toBe(speaks));
});

describe('a blank copied over a dated or numbered page in a folder of minutes, notes or reports speaks', () => {
  test.each([
    ['cp templates/minutes_blank.md docs/minutes/2024-03-12-board-meeting.md', true],
    ['cp templates/blank.txt journals/2024-05-01.txt', true],
    ['cp templates/report_empty.docx reports/meetings/2024-1187.docx', true],
    // Not a blank, not dated, a new page of docs, and a test's folder.
    ['cp templates/recall_notice.md docs/recalls/2024-07-rye-flour.md', false],
    ['cp templates/minutes_blank.md docs/new-page.md', false],
    ['cp templates/x.md docs/minutes/2024-03-12.md', false],
    ['cp templates/minutes_blank.md test/minutes/2024-03-12.md', false],
    ['cp templates/minutes_blank.md src/notes/2024-03-12.md', false],
  ])('%s speaks: %s', (command, speaks) => expect(rule(command) !== 'none').toBe(speaks));
});

describe("Sequelize's `Model.destroy({ where: { col: 'word' } })` deletes a class of rows, as Prisma's deleteMany does", () => {
  test.each([
    ["await BloodUnit.destroy({\n  where: { status: 'quarantined' },\n});", true],
    ["await Pallet.destroy({ where: { kind: 'expired' } });", true],
    // One row by its key, a test's rows, and an instance's own destroy.
    ['await BloodUnit.destroy({ where: { id: unitId } });', false],
    ["await BloodUnit.destroy({ where: { status: 'test' } });", false],
    ['await unit.destroy();', false],
  ])('%s speaks: %s', (line, speaks) =>
    expect(write('src/jobs/expireUnits.ts', `export async function run() {\n  ${line}\n}\n`)).toBe(speaks),
  );
});
