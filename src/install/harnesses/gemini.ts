import { join } from 'node:path';
import template from '../../../templates/gemini.json';
import type { Harness, Template } from './harness.js';
import { text } from '../../text.js';
import { canonicalOf, toolsOf } from '../surfaces/registrations.js';
import { claudeShaped } from './samples.js';

export const gemini: Harness = {
  id: 'gemini',
  vendor: 'Gemini CLI',
  contract: 'gemini',
  surface: 'settings',
  binaries: ['gemini'],
  skillDirs: [],
  // Gemini CLI sets GEMINI_CLI=1 in the shell tool's commands.
  environment: ['GEMINI_CLI', 'GEMINI_PROJECT_DIR'],
  runs: {
    shell: 'sh',
    desktop: false,
    onNotFound: '"Hook(s) [...] failed for event X" shown on every call (docs/vendors/gemini.md#failure-modes)',
  },
  template: template as Template,
  // GEMINI_CLI_HOME stands for the home directory (docs/vendors/gemini.md#settings-files-and-scopes).
  settingsPath: (scope, { project, home, env }) =>
    join(scope === 'project' ? project : env.GEMINI_CLI_HOME || home, '.gemini', 'settings.json'),
  // No personal, git-ignored project file (docs/vendors/gemini.md): a project install writes `waymark dispatch` from PATH.
  personalProjectFile: false,
  // BeforeTool context is dropped: AfterTool also evaluates the PreToolUse messages (contracts/gemini.json `reroute`).
  events: ['SessionStart', 'BeforeAgent', 'AfterTool'],
  matcherSyntax: 'anchored',
  reply: 'json',
  // Claude's payload under Gemini's event names (docs/vendors/gemini.md#payload-keys).
  sample: (event, cwd, tool = 'run_shell_command') => ({
    payload: { ...claudeShaped(canonicalOf(gemini, event), cwd, tool, toolsOf(gemini)), hook_event_name: event },
    env: { GEMINI_PROJECT_DIR: cwd, GEMINI_CWD: cwd },
  }),
  notes: () => [text.vendors.notes.gemini],
};
