import * as z from 'zod';
import type { Reply } from '../../../src/contracts/schema.js';

// What each vendor accepts as a reply, written from the vendor's own code (see each contract's
// sources), so a test can tell a reply the vendor reads from one it drops or, worse, denies on.

const text = z.string().min(1);

/** Claude Code, Codex, Devin, CodeBuddy, Qwen, Copilot PascalCase: nothing but the event and the context (Codex fails the whole reply on any other field). */
const hookSpecificOutput = (event: string) =>
  z.strictObject({ hookSpecificOutput: z.strictObject({ hookEventName: z.literal(event), additionalContext: text }) });

// @cursor/sdk@1.0.32, bundled ../hooks/dist/index.js: the response validators (table A). An invalid
// reply on a permission event (preToolUse, beforeShellExecution, …) denies the tool, so the
// mirror is exact for what we send, and rejects any permission decision (waymark only advises).
const cursorContext = z
  .string()
  .refine((value) => value.trim().length > 0 && value.trim().length <= 10_000, 'Cursor drops additional_context over 1e4 chars');
const cursorReply = z.strictObject({ additional_context: cursorContext });

/** Copilot camelCase registrations: top-level additionalContext (observed, copilot 1.0.102). */
const copilotReply = z.strictObject({ additionalContext: text });

/** Cline: JSON with contextModification; anything else is logged and ignored (@cline/core@0.0.86 dist/index.js). */
const clineReply = z.strictObject({ contextModification: text });

/** Antigravity: systemMessage (documented by a third party only). */
const systemMessageReply = z.strictObject({ systemMessage: text });

/** The reply schema for a vendor event, by how the contract says it is delivered. */
export function replySchema(kind: Reply, event: string): z.ZodType {
  switch (kind) {
    case 'hookSpecificOutput':
      return z
        .string()
        .transform((raw) => JSON.parse(raw) as unknown)
        .pipe(hookSpecificOutput(event));
    case 'additional_context':
      return z
        .string()
        .transform((raw) => JSON.parse(raw) as unknown)
        .pipe(cursorReply);
    case 'additionalContext':
      return z
        .string()
        .transform((raw) => JSON.parse(raw) as unknown)
        .pipe(copilotReply);
    case 'plain':
      // Kiro parses nothing: the text itself is the context.
      return text;
    case 'contextModification':
      return z
        .string()
        .transform((raw) => JSON.parse(raw) as unknown)
        .pipe(clineReply);
    case 'systemMessage':
      return z
        .string()
        .transform((raw) => JSON.parse(raw) as unknown)
        .pipe(systemMessageReply);
    case 'none':
      return z.literal('');
  }
}

/** The text the model sees in a reply of this kind. */
export function visibleText(kind: Reply, reply: string): string {
  if (kind === 'plain' || reply === '') return reply;
  const parsed = JSON.parse(reply) as Record<string, unknown> & { hookSpecificOutput?: { additionalContext?: string } };
  if (kind === 'hookSpecificOutput') return parsed.hookSpecificOutput?.additionalContext ?? '';
  return String(parsed[kind] ?? '');
}
