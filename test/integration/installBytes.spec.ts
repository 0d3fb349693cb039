import fc from 'fast-check';
import {
  existsSync,
  linkSync,
  lstatSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, relative } from 'node:path';
import { parse as parseToml } from 'smol-toml';
import { afterAll, describe, expect, it } from 'vitest';
import type { Harness } from '../../src/install/harnesses/harness.js';
import { HARNESSES } from '../../src/install/harnesses/index.js';
import { installSettings, type InstallOptions } from '../../src/install/surfaces/install.js';
import { isWaymarks, withEntries } from '../../src/install/files/merge.js';
import { installModule, moduleSurface, uninstallModule } from '../../src/install/surfaces/module.js';
import { omp } from '../../src/install/harnesses/omp.js';
import { desiredEntries, loadLibrary, type Surface } from '../../src/install/surfaces/surface.js';
import { uninstall } from '../../src/install/surfaces/uninstall.js';

// install∘uninstall is the identity on every file, byte for byte: generated settings
// files of every surface, with the shapes that broke it (empty containers at every level, invalid
// UTF-8, no final newline, CRLF, a BOM, hard links, symlinks, other tools' lookalike hooks), are
// installed and uninstalled in process on real files. `npm run test:torture` runs
// WAYMARK_TORTURE_RUNS (1,000) files per surface; `npm test` a few dozen.

const RUNS = Number(process.env.WAYMARK_TORTURE_RUNS) || 30;
// A fixed seed makes a CI run repeatable (test/torture/vitest.config.ts sets one); unset, every run explores anew.
const SEED = process.env.WAYMARK_TORTURE_SEED ? { seed: Number(process.env.WAYMARK_TORTURE_SEED) } : {};
// On tmpfs when there is one: every write is fsynced, and the disk is shared.
const ROOT = mkdtempSync(join(existsSync('/dev/shm') ? '/dev/shm' : tmpdir(), 'waymark-bytes-'));
afterAll(() => rmSync(ROOT, { recursive: true, force: true }));
const tally = new Map<string, { files: number; differences: number }>();
afterAll(() => {
  if (process.env.WAYMARK_TORTURE_RUNS)
    for (const [surface, { files, differences }] of tally) console.log(`${surface}: ${files} files, ${differences} byte differences`);
});

const silent = { out: () => undefined };
const OPTIONS: InstallOptions = { trust: true, dryRun: false, trustCommand: 'waymark install --trust' };

interface Box {
  dir: string;
  project: string;
  home: string;
  surface: Surface;
}

let boxes = 0;
function box(harness: Harness): Box {
  const dir = join(ROOT, `b${boxes++}`);
  const project = join(dir, 'project');
  const home = join(dir, 'home');
  mkdirSync(project, { recursive: true });
  mkdirSync(home);
  const env = { HOME: home, CODEX_HOME: join(home, '.codex'), WAYMARK_HOOK_STATE_DIR: join(dir, 'state') };
  const where = { project, home, env, platform: 'linux' as const };
  return {
    dir,
    project,
    home,
    surface: {
      harness,
      scope: 'project',
      where,
      path: harness.settingsPath('project', where),
      nodeBin: '/usr/local/bin/node',
      command: { form: 'absolute', why: '' },
      waymarkHome: join(dir, 'data', 'waymark', 'runtime', '9.9.9'),
    },
  };
}

/** Every file and directory under a directory, with its bytes (or `dir`) and its inode. */
function snapshot(dir: string): Map<string, string> {
  const out = new Map<string, string>();
  const walk = (at: string) => {
    for (const name of readdirSync(at)) {
      const path = join(at, name);
      const info = lstatSync(path);
      const key = relative(dir, path);
      if (info.isSymbolicLink()) out.set(key, `link ${info.ino}`);
      else if (info.isDirectory()) {
        out.set(key, 'dir');
        walk(path);
        // A rewrite may replace a file (atomic rename), except one with hard links, whose inode must stay.
      } else
        out.set(
          key,
          `${info.nlink > 1 ? info.ino : ''}:${info.nlink}:${(info.mode & 0o777).toString(8)}:${readFileSync(path).toString('hex')}`,
        );
    }
  };
  walk(dir);
  return out;
}

