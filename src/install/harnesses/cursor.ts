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
  // Cursor rejects the whole file over one event key its validator does not know: these four are in
  // the enum of every version read, @cursor/sdk 1.0.9 to 1.0.32 (docs/vendors/cursor.md#events).
  // additional_context is read on all four from 1.0.21; before that on sessionStart and postToolUse.
  events: ['sessionStart', 'preToolUse', 'postToolUse', 'postToolUseFailure'],
  matcherSyntax: 'anchored',
  reply: 'json',
  sample: (event, cwd, tool = 'Shell') => cursorShaped(event, cwd, tool),
  notes: () => [text.install.notes.cursor],
};
