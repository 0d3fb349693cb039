import { describe, expect, test } from 'vitest';
import { commandChanges } from '../../../src/guards/dependency.js';

// Held-out round 148: a package installed from an archive in the project (`pip install ./vendor/x-1.2.0-py3-none-any.whl`)
// adds that package and what it requires, as npm's `install ./vendor/x-1.0.tgz` does. The project's own build output
// (`dist/`, `build/`) and the project itself stay silent. One line per call.

describe('a package installed from a local archive', () => {
  test.each([
    ['pip install ./vendor/turnstile_sdk-1.2.0-py3-none-any.whl', true],
    ['python -m pip install vendor/scanner-1.0.tar.gz', true],
    ['pip3 install third_party/pyserial-3.5.zip', true],
    ['npm install ./vendor/x-1.0.tgz', true],
    // Near-misses: the project's own wheel, the project itself, its pinned list.
    ['pip install dist/myproj-1.0-py3-none-any.whl', false],
    ['pip install ./build/myproj-1.0.tar.gz', false],
    ['pip install ../dist/app-1.0-py3-none-any.whl', false],
    ['pip install -e .', false],
    ['pip install -r requirements.txt', false],
  ])('%s → %s', (command, speaks) => expect(commandChanges(command).length > 0).toBe(speaks));
});
