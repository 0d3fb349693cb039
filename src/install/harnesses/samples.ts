import type { Sample } from '../harness.js';

// Harmless payloads for `waymark verify`: a session start, or a shell call that echoes a word.

const SESSION = 'waymark-verify';
const COMMAND = 'echo waymark-verify';

/** A payload in Claude Code's shape (also spoken by Codex, Qwen Code, CodeBuddy and Devin). */
export function claudeShaped(event: string, cwd: string, shellTool: string): Record<string, unknown> {
  const base = { session_id: SESSION, transcript_path: null, cwd, hook_event_name: event };
  if (event === 'SessionStart') return { ...base, source: 'startup' };
  return {
    ...base,
    tool_name: shellTool,
    tool_input: { command: COMMAND },
    tool_use_id: SESSION,
    ...(event.startsWith('Post') ? { tool_response: 'waymark-verify\n' } : {}),
  };
}

/** Cursor's payload (shared/vendors/cursor.md, Events and stdin keys). */
export function cursorShaped(event: string, cwd: string): Sample {
  return {
    payload: { conversation_id: SESSION, generation_id: SESSION, session_id: SESSION, hook_event_name: event, workspace_roots: [cwd], is_background_agent: false, transcript_path: null },
    env: { CURSOR_PROJECT_DIR: cwd },
  };
}

/** Copilot's camelCase payload (shared/vendors/fixtures/copilot-camel/). */
export function copilotShaped(event: string, cwd: string): Sample {
  const base = { sessionId: SESSION, timestamp: 0, cwd };
  if (event === 'sessionStart') return { payload: { ...base, source: 'new', initialPrompt: '' } };
  return { payload: { ...base, toolName: 'bash', toolArgs: { command: COMMAND }, toolResult: { resultType: 'success', textResultForLlm: 'waymark-verify\n' } } };
}
