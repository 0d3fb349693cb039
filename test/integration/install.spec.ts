import { spawnSync } from 'node:child_process';
import { chmodSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import * as z from 'zod';
import { waymarkInProcess } from '../support/inProcess.js';
import { TEST_PATH } from '../support/path.js';

// The built CLI against real files in temp dirs: install, run what was registered the way the
// harness runs it, install again (a no-op), uninstall (the original bytes come back).

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const BIN = join(ROOT, 'bin', 'waymark.cjs');
const FIXTURES = join(ROOT, 'test', 'fixtures', 'install');

interface Sandbox {
  dir: string;
  home: string;
  project: string;
  env: Record<string, string>;
}

const sandboxes: string[] = [];
afterEach(() => {
  for (const dir of sandboxes.splice(0)) {
    try {
      chmodSync(dir, 0o755);
    } catch {
      // already gone
    }
    rmSync(dir, { recursive: true, force: true });
  }
});

function sandbox(): Sandbox {
  const dir = mkdtempSync(join(tmpdir(), 'waymark-install-'));
  sandboxes.push(dir);
  const home = join(dir, 'home');
  const project = join(dir, 'my project');
  mkdirSync(home);
  mkdirSync(project);
  // A global waymark, as `npm i -g` leaves it: a link on PATH to this checkout's bin, outside the project.
  const global = join(dir, 'global', 'bin');
  mkdirSync(global, { recursive: true });
  symlinkSync(BIN, join(global, 'waymark'));
  // Codex runs hooks in a login shell, whose /etc/profile may reset PATH: the user's profile puts it back, as npm's prefix setup does.
  writeFileSync(join(home, '.profile'), `PATH="${global}:$PATH"\n`);
  const env = {
    PATH: `${global}:${TEST_PATH}`,
    HOME: home,
    USERPROFILE: home,
    CODEX_HOME: join(home, '.codex'),
    WAYMARK_HOOK_STATE_DIR: join(dir, 'state'),
  };
  return { dir, home, project, env };
}

/** `waymark <args>` in the project, in-process: the code and output the built CLI gives (test/support/inProcess.ts). */
async function waymark(box: Sandbox, ...args: string[]) {
  return waymarkInProcess(args, { cwd: box.project, env: box.env });
}

function write(path: string, text: string): void {
  mkdirSync(dirname(path), { recursive: true });
  writeFileSync(path, text);
}

const runtime = (box: Sandbox) => join(box.home, '.local', 'share', 'waymark');

function fixture(vendor: string, event: string, project: string): string {
  return readFileSync(join(FIXTURES, vendor, `${event}.json`), 'utf8').replaceAll('/home/user/project', project);
}

type Run = (line: string, payload: string, box: Sandbox) => ReturnType<typeof spawnSync>;
const shell =
  (file: string, ...flags: string[]): Run =>
  (line, payload, box) =>
    spawnSync(file, [...flags, line], { cwd: box.project, env: box.env, input: payload, encoding: 'utf8' });
// Cursor embeds the payload in a heredoc after the command (docs/vendors/cursor.md#payload-keys).
const cursorRun: Run = (line, payload, box) =>
  spawnSync('/bin/sh', ['-c', `${line} <<'CURSOR_HOOK_EOF'\n${payload}\nCURSOR_HOOK_EOF`], {
    cwd: box.project,
    env: box.env,
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'pipe'],
  });

const Command = z.strictObject({ type: z.literal('command'), command: z.string(), timeout: z.number().int().positive().optional() });
const groups = (events: readonly string[], handler: z.ZodType) =>
  z.looseObject({
    hooks: z.partialRecord(
      z.enum(events as [string, ...string[]]),
      z.array(z.strictObject({ matcher: z.string().optional(), hooks: z.array(handler).min(1) })),
    ),
  });

// Event keys each vendor documents (docs/vendors/<vendor>.md#events); a key outside the list fails the shape.
const CLAUDE_EVENTS = ['SessionStart', 'UserPromptSubmit', 'PreToolUse', 'PostToolUse', 'Stop', 'PreCompact', 'PostCompact'];
// The 20 keys @cursor/sdk 1.0.9's validator accepts; one more (workspaceOpen) from 1.0.21 on.
const CURSOR_EVENTS = [
  'beforeShellExecution',
  'beforeMCPExecution',
  'afterShellExecution',
  'afterMCPExecution',
  'beforeReadFile',
  'afterFileEdit',
  'beforeTabFileRead',
  'afterTabFileEdit',
  'stop',
  'beforeSubmitPrompt',
  'afterAgentResponse',
  'afterAgentThought',
  'sessionStart',
  'sessionEnd',
  'preCompact',
  'subagentStart',
  'subagentStop',
  'preToolUse',
  'postToolUse',
  'postToolUseFailure',
] as const;
const GEMINI_EVENTS = [
  'SessionStart',
  'BeforeAgent',
  'BeforeTool',
  'AfterTool',
  'AfterAgent',
  'PreCompress',
  'SessionEnd',
  'Notification',
  'BeforeModel',
  'AfterModel',
  'BeforeToolSelection',
];

interface Case {
  id: string;
  file: string;
  /** A file the user already has; undefined when there is none. */
  before?: string;
  shape: z.ZodType;
  /** The command lines as the harness runs them, with the event each is registered on. */
  commands(settings: any): { event: string; line: string; args?: string[] }[];
  run: Run;
  payload(event: string, box: Sandbox): string;
  /** Checks one reply; empty stdout is always fine (silence). */
  reply(stdout: string, event: string): void;
  /** The events whose registered command must speak for the payloads given. */
  speaks?: string[];
}

const claudeGroups = (settings: any) =>
  Object.entries(settings.hooks as Record<string, { hooks: { command: string; args?: string[] }[] }[]>).flatMap(([event, list]) =>
    list.flatMap((group) =>
      group.hooks.filter((h) => JSON.stringify(h).includes('dispatch')).map((h) => ({ event, line: h.command, args: h.args })),
    ),
  );

const jsonReply = (check: (reply: any, event: string) => void) => (stdout: string, event: string) => check(JSON.parse(stdout), event);
const additionalContext = jsonReply((reply, event) => {
  expect(reply.hookSpecificOutput.hookEventName).toBe(event);
  expect(typeof reply.hookSpecificOutput.additionalContext).toBe('string');
});

