import { existsSync, mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadContract, replyKind } from '../../src/contracts/contract.js';
import { findHarness } from '../../src/install/harnesses/index.js';
import { registrations } from '../../src/install/surfaces/registrations.js';
import { loadLibrary } from '../../src/install/surfaces/surface.js';
import { waymarkInProcess } from '../support/inProcess.js';
import { TEST_PATH } from '../support/path.js';
import { ROOT, tempDir, tempProject } from '../support/run.js';
import { replySchema } from '../unit/contracts/replySchemas.js';

// `waymark dispatch` in-process (test/support/inProcess.ts) with the recorded payloads, as each
// vendor sends them: every fixture, every contract. test/e2e/contracts.spec.ts spawns the built
// hook on one fixture per contract and event and checks it answers these bytes.
const root = ROOT;
const fixtures = join(root, 'test', 'fixtures');
// An empty home: no user config of the developer's reaches a case.
const home = tempDir('waymark-contracts-home-');

async function dispatch(
  args: string[],
  input: string,
  env: Record<string, string> = {},
  stateDir = mkdtempSync(join(tmpdir(), 'waymark-e2e-')),
): Promise<string> {
  // A clean environment: a developer's own CURSOR_*/DEVIN_* variables must not leak into the case.
  const result = await waymarkInProcess(['dispatch', ...args], {
    cwd: root,
    input,
    env: { PATH: TEST_PATH, HOME: home, WAYMARK_HOOK_STATE_DIR: stateDir, ...env },
  });
  expect(result.status).toBe(0);
  return result.stdout;
}

/** Fixture folders are named after the vendor (its harness id); dispatch takes the contract id. */
const contractOf = (vendor: string) => findHarness(vendor)?.contract ?? vendor;
const fixture = (vendor: string, file: string) => readFileSync(join(fixtures, vendor, file), 'utf8');
// `<Event>[.<case>].json`, or `captured-<Event>-<tool>.json` as the real-harness suite records them.
const eventOf = (file: string) => (file.startsWith('captured-') ? file.replace(/\.json$/, '').split('-')[1]! : file.split('.')[0]!);
/** Payload fixtures: every folder but the installer's settings files, the guards' labelled sets and the external suites. */
const payloadDirs = () =>
  readdirSync(fixtures, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && !['install', 'precision', 'external', 'heldout', 'heeded'].includes(entry.name))
    .map((entry) => entry.name);

// vendor (its fixture folder), fixture, whether the vendor hears anything back (with the shipped messages)
const SPEAKS: Array<[string, string, boolean]> = [
  ['claude-code', 'SessionStart.json', true],
  ['claude-code', 'UserPromptSubmit.json', false],
  ['claude-code', 'PreToolUse.json', true],
  ['claude-code', 'PostToolUse.json', false],
  ['claude-code', 'Stop.json', false],
  ['codex', 'SessionStart.json', true],
  ['codex', 'PreToolUse.json', true],
  ['codex', 'PreToolUse.apply_patch.json', true],
  ['codex', 'PostToolUse.json', false],
  ['codex', 'Stop.json', false],
  ['qwen-code', 'SessionStart.json', true],
  ['qwen-code', 'PreToolUse.json', false],
  ['qwen-code', 'PostToolUse.json', true],
  ['qwen-code', 'PostToolUse.write_file.json', true],
  ['qwen-code', 'Stop.json', false],
  ['copilot', 'sessionStart.json', true],
  ['copilot', 'userPromptSubmitted.json', false],
  // PreToolUse advice is rerouted to postToolUse (contracts/copilot.json `reroute`).
  ['copilot', 'preToolUse.json', false],
  ['copilot', 'postToolUse.json', true],
  ['copilot', 'agentStop.json', false],
  ['copilot', 'SessionStart.pascal.json', false],
  ['copilot', 'PreToolUse.pascal.json', false],
  ['copilot', 'PostToolUse.pascal.json', false],
  ['copilot', 'Stop.pascal.json', false],
  ['cursor', 'sessionStart.json', true],
  ['cursor', 'beforeSubmitPrompt.json', false],
  ['cursor', 'preToolUse.json', true],
  ['cursor', 'postToolUse.json', false],
  ['cursor', 'stop.json', false],
  ['devin', 'SessionStart.json', true],
  ['devin', 'PreToolUse.json', false],
  ['kiro', 'agentSpawn.json', true],
  ['kiro', 'preToolUse.json', false],
  // Hooks v1 (IDE 1.x, CLI 3.x): what install registers.
  ['kiro', 'SessionStart.json', true],
  ['kiro', 'PostToolUse.json', false],
  // Captured from Gemini CLI 0.61.0: BeforeTool advice arrives on AfterTool (contracts/gemini.json `reroute`).
  ['gemini', 'captured-SessionStart.json', true],
  ['gemini', 'captured-AfterTool-run_shell_command.json', true],
  ['gemini', 'captured-AfterTool-write_file.json', true],
  ['codebuddy', 'SessionStart.json', true],
  ['codebuddy', 'PreToolUse.json', false],
  ['codebuddy', 'PostToolUse.json', true],
  ['codebuddy', 'Stop.json', false],
  // Captured from Cline 3.0.65: TaskStart output is ignored, so the bootstrap goes out with the first tool call.
  ['cline', 'captured-TaskStart.json', false],
  ['cline', 'captured-UserPromptSubmit.json', false],
  ['cline', 'captured-PreToolUse-run_commands.json', true],
  ['cline', 'captured-TaskComplete.json', false],
  // Documented envelopes (docs/vendors/grok.md, antigravity.md): Grok's hooks reach no model as far as
  // its docs say; Antigravity's session start is answered with systemMessage, its tool events never.
  ['grok', 'PreToolUse.json', false],
  ['grok', 'SessionStart.json', false],
  ['grok', 'PostToolUse.json', false],
  ['antigravity', 'SessionStart.json', true],
  ['antigravity', 'PreToolUse.json', false],
];

