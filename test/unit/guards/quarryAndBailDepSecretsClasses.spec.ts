import { describe, expect, test } from 'vitest';
import type { CanonicalEvent } from '../../../src/core/event.js';
import { commandChanges } from '../../../src/guards/dependency.js';
import { secrets } from '../../../src/guards/secrets.js';
import { guardContext } from '../../support/guardContext.js';

// Round 63's dependency and secrets classes (ready-mix concrete plants and quarries, pottery studios, trading-card game
// stores, bail bond agencies): a package manager's command passed as a task runner's variable value, and an Edit that puts
// a random literal where an environment read of a `…_KEY` stood. One line per class that speaks and near-misses that stay silent.

// Assembled at run time so that no scanner flags this file.
const azureKey = ['T2TjlUsBunFHVinqPAt0mKlKhbMyM23v9NjgnkBBlo/5H3a+wQB6', 'HjT5vZVuVDIi5Cm4j5wm9bopJOmT5Xva8e=='].join('');
const context = guardContext();
const edit = (file_path: string, old_string: string, new_string: string) =>
  secrets.detect(
    { hook_event_name: 'PreToolUse', tool_name: 'Edit', tool_input: { file_path, old_string, new_string } } as CanonicalEvent,
    context,
  ) !== undefined;

describe("a package manager's command as a make or just variable's value is that command (dependency)", () => {
  test.each([
    ["make shell CMD='npm install socket.io'", true],
    ["make run ARGS='pip install requests'", true],
    ["gmake exec RUN='composer require guzzlehttp/guzzle'", true],
    ["just CMD='cargo add serde' run", true],
    // The project's own target, a compiler setting, a test option, a read-only npm command.
    ['make install', false],
    ["make build CFLAGS='-O2 -Wall'", false],
    ["make test ARGS='--watch=false'", false],
    ["make shell CMD='npm ls socket.io'", false],
  ])('%s', (command, speaks) => expect(commandChanges(command).length > 0).toBe(speaks));
});

describe('an Edit that swaps an environment read of a `…_KEY` for a random literal (secrets)', () => {
  test.each([
    ['scalehouse/upload.py', '    key = os.environ["QUARRYDOCS_STORAGE_KEY"]', `    key = "${azureKey}"`, true],
    ['src/store.js', 'const k = process.env.BAILDOCS_STORAGE_KEY;', `const k = "${azureKey}";`, true],
    // Another environment read, a placeholder, a public key, a cache key's plain name.
    ['scalehouse/upload.py', '    key = os.environ["QUARRYDOCS_STORAGE_KEY"]', '    key = os.environ["QUARRYDOCS_BLOB_KEY"]', false],
    ['scalehouse/upload.py', '    key = os.environ["QUARRYDOCS_STORAGE_KEY"]', '    key = "your-storage-key-here"', false],
    ['scalehouse/verify.py', '    key = os.environ["SIGNING_PUBLIC_KEY"]', `    key = "${azureKey}"`, false],
    ['scalehouse/cache.py', '    name = os.environ["CACHE_KEY"]', '    name = "quarry-tickets-v2"', false],
  ])('%s: %s → %s', (file, before, after, speaks) => expect(edit(`/home/dev/proj/${file}`, before, after)).toBe(speaks));
});
