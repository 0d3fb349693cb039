import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Harness } from '../../src/install/harnesses/harness.js';
import { HARNESSES } from '../../src/install/harnesses/index.js';
import { decode, encode } from '../../src/install/files/bytes.js';
import { parseTree, JsonSyntaxError } from '../../src/install/files/jsonTree.js';
import { isWaymarks, withEntries, withoutEntries, type Desired } from '../../src/install/files/merge.js';
import { desiredEntries, loadLibrary, type Surface } from '../../src/install/surfaces/surface.js';

const library = loadLibrary();

function surface(harness: Harness): Surface {
  return {
    harness,
    scope: 'project',
    where: { project: '/home/u/proj', home: '/home/u', env: {}, platform: 'linux' },
    path: '/home/u/proj/settings.json',
    nodeBin: '/usr/local/bin/node',
    command: { form: 'absolute' as const, why: '' },
    waymarkHome: '/home/u/.local/share/waymark/runtime/9.9.9',
  };
}

const desired = new Map<string, Desired[]>(HARNESSES.map((harness) => [harness.id, desiredEntries(surface(harness), library)]));
// The installer edits byte strings (src/install/files/bytes.ts); these helpers take and give text.
const install = (harness: Harness, text: string | undefined) =>
  decode(
    withEntries(
      text === undefined ? undefined : encode(text),
      harness.template,
      harness.contract,
      desired.get(harness.id)!,
      'settings.json',
    ),
  );
const uninstall = (harness: Harness, text: string) => {
  const out = withoutEntries(encode(text), harness.template, harness.contract).text;
  return out === undefined ? undefined : decode(out);
};

// Foreign commands that must survive: other tools, another tool's dispatcher, waymark for another contract.
const FOREIGN_COMMANDS = [
  'other-tool check --strict',
  '/opt/othertool/bin/dispatch.js --contract claude',
  'node "/home/u/.local/share/waymark/runtime/0.1.0/dist/dispatch.cjs" --contract zzz SessionStart',
];

const text = fc.string({ unit: 'binary', maxLength: 12 });
const command = fc.oneof(fc.constantFrom(...FOREIGN_COMMANDS), text).filter((c) => HARNESSES.every((h) => !isWaymarks(c, h.contract)));

/** A foreign entry in the shape of each harness's container. */
function foreignEntry(harness: Harness): fc.Arbitrary<unknown> {
  if (harness.template.handlers) {
    return fc.record(
      {
        matcher: fc.option(text, { nil: undefined }),
        hooks: fc.array(fc.record({ type: fc.constant('command'), command }), { minLength: 1, maxLength: 2 }),
      },
      { requiredKeys: ['hooks'] },
    );
  }
  if (harness.id === 'kiro')
    return fc.record({
      name: text,
      trigger: fc.constantFrom('SessionStart', 'PreToolUse'),
      action: fc.record({ type: fc.constant('command'), command }),
    });
  if (harness.id === 'copilot') return fc.record({ type: fc.constant('command'), bash: command, powershell: command });
  return fc.record({ command, timeout: fc.integer({ min: 1, max: 99 }) });
}

/** Settings a user may already have: unknown keys, other tools' hooks (never an empty container waymark shares). */
function settings(harness: Harness) {
  const unknown = fc.dictionary(
    text.filter((k) => k !== 'hooks' && k !== 'version' && k !== '__proto__'),
    fc.jsonValue({ maxDepth: 2 }),
    { maxKeys: 4 },
  );
  const events: fc.Arbitrary<unknown> =
    harness.template.container.length === 1
      ? fc.array(foreignEntry(harness), { minLength: 1, maxLength: 3 })
      : fc.dictionary(
          fc.constantFrom(...new Set([...harness.events, 'Stop', 'preToolUse', 'Notification'])),
          fc.array(foreignEntry(harness), { minLength: 1, maxLength: 3 }),
          { minKeys: 1 },
        );
  return (
    fc
      .record({ unknown, hooks: fc.option(events, { nil: undefined }) })
      .map(({ unknown, hooks }) => ({ ...harness.template.skeleton, ...unknown, ...(hooks === undefined ? {} : { hooks }) }))
      // A file holding only what waymark would create is deleted on uninstall (documented), so it is not generated here.
      .filter((value) => JSON.stringify(value) !== JSON.stringify(harness.template.skeleton) && Object.keys(value).length > 0)
  );
}

