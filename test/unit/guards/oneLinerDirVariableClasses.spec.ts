import { describe, expect, test } from 'vitest';
import { commandIds as rule, writtenIds as written } from '../../support/destructiveIds.js';

// Round 99: interpreter code (one-liners and written scripts) deleting every entry of a folder it holds in a local name
// bound to a literal path, a statement of its own in a one-liner (`d='data/visits'; … os.listdir(d)`), is judged as the
// same code with the folder written in place. A scratch folder, a name read from the arguments, a listing that only
// prints, and a delete filtered to temp or compiled files stay silent. One line per case.

const SOURCE = 'destructive/filesystem/rm-source-files';

describe('a delete over a folder held in a local name (destructive/filesystem/rm-source-files)', () => {
  test.each([
    [`python -c "import os; d='data/visits'; [os.remove(os.path.join(d, f)) for f in os.listdir(d)]"`, SOURCE],
    [`python3 -c "import os; d = 'records/invoices'; [os.unlink(os.path.join(d, f)) for f in os.listdir(d)]"`, SOURCE],
    [`python3 -c "import os; d = '/home/dev/proj/data/visits'; [os.remove(os.path.join(d, f)) for f in os.listdir(d)]"`, SOURCE],
    [`python3 -c "from pathlib import Path; dir = Path('data/visits'); [p.unlink() for p in dir.iterdir()]"`, SOURCE],
    [`python3 -c "from pathlib import Path; d = Path('data/visits'); [p.unlink() for p in d.glob('*.json')]"`, SOURCE],
    [`python3 -c "import os\nd = 'data/visits'\nfor f in os.listdir(d): os.remove(os.path.join(d, f))"`, SOURCE],
    [
      `node -e "const fs=require('fs'),path=require('path'); const d='data/visits'; fs.readdirSync(d).forEach(f => fs.unlinkSync(path.join(d, f)))"`,
      SOURCE,
    ],
    [`node -e "const fs=require('fs'); let d = 'data/visits'; for (const f of fs.readdirSync(d)) fs.unlinkSync(d + '/' + f)"`, SOURCE],
    [`python -c "import os; d='data/visits'; [os.remove(os.path.join(d, f)) for f in os.listdir(d) if f.endswith('.json')]"`, SOURCE],
    [`python -c "import os; d='data/visits'; [os.remove(os.path.join(d, f)) for f in os.listdir(d) if not f.endswith('.tmp')]"`, SOURCE],
    // Near-misses: a scratch folder, a folder from the arguments, a listing that only prints.
    [`python -c "import os; d='tmp/thumbs'; [os.remove(os.path.join(d, f)) for f in os.listdir(d)]"`, 'none'],
    [`python -c "import os; d='build/out'; [os.remove(os.path.join(d, f)) for f in os.listdir(d)]"`, 'none'],
    [`python3 -c "from pathlib import Path; d = Path('tmp/thumbs'); [p.unlink() for p in d.iterdir()]"`, 'none'],
    [`node -e "const fs=require('fs'); const d='tmp/thumbs'; for (const f of fs.readdirSync(d)) fs.unlinkSync(d + '/' + f)"`, 'none'],
    [`python -c "import os,sys; d=sys.argv[1]; [os.remove(os.path.join(d, f)) for f in os.listdir(d)]"`, 'none'],
    [`node -e "const fs=require('fs'); let d = process.argv[1]; for (const f of fs.readdirSync(d)) fs.unlinkSync(d + '/' + f)"`, 'none'],
    [`python -c "import os; d='data/visits'; [print(os.path.join(d, f)) for f in os.listdir(d)]"`, 'none'],
    [`node -e "const fs=require('fs'); const d='data/visits'; fs.readdirSync(d).forEach(f => console.log(f))"`, 'none'],
  ])('%s → %s', (command, id) => expect(rule(command)).toBe(id));
});

describe('a listing delete filtered to temp or compiled files is judged as `rm folder/*.tmp` (silent)', () => {
  test.each([
    [`python -c "import os; d='data/visits'; [os.remove(os.path.join(d, f)) for f in os.listdir(d) if f.endswith('.tmp')]"`, 'none'],
    [`python -c "import os; [os.remove(os.path.join('data/visits', f)) for f in os.listdir('data/visits') if f.endswith('.pyc')]"`, 'none'],
    [
      `python -c "import os; d='data/visits'; [os.remove(os.path.join(d, f)) for f in os.listdir(d) if f.endswith(('.tmp', '.pyc'))]"`,
      'none',
    ],
    [
      `python -c "import os, fnmatch; d='data/visits'; [os.remove(os.path.join(d, f)) for f in os.listdir(d) if fnmatch.fnmatch(f, '*.pyc')]"`,
      'none',
    ],
    [
      `python3 -c "import os\nd = 'data/visits'\nfor f in os.listdir(d):\n    if f.endswith('.tmp'): os.remove(os.path.join(d, f))"`,
      'none',
    ],
    [`python3 -c "from pathlib import Path; d = Path('data/visits'); [p.unlink() for p in d.iterdir() if p.suffix == '.tmp']"`, 'none'],
    [
      `node -e "const fs=require('fs'); const d='data/visits'; fs.readdirSync(d).filter(f => f.endsWith('.tmp')).forEach(f => fs.unlinkSync(d + '/' + f))"`,
      'none',
    ],
    [`ruby -e "d = 'data/visits'; Dir.children(d).each { |f| File.delete(File.join(d, f)) if File.extname(f) == '.tmp' }"`, 'none'],
  ])('%s → %s', (command, id) => expect(rule(command)).toBe(id));
});

describe('a written script deleting a folder held in a local name', () => {
  test.each([
    ['scripts/clear_visits.py', `import os\n\nd = 'data/visits'\nfor f in os.listdir(d):\n    os.remove(os.path.join(d, f))\n`, SOURCE],
    [
      'scripts/clear_visits.js',
      `const fs = require('fs');\nconst d = 'data/visits';\nfor (const f of fs.readdirSync(d)) fs.unlinkSync(d + '/' + f);\n`,
      SOURCE,
    ],
    ['scripts/clear_thumbs.py', `import os\n\nd = 'tmp/thumbs'\nfor f in os.listdir(d):\n    os.remove(os.path.join(d, f))\n`, 'none'],
    [
      'scripts/clear_tmp.py',
      `import os\n\nd = 'data/visits'\nfor f in os.listdir(d):\n    if f.endswith('.tmp'):\n        os.remove(os.path.join(d, f))\n`,
      'none',
    ],
  ])('%s → %s', (path, content, id) => expect(written(path, content)).toBe(id));
});
