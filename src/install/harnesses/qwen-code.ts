import { join } from 'node:path';
import template from '../../../templates/qwen-code.json';
import type { Harness, Template } from '../harness.js';
import { claudeShaped } from './samples.js';

export const qwenCode: Harness = {
  id: 'qwen-code',
  vendor: 'Qwen Code',
  contract: 'qwen',
  template: template as Template,
  settingsPath: (scope, { project, home }) => (scope === 'project' ? join(project, '.qwen', 'settings.json') : join(home, '.qwen', 'settings.json')),
  // Qwen Code 0.24.4 drops PreToolUse context and delivers PostToolUse's (shared/vendors/qwen-code.md, Replies).
  events: [
    { vendor: 'SessionStart', binds: 'SessionStart', matchers: false },
    { vendor: 'PostToolUse', binds: 'PreToolUse', matchers: true },
  ],
  // Runtime tool ids (shared/vendors/qwen-code.md, Tools; @qwen-code/qwen-code@0.24.4 tools/tool-names.ts).
  tools: { run_shell_command: 'Bash', write_file: 'Write', edit: 'Edit', notebook_edit: 'NotebookEdit' },
  matcherSyntax: 'list',
  reply: 'json',
  sample: (event, cwd, tool = 'run_shell_command') => ({ payload: claudeShaped(event, cwd, tool, qwenCode.tools), env: { QWEN_PROJECT_DIR: cwd } }),
  notes: () => [],
};
