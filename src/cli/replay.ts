import { createReadStream, mkdtempSync, readdirSync, rmSync, statSync, type Stats } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { inspectDispatch } from './inspect.js';
import { redactSecrets } from '../guards/secrets.js';
import type { Env } from '../edge/env.js';
import { geminiLine, type GeminiLine } from './geminiSession.js';
import type { Style } from './style.js';
import { cliText } from '../text.js';

/** One tool call recorded in a Claude Code transcript or a Codex rollout file. */
export interface RecordedCall {
  file: string;
  line: number;
  sessionId: string;
  cwd: string | undefined;
  /** The contract whose hook would have seen it: `claude`, `codex` or `gemini`. */
  contract: string;
  /** The event as that contract spells it: PreToolUse, or Gemini CLI's AfterTool (its BeforeTool context is dropped). */
  event?: string;
  /** The harness's id for the call, where it has one (heeded pairs advice with the call it followed). */
  callId?: string;
  tool: string;
  input: Record<string, unknown>;
}

/** What a transcript line is: a record of one of the two formats (maybe with tool calls), or neither. */
type Line = { format: 'claude' | 'codex' | 'gemini'; calls: RecordedCall[] } | { format: undefined };

export type Json = Record<string, unknown>;
const isObject = (value: unknown): value is Json => value !== null && typeof value === 'object' && !Array.isArray(value);

/** What one file's lines carry between them: a Codex rollout names its session and cwd once, up front. */
interface FileState {
  file: string;
  sessionId?: string;
  cwd?: string;
  /** Gemini CLI writes a message again each time it changes: its tool calls are counted once. */
  seen?: Set<string>;
}

function parseArguments(raw: unknown): Json {
  if (isObject(raw)) return raw;
  if (typeof raw !== 'string') return {};
  try {
    const parsed: unknown = JSON.parse(raw);
    return isObject(parsed) ? parsed : {};
  } catch {
    return {};
  }
}

/** A Codex shell call's command line: `["bash", "-lc", "ls"]` runs `ls`; a string is the line itself. */
function shellLine(command: unknown): string | undefined {
  if (typeof command === 'string') return command;
  if (!Array.isArray(command) || !command.every((word) => typeof word === 'string')) return undefined;
  const words = command as string[];
  return /^(?:ba|z|da)?sh$/.test(words[0]?.split('/').pop() ?? '') && /^-\w*c$/.test(words[1] ?? '') && words.length === 3
    ? words[2]
    : words.join(' ');
}

/** The tool call in one Codex `response_item`, as Codex's own hooks name it (contracts/codex.json). */
export function codexCall(payload: Json): { tool: string; input: Json } | undefined {
  const type = payload.type;
  if (type === 'local_shell_call' && isObject(payload.action)) {
    const command = shellLine(payload.action.command);
    return command === undefined ? undefined : { tool: 'Bash', input: { command } };
  }
  if (type !== 'function_call' && type !== 'custom_tool_call') return undefined;
  const name = typeof payload.name === 'string' ? payload.name : '';
  const args = type === 'function_call' ? parseArguments(payload.arguments) : {};
  if (name === 'apply_patch') {
    const patch = type === 'custom_tool_call' ? payload.input : (args.input ?? args.patch);
    return typeof patch === 'string' ? { tool: 'apply_patch', input: { command: patch } } : undefined;
  }
  if (/^(?:shell|shell_command|exec_command|container\.exec|local_shell)$/.test(name)) {
    const command = shellLine(args.command ?? args.cmd);
    return command === undefined ? undefined : { tool: 'Bash', input: { command } };
  }
  return name ? { tool: name, input: args } : undefined;
}

/** Reads one transcript line: a Claude Code record (`type` + `message`/`uuid`/`sessionId`), a Codex rollout record (`type` + `payload`), or neither. */
export function readLine(line: string, number: number, state: FileState): Line {
  let record: unknown;
  try {
    record = JSON.parse(line);
  } catch {
    return { format: undefined };
  }
  if (!isObject(record)) return { format: undefined };
  const gemini = geminiLine(record);
  if (gemini) return { format: 'gemini', calls: geminiCalls(gemini, number, state) };
  if (typeof record.type !== 'string') return { format: undefined };
  if (isObject(record.payload)) {
    const { payload } = record;
    if ((record.type === 'session_meta' || record.type === 'turn_context') && typeof payload.cwd === 'string') state.cwd = payload.cwd;
    if (record.type === 'session_meta' && typeof payload.id === 'string') state.sessionId = payload.id;
    const call = record.type === 'response_item' ? codexCall(payload) : undefined;
    const callId = typeof payload.call_id === 'string' ? { callId: payload.call_id } : {};
    const calls = call
      ? [{ file: state.file, line: number, sessionId: state.sessionId ?? 'replay', cwd: state.cwd, contract: 'codex', ...callId, ...call }]
      : [];
    return { format: 'codex', calls };
  }
  if (!('message' in record) && !('uuid' in record) && !('sessionId' in record) && !('leafUuid' in record)) return { format: undefined };
  const content = isObject(record.message) ? record.message.content : undefined;
  if (record.type !== 'assistant' || !Array.isArray(content)) return { format: 'claude', calls: [] };
  const calls = content
    .filter((block): block is Json => isObject(block) && block.type === 'tool_use' && typeof block.name === 'string')
    .map((block) => ({
      file: state.file,
      line: number,
      sessionId: typeof record.sessionId === 'string' ? record.sessionId : 'replay',
      cwd: typeof record.cwd === 'string' ? record.cwd : undefined,
      contract: 'claude',
      tool: block.name as string,
      input: isObject(block.input) ? block.input : {},
      ...(typeof block.id === 'string' ? { callId: block.id } : {}),
    }));
  return { format: 'claude', calls };
}

