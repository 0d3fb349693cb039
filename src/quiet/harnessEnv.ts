import type { Env } from '../edge/env.js';

// The variables a harness sets in the environment of the commands its model runs (or of its hooks,
// which inherit the session's). `waymark silence` refuses to run when one is set: whatever the
// model reads, the model (or a README it was told to follow) can run. The list errs wide on
// purpose: a miss lets a model silence advice, a false match only asks the person to run it from
// their own terminal. Sources: docs/vendors/<id>.md, and each vendor's docs as cited there.
const MARKERS: ReadonlyArray<readonly [harness: string, variable: string]> = [
  // Claude Code sets CLAUDECODE=1 in its Bash tool and hooks; CLAUDE_CODE_ENTRYPOINT names how it started.
  ['claude-code', 'CLAUDECODE'],
  ['claude-code', 'CLAUDE_CODE_ENTRYPOINT'],
  ['claude-code', 'CLAUDE_CODE_SESSION_ID'],
  ['claude-code', 'CLAUDE_PROJECT_DIR'],
  // Codex runs commands with its sandbox markers and thread id; hooks get CODEX_MANAGED_BY_NPM.
  ['codex', 'CODEX_SANDBOX'],
  ['codex', 'CODEX_SANDBOX_NETWORK_DISABLED'],
  ['codex', 'CODEX_THREAD_ID'],
  ['codex', 'CODEX_CI'],
  ['codex', 'CODEX_MANAGED_BY_NPM'],
  // Cursor's agent CLI marks its shells; hooks get CURSOR_PROJECT_DIR and CURSOR_VERSION.
  ['cursor', 'CURSOR_AGENT'],
  ['cursor', 'CURSOR_PROJECT_DIR'],
  ['cursor', 'CURSOR_TRACE_ID'],
  // Gemini CLI sets GEMINI_CLI=1 in the shell tool's commands; Qwen Code (its fork) its own.
  ['gemini', 'GEMINI_CLI'],
  ['gemini', 'GEMINI_PROJECT_DIR'],
  ['qwen-code', 'QWEN_CODE'],
  ['qwen-code', 'QWEN_CODE_CLI'],
  ['qwen-code', 'QWEN_PROJECT_DIR'],
  ['copilot', 'COPILOT_CLI'],
  ['copilot', 'COPILOT_PROJECT_DIR'],
  ['devin', 'DEVIN_PROJECT_DIR'],
  ['codebuddy', 'CODEBUDDY_PROJECT_DIR'],
  ['kiro', 'KIRO_PROJECT_DIR'],
  ['cline', 'CLINE_ACTIVE'],
  ['factory-droid', 'FACTORY_PROJECT_DIR'],
  ['oh-my-pi', 'PI_CODING_AGENT'],
  // The agents.md proposal and @vercel/detect-agent: any agent may set these.
  ['an agent', 'AGENT'],
  ['an agent', 'AI_AGENT'],
];

/** The harness whose environment this is, with the variable that says so; undefined for a person's shell. */
export function detectHarness(env: Env): { harness: string; variable: string } | undefined {
  for (const [harness, variable] of MARKERS) if (env[variable]) return { harness, variable };
  return undefined;
}
