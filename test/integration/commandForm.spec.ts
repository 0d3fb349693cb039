import { chmodSync, mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { commandForm, inside } from '../../src/install/surfaces/commandForm.js';
import { onPath } from '../../src/install/files/onPath.js';
import { findHarness } from '../../src/install/harnesses/index.js';

// Which command form a registration takes, on real directories: the first
// `waymark` a shell would run, and whether it is the project's own.

const dir = mkdtempSync(join(tmpdir(), 'waymark-form-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
const project = join(dir, 'project');
const global = join(dir, 'global');
const local = join(project, 'node_modules', '.bin');
const plain = join(dir, 'plain');
for (const d of [global, local, plain]) mkdirSync(d, { recursive: true });
for (const d of [global, local]) writeFileSync(join(d, 'waymark'), '#!/bin/sh\n', { mode: 0o755 });
writeFileSync(join(plain, 'waymark'), 'not executable\n');
chmodSync(join(plain, 'waymark'), 0o644);
// A link from outside into the project is still the project's code.
const linked = join(dir, 'linked');
mkdirSync(linked);
symlinkSync(join(local, 'waymark'), join(linked, 'waymark'));

// `npx waymark install`: npm puts its temporary cache's bin first on PATH.
const npx = join(dir, 'home', '.npm', '_npx', '0123abcd', 'node_modules', '.bin');
mkdirSync(npx, { recursive: true });
writeFileSync(join(npx, 'waymark'), '#!/bin/sh\n', { mode: 0o755 });

const where = (PATH: string) => ({ project, home: dir, env: { PATH }, platform: 'linux' as const });
const codex = findHarness('codex')!;

describe('onPath', () => {
  it.each([
    ['the first executable entry', `${global}:${local}`, join(global, 'waymark')],
    ['skips a file without the executable bit', `${plain}:${global}`, join(global, 'waymark')],
    ["skips empty and relative entries (the harness's working directory)", `:.:node_modules/.bin:${global}`, join(global, 'waymark')],
    ['none', `${plain}:/nonexistent`, undefined],
  ])('%s', (_, PATH, found) => expect(onPath('waymark', { PATH }, 'linux')).toBe(found));
});

describe('commandForm', () => {
  it.each([
    ['user scope: absolute', 'codex', 'user', '', 'absolute', false],
    ['a personal project file: absolute', 'claude-code', 'project', '', 'absolute', false],
    ['a shared file, waymark outside the project: PATH', 'codex', 'project', global, 'path', false],
    ["a shared file, the project's own node_modules/.bin first: refused", 'codex', 'project', `${local}:${global}`, 'path', true],
    ['a shared file, a link into the project: refused', 'gemini', 'project', linked, 'path', true],
    ['a shared file, no waymark: refused', 'kiro', 'project', plain, 'path', true],
    ["a shared file, waymark in npx's temporary cache: refused", 'cursor', 'project', `${npx}:${global}`, 'path', true],
  ] as const)('%s', (_, id, scope, PATH, form, refused) => {
    const chosen = commandForm(findHarness(id)!, scope, where(PATH));
    expect(chosen.form).toBe(form);
    expect(chosen.refusal !== undefined).toBe(refused);
  });

  it('says why, naming what it found', () => {
    expect(commandForm(codex, 'project', where(global)).why).toContain(join(global, 'waymark'));
    expect(commandForm(codex, 'project', where(local)).refusal).toContain(join(local, 'waymark'));
  });

  it.each([
    [join(project, 'a'), true],
    [project, true],
    [join(dir, 'project-other'), false],
    [join(linked, 'waymark'), true],
  ])('inside(%s)', (path, expected) => expect(inside(path, project)).toBe(expected));
});
