// Gemini CLI session files (`~/.gemini/tmp/<project hash>/chats/session-<time>-<id>.jsonl`), as
// @google/gemini-cli@0.61.0 writes them (bundle/chunk-JDPZ4CE3.js, ChatRecordingService): a first
// line of metadata (`sessionId`, `projectHash`, `startTime`, …), then one line per message
// (`id`, `timestamp`, `type`: user | gemini | info | error | warning, `content`), a message
// written again whole each time it changes (its tool calls, their results, its tokens), and
// `{"$set": {…}}` lines updating the metadata. docs/heeded.md#gemini-cli has the details.

type Json = Record<string, unknown>;
const isObject = (value: unknown): value is Json => value !== null && typeof value === 'object' && !Array.isArray(value);

const MESSAGE_TYPES = new Set(['user', 'gemini', 'info', 'error', 'warning']);

/** What a line of a Gemini CLI session file is, if it is one. */
export type GeminiLine =
  | { kind: 'meta'; sessionId?: string; directories?: string[] }
  | { kind: 'set'; messages: GeminiMessage[] }
  | { kind: 'message'; message: GeminiMessage };

export interface GeminiToolCall {
  id: string;
  name: string;
  args: Json;
  /** The text the model read as the call's result (its function responses' `output`). */
  result: string;
}

export interface GeminiMessage {
  id: string;
  type: string;
  /** Text parts, joined (the user's prompt, or the model's reply). */
  text: string;
  /** A `user` message that only carries function responses: tool results sent back, not a prompt. */
  functionResponses: boolean;
  toolCalls: GeminiToolCall[];
}

function partsText(content: unknown): { text: string; functionResponses: boolean } {
  if (typeof content === 'string') return { text: content, functionResponses: false };
  if (!Array.isArray(content)) return { text: '', functionResponses: false };
  const texts: string[] = [];
  let functionResponses = false;
  for (const part of content) {
    if (typeof part === 'string') texts.push(part);
    else if (isObject(part) && typeof part.text === 'string' && part.thought !== true) texts.push(part.text);
    else if (isObject(part) && isObject(part.functionResponse)) functionResponses = true;
  }
  return { text: texts.join('\n'), functionResponses };
}

/** The `output` of a tool call's function responses (`[{functionResponse: {response: {output}}}]`). */
export function responseText(result: unknown): string {
  if (!Array.isArray(result)) return typeof result === 'string' ? result : '';
  const texts: string[] = [];
  for (const part of result) {
    if (!isObject(part)) continue;
    if (typeof part.text === 'string') texts.push(part.text);
    const response = isObject(part.functionResponse) ? part.functionResponse.response : undefined;
    if (isObject(response)) for (const value of [response.output, response.error]) if (typeof value === 'string') texts.push(value);
  }
  return texts.join('\n');
}

/** Reads one parsed line; undefined when it is not a Gemini CLI session record. */
export function geminiLine(record: Json): GeminiLine | undefined {
  // `$set` updates the metadata; when the whole history is set at once (the session's opening
  // context, a rewrite) it carries the messages too.
  if (isObject(record.$set)) {
    const messages = Array.isArray(record.$set.messages)
      ? record.$set.messages
          .filter(isObject)
          .map(geminiMessage)
          .filter((message) => message !== undefined)
      : [];
    return { kind: 'set', messages };
  }
  if (typeof record.sessionId === 'string' && typeof record.projectHash === 'string' && !('type' in record)) {
    const directories = Array.isArray(record.directories)
      ? record.directories.filter((entry): entry is string => typeof entry === 'string')
      : undefined;
    return { kind: 'meta', sessionId: record.sessionId, directories };
  }
  if ('uuid' in record || 'payload' in record) return undefined;
  const message = geminiMessage(record);
  return message ? { kind: 'message', message } : undefined;
}

function geminiMessage(record: Json): GeminiMessage | undefined {
  if (typeof record.id !== 'string' || typeof record.type !== 'string' || !MESSAGE_TYPES.has(record.type) || !('timestamp' in record))
    return undefined;
  const { text, functionResponses } = partsText(record.content);
  const toolCalls = (Array.isArray(record.toolCalls) ? record.toolCalls : [])
    .filter((call): call is Json => isObject(call) && typeof call.name === 'string')
    .map((call, index) => ({
      id: typeof call.id === 'string' ? call.id : `${record.id as string}#${index}`,
      name: call.name as string,
      args: isObject(call.args) ? call.args : {},
      result: responseText(call.result),
    }));
  return { id: record.id, type: record.type, text, functionResponses, toolCalls };
}

/**
 * Gemini CLI appends a hook's AfterTool `additionalContext` to the tool result as
 * `\n\n<hook_context>…</hook_context>`, its `<` and `>` escaped (@google/gemini-cli@0.61.0
 * bundle/chunk-JDPZ4CE3.js, coreToolHookTriggers and DefaultHookOutput.getAdditionalContext).
 */
export function hookContexts(text: string): string[] {
  const found: string[] = [];
  for (const match of text.matchAll(/<hook_context>([\s\S]*?)<\/hook_context>/g))
    found.push(match[1]!.replace(/&lt;/g, '<').replace(/&gt;/g, '>'));
  return found;
}
