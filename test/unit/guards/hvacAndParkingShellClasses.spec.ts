import { describe, expect, test } from 'vitest';
import { commandIds as rule, writtenIds } from '../../support/destructiveIds.js';

// Round 47 (building commissioning and HVAC controls, parking enforcement, stage lighting, book production): shell
// commands the destructive guard missed, as classes. A file moved over its sibling that differs only by a unit's id, an
// office document deleted from a `reports` folder, a template or blank copied over a file of records, a delete or update
// past a threshold of a measure (and a statement handed before the database's name), find's `! -newer` picking nearly
// every file of a type, and a Makefile whose clean target deletes source folders with the build output. One line per
// class that speaks and near-misses that stay silent.

describe("a file moved or copied over its sibling, another unit's record (destructive/filesystem/copy-over-untracked)", () => {
  test.each([
    [
      'mv commissioning/reports/AHU-3_functional_test.pdf commissioning/reports/AHU-2_functional_test.pdf',
      'destructive/filesystem/copy-over-untracked',
    ],
    ['cp inspections/well_07_log.xlsx inspections/well_08_log.xlsx', 'destructive/filesystem/copy-over-untracked'],
    ['mv photos/IMG_1234.jpg photos/IMG_1235.jpg', 'destructive/filesystem/copy-over-untracked'],
    // Build output, code (git's), a period given to a file, a name that adds a stage, and no-clobber.
    ['mv build/AHU-3_test.pdf build/AHU-2_test.pdf', 'none'],
    ['mv src/handler_3.py src/handler_2.py', 'none'],
    ['mv reports/summary.pdf reports/summary_2025.pdf', 'none'],
    ['mv commissioning/reports/AHU-3_functional_test.pdf commissioning/reports/AHU-3_functional_test_signed.pdf', 'none'],
    ['mv -n commissioning/reports/AHU-3_functional_test.pdf commissioning/reports/AHU-2_functional_test.pdf', 'none'],
  ])('%s → %s', (command, id) => expect(rule(command)).toBe(id));
});

describe('office documents deleted from a reports or output folder (destructive/workfiles/rm-unheld-work-file)', () => {
  test.each([
    ['rm commissioning/reports/*.docx', 'destructive/workfiles/rm-unheld-work-file'],
    ['rm output/findings.xlsx', 'destructive/workfiles/rm-unheld-work-file'],
    // What report generators write, build output, and a test copy.
    ['rm reports/*.pdf', 'none'],
    ['rm reports/*.html', 'none'],
    ['rm build/*.docx', 'none'],
    ['rm reports/test_findings.docx', 'none'],
  ])('%s → %s', (command, id) => expect(rule(command)).toBe(id));
});

describe('a template or blank copied over a file of records (destructive/filesystem/copy-over-untracked)', () => {
  test.each([
    ['cp config/bacnet_points.template.csv config/bacnet_points.csv', 'destructive/filesystem/copy-over-untracked'],
    ['cp templates/enrichment_log_blank.csv data/enrichment/enrichment_log_2025.csv', 'destructive/filesystem/copy-over-untracked'],
    ['cp templates/blank.tex paper/main.tex', 'destructive/filesystem/copy-over-untracked'],
    // First set-up of settings, a template copied to another template, and into build output.
    ['cp .env.example .env', 'none'],
    ['cp config.sample.yml config.yml', 'none'],
    ['cp config/settings.template.json config/settings.json', 'none'],
    ['cp templates/enrichment_log_blank.csv templates/enrichment_log_blank_v2.csv', 'none'],
    ['cp templates/blank.csv build/out.csv', 'none'],
  ])('%s → %s', (command, id) => expect(rule(command)).toBe(id));
});

describe('a delete or update past a threshold of a measure, in either argument order (destructive/sql)', () => {
  test.each([
    ['mysql parking -e "DELETE FROM lpr_reads WHERE confidence < 0.85;"', 'destructive/sql/delete-by-range'],
    ['mysql -e "DELETE FROM lpr_reads WHERE confidence < 0.85" parking', 'destructive/sql/delete-by-range'],
    ['mysql -e "DELETE FROM lpr_reads WHERE read_date < \'2024-01-01\'" parking', 'destructive/sql/delete-by-range'],
    ['psql -d telemetry -c "DELETE FROM readings WHERE signal_db <= -90"', 'destructive/sql/delete-by-range'],
    ['sqlite3 app.db "UPDATE reads SET flagged = 1 WHERE score < 0.5"', 'destructive/sql/update-by-range'],
    // A key range, housekeeping of a jobs table, a read, and a flag set on old users (earlier rounds' silence).
    ['psql -c "DELETE FROM orders WHERE id > 1000"', 'none'],
    ['psql -c "DELETE FROM jobs WHERE attempts > 5"', 'none'],
    ['psql -c "SELECT count(*) FROM lpr_reads WHERE confidence < 0.85"', 'none'],
    ['mysql -e "UPDATE users SET active = 0 WHERE last_login < \'2020-01-01\'" app', 'none'],
  ])('%s → %s', (command, id) => expect(rule(command)).toBe(id));
});

describe("find's `! -newer stamp` deleting the work's files (destructive/filesystem/rm-found, find-delete)", () => {
  test.each([
    ["find lighting/ma3/macros -name '*.xml' ! -newer lighting/ma3/.last_export -exec rm -f {} +", 'destructive/filesystem/rm-found'],
    ["find src -name '*.py' -not -newer .last_release -delete", 'destructive/filesystem/find-delete'],
    ["find data -name '*.csv' ! -newer data/.stamp -delete", 'destructive/filesystem/find-delete'],
    // Build output, a listing, and XML a test runner writes.
    ["find build -name '*.o' ! -newer .stamp -delete", 'none'],
    ["find lighting/ma3/macros -name '*.xml' ! -newer lighting/ma3/.last_export -print", 'none'],
    ["find test-results -name '*.xml' -delete", 'none'],
  ])('%s → %s', (command, id) => expect(rule(command)).toBe(id));
});

describe('a clean that deletes source folders with the build output (destructive/filesystem/rm-recursive)', () => {
  test.each([
    ['rm -rf build covers manuscript/images', 'destructive/filesystem/rm-recursive'],
    ['rm -rf build dist .pytest_cache', 'none'],
    ['rm -rf db/ incremental_db/ output_files/', 'none'],
  ])('%s → %s', (command, id) => expect(rule(command)).toBe(id));

  test.each([
    [
      'Makefile',
      'clean:\n\trm -rf build covers manuscript/images\n\nepub:\n\tpandoc -o build/book.epub manuscript/*.md\n',
      'destructive/filesystem/rm-recursive',
    ],
    ['docs.mk', 'clean-docs:\n\t-rm -rf docs/images\n', 'destructive/filesystem/rm-recursive'],
    // Build output only, and a clean that also stops the dev stack.
    ['Makefile', 'clean:\n\trm -rf build dist *.egg-info .pytest_cache\n', 'none'],
    ['Makefile', 'clean:\n\t@rm -rf $(BUILD) node_modules\n\tdocker compose down -v\n', 'none'],
  ])('Write %s → %s', (path, content, id) => expect(writtenIds(path, content)).toBe(id));
});
