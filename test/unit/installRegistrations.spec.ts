import { describe, expect, it } from 'vitest';
import { trustHash, trustKey, withTrust, withoutTrust, recordedHash } from '../../src/install/surfaces/codexTrust.js';
import { carriedBy, loadContract, replyKind } from '../../src/contracts/contract.js';
import { TOOL_EVENTS } from '../../src/core/event.js';
import type { Harness } from '../../src/install/harnesses/harness.js';
import { findHarness, HARNESSES } from '../../src/install/harnesses/index.js';
import { registrations, toolsOf, type Registration } from '../../src/install/surfaces/registrations.js';
import { bindsTo } from '../../src/core/route.js';
import { renderEntry, UnsafePathError } from '../../src/install/surfaces/render.js';
import { isWaymarks } from '../../src/install/files/merge.js';
import { loadLibrary } from '../../src/install/surfaces/surface.js';
import { unifiedDiff } from '../../src/install/files/unifiedDiff.js';

const library = loadLibrary();
const table = (id: string) =>
  registrations(findHarness(id)!, library).map((r) => `${r.event} ${r.matcher ?? '*'} -> ${r.messages.join(' ')}`);
const contractOf = (harness: Harness) => loadContract(harness.contract)!;
const cases = HARNESSES.map((h) => [h.id, h] as const);

/** The vendor tools a registration's matcher selects, as the vendor matches it. */
function selects(harness: Harness, registration: Registration, tool: string): boolean {
  if (registration.matcher === undefined) return true;
  return new RegExp(harness.matcherSyntax === 'anchored' ? registration.matcher : `^(?:${registration.matcher})$`).test(tool);
}

/** The names of the messages dispatch would run for one call of `tool` that became `canonicalTool`, on `vendorEvent`, per registration that fires. */
function evaluated(harness: Harness, vendorEvent: string, tool: string, canonicalTool: string): string[] {
  const contract = contractOf(harness);
  const event = {
    hook_event_name: contract.events[vendorEvent]!.canonical,
    tool_name: canonicalTool,
    carries: carriedBy(contract, contract.events[vendorEvent]!.canonical),
  };
  return registrations(harness, library)
    .filter((r) => r.event === vendorEvent && selects(harness, r, tool))
    .flatMap((r) => r.messages.filter((name) => bindsTo(library.find((m) => m.name === name)!, event, true)));
}

// What a reader checks by eye: one harness, every registration, derived from ## Bindings.
// Codex reports every file write as apply_patch, a canonical Write or Edit per file (contracts/codex.json
// `tools`): its one registration evaluates the messages of both, the Write-only ones included.
const SESSION_START =
  'SessionStart * -> postcompact sessionstart sessionstart-knowledge-base-guard sessionstart-plan-guard sessionstart-skills-guard';
const PRE_BASH = [
  'PreToolUse Bash -> pretooluse-bash pretooluse-dependency-guard pretooluse-destructive-guard',
  'pretooluse-eval-guard pretooluse-outside-project-guard pretooluse-secrets-guard',
].join(' ');
describe('registrations, in full', () => {
  it.each([
    [
      'claude-code',
      [
        SESSION_START,
        PRE_BASH,
        'PreToolUse Write -> pretooluse-dependency-guard pretooluse-destructive-guard pretooluse-eval-guard pretooluse-header-guard ' +
          'pretooluse-outside-project-guard ' +
          'pretooluse-secrets-guard pretooluse-write',
        'PreToolUse Edit|MultiEdit -> pretooluse-dependency-guard pretooluse-destructive-guard pretooluse-edit pretooluse-eval-guard ' +
          'pretooluse-outside-project-guard ' +
          'pretooluse-secrets-guard',
        'PreToolUse NotebookEdit -> pretooluse-eval-guard pretooluse-notebookedit pretooluse-outside-project-guard pretooluse-secrets-guard',
        'PreToolUse AskUserQuestion -> pretooluse-ask-user-guard',
        'PostToolUse * -> posttooluse-compaction-guard',
      ],
    ],
    [
      'codex',
      [
        SESSION_START,
        PRE_BASH,
        'PreToolUse apply_patch -> pretooluse-dependency-guard pretooluse-destructive-guard pretooluse-edit pretooluse-eval-guard pretooluse-header-guard ' +
          'pretooluse-outside-project-guard pretooluse-secrets-guard pretooluse-write',
        'PostToolUse * -> posttooluse-compaction-guard',
      ],
    ],
  ])('%s: one line per event and matcher', (id, lines) => expect(table(id)).toEqual(lines));

  it.each([
    [
      'Write',
      [
        'pretooluse-dependency-guard',
        'pretooluse-destructive-guard',
        'pretooluse-eval-guard',
        'pretooluse-header-guard',
        'pretooluse-outside-project-guard',
        'pretooluse-secrets-guard',
        'pretooluse-write',
      ],
    ],
    [
      'Edit',
      [
        'pretooluse-dependency-guard',
        'pretooluse-destructive-guard',
        'pretooluse-edit',
        'pretooluse-eval-guard',
        'pretooluse-outside-project-guard',
        'pretooluse-secrets-guard',
      ],
    ],
  ])('codex: an apply_patch that becomes %s runs its own messages, once each', (canonicalTool, messages) =>
    expect(evaluated(findHarness('codex')!, 'PreToolUse', 'apply_patch', canonicalTool).sort()).toEqual(messages),
  );
});

