import { join } from 'node:path';
import template from '../../../templates/devin.json';
import type { Harness, Template } from '../harness.js';
import { text } from '../../text.js';
import { claudeShaped } from './samples.js';

export const devin: Harness = {
  id: 'devin',
  vendor: 'Devin Local',
  contract: 'devin',
  template: template as Template,
  settingsPath: (scope, { project, home, env, platform }) => {
    if (scope === 'project') return join(project, '.devin', 'config.local.json');
    // https://docs.devin.ai/cli/extensibility (shared/vendors/devin.md, Config locations).
    return platform === 'win32' && env.APPDATA ? join(env.APPDATA, 'devin', 'config.json') : join(home, '.config', 'devin', 'config.json');
  },
  events: [
    { vendor: 'SessionStart', binds: 'SessionStart', matchers: false },
    { vendor: 'PostToolUse', binds: 'PreToolUse', matchers: false },
  ],
  // Lowercase tool names; the docs match the shell tool with "exec" (shared/vendors/devin.md, Tools).
  tools: { exec: 'Bash', write: 'Write', edit: 'Edit', notebook_edit: 'NotebookEdit' },
  matcherSyntax: 'anchored',
  reply: 'json',
  // Devin sends no cwd: the project comes from DEVIN_PROJECT_DIR (shared/vendors/devin.md, Events).
  sample: (event, cwd, tool = 'exec') => {
    const { cwd: _, transcript_path: __, ...payload } = claudeShaped(event, cwd, tool, devin.tools);
    return { payload, env: { DEVIN_PROJECT_DIR: cwd } };
  },
  notes: () => [text.install.notes.devin],
};
