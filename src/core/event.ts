// The canonical event is Claude Code's payload shape (DESIGN §1). Reading is lenient on purpose:
// unknown keys pass through, and a field of the wrong type reads as absent instead of failing the
// whole event, because a hook must never break on a host that adds or retypes a field.
//
// Hand-written rather than a zod schema: this runs on every tool call, and loading zod costs more
// start-up than the whole read. test/unit/event.spec.ts holds it to the zod schema it replaced
// (same output, key for key and in the same order, on generated inputs).

export interface Edit {
  old_string?: string;
  new_string?: string;
  [key: string]: unknown;
}

export interface ToolInput {
  command?: string;
  file_path?: string;
  content?: string;
  old_string?: string;
  new_string?: string;
  edits?: Edit[];
  notebook_path?: string;
  new_source?: string;
  [key: string]: unknown;
}

export interface CanonicalEvent {
  hook_event_name?: string;
  session_id?: string;
  transcript_path?: string;
  cwd?: string;
  source?: string;
  trigger?: string;
  prompt?: string;
  tool_name?: string;
  tool_use_id?: string;
  tool_input?: ToolInput;
  tool_response?: unknown;
  stop_hook_active?: boolean;
  /**
   * Canonical events whose messages this one also evaluates, because the vendor passes nothing of
   * theirs to the model (a PreToolUse judged on the PostToolUse that follows it): set by translation
   * from the contract, never read from a payload.
   */
  carries?: readonly string[];
  /**
   * The directory the harness says it was opened in (an absolute path, from the contract's
   * `projectDir`): the project is the git root above it rather than above `cwd`. Set by
   * translation, never read from a payload.
   */
  project_dir?: string;
  [key: string]: unknown;
}

type Field = (value: unknown) => unknown;
type Fields = Readonly<Record<string, Field>>;

const text: Field = (value) => (typeof value === 'string' ? value : undefined);

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * Known keys first, in `fields` order, each read by its field (a key that is present stays present,
 * as undefined when its value is of the wrong type); then every other key as it is. `__proto__` is
 * never copied: assigning it would replace the result's prototype.
 */
function looseObject(input: Record<string, unknown>, fields: Fields): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [key, read] of Object.entries(fields)) if (key in input) out[key] = read(input[key]);
  for (const key in input) if (!Object.hasOwn(fields, key) && key !== '__proto__') out[key] = input[key];
  return out;
}

const EDIT: Fields = { old_string: text, new_string: text };

const TOOL_INPUT: Fields = {
  command: text,
  file_path: text,
  content: text,
  old_string: text,
  new_string: text,
  edits: (value) => (Array.isArray(value) ? Array.from(value, (edit) => (isObject(edit) ? looseObject(edit, EDIT) : {})) : undefined),
  notebook_path: text,
  new_source: text,
};

const EVENT: Fields = {
  hook_event_name: text,
  session_id: text,
  transcript_path: text,
  cwd: text,
  source: text,
  trigger: text,
  prompt: text,
  tool_name: text,
  tool_use_id: text,
  tool_input: (value) => (isObject(value) ? looseObject(value, TOOL_INPUT) : undefined),
  tool_response: (value) => value,
  stop_hook_active: (value) => (typeof value === 'boolean' ? value : undefined),
};

/** The canonical event, or undefined when the payload is not an object at all. */
export function parseEvent(value: unknown): CanonicalEvent | undefined {
  return isObject(value) ? (looseObject(value, EVENT) as CanonicalEvent) : undefined;
}

/** Events that carry a tool call; base messages bound to them are delivered once per session. */
export const TOOL_EVENTS: ReadonlySet<string> = new Set(['PreToolUse', 'PostToolUse', 'PostToolUseFailure']);
