import { describe, expect, it } from 'vitest';
import { trustHash, trustKey, withTrust, withoutTrust, recordedHash } from '../../src/install/codexTrust.js';
import { findHarness, HARNESSES } from '../../src/install/harnesses/index.js';
import { registrations } from '../../src/install/registrations.js';
import { renderEntry, UnsafePathError } from '../../src/install/render.js';
import { loadLibrary } from '../../src/install/surface.js';
import { unifiedDiff } from '../../src/install/unifiedDiff.js';

const library = loadLibrary();
const table = (id: string) => registrations(findHarness(id)!, library).map((r) => `${r.event} ${r.matcher ?? '*'} -> ${r.messages.join(' ')}`);

// One line per harness, event and matcher: what each registration evaluates, derived from ## Bindings.
describe('registrations', () => {
  it.each([
    ['claude-code', [
      'SessionStart * -> sessionstart',
      'PreToolUse Bash -> pretooluse-bash pretooluse-eval-guard',
      'PreToolUse Write -> pretooluse-dependency-guard pretooluse-eval-guard pretooluse-write',
      'PreToolUse Edit|MultiEdit -> pretooluse-dependency-guard pretooluse-edit pretooluse-eval-guard',
      'PreToolUse NotebookEdit -> pretooluse-eval-guard pretooluse-notebookedit',
    ]],
    ['codex', [
      'SessionStart * -> sessionstart',
      'PreToolUse Bash -> pretooluse-bash pretooluse-eval-guard',
      'PreToolUse apply_patch -> pretooluse-dependency-guard pretooluse-edit pretooluse-eval-guard',
    ]],
    ['qwen-code', [
      'SessionStart * -> sessionstart',
      'PostToolUse run_shell_command -> pretooluse-bash pretooluse-eval-guard',
      'PostToolUse write_file -> pretooluse-dependency-guard pretooluse-eval-guard pretooluse-write',
      'PostToolUse edit -> pretooluse-dependency-guard pretooluse-edit pretooluse-eval-guard',
      'PostToolUse notebook_edit -> pretooluse-eval-guard pretooluse-notebookedit',
    ]],
    ['codebuddy', [
      'SessionStart * -> sessionstart',
      'PostToolUse ^(?:Bash)$ -> pretooluse-bash pretooluse-eval-guard',
      'PostToolUse ^(?:Write)$ -> pretooluse-dependency-guard pretooluse-eval-guard pretooluse-write',
      'PostToolUse ^(?:Edit|MultiEdit)$ -> pretooluse-dependency-guard pretooluse-edit pretooluse-eval-guard',
      'PostToolUse ^(?:NotebookEdit)$ -> pretooluse-eval-guard pretooluse-notebookedit',
    ]],
    ['cursor', ['sessionStart * -> sessionstart']],
    ['copilot', [
      'sessionStart * -> sessionstart',
      'postToolUse bash|powershell -> pretooluse-bash pretooluse-eval-guard',
      'postToolUse create -> pretooluse-dependency-guard pretooluse-eval-guard pretooluse-write',
      'postToolUse edit|str_replace_editor|apply_patch -> pretooluse-dependency-guard pretooluse-edit pretooluse-eval-guard',
    ]],
    ['kiro', ['SessionStart * -> sessionstart']],
    ['devin', [
      'SessionStart * -> sessionstart',
      'PostToolUse * -> pretooluse-bash pretooluse-dependency-guard pretooluse-edit pretooluse-eval-guard pretooluse-notebookedit pretooluse-write',
    ]],
  ])('%s', (id, expected) => expect(table(id)).toEqual(expected));

  it.each(HARNESSES.map((h) => [h.id, h] as const))('%s: every tool call matches at most one registration per event', (_, harness) => {
    for (const tool of Object.keys(harness.tools)) {
      const hits = registrations(harness, library).filter((r) => r.matcher !== undefined && new RegExp(harness.matcherSyntax === 'anchored' ? r.matcher : `^(?:${r.matcher})$`).test(tool));
      expect(new Set(hits.map((r) => r.event)).size).toBe(hits.length);
    }
  });

  it.each(HARNESSES.map((h) => [h.id, h] as const))('%s: the template passes the descriptor\'s contract id', (_, harness) => {
    expect(JSON.stringify(harness.template.entry)).toContain(`--contract${harness.id === 'claude-code' ? '","' : ' '}${harness.contract}`);
  });
});