const FOREIGN =
  '{\r\n\t"model": "sonnet",\r\n\t"hooks": {\r\n\t\t"PreToolUse": [\r\n' +
  '\t\t\t{ "matcher": "Bash", "hooks": [ { "type": "command", "command": "./lint.sh --fix" } ] }\r\n\t\t]\r\n\t},\r\n\t"ünïcode": "✓"\r\n}\r\n';

const CASES: Case[] = [
  {
    id: 'claude-code',
    file: '.claude/settings.local.json',
    before: FOREIGN,
    shape: groups(
      CLAUDE_EVENTS,
      z.strictObject({
        type: z.literal('command'),
        command: z.string(),
        args: z.array(z.string()).optional(),
        timeout: z.number().int().positive().optional(),
      }),
    ),
    commands: claudeGroups,
    // Exec form: `command` spawned with `args`, no shell (docs/vendors/claude-code.md#registration-shape).
    run: (file, payload, box) => spawnSync(file, [], { cwd: box.project, env: box.env, input: payload, encoding: 'utf8' }),
    payload: (event, box) => fixture('claude-code', event, box.project),
    reply: jsonReply((reply, event) => {
      expect(reply.hookSpecificOutput.hookEventName).toBe(event);
      expect(reply.hookSpecificOutput.additionalContext).toContain(
        event === 'SessionStart' ? 'waymark is active' : 'Shell commands in this session',
      );
    }),
    speaks: ['PreToolUse', 'SessionStart'],
  },
  {
    id: 'codex',
    file: '.codex/hooks.json',
    shape: groups(
      [
        'PreToolUse',
        'PermissionRequest',
        'PostToolUse',
        'PreCompact',
        'PostCompact',
        'SessionStart',
        'SessionEnd',
        'UserPromptSubmit',
        'SubagentStart',
        'SubagentStop',
        'Stop',
        'Interrupt',
      ],
      Command,
    ),
    commands: claudeGroups,
    run: shell('/bin/sh', '-lc'),
    payload: (event, box) => fixture('codex', event, box.project),
    reply: additionalContext,
  },
  {
    id: 'qwen-code',
    file: '.qwen/settings.json',
    before: FOREIGN,
    shape: groups(CLAUDE_EVENTS, Command),
    commands: claudeGroups,
    run: shell('bash', '-c'),
    payload: (event, box) => fixture('qwen-code', event, box.project),
    reply: additionalContext,
  },
  {
    id: 'codebuddy',
    file: '.codebuddy/settings.local.json',
    before: '{\n  "permissions": { "allow": ["Bash(ls:*)"] }\n}\n',
    shape: groups(['SessionStart', 'PostToolUse'], Command),
    commands: claudeGroups,
    run: shell('/bin/sh', '-c'),
    // CodeBuddy sends Claude Code's payload shape (docs/vendors/codebuddy.md#payload-keys).
    payload: (event, box) =>
      fixture('claude-code', event === 'PostToolUse' ? 'PreToolUse' : event, box.project).replace('"PreToolUse"', '"PostToolUse"'),
    reply: additionalContext,
  },
  {
    id: 'cursor',
    file: '.cursor/hooks.json',
    before: '{\n  "version": 1,\n  "hooks": {\n    "afterFileEdit": [{ "command": "./format.sh" }]\n  }\n}\n',
    // Only keys in the validator's enum of every Cursor read, @cursor/sdk 1.0.9 to 1.0.32 (docs/vendors/cursor.md#events).
    shape: z.strictObject({
      version: z.literal(1),
      hooks: z.partialRecord(
        z.enum(CURSOR_EVENTS),
        z.array(z.strictObject({ command: z.string().regex(/^[^&]/), matcher: z.string().optional(), timeout: z.number().optional() })),
      ),
    }),
    commands: (settings) =>
      Object.entries(settings.hooks as Record<string, { command: string }[]>).flatMap(([event, list]) =>
        list.filter((h) => h.command.includes('dispatch')).map((h) => ({ event, line: h.command })),
      ),
    run: cursorRun,
    payload: (event, box) =>
      JSON.stringify({
        conversation_id: 'c1',
        generation_id: 'g1',
        session_id: 'c1',
        hook_event_name: event,
        workspace_roots: [box.project],
        is_background_agent: false,
        ...(event === 'sessionStart'
          ? {}
          : { tool_name: 'Shell', tool_input: { command: 'echo hi', cwd: box.project }, tool_use_id: 't1', cwd: box.project }),
      }),
    // Every reply valid for Cursor's validator: additional_context alone, never a permission (docs/vendors/cursor.md#reply-shape).
    reply: jsonReply((reply) => expect(Object.keys(reply)).toEqual(['additional_context'])),
    speaks: ['preToolUse', 'sessionStart'],
  },
  {
    id: 'copilot',
    file: '.github/hooks/waymark.json',
    shape: z.strictObject({
      version: z.literal(1),
      hooks: z.strictObject({
        sessionStart: z.array(
          z.strictObject({
            type: z.literal('command'),
            bash: z.string(),
            powershell: z.string().regex(/^(?:& |if \(Get-Command waymark -ErrorAction SilentlyContinue\) \{ & )/),
            timeoutSec: z.number(),
          }),
        ),
        postToolUse: z.array(
          z.strictObject({
            type: z.literal('command'),
            matcher: z.string().optional(),
            bash: z.string(),
            powershell: z.string(),
            timeoutSec: z.number(),
          }),
        ),
      }),
    }),
    commands: (settings) =>
      Object.entries(settings.hooks as Record<string, { bash: string }[]>).flatMap(([event, list]) =>
        list.map((h) => ({ event, line: h.bash })),
      ),
    run: shell('bash', '--norc', '--noprofile', '-c'),
    payload: (event, box) => fixture('copilot-camel', event, box.project),
    // camelCase registration: a top-level additionalContext (docs/vendors/copilot.md#reply-shape).
    reply: jsonReply((reply) => expect(typeof reply.additionalContext).toBe('string')),
  },
  {
    id: 'kiro',
    file: '.kiro/hooks/waymark.json',
    shape: z.strictObject({
      version: z.literal('v1'),
      // Tool events too: their output is dropped, and dispatch keeps their advice for the next prompt.
      hooks: z.array(
        z.strictObject({
          name: z.string(),
          trigger: z.enum(['SessionStart', 'UserPromptSubmit', 'PreToolUse', 'PostToolUse']),
          matcher: z.string().optional(),
          action: z.strictObject({ type: z.literal('command'), command: z.string() }),
          timeout: z.number(),
          enabled: z.literal(true),
        }),
      ),
    }),
    commands: (settings) =>
      settings.hooks.map((h: { trigger: string; action: { command: string } }) => ({ event: h.trigger, line: h.action.command })),
    run: shell('bash', '-c'),
    payload: (event, box) => JSON.stringify({ hook_event_name: event, cwd: box.project, session_id: 's1' }),
    // Kiro reads plain stdout, no JSON protocol (docs/vendors/kiro.md#reply-shape).
    reply: (stdout) => expect(stdout.trimStart().startsWith('{')).toBe(false),
    // Once, the registered v1 SessionStart was silent while the contract knew only 2.x agentSpawn.
    speaks: ['SessionStart'],
  },
  {
    id: 'gemini',
    file: '.gemini/settings.json',
    before:
      '{\n  "general": { "vimMode": true },\n  "hooks": { "AfterTool": [{ "matcher": "write_file", "hooks": [{ "type": "command", "command": ' +
      '"./fmt.sh" }] }] }\n}\n',
    // timeout in milliseconds (docs/vendors/gemini.md#timeouts): Claude's 30 would be 30 ms.
    shape: groups(
      GEMINI_EVENTS,
      z.strictObject({ type: z.literal('command'), command: z.string(), timeout: z.number().int().min(1000).optional() }),
    ),
    commands: claudeGroups,
    run: shell('bash', '-c'),
    payload: (event, box) =>
      JSON.stringify({
        session_id: 's1',
        transcript_path: '',
        cwd: box.project,
        hook_event_name: event,
        timestamp: '2026-11-30T00:00:00.000Z',
        ...(event === 'SessionStart'
          ? { source: 'startup' }
          : event === 'BeforeAgent'
            ? { prompt: 'hi' }
            : {
                tool_name: 'run_shell_command',
                tool_input: { command: 'echo hi' },
                tool_response: { llmContent: 'hi', returnDisplay: 'hi' },
              }),
      }),
    reply: additionalContext,
    speaks: ['AfterTool', 'SessionStart'],
  },
  {
    id: 'devin',
    file: '.devin/config.local.json',
    before: '{\n  "read_config_from": { "claude": true },\n  "model": "x"\n}',
    shape: groups(['PreToolUse', 'PostToolUse', 'PermissionRequest', 'UserPromptSubmit', 'Stop', 'SessionStart', 'SessionEnd'], Command),
    commands: claudeGroups,
    run: shell('/bin/sh', '-c'),
    payload: (event) =>
      JSON.stringify({
        hook_event_name: event,
        session_id: 'quiet-otter',
        source: 'startup',
        tool_name: 'exec',
        tool_input: { command: 'echo hi' },
      }),
    reply: additionalContext,
  },
  {
    id: 'droid',
    file: '.factory/hooks.json',
    // hooks.json is the events map itself (docs/vendors/droid.md#registration-shape).
    before: '{\n  "PreToolUse": [\n    { "matcher": "Execute", "hooks": [ { "type": "command", "command": "./guard.sh" } ] }\n  ]\n}\n',
    shape: z.partialRecord(
      z.enum(CLAUDE_EVENTS as [string, ...string[]]),
      z.array(z.strictObject({ matcher: z.string().optional(), hooks: z.array(Command).min(1) })),
    ),
    commands: (settings) => claudeGroups({ hooks: settings }),
    run: shell('/bin/sh', '-c'),
    // Captured from droid exec 0.225.2: the shell call runs pickle.loads.
    payload: (event, box) =>
      readFileSync(
        join(
          ROOT,
          'test',
          'fixtures',
          'droid',
          event === 'SessionStart' ? 'captured-SessionStart.json' : 'captured-PostToolUse-Execute.json',
        ),
        'utf8',
      ).replaceAll('/home/user/project', box.project),
    reply: additionalContext,
    speaks: ['PostToolUse', 'SessionStart'],
  },
  {
    id: 'qoder',
    file: '.qoder/settings.local.json',
    before: FOREIGN,
    shape: groups(CLAUDE_EVENTS, Command),
    commands: claudeGroups,
    run: shell('bash', '-c'),
    payload: (event, box) => fixture('claude-code', event, box.project),
    reply: additionalContext,
    speaks: ['PreToolUse', 'SessionStart'],
  },
  {
    id: 'auggie',
    file: '.augment/settings.local.json',
    // Exec form: `command` spawned with `args`, no shell (docs/vendors/auggie.md#registration-shape).
    shape: groups(
      ['PreToolUse', 'PostToolUse', 'Stop', 'SessionStart', 'SessionEnd', 'Notification'],
      z.strictObject({ type: z.literal('command'), command: z.string(), args: z.array(z.string()), timeout: z.number().int().positive() }),
    ),
    commands: claudeGroups,
    run: shell('/bin/sh', '-c'),
    payload: (event, box) =>
      fixture('claude-code', event === 'PostToolUse' ? 'PreToolUse' : event, box.project).replace('"PreToolUse"', '"PostToolUse"'),
    reply: additionalContext,
  },
  {
    id: 'antigravity',
    file: '.agents/hooks.json',
    shape: z.strictObject({ waymark: z.strictObject({ SessionStart: z.array(Command).length(1) }) }),
    commands: (settings) => settings.waymark.SessionStart.map((h: { command: string }) => ({ event: 'SessionStart', line: h.command })),
    run: shell('/bin/sh', '-c'),
    // No event name in Antigravity's payload (docs/vendors/antigravity.md#payload-keys).
    payload: () => '{"stepIdx":0}',
    reply: jsonReply((reply) => expect(Object.keys(reply)).toEqual(['systemMessage'])),
    speaks: ['SessionStart'],
  },
];

describe.each(CASES.map((c) => [c.id, c] as const))('waymark install --harness %s', (_, c) => {
  it("registers in the vendor's shape, runs as the harness runs it, re-installs as a no-op, uninstalls to the original bytes", async () => {
    const box = sandbox();
    const path = join(box.project, c.file);
    if (c.before !== undefined) write(path, c.before);

    const installed = await waymark(box, 'install', '--harness', c.id, '--project', box.project, ...(c.id === 'codex' ? ['--trust'] : []));
    expect(installed.stderr).toBe('');
    expect(installed.status).toBe(0);
    const text = readFileSync(path, 'utf8');
    const settings = JSON.parse(text);
    expect(() => c.shape.parse(settings)).not.toThrow();
    if (c.before?.includes('\r\n')) expect(text.replace(/\r\n/g, '')).not.toContain('\n');

    const commands = c.commands(settings);
    expect(commands.length).toBeGreaterThan(0);
    const spoke = new Set<string>();
    for (const { event, line, args } of commands) {
      const result = args
        ? spawnSync(line, args, { cwd: box.project, env: box.env, input: c.payload(event, box), encoding: 'utf8' })
        : c.run(line, c.payload(event, box), box);
      expect(result.status, `${event}: ${result.stderr}`).toBe(0);
      const stdout = String(result.stdout);
      expect(stdout).not.toBe('{}');
      if (stdout !== '') {
        c.reply(stdout, event);
        spoke.add(event);
      }
    }
    // The session start and the shell call must speak where the contract delivers them.
    if (c.speaks) expect([...spoke].sort()).toEqual(c.speaks);

    const { mtimeMs } = statSync(path);
    const again = await waymark(box, 'install', '--harness', c.id, '--project', box.project, ...(c.id === 'codex' ? ['--trust'] : []));
    expect(again.status).toBe(0);
    expect(again.stdout).toContain('up to date');
    expect(readFileSync(path, 'utf8')).toBe(text);
    expect(statSync(path).mtimeMs).toBe(mtimeMs);

    const removed = await waymark(box, 'uninstall', '--harness', c.id, '--project', box.project);
    expect(removed.status).toBe(0);
    if (c.before === undefined) expect(existsSync(path)).toBe(false);
    else expect(readFileSync(path, 'utf8')).toBe(c.before);
  });
});

// Other tools' hooks that mention waymark and dispatch are not waymark's.
describe('lookalike hooks', () => {
  it('survive install and uninstall, and the file they are in is never deleted', async () => {
    const box = sandbox();
    const path = join(box.project, '.claude', 'settings.local.json');
    const original = `${JSON.stringify(
      {
        hooks: {
          Stop: [
            {
              hooks: [
                { type: 'command', command: '/opt/waymark-notes/dispatch-slack.sh' },
                { type: 'command', command: 'say waymark dispatch finished' },
              ],
            },
          ],
        },
      },
      null,
      2,
    )}\n`;
    write(path, original);
    expect((await waymark(box, 'install', '--harness', 'claude-code')).status).toBe(0);
    expect(JSON.parse(readFileSync(path, 'utf8')).hooks.Stop).toEqual(JSON.parse(original).hooks.Stop);
    rmSync(join(box.dir, 'state'), { recursive: true, force: true });
    expect((await waymark(box, 'uninstall', '--harness', 'claude-code')).status).toBe(0);
    expect(readFileSync(path, 'utf8')).toBe(original);
    expect((await waymark(box, 'uninstall', '--harness', 'claude-code')).stdout).toContain("nothing of waymark's");
  });
});

// Copilot's tool advice goes on postToolUse (preToolUse fails closed): the installed command must
// evaluate the PreToolUse guards there, through the contract's reroute (docs/vendors/copilot.md#reply-shape).
describe('Copilot: PreToolUse advice delivered on postToolUse', () => {
  it('a write to package.json gets the dependency advisory, as top-level additionalContext', async () => {
    const box = sandbox();
    expect((await waymark(box, 'install', '--harness', 'copilot', '--project', box.project)).status).toBe(0);
    const settings = JSON.parse(readFileSync(join(box.project, '.github', 'hooks', 'waymark.json'), 'utf8'));
    const [entry, ...more] = settings.hooks.postToolUse as { bash: string; matcher?: string }[];
    expect(more).toEqual([]);
    const payload = {
      sessionId: 'copilot-dependency',
      timestamp: 1795983959607,
      cwd: box.project,
      toolName: 'create',
      toolArgs: { path: join(box.project, 'package.json'), file_text: '{\n  "dependencies": { "left-pad": "^1.3.0" }\n}\n' },
      toolResult: { resultType: 'success', textResultForLlm: 'Created file package.json' },
    };
    const result = spawnSync('bash', ['--norc', '--noprofile', '-c', entry!.bash], {
      cwd: box.project,
      env: box.env,
      input: JSON.stringify(payload),
      encoding: 'utf8',
    });
    expect(result.status, result.stderr).toBe(0);
    const reply = JSON.parse(result.stdout);
    expect(Object.keys(reply)).toEqual(['additionalContext']);
    // Read after the tool ran, and worded so (the message's `## After the call`).
    expect(reply.additionalContext).toContain('This already ran. You are changing `package.json`');
    expect(reply.additionalContext).toContain('check now that each package added or upgraded');
    expect(reply.additionalContext).toContain('pretooluse-dependency-guard.md');
  });
});

describe('refusals: a clear error, exit 1, nothing written', () => {
  const settings = (box: Sandbox) => join(box.project, '.claude', 'settings.local.json');

  it.each([
    ['malformed JSON', '{"model": "x",}', 'not valid JSON'],
    ['JSON with comments', '{\n  // my settings\n  "model": "x"\n}\n', 'comment'],
  ])('%s', async (_, source, message) => {
    const box = sandbox();
    write(settings(box), source);
    for (const args of [['install'], ['install', '--dry-run'], ['uninstall']]) {
      const result = await waymark(box, ...args, '--harness', 'claude-code');
      expect(result.status).toBe(1);
      expect(result.stdout + result.stderr).toContain(settings(box));
      expect(result.stdout + result.stderr).toContain(message);
      expect(readFileSync(settings(box), 'utf8')).toBe(source);
    }
    expect(existsSync(runtime(box))).toBe(false);
    const verified = await waymark(box, 'verify', '--harness', 'claude-code', '--scope', 'project');
    expect(verified.status).toBe(1);
    expect(verified.stdout).toContain('unreadable');
  });

  it('a directory where the file should be', async () => {
    const box = sandbox();
    mkdirSync(settings(box), { recursive: true });
    const result = await waymark(box, 'install', '--harness', 'claude-code');
    expect(result.status).toBe(1);
    expect(result.stderr).toContain(`${settings(box)} is a directory`);
    expect(existsSync(runtime(box))).toBe(false);
  });

  it('a read-only file', async () => {
    const box = sandbox();
    write(settings(box), '{}\n');
    chmodSync(settings(box), 0o444);
    const result = await waymark(box, 'install', '--harness', 'claude-code');
    expect(result.status).toBe(1);
    expect(result.stderr).toContain(`${settings(box)} is read-only`);
    expect(readFileSync(settings(box), 'utf8')).toBe('{}\n');
    expect(statSync(settings(box)).mode & 0o777).toBe(0o444);
  });

  it('a path the shell would interpret, named', async () => {
    const box = sandbox();
    const data = join(box.dir, 'data$HOME');
    // User scope: the registration holds the runtime path (a project install would run waymark from PATH).
    const result = spawnSync(process.execPath, [BIN, 'install', '--harness', 'cursor', '--scope', 'user'], {
      cwd: box.project,
      env: { ...box.env, XDG_DATA_HOME: data },
      encoding: 'utf8',
    });
    expect(result.status).toBe(1);
    expect(result.stderr).toContain(data);
    expect(existsSync(join(box.home, '.cursor'))).toBe(false);
    expect(existsSync(data)).toBe(false);
  });

  // What, where and the fix, never a raw errno or a stack overflow.
  it.each([
    [
      'a dangling symlink',
      (box: Sandbox) => {
        mkdirSync(dirname(settings(box)), { recursive: true });
        symlinkSync(join(box.dir, 'dotfiles', 'settings.json'), settings(box));
      },
      ['is a symlink to', 'which does not exist', 'remove the link'],
    ],
    [
      'a read-only directory',
      (box: Sandbox) => {
        write(settings(box), '{}\n');
        chmodSync(dirname(settings(box)), 0o555);
      },
      ['is read-only', 'make it writable (chmod u+w'],
    ],
    [
      'deep nesting',
      (box: Sandbox) => write(settings(box), `${'{"a":'.repeat(20_000)}1${'}'.repeat(20_000)}`),
      ['nested deeper than 256 levels', 'flatten it'],
    ],
  ])('%s: exit 1, what, where and the fix, nothing written', async (_, arrange, says) => {
    const box = sandbox();
    arrange(box);
    const before = existsSync(settings(box)) ? readFileSync(settings(box), 'utf8') : undefined;
    const result = await waymark(box, 'install', '--harness', 'claude-code');
    chmodSync(dirname(settings(box)), 0o755);
    expect(result.status).toBe(1);
    expect(result.stderr).toContain(settings(box));
    for (const words of says) expect(result.stderr).toContain(words);
    expect(result.stderr).not.toMatch(/ENOENT|EACCES|Maximum call stack|realpath/);
    expect(existsSync(settings(box)) ? readFileSync(settings(box), 'utf8') : undefined).toBe(before);
    expect(existsSync(runtime(box))).toBe(false);
  });

  it.skipIf(process.platform !== 'linux')('--project /proc/self: refused at once, not a spin', async () => {
    const box = sandbox();
    const result = spawnSync(process.execPath, [BIN, 'install', '--harness', 'claude-code', '--project', '/proc/self'], {
      cwd: box.project,
      env: box.env,
      encoding: 'utf8',
      timeout: 20_000,
    });
    expect(result.status).toBe(1);
    expect(result.stderr).toContain('/proc/self');
    expect(existsSync(runtime(box))).toBe(false);
  });

  it('an unknown harness, naming the known ones', async () => {
    const result = await waymark(sandbox(), 'install', '--harness', 'vim');
    expect(result.status).toBe(2);
    expect(result.stderr).toContain('unknown harness "vim"');
    expect(result.stderr).toContain('omp');
  });
});

describe("keeping the user's file", () => {
  it('keeps the mode, and --dry-run prints the diff without writing', async () => {
    const box = sandbox();
    const path = join(box.project, '.qwen', 'settings.json');
    write(path, '{\n  "theme": "dark"\n}\n');
    chmodSync(path, 0o600);
    const dry = await waymark(box, 'install', '--harness', 'qwen-code', '--dry-run');
    expect(dry.status).toBe(0);
    expect(dry.stdout).toContain(`--- ${path}`);
    expect(dry.stdout).toMatch(/^\+ {2}"hooks": \{$/m);
    expect(readFileSync(path, 'utf8')).toBe('{\n  "theme": "dark"\n}\n');
    expect(existsSync(runtime(box))).toBe(false);
    expect((await waymark(box, 'install', '--harness', 'qwen-code')).status).toBe(0);
    expect(statSync(path).mode & 0o777).toBe(0o600);
    const installed = readFileSync(path, 'utf8');
    const dryUninstall = await waymark(box, 'uninstall', '--harness', 'qwen-code', '--dry-run');
    expect(dryUninstall.stdout).toMatch(/^- {2}"hooks": \{$/m);
    expect(readFileSync(path, 'utf8')).toBe(installed);
  });

  it('verify with nothing installed says so and exits 1', async () => {
    const result = await waymark(sandbox(), 'verify');
    expect(result.status).toBe(1);
    expect(result.stderr).toContain('no waymark registrations found');
  });

  it("entries an earlier version wrote are stale; install replaces them, moves the shared file's to the personal one, and keeps the user's hooks", async () => {
    const box = sandbox();
    const shared = join(box.project, '.claude', 'settings.json');
    const path = join(box.project, '.claude', 'settings.local.json');
    const old = {
      type: 'command',
      command: '/usr/bin/node',
      args: ['/elsewhere/old project/.waymark/runtime/dist/dispatch.cjs', '--contract', 'claude', 'SessionStart'],
    };
    const older = {
      type: 'command',
      command: '/usr/bin/node',
      args: [join(box.home, '.local/share/waymark/runtime/0.0.1/dist/dispatch.cjs'), '--contract', 'claude', 'SessionStart'],
    };
    const theirs = { type: 'command', command: '/opt/othertool/dispatch --contract claude SessionStart' };
    write(path, JSON.stringify({ hooks: { SessionStart: [{ hooks: [old] }, { hooks: [theirs] }] } }, null, 2));
    write(shared, JSON.stringify({ model: 'x', hooks: { SessionStart: [{ hooks: [theirs] }, { hooks: [older] }] } }, null, 2));
    const stale = await waymark(box, 'verify', '--harness', 'claude-code', '--scope', 'project');
    expect(stale.status).toBe(1);
    expect(stale.stdout).toContain('stale');
    expect(stale.stdout).toContain('/elsewhere/old project/.waymark/runtime/dist/dispatch.cjs');
    expect(stale.stdout, stale.stdout).toContain(`in ${shared}, which your team shares`);
    const installed = await waymark(box, 'install', '--harness', 'claude-code');
    expect(installed.status).toBe(0);
    expect(installed.stdout).toContain(`removed 1 waymark entry with your own paths from ${shared}`);
    expect(JSON.parse(readFileSync(shared, 'utf8'))).toEqual({ model: 'x', hooks: { SessionStart: [{ hooks: [theirs] }] } });
    const after = JSON.parse(readFileSync(path, 'utf8'));
    expect(after.hooks.SessionStart).toHaveLength(2);
    expect(after.hooks.SessionStart[0]).toEqual({ hooks: [theirs] });
    expect(readFileSync(path, 'utf8')).not.toContain('/elsewhere');
    const ok = await waymark(box, 'verify', '--harness', 'claude-code', '--scope', 'project', '--json');
    expect(ok.status).toBe(0);
    // Each registration ran with a sample for the tool it matches: the ones with a base message
    // answered; the ask-user and compaction guards have nothing to say about a harmless call.
    expect(
      JSON.parse(ok.stdout)[0].entries.map(
        (e: { event: string; matcher?: string; status: string; detail: string }) =>
          `${e.event} ${e.matcher ?? '*'} ${e.status} ${e.detail.split(',')[0]}`,
      ),
    ).toEqual([
      'SessionStart * registered ran: one reply',
      'PreToolUse Bash registered ran: one reply',
      'PreToolUse Write registered ran: one reply',
      'PreToolUse Edit|MultiEdit registered ran: one reply',
      'PreToolUse NotebookEdit registered ran: one reply',
      'PreToolUse AskUserQuestion registered ran: silent',
      'PostToolUse * registered ran: silent',
    ]);
  });

  it('verify runs what is registered: a dispatcher that breaks the runtime contract fails, install repairs it', async () => {
    const box = sandbox();
    // Devin's project file is personal, so it runs the runtime copy (a shared file runs waymark from PATH).
    expect((await waymark(box, 'install', '--harness', 'devin')).status).toBe(0);
    const bundle = join(
      runtime(box),
      'runtime',
      JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')).version,
      'dist',
      'dispatch.cjs',
    );
    writeFileSync(bundle, 'process.stdout.write("{}"); process.exit(3);');
    const broken = await waymark(box, 'verify', '--harness', 'devin', '--scope', 'project');
    expect(broken.status).toBe(1);
    expect(broken.stdout).toContain('SessionStart: failed - exit 3');
    expect((await waymark(box, 'install', '--harness', 'devin')).stdout).toContain('copied the dispatcher');
    expect((await waymark(box, 'verify', '--harness', 'devin', '--scope', 'project')).status).toBe(0);
  });

  // The runtime copy once left out the parts the hook loads on demand (rule packs, the linear-time
  // engine): its base messages answered, so verify passed, while every guard built on them failed.
  it('the runtime copy runs every guard: rule packs, and a declared guard on the linear-time engine', async () => {
    const box = sandbox();
    expect((await waymark(box, 'install', '--harness', 'devin')).status).toBe(0);
    const entry = join(
      runtime(box),
      'runtime',
      JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')).version,
      'dist',
      'dispatch.cjs',
    );
    write(
      join(box.project, '.waymark', 'messages', 'no-terraform-apply.md'),
      '# Terraform\n\n## Advisory\nPlan `{{match}}` first.\n\n## Bindings\n- event: PreToolUse\n- matcher: Bash\n' +
        '- when: tool_input.command ~ /terraform\\s+apply/\n',
    );
    const call = (tool: string, input: Record<string, string>) =>
      spawnSync(process.execPath, [entry, 'PreToolUse'], {
        cwd: box.project,
        env: box.env,
        encoding: 'utf8',
        input: JSON.stringify({
          session_id: `s-${tool}`,
          cwd: box.project,
          hook_event_name: 'PreToolUse',
          tool_name: tool,
          tool_input: input,
        }),
      });
    const manifest = call('Write', { file_path: join(box.project, 'package.json'), content: '{"dependencies":{"left-pad":"1.3.0"}}' });
    const command = call('Bash', { command: 'terraform apply -auto-approve && git push --force origin main' });
    expect(manifest.stdout).toContain('npm dependency manifest');
    expect(command.stdout).toContain('Plan `terraform apply` first.');
    expect(command.stdout).toContain('force');
  });

  // Once, an entry on an event the contract drops ran silently and verified as fine.
  it('verify fails an entry on an event the harness drops, with the fix; install removes it', async () => {
    const box = sandbox();
    expect((await waymark(box, 'install', '--harness', 'kiro')).status).toBe(0);
    const file = join(box.project, '.kiro', 'hooks', 'waymark.json');
    const settings = JSON.parse(readFileSync(file, 'utf8'));
    const [start] = settings.hooks;
    // Stop: not a tool event, whose advice dispatch would keep for the next prompt.
    settings.hooks.push({
      ...start,
      name: 'waymark-stop',
      trigger: 'Stop',
      action: { ...start.action, command: start.action.command.replace(/SessionStart.*$/, 'Stop stop-closure-guard') },
    });
    writeFileSync(file, JSON.stringify(settings, null, 2));
    const verified = await waymark(box, 'verify', '--harness', 'kiro', '--scope', 'project');
    expect(verified.status).toBe(1);
    expect(verified.stdout).toMatch(/Stop: failed - Kiro passes nothing of Stop to the model.*Fix: waymark install --harness kiro/);
    expect((await waymark(box, 'install', '--harness', 'kiro')).status).toBe(0);
    expect((await waymark(box, 'verify', '--harness', 'kiro', '--scope', 'project')).status).toBe(0);
  });

  it('install and --dry-run say what the harness receives, from its contract', async () => {
    const box = sandbox();
    for (const dry of [['--dry-run'], []]) {
      const out = (await waymark(box, 'install', '--harness', 'gemini', ...dry)).stdout;
      expect(out).toContain('What Gemini CLI receives:');
      // Each line ends with how the fact is known (src/install/evidence.ts).
      expect(out).toMatch(
        /^ {2}after the tool ran +.*dependency.* — on AfterTool, the harness drops PreToolUse advice; read in its code$/m,
      );
      expect(out).not.toContain('before the tool runs');
    }
  });

  it('user scope writes under HOME and leaves the project alone', async () => {
    const box = sandbox();
    expect((await waymark(box, 'install', '--harness', 'copilot', '--scope', 'user')).status).toBe(0);
    expect(existsSync(join(box.home, '.copilot', 'hooks', 'waymark.json'))).toBe(true);
    expect(existsSync(join(box.project, '.github'))).toBe(false);
    expect((await waymark(box, 'verify')).stdout).toContain('copilot (user): registered');
  });
});

describe('Codex trust', () => {
  it('without --trust: prints the one command to run, and verify reports the entries untrusted', async () => {
    const box = sandbox();
    const result = await waymark(box, 'install', '--harness', 'codex');
    expect(result.status).toBe(0);
    expect(result.stdout).toContain(`waymark install --harness codex --scope project --project '${box.project}' --trust`);
    const verified = await waymark(box, 'verify', '--harness', 'codex', '--scope', 'project');
    expect(verified.status).toBe(1);
    expect(verified.stdout).toMatch(/SessionStart: untrusted/);
  });

  it('--trust records the hashes, verify is clean once the project is trusted, uninstall takes them back out', async () => {
    const box = sandbox();
    const config = join(box.home, '.codex', 'config.toml');
    const original = `model = "o4"\n\n[projects."${box.project}"]\ntrust_level = "trusted"\n`;
    write(config, original);
    expect((await waymark(box, 'install', '--harness', 'codex', '--trust')).status).toBe(0);
    expect(readFileSync(config, 'utf8')).toMatch(
      /\[hooks\.state\.".*hooks\.json:session_start:0:0"\]\ntrusted_hash = "sha256:[0-9a-f]{64}"/,
    );
    const verified = await waymark(box, 'verify', '--harness', 'codex', '--scope', 'project');
    expect(verified.stdout).toContain('codex (project): registered');
    expect(verified.status).toBe(0);
    expect((await waymark(box, 'uninstall', '--harness', 'codex')).status).toBe(0);
    expect(readFileSync(config, 'utf8')).toBe(original);
  });

  it('a config.toml and directories install created go with uninstall, which says it removed the trust entries', async () => {
    const box = sandbox();
    expect((await waymark(box, 'install', '--harness', 'codex', '--trust')).status).toBe(0);
    expect(existsSync(join(box.home, '.codex', 'config.toml'))).toBe(true);
    const removed = await waymark(box, 'uninstall', '--harness', 'codex');
    expect(removed.status).toBe(0);
    expect(removed.stdout).toMatch(/removed \d+ Codex trust entries for waymark's hooks from .*config\.toml/);
    expect(existsSync(join(box.home, '.codex'))).toBe(false);
    expect(existsSync(join(box.project, '.codex'))).toBe(false);
  });

  it("reinstalling one scope leaves the other scope's trust alone; a config.toml that would not parse is refused unchanged", async () => {
    const box = sandbox();
    const config = join(box.home, '.codex', 'config.toml');
    write(config, 'model = "o4"\n');
    expect((await waymark(box, 'install', '--harness', 'codex', '--scope', 'user', '--trust')).status).toBe(0);
    expect((await waymark(box, 'install', '--harness', 'codex', '--trust')).status).toBe(0);
    // Both scopes run the same handlers, so they share hashes; an older waymark recorded other ones.
    const hashes = (toml: string, under: string) =>
      [...toml.matchAll(/\[hooks\.state\."([^"]+)"\]\ntrusted_hash = "([^"]+)"/g)].filter((m) => m[1]!.startsWith(under)).map((m) => m[2]);
    const current = hashes(readFileSync(config, 'utf8'), box.project);
    writeFileSync(config, readFileSync(config, 'utf8').replace(/sha256:[0-9a-f]{64}/g, 'sha256:older'));
    expect((await waymark(box, 'install', '--harness', 'codex', '--trust')).status).toBe(0);
    const after = readFileSync(config, 'utf8');
    expect(hashes(after, box.project)).toEqual(current);
    expect(new Set(hashes(after, box.home))).toEqual(new Set(['sha256:older']));
    const broken = 'model = "o4"\n[hooks\n';
    writeFileSync(config, broken);
    const refused = await waymark(box, 'install', '--harness', 'codex', '--trust');
    expect(refused.status).toBe(1);
    expect(refused.stderr).toContain(`cannot record Codex hook trust in ${config}`);
    expect(readFileSync(config, 'utf8')).toBe(broken);
  });

  // Opt-in: WAYMARK_CODEX_BIN=<path to codex 0.171.0> asks Codex itself whether it trusts what was recorded.
  it.skipIf(!process.env.WAYMARK_CODEX_BIN)("Codex's app-server reports every waymark entry as trusted", async () => {
    const box = sandbox();
    write(join(box.home, '.codex', 'config.toml'), `[projects."${box.project}"]\ntrust_level = "trusted"\n`);
    expect((await waymark(box, 'install', '--harness', 'codex', '--trust')).status).toBe(0);
    const requests = [
      { id: 1, method: 'initialize', params: { clientInfo: { name: 'waymark-test', version: '0' } } },
      { method: 'initialized' },
      { id: 2, method: 'hooks/list', params: { cwds: [box.project] } },
    ]
      .map((r) => JSON.stringify(r))
      .join('\n');
    const server = spawnSync('/bin/sh', ['-c', `(printf '%s\\n' "$REQ"; sleep 5) | "${process.env.WAYMARK_CODEX_BIN}" app-server`], {
      env: { ...box.env, REQ: requests },
      encoding: 'utf8',
      timeout: 30_000,
    });
    const reply = server.stdout
      .split('\n')
      .filter(Boolean)
      .map((line) => JSON.parse(line))
      .find((m) => m.id === 2);
    const hooks = reply.result.data[0].hooks.filter((h: { command: string }) => h.command.includes('dispatch.cjs'));
    expect(hooks).toHaveLength(3);
    for (const hook of hooks) expect(hook.trustStatus).toBe('trusted');
  });
});

// Opt-in: WAYMARK_CURSOR_SDK=<path to @cursor/sdk@1.0.32>/dist/esm/34.js runs Cursor's own hooks.json validator.
describe.skipIf(!process.env.WAYMARK_CURSOR_SDK)("Cursor's validator", () => {
  it('accepts the hooks.json waymark writes, and knows every event key in it', async () => {
    const source = readFileSync(process.env.WAYMARK_CURSOR_SDK!, 'utf8');
    const key = '"../hooks/dist/index.js"(e,t,r){';
    const body = source.slice(source.indexOf(key) + key.length, source.indexOf('},"../local-exec/dist/index.js"'));
    const hooks: Record<string, any> = {};
    const load = Object.assign(() => undefined, {
      d: (target: object, getters: Record<string, () => unknown>) => {
        for (const [name, get] of Object.entries(getters)) Object.defineProperty(target, name, { get, enumerable: true });
      },
    });
    new Function('e', 't', 'r', body)({}, hooks, load);
    const box = sandbox();
    write(
      join(box.project, '.cursor', 'hooks.json'),
      '{\n  "version": 1,\n  "hooks": {\n    "afterFileEdit": [{ "command": "./format.sh" }]\n  }\n}\n',
    );
    expect((await waymark(box, 'install', '--harness', 'cursor')).status).toBe(0);
    const config = JSON.parse(readFileSync(join(box.project, '.cursor', 'hooks.json'), 'utf8'));
    expect(hooks.RV(config)).toEqual({ isValid: true, errors: [] });
  });
});

// Cline runs files named after the event (docs/vendors/cline.md#settings-files-and-scopes): install
// writes one launcher per event, run here as Cline runs an extensionless file (`bash <file>`).
describe('Cline: launcher files in .clinerules/hooks/', () => {
  const payload = (box: Sandbox) => {
    const captured = JSON.parse(readFileSync(join(ROOT, 'test', 'fixtures', 'cline', 'captured-PreToolUse-run_commands.json'), 'utf8'));
    captured.workspaceRoots = [box.project];
    captured.tool_call.input.commands = [`python3 -c "import pickle; pickle.loads(b'')"`];
    return JSON.stringify(captured);
  };

  it('project install: PATH form, runs as Cline runs it, re-install is a no-op, uninstall removes every trace', async () => {
    const box = sandbox();
    const dir = join(box.project, '.clinerules', 'hooks');
    const installed = await waymark(box, 'install', '--harness', 'cline', '--project', box.project);
    expect(installed.status, installed.stderr).toBe(0);
    const pre = readFileSync(join(dir, 'PreToolUse'), 'utf8');
    expect(pre).toContain('waymark dispatch --contract cline PreToolUse');
    expect(pre).not.toContain(box.home);
    const result = spawnSync('bash', [join(dir, 'PreToolUse')], { cwd: box.project, env: box.env, input: payload(box), encoding: 'utf8' });
    expect(result.status, result.stderr).toBe(0);
    const reply = JSON.parse(result.stdout);
    expect(Object.keys(reply)).toEqual(['contextModification']);
    expect(reply.contextModification).toContain('pickle.loads');
    expect(reply.contextModification).toContain('waymark is active in this session');
    // No waymark on PATH: the launcher is silent, never an error on every call.
    const bare = spawnSync('bash', [join(dir, 'PreToolUse')], {
      cwd: box.project,
      env: { ...box.env, PATH: '/usr/bin:/bin' },
      input: payload(box),
      encoding: 'utf8',
    });
    expect([bare.status, bare.stdout, bare.stderr]).toEqual([0, '', '']);
    expect((await waymark(box, 'verify', '--harness', 'cline', '--project', box.project)).stdout).toContain('cline (project): registered');
    expect((await waymark(box, 'install', '--harness', 'cline', '--project', box.project)).stdout).toContain('up to date');
    expect((await waymark(box, 'uninstall', '--harness', 'cline', '--project', box.project)).status).toBe(0);
    expect(existsSync(join(box.project, '.clinerules'))).toBe(false);
  });

  it("refuses to replace a hook of the user's with the same name, and uninstall leaves it", async () => {
    const box = sandbox();
    const mine = join(box.project, '.clinerules', 'hooks', 'PreToolUse');
    write(mine, '#!/bin/sh\necho mine\n');
    const result = await waymark(box, 'install', '--harness', 'cline', '--project', box.project);
    expect(result.status).toBe(1);
    expect(result.stderr).toContain("not waymark's launcher");
    expect(existsSync(join(box.project, '.clinerules', 'hooks', 'PostToolUse'))).toBe(false);
    expect((await waymark(box, 'uninstall', '--harness', 'cline', '--project', box.project)).status).toBe(0);
    expect(readFileSync(mine, 'utf8')).toBe('#!/bin/sh\necho mine\n');
  });

  it('user scope: this Node and runtime copy in ~/.cline/hooks/', async () => {
    const box = sandbox();
    expect((await waymark(box, 'install', '--harness', 'cline', '--scope', 'user')).status).toBe(0);
    const launcher = readFileSync(join(box.home, '.cline', 'hooks', 'PostToolUse'), 'utf8');
    expect(launcher).toContain(process.execPath);
    expect(launcher).toContain('dist/dispatch.cjs" --contract cline PostToolUse');
  });
});