// Other tools' hooks, including ones that mention waymark and dispatch.
const LOOKALIKES = [
  '/opt/waymark-notes/dispatch-slack.sh',
  'say waymark dispatch finished',
  'npx waymark dispatch SessionStart',
  'waymark dispatch SessionStart; rm -rf ~',
  'node "/x/waymark/runtime/1.0.0/dist/dispatch.cjs" --contract zzz SessionStart',
  '/opt/othertool/bin/dispatch.js --contract claude',
  'echo "$HOME/waymark/dist/dispatch.cjs" SessionStart',
];
const text = fc.string({ unit: 'binary', maxLength: 8 });
const BAD = '~~BAD~~';
const INVALID_UTF8 = ['\xff', '\xc3\x28', '\xed\xa0\x80', '\xf8\x88\x80\x80\x80', '\x80', '\xe2\x82'];

function command(harness: Harness) {
  return fc.oneof(fc.constantFrom(...LOOKALIKES), text, fc.constant(`tool ${BAD}`)).filter((c) => !isWaymarks(c, harness.contract));
}

/** A foreign entry in the shape of each harness's container; groups may hold no handlers at all. */
function foreignEntry(harness: Harness): fc.Arbitrary<unknown> {
  const cmd = command(harness);
  if (harness.template.handlers) {
    return fc.record(
      {
        matcher: fc.option(text, { nil: undefined }),
        hooks: fc.array(fc.record({ type: fc.constant('command'), command: cmd }), { maxLength: 2 }),
      },
      { requiredKeys: ['hooks'] },
    );
  }
  if (harness.id === 'kiro')
    return fc.record({
      name: text,
      trigger: fc.constantFrom('SessionStart', 'PreToolUse'),
      action: fc.record({ type: fc.constant('command'), command: cmd }),
    });
  if (harness.id === 'copilot') return fc.record({ type: fc.constant('command'), bash: cmd, powershell: cmd });
  return fc.record({ command: cmd, timeout: fc.integer({ min: 1, max: 99 }) });
}

/** Settings a user may have: nothing at all, `{}`, empty `hooks` and event arrays, unknown keys, other tools' hooks. */
function settings(harness: Harness): fc.Arbitrary<Record<string, unknown>> {
  const unknown = fc.dictionary(
    text.filter((k) => !['hooks', 'version', '__proto__'].includes(k)),
    fc.oneof(fc.jsonValue({ maxDepth: 2 }), fc.constant(BAD), fc.constant({}), fc.constant([])),
    { maxKeys: 3 },
  );
  const events: fc.Arbitrary<unknown> =
    harness.template.container.length === 1
      ? fc.array(foreignEntry(harness), { maxLength: 3 })
      : fc.dictionary(
          fc.constantFrom(...new Set([...harness.events, 'Stop', 'preToolUse', 'Notification'])),
          fc.array(foreignEntry(harness), { maxLength: 3 }),
          { maxKeys: 3 },
        );
  const skeleton = fc.subarray(Object.entries(harness.template.skeleton).filter(([key]) => key !== 'hooks'));
  return fc
    .record({ skeleton, unknown, hooks: fc.option(events, { nil: undefined }) })
    .map(({ skeleton, unknown, hooks }) => ({ ...Object.fromEntries(skeleton), ...unknown, ...(hooks === undefined ? {} : { hooks }) }));
}

const layout = fc.record({
  indent: fc.constantFrom(0, 2, 4, '\t'),
  crlf: fc.boolean(),
  finalNewline: fc.boolean(),
  bom: fc.boolean(),
  invalid: fc.constantFrom(...INVALID_UTF8),
});
type Layout = typeof layout extends fc.Arbitrary<infer T> ? T : never;

/** The file's bytes: JSON in this layout, with raw invalid UTF-8 where the marker was. */
function bytesOf(value: unknown, style: Layout): Buffer {
  let json = JSON.stringify(value, null, style.indent) + (style.finalNewline ? '\n' : '');
  if (style.crlf) json = json.replace(/\n/g, '\r\n');
  const utf8 = Buffer.from(json, 'utf8').toString('latin1').replaceAll(BAD, style.invalid);
  return Buffer.concat([style.bom ? Buffer.from([0xef, 0xbb, 0xbf]) : Buffer.alloc(0), Buffer.from(utf8, 'latin1')]);
}

const CONFIG_TOML = [
  undefined,
  '',
  'model = "o4"',
  'model = "o4"\n',
  'model = "o4"\r\n\r\n[projects."/x"]\r\ntrust_level = "trusted"\r\n',
  'hooks = { state = {} }\n',
  '[hooks]\nstate = { }\n',
  '[hooks]\nstate = {}',
  '[hooks.state."/elsewhere/hooks.json:session_start:0:0"]\ntrusted_hash = "sha256:00"\n',
  '# caf\xe9 \xff\ntitle = "x"\n',
];

