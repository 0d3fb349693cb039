import * as z from 'zod/mini';

// The canonical event is Claude Code's payload shape (DESIGN §1). Validation is lenient on purpose:
// unknown keys pass through, and a field of the wrong type reads as absent instead of failing the
// whole event, because a hook must never break on a host that adds or retypes a field.

function lenient<T extends z.ZodMiniType>(schema: T) {
  return z.catch(z.optional(schema), undefined);
}

const text = () => lenient(z.string());

const EditSchema = z.looseObject({ old_string: text(), new_string: text() });

const ToolInputSchema = z.looseObject({
  command: text(),
  file_path: text(),
  content: text(),
  old_string: text(),
  new_string: text(),
  edits: lenient(z.array(z.catch(EditSchema, {}))),
  notebook_path: text(),
  new_source: text(),
});

export const CanonicalEventSchema = z.looseObject({
  hook_event_name: text(),
  session_id: text(),
  transcript_path: text(),
  cwd: text(),
  source: text(),
  trigger: text(),
  prompt: text(),
  tool_name: text(),
  tool_use_id: text(),
  tool_input: lenient(ToolInputSchema),
  tool_response: z.optional(z.unknown()),
  stop_hook_active: lenient(z.boolean()),
});

export type CanonicalEvent = z.infer<typeof CanonicalEventSchema>;
export type ToolInput = z.infer<typeof ToolInputSchema>;

/** The canonical event, or undefined when the payload is not an object at all. */
export function parseEvent(value: unknown): CanonicalEvent | undefined {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return undefined;
  const result = CanonicalEventSchema.safeParse(value);
  return result.success ? result.data : undefined;
}

/** Events that carry a tool call; base messages bound to them are delivered once per session. */
export const TOOL_EVENTS: ReadonlySet<string> = new Set(['PreToolUse', 'PostToolUse', 'PostToolUseFailure']);
