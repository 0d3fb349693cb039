import { join } from 'node:path';
import template from '../../../templates/cline.json';
import type { Harness, Template } from './harness.js';
import { cliText } from '../../text.js';

/** Cline's own payload (test/fixtures/cline/): the call in `tool_call`/`tool_result`, the workspace in `workspaceRoots`. */
function clineShaped(event: string, cwd: string, tool: string): Record<string, unknown> {
  const base = { clineVersion: '', taskId: 'waymark-verify', workspaceRoots: [cwd], userId: 'unknown' };
  if (event === 'TaskStart') return { ...base, hookName: 'agent_start', taskStart: { taskMetadata: {} } };
  const call = { id: 'waymark-verify', name: tool, input: { commands: ['echo waymark-verify'] } };
  return event === 'PostToolUse'
    ? { ...base, hookName: 'tool_result', tool_result: { ...call, output: [] } }
    : { ...base, hookName: 'tool_call', tool_call: call };
}

export const cline: Harness = {
  id: 'cline',
  vendor: 'Cline',
  contract: 'cline',
  surface: 'executables',
  binaries: ['cline'],
  skillDirs: [],
  environment: ['CLINE_ACTIVE'],
  runs: { shell: 'sh', desktop: true, onNotFound: 'exit codes are ignored; a launcher that cannot run is logged (docs/vendors/cline.md)' },
  template: template as Template,
  // The folder of launcher files (src/install/cline.ts writes one file per event in it).
  settingsPath: (scope, { project, home }) => (scope === 'project' ? join(project, '.clinerules', 'hooks') : join(home, '.cline', 'hooks')),
  // The launchers are shared with the project: they name `waymark` on PATH, never a path of this user's.
  personalProjectFile: false,
  // contextModification reaches the model from PreToolUse and PostToolUse only (observed, cline 3.0.65);
  // the bootstrap is rerouted to PreToolUse (contracts/cline.json).
  events: ['PreToolUse', 'PostToolUse'],
  matcherSyntax: 'list',
  reply: 'json',
  sample: (event, cwd, tool = 'run_commands') => ({ payload: clineShaped(event, cwd, tool) }),
  notes: () => [cliText.install.notes.cline],
};
