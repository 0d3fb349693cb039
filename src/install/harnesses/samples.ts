import { join } from 'node:path';
import type { Sample } from './harness.js';

// Harmless payloads for `waymark verify`: a session start, a shell call that echoes a word, or a
// write of a scratch text file, for the tool a registration matches.

const SESSION = 'waymark-verify';
const COMMAND = 'echo waymark-verify';

/** Tool input in Claude Code's keys for a canonical tool: nothing a guard would flag. */
function toolInput(canonical: string | undefined, cwd: string): Record<string, unknown> {
  const file = join(cwd, 'waymark-verify.txt');
  switch (canonical) {
    case 'Write':
      return { file_path: file, content: 'waymark-verify\n' };
    case 'Edit':
    case 'MultiEdit':
      return { file_path: file, old_string: 'waymark', new_string: 'waymark-verify' };
    case 'NotebookEdit':
      return { notebook_path: join(cwd, 'waymark-verify.ipynb'), new_source: 'print(1)' };
    default:
      return { command: COMMAND };
  }
}

/** A payload in Claude Code's shape (also spoken by Codex, Qwen Code, CodeBuddy and Devin). */
export function claudeShaped(
  event: string,
  cwd: string,
  tool: string,
  tools: Readonly<Record<string, readonly string[]>>,
): Record<string, unknown> {
  const base = { session_id: SESSION, transcript_path: null, cwd, hook_event_name: event };
  if (event === 'SessionStart') return { ...base, source: 'startup' };
  return {
    ...base,
    tool_name: tool,
    // A tool that may become several canonical tools gets the input of its first (its name without a transform).
    tool_input: toolInput(tools[tool]?.[0], cwd),
    tool_use_id: SESSION,
    ...(event.startsWith('Post') ? { tool_response: 'waymark-verify\n' } : {}),
  };
}

/** Cursor's payload; tool events add the call, in Claude's keys (docs/vendors/cursor.md#payload-keys). */
export function cursorShaped(event: string, cwd: string, tool: string): Sample {
  const base = {
    conversation_id: SESSION,
    generation_id: SESSION,
    session_id: SESSION,
    hook_event_name: event,
    workspace_roots: [cwd],
    is_background_agent: false,
    transcript_path: null,
  };
  const call =
    event.endsWith('ToolUse') || event.endsWith('ToolUseFailure')
      ? {
          tool_name: tool,
          tool_input: toolInput(tool === 'Shell' ? 'Bash' : tool, cwd),
          tool_use_id: SESSION,
          cwd,
          ...(event.startsWith('post') ? { tool_output: 'waymark-verify\n' } : {}),
        }
      : {};
  return { payload: { ...base, ...call }, env: { CURSOR_PROJECT_DIR: cwd } };
}

/** Copilot's camelCase payload (test/fixtures/copilot/). */
export function copilotShaped(event: string, cwd: string, tool: string): Sample {
  const base = { sessionId: SESSION, timestamp: 0, cwd };
  if (event === 'sessionStart') return { payload: { ...base, source: 'new', initialPrompt: '' } };
  // File tools take `path`/`file_text` (docs/vendors/copilot.md#tool-names).
  const toolArgs =
    tool === 'bash' || tool === 'powershell'
      ? { command: COMMAND }
      : { path: join(cwd, 'waymark-verify.txt'), file_text: 'waymark-verify\n' };
  return { payload: { ...base, toolName: tool, toolArgs, toolResult: { resultType: 'success', textResultForLlm: 'waymark-verify\n' } } };
}
