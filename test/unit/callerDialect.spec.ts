import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { describe, expect, it, vi } from 'vitest';
import { dispatch } from '../../src/hook/dispatch.js';

// A registration answers the harness that runs it, in that harness's dialect, or not at all; never
// in the dialect its `--contract` names. Grok Build runs the hooks of `.claude/settings.json` and
// `.cursor/hooks.json` with its own camelCase payload (`toolName`, `toolInput`), and none of its
// hook output reaches the model (docs/vendors: Grok Build; docs.x.ai/build/features/hooks.md).
// Its recognition data is the harness work's to add to contracts/: here a contract written from
// those notes stands in for it, placed first among the recognisers (before Copilot's, whose
// `toolName` a Grok payload also carries).
vi.mock('../../src/contracts/registry.js', async (importOriginal) => {
  const real = await importOriginal<typeof import('../../src/contracts/registry.js')>();
  const source =
    'docs.x.ai/build/features/hooks.md (payload camelCase toolName/toolInput; post-hook stdout ignored; SessionStart stdout not injected)';
  const grok = {
    id: 'grok',
    vendor: 'Grok Build',
    sources: [source],
    cap: { chars: 10000, source },
    events: Object.fromEntries(
      ['SessionStart', 'PreToolUse', 'PostToolUse'].map((event) => [event, { canonical: event, reply: 'none', source }]),
    ),
    tools: { bash: 'Bash' },
    payloadKeys: {
      rename: { sessionId: 'session_id', hookEventName: 'hook_event_name', toolName: 'tool_name', toolInput: 'tool_input' },
      source,
    },
    foreign: [{ anyKey: ['toolInput'], source }],
  };
  return { CONTRACTS: { ...real.CONTRACTS, grok }, FOREIGN: [['grok', grok.foreign], ...real.FOREIGN] };
});

const project = mkdtempSync(join(tmpdir(), 'waymark-caller-'));
const command = 'rm -rf ~/';
const payloads = {
  claude: {
    hook_event_name: 'PreToolUse',
    session_id: 'c1',
    tool_use_id: 'c1-t',
    cwd: project,
    tool_name: 'Bash',
    tool_input: { command },
  },
  grok: { hookEventName: 'PreToolUse', sessionId: 'g1', cwd: project, toolName: 'bash', toolInput: { command } },
  copilot: { sessionId: 'p1', timestamp: 1795983959533, cwd: project, toolName: 'bash', toolArgs: { command } },
};

async function run(contract: string, event: string, payload: object): Promise<string> {
  return dispatch(
    { event, contract, messages: ['pretooluse-destructive-guard'] },
    {
      stdin: Readable.from([Buffer.from(JSON.stringify(payload))]),
      env: { WAYMARK_HOOK_STATE_DIR: mkdtempSync(join(tmpdir(), 'waymark-caller-state-')) },
      cwd: project,
      log: { debug: () => undefined },
    },
  );
}

describe("the caller's dialect, whatever the registration says", () => {
  it.each([
    [
      "Claude Code's own payload at its registration: Claude's envelope",
      'claude',
      'PreToolUse',
      payloads.claude,
      (reply: string) => JSON.parse(reply).hookSpecificOutput.additionalContext,
    ],
  ])('%s', async (_, contract, event, payload, text) => expect(text(await run(contract, event, payload))).toContain('hard to undo'));

  // Only Grok Build runs Cursor's hooks (contracts/cursor.json acceptsForeign.from): a Copilot-shaped payload there is read as Cursor's own.
  it("Copilot CLI's payload at a Cursor registration is read as Cursor's, never answered in Copilot's envelope", async () => {
    const reply = await run('cursor', 'preToolUse', payloads.copilot);
    expect(reply === '' || JSON.parse(reply).additionalContext === undefined).toBe(true);
  });

  it("Copilot CLI's payload at a Claude Code PreToolUse registration: silence (Copilot hears tool advice on its postToolUse)", async () =>
    expect(await run('claude', 'PreToolUse', payloads.copilot)).toBe(''));

  it.each([
    ['a Claude Code registration', 'claude', 'PreToolUse'],
    ['a Cursor registration', 'cursor', 'preToolUse'],
  ])("Grok Build's payload at %s: silence, never another harness's envelope", async (_, contract, event) =>
    expect(await run(contract, event, payloads.grok)).toBe(''),
  );
});
