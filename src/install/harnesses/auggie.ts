import { join } from 'node:path';
import template from '../../../templates/auggie.json';
import type { Harness, Template } from './harness.js';
import { toolsOf } from '../surfaces/registrations.js';
import { claudeShaped } from './samples.js';

export const auggie: Harness = {
  id: 'auggie',
  vendor: 'Augment Auggie',
  contract: 'auggie',
  surface: 'settings',
  binaries: ['auggie'],
  skillDirs: [],
  environment: ['AUGMENT_PROJECT_DIR'],
  runs: { shell: 'sh', desktop: false, onNotFound: 'a non-zero exit other than 2 continues (docs/vendors/auggie.md)' },
  template: template as Template,
  settingsPath: (scope, { project, home }) =>
    scope === 'project' ? join(project, '.augment', 'settings.local.json') : join(home, '.augment', 'settings.json'),
  // .augment/settings.local.json is the personal layer (docs/vendors/auggie.md#settings-files-and-scopes).
  personalProjectFile: true,
  // PreToolUse context is not read (source): its messages go on PostToolUse (contracts/auggie.json `reroute`).
  events: ['SessionStart', 'PostToolUse'],
  matcherSyntax: 'anchored',
  reply: 'json',
  sample: (event, cwd, tool = 'launch-process') => ({
    payload: { ...claudeShaped(event, cwd, tool, toolsOf(auggie)), workspace_roots: [cwd] },
    env: { AUGMENT_PROJECT_DIR: cwd },
  }),
  notes: () => [],
};
