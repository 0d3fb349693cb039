import { join } from 'node:path';
import template from '../../../templates/kiro.json';
import type { Harness, Template } from '../harness.js';
import { text } from '../../text.js';
import { toolsOf } from '../registrations.js';
import { claudeShaped } from './samples.js';

export const kiro: Harness = {
  id: 'kiro',
  vendor: 'Kiro',
  contract: 'kiro',
  template: template as Template,
  settingsPath: (scope, { project, home }) => (scope === 'project' ? join(project, '.kiro', 'hooks', 'waymark.json') : join(home, '.kiro', 'hooks', 'waymark.json')),
  // Kiro adds plain stdout to context only on session start and prompt submit (docs/vendors/kiro.md#reply-shape).
  events: ['SessionStart'],
  matcherSyntax: 'anchored',
  reply: 'text',
  sample: (event, cwd, tool = 'shell') => ({ payload: claudeShaped(event, cwd, tool, toolsOf(kiro)) }),
  notes: () => [text.install.notes.kiro],
};
