import { join } from 'node:path';
import template from '../../../templates/qwen-code.json';
import type { Harness, Template } from './harness.js';
import { toolsOf } from '../surfaces/registrations.js';
import { claudeShaped } from './samples.js';

export const qwenCode: Harness = {
  id: 'qwen-code',
  vendor: 'Qwen Code',
  contract: 'qwen',
  surface: 'settings',
  binaries: ['qwen'],
  skillDirs: ['.qwen/skills'],
  environment: ['QWEN_CODE', 'QWEN_CODE_CLI', 'QWEN_PROJECT_DIR'],
  runs: {
    shell: 'sh',
    desktop: false,
    onNotFound: 'exit 127: a warning on every call, nothing reaches the model (docs/vendors/qwen-code.md#failure-modes)',
  },
  template: template as Template,
  settingsPath: (scope, { project, home }) =>
    scope === 'project' ? join(project, '.qwen', 'settings.json') : join(home, '.qwen', 'settings.json'),
  // No personal, git-ignored project file (docs/vendors/qwen-code.md): a project install writes `waymark dispatch` from PATH.
  personalProjectFile: false,
  // Qwen Code 0.24.4 drops PreToolUse context and delivers PostToolUse's (docs/vendors/qwen-code.md#reply-shape):
  // PostToolUse also evaluates the PreToolUse messages (contracts/qwen.json `reroute`).
  events: ['SessionStart', 'PostToolUse'],
  matcherSyntax: 'list',
  reply: 'json',
  sample: (event, cwd, tool = 'run_shell_command') => ({
    payload: claudeShaped(event, cwd, tool, toolsOf(qwenCode)),
    env: { QWEN_PROJECT_DIR: cwd },
  }),
  notes: () => [],
};
