import { describe, expect, test } from 'vitest';
import { writeSpeaks as write, writtenIds as written } from '../../support/destructiveIds.js';

// Round 117 (community gardens and allotments, esports arenas): a written program that deletes every entry of a kept-data
// folder's listing with no test of which, rows whose keys a cutoff selected deleted by that list, and a backup rotation
// that keeps only the newest two or three. One line per class that speaks and near-misses that stay silent.

/** A Go janitor over a folder given by a flag default, deleting each entry of a glob in a loop. */
const janitor = (
  folder: string,
  pattern = '"*"',
  body = 'if err := os.RemoveAll(e); err != nil {\n\t\t\tlog.Printf("remove %s: %v", e, err)\n\t\t}',
) =>
  [
    'package main\n\nimport (\n\t"flag"\n\t"log"\n\t"os"\n\t"path/filepath"\n)\n\nfunc main() {',
    `\tdir := flag.String("dir", ${folder}, "replay directory")\n\tflag.Parse()`,
    `\tentries, err := filepath.Glob(filepath.Join(*dir, ${pattern}))\n\tif err != nil {\n\t\tlog.Fatal(err)\n\t}`,
    `\tfor _, e := range entries {\n\t\t${body}\n\t}\n\tlog.Printf("removed %d replays", len(entries))\n}\n`,
  ].join('\n');

/** A Python loop over a folder bound to a name: the binding, then the loop's body. */
const pyLoop = (binding: string, body: string) => `import os, shutil\nDIR = ${binding}\nfor name in os.listdir(DIR):\n${body}\n`;
/** A Node loop over a folder bound to a name, removing each entry. */
const nodeLoop = (binding: string) =>
  `const fs = require("fs");\nconst path = require("path");\nconst dir = ${binding};\n` +
  'for (const f of fs.readdirSync(dir)) {\n  fs.rmSync(path.join(dir, f), { recursive: true, force: true });\n}\n';
const RMTREE = '    shutil.rmtree(os.path.join(DIR, name))';

describe('a loop deleting every entry of a kept-data folder (destructive/edits/soft-to-hard-delete)', () => {
  test.each([
    ['cmd/replay-janitor/main.go', janitor('"/var/lib/arena/replays"'), true],
    ['cmd/replay-janitor/main.go', janitor('"/srv/arena/replays"'), true],
    ['cmd/replay-janitor/main.go', janitor('"./data/replays"'), true],
    ['scripts/clear_uploads.py', pyLoop('"/srv/shop/uploads"', RMTREE), true],
    ['scripts/clear_photos.js', nodeLoop('"/var/lib/gallery/photos"'), true],
    // Temp, build and cache folders, a glob of scratch suffixes, a loop that filters, one that only prints, a test,
    // and a listing no loop walks before one named file is removed.
    ['cmd/replay-janitor/main.go', janitor('os.TempDir()'), false],
    ['cmd/replay-janitor/main.go', janitor('"build/replays"'), false],
    ['scripts/clear_cache.py', pyLoop('os.path.expanduser("~/.cache/shop")', RMTREE), false],
    ['scripts/clear_build.js', nodeLoop('path.join(__dirname, ".cache")'), false],
    ['cmd/replay-janitor/main.go', janitor('"/var/lib/arena/replays"', '"*.tmp"'), false],
    [
      'cmd/replay-janitor/main.go',
      janitor('"/var/lib/arena/replays"', '"*"', 'if strings.HasSuffix(e, ".part") {\n\t\t\tos.Remove(e)\n\t\t}'),
      false,
    ],
    [
      'scripts/clear_uploads.py',
      pyLoop('"/srv/shop/uploads"', '    if name.endswith(".part"):\n        os.remove(os.path.join(DIR, name))'),
      false,
    ],
    ['cmd/replay-janitor/main.go', janitor('"/var/lib/arena/replays"', '"*"', 'fmt.Println(e)'), false],
    ['cmd/replay-janitor/main_test.go', janitor('"/var/lib/arena/replays"'), false],
    [
      'scripts/unlock.py',
      'import os\nfiles = os.listdir("/srv/shop/uploads")\nprint(files)\nos.remove("/srv/shop/uploads/.lock")\n',
      false,
    ],
  ])('%s #%# → %s', (path, content, speaks) => expect(write(path, content)).toBe(speaks));
});