type Placement = 'plain' | 'hard' | 'symlink' | 'absent';

/** Writes the file where the surface reads it: plainly, as one of two hard links, or behind a symlink. */
function place(b: Box, bytes: Buffer, how: Placement): string[] {
  if (how === 'absent') return [];
  const path = b.surface.path;
  mkdirSync(dirname(path), { recursive: true });
  if (how === 'plain') writeFileSync(path, bytes);
  if (how === 'hard') {
    writeFileSync(join(b.project, 'other-name.json'), bytes);
    linkSync(join(b.project, 'other-name.json'), path);
  }
  if (how === 'symlink') {
    mkdirSync(join(b.dir, 'dotfiles'), { recursive: true });
    writeFileSync(join(b.dir, 'dotfiles', 'settings.json'), bytes);
    symlinkSync(join(b.dir, 'dotfiles', 'settings.json'), path);
  }
  return [path];
}

describe.each(HARNESSES.map((harness) => [harness.id, harness] as const))(
  '%s: install then uninstall gives back every byte',
  (id, harness) => {
    it(`${RUNS} generated files`, async () => {
      const counts = { files: 0, differences: 0 };
      tally.set(id, counts);
      await fc.assert(
        fc.asyncProperty(
          settings(harness),
          layout,
          fc.constantFrom<Placement>('plain', 'plain', 'hard', 'symlink', 'absent'),
          fc.constantFrom(...CONFIG_TOML),
          async (value, style, how, toml) => {
            const b = box(harness);
            place(b, bytesOf(value, style), how);
            const config = join(b.home, '.codex', 'config.toml');
            if (harness.id === 'codex' && toml !== undefined) {
              mkdirSync(dirname(config), { recursive: true });
              writeFileSync(config, Buffer.from(toml, 'latin1'));
            }
            const before = new Map([
              ...snapshot(b.project),
              ...[...snapshot(b.home)].map(([k, v]) => [`~/${k}`, v] as const),
              ...(how === 'symlink' ? [...snapshot(join(b.dir, 'dotfiles'))].map(([k, v]) => [`dotfiles/${k}`, v] as const) : []),
            ]);
            if (how === 'symlink') {
              // A project's settings file linked elsewhere is written through by neither: refused, every byte kept.
              await expect(installSettings(b.surface, OPTIONS, silent)).rejects.toThrow(/resolves to/);
            } else {
              await installSettings(b.surface, OPTIONS, silent);
              expect(readFileSync(b.surface.path).length).toBeGreaterThan(0);
            }
            await uninstall(b.surface, false, silent);
            const after = new Map([
              ...snapshot(b.project),
              ...[...snapshot(b.home)].map(([k, v]) => [`~/${k}`, v] as const),
              ...(how === 'symlink' ? [...snapshot(join(b.dir, 'dotfiles'))].map(([k, v]) => [`dotfiles/${k}`, v] as const) : []),
            ]);
            counts.files++;
            if (JSON.stringify([...after]) !== JSON.stringify([...before])) counts.differences++;
            expect(after).toEqual(before);
            rmSync(b.dir, { recursive: true, force: true });
          },
        ),
        { numRuns: RUNS, ...SEED },
      );
    });
  },
);

/** A settings value without empty hook containers: what uninstall without a record may tidy away. */
function withoutEmptyHooks(value: unknown): unknown {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return value;
  const out = { ...(value as Record<string, unknown>) };
  const hooks = out.hooks;
  if (hooks && typeof hooks === 'object' && !Array.isArray(hooks)) {
    const kept = Object.fromEntries(Object.entries(hooks).filter(([, list]) => !(Array.isArray(list) && list.length === 0)));
    if (Object.keys(kept).length === 0) delete out.hooks;
    else out.hooks = kept;
  } else if (Array.isArray(hooks) && hooks.length === 0) delete out.hooks;
  return out;
}

