import { describe, expect, test } from 'vitest';
import { commandIds as rule, writtenIds as written } from '../../support/destructiveIds.js';

// Round 136 (data files reset in code): a script the agent writes that, when run, writes an empty value over the project's
// data files, named by a join from the script's own folder or by a name bound once to one (`const store = path.join(__dirname,
// '..', 'data', 'pupils.json')` … `fs.writeFileSync(store, '[]\n')`), in Node, Python, Ruby and Go, or cuts them to length 0.
// Near-misses: a cache, temp, build or test output file; real content; a seed that writes only a missing file; a length kept.

const OUTSIDE = 'destructive/filesystem/colon-redirect-outside';
// A Node script's head.
const JS = "const fs = require('fs');\nconst path = require('path');\n";

describe('a script that writes an empty value over a data file it names by a path it builds speaks', () => {
  test.each([
    [
      'scripts/reset-learners.js',
      JS +
        "\nconst store = path.join(__dirname, '..', 'data', 'learners.json');\n" +
        "const progress = path.join(__dirname, '..', 'data', 'progress.json');\n\nfs.writeFileSync(store, '[]\\n');\nfs.writeFileSync(progress, '{}\\n');\n",
      OUTSIDE,
    ],
    [
      'scripts/clear-roster.mjs',
      "import { writeFileSync } from 'node:fs';\nimport path from 'node:path';\nconst ROSTER = path.join(import.meta.dirname, '..', 'data', 'roster.json');\n" +
        'writeFileSync(ROSTER, JSON.stringify([]));\n',
      OUTSIDE,
    ],
    ['scripts/wipe.js', `${JS}fs.writeFileSync(path.join(__dirname, '..', 'data', 'visits.json'), '[]');\n`, OUTSIDE],
    [
      'tools/reset_members.py',
      "import os\nMEMBERS = os.path.join(os.path.dirname(__file__), '..', 'data', 'members.json')\nopen(MEMBERS, 'w').write('[]')\n",
      OUTSIDE,
    ],
    [
      'tools/clear_loans.py',
      "from pathlib import Path\nLOANS = Path(__file__).parent.parent / 'data' / 'loans.csv'\nLOANS.write_text('')\n",
      OUTSIDE,
    ],
    [
      'tools/clear_bookings.py',
      "import json, os\nBOOKINGS = os.path.join(os.path.dirname(__file__), '..', 'data', 'bookings.json')\n" +
        "with open(BOOKINGS, 'w') as f:\n    json.dump([], f)\n",
      OUTSIDE,
    ],
    ['bin/reset_orders.rb', "ORDERS = File.join(__dir__, '..', 'data', 'orders.json')\nFile.write(ORDERS, '[]')\n", OUTSIDE],
    [
      'cmd/reset/main.go',
      'package main\n\nimport "os"\n\nfunc main() {\n\tos.WriteFile("data/tickets.json", []byte("[]"), 0o644)\n}\n',
      OUTSIDE,
    ],
    [
      'cmd/clear/main.go',
      'package main\n\nimport (\n\t"os"\n\t"path/filepath"\n)\n\nfunc main() {\n\tstore := filepath.Join("data", "subscribers.json")\n' +
        '\tos.WriteFile(store, []byte{}, 0644)\n}\n',
      OUTSIDE,
    ],
    ['scripts/trim.js', `${JS}const LEDGER = path.join(__dirname, '..', 'data', 'ledger.csv');\nfs.truncateSync(LEDGER);\n`, OUTSIDE],
    ['scripts/trim.py', "import os\nos.truncate('data/visits.csv', 0)\n", OUTSIDE],
    ['scripts/trim.rb', "File.truncate('data/visits.csv', 0)\n", OUTSIDE],
  ])('%s: %s → %s', (path, content, id) => expect(written(path, content)).toBe(id));
});

describe('an empty value written where nothing of value is lost stays silent', () => {
  test.each([
    // A cache, temp space, build output and a test run's output are made again.
    [
      'scripts/clear-cache.js',
      `${JS}const cache = path.join(__dirname, '..', '.cache', 'lookups.json');\nfs.writeFileSync(cache, '{}');\n`,
    ],
    ['scripts/queue.js', `${JS}const out = path.join(__dirname, '..', 'tmp', 'queue.json');\nfs.writeFileSync(out, '[]');\n`],
    ['scripts/manifest.js', `${JS}const out = path.join(__dirname, '..', 'dist', 'manifest.json');\nfs.writeFileSync(out, '{}');\n`],
    [
      'test/helpers/reset.js',
      `${JS}const out = path.join(__dirname, '..', 'fixtures', 'output', 'pupils.json');\nfs.writeFileSync(out, '[]');\n`,
    ],
    // A file in a folder the script itself just made.
    [
      'scripts/scratch.js',
      "const fs = require('fs');\nconst os = require('os');\nconst path = require('path');\nconst dir = fs.mkdtempSync(path.join(os.tmpdir(), 'import-'));\n" +
        "fs.writeFileSync(path.join(dir, 'pupils.json'), '[]');\n",
    ],
    // Real content: a report the script computes.
    [
      'scripts/report.js',
      `${JS}const out = path.join(__dirname, '..', 'data', 'report.json');\nfs.writeFileSync(out, JSON.stringify(rows, null, 2));\n`,
    ],
    // A seed that writes the store only where it is missing.
    [
      'scripts/seed.js',
      JS +
        "const store = path.join(__dirname, '..', 'data', 'pupils.json');\nif (!fs.existsSync(store)) fs.writeFileSync(store, '[]\\n');\n",
    ],
    [
      'cmd/seed/main.go',
      'package main\n\nimport (\n\t"errors"\n\t"io/fs"\n\t"os"\n)\n\nfunc main() {\n' +
        '\tif _, err := os.Stat("data/tickets.json"); errors.Is(err, fs.ErrNotExist) {\n' +
        '\t\tos.WriteFile("data/tickets.json", []byte("[]"), 0o644)\n\t}\n}\n',
    ],
    // A length kept: the file's head stays.
    ['scripts/trim.py', "import os\nos.truncate('data/visits.csv', 1024)\n"],
    ['scripts/trim.rb', "File.truncate('data/visits.csv', 4096)\n"],
    // A name bound more than once is no one path.
    [
      'scripts/reset.js',
      "const fs = require('fs');\nlet store = 'data/a.json';\nstore = process.argv[2];\nfs.writeFileSync(store, '[]');\n",
    ],
  ])('%s: %s → none', (path, content) => expect(written(path, content)).toBe('none'));

  test.each([
    ["node -e \"require('fs').writeFileSync('data/pupils.json', '[]')\"", OUTSIDE],
    ["node -e \"require('fs').writeFileSync('.cache/pupils.json', '[]')\"", 'none'],
  ])('%s → %s', (command, id) => expect(rule(command)).toBe(id));
});
