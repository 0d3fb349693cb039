import { join } from 'node:path';
import template from '../../../templates/kiro.json';
import type { Harness, Template } from '../harness.js';
import { text } from '../../text.js';
import { claudeShaped } from './samples.js';

export const kiro: Harness = {
  id: 'kiro',
  vendor: 'Kiro',
  contract: 'kiro',
  template: template as Template,
  settingsPath: (scope, { project, home }) => (scope === 'project' ? join(project, '.kiro', 'hooks', 'waymark.json') : join(home, '.kiro', 'hooks', 'waymark.json')),
  // Kiro adds plain stdout to context only on session start and prompt submit (shared/vendors/kiro.md, Contract).
  events: [{ vendor: 'SessionStart', binds: 'SessionStart', matchers: false }],
  // Current names and the predecessor's (shared/vendors/kiro.md, Tools); unused until tool events are registered.
  tools: { shell: 'Bash', execute_bash: 'Bash', write: 'Write', fs_write: 'Write' },
  matcherSyntax: 'anchored',
  reply: 'text',
  sample: (event, cwd, tool = 'shell') => ({ payload: claudeShaped(event, cwd, tool, kiro.tools) }),
  notes: () => [text.install.notes.kiro],
};