describe.each(HARNESSES.map((harness) => [harness.id, harness] as const))(
  '%s: uninstall without a record (state dir lost, another machine)',
  (_, harness) => {
    it("removes exactly waymark's entries: every other key and entry stays, and the file stays unless it is byte for byte what install creates", async () => {
      await fc.assert(
        fc.asyncProperty(settings(harness), layout, fc.constantFrom(...CONFIG_TOML), async (value, style, toml) => {
          const b = box(harness);
          const original = bytesOf(value, style);
          place(b, original, 'plain');
          const config = join(b.home, '.codex', 'config.toml');
          if (harness.id === 'codex' && toml !== undefined) {
            mkdirSync(dirname(config), { recursive: true });
            writeFileSync(config, Buffer.from(toml, 'latin1'));
          }
          await installSettings(b.surface, OPTIONS, silent);
          const installed = readFileSync(b.surface.path).toString('latin1');
          rmSync(join(b.dir, 'state'), { recursive: true, force: true });
          await uninstall(b.surface, false, silent);
          // config.toml says what it said: the trust entries waymark wrote are gone, nothing else.
          if (harness.id === 'codex')
            expect(parseToml(existsSync(config) ? readFileSync(config, 'utf8') : '')).toEqual(
              parseToml(toml === undefined ? '' : Buffer.from(toml, 'latin1').toString('utf8')),
            );
          // Only a file holding exactly what install creates from nothing is deleted.
          const created =
            installed ===
            withEntries(undefined, harness.template, harness.contract, desiredEntries(b.surface, loadLibrary()), b.surface.path);
          expect(existsSync(b.surface.path)).toBe(!created);
          if (!created)
            expect(withoutEmptyHooks(JSON.parse(readFileSync(b.surface.path, 'utf8').replace(/^\uFEFF/, '')))).toEqual(
              withoutEmptyHooks(JSON.parse(original.toString('utf8').replace(/^\uFEFF/, ''))),
            );
          rmSync(b.dir, { recursive: true, force: true });
        }),
        { numRuns: process.env.WAYMARK_TORTURE_RUNS ? RUNS : 10, ...SEED },
      );
    });
  },
);

describe('omp: install then uninstall gives back every byte', () => {
  it(`${RUNS} generated shims and foreign files`, async () => {
    const counts = { files: 0, differences: 0 };
    tally.set('omp', counts);
    const b = box(HARNESSES[0]!);
    // The user's shim: the project one also needs a waymark on PATH (src/install/surfaces/commandForm.ts).
    const surface = moduleSurface(omp, 'user', { project: b.project, env: b.surface.where.env });
    const runtime = { ...surface, waymarkHome: b.surface.waymarkHome };
    await fc.assert(
      fc.asyncProperty(fc.option(fc.uint8Array({ maxLength: 64 }), { nil: undefined }), async (bytes) => {
        rmSync(join(b.home, '.omp'), { recursive: true, force: true });
        if (bytes !== undefined) {
          mkdirSync(dirname(runtime.path), { recursive: true });
          writeFileSync(runtime.path, bytes);
        }
        const before = snapshot(b.home);
        // Someone else's file is refused; a missing one is created and then deleted with its directories.
        await installModule(runtime, false, silent).catch(() => undefined);
        await uninstallModule(runtime, false, silent);
        const after = snapshot(b.home);
        counts.files++;
        if (JSON.stringify([...after]) !== JSON.stringify([...before])) counts.differences++;
        expect(after).toEqual(before);
      }),
      { numRuns: RUNS, ...SEED },
    );
  });
});

