import { join } from 'node:path';
import template from '../../../templates/claude-code.json';
import type { Harness, Template } from './harness.js';
import { toolsOf } from '../surfaces/registrations.js';
import { claudeShaped } from './samples.js';

export const claudeCode: Harness = {
  id: 'claude-code',
  vendor: 'Claude Code',
  contract: 'claude',
  surface: 'settings',
  binaries: ['claude'],
  skillDirs: ['.claude/skills'],
  // Claude Code sets CLAUDECODE=1 in its Bash tool and hooks; CLAUDE_CODE_ENTRYPOINT names how it started.
  environment: ['CLAUDECODE', 'CLAUDE_CODE_ENTRYPOINT', 'CLAUDE_CODE_SESSION_ID', 'CLAUDE_PROJECT_DIR'],
  runs: {
    shell: 'sh',
    desktop: false,
    onNotFound: 'a non-zero exit shows stderr to the user and the action proceeds (docs/vendors/claude-code.md#failure-modes)',
  },
  template: template as Template,
  // The project file is the personal one, git-ignored (docs/vendors/claude-code.md#settings-files-and-scopes);
  // earlier versions wrote the shared .claude/settings.json.
  settingsPath: (scope, { project, home }) =>
    scope === 'project' ? join(project, '.claude', 'settings.local.json') : join(home, '.claude', 'settings.json'),
  personalProjectFile: true,
  formerProjectPaths: ({ project }) => [join(project, '.claude', 'settings.json')],
  // additionalContext reaches the model on all three (docs/vendors/claude-code.md#reply-shape).
  events: ['SessionStart', 'PreToolUse', 'PostToolUse'],
  matcherSyntax: 'list',
  reply: 'json',
  sample: (event, cwd, tool = 'Bash') => ({
    payload: claudeShaped(event, cwd, tool, toolsOf(claudeCode)),
    env: { CLAUDE_PROJECT_DIR: cwd },
  }),
  notes: () => [],
};
