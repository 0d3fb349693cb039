import { join } from 'node:path';
import template from '../../../templates/codebuddy.json';
import type { Harness, Template } from '../harness.js';
import { text } from '../../text.js';
import { claudeShaped } from './samples.js';

export const codebuddy: Harness = {
  id: 'codebuddy',
  vendor: 'CodeBuddy Code',
  contract: 'codebuddy',
  template: template as Template,
  settingsPath: (scope, { project, home }) =>
    scope === 'project' ? join(project, '.codebuddy', 'settings.local.json') : join(home, '.codebuddy', 'settings.json'),
  // additionalContext reaches the model on SessionStart and PostToolUse (shared/vendors/codebuddy.md, Replies [source]).
  events: [
    { vendor: 'SessionStart', binds: 'SessionStart', matchers: false },
    { vendor: 'PostToolUse', binds: 'PreToolUse', matchers: true },
  ],
  // The CLI uses Claude Code's tool names (shared/vendors/codebuddy.md, Tools [source]).
  tools: { Bash: 'Bash', Write: 'Write', Edit: 'Edit', MultiEdit: 'MultiEdit', NotebookEdit: 'NotebookEdit' },
  matcherSyntax: 'anchored',
  reply: 'json',
  sample: (event, cwd, tool = 'Bash') => ({ payload: claudeShaped(event, cwd, tool, codebuddy.tools), env: { CODEBUDDY_PROJECT_DIR: cwd } }),
  notes: () => [text.install.notes.codebuddy],
};
