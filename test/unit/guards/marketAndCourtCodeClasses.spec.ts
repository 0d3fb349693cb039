import { describe, expect, test } from 'vitest';
import { destructive } from '../../../src/guards/destructive.js';
import { commandIds as rule } from '../../support/destructiveIds.js';
import { guardContext } from '../../support/guardContext.js';

// Round 67 (farmers' markets and CSA farms, model-railroad and hobby shops, municipal court clerks, travel agencies and
// tour operators): a delete under a variable no line sets whose tail names records, old database backups deleted by age
// (through a variable named for backups too), and a roster written over with numbered stand-in rows. One line per class
// that speaks and near-misses that stay silent.

describe('a delete under an unknown variable whose tail names records (destructive/filesystem/rm-recursive)', () => {
  test.each([
    ['rm -rf "$DATA_DIR"/ledgers/*', 'destructive/filesystem/rm-recursive'],
    ['rm -rf "$DATA_DIR/ledgers"', 'destructive/filesystem/rm-recursive'],
    ['rm -rf $ROOT/records/2024', 'destructive/filesystem/rm-recursive'],
    ['rm -rf ${BASE}/invoices', 'destructive/filesystem/rm-recursive'],
    // Scratch and output named by the variable, a tail that names no records, a checked variable's scratch.
    ['rm -rf "$TMP"/ledgers', 'none'],
    ['rm -rf "$CACHE"/records/x', 'none'],
    ['rm -rf "$BUILD_DIR"/invoices', 'none'],
    ['rm -rf "$DATA_DIR"/cache/*', 'none'],
    ['rm -rf "$OUT"/x', 'none'],
  ])('%s → %s', (command, id) => expect(rule(command)).toBe(id));
});

describe('old database backups deleted by age (destructive/filesystem/find-delete)', () => {
  test.each([
    ['find "$BACKUP_DIR" -name \'market-*.sql.gz\' -mtime +7 -delete', 'destructive/filesystem/find-delete'],
    ["find $BACKUP_DIR -name '*.sql.gz' -mtime +7 -delete", 'destructive/filesystem/find-delete'],
    ["find backups -name '*.dump' -mtime +30 -delete", 'destructive/filesystem/find-delete'],
    ["find backups -name '*.sql.gz' -mtime +30 -delete", 'destructive/filesystem/find-delete'],
    // A listing, logs and temp dumps, an archive's bundles, and a variable named for scratch.
    ['find "$BACKUP_DIR" -name \'market-*.sql.gz\' -mtime +7 -print', 'none'],
    ["find logs -name '*.log' -mtime +7 -delete", 'none'],
    ["find /tmp -name 'wp-*.sql' -mtime +7 -delete", 'none'],
    ['find "$TMP_DIR" -name \'*.sql.gz\' -mtime +7 -delete', 'none'],
  ])('%s → %s', (command, id) => expect(rule(command)).toBe(id));
});

describe('a records table written over with numbered stand-in rows (destructive/filesystem/truncate-project-file)', () => {
  const wrote = (path: string, content: string) =>
    destructive.detect(
      { hook_event_name: 'PreToolUse', tool_name: 'Write', tool_input: { file_path: `/home/dev/proj/${path}`, content } },
      guardContext('/home/dev', { cwd: '/home/dev/proj' }),
    ) !== undefined;
  const roster = 'member_id,name,share_size\n1001,Test Member,full\n1002,Test Member 2,half\n1003,Test Member 3,half\n';
  test.each([
    ['data/csa/share_subscriptions.csv', roster, true],
    ['data/members.csv', 'id,name,email\n1,Sample User 2,a@example.com\n', true],
    // Real rows, a numbered real name, and a test folder.
    ['data/csa/share_subscriptions.csv', 'member_id,name,share_size\n1001,Ana Ruiz,full\n1002,Ben Ode,half\n', false],
    ['data/csa/share_subscriptions.csv', 'member_id,name,share_size\n1001,Testa Farms 2,full\n', false],
    ['tests/fixtures/share_subscriptions.csv', roster, false],
  ])('%s', (path, content, speaks) => expect(wrote(path, content)).toBe(speaks));
});