// The properties every harness's registrations must have, whatever the message set is.
describe('registrations: properties', () => {
  // A tool event the vendor drops is registered all the same: dispatch keeps its advice for the next prompt.
  const heardOrKept = (harness: Harness, event: string) =>
    replyKind(contractOf(harness), event) !== 'none' || TOOL_EVENTS.has(contractOf(harness).events[event]!.canonical);

  it.each(cases)(
    '%s: registers only events whose advice the vendor delivers, at once or at the next prompt (its contract)',
    (id, harness) => {
      for (const event of harness.events) expect(heardOrKept(harness, event), `${id} ${event}`).toBe(true);
    },
  );

  // Kiro's v1 SessionStart once was written while its contract knew only 2.x agentSpawn, so
  // every call was silent. Every registration the installer writes must be one dispatch answers.
  it.each(cases)('%s: every registration it writes is answered by its contract (none dropped)', (id, harness) => {
    const written = registrations(harness, library);
    expect(written.length).toBeGreaterThan(0);
    for (const { event } of written) expect(heardOrKept(harness, event), `${id} ${event}`).toBe(true);
  });

  it.each([
    ['kiro', 'UserPromptSubmit'],
    ['devin', 'UserPromptSubmit'],
  ])('%s: a prompt registration with no messages of its own carries the advice kept from dropped tool events', (id, event) => {
    const harness = cases.find(([each]) => each === id)![1];
    expect(registrations(harness, library).filter((each) => each.event === event)).toEqual([{ event, messages: [] }]);
  });

  it.each(cases)("%s: matchers name the vendor's own tools (contract `tools`)", (_, harness) => {
    const tools = Object.keys(toolsOf(harness));
    for (const { matcher } of registrations(harness, library)) {
      if (matcher === undefined) continue;
      for (const name of matcher.replace(/^\^\(\?:|\)\$$/g, '').split('|')) expect(tools).toContain(name);
    }
  });

  it.each(cases)('%s: one registration per event without a matcher, or each tool in at most one matcher', (_, harness) => {
    for (const event of new Set(registrations(harness, library).map((r) => r.event))) {
      const own = registrations(harness, library).filter((r) => r.event === event);
      if (own.some((r) => r.matcher === undefined)) expect(own).toHaveLength(1);
      for (const tool of Object.keys(toolsOf(harness))) expect(own.filter((r) => selects(harness, r, tool)).length).toBeLessThanOrEqual(1);
    }
  });

  // DESIGN §2 invariant 7: for one tool call, each message bound (or rerouted) to a registered
  // event runs exactly once, across every registration and event the harness fires for it,
  // whichever canonical tool the call becomes (a Codex patch: Write or Edit).
  it.each(cases)('%s: every message bound to the event and tool runs exactly once per tool call', (_, harness) => {
    const contract = contractOf(harness);
    const toolEvents = harness.events.filter((event) => TOOL_EVENTS.has(contract.events[event]!.canonical));
    for (const [tool, canonicalTools] of Object.entries(toolsOf(harness))) {
      for (const canonicalTool of canonicalTools) {
        const ran = toolEvents.flatMap((event) => evaluated(harness, event, tool, canonicalTool));
        const wanted = toolEvents.flatMap((event) =>
          library
            .filter((m) =>
              bindsTo(m, {
                hook_event_name: contract.events[event]!.canonical,
                tool_name: canonicalTool,
                carries: carriedBy(contract, contract.events[event]!.canonical),
              }),
            )
            .map((m) => m.name),
        );
        expect(ran.sort(), `${harness.id} ${tool} as ${canonicalTool}`).toEqual(wanted.sort());
        expect(new Set(ran).size).toBe(ran.length);
      }
    }
  });

  it.each(cases)('%s: every session-start message is registered', (_, harness) => {
    // Cline ignores what its TaskStart hook prints: its contract reroutes session start to the first PreToolUse.
    const canonical = contractOf(harness).reroute?.SessionStart?.to ?? 'SessionStart';
    const start = harness.events.find((event) => contractOf(harness).events[event]!.canonical === canonical)!;
    expect(registrations(harness, library).find((r) => r.event === start)?.messages).toEqual(
      library
        .filter((m) => m.bindings.event === 'SessionStart' || (canonical !== 'SessionStart' && m.bindings.event === canonical))
        .map((m) => m.name)
        .sort(),
    );
  });

  it.each([
    ['codex', 'PostToolUse', 'posttooluse-compaction-guard'],
    ['qwen-code', 'PostToolUse', 'pretooluse-dependency-guard'],
    ['qwen-code', 'PostToolUse', 'posttooluse-compaction-guard'],
    ['codebuddy', 'PostToolUse', 'pretooluse-eval-guard'],
    ['codebuddy', 'PostToolUse', 'posttooluse-compaction-guard'],
    ['copilot', 'postToolUse', 'pretooluse-dependency-guard'],
    ['copilot', 'postToolUse', 'posttooluse-compaction-guard'],
  ])('%s: %s evaluates %s', (id, event, message) =>
    expect(
      registrations(findHarness(id)!, library)
        .filter((r) => r.event === event)
        .flatMap((r) => r.messages),
    ).toContain(message),
  );

  it.each(cases)("%s: every rendered entry carries its registration's matcher", (_, harness) => {
    for (const registration of registrations(harness, library)) {
      const entry = JSON.stringify(
        renderEntry(harness.template, { form: 'absolute', nodeBin: '/n', waymarkHome: '/w', ...registration, platform: 'linux' }),
      );
      if (registration.matcher !== undefined)
        expect(entry, `${harness.id} ${registration.event}`).toContain(`"matcher":${JSON.stringify(registration.matcher)}`);
    }
  });

  it.each(cases)("%s: the template passes the descriptor's contract id", (_, harness) => {
    // Exec-form templates (Claude Code, Auggie) list the arguments one by one.
    expect(JSON.stringify(harness.template.entry)).toContain(
      `--contract${['claude-code', 'auggie'].includes(harness.id) ? '","' : ' '}${harness.contract}`,
    );
  });
});

