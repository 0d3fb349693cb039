import { join } from 'node:path';
import template from '../../../templates/cursor.json';
import type { Harness, Template } from './harness.js';
import { cliText } from '../../text.js';
import { cursorShaped } from './samples.js';

export const cursor: Harness = {
  id: 'cursor',
  vendor: 'Cursor',
  contract: 'cursor',
  surface: 'settings',
  binaries: ['cursor-agent', 'cursor'],
  skillDirs: ['.cursor/skills'],
  // Cursor's agent CLI marks its shells; hooks get CURSOR_PROJECT_DIR and CURSOR_VERSION.
  environment: ['CURSOR_AGENT', 'CURSOR_PROJECT_DIR', 'CURSOR_TRACE_ID'],
  runs: {
    shell: 'sh',
    desktop: true,
    onNotFound: 'fails open unless failClosed: the call proceeds without advice (docs/vendors/cursor.md#failure-modes)',
  },
  reads: [
    { harness: 'claude-code', scope: 'project', when: 'with third-party configs on (Cursor Settings)' },
    { harness: 'claude-code', scope: 'user', when: 'with third-party configs on (Cursor Settings)' },
  ],
  template: template as Template,
  settingsPath: (scope, { project, home }) =>
    scope === 'project' ? join(project, '.cursor', 'hooks.json') : join(home, '.cursor', 'hooks.json'),
  // No personal, git-ignored project file (docs/vendors/cursor.md): a project install writes `waymark dispatch` from PATH.
  personalProjectFile: false,
  // Cursor rejects the whole file over one event key its validator does not know: these four are in
  // the enum of every version read, @cursor/sdk 1.0.9 to 1.0.32 (docs/vendors/cursor.md#events).
  // additional_context is read on all four from 1.0.21; before that on sessionStart and postToolUse.
  events: ['sessionStart', 'preToolUse', 'postToolUse', 'postToolUseFailure'],
  matcherSyntax: 'anchored',
  reply: 'json',
  sample: (event, cwd, tool = 'Shell') => cursorShaped(event, cwd, tool),
  notes: () => [cliText.install.notes.cursor],
};