describe("dispatch --contract <id> with each vendor's recorded payloads", () => {
  it.each(SPEAKS)('%s %s: a reply the vendor accepts (speaks: %s)', async (id, file, speaks) => {
    const event = eventOf(file);
    const out = await dispatch(['--contract', contractOf(id), event], fixture(id, file), { DEVIN_PROJECT_DIR: '/home/user/project' });
    expect(out !== '').toBe(speaks);
    // Silence is always acceptable; anything said must be what the vendor reads on this event.
    if (speaks) expect(replySchema(replyKind(loadContract(contractOf(id))!, event), event).safeParse(out).success).toBe(true);
  });

  it('covers every fixture', async () => {
    const listed = new Set(SPEAKS.map(([id, file]) => `${id}/${file}`));
    const missing = payloadDirs()
      .filter((id) => loadContract(contractOf(id)) !== undefined)
      .flatMap((id) => readdirSync(join(fixtures, id)).map((file) => `${id}/${file}`))
      .filter((path) => !listed.has(path));
    for (const path of missing) {
      const [id, file] = path.split('/') as [string, string];
      const event = eventOf(file);
      const out = await dispatch(['--contract', contractOf(id), event], fixture(id, file));
      // Captured runs may carry risky calls; the rest are payloads no shipped message is bound to.
      if (file.startsWith('captured-'))
        expect(out === '' || replySchema(replyKind(loadContract(contractOf(id))!, event), event).safeParse(out).success, path).toBe(true);
      else expect(out, path).toBe('');
    }
  });

  it('a Codex patch is judged file by file: the manifest it updates is named', async () => {
    const out = await dispatch(['--contract', 'codex', 'PreToolUse'], fixture('codex', 'PreToolUse.apply_patch.json'));
    expect(JSON.parse(out).hookSpecificOutput.additionalContext).toContain('package.json');
  });

  // contracts/codex.json: apply_patch may become a Write, so install registers the Write-only messages on it.
  it('a Codex patch that adds a file gets the write advice, on the registration install writes', async () => {
    const cwd = tempProject({ guards: { header: { text: 'SPDX-License-Identifier: MIT' } } });
    const installed = registrations(findHarness('codex')!, loadLibrary()).find(
      (each) => each.event === 'PreToolUse' && each.matcher === 'apply_patch',
    )!;
    const payload = {
      ...JSON.parse(fixture('codex', 'PreToolUse.apply_patch.json')),
      cwd,
      tool_input: { command: '*** Begin Patch\n*** Add File: src/new.ts\n+export {};\n*** End Patch\n' },
    };
    const advice = JSON.parse(await dispatch(['--contract', 'codex', 'PreToolUse', ...installed.messages], JSON.stringify(payload)))
      .hookSpecificOutput.additionalContext;
    expect(advice).toContain('# Writing files in this session');
    expect(advice).toContain('New file `src/new.ts` lacks the header this project requires: `SPDX-License-Identifier: MIT`');
  });

  it('Qwen gets the PreToolUse write advice on PostToolUse, where it reads context', async () => {
    // The recorded write holds `{}`; a manifest write speaks when it changes dependencies.
    const payload = JSON.parse(fixture('qwen-code', 'PostToolUse.write_file.json'));
    payload.tool_input.content = '{"dependencies": {"zod": "^4.0.0"}}\n';
    const out = await dispatch(['--contract', 'qwen', 'PostToolUse'], JSON.stringify(payload));
    expect(JSON.parse(out).hookSpecificOutput).toMatchObject({
      hookEventName: 'PostToolUse',
      additionalContext: expect.stringContaining('package.json'),
    });
  });
});

