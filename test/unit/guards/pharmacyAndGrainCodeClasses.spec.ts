import { describe, expect, test } from 'vitest';
import { commandIds as rule, writtenIds } from '../../support/destructiveIds.js';

// Round 64 (independent pharmacies and compounding labs, greenhouses and plant nurseries, grain elevators and farm co-ops,
// private investigators): a written script that deletes a folder named by the argument it demands (`${1:?usage}`), SQL
// that deletes a status's rows from a table of queued work orders, and a blank copied over a record filed under its
// number. One line per class that speaks and near-misses that stay silent.

const script = (body: string) => `#!/usr/bin/env bash\nset -euo pipefail\n${body}\n`;

describe("a script's folder named by the argument it demands is judged by its literal prefix (destructive/filesystem/rm-recursive)", () => {
  test.each([
    [
      'scripts/rotate_spray_records.sh',
      script('SEASON="${1:?usage: rotate_spray_records.sh <season>}"\nRECORDS_DIR="records/spray/${SEASON}"\nrm -rf "${RECORDS_DIR}"'),
      'destructive/filesystem/rm-recursive',
    ],
    ['scripts/clear_lot.sh', script('LOT="${1:?lot}"\nrm -rf "data/lots/${LOT}"'), 'destructive/filesystem/rm-recursive'],
    // Output and scratch folders named by the argument, and a listing.
    ['scripts/clean_build.sh', script('SEASON="${1:?usage}"\nOUT="build/${SEASON}"\nrm -rf "${OUT}"'), 'none'],
    ['scripts/clean_tmp.sh', script('SEASON="${1:?usage}"\nrm -rf "tmp/${SEASON}"'), 'none'],
    ['scripts/list.sh', script('SEASON="${1:?usage}"\nls "records/spray/${SEASON}"'), 'none'],
  ])('%s → %s', (path, content, id) => expect(writtenIds(path, content)).toBe(id));
});

describe('a status deleted from a table of queued work orders picks a whole state of records (destructive/sql/delete-by-range)', () => {
  test.each([
    [`psql -c "DELETE FROM refill_queue WHERE status IN ('pending', 'on_hold')"`, 'destructive/sql/delete-by-range'],
    [`psql -c "DELETE FROM work_order_queue WHERE status = 'pending'"`, 'destructive/sql/delete-by-range'],
    // One row by its key; a framework's job, mail or message queue is housekeeping.
    [`psql -c "DELETE FROM refill_queue WHERE id = 42"`, 'none'],
    [`psql -c "DELETE FROM job_queue WHERE status = 'done'"`, 'none'],
    [`psql -c "DELETE FROM email_queue WHERE status IN ('sent', 'failed')"`, 'none'],
    [`psql -c "DELETE FROM delayed_jobs WHERE status = 'failed'"`, 'none'],
    // A queue trimmed by a rolling window, or one job's items by its key, is still housekeeping.
    [`psql -c "DELETE FROM refill_queue WHERE created_at < now() - interval '1 day'"`, 'none'],
    [`psql -c "DELETE FROM import_queue WHERE job_id = 4821"`, 'none'],
  ])('%s → %s', (command, id) => expect(rule(command)).toBe(id));

  test.each([
    [
      `def purge(cur):\n    cur.execute("DELETE FROM refill_queue WHERE status IN ('pending', 'on_hold')")\n`,
      'destructive/sql/delete-by-range',
    ],
    [`def purge(cur, refill_id):\n    cur.execute("DELETE FROM refill_queue WHERE id = %s", (refill_id,))\n`, 'none'],
    [`def purge(cur):\n    cur.execute("DELETE FROM job_queue WHERE status = 'done'")\n`, 'none'],
  ])('written %s → %s', (content, id) => expect(writtenIds('src/refills/cleanup.py', content)).toBe(id));
});

describe('a blank copied over a structured file filed under a record number (destructive/filesystem/copy-over-untracked)', () => {
  test.each([
    ['cp templates/compounding_worksheet_blank.json compounding/worksheets/WS-2291.json', 'destructive/filesystem/copy-over-untracked'],
    ['cp templates/intake_empty.yaml cases/CASE-00417.yaml', 'destructive/filesystem/copy-over-untracked'],
    ['mv templates/blank_order.xml orders/PO_10023.xml', 'destructive/filesystem/copy-over-untracked'],
    // No clobber, a template that is no blank, a test fixture, and settings with no record number.
    ['cp -n templates/compounding_worksheet_blank.json compounding/worksheets/WS-2292.json', 'none'],
    ['cp templates/compounding_worksheet.json compounding/worksheets/WS-2291.json', 'none'],
    ['cp templates/blank.json test/fixtures/WS-2291.json', 'none'],
    ['cp config/settings_blank.json config/settings.json', 'none'],
  ])('%s → %s', (command, id) => expect(rule(command)).toBe(id));
});
