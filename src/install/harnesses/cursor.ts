import { join } from 'node:path';
import template from '../../../templates/cursor.json';
import type { Harness, Template } from '../harness.js';
import { text } from '../../text.js';
import { cursorShaped } from './samples.js';

export const cursor: Harness = {
  id: 'cursor',
  vendor: 'Cursor',
  contract: 'cursor',
  template: template as Template,
  settingsPath: (scope, { project, home }) => (scope === 'project' ? join(project, '.cursor', 'hooks.json') : join(home, '.cursor', 'hooks.json')),
  // sessionStart only: an event key the user's Cursor does not know invalidates the whole file (docs/vendors/cursor.md#registration-shape).
  events: ['sessionStart'],
  matcherSyntax: 'anchored',
  reply: 'json',
  sample: (event, cwd) => cursorShaped(event, cwd),
  notes: () => [text.install.notes.cursor],
};