describe('no flag = no translation', () => {
  const all = payloadDirs().flatMap((dir) => readdirSync(join(fixtures, dir)).map((file) => [dir, file] as const));

  it.each(all)('%s/%s: dispatch <E> and dispatch --contract claude <E> print the same bytes', async (id, file) => {
    const event = eventOf(file);
    const payload = fixture(id, file);
    expect(await dispatch([event], payload)).toBe(await dispatch(['--contract', 'claude', event], payload));
  });
});

describe('foreign payloads on the default (Claude Code) registration', () => {
  const cursorPre = fixture('cursor', 'preToolUse.json');

  it("Cursor preToolUse: answered in Cursor's dialect, valid on its permission event", async () => {
    const out = await dispatch(['PreToolUse'], cursorPre);
    expect(replySchema('additional_context', 'preToolUse').safeParse(out).success).toBe(true);
  });

  it('Cursor sessionStart: additional_context', async () =>
    expect(Object.keys(JSON.parse(await dispatch(['SessionStart'], fixture('cursor', 'sessionStart.json'))))).toEqual([
      'additional_context',
    ]));

  it.each([
    [
      'a permission event Cursor names that waymark has no reply for',
      'PreToolUse',
      { hook_event_name: 'beforeShellExecution', command: 'ls' },
    ],
    ['Cursor stop', 'Stop', { hook_event_name: 'stop', status: 'completed' }],
    ['Cursor preCompact', 'PreCompact', { hook_event_name: 'preCompact' }],
  ])('%s: silent', async (_, event, change) =>
    expect(await dispatch([event], JSON.stringify({ ...JSON.parse(cursorPre), ...change }))).toBe(''),
  );

  // Copilot's PreToolUse advice goes to its own postToolUse registration (contracts/copilot.json
  // `reroute`): on a Claude Code registration Copilot runs too, PreToolUse stays silent, so a
  // project with both installs is advised once per tool call.
  it('Copilot camelCase payload: recognised, and silent on PreToolUse (rerouted)', async () =>
    expect(await dispatch(['PreToolUse'], fixture('copilot', 'preToolUse.json'))).toBe(''));

  it('Copilot Claude-compatible payload: silent on PreToolUse (rerouted)', async () => {
    const payload = {
      ...JSON.parse(fixture('copilot', 'PreToolUse.pascal.json')),
      tool_name: 'Write',
      tool_input: { path: 'package.json', file_text: '{"dependencies": {"zod": "^4.0.0"}}' },
    };
    expect(await dispatch(['PreToolUse'], JSON.stringify(payload), { COPILOT_CLI: '1' })).toBe('');
  });

  it("Copilot postToolUse: file tools' path read as file_path", async () => {
    const payload = {
      ...JSON.parse(fixture('copilot', 'postToolUse.json')),
      toolName: 'create',
      toolArgs: { path: 'package.json', file_text: '{"dependencies": {"zod": "^4.0.0"}}' },
    };
    expect(JSON.parse(await dispatch(['--contract', 'copilot', 'postToolUse'], JSON.stringify(payload))).additionalContext).toContain(
      'package.json',
    );
  });

  it('Copilot Claude-compatible SessionStart: silent, Copilot ignores it', async () =>
    expect(await dispatch(['SessionStart'], fixture('copilot', 'SessionStart.pascal.json'), { COPILOT_CLI: '1' })).toBe(''));

  it('Devin payload without cwd: the project from DEVIN_PROJECT_DIR, Claude-style context on SessionStart', async () => {
    const out = await dispatch(['SessionStart'], fixture('devin', 'SessionStart.json'), { DEVIN_PROJECT_DIR: '/home/user/project' });
    expect(replySchema('hookSpecificOutput', 'SessionStart').safeParse(out).success).toBe(true);
  });

  // Grok Build runs .claude/settings.json and .cursor/hooks.json hooks with its own envelope.
  it.each([
    ['Claude Code', ['PreToolUse']],
    ['Claude Code', ['PostToolUse']],
    ['Claude Code', ['SessionStart']],
    ['Cursor', ['--contract', 'cursor', 'preToolUse']],
    ['Cursor', ['--contract', 'cursor', 'postToolUse']],
  ])('Grok payload at a %s registration %j: never a Claude- or Cursor-shaped reply', async (_, args) => {
    const event = args.at(-1)!.replace(/^./, (c) => c.toUpperCase());
    expect(await dispatch(args, fixture('grok', `${event}.json`))).toBe('');
  });

  it('Grok payload recognised by its hook environment alone', async () => {
    const payload = {
      ...JSON.parse(fixture('claude-code', 'PreToolUse.json')),
      tool_input: { command: `python3 -c "import pickle; pickle.loads(b'')"` },
    };
    expect(await dispatch(['PreToolUse'], JSON.stringify(payload))).not.toBe('');
    expect(await dispatch(['PreToolUse'], JSON.stringify(payload), { GROK_HOOK_EVENT: 'pre_tool_use' })).toBe('');
  });

  it('Cline run_commands: each command judged as itself, bootstrap and advice in contextModification', async () => {
    const payload = JSON.parse(fixture('cline', 'captured-PreToolUse-run_commands.json'));
    payload.tool_call.input.commands = ['echo hi', `python3 -c "import pickle; pickle.loads(b'')"`];
    const advice = JSON.parse(await dispatch(['--contract', 'cline', 'PreToolUse'], JSON.stringify(payload))).contextModification;
    expect(advice).toContain('pickle.loads');
    expect(advice).toContain('# waymark is active in this session');
  });

  it('Devin tool event: silent (whether Devin reads tool-time context is unverified)', async () =>
    expect(await dispatch(['PreToolUse'], fixture('devin', 'PreToolUse.json'), { DEVIN_PROJECT_DIR: '/home/user/project' })).toBe(''));
});

