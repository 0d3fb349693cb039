import { createReadStream } from 'node:fs';
import { createInterface } from 'node:readline';
import { geminiLine, hookContexts, type GeminiMessage } from '../cli/geminiSession.js';
import { readLine, type RecordedCall } from '../cli/replay.js';

/** The harness that recorded a session file. */
export type Harness = 'claude-code' | 'codex' | 'gemini';

/**
 * A session as the classifier reads it: the model's calls and words, the user's prompts, and the
 * text hooks put in front of the model, in the order the model saw them.
 */
export type Step =
  | { kind: 'call'; call: RecordedCall }
  /** Model-visible text a hook added, and the call it was about when the format says. */
  | { kind: 'hook'; text: string; callId?: string; line: number }
  | { kind: 'assistant'; text: string; line: number }
  /** A prompt the user typed: it ends the model's turn. */
  | { kind: 'prompt'; text: string; line: number };

export interface SessionSteps {
  file: string;
  harness?: Harness;
  steps: Step[];
  /** Lines that were a record of a known format. */
  records: number;
  lines: number;
}

type Json = Record<string, unknown>;
const isObject = (value: unknown): value is Json => value !== null && typeof value === 'object' && !Array.isArray(value);

const FORMATS = { claude: 'claude-code', codex: 'codex', gemini: 'gemini' } as const;

function blocksText(content: unknown, type: string): string {
  if (typeof content === 'string') return content;
  if (!Array.isArray(content)) return '';
  return content
    .filter((block): block is Json => isObject(block) && block.type === type && typeof block.text === 'string')
    .map((block) => block.text as string)
    .join('\n');
}

/** A user record's text that no person typed: command echoes, caveats, reminders, environment blocks. */
const SYNTHETIC =
  /^\s*(?:<(?:command-|local-command|system-reminder|environment_context|user_instructions|user-prompt-submit-hook|hook_context|session_context|turn_aborted)|# AGENTS\.md instructions|Caveat: The messages below)/;

/**
 * Claude Code (`~/.claude/projects/<project>/<session>.jsonl`, @anthropic-ai/claude-code@2.1.197):
 * a hook's `additionalContext` is an `attachment` record, `attachment.type` =
 * `hook_additional_context`, `content` the contexts (strings), `toolUseID` the call it was about.
 */
function claudeSteps(record: Json, calls: RecordedCall[], line: number): Step[] {
  if (record.type === 'attachment' && isObject(record.attachment)) {
    const { attachment } = record;
    if (attachment.type !== 'hook_additional_context' || !Array.isArray(attachment.content)) return [];
    const callId = typeof attachment.toolUseID === 'string' ? attachment.toolUseID : undefined;
    return attachment.content
      .filter((text): text is string => typeof text === 'string')
      .map((text) => ({ kind: 'hook', text, callId, line }));
  }
  const message = isObject(record.message) ? record.message : undefined;
  if (record.type === 'assistant') {
    const text = blocksText(message?.content, 'text').trim();
    return [...(text ? [{ kind: 'assistant' as const, text, line }] : []), ...calls.map((call) => ({ kind: 'call' as const, call }))];
  }
  if (record.type !== 'user' || !message) return [];
  const content = message.content;
  if (Array.isArray(content) && content.some((block) => isObject(block) && block.type === 'tool_result')) return [];
  const text = blocksText(content, 'text').trim();
  // Older versions put hook context in a meta user record; it still ends with the procedure line.
  if (record.isMeta === true) return /^Full procedure: /m.test(text) ? [{ kind: 'hook', text, line }] : [];
  return text && !SYNTHETIC.test(text) ? [{ kind: 'prompt', text, line }] : [];
}

/**
 * Codex (`~/.codex/sessions/YYYY/MM/DD/rollout-*.jsonl`, @openai/codex@0.171.0): a PreToolUse or
 * PostToolUse hook's `additionalContext` is its own `developer` message (a `response_item`) between
 * the call and its output (docs/vendors/codex.md#reply-shape).
 */
function codexSteps(record: Json, calls: RecordedCall[], line: number): Step[] {
  if (record.type !== 'response_item' || !isObject(record.payload)) return [];
  const { payload } = record;
  if (payload.type !== 'message') return calls.map((call) => ({ kind: 'call', call }));
  if (payload.role === 'assistant') {
    const text = blocksText(payload.content, 'output_text').trim();
    return text ? [{ kind: 'assistant', text, line }] : [];
  }
  const text = blocksText(payload.content, 'input_text').trim();
  if (payload.role === 'developer') return /^Full procedure: /m.test(text) ? [{ kind: 'hook', text, line }] : [];
  if (payload.role === 'user') return text && !SYNTHETIC.test(text) ? [{ kind: 'prompt', text, line }] : [];
  return [];
}

/** Gemini CLI: each message's last version, in the order messages first appeared. */
function geminiSteps(
  messages: Map<string, { message: GeminiMessage; line: number }>,
  sessionId: string | undefined,
  cwd: string | undefined,
  file: string,
): Step[] {
  const steps: Step[] = [];
  for (const { message, line } of messages.values()) {
    if (message.type === 'user') {
      if (!message.functionResponses && message.text.trim() && !SYNTHETIC.test(message.text))
        steps.push({ kind: 'prompt', text: message.text.trim(), line });
      continue;
    }
    if (message.type !== 'gemini') continue;
    if (message.text.trim()) steps.push({ kind: 'assistant', text: message.text.trim(), line });
    for (const call of message.toolCalls) {
      steps.push({
        kind: 'call',
        call: {
          file,
          line,
          sessionId: sessionId ?? 'replay',
          cwd,
          contract: 'gemini',
          event: 'AfterTool',
          callId: call.id,
          tool: call.name,
          input: call.args,
        },
      });
      for (const text of hookContexts(call.result)) steps.push({ kind: 'hook', text, callId: call.id, line });
    }
  }
  return steps;
}

/** Reads one session file of any format replay reads. */
export async function readSteps(file: string): Promise<SessionSteps> {
  const state: { file: string; sessionId?: string; cwd?: string } = { file };
  const steps: Step[] = [];
  const gemini = new Map<string, { message: GeminiMessage; line: number }>();
  let harness: Harness | undefined;
  let records = 0;
  let lines = 0;
  const input = createInterface({ input: createReadStream(file), crlfDelay: Infinity });
  for await (const text of input) {
    lines++;
    if (text.trim() === '') continue;
    const read = readLine(text, lines, state);
    if (read.format === undefined) continue;
    records++;
    harness ??= FORMATS[read.format];
    const record = JSON.parse(text) as Json;
    if (read.format === 'claude') steps.push(...claudeSteps(record, read.calls, lines));
    else if (read.format === 'codex') steps.push(...codexSteps(record, read.calls, lines));
    else {
      const parsed = geminiLine(record);
      const messages = parsed?.kind === 'message' ? [parsed.message] : parsed?.kind === 'set' ? parsed.messages : [];
      for (const message of messages) gemini.set(message.id, { message, line: gemini.get(message.id)?.line ?? lines });
    }
  }
  if (harness === 'gemini') steps.push(...geminiSteps(gemini, state.sessionId, state.cwd, file));
  return { file, harness, steps, records, lines };
}