/** A script selecting members' ids by a condition into a list, then deleting by that list. */
const purge = (select: string, remove: string) =>
  [
    'import datetime as dt\nfrom sqlalchemy import create_engine, text\nimport os\n',
    'engine = create_engine(os.environ["DATABASE_URL"])\ncutoff = dt.date.today() - dt.timedelta(days=730)\n',
    'with engine.begin() as conn:',
    `    ids = [r[0] for r in conn.execute(text("${select}"), {"c": cutoff})]`,
    `    conn.execute(text("${remove}"), {"ids": ids})\n    print(f"purged {len(ids)} members")\n`,
  ].join('\n');

describe('rows a cutoff selected, deleted by the list of their keys (destructive/sql/delete-by-range)', () => {
  test.each([
    [
      'scripts/purge_inactive_members.py',
      purge('SELECT id FROM members WHERE last_renewal < :c', 'DELETE FROM members WHERE id = ANY(:ids)'),
      'destructive/sql/delete-by-range',
    ],
    [
      'scripts/purge_members.py',
      purge('SELECT id FROM members WHERE last_renewal < :c', 'DELETE FROM members WHERE id IN :ids'),
      'destructive/sql/delete-by-range',
    ],
    [
      'scripts/purge_customers.py',
      purge('SELECT id FROM customers WHERE last_login < :c', 'DELETE FROM customers WHERE id IN (:ids)'),
      'destructive/sql/delete-by-range',
    ],
    // An expired-token table and a scratch table (silent as their direct DELETE is), a select that only counts, a test,
    // and ids that came from a request.
    [
      'scripts/purge_resets.py',
      purge('SELECT id FROM password_resets WHERE expires_at < :c', 'DELETE FROM password_resets WHERE id = ANY(:ids)'),
      'none',
    ],
    [
      'scripts/purge_import.py',
      purge('SELECT id FROM tmp_import WHERE loaded_at < :c', 'DELETE FROM tmp_import WHERE id = ANY(:ids)'),
      'none',
    ],
    [
      'scripts/count_members.py',
      purge('SELECT id FROM members WHERE last_renewal < :c', 'SELECT count(*) FROM members WHERE id = ANY(:ids)'),
      'none',
    ],
    ['tests/test_purge.py', purge('SELECT id FROM members WHERE last_renewal < :c', 'DELETE FROM members WHERE id = ANY(:ids)'), 'none'],
    [
      'scripts/delete_members.py',
      'ids = request.json["ids"]\nconn.execute(text("DELETE FROM members WHERE id = ANY(:ids)"), {"ids": ids})\n',
      'none',
    ],
  ])('%s #%# → %s', (path, content, id) => expect(written(path, content)).toBe(id));
});

/** A rotation script that works in the project's backups folder. */
const rotate = (line: string) =>
  `#!/usr/bin/env bash\n# keep disk usage low on the garden shed Pi\nset -euo pipefail\ncd /home/dev/proj/backups\n${line}\n`;

describe('a backup rotation keeping three or fewer (destructive/edits/soft-to-hard-delete)', () => {
  test.each([
    ['ls -1t garden-*.sql.gz | tail -n +3 | xargs -r rm -f', true],
    ['ls -1t garden-*.sql.gz | tail -n +4 | xargs -r rm -f', true],
    ['ls -1t garden-*.sql.gz | head -n -3 | xargs -r rm -f', true],
    ['ls -1t garden-*.sql.gz | sed 1,2d | xargs -r rm -f', true],
    ["ls garden-*.sql.gz | sort -r | awk 'NR>3' | xargs -r rm -f", true],
    // Four or more kept, a rotation of temp files or build output, and a sed that drops one line.
    ['ls -1t garden-*.sql.gz | tail -n +5 | xargs -r rm -f', false],
    ['ls -1t garden-*.sql.gz | head -n -4 | xargs -r rm -f', false],
    ['ls -1t /tmp/garden-*.tmp | tail -n +3 | xargs -r rm -f', false],
    ['ls -1t build/*.tar.gz | tail -n +3 | xargs -r rm -f', false],
    ['ls -1t garden-*.sql.gz | sed 2d | xargs -r rm -f', false],
  ])('%s → %s', (line, speaks) => expect(write('scripts/rotate_backups.sh', rotate(line))).toBe(speaks));
});
