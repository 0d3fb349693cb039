import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { inspectDispatch } from '../../src/cli/inspect.js';
import { TEST_PATH } from './path.js';

// Test support: renders the hand-labelled heeded scenarios (test/fixtures/heeded/scenarios.jsonl,
// a neutral format) into each harness's own session-file format, with each call's advice put there
// the way waymark's hook would have: the reply of the real dispatch path, under that harness's
// contract, placed where that harness records hook context (docs/heeded.md#transcript-formats).
// It reads a scenario's call and next steps only, never its label or note.

export type ScenarioHarness = 'claude-code' | 'codex' | 'gemini';

export interface ScenarioCall {
  tool_name: string;
  tool_input: Record<string, unknown>;
}

export type ScenarioStep =
  | ({ kind: 'tool_call' } & ScenarioCall)
  | { kind: 'assistant_text'; text: string }
  | { kind: 'user_text'; text: string }
  | { kind: 'end_session' };

/** What the converter may read of a scenario: no label, no note. */
export interface ScenarioInput {
  id: string;
  harness: ScenarioHarness;
  rule: string;
  call: ScenarioCall;
  next: ScenarioStep[];
}

export const SCENARIO_HOME = '/home/dev';

export interface Rendered {
  /** The session file written. */
  file: string;
  /** The line of the advised call in it. */
  line: number;
  /** Whether the real hook gave the scenario's message any advice on the advised call. */
  advised: boolean;
}

type Json = Record<string, unknown>;

const PROMPT = 'Carry on with the task.';
const RESULT = 'ok';
const TIME = (n: number) => new Date(Date.UTC(2026, 11, 1, 12, 0, n)).toISOString();

/** A scenario's paths, re-rooted from /home/dev into the scratch home. */
const rehome = <T>(value: T, home: string): T => JSON.parse(JSON.stringify(value).replaceAll(SCENARIO_HOME, home)) as T;

function patchFor(call: ScenarioCall): string {
  const input = call.tool_input;
  const path = String(input.file_path ?? '');
  if (call.tool_name === 'Write') {
    const lines = String(input.content ?? '')
      .split('\n')
      .map((line) => `+${line}`);
    return ['*** Begin Patch', `*** Add File: ${path}`, ...lines, '*** End Patch', ''].join('\n');
  }
  const old = String(input.old_string ?? '')
    .split('\n')
    .map((line) => `-${line}`);
  const added = String(input.new_string ?? '')
    .split('\n')
    .map((line) => `+${line}`);
  return ['*** Begin Patch', `*** Update File: ${path}`, '@@', ...old, ...added, '*** End Patch', ''].join('\n');
}

/** The call as the harness's model makes it, and as the harness's hook names it. */
function native(harness: ScenarioHarness, call: ScenarioCall): { tool: string; input: Json; hookTool: string; hookInput: Json } {
  const input = call.tool_input;
  if (harness === 'claude-code') return { tool: call.tool_name, input, hookTool: call.tool_name, hookInput: input };
  if (harness === 'gemini') {
    const tool = { Bash: 'run_shell_command', Write: 'write_file', Edit: 'replace', Read: 'read_file' }[call.tool_name] ?? call.tool_name;
    return { tool, input, hookTool: tool, hookInput: input };
  }
  // Codex: shell calls are `exec_command`, hooks see them as Bash; writes and edits are apply_patch;
  // Codex has no read tool: the model reads a file through the shell.
  if (call.tool_name === 'Bash')
    return { tool: 'exec_command', input: { cmd: input.command }, hookTool: 'Bash', hookInput: { command: input.command } };
  if (call.tool_name === 'Read')
    return {
      tool: 'exec_command',
      input: { cmd: `cat ${String(input.file_path)}` },
      hookTool: 'Bash',
      hookInput: { command: `cat ${String(input.file_path)}` },
    };
  const patch = patchFor(call);
  return { tool: 'apply_patch', input: { patch }, hookTool: 'apply_patch', hookInput: { command: patch } };
}