function geminiCalls(line: GeminiLine, number: number, state: FileState): RecordedCall[] {
  if (line.kind === 'meta') {
    state.sessionId = line.sessionId;
    if (line.directories?.[0]) state.cwd = line.directories[0];
  }
  if (line.kind === 'meta') return [];
  const seen = (state.seen ??= new Set());
  const calls: RecordedCall[] = [];
  for (const call of (line.kind === 'set' ? line.messages : [line.message]).flatMap((message) => message.toolCalls)) {
    if (seen.has(call.id)) continue;
    seen.add(call.id);
    calls.push({
      file: state.file,
      line: number,
      sessionId: state.sessionId ?? 'replay',
      cwd: state.cwd,
      contract: 'gemini',
      event: 'AfterTool',
      callId: call.id,
      tool: call.name,
      input: call.args,
    });
  }
  return calls;
}

export interface Firing {
  file: string;
  line: number;
  tool: string;
  about: string;
}

/** A tool call that would have carried advice: where, which messages, how many characters. */
export interface Hit extends Firing {
  messages: string[];
  characters: number;
}

export interface ReplaySummary {
  files: string[];
  /** Files found in a directory that held no transcript record, left out. */
  skippedFiles: string[];
  calls: number;
  lines: number;
  /** Lines that are neither a Claude Code nor a Codex record (torn writes, other JSON). */
  skippedLines: number;
  /** Per message: how often it spoke (guards) or went out (base messages), and where first. */
  messages: Map<string, { count: number; guard?: string; byTool: Map<string, number>; examples: Firing[] }>;
  /** Tool calls that got any advice at all. */
  advised: number;
  /** Every tool call that got advice. */
  hits: Hit[];
  /** All the text that would have been injected, in characters. */
  injected: number;
}

/** A usage error: the CLI prints it and exits non-zero. */
export class ReplayError extends Error {}

const EXAMPLES = 3;
const MAX_FILES = 10_000;

function about(call: RecordedCall): string {
  const subject = call.input.command ?? call.input.file_path ?? call.input.notebook_path ?? '';
  // A transcript's commands may hold credentials: the summary shows them redacted.
  const line = redactSecrets(String(subject)).replace(/\s+/g, ' ');
  return line.length > 80 ? `${line.slice(0, 79)}…` : line;
}

/** The files to replay: each named file, and every `.jsonl` under each named directory. */
export function transcriptFiles(paths: readonly string[]): { files: string[]; fromDirectory: Set<string> } {
  const files: string[] = [];
  const fromDirectory = new Set<string>();
  for (const path of paths) {
    let stat: Stats;
    try {
      stat = statSync(path);
    } catch (error) {
      throw new ReplayError(cliText.explain.cannotRead(path, (error as Error).message));
    }
    if (stat.isDirectory()) {
      const found = (readdirSync(path, { recursive: true, withFileTypes: true }) as import('node:fs').Dirent[])
        .filter((entry) => entry.isFile() && entry.name.endsWith('.jsonl'))
        .map((entry) => join(entry.parentPath ?? (entry as unknown as { path: string }).path, entry.name))
        .sort()
        .slice(0, MAX_FILES);
      if (found.length === 0) throw new ReplayError(cliText.replay.emptyDirectory(path));
      for (const file of found) fromDirectory.add(file);
      files.push(...found);
    } else if (stat.isFile()) files.push(path);
    else throw new ReplayError(cliText.explain.cannotRead(path, cliText.replay.notAFile));
  }
  return { files: [...new Set(files)], fromDirectory };
}

/**
 * Runs every tool call of the transcripts through the real dispatch path, as PreToolUse under the
 * contract of the harness that recorded it, with once-per-session state shared across the replay as
 * in the live sessions.
 */