const layout = fc.record({
  indent: fc.constantFrom(0, 2, 3, 4, '\t'),
  crlf: fc.boolean(),
  finalNewline: fc.boolean(),
});

function format(value: unknown, { indent, crlf, finalNewline }: { indent: number | string; crlf: boolean; finalNewline: boolean }): string {
  const json = JSON.stringify(value, null, indent) + (finalNewline ? '\n' : '');
  return crlf ? json.replace(/\n/g, '\r\n') : json;
}

/** Every entry in every container of a settings value, by container. */
function entries(value: Record<string, unknown>): Map<string, unknown[]> {
  const hooks = value.hooks;
  const map = new Map<string, unknown[]>();
  if (Array.isArray(hooks)) map.set('', hooks);
  else if (hooks && typeof hooks === 'object')
    for (const [event, list] of Object.entries(hooks)) if (Array.isArray(list)) map.set(event, list);
  for (const [key, list] of map)
    map.set(
      key,
      list.filter((entry) => !JSON.stringify(entry).includes('runtime/9.9.9')),
    );
  return map;
}

// Cline has no settings file (src/install/cline.ts writes launcher files).
describe.each(HARNESSES.filter((harness) => harness.id !== 'cline').map((harness) => [harness.id, harness] as const))(
  '%s settings file',
  (_, harness) => {
    it('install then uninstall gives back the original bytes, and install keeps every foreign entry and key', () => {
      fc.assert(
        fc.property(settings(harness), layout, (value, style) => {
          const original = format(value, style);
          const installed = install(harness, original);
          expect(installed).not.toBe(original);
          const after = JSON.parse(installed) as Record<string, unknown>;
          for (const [key, v] of Object.entries(value)) if (key !== 'hooks') expect(JSON.stringify(after[key])).toBe(JSON.stringify(v));
          const before = entries(value);
          const kept = entries(after);
          for (const [event, list] of before) expect(JSON.stringify(kept.get(event))).toBe(JSON.stringify(list));
          expect(install(harness, installed)).toBe(installed);
          expect(uninstall(harness, installed)).toBe(original);
        }),
        { numRuns: 150 },
      );
    });

    it('a file created by install is deleted by uninstall', () => {
      const created = install(harness, undefined);
      // The entries hang under the template's first container key (Droid's hooks.json is keyed by event itself).
      const top = harness.template.container[0]!;
      const keys = Object.keys(JSON.parse(created) as object);
      if (top === '${EVENT}')
        expect(keys.filter((key) => !Object.hasOwn(harness.template.skeleton, key)).every((key) => harness.events.includes(key))).toBe(
          true,
        );
      else expect(keys).toEqual(Object.keys({ ...harness.template.skeleton, [top]: 1 }));
      expect(uninstall(harness, created)).toBeUndefined();
    });
  },
);

