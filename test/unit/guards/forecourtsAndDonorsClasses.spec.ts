import { describe, expect, test } from 'vitest';
import { onlyLogs } from '../../../src/guards/engine/loggedDeletes.js';
import { commandIds as rule, editSpeaks } from '../../support/destructiveIds.js';

// Round 126 (fuel forecourts, blood and organ donor registries): an edit that only adds output about a delete, a heredoc
// whose whole body is an empty document, and a kept database replaced by a copy. One line per class that speaks and
// near-misses that behave otherwise.

const FIND = `find "$ARCHIVE_DIR" -name 'session_*.csv' -mtime +3650 -delete`;

describe('an edit that only adds output about a delete says nothing new (engine/loggedDeletes.ts)', () => {
  test.each([
    [FIND, `find "$ARCHIVE_DIR" -name 'session_*.csv' -mtime +3650 -print -delete | tee -a "$LOG_DIR/retention.log"`, false],
    [FIND, `echo "pruning sessions older than ten years"\n${FIND}\necho "done" >> "$LOG"`, false],
    [FIND, `${FIND} && echo "pruned"`, false],
    [FIND, `find "$ARCHIVE_DIR" -name 'session_*.csv' -mtime +3650 -ls -delete >> "$LOG_DIR/retention.log" 2>&1`, false],
    [`rm -rf "$STAGE_DIR"/old`, `rm -rfv "$STAGE_DIR"/old`, false],
    [`rm -rf "$STAGE_DIR"/old`, `rm -rf --verbose "$STAGE_DIR"/old | tee -a "$LOG"`, false],
    // A wider cutoff, a dropped name test, a new start folder, a listing turned into a delete, output that runs or overwrites.
    [FIND, `find "$ARCHIVE_DIR" -name 'session_*.csv' -mtime +30 -print -delete | tee -a "$LOG_DIR/retention.log"`, true],
    [FIND, `find "$ARCHIVE_DIR" -mtime +3650 -print -delete | tee -a "$LOG_DIR/retention.log"`, true],
    [FIND, `find "$ARCHIVE_DIR" /srv/exports -name 'session_*.csv' -mtime +3650 -print -delete | tee -a "$LOG_DIR/retention.log"`, true],
    [`find "$ARCHIVE_DIR" -name 'session_*.csv' -mtime +3650 -print`, `${FIND} | tee -a "$LOG_DIR/retention.log"`, true],
    [FIND, `echo "$(rm -rf "$ARCHIVE_DIR")"\n${FIND}`, true],
  ])('%s → %s: speaks %s', (old, now, speaks) => expect(editSpeaks('scripts/retention.sh', old, now)).toBe(speaks));

  test.each([
    [FIND, `${FIND} | tee data/sessions.csv`, false],
    [FIND, `echo start > data/sessions.csv\n${FIND}`, false],
    [`rm -rf old`, `rm -rf old new`, false],
    [`rm -rf old`, `rm -rfv old`, true],
  ])('%s → %s: only output %s', (old, now, only) => expect(onlyLogs(old, now)).toBe(only));
});

describe('a heredoc whose whole body is an empty document empties the file as its Write does (engine/emptyDocuments.ts)', () => {
  test.each([
    [`cat > data/price_overrides.json <<'EOF'\n{"overrides": []}\nEOF`, 'destructive/filesystem/colon-redirect-outside'],
    [`cat > data/price_overrides.json <<EOF\n{}\nEOF`, 'destructive/filesystem/colon-redirect-outside'],
    [`cat <<'EOF' > data/donor_deferrals.yaml\ndeferrals: []\nEOF`, 'destructive/filesystem/colon-redirect-outside'],
    [`tee data/pump_assignments.json <<'EOF'\n[]\nEOF`, 'destructive/filesystem/colon-redirect-outside'],
    // Real content, an append, a fixture, settings, a cache, a module's data in source.
    [`cat > data/price_overrides.json <<'EOF'\n{"overrides": [{"sku": "UNL95", "price": 1.529}]}\nEOF`, 'none'],
    [`cat >> data/price_overrides.json <<'EOF'\n{}\nEOF`, 'none'],
    [`tee -a data/price_overrides.json <<'EOF'\n{}\nEOF`, 'none'],
    [`cat > test/fixtures/data/price_overrides.json <<'EOF'\n{"overrides": []}\nEOF`, 'none'],
    [`cat > config/settings.json <<'EOF'\n{}\nEOF`, 'none'],
    [`cat > data/cache.json <<'EOF'\n{}\nEOF`, 'none'],
    [`cat > src/data.json <<'EOF'\n{}\nEOF`, 'none'],
  ])('%s → %s', (command, id) => expect(rule(command)).toBe(id));
});

describe('a kept database replaced by a copy from anywhere (engine/databaseCopies.ts)', () => {
  test.each([
    ['cp /tmp/seed/inventory.sqlite data/inventory.sqlite', 'destructive/filesystem/copy-over-untracked'],
    ['cp seed/inventory.sqlite data/inventory.sqlite', 'destructive/filesystem/copy-over-untracked'],
    ['cp -f seed/donors.sqlite3 data/donors.sqlite3', 'destructive/filesystem/copy-over-untracked'],
    ['mv /tmp/x/orders.db data/orders.db', 'destructive/filesystem/copy-over-untracked'],
    // A development database re-seeded, a fixture, its own rewrite moved into place, a no-clobber copy, a backup refreshed,
    // scratch and source folders, and a table (no database).
    ['cp db/seed.sqlite db/development.sqlite3', 'none'],
    ['cp seed/app.sqlite test/fixtures/app.sqlite', 'none'],
    ['mv data/inventory.sqlite.tmp data/inventory.sqlite', 'none'],
    ['mv data/tmp.db data/app.db', 'none'],
    ['cp -n seed/inventory.sqlite data/inventory.sqlite', 'none'],
    ['cp data/inventory.sqlite backups/inventory.sqlite', 'none'],
    ['cp seed/inventory.sqlite tmp/inventory.sqlite', 'none'],
    ['cp seed/inventory.sqlite src/inventory.sqlite', 'none'],
    ['cp /tmp/seed/inventory.csv data/inventory.csv', 'none'],
  ])('%s → %s', (command, id) => expect(rule(command)).toBe(id));
});
