import { join } from 'node:path';
import template from '../../../templates/copilot.json';
import type { Harness, Template } from './harness.js';
import { cliText } from '../../text.js';
import { copilotShaped } from './samples.js';

export const copilot: Harness = {
  id: 'copilot',
  vendor: 'GitHub Copilot CLI',
  contract: 'copilot',
  surface: 'settings',
  binaries: ['copilot'],
  skillDirs: ['.github/skills'],
  environment: ['COPILOT_CLI', 'COPILOT_PROJECT_DIR'],
  runs: {
    shell: 'sh',
    desktop: false,
    onNotFound:
      'a warning on sessionStart/postToolUse; on preToolUse (waymark registers none) it would deny the tool (docs/vendors/copilot.md#failure-modes)',
  },
  reads: [{ harness: 'claude-code', scope: 'project' }],
  template: template as Template,
  settingsPath: (scope, { project, home, env }) =>
    scope === 'project'
      ? join(project, '.github', 'hooks', 'waymark.json')
      : join(env.COPILOT_HOME || join(home, '.copilot'), 'hooks', 'waymark.json'),
  // The personal .github/copilot/settings.local.json takes a `hooks` key in a shape not verified yet
  // (docs/vendors/copilot.md#settings-files-and-scopes): a project install writes `waymark dispatch` from PATH.
  personalProjectFile: false,
  // Nothing on preToolUse: a crash there denies the tool (docs/vendors/copilot.md#failure-modes [observed]);
  // postToolUse evaluates the PreToolUse messages instead (contracts/copilot.json `reroute`).
  events: ['sessionStart', 'postToolUse'],
  // Copilot anchors the matcher itself as ^(?:…)$ (docs/vendors/copilot.md#tool-names [source]).
  matcherSyntax: 'list',
  reply: 'json',
  sample: (event, cwd, tool = 'bash') => copilotShaped(event, cwd, tool),
  notes: (scope) => (scope === 'project' ? [cliText.install.notes.copilot] : []),
};