describe('waymark entries', () => {
  const claude = HARNESSES.find((h) => h.id === 'claude-code')!;
  const group = (cmd: string) => ({ hooks: [{ type: 'command', command: cmd }] });

  it('an entry rendered for another dispatcher path (moved project, older waymark) is replaced: one set remains', () => {
    const old = JSON.stringify(
      { hooks: { SessionStart: [group('node "/old/proj/.waymark/runtime/dist/dispatch.cjs" SessionStart'), group('keep-me')] } },
      null,
      2,
    );
    const installed = JSON.parse(install(claude, old)) as { hooks: Record<string, unknown[]> };
    expect(installed.hooks.SessionStart).toHaveLength(2);
    expect(installed.hooks.SessionStart![0]).toEqual(group('keep-me'));
    expect(JSON.stringify(installed)).not.toContain('/old/proj');
  });

  it("a handler of waymark inside a user's group is removed alone", () => {
    const mixed = JSON.stringify(
      {
        hooks: {
          PreToolUse: [
            {
              matcher: 'Bash',
              hooks: [
                { type: 'command', command: 'mine' },
                { type: 'command', command: '/x/waymark/dist/dispatch.cjs PreToolUse' },
              ],
            },
          ],
        },
      },
      null,
      2,
    );
    const out = JSON.parse(uninstall(claude, mixed)!) as { hooks: { PreToolUse: { hooks: unknown[] }[] } };
    expect(out.hooks.PreToolUse[0]!.hooks).toEqual([{ type: 'command', command: 'mine' }]);
  });

  it.each([
    ['/usr/bin/node /x/node_modules/waymark/dist/dispatch.cjs --contract claude SessionStart', 'claude', true],
    ['"C:\\Users\\a\\AppData\\Local\\waymark\\Data\\runtime\\1.0.0\\dist\\dispatch.cjs" --contract cursor sessionStart', 'cursor', true],
    ['waymark dispatch --contract codex SessionStart', 'codex', true],
    ['node /x/waymark/dist/dispatch.cjs SessionStart', 'claude', true],
    ['node /x/waymark/dist/dispatch.cjs --contract cursor SessionStart', 'claude', false],
    ['/opt/other/dispatch --contract claude', 'claude', false],
    ['echo waymark', 'claude', false],
  ])("%s is waymark's for contract %s: %s", (cmd, contract, ours) => {
    expect(isWaymarks({ command: cmd }, contract)).toBe(ours);
  });
});

describe('parseTree', () => {
  it.each([
    ['{"a": 1,}', 'trailing comma', false],
    ['{"a": 1 // note\n}', 'comment', true],
    ['/* c */ {}', 'comment', true],
    ['{"a": 1} x', 'after the value', false],
    ['{"a": }', 'unexpected', false],
    ['', 'unexpected end', false],
  ])('refuses %j (%s)', (source, message, comment) => {
    try {
      parseTree(source);
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(JsonSyntaxError);
      expect((error as JsonSyntaxError).message).toContain(message);
      expect((error as JsonSyntaxError).comment).toBe(comment);
    }
  });

  it('agrees with JSON.parse on what is JSON', () => {
    fc.assert(
      fc.property(fc.jsonValue(), fc.constantFrom(0, 1, '\t'), (value, indent) => {
        const source = JSON.stringify(value, null, indent);
        const root = parseTree(source);
        expect([root.start, root.end]).toEqual([0, source.length]);
        if (root.type === 'object') expect(root.members.map((m) => m.key)).toEqual(Object.keys(value as object));
        if (root.type === 'array')
          expect(root.items.map((item) => source.slice(item.start, item.end))).toEqual(
            (value as unknown[]).map((item) =>
              JSON.stringify(item, null, indent).replace(/\n/g, `\n${indent === 0 ? '' : String(indent === 1 ? ' ' : '\t')}`),
            ),
          );
      }),
    );
  });
});

describe('hand-written layouts round-trip', () => {
  const claude = HARNESSES.find((h) => h.id === 'claude-code')!;
  it.each([
    '{ "a" : 1 ,  "hooks" : { "Stop" : [ {"hooks":[{"type":"command","command":"x"}]} ] } }',
    '{\n    "b": [1, 2],\n    "hooks": {\n        "PreToolUse": [\n' +
      '            { "matcher": "Bash", "hooks": [ { "type": "command", "command": "x" } ] }\n        ]\n    }\n}\n',
    '\uFEFF{\r\n  "émoji 🎉": "ü",\r\n  "hooks": {\r\n    "SessionStart": [{"hooks": [{"type": "command", "command": "y"}]}]\r\n  }\r\n}\r\n',
    '{"only":"compact","hooks":{"SessionStart":[{"hooks":[{"type":"command","command":"z"}]}]}}',
    '{\n\t"x": null\n}',
  ])('%j', (original) => {
    const installed = install(claude, original);
    expect(install(claude, installed)).toBe(installed);
    expect(uninstall(claude, installed)).toBe(original);
  });
});
