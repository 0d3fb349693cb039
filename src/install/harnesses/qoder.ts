import { join } from 'node:path';
import template from '../../../templates/qoder.json';
import type { Harness, Template } from './harness.js';
import { toolsOf } from '../surfaces/registrations.js';
import { claudeShaped } from './samples.js';

export const qoder: Harness = {
  id: 'qoder',
  vendor: 'Qoder CLI',
  contract: 'qoder',
  surface: 'settings',
  binaries: ['qodercli', 'qoder'],
  skillDirs: [],
  environment: ['QODER_PROJECT_DIR'],
  runs: {
    shell: 'sh',
    desktop: false,
    onNotFound: 'as Claude Code: a non-zero exit is shown and the action proceeds (docs/vendors/qoder.md, unverified)',
  },
  template: template as Template,
  settingsPath: (scope, { project, home }) =>
    scope === 'project' ? join(project, '.qoder', 'settings.local.json') : join(home, '.qoder', 'settings.json'),
  // .qoder/settings.local.json is the personal layer (docs/vendors/qoder.md#settings-files-and-scopes).
  personalProjectFile: true,
  events: ['SessionStart', 'UserPromptSubmit', 'PreToolUse', 'PostToolUse'],
  matcherSyntax: 'list',
  reply: 'json',
  sample: (event, cwd, tool = 'Bash') => ({ payload: claudeShaped(event, cwd, tool, toolsOf(qoder)), env: { QODER_PROJECT_DIR: cwd } }),
  notes: () => [],
};