describe("SessionStart once across a host's two registrations", () => {
  it.each([
    ['cursor', ['--contract', 'cursor', 'sessionStart'], ['SessionStart'], { CURSOR_PROJECT_DIR: '/home/user/project' }],
    ['cursor', ['SessionStart'], ['--contract', 'cursor', 'sessionStart'], { CURSOR_VERSION: '1.0.32' }],
    ['devin', ['--contract', 'devin', 'SessionStart'], ['SessionStart'], { DEVIN_PROJECT_DIR: '/home/user/project' }],
    ['devin', ['SessionStart'], ['--contract', 'devin', 'SessionStart'], { DEVIN_PROJECT_DIR: '/home/user/project' }],
  ])('%s: %j then %j, the second prints nothing', async (vendor, first, second, env) => {
    const state = mkdtempSync(join(tmpdir(), 'waymark-e2e-'));
    const payload = fixture(vendor, vendor === 'cursor' ? 'sessionStart.json' : 'SessionStart.json');
    expect(await dispatch(first, payload, env, state)).not.toBe('');
    expect(await dispatch(second, payload, env, state)).toBe('');
  });

  it('two registrations of Claude Code itself (user and project scope) answer one start once, claimed in the session state', async () => {
    const state = mkdtempSync(join(tmpdir(), 'waymark-e2e-'));
    const payload = fixture('claude-code', 'SessionStart.json');
    expect(await dispatch(['SessionStart'], payload, {}, state)).not.toBe('');
    expect(await dispatch(['SessionStart'], payload, {}, state)).toBe('');
    expect(existsSync(join(state, 'markers'))).toBe(false);
  });
});