describe('rendered paths', () => {
  const cursor = findHarness('cursor')!;
  const claude = findHarness('claude-code')!;
  const render = (harness = cursor, nodeBin = '/usr/bin/node', waymarkHome = '/h/waymark', platform: NodeJS.Platform = 'linux') =>
    renderEntry(harness.template, { form: 'absolute', nodeBin, waymarkHome, event: 'sessionStart', messages: ['sessionstart'], platform });

  it.each(['/h/$HOME/waymark', '/h/a`b/waymark', '/h/a"b/waymark', '/h/a\\b/waymark'])(
    'refuses %s for a POSIX shell, naming it',
    (home) => {
      expect(() => render(cursor, '/usr/bin/node', home)).toThrow(UnsafePathError);
      expect(() => render(cursor, '/usr/bin/node', home)).toThrow(home);
    },
  );

  it('keeps backslashes for exec form and PowerShell, refuses $ in both', () => {
    expect(JSON.stringify(render(claude, 'C:\\Program Files\\nodejs\\node.exe', 'C:\\w\\waymark', 'win32'))).toContain(
      'C:\\\\Program Files',
    );
    expect(() => render(claude, '/usr/bin/node', '/h/$x')).toThrow(UnsafePathError);
    expect(() => render(cursor, 'C:\\n\\node.exe', 'C:\\$w', 'win32')).toThrow(UnsafePathError);
  });

  it('Cursor on Windows: a command that does not start with &', () => {
    const entry = render(cursor, 'C:\\Program Files\\nodejs\\node.exe', 'C:\\Users\\a b\\waymark', 'win32') as { command: string };
    expect(entry.command).toBe(
      '"C:\\Program Files\\nodejs\\node.exe" "C:\\Users\\a b\\waymark/dist/dispatch.cjs" --contract cursor sessionStart sessionstart',
    );
  });

  it('Git Bash shells get forward slashes on Windows', () => {
    const entry = renderEntry(findHarness('qwen-code')!.template, {
      form: 'absolute',
      nodeBin: 'C:\\n\\node.exe',
      waymarkHome: 'C:\\w\\waymark',
      event: 'SessionStart',
      messages: [],
      platform: 'win32',
    }) as { hooks: { command: string }[] };
    expect(entry.hooks[0]!.command).toBe('"C:/n/node.exe" "C:/w/waymark/dist/dispatch.cjs" --contract qwen SessionStart');
  });
});

