import { join } from 'node:path';
import template from '../../../templates/codebuddy.json';
import type { Harness, Template } from './harness.js';
import { cliText } from '../../text.js';
import { toolsOf } from '../surfaces/registrations.js';
import { claudeShaped } from './samples.js';

export const codebuddy: Harness = {
  id: 'codebuddy',
  vendor: 'CodeBuddy Code',
  contract: 'codebuddy',
  surface: 'settings',
  binaries: ['codebuddy', 'cbc'],
  skillDirs: ['.codebuddy/skills'],
  environment: ['CODEBUDDY_PROJECT_DIR'],
  runs: {
    shell: 'sh',
    desktop: false,
    onNotFound: 'a non-zero exit other than 2 is allowed, with a warning (docs/vendors/codebuddy.md#failure-modes)',
  },
  template: template as Template,
  settingsPath: (scope, { project, home }) =>
    scope === 'project' ? join(project, '.codebuddy', 'settings.local.json') : join(home, '.codebuddy', 'settings.json'),
  // .codebuddy/settings.local.json is personal, not committed (docs/vendors/codebuddy.md#settings-files-and-scopes).
  personalProjectFile: true,
  // additionalContext reaches the model on SessionStart and PostToolUse (docs/vendors/codebuddy.md#reply-shape [source]);
  // PostToolUse also evaluates the PreToolUse messages (contracts/codebuddy.json `reroute`).
  events: ['SessionStart', 'PostToolUse'],
  matcherSyntax: 'anchored',
  reply: 'json',
  sample: (event, cwd, tool = 'Bash') => ({
    payload: claudeShaped(event, cwd, tool, toolsOf(codebuddy)),
    env: { CODEBUDDY_PROJECT_DIR: cwd },
  }),
  notes: () => [cliText.install.notes.codebuddy],
};
