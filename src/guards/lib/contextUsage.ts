import { readBounded } from '../../project/boundedRead.js';

// How full the model's context is, from the newest usage record at the end of the session's
// transcript (JSONL). Only the tail is read: a 1 GB transcript costs the same as a 1 KB one.

// The newest record is usually in the last few KB; a large tool result after it needs more.
const TAILS = [32 * 1024, 256 * 1024];

export interface ContextUsage {
  /** Input plus cached tokens of the newest model request. */
  tokens: number;
  model?: string;
  /** The window the record states (Codex does), if any. */
  window?: number;
}

type Json = Record<string, unknown>;
const num = (value: unknown): number => (typeof value === 'number' && Number.isFinite(value) ? value : 0);
const obj = (value: unknown): Json | undefined =>
  value && typeof value === 'object' && !Array.isArray(value) ? (value as Json) : undefined;

/** The usage one transcript line records, if any: Claude Code's `message.usage`, Codex's `token_count`. */
export function usageOf(line: string): ContextUsage | undefined {
  if (!line.includes('usage') && !line.includes('token_count')) return undefined;
  let record: Json | undefined;
  try {
    record = obj(JSON.parse(line));
  } catch {
    return undefined;
  }
  if (!record || record.isSidechain === true) return undefined;
  const message = obj(record.message);
  const usage = obj(message?.usage);
  if (usage) {
    const tokens = num(usage.input_tokens) + num(usage.cache_creation_input_tokens) + num(usage.cache_read_input_tokens);
    return tokens > 0 ? { tokens, model: typeof message?.model === 'string' ? message.model : undefined } : undefined;
  }
  const payload = obj(record.payload);
  const info = obj(payload?.info);
  if (payload?.type === 'token_count' && info) {
    // Codex: input_tokens already includes the cached part.
    const last = obj(info.last_token_usage);
    const tokens = num(last?.input_tokens);
    return tokens > 0 ? { tokens, window: num(info.model_context_window) || undefined } : undefined;
  }
  return undefined;
}

/** The newest usage record in the transcript's tail, or undefined when there is none to read. */
export function contextUsage(transcript: string): ContextUsage | undefined {
  for (const tail of TAILS) {
    const read = readBounded(transcript, tail, 'tail');
    if (!read) return undefined;
    const lines = read.text.split('\n');
    if (read.partial) lines.shift();
    for (let i = lines.length - 1; i >= 0; i--) {
      const usage = usageOf(lines[i]!);
      if (usage) return usage;
    }
    if (!read.partial) return undefined;
  }
  return undefined;
}

/** The context window of a model, by name; 200k unless the name says otherwise. */
export function modelWindow(model: string | undefined): number {
  const name = (model ?? '').toLowerCase();
  if (/\[1m\]|-1m\b|gemini/.test(name)) return 1_000_000;
  if (/gpt-5|codex/.test(name)) return 272_000;
  if (/gpt-4\.1/.test(name)) return 1_000_000;
  if (/qwen/.test(name)) return 256_000;
  return 200_000;
}
