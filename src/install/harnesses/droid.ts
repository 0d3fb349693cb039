import { join } from 'node:path';
import template from '../../../templates/droid.json';
import type { Harness, Template } from './harness.js';
import { cliText } from '../../text.js';
import { toolsOf } from '../surfaces/registrations.js';
import { claudeShaped } from './samples.js';

export const droid: Harness = {
  id: 'droid',
  vendor: 'Factory Droid',
  contract: 'droid',
  surface: 'settings',
  binaries: ['droid'],
  skillDirs: [],
  environment: ['FACTORY_PROJECT_DIR'],
  runs: {
    shell: 'sh',
    desktop: false,
    onNotFound: 'a failed hook is logged and the call proceeds; its stdout is read only on exit 0 (docs/vendors/droid.md)',
  },
  template: template as Template,
  settingsPath: (scope, { project, home }) => join(scope === 'project' ? project : home, '.factory', 'hooks.json'),
  // No personal, git-ignored project file (docs/vendors/droid.md): a project install writes `waymark dispatch` from PATH.
  personalProjectFile: false,
  // PreToolUse context is dropped (observed): its messages go on PostToolUse (contracts/droid.json `reroute`).
  events: ['SessionStart', 'UserPromptSubmit', 'PostToolUse'],
  matcherSyntax: 'anchored',
  reply: 'json',
  sample: (event, cwd, tool = 'Execute') => ({
    payload: claudeShaped(event, cwd, tool, toolsOf(droid)),
    env: { FACTORY_PROJECT_DIR: cwd },
  }),
  notes: () => [cliText.install.notes.droid],
};
