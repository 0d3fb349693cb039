/**
 * The scripted model turn every harness gets: three tool calls, then a final answer. Each mock
 * picks the step from how many tool results the conversation already holds, so a hook that forces
 * an extra turn (a Stop reply) ends in text instead of looping.
 */

export const PROMPT = 'Run the checks, then update package.json.';
export const FINAL_TEXT = 'All steps done.';

/** What the advice is recognised by on the wire: plain words, so no vendor escaping changes them. */
export const MARKERS = {
  bootstrap: 'waymark is active in this session',
  // The guards' own procedure paths, which end every advisory they give: stable across rewordings.
  eval: 'pretooluse-eval-guard.md',
  dependency: 'pretooluse-dependency-guard.md',
} as const;

export const BENIGN_COMMAND = 'echo waymark-e2e-benign';

export type Step =
  | { kind: 'shell'; id: string; command: string }
  | { kind: 'write'; id: string; file: string; content: string }
  | { kind: 'text'; text: string };

export function stepAt(toolResults: number): Step {
  switch (toolResults) {
    case 0:
      return { kind: 'shell', id: 'call_eval', command: `python3 -c "import pickle; pickle.loads(b'')" || true` };
    case 1:
      return {
        kind: 'write',
        id: 'call_dependency',
        file: 'package.json',
        content: '{\n  "name": "demo",\n  "dependencies": { "left-pad": "1.3.0" }\n}\n',
      };
    case 2:
      return { kind: 'shell', id: 'call_benign', command: BENIGN_COMMAND };
    default:
      return { kind: 'text', text: FINAL_TEXT };
  }
}

export interface ToolSchema {
  name: string;
  parameters: { properties?: Record<string, unknown>; required?: string[] };
}

/**
 * Arguments for one of the offered tools: the scripted values under whatever names the vendor's
 * schema uses, and a filler for every other required parameter (Copilot's `bash` requires
 * `description`).
 */
export function argumentsFor(step: Step & { kind: 'shell' | 'write' }, tool: ToolSchema, cwd: string): Record<string, unknown> {
  const props = tool.parameters.properties ?? {};
  const values: Record<string, unknown> =
    step.kind === 'shell'
      ? // Cline's run_commands takes a list of commands.
        { command: step.command, cmd: step.command, commands: [step.command] }
      : // Cline's editor writes new_text to path; Droid's Create takes file_path and content.
        {
          file_path: `${cwd}/${step.file}`,
          path: `${cwd}/${step.file}`,
          absolute_path: `${cwd}/${step.file}`,
          content: step.content,
          file_text: step.content,
          new_text: step.content,
        };
  const args: Record<string, unknown> = {};
  for (const name of Object.keys(props)) if (name in values) args[name] = values[name];
  for (const name of tool.parameters.required ?? []) if (!(name in args)) args[name] = 'waymark e2e step';
  return args;
}

/** The vendor's names for the two tools the scenario calls. */
export interface ToolNames {
  shell: string;
  write: string;
}
