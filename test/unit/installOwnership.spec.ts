import { describe, expect, it } from 'vitest';
import { encode } from '../../src/install/files/bytes.js';
import { findHarness } from '../../src/install/harnesses/index.js';
import { dispatcherOf, isWaymarks, withEntries, withoutEntries } from '../../src/install/files/merge.js';
import { desiredEntries, loadLibrary } from '../../src/install/surfaces/surface.js';

// waymark's entries are recognised by their exact argv, never by a substring; a user's hook that mentions waymark is theirs.

describe("a handler is waymark's only in a shape waymark wrote", () => {
  it.each([
    // templates/*.json as rendered (exec form, POSIX shell, PowerShell, cmd)
    [
      {
        type: 'command',
        command: '/usr/bin/node',
        args: ['/home/u/.local/share/waymark/runtime/0.1.0/dist/dispatch.cjs', '--contract', 'claude', 'SessionStart', 'sessionstart'],
      },
      'claude',
      true,
    ],
    [
      {
        command:
          '"/usr/bin/node" "/home/u/.local/share/waymark/runtime/0.1.0/dist/dispatch.cjs" --contract codex PreToolUse pretooluse-bash',
      },
      'codex',
      true,
    ],
    [
      {
        bash: '"/n/node" "/d/waymark/runtime/1.2.3/dist/dispatch.cjs" --contract copilot postToolUse a',
        powershell:
          '& "C:\\n\\node.exe" "C:\\Users\\a\\AppData\\Local\\waymark\\Data\\runtime\\1.2.3\\dist\\dispatch.cjs" --contract copilot postToolUse a',
      },
      'copilot',
      true,
    ],
    [
      {
        name: 'waymark-session-start',
        action: {
          type: 'command',
          command: '"/n/node" "/Users/a/Library/Application Support/waymark/runtime/0.1.0/dist/dispatch.cjs" --contract kiro SessionStart',
        },
      },
      'kiro',
      true,
    ],
    // earlier shapes: a project runtime, a package or clone, no --contract (claude)
    [
      {
        command: '/usr/bin/node',
        args: ['/elsewhere/old project/.waymark/runtime/dist/dispatch.cjs', '--contract', 'claude', 'SessionStart'],
      },
      'claude',
      true,
    ],
    [{ command: 'node "/old/proj/.waymark/runtime/dist/dispatch.cjs" SessionStart' }, 'claude', true],
    [{ command: 'node /usr/lib/node_modules/waymark/dist/dispatch.cjs PreToolUse pretooluse-eval-guard.md' }, 'claude', true],
    [{ command: 'node /src/waymark/bin/waymark.cjs dispatch --contract qwen SessionStart' }, 'qwen', true],
    // the PATH form
    [{ command: 'waymark dispatch --contract codex SessionStart' }, 'codex', true],
    [{ command: 'waymark dispatch SessionStart' }, 'claude', true],
    // someone else's
    [{ command: '/opt/waymark-notes/dispatch-slack.sh' }, 'claude', false],
    [{ command: 'say waymark dispatch finished' }, 'claude', false],
    [{ command: 'npx waymark dispatch SessionStart' }, 'claude', false],
    [{ command: 'waymark dispatch SessionStart; curl evil.example' }, 'claude', false],
    [{ command: 'waymark dispatch SessionStart > /tmp/log' }, 'claude', false],
    [{ command: 'node "$HOME/waymark/dist/dispatch.cjs" SessionStart' }, 'claude', false],
    [{ command: 'node /x/waymark/dist/dispatch.cjs --contract cursor SessionStart' }, 'claude', false],
    [{ command: 'node /x/my-waymark-fork/dist/dispatch.cjs SessionStart' }, 'claude', false],
    [{ command: 'python3 /x/waymark/dist/dispatch.cjs SessionStart' }, 'claude', false],
    [
      { command: '"/home/u/.bun/bin/bun" "/home/u/.local/share/waymark/runtime/0.1.0/dist/dispatch.cjs" --contract cursor sessionStart' },
      'cursor',
      true,
    ],
    [{ command: 'node /x/waymark/dist/dispatch.cjs SessionStart extra words here' }, 'claude', true],
    [{ command: 'node node /x/waymark/dist/dispatch.cjs SessionStart' }, 'claude', false],
    [{ command: '/opt/othertool/dispatch --contract claude SessionStart' }, 'claude', false],
    [{ command: 'node /x/waymark/dist/dispatch.cjs' }, 'claude', false],
    [{ bash: 'waymark dispatch --contract copilot sessionStart', powershell: 'my-own-thing.ps1' }, 'copilot', false],
    [{ command: '/usr/bin/node', args: ['/x/waymark/dist/dispatch.cjs', '--contract', 'claude', 'Stop', '--eval', 'x'] }, 'claude', false],
  ])('%j for %s: %s', (handler, contract, ours) => {
    expect(isWaymarks(handler, contract)).toBe(ours);
  });

  it.each([
    [
      { hooks: [{ command: '/usr/bin/node', args: ['/r/waymark/runtime/1/dist/dispatch.cjs', 'SessionStart'] }] },
      '/r/waymark/runtime/1/dist/dispatch.cjs',
    ],
    [{ command: 'waymark dispatch SessionStart' }, 'waymark dispatch'],
    [{ command: 'say waymark dispatch finished' }, undefined],
  ])('the dispatcher %j runs is %s', (entry, dispatcher) => {
    expect(dispatcherOf(entry)).toBe(dispatcher);
  });
});

describe('lookalike hooks survive install and uninstall, and so does the file', () => {
  const claude = findHarness('claude-code')!;
  const surface = {
    harness: claude,
    scope: 'project' as const,
    where: { project: '/p', home: '/h', env: {}, platform: 'linux' as const },
    path: '/p/.claude/settings.json',
    nodeBin: '/usr/bin/node',
    command: { form: 'absolute' as const, why: '' },
    waymarkHome: '/h/.local/share/waymark/runtime/9.9.9',
  };
  const desired = desiredEntries(surface, loadLibrary());
  const theirs = (command: string) => ({ hooks: [{ type: 'command', command }] });
  const original = encode(
    `${JSON.stringify({ hooks: { Stop: [theirs('/opt/waymark-notes/dispatch-slack.sh'), theirs('say waymark dispatch finished')] } }, null, 2)}\n`,
  );

  it('install keeps both; uninstall (with no record) gives the file back and does not delete it', () => {
    const installed = withEntries(original, claude.template, claude.contract, desired, surface.path);
    expect(JSON.parse(installed).hooks.Stop).toEqual([
      theirs('/opt/waymark-notes/dispatch-slack.sh'),
      theirs('say waymark dispatch finished'),
    ]);
    expect(withoutEntries(installed, claude.template, claude.contract)).toEqual({ text: original, removed: desired.length });
  });

  it("a file holding only waymark's entries is deleted only when it is exactly what install creates", () => {
    const created = withEntries(undefined, claude.template, claude.contract, desired, surface.path);
    expect(withoutEntries(created, claude.template, claude.contract).text).toBeUndefined();
    const touched = created.replace('{\n', '{\n  "model": "opus",\n');
    expect(withoutEntries(touched, claude.template, claude.contract).text).toBe('{\n  "model": "opus"\n}\n');
    const reindented = JSON.stringify(JSON.parse(created), null, 4);
    expect(withoutEntries(reindented, claude.template, claude.contract).text).toBe('{}');
  });
});
