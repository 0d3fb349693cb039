import { describe, expect, test } from 'vitest';
import { destructive } from '../../../src/guards/destructive.js';
import { secrets } from '../../../src/guards/secrets.js';
import { guardContext } from '../../support/guardContext.js';

// A written file is judged by the words of its path inside the project (`tests/`, `tmp/`, a `test_` name), never by the
// folders above the project's root: a checkout under `~/scratch/`, `~/tmp/`, `~/tests/` or `/srv/cache/` is where the
// user cloned it, and its scripts must get the same advice as one under `~/src/`. In-project scratch and test files stay
// silent wherever the project sits. One line per case: the root, the file inside it, the content, speak or silent.

const GO = `package retention

import (
	"os"
	"path/filepath"
	"time"
)

func PurgeVenueMedia(root string, maxAge time.Duration) error {
	entries, err := os.ReadDir(root)
	if err != nil {
		return err
	}
	cutoff := time.Now().Add(-maxAge)
	for _, e := range entries {
		info, err := e.Info()
		if err != nil {
			return err
		}
		if info.ModTime().Before(cutoff) {
			if err := os.RemoveAll(filepath.Join(root, e.Name())); err != nil {
				return err
			}
		}
	}
	return nil
}
`;
const PY = `import os, shutil, time

def purge(root, days):
    cutoff = time.time() - days * 86400
    for name in os.listdir(root):
        path = os.path.join(root, name)
        if os.path.getmtime(path) < cutoff:
            shutil.rmtree(path)
`;

const ROOTS = [
  '/home/u/src/app',
  '/home/u/scratch/app',
  '/home/u/tmp/app',
  '/home/u/tests/app',
  '/home/u/temp/app',
  '/srv/cache/site',
  '/home/u/build/app',
  '/home/u/fixtures/app',
];

const speaks = (root: string, file: string, content: string, cwd = root): boolean =>
  destructive.detect(
    {
      hook_event_name: 'PreToolUse',
      tool_name: 'Write',
      tool_input: { file_path: file.startsWith('/') ? file : `${root}/${file}`, content },
    },
    guardContext('/home/u', { root, cwd, config: {} }),
  ) !== undefined;

const CASES: Array<[string, string, boolean]> = [
  ['scripts/prune.go', GO, true],
  ['jobs/cleanup.py', PY, true],
  ['retention/purge.py', PY, true],
  ['tmp/x.py', PY, false],
  ['tests/test_prune.py', PY, false],
  ['scripts/prune_test.go', GO, false],
  ['fixtures/purge.py', PY, false],
];

describe('a written file is read by its path inside the project, wherever the project sits', () => {
  for (const root of ROOTS)
    test.each(CASES)(`${root}: %s speaks %#`, (file, content, expected) => {
      expect(speaks(root, file, content)).toBe(expected);
    });
  // A path the tool gives relative to a cwd below the root reads as the same project file.
  test.each([
    ['/home/u/tests/app', '/home/u/tests/app/jobs', 'cleanup.py', true],
    ['/home/u/tests/app', '/home/u/tests/app/tests', 'test_prune.py', false],
  ] as const)('%s, cwd %s: relative %s speaks %s', (root, cwd, file, expected) => {
    expect(
      destructive.detect(
        { hook_event_name: 'PreToolUse', tool_name: 'Write', tool_input: { file_path: file, content: PY } },
        guardContext('/home/u', { root, cwd, config: {} }),
      ) !== undefined,
    ).toBe(expected);
  });
  // Outside the project the path is read as today: a script written into a temp folder elsewhere is scratch.
  test.each([
    ['/home/u/src/app', '/tmp/work/purge.py', false],
    ['/home/u/src/app', '/home/u/other/tests/purge.py', false],
  ] as const)('%s: outside file %s speaks %s', (root, file, expected) => {
    expect(speaks(root, file, PY)).toBe(expected);
  });
});

// Secrets: a fixture's drawn login is a sample only in the project's own fixtures folder, not in a checkout under `~/fixtures/`.
const pw = ['Vq7#kLm2', 'Rz!9pXw'].join('');
const login = JSON.stringify({ email: 'alice@example.com', password: pw });
const secretSpeaks = (root: string, file: string, content: string): boolean =>
  secrets.detect(
    { hook_event_name: 'PreToolUse', tool_name: 'Write', tool_input: { file_path: `${root}/${file}`, content } },
    guardContext('/home/u', { root, cwd: root, config: {} }),
  ) !== undefined;

describe("a secret's file is read by its path inside the project", () => {
  test.each([
    ['/home/u/src/app', 'config/users.json', true],
    ['/home/u/fixtures/app', 'config/users.json', true],
    ['/home/u/tests/fixtures/app', 'config/users.json', true],
    ['/home/u/testdata/app', 'config/users.json', true],
    ['/home/u/src/app', 'tests/fixtures/users.json', false],
    ['/home/u/fixtures/app', 'tests/fixtures/users.json', false],
  ] as const)('%s: %s speaks %s', (root, file, expected) => {
    expect(secretSpeaks(root, file, login)).toBe(expected);
  });
});
