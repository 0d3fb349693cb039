import { describe, expect, test } from 'vitest';
import type { CanonicalEvent } from '../../../src/core/event.js';
import { dependency } from '../../../src/guards/dependency.js';
import { guardContext } from '../../support/guardContext.js';

// Round 113's dependency class: the environment snapshot a package tool writes itself (`pip freeze`, `uv pip freeze`,
// `pip list --format=freeze`, `conda list --export`) into a requirements file named as a lock or snapshot is the tool's
// own output, as a lockfile is: silent. Onto a manifest (`requirements.txt`, `requirements/prod.txt`,
// `requirements-dev.txt`, `constraints.txt`), appended, written by another command, or edited by hand, it still speaks.
// One line per case.

const context = guardContext('/home/dev');
const bash = (command: string) => ({ hook_event_name: 'PreToolUse', tool_name: 'Bash', tool_input: { command } }) as CanonicalEvent;
const speaks = (command: string) => dependency.detect(bash(command), context) !== undefined;
const edit = (file: string, old_string: string, new_string: string) =>
  dependency.detect(
    {
      hook_event_name: 'PreToolUse',
      tool_name: 'Edit',
      tool_input: { file_path: `/home/dev/proj/${file}`, old_string, new_string },
    } as CanonicalEvent,
    context,
  ) !== undefined;
const write = (file: string, content: string) =>
  dependency.detect(
    { hook_event_name: 'PreToolUse', tool_name: 'Write', tool_input: { file_path: `/home/dev/proj/${file}`, content } } as CanonicalEvent,
    context,
  ) !== undefined;

describe("the package tool's snapshot written onto a lock-named requirements file stays silent", () => {
  test.each([
    ['pip freeze > requirements.lock.txt'],
    ['pip3 freeze > requirements-lock.txt'],
    ['python -m pip freeze > requirements.lock.txt'],
    ['python3.12 -m pip freeze > requirements-locked.txt'],
    ['pip freeze > requirements.frozen.txt'],
    ['pip freeze > requirements-freeze.txt'],
    ['pip freeze > requirements_snapshot.txt'],
    ['pip freeze > requirements.lock'],
    ['pip freeze > requirements/prod.lock.txt'],
    ['pip freeze --exclude-editable > requirements.lock.txt'],
    ['uv pip freeze > requirements.lock.txt'],
    ['pip list --format=freeze > requirements.lock.txt'],
    ['pip list --format freeze > requirements-lock.txt'],
    ['uv pip list --format=freeze > requirements.lock.txt'],
    ['conda list --export > requirements.lock.txt'],
    ['conda list -e > requirements-frozen.txt'],
    ['source .venv/bin/activate && pip freeze > requirements.lock.txt'],
  ])('%s', (command) => expect(speaks(command)).toBe(false));
});

describe('the snapshot onto a manifest, appended, or written by another command still speaks', () => {
  test.each([
    ['pip freeze > requirements.txt'],
    ['pip freeze > requirements/prod.txt'],
    ['pip freeze > requirements-dev.txt'],
    ['pip freeze > constraints.txt'],
    ['uv pip freeze > requirements.txt'],
    ['pip list --format=freeze > requirements.txt'],
    ['conda list --export > requirements.txt'],
    ['pip freeze > requirements-unlocked.txt'],
    ['pip freeze >> requirements.lock.txt'],
    ['pip list > requirements.lock.txt'],
    ['pip list --format=json > requirements.lock.txt'],
    ['conda list > requirements.lock.txt'],
    ["echo 'flask==3.0.0' > requirements.lock.txt"],
    ['cat requirements.txt > requirements.lock.txt'],
    ['pip freeze > package-lock.json'],
  ])('%s', (command) => expect(speaks(command)).toBe(true));
});

describe('a lock-named requirements file or a lockfile edited by hand still speaks', () => {
  test.each([
    [edit('requirements.lock.txt', 'flask==2.3.3', 'flask==3.0.0'), true],
    [write('requirements.lock.txt', 'flask==3.0.0\nrequests==2.32.3\n'), true],
    [edit('package-lock.json', '"version": "4.17.20"', '"version": "4.17.21"'), true],
  ])('%#', (result, expected) => expect(result).toBe(expected));
});