/** The text waymark's hook would have added for this call in this session (empty for silence). */
async function hookContext(
  harness: ScenarioHarness,
  call: ScenarioCall,
  session: { id: string; cwd: string; home: string; stateDir: string },
): Promise<string> {
  const { hookTool, hookInput } = native(harness, call);
  const event = harness === 'gemini' ? 'AfterTool' : 'PreToolUse';
  const contract = { 'claude-code': 'claude', codex: 'codex', gemini: 'gemini' }[harness];
  const payload = {
    session_id: session.id,
    cwd: session.cwd,
    hook_event_name: event,
    tool_name: hookTool,
    tool_input: hookInput,
    ...(event === 'AfterTool' ? { tool_response: { llmContent: RESULT } } : {}),
  };
  const env = { PATH: TEST_PATH, HOME: session.home, XDG_CONFIG_HOME: join(session.home, '.config') };
  const { reply } = await inspectDispatch({ event, contract }, payload, { env, cwd: session.cwd, stateDir: session.stateDir });
  if (reply.trim() === '') return '';
  const parsed = JSON.parse(reply) as { hookSpecificOutput?: { additionalContext?: string } };
  return parsed.hookSpecificOutput?.additionalContext ?? '';
}

/** Writes one scenario as a session file of its harness under `dir`. */
export async function renderScenario(
  scenario: ScenarioInput,
  dir: string,
  home: string,
  harness: ScenarioHarness = scenario.harness,
): Promise<Rendered> {
  const cwd = join(home, 'proj');
  const stateDir = mkdtempSync(join(dir, '.state-'));
  const session = { id: `heeded-${scenario.id}-${harness}`, cwd, home, stateDir };
  const records: Json[] = [];
  let advisedLine = 0;
  let advised = false;
  let n = 0;
  const message = scenario.rule.replace(/\.md$/, '');

  const steps: ScenarioStep[] = [{ kind: 'user_text', text: PROMPT }, { kind: 'tool_call', ...scenario.call }, ...scenario.next];
  const writers = { 'claude-code': claudeWriter, codex: codexWriter, gemini: geminiWriter }[harness](session, records);
  for (const [index, step] of steps.entries()) {
    if (step.kind === 'end_session') break;
    if (step.kind === 'user_text') writers.prompt(rehome(step.text, home));
    else if (step.kind === 'assistant_text') writers.text(rehome(step.text, home));
    else {
      const call = rehome({ tool_name: step.tool_name, tool_input: step.tool_input }, home);
      const context = await hookContext(harness, call, session);
      const line = writers.call(`call_${scenario.id}_${++n}`, native(harness, call), context);
      if (index === 1) {
        advisedLine = line;
        advised = context.includes(`/${message}.md`);
      }
    }
  }
  writers.end();
  rmSync(stateDir, { recursive: true, force: true });
  const file = join(dir, `${scenario.id}-${harness}.jsonl`);
  writeFileSync(file, `${records.map((record) => JSON.stringify(record)).join('\n')}\n`);
  return { file, line: advisedLine, advised };
}

interface Writer {
  prompt(text: string): void;
  text(text: string): void;
  /** Writes the call, its hook context and its result; returns the call's line (1-based). */
  call(id: string, call: { tool: string; input: Json }, context: string): number;
  end(): void;
}

/** Claude Code 2.1.197: records decorated as its transcript writer does; hook context an attachment. */
function claudeWriter(session: { id: string; cwd: string }, records: Json[]): Writer {
  let parent: string | null = null;
  const push = (record: Json) => {
    const uuid = `u-${records.length + 1}`;
    records.push({
      parentUuid: parent,
      isSidechain: false,
      userType: 'external',
      entrypoint: 'cli',
      cwd: session.cwd,
      sessionId: session.id,
      version: '2.1.197',
      gitBranch: 'main',
      ...record,
      uuid,
      timestamp: TIME(records.length),
    });
    parent = uuid;
    return records.length;
  };
  // One assistant message, as Claude Code records it.
  const assistant = (content: unknown[], stop_reason: string) =>
    push({
      type: 'assistant',
      message: { id: `msg-${records.length}`, role: 'assistant', type: 'message', model: 'claude-sonnet-4-5', content, stop_reason },
    });
  return {
    prompt: (text) => void push({ type: 'user', message: { role: 'user', content: text } }),
    text: (text) => void assistant([{ type: 'text', text }], 'end_turn'),
    call: (id, call, context) => {
      const line = assistant([{ type: 'tool_use', id, name: call.tool, input: call.input }], 'tool_use');
      if (context)
        push({
          type: 'attachment',
          attachment: {
            type: 'hook_additional_context',
            content: [context],
            hookName: `PreToolUse:${call.tool}`,
            toolUseID: id,
            hookEvent: 'PreToolUse',
          },
        });
      push({
        type: 'user',
        message: { role: 'user', content: [{ tool_use_id: id, type: 'tool_result', content: RESULT, is_error: false }] },
        toolUseResult: { stdout: RESULT, stderr: '', interrupted: false },
      });
      return line;
    },
    end: () => undefined,
  };
}

