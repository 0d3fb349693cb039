import { join } from 'node:path';
import template from '../../../templates/kiro.json';
import type { Harness, Template } from './harness.js';
import { cliText } from '../../text.js';
import { toolsOf } from '../surfaces/registrations.js';
import { claudeShaped } from './samples.js';

export const kiro: Harness = {
  id: 'kiro',
  vendor: 'Kiro',
  contract: 'kiro',
  surface: 'settings',
  binaries: ['kiro-cli', 'kiro'],
  skillDirs: ['.kiro/skills'],
  environment: ['KIRO_PROJECT_DIR'],
  runs: {
    shell: 'sh',
    desktop: true,
    onNotFound: 'stderr reaches the agent as an error on every trigger (docs/vendors/kiro.md#failure-modes)',
  },
  template: template as Template,
  settingsPath: (scope, { project, home }) =>
    scope === 'project' ? join(project, '.kiro', 'hooks', 'waymark.json') : join(home, '.kiro', 'hooks', 'waymark.json'),
  // No personal, git-ignored project file (docs/vendors/kiro.md): a project install writes `waymark dispatch` from PATH.
  personalProjectFile: false,
  // v1 triggers: plain stdout reaches the model only on session start and prompt submit
  // (contracts/kiro.json; docs/vendors/kiro.md#reply-shape). The tool events are registered all the
  // same: dispatch keeps their advice and gives it at the next prompt.
  events: ['SessionStart', 'UserPromptSubmit', 'PreToolUse', 'PostToolUse'],
  matcherSyntax: 'anchored',
  reply: 'text',
  // v1 sends Claude's keys with a PascalCase hook_event_name (docs/vendors/kiro.md#payload-keys).
  sample: (event, cwd, tool = 'execute_bash') => ({ payload: claudeShaped(event, cwd, tool, toolsOf(kiro)) }),
  notes: () => [cliText.install.notes.kiro],
};