export async function replay(
  paths: readonly string[],
  io: { env: Env; cwd: string; progress?: (calls: number) => void },
): Promise<ReplaySummary> {
  const { files, fromDirectory } = transcriptFiles(paths);
  const summary: ReplaySummary = {
    files: [],
    skippedFiles: [],
    calls: 0,
    lines: 0,
    skippedLines: 0,
    messages: new Map(),
    advised: 0,
    hits: [],
    injected: 0,
  };
  const stateDir = mkdtempSync(join(tmpdir(), 'waymark-replay-'));
  try {
    for (const file of files) {
      const state: FileState = { file };
      let lines = 0;
      let records = 0;
      let skipped = 0;
      const calls: RecordedCall[] = [];
      const input = createInterface({ input: createReadStream(file), crlfDelay: Infinity });
      for await (const line of input) {
        lines++;
        if (line.trim() === '') continue;
        const read = readLine(line, lines, state);
        if (read.format === undefined) skipped++;
        else {
          records++;
          calls.push(...read.calls);
        }
      }
      if (records === 0) {
        if (!fromDirectory.has(file)) throw new ReplayError(cliText.replay.notATranscript(file, lines));
        summary.skippedFiles.push(file);
        continue;
      }
      summary.files.push(file);
      summary.lines += lines;
      summary.skippedLines += skipped;
      for (const call of calls) await replayCall(call, summary, stateDir, io);
    }
  } finally {
    rmSync(stateDir, { recursive: true, force: true });
  }
  return summary;
}

async function replayCall(
  call: RecordedCall,
  summary: ReplaySummary,
  stateDir: string,
  io: { env: Env; cwd: string; progress?: (calls: number) => void },
): Promise<void> {
  summary.calls++;
  io.progress?.(summary.calls);
  const event = call.event ?? 'PreToolUse';
  const payload = {
    session_id: call.sessionId,
    cwd: call.cwd ?? io.cwd,
    hook_event_name: event,
    tool_name: call.tool,
    tool_input: call.input,
  };
  const { inspection } = await inspectDispatch({ event, contract: call.contract }, payload, { env: io.env, cwd: io.cwd, stateDir });
  if (!inspection || inspection.text === '') return;
  summary.advised++;
  summary.injected += inspection.text.length;
  const spoke: string[] = [];
  for (const message of inspection.evaluated) {
    if (!inspection.advisories.has(message.name) && !inspection.delivered.has(message.name)) continue;
    spoke.push(message.name);
    const entry = summary.messages.get(message.name) ?? {
      count: 0,
      guard: message.bindings.guard,
      byTool: new Map<string, number>(),
      examples: [] as Firing[],
    };
    entry.count++;
    entry.byTool.set(call.tool, (entry.byTool.get(call.tool) ?? 0) + 1);
    if (entry.examples.length < EXAMPLES) entry.examples.push({ file: call.file, line: call.line, tool: call.tool, about: about(call) });
    summary.messages.set(message.name, entry);
  }
  summary.hits.push({
    file: call.file,
    line: call.line,
    tool: call.tool,
    about: about(call),
    messages: spoke,
    characters: inspection.text.length,
  });
}

const share = (part: number, whole: number) => (whole === 0 ? 0 : Math.round((1000 * part) / whole) / 10);

export function replayJson(summary: ReplaySummary): string {
  return JSON.stringify(
    {
      files: summary.files,
      skippedFiles: summary.skippedFiles,
      lines: summary.lines,
      skippedLines: summary.skippedLines,
      calls: summary.calls,
      advised: summary.advised,
      advisedPercent: share(summary.advised, summary.calls),
      injectedCharacters: summary.injected,
      messages: Object.fromEntries(
        [...summary.messages].map(([name, entry]) => [
          name,
          { guard: entry.guard ?? null, count: entry.count, byTool: Object.fromEntries(entry.byTool), examples: entry.examples },
        ]),
      ),
      hits: summary.hits,
    },
    null,
    2,
  );
}

export function renderReplay(summary: ReplaySummary, style: Style): string {
  const r = cliText.replay;
  const lines = [
    style.bold(r.heading(summary.calls, summary.lines, summary.advised, summary.files.length)),
    r.totals(share(summary.advised, summary.calls), summary.injected),
  ];
  if (summary.skippedLines > 0) lines.push(style.dim(r.skippedLines(summary.skippedLines)));
  if (summary.skippedFiles.length > 0) lines.push(style.dim(r.skippedFiles(summary.skippedFiles.length)));
  lines.push('');
  if (summary.messages.size === 0) lines.push(r.nothing);
  const sorted = [...summary.messages].sort((a, b) => b[1].count - a[1].count || a[0].localeCompare(b[0]));
  const several = summary.files.length > 1;
  for (const [name, entry] of sorted) {
    const tools = [...entry.byTool].map(([tool, count]) => `${tool} ${count}`).join(', ');
    const rate = summary.calls ? ` (${((100 * entry.count) / summary.calls).toFixed(1)}% of calls)` : '';
    lines.push(
      `${style.green(String(entry.count).padStart(5))}  ${style.bold(name)}  ` +
        `${style.dim(entry.guard ? cliText.explain.guard(entry.guard) : cliText.explain.base)}${rate}  ${style.dim(tools)}`,
    );
    for (const example of entry.examples)
      lines.push(
        `         ${style.dim(r.example(several ? `${example.file}:${example.line}` : `line ${example.line}`, example.tool))} ${example.about}`,
      );
  }
  return `${lines.join('\n')}\n`;
}
