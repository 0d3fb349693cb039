import { describe, expect, test } from 'vitest';
import { commandIds as rule } from '../../support/destructiveIds.js';

// Round 72 (private ambulances and others): an UPDATE keyed on another table's id given as a code selects a group, where
// the table's own key (however abbreviated) is one row; a batch prepared to be sent, emptied; and a test run's own
// folders under a storage root, deleted. One line per class that speaks and near-misses that stay silent.

describe("an UPDATE whose WHERE is another table's key, a number or a code, changes a group (destructive/sql/update-by-owner)", () => {
  test.each([
    [`psql -d freight -c "UPDATE invoices SET status = 'written_off' WHERE shipper_id = 'SHP-NE-04';"`, 'destructive/sql/update-by-owner'],
    [`mysql school -e "UPDATE enrolments SET fee_status = 'waived' WHERE district_id = 'D12'"`, 'destructive/sql/update-by-owner'],
    ['psql -c "UPDATE inspection_reports SET approved = 2 WHERE insp_id = 88"', 'destructive/sql/update-by-owner'],
    // The table's own key, in full or abbreviated (`insp_id` on inspections), and a test value stay silent.
    [`psql -c "UPDATE invoices SET status = 'void' WHERE invoice_id = 'INV-2024-0091';"`, 'none'],
    [`psql -c "UPDATE vehicle_inspections SET due_on = '2026-05-01' WHERE insp_id = 88;"`, 'none'],
    [`psql -c "UPDATE invoices SET status = 'void' WHERE shipper_id = 'shp_test_01';"`, 'none'],
    [`psql -c "UPDATE products SET price = 4.5 WHERE prod_id = 31"`, 'none'],
  ])('%s → %s', (command, id) => expect(rule(command)).toBe(id));
});

describe('a batch in an outbound or outgoing folder emptied before it is sent (destructive/filesystem)', () => {
  test.each([
    [': > payroll/outgoing/ach_batch_0301.txt', 'destructive/filesystem/colon-redirect-outside'],
    ['truncate -s 0 edi/outbound/850_orders_0612.edi', 'destructive/filesystem/truncate-outside'],
    ['cp /dev/null remits/outbound/batch_0612.dat', 'destructive/filesystem/cp-null-outside'],
    // Scratch and build copies, a log named outbound, and a half-written file stay silent.
    [': > build/outbound/batch.txt', 'none'],
    [': > logs/outbound.log', 'none'],
    [': > tmp/outgoing/batch.txt', 'none'],
    ['rm -f edi/outbound/batch_0612.edi.part', 'none'],
  ])('%s → %s', (command, id) => expect(rule(command)).toBe(id));
});

describe('a folder named for a test run is what the suite writes again (destructive/filesystem/rm-recursive)', () => {
  test.each([
    ['rm -rf media/uploads', 'destructive/filesystem/rm-recursive'],
    ['rm -rf storage/app/attachments', 'destructive/filesystem/rm-recursive'],
    ['rm -rf data/test_images', 'destructive/filesystem/rm-recursive'],
    ['rm -rf data/soil_tests/2024', 'destructive/filesystem/rm-recursive'],
    // Folders named for a test run's files stay silent.
    ['rm -rf media/test_attachments', 'none'],
    ['rm -rf storage/test-output tests/tmp', 'none'],
    ['rm -rf uploads/test_avatars', 'none'],
  ])('%s → %s', (command, id) => expect(rule(command)).toBe(id));
});
