import { describe, expect, test } from 'vitest';
import { commandIds as rule, writtenIds as written } from '../../support/destructiveIds.js';

// Round 45 (book publishing, music labels, marinas): a Vellum book, layered Photoshop covers and tracked-changes Word files,
// each a type no table knew, deleted inside the project where git holds nothing of them (here: no repository at all).
// A type no table knows is work made in an application; text, output, renditions, archives and scratch are listed, and a
// test, scratch or output copy stays silent. (What git tracks or ignores: test/integration/gitView.spec.ts.)

describe('a named file of a type no table knows, deleted (destructive/workfiles/rm-unheld-work-file)', () => {
  test.each([
    ["rm -f 'The Salt Road.vellum'", 'destructive/workfiles/rm-unheld-work-file'],
    ['rm -rf manuscript/saltroad.vellum/', 'destructive/workfiles/rm-unheld-work-file'],
    ['rm covers/saltroad_front.psd covers/saltroad_back.psd', 'destructive/workfiles/rm-unheld-work-file'],
    ['rm editorial/ch07_tracked_changes_JL.docx', 'destructive/workfiles/rm-unheld-work-file'],
    ['unlink shows/opening_night.qlab5', 'destructive/workfiles/rm-unheld-work-file'],
    ['cd lighting && rm -f tour_2025.esf3d', 'destructive/workfiles/rm-unheld-work-file'],
    ['python3 -c "import os; os.remove(\'covers/cover.psd\')"', 'destructive/workfiles/rm-unheld-work-file'],
    // A test, scratch or preview copy; one in a test, export or output folder; a hidden or backup one; text git holds; a
    // rendition, an archive or a build's output; a rotated log; a prompt before each delete; git's own delete.
    ['rm covers/test_cover.psd', 'none'],
    ['rm covers/cover_preview.psd', 'none'],
    ['rm tests/fixtures/sample.docx', 'none'],
    ['rm exports/saltroad_print.docx', 'none'],
    ['rm build/cover.psd', 'none'],
    ['rm .~lock.ch07.docx#', 'none'],
    ['rm models/hull.FCBak', 'none'],
    ['rm manuscript/ch07.md notes.txt config.yaml', 'none'],
    ['rm covers/cover.png covers/cover.pdf saltroad.epub', 'none'],
    ['rm dist.zip firmware.bin app.log.1', 'none'],
    ['rm -i covers/cover.psd', 'none'],
    ['git rm covers/cover.psd', 'none'],
    ['rm tfplan.binary destroy.plan', 'none'],
    // Kernel build output beside object files; a file another command of the line writes again, or copied first.
    ['rm -f *.o *.ko *.mod.c Module.symvers modules.order', 'none'],
    ['rm -f certs/dev.pem && mkcert -cert-file certs/dev.pem localhost', 'none'],
    ['rm -rf esp/EFI/BOOT/BOOTX64.EFI && cp target/uefi/app.efi esp/EFI/BOOT/BOOTX64.EFI', 'none'],
    ['cp covers/cover.psd ~/archive/ && rm covers/cover.psd', 'none'],
  ])('%s → %s', (command, id) => expect(rule(command)).toBe(id));
});

describe('every file of a type no table knows in a project folder (destructive/workfiles/*-unheld-work-files*)', () => {
  test.each([
    ['rm -f covers/*.psd', 'destructive/workfiles/rm-unheld-work-file'],
    ['rm *.vellum', 'destructive/workfiles/rm-unheld-work-file'],
    ["find editorial -name '*.docx' -delete", 'destructive/workfiles/delete-unheld-work-files-found'],
    ["find shows -name '*.qlab5' -mtime +30 -exec rm {} +", 'destructive/workfiles/rm-unheld-work-files-found'],
    // Output, renditions, indexes, a test folder; a narrowing test (empty files); a listing.
    ['rm -f build/*.psd', 'none'],
    ['rm covers/*.png', 'none'],
    ['rm -f ref/GRCh38/*.fai', 'none'],
    ["find tests -name '*.docx' -delete", 'none'],
    ["find editorial -name '*.docx' -empty -delete", 'none'],
    ["find editorial -name '*.docx' -print", 'none'],
  ])('%s → %s', (command, id) => expect(rule(command)).toBe(id));
});

describe('a script that deletes such a file when it runs', () => {
  test.each([
    ["import os\nos.remove('covers/saltroad_front.psd')\n", 'destructive/workfiles/rm-unheld-work-file'],
    ["import os\nos.remove('covers/saltroad_front.png')\n", 'none'],
  ])('%s → %s', (code, id) => expect(written('scripts/tidy.py', code)).toBe(id));
});

// Round 47: a test database deleted by name, and a statement run on a database file in temp space, are scratch.
describe('a scratch or test database file', () => {
  test.each([
    ["sqlite3 /tmp/test_lss.db 'DROP TABLE IF EXISTS readings;'", 'none'],
    ['rm .tmp/test_occupancy.db', 'none'],
    // The application's own database, in the project or under the home, still speaks.
    ["sqlite3 data/app.db 'DROP TABLE readings;'", 'destructive/sql/drop'],
    ["sqlite3 ~/lss/readings.db 'DROP TABLE readings;'", 'destructive/sql/drop'],
    ['rm .tmp/data.db', 'destructive/filesystem/rm-database-file'],
  ])('%s → %s', (command, id) => expect(rule(command)).toBe(id));
});

// Round 47: every file of a source type at every depth of a folder, by a globstar (`**/*.md`), as find picks them.
describe('a globstar of one source type (destructive/filesystem/rm-source-files)', () => {
  test.each([
    ['rm -f vet_notes/**/*.md', 'destructive/filesystem/rm-source-files'],
    [
      'python3 -c "import glob, os; [os.remove(p) for p in glob.glob(\'vet_notes/**/*.md\', recursive=True)]"',
      'destructive/filesystem/rm-source-files',
    ],
    ['rm -f build/**/*.md', 'none'],
    ['rm -f **/*.pyc', 'none'],
  ])('%s → %s', (command, id) => expect(rule(command)).toBe(id));
});
