import { createReadStream, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { inspectDispatch } from '../dispatch/inspect.js';
import { redactSecrets } from '../guards/secrets.js';
import type { Env } from '../state/state.js';
import type { Style } from './style.js';
import { text } from '../text.js';

/** One tool call recorded in a Claude Code transcript. */
export interface RecordedCall {
  line: number;
  sessionId: string;
  cwd: string | undefined;
  tool: string;
  input: Record<string, unknown>;
}

/** The tool calls in one transcript line (`type: "assistant"`, `message.content[].type: "tool_use"`). */
export function callsInLine(line: string, number: number): RecordedCall[] {
  let record: { type?: unknown; sessionId?: unknown; cwd?: unknown; message?: { content?: unknown } };
  try {
    record = JSON.parse(line);
  } catch {
    return [];
  }
  if (record?.type !== 'assistant' || !Array.isArray(record.message?.content)) return [];
  return (record.message.content as Array<Record<string, unknown>>)
    .filter((block) => block?.type === 'tool_use' && typeof block.name === 'string')
    .map((block) => ({
      line: number,
      sessionId: typeof record.sessionId === 'string' ? record.sessionId : 'replay',
      cwd: typeof record.cwd === 'string' ? record.cwd : undefined,
      tool: block.name as string,
      input: block.input && typeof block.input === 'object' ? (block.input as Record<string, unknown>) : {},
    }));
}

export interface Firing {
  line: number;
  tool: string;
  about: string;
}

export interface ReplaySummary {
  calls: number;
  lines: number;
  /** Per message: how often it spoke (guards) or went out (base messages), and where first. */
  messages: Map<string, { count: number; guard?: string; byTool: Map<string, number>; examples: Firing[] }>;
  /** Tool calls that got any advice at all. */
  advised: number;
}

const EXAMPLES = 3;

function about(call: RecordedCall): string {
  const subject = call.input.command ?? call.input.file_path ?? call.input.notebook_path ?? '';
  // A transcript's commands may hold credentials: the summary shows them redacted (issue 11 §4).
  const line = redactSecrets(String(subject)).replace(/\s+/g, ' ');
  return line.length > 80 ? `${line.slice(0, 79)}…` : line;
}

/**
 * Runs every tool call of a transcript through the real dispatch path, as PreToolUse under the
 * Claude contract, with once-per-session state shared across the replay as in the live session.
 */
export async function replay(path: string, io: { env: Env; cwd: string; progress?: (calls: number) => void }): Promise<ReplaySummary> {
  const summary: ReplaySummary = { calls: 0, lines: 0, messages: new Map(), advised: 0 };
  const stateDir = mkdtempSync(join(tmpdir(), 'waymark-replay-'));
  try {
    const lines = createInterface({ input: createReadStream(path), crlfDelay: Infinity });
    for await (const line of lines) {
      summary.lines++;
      for (const call of callsInLine(line, summary.lines)) {
        summary.calls++;
        io.progress?.(summary.calls);
        const payload = { session_id: call.sessionId, cwd: call.cwd ?? io.cwd, hook_event_name: 'PreToolUse', tool_name: call.tool, tool_input: call.input };
        const { inspection } = await inspectDispatch({ event: 'PreToolUse', contract: 'claude' }, payload, { env: io.env, cwd: io.cwd, stateDir });
        if (!inspection || inspection.text === '') continue;
        summary.advised++;
        for (const message of inspection.evaluated) {
          if (!inspection.advisories.has(message.name) && !inspection.delivered.has(message.name)) continue;
          const entry = summary.messages.get(message.name) ?? { count: 0, guard: message.bindings.guard, byTool: new Map<string, number>(), examples: [] as Firing[] };
          entry.count++;
          entry.byTool.set(call.tool, (entry.byTool.get(call.tool) ?? 0) + 1);
          if (entry.examples.length < EXAMPLES) entry.examples.push({ line: call.line, tool: call.tool, about: about(call) });
          summary.messages.set(message.name, entry);
        }
      }
    }
  } finally {
    rmSync(stateDir, { recursive: true, force: true });
  }
  return summary;
}

export function replayJson(summary: ReplaySummary): string {
  return JSON.stringify(
    {
      lines: summary.lines,
      calls: summary.calls,
      advised: summary.advised,
      messages: Object.fromEntries(
        [...summary.messages].map(([name, entry]) => [name, { guard: entry.guard ?? null, count: entry.count, byTool: Object.fromEntries(entry.byTool), examples: entry.examples }]),
      ),
    },
    null,
    2,
  );
}

export function renderReplay(summary: ReplaySummary, style: Style): string {
  const lines = [style.bold(text.replay.heading(summary.calls, summary.lines, summary.advised)), ''];
  if (summary.messages.size === 0) lines.push(text.replay.nothing);
  const sorted = [...summary.messages].sort((a, b) => b[1].count - a[1].count || a[0].localeCompare(b[0]));
  for (const [name, entry] of sorted) {
    const tools = [...entry.byTool].map(([tool, count]) => `${tool} ${count}`).join(', ');
    const rate = summary.calls ? ` (${((100 * entry.count) / summary.calls).toFixed(1)}% of calls)` : '';
    lines.push(`${style.green(String(entry.count).padStart(5))}  ${style.bold(name)}  ${style.dim(entry.guard ? text.explain.guard(entry.guard) : text.explain.base)}${rate}  ${style.dim(tools)}`);
    for (const example of entry.examples) lines.push(`         ${style.dim(text.replay.example(example.line, example.tool))} ${example.about}`);
  }
  return `${lines.join('\n')}\n`;
}