describe('Codex trust', () => {
  const group = { matcher: 'Bash', hooks: [{ type: 'command', command: 'node x.js', timeout: 30 }] };
  it('hashes the normalised handler: sorted keys, no whitespace, effective timeout (docs/vendors/codex.md#trust-and-dedupe)', () => {
    // sha256 of {"event_name":"pre_tool_use","hooks":[{"async":false,"command":"node x.js","timeout":30,"type":"command"}],"matcher":"Bash"}
    expect(trustHash('PreToolUse', group, 0)).toBe(
      'sha256:' +
        require('node:crypto')
          .createHash('sha256')
          .update(
            '{"event_name":"pre_tool_use","hooks":[{"async":false,"command":"node x.js","timeout":30,"type":"command"}],"matcher":"Bash"}',
          )
          .digest('hex'),
    );
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
    expect(withTrust(`[hooks.state]\n"${entry.key}" = { trusted_hash = "x" }\n`, [entry])).toBe(
      `[hooks.state]\n"${entry.key}" = { trusted_hash = "sha256:aa" }\n`,
    );
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

// The PATH form a shared project file gets, for every harness and platform.
describe('the PATH form', () => {
  const every = HARNESSES.flatMap((harness) => (['linux', 'win32'] as const).map((platform) => [harness.id, platform, harness] as const));

  it.each(every)(
    "%s on %s: no path of this machine, `waymark dispatch` in every field, recognised as waymark's own",
    (_, platform, harness) => {
      for (const registration of registrations(harness, library)) {
        const entry = renderEntry(harness.template, {
          form: 'path',
          nodeBin: '/home/u/.nvm/node',
          waymarkHome: '/home/u/.local/share/waymark/runtime/9.9.9',
          ...registration,
          platform,
        });
        const text = JSON.stringify(entry);
        expect(text).not.toContain('/home/u');
        expect(text).toMatch(/waymark(?: dispatch|","args":\["dispatch")/);
        const handlers = harness.template.handlers ? (entry as Record<string, unknown[]>)[harness.template.handlers]! : [entry];
        for (const handler of handlers) expect(isWaymarks(handler, harness.contract), `${harness.id} ${registration.event}`).toBe(true);
      }
    },
  );

  it.each([
    ['/usr/bin/node', '/h/a"b/waymark'],
    ['/h/$HOME/node', '/h/waymark'],
  ])('paths the shell would interpret do not matter to it (%s, %s)', (nodeBin, waymarkHome) => {
    expect(() =>
      renderEntry(findHarness('cursor')!.template, {
        form: 'path',
        nodeBin,
        waymarkHome,
        event: 'sessionStart',
        messages: [],
        platform: 'linux',
      }),
    ).not.toThrow();
  });
});