describe('the shapes that lost bytes (issue 12), each installed and uninstalled', () => {
  const claude = HARNESSES.find((h) => h.id === 'claude-code')!;
  const copilot = HARNESSES.find((h) => h.id === 'copilot')!;
  const cursor = HARNESSES.find((h) => h.id === 'cursor')!;
  const kiro = HARNESSES.find((h) => h.id === 'kiro')!;
  const codex = HARNESSES.find((h) => h.id === 'codex')!;

  it.each([
    ['a whole {} file', claude, '{}'],
    ['{} with a final newline', claude, '{}\n'],
    ['an empty "hooks": {}', claude, '{ "hooks": {} }\n'],
    ['an empty "PostToolUse": []', claude, '{\n  "hooks": {\n    "PostToolUse": []\n  }\n}\n'],
    ['an invalid UTF-8 byte', claude, '{ "name": "caf\xe9 \xff" }\n'],
    ['a BOM and CRLF', claude, '\xef\xbb\xbf{\r\n  "a": 1\r\n}\r\n'],
    ['cursor without hooks', cursor, '{ "version": 1 }'],
    ['copilot without hooks', copilot, '{"version":1}\n'],
    ['kiro without hooks', kiro, '{ "version": "v1" }\n'],
    ['codex with an empty event', codex, '{"hooks":{"SessionStart":[]}}'],
  ])('%s', async (_, harness, source) => {
    const b = box(harness);
    mkdirSync(dirname(b.surface.path), { recursive: true });
    writeFileSync(b.surface.path, Buffer.from(source, 'latin1'));
    await installSettings(b.surface, OPTIONS, silent);
    expect(readFileSync(b.surface.path).toString('latin1')).not.toBe(source);
    await uninstall(b.surface, false, silent);
    expect(readFileSync(b.surface.path).toString('latin1')).toBe(source);
  });

  // Found by test:torture: without a record, a waymark.json the user wrote went whole, because
  // what was left once waymark's entries were out looked like install's skeleton.
  it("without a record, a waymark.json the user wrote is kept, waymark's entries out", async () => {
    const b = box(copilot);
    mkdirSync(dirname(b.surface.path), { recursive: true });
    const source = '{\n  "version": 1,\n  "hooks": {\n    "postToolUse": []\n  }\n}\n';
    writeFileSync(b.surface.path, source);
    await installSettings(b.surface, OPTIONS, silent);
    rmSync(join(b.dir, 'state'), { recursive: true, force: true });
    await uninstall(b.surface, false, silent);
    // Without a record an emptied list may go too (docs/harnesses/README.md); the file and its keys stay.
    expect(existsSync(b.surface.path)).toBe(true);
    expect(withoutEmptyHooks(JSON.parse(readFileSync(b.surface.path, 'utf8')))).toEqual({ version: 1 });
  });

  it('a hard-linked file keeps its inode, so both names still agree', async () => {
    const b = box(claude);
    mkdirSync(dirname(b.surface.path), { recursive: true });
    writeFileSync(join(b.project, 'shared.json'), '{ "model": "x" }\n');
    linkSync(join(b.project, 'shared.json'), b.surface.path);
    const { ino } = statSync(b.surface.path);
    await installSettings(b.surface, OPTIONS, silent);
    expect(statSync(b.surface.path).ino).toBe(ino);
    expect(readFileSync(join(b.project, 'shared.json'), 'utf8')).toContain('dispatch.cjs');
    await uninstall(b.surface, false, silent);
    expect(statSync(b.surface.path).ino).toBe(ino);
    expect(readFileSync(join(b.project, 'shared.json'), 'utf8')).toBe('{ "model": "x" }\n');
  });

  it('config.toml without a final newline gets none', async () => {
    const b = box(codex);
    const config = join(b.home, '.codex', 'config.toml');
    mkdirSync(dirname(config), { recursive: true });
    writeFileSync(config, 'model = "o4"');
    await installSettings(b.surface, OPTIONS, silent);
    expect(readFileSync(config, 'utf8')).toContain('trusted_hash');
    await uninstall(b.surface, false, silent);
    expect(readFileSync(config, 'utf8')).toBe('model = "o4"');
  });

  it('without a record (another machine, a lost state dir), only exact waymark shapes go and a file the user made stays', async () => {
    const b = box(claude);
    mkdirSync(dirname(b.surface.path), { recursive: true });
    writeFileSync(b.surface.path, '{"hooks": {"Stop": [{"hooks": [{"type": "command", "command": "say waymark dispatch finished"}]}]}}');
    await installSettings(b.surface, OPTIONS, silent);
    rmSync(join(b.dir, 'state'), { recursive: true });
    await uninstall(b.surface, false, silent);
    expect(readFileSync(b.surface.path, 'utf8')).toBe(
      '{"hooks": {"Stop": [{"hooks": [{"type": "command", "command": "say waymark dispatch finished"}]}]}}',
    );
  });

  it("a file edited after install: waymark's entries go, the edit stays", async () => {
    const b = box(claude);
    await installSettings(b.surface, OPTIONS, silent);
    const installed = readFileSync(b.surface.path, 'utf8');
    writeFileSync(b.surface.path, installed.replace('{\n', '{\n  "model": "opus",\n'));
    await uninstall(b.surface, false, silent);
    expect(JSON.parse(readFileSync(b.surface.path, 'utf8'))).toEqual({ model: 'opus' });
  });

  it('a file install created goes with the directories it made', async () => {
    const b = box(claude);
    await installSettings(b.surface, OPTIONS, silent);
    expect(existsSync(join(b.project, '.claude'))).toBe(true);
    await uninstall(b.surface, false, silent);
    expect(readdirSync(b.project)).toEqual([]);
  });
});