describe('rendered paths', () => {
  const cursor = findHarness('cursor')!;
  const claude = findHarness('claude-code')!;
  const render = (harness = cursor, nodeBin = '/usr/bin/node', waymarkHome = '/h/waymark', platform: NodeJS.Platform = 'linux') =>
    renderEntry(harness.template, { nodeBin, waymarkHome, event: 'sessionStart', messages: ['sessionstart'], platform });

  it.each(['/h/$HOME/waymark', '/h/a`b/waymark', '/h/a"b/waymark', '/h/a\\b/waymark'])('refuses %s for a POSIX shell, naming it', (home) => {
    expect(() => render(cursor, '/usr/bin/node', home)).toThrow(UnsafePathError);
    expect(() => render(cursor, '/usr/bin/node', home)).toThrow(home);
  });

  it('keeps backslashes for exec form and PowerShell, refuses $ in both', () => {
    expect(JSON.stringify(render(claude, 'C:\\Program Files\\nodejs\\node.exe', 'C:\\w\\waymark', 'win32'))).toContain('C:\\\\Program Files');
    expect(() => render(claude, '/usr/bin/node', '/h/$x')).toThrow(UnsafePathError);
    expect(() => render(cursor, 'C:\\n\\node.exe', 'C:\\$w', 'win32')).toThrow(UnsafePathError);
  });

  it('Cursor on Windows: a command that does not start with &', () => {
    const entry = render(cursor, 'C:\\Program Files\\nodejs\\node.exe', 'C:\\Users\\a b\\waymark', 'win32') as { command: string };
    expect(entry.command).toBe('"C:\\Program Files\\nodejs\\node.exe" "C:\\Users\\a b\\waymark/dist/dispatch.cjs" --contract cursor sessionStart sessionstart');
  });

  it('Git Bash shells get forward slashes on Windows', () => {
    const entry = renderEntry(findHarness('qwen-code')!.template, { nodeBin: 'C:\\n\\node.exe', waymarkHome: 'C:\\w\\waymark', event: 'SessionStart', messages: [], platform: 'win32' }) as { hooks: { command: string }[] };
    expect(entry.hooks[0]!.command).toBe('"C:/n/node.exe" "C:/w/waymark/dist/dispatch.cjs" --contract qwen SessionStart');
  });
});

describe('Codex trust', () => {
  const group = { matcher: 'Bash', hooks: [{ type: 'command', command: 'node x.js', timeout: 30 }] };
  it('hashes the normalised handler: sorted keys, no whitespace, effective timeout (shared/vendors/codex.md)', () => {
    // sha256 of {"event_name":"pre_tool_use","hooks":[{"async":false,"command":"node x.js","timeout":30,"type":"command"}],"matcher":"Bash"}
    expect(trustHash('PreToolUse', group, 0)).toBe('sha256:' + require('node:crypto').createHash('sha256').update('{"event_name":"pre_tool_use","hooks":[{"async":false,"command":"node x.js","timeout":30,"type":"command"}],"matcher":"Bash"}').digest('hex'));
    expect(trustKey('/p/.codex/hooks.json', 'PreToolUse', 2, 0)).toBe('/p/.codex/hooks.json:pre_tool_use:2:0');
  });

  it('appends, replaces a stale hash, and removes exactly what it wrote', () => {
    const toml = 'model = "x"\n';
    const entry = { key: '/p/.codex/hooks.json:session_start:0:0', hash: 'sha256:aa' };
    const trusted = withTrust(toml, [entry])!;
    expect(recordedHash(trusted, entry.key)).toBe('sha256:aa');
    expect(withTrust(trusted, [entry])).toBe(trusted);
    const updated = withTrust(trusted, [{ ...entry, hash: 'sha256:bb' }])!;
    expect(recordedHash(updated, entry.key)).toBe('sha256:bb');
    expect(withoutTrust(trusted, [entry])).toBe(toml);
    expect(withTrust(`[hooks.state]\n"${entry.key}" = { trusted_hash = "x" }\n`, [entry])).toBeUndefined();
  });
});

describe('unifiedDiff', () => {
  it.each([
    ['a\nb\nc\n', 'a\nB\nc\n', '--- f\n+++ f\n@@ -1,3 +1,3 @@\n a\n-b\n+B\n c\n'],
    [undefined, 'x\n', '--- /dev/null\n+++ f\n@@ -0,0 +1,1 @@\n+x\n'],
    ['x', 'x\n', '--- f\n+++ f\n@@ -1,1 +1,1 @@\n-x\n\\ No newline at end of file\n+x\n'],
    ['same\n', 'same\n', ''],
  ])('%j -> %j', (before, after, diff) => expect(unifiedDiff('f', before, after)).toBe(diff));
});