/** Codex 0.171.0 rollout: session_meta, turn_context, response_items; hook context a developer message. */
function codexWriter(session: { id: string; cwd: string }, records: Json[]): Writer {
  const push = (type: string, payload: Json) => {
    records.push({ timestamp: TIME(records.length), type, payload });
    return records.length;
  };
  push('session_meta', {
    id: session.id,
    timestamp: TIME(0),
    cwd: session.cwd,
    originator: 'codex_exec',
    cli_version: '0.171.0',
    source: 'exec',
    model_provider: 'openai',
  });
  let turn = false;
  const endTurn = () => {
    if (turn) push('event_msg', { type: 'task_complete', last_agent_message: null });
    turn = false;
  };
  return {
    prompt: (text) => {
      endTurn();
      push('turn_context', {
        cwd: session.cwd,
        approval_policy: 'never',
        sandbox_policy: { type: 'workspace-write' },
        model: 'gpt-5-codex',
      });
      push('response_item', { type: 'message', role: 'user', content: [{ type: 'input_text', text }] });
      push('event_msg', { type: 'user_message', message: text, images: [] });
      turn = true;
    },
    text: (text) => {
      push('response_item', { type: 'message', role: 'assistant', content: [{ type: 'output_text', text }] });
      push('event_msg', { type: 'agent_message', message: text });
    },
    call: (id, call, context) => {
      const line =
        call.tool === 'apply_patch'
          ? push('response_item', {
              type: 'custom_tool_call',
              status: 'completed',
              call_id: id,
              name: 'apply_patch',
              input: call.input.patch,
            })
          : push('response_item', { type: 'function_call', name: call.tool, arguments: JSON.stringify(call.input), call_id: id });
      if (context) push('response_item', { type: 'message', role: 'developer', content: [{ type: 'input_text', text: context }] });
      push(
        'response_item',
        call.tool === 'apply_patch'
          ? { type: 'custom_tool_call_output', call_id: id, output: RESULT }
          : { type: 'function_call_output', call_id: id, output: RESULT },
      );
      return line;
    },
    end: endTurn,
  };
}

/** Gemini CLI 0.61.0 session: metadata line, messages (a model message written again with its tool calls). */
function geminiWriter(session: { id: string; cwd: string }, records: Json[]): Writer {
  records.push({ sessionId: session.id, projectHash: 'f'.repeat(64), startTime: TIME(0), lastUpdated: TIME(0), kind: 'main' });
  let id = 0;
  const escapeXml = (text: string) => text.replace(/</g, '&lt;').replace(/>/g, '&gt;');
  return {
    prompt: (text) => void records.push({ id: `m${++id}`, timestamp: TIME(records.length), type: 'user', content: [{ text }] }),
    text: (text) =>
      void records.push({
        id: `m${++id}`,
        timestamp: TIME(records.length),
        type: 'gemini',
        content: text,
        thoughts: [],
        model: 'gemini-2.5-pro',
      }),
    call: (callId, call, context) => {
      const messageId = `m${++id}`;
      const output = context ? `${RESULT}\n\n<hook_context>${escapeXml(context)}</hook_context>` : RESULT;
      const result = [{ functionResponse: { id: callId, name: call.tool, response: { output } } }];
      const base = { id: messageId, timestamp: TIME(records.length), type: 'gemini', content: '', thoughts: [], model: 'gemini-2.5-pro' };
      const toolCall = {
        id: callId,
        name: call.tool,
        args: call.input,
        result,
        status: 'success',
        timestamp: TIME(records.length),
        resultDisplay: RESULT,
        displayName: call.tool,
        description: '',
        renderOutputAsMarkdown: false,
      };
      records.push({ ...base, toolCalls: [{ ...toolCall, result: null, status: 'executing' }] });
      const line = records.length;
      records.push({ ...base, toolCalls: [toolCall] });
      records.push({ id: `m${++id}`, timestamp: TIME(records.length), type: 'user', content: result });
      records.push({ $set: { lastUpdated: TIME(records.length) } });
      return line;
    },
    end: () => undefined,
  };
}

/** A scratch home with the scenario project (/home/dev/proj, a git repository) inside it. */
export function scenarioHome(root: string): string {
  const home = join(root, 'home', 'dev');
  mkdirSync(join(home, 'proj', '.git'), { recursive: true });
  return home;
}
