import { join } from 'node:path';
import template from '../../../templates/claude-code.json';
import type { Harness, Template } from '../harness.js';
import { claudeShaped } from './samples.js';

export const claudeCode: Harness = {
  id: 'claude-code',
  vendor: 'Claude Code',
  contract: 'claude',
  template: template as Template,
  settingsPath: (scope, { project, home }) => (scope === 'project' ? join(project, '.claude', 'settings.json') : join(home, '.claude', 'settings.json')),
  events: [
    { vendor: 'SessionStart', binds: 'SessionStart', matchers: false },
    { vendor: 'PreToolUse', binds: 'PreToolUse', matchers: true },
  ],
  // Claude Code's own names are the canonical ones (shared/vendors/claude-code.md, Tools).
  tools: { Bash: 'Bash', Write: 'Write', Edit: 'Edit', MultiEdit: 'MultiEdit', NotebookEdit: 'NotebookEdit' },
  matcherSyntax: 'list',
  reply: 'json',
  sample: (event, cwd, tool = 'Bash') => ({ payload: claudeShaped(event, cwd, tool, claudeCode.tools), env: { CLAUDE_PROJECT_DIR: cwd } }),
  notes: () => [],
};
