import { describe, expect, test } from 'vitest';
import { writtenIds as written } from '../../support/destructiveIds.js';

// Round 103: a written script that deletes each name of a literal list under the project's folder is judged name by
// name, as `rm -rf build dist x.egg-info .pytest_cache` is: build output and caches stay silent, a records folder in the
// list, a loop over a listing or over names read at run time still speak. One line per case.

const PY = 'import os, shutil, sys\nfrom pathlib import Path\n\nROOT = Path(__file__).resolve().parent.parent\n\n';
const JS = "const fs = require('fs');\nconst path = require('path');\nconst root = path.join(__dirname, '..');\n";
const RM = 'destructive/filesystem/rm-recursive';

describe('a loop deleting a literal list of names under the project (destructive/filesystem/rm-recursive)', () => {
  test.each([
    // The brief's call: a target bound to the join, then removed.
    [
      PY +
        'for name in ("build", "dist", "wallcalc.egg-info", ".pytest_cache"):\n    target = ROOT / name\n' +
        '    if target.exists():\n        shutil.rmtree(target)\n        print(f"removed {target.relative_to(ROOT)}")\n',
      'none',
    ],
    [`${PY}for name in ["build", "dist", ".mypy_cache"]:\n    shutil.rmtree(ROOT / name, ignore_errors=True)\n`, 'none'],
    [`${PY}ARTEFACTS = ("build", "dist", "htmlcov")\nfor name in ARTEFACTS:\n    shutil.rmtree(ROOT / name, ignore_errors=True)\n`, 'none'],
    [
      'import os, shutil\nROOT = os.path.dirname(os.path.abspath(__file__))\nfor name in ("build", "dist"):\n' +
        '    p = os.path.join(ROOT, name)\n    if os.path.isdir(p):\n        shutil.rmtree(p)\n',
      'none',
    ],
    [`${JS}for (const d of ['dist', 'coverage']) fs.rmSync(path.join(root, d), { recursive: true, force: true });\n`, 'none'],
    [
      "import fs from 'node:fs';\nimport path from 'node:path';\nfor (const d of ['dist', '.next']) {\n" +
        '  fs.rmSync(path.join(process.cwd(), d), { recursive: true, force: true });\n}\n',
      'none',
    ],
    // One records name in the list, a source folder, a path out of the project: the delete still speaks.
    [`${PY}for name in ("build", "dist", "data"):\n    shutil.rmtree(ROOT / name, ignore_errors=True)\n`, RM],
    [`${PY}for name in ["dist", "uploads"]:\n    shutil.rmtree(ROOT / name, ignore_errors=True)\n`, RM],
    [`${PY}for name in ("build", "src"):\n    shutil.rmtree(ROOT / name)\n`, RM],
    [`${PY}for name in ("build", "../shared"):\n    shutil.rmtree(ROOT / name)\n`, RM],
    [`${JS}for (const d of ['dist', 'data']) fs.rmSync(path.join(root, d), { recursive: true, force: true });\n`, RM],
    // A loop over a listing, or over names read at run time: what it deletes is not named here.
    [`${PY}for target in ROOT.iterdir():\n    shutil.rmtree(target)\n`, RM],
    [`${PY}for name in sys.argv[1:]:\n    shutil.rmtree(ROOT / name)\n`, RM],
    [`${PY}for name in input("folders: ").split():\n    shutil.rmtree(ROOT / name)\n`, RM],
    [`${PY}for name in ("build", "dist"):\n    pass\nfor name in os.listdir(ROOT):\n    shutil.rmtree(ROOT / name)\n`, RM],
  ])('%s → %s', (content, id) =>
    expect(written(content.includes('require(') || content.includes("'node:") ? 'scripts/clean.js' : 'scripts/clean.py', content)).toBe(id),
  );
});
