import { describe, expect, test } from 'vitest';
import { destructive } from '../../../src/guards/destructive.js';
import { commandIds, writtenIds } from '../../support/destructiveIds.js';
import { guardContext } from '../../support/guardContext.js';

// Round 49 (car dealerships, event venues, childcare): written code that deletes by a cutoff through an ORM, a
// records folder named per row and removed in a loop over a query, a records file written with an empty value, and a
// records table written over with a header and stand-in rows. One line per class that speaks and near-misses that stay silent.

describe('ORM bulk deletes by a cutoff are deletes by range (destructive/sql/delete-by-range)', () => {
  test.each([
    [
      'app/jobs/nightly_dms_sync_job.rb',
      'RepairOrder.where("updated_at < ?", 2.years.ago).delete_all\n',
      'destructive/sql/delete-by-range',
    ],
    ['app/jobs/purge_job.rb', 'Invoice.where(issued_at: ..2.years.ago).destroy_all\n', 'destructive/sql/delete-by-range'],
    ['orders/management/commands/purge.py', 'Order.objects.filter(created_at__lt=cutoff).delete()\n', 'destructive/sql/delete-by-range'],
    ['scripts/purge.py', 'session.query(Child).filter(Child.withdrawn_on < CUTOFF).delete()\n', 'destructive/sql/delete-by-range'],
    [
      'app/Console/Purge.php',
      "<?php\nInvoice::where('issued_at', '<', now()->subYears(2))->delete();\n",
      'destructive/sql/delete-by-range',
    ],
    ['scripts/purge.ts', 'await prisma.invoice.deleteMany({ where: { issuedAt: { lt: cutoff } } });\n', 'destructive/sql/delete-by-range'],
    // One row by its key, expired sessions, and a range that only updates.
    ['app/jobs/purge_job.rb', 'Invoice.where("id = ?", params[:id]).destroy_all\n', 'none'],
    ['app/jobs/purge_job.rb', 'Session.where("updated_at < ?", 30.days.ago).delete_all\n', 'none'],
    ['scripts/purge.ts', 'await prisma.session.deleteMany({ where: { expiresAt: { lt: new Date() } } });\n', 'none'],
    ['scripts/purge.py', 'Order.objects.filter(created_at__lt=cutoff).update(archived=True)\n', 'none'],
  ])('%s: %s → %s', (path, content, id) => expect(writtenIds(path, content)).toBe(id));
});

describe("a records folder joined with pathlib's `/` and removed per row (destructive/filesystem/rm-recursive)", () => {
  const loop = (root: string) =>
    `import shutil\nfrom pathlib import Path\nROOT = Path("${root}")\nfor child in rows:\n    shutil.rmtree(ROOT / str(child.id), ignore_errors=True)\n`;
  test.each([
    [loop('storage/child_documents'), 'destructive/filesystem/rm-recursive'],
    // Build output and caches are made again.
    [loop('build/cache'), 'none'],
  ])('%s → %s', (content, id) => expect(writtenIds('scripts/purge_withdrawn_children.py', content)).toBe(id));
});

describe('a records file written with an empty value (destructive/filesystem/colon-redirect-outside)', () => {
  test.each([
    [`node -e "require('fs').writeFileSync('data/service_contracts.json', '[]')"`, 'destructive/filesystem/colon-redirect-outside'],
    [`python3 -c "from pathlib import Path; Path('data/members.json').write_text('[]')"`, 'destructive/filesystem/colon-redirect-outside'],
    [`python3 -c "open('data/members.json', 'w').write('')"`, 'destructive/filesystem/colon-redirect-outside'],
    [`ruby -e 'File.write("data/members.json", "{}")'`, 'destructive/filesystem/colon-redirect-outside'],
    // A cache, a store made only where none exists, and a write of real contents.
    [`node -e "require('fs').writeFileSync('build/cache.json', '{}')"`, 'none'],
    [`node -e "const fs=require('fs'); if (!fs.existsSync('data/db.json')) fs.writeFileSync('data/db.json', '[]')"`, 'none'],
    [`node -e "require('fs').writeFileSync('data/service_contracts.json', JSON.stringify(rows))"`, 'none'],
  ])('%s → %s', (command, id) => expect(commandIds(command)).toBe(id));
});

describe('a records table written over with a header and stand-in rows (destructive/filesystem/truncate-project-file)', () => {
  const wrote = (path: string, content: string) =>
    destructive.detect(
      { hook_event_name: 'PreToolUse', tool_name: 'Write', tool_input: { file_path: `/home/dev/proj/${path}`, content } },
      guardContext('/home/dev', { cwd: '/home/dev/proj' }),
    ) !== undefined;
  test.each([
    ['data/allergens.csv', 'guest_id,name,table,allergy,severity\n1,Test Guest,1,peanut,high\n2,Another Guest,1,none,\n', true],
    ['data/members.csv', 'id,name,email\n1,John Doe,jd@example.com\n', true],
    // Real rows, a fixture's name, and a test folder.
    ['data/allergens.csv', 'guest_id,name,table,allergy,severity\n1,Maria Lopez,4,peanut,high\n', false],
    ['data/allergens_fixture.csv', 'guest_id,name,table,allergy,severity\n1,Test Guest,1,peanut,high\n', false],
    ['tests/fixtures/allergens.csv', 'guest_id,name,table,allergy,severity\n1,Test Guest,1,peanut,high\n', false],
  ])('%s ← %j → %s', (path, content, speaks) => expect(wrote(path, content)).toBe(speaks));
});

describe('a folder bound to a join of literals, its entries removed (destructive/filesystem/rm-recursive)', () => {
  const loop = (folder: string) =>
    `const fs = require("fs");\nconst path = require("path");\nconst exportDir = ${folder};\n` +
    'for (const entry of fs.readdirSync(exportDir)) {\n  fs.rmSync(path.join(exportDir, entry), { recursive: true, force: true });\n}\n';
  test.each([
    ['path.join(__dirname, "..", "exports", "reynolds")', 'destructive/filesystem/rm-recursive'],
    ['path.resolve("exports", "reynolds")', 'destructive/filesystem/rm-recursive'],
    ['path.join(process.cwd(), "exports", "reynolds")', 'destructive/filesystem/rm-recursive'],
    // Build output, and a join with a name the code reads at run time.
    ['path.resolve("build", "exports")', 'none'],
    ['path.join("exports", process.argv[2])', 'none'],
  ])('%s → %s', (folder, id) => expect(writtenIds('scripts/cleanup-exports.js', loop(folder))).toBe(id));
});
